"""The Totem scene as its parts (drawing, keys, lesson), its pace and its recap see it, for
the type checker: :class:`TotemTable`, declared and used as ``scenes/games/pook/parts.py``
explains for Pook (the shared ``TableScene`` at run time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from scenes.games.totem.layout import Geometry
    from scenes.games.totem.paint import Target
    from scenes.games.totem.sight import TotemSight
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
        sight: TotemSight  # the places fitted, zoomed and panned (scenes.games.totem.sight)

        @property
        def geo(self) -> Geometry: ...  # the places, for the play area as it is now

        def targets(self, held: tuple[str, ...]) -> dict[Target, str]: ...

        def eye_targets(self) -> dict[Target, str]: ...

        def drop(self, held: tuple[str, ...], target: Target, pos: tuple[int, int]) -> None: ...
else:
    from scenes.table import base

    TotemTable = base.TableScene  # (the scene's base at run time: the shared table)
