"""The Totem scene as its parts see it, for the type checker: :class:`TotemTable`.

Its drawing, keys and lesson are parts the scene holds; they, its step-by-step pace and its
recap are given the scene as a ``TotemTable``: a ``TableScene`` declaring the state of
:mod:`scenes.games.totem.scene` they read and the methods they call (a part never imports the
screen itself: tests/test_floors.py). To mypy the scene derives from it, so its real
definitions are checked against these declarations; at run time ``TotemTable`` is the shared
``TableScene`` itself, so the scene's classes are what they would be without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from scenes.games.totem.paint import Target
    from scenes.kit.pieces.totem_art import TotemArt
    from scenes.table.base import TableScene

    class TotemTable(TableScene):
        """The Totem scene as its parts see it (see the module docstring)."""

        art: TotemArt
        arranged: list[str | None]  # the setup's defenders, slot by slot, before confirming
        pressed: tuple[tuple[str, ...], tuple[int, int]] | None
        dragging: bool
        selected: tuple[str, ...]
        mouse: tuple[int, int]
        banner: tuple[pygame.Surface, bool] | None  # the clash line, and whether it succeeded

        def targets(self, held: tuple[str, ...]) -> dict[Target, str]: ...

        def eye_targets(self) -> dict[Target, str]: ...

        def drop(self, held: tuple[str, ...], target: Target, pos: tuple[int, int]) -> None: ...
else:
    from scenes.table import base

    TotemTable = base.TableScene  # (the scene's base at run time: the shared table)
