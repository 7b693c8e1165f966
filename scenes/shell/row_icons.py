"""Small icon buttons for a list's rows: watch (a play triangle), review (a magnifier),
export (an arrow into a tray) and delete (a bin), drawn in code, since the app's font has
no such symbols. A row keeps its width for its words; each button says what it does in
its tooltip, with its key."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import pygame
from pygame_gui.elements import UIButton

Colour = tuple[int, int, int]
LIGHT = (242, 234, 216)  # the theme's button text (normal, hovered)
DARK = (28, 42, 43)  # on a pressed (amber) button
DIMMED = (125, 135, 130)  # disabled
ICONS = ("watch", "review", "export", "delete")
OVERSAMPLE = 4  # drawn this much larger, then smoothed down


def icon(name: str, size: int, ink: Colour) -> pygame.Surface:
    """The ``name`` icon, ``size`` pixels square, in ``ink`` on a clear ground."""
    big = size * OVERSAMPLE
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    unit, line = big / 16, max(2, round(big / 11))

    def at(x: float, y: float) -> tuple[int, int]:
        return round(x * unit), round(y * unit)

    if name == "watch":
        pygame.draw.polygon(surface, ink, [at(5, 3), at(13, 8), at(5, 13)])
    elif name == "review":
        pygame.draw.circle(surface, ink, at(7, 7), round(4.2 * unit), line)
        pygame.draw.line(surface, ink, at(10, 10), at(14, 14), line + 1)
    elif name == "export":
        pygame.draw.line(surface, ink, at(8, 2), at(8, 10), line)
        pygame.draw.polygon(surface, ink, [at(4.5, 7.5), at(11.5, 7.5), at(8, 11.5)])
        pygame.draw.lines(surface, ink, False, [at(2.5, 10), at(2.5, 13.5), at(13.5, 13.5),
                                                at(13.5, 10)], line)
    elif name == "delete":
        pygame.draw.line(surface, ink, at(3, 4), at(13, 4), line)
        pygame.draw.line(surface, ink, at(6.5, 2.5), at(9.5, 2.5), line)
        pygame.draw.polygon(surface, ink, [at(4.5, 5.5), at(11.5, 5.5), at(10.8, 14),
                                           at(5.2, 14)], line)
        for x in (7, 9):
            pygame.draw.line(surface, ink, at(x, 7.5), at(x, 12), max(1, line // 2))
    else:
        raise ValueError(f"no icon named {name}")
    return pygame.transform.smoothscale(surface, (size, size))


class IconButton(UIButton):
    """A button showing a drawn icon (its words, if any, beside it); the icon is dark on
    the pressed button's amber, dimmed when disabled."""

    icons: dict[str, pygame.Surface] | None = None

    def set_icon(self, name: str | None, size: int = 0) -> None:
        """Show icon ``name`` (``size`` pixels), or none (words only)."""
        self.icons = None if name is None else {
            state: icon(name, size, ink) for state, ink in (
                ("normal", LIGHT), ("hovered", LIGHT), ("selected", DARK), ("disabled", DIMMED))}
        self._set_any_images_from_theme()
        cast("Callable[[], None]", self.rebuild)()  # (pygame_gui leaves it untyped)

    def _set_any_images_from_theme(self) -> bool:
        icons = self.icons
        if icons is None:
            for state in ("normal", "hovered", "selected", "disabled"):
                setattr(self, f"{state}_images", [])
                setattr(self, f"{state}_image_positions", [])
            return bool(super()._set_any_images_from_theme())
        for state in ("normal", "hovered", "selected", "disabled"):
            setattr(self, f"{state}_images", [icons[state]])
            setattr(self, f"{state}_image_positions", [(0.5, 0.5)])
        return True
