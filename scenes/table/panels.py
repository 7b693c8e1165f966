"""Still panels of a table (a seat's plate, a totals box), painted once per content.

A move used to paint every plate again on the still layer (fills, borders, five labels
each: 0.2-0.35 ms of the move's frame). A :class:`Panel` is painted on its own copy of
the felt under it, so it is opaque and its rounded corners show the felt; it is painted
again only when what it shows (its key) changes, and blitted whole otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame


@dataclass
class Panel:
    """A panel's pixels and the regions painted on it (in its own coordinates)."""

    surface: pygame.Surface
    marks: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)

    def mark(self, kind: str, name: str, rect: pygame.Rect) -> None:
        self.marks.append((kind, name, pygame.Rect(rect)))


class PanelCache:
    """The panels of one table, by name, each with the key it was painted for."""

    def __init__(self) -> None:
        self.kept: dict[str, tuple[Hashable, Panel]] = {}

    def clear(self) -> None:
        """Forget every panel (the table was laid out again: sizes, palette or words)."""
        self.kept.clear()

    def panel(self, name: str, rect: pygame.Rect, key: Hashable, felt: pygame.Surface,
              paint: Callable[[Panel], None]) -> Panel:
        """The panel ``name`` showing ``key`` at ``rect`` over ``felt``: painted now if it
        showed something else (or nothing) before."""
        full_key = (key, tuple(rect), id(felt))
        kept = self.kept.get(name)
        if kept is not None and kept[0] == full_key:
            return kept[1]
        panel = Panel(felt.subsurface(rect.clip(felt.get_rect())).copy())
        paint(panel)
        self.kept[name] = (full_key, panel)
        return panel
