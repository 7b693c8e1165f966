"""What the Totem table's parts share, for the type checker: :class:`TotemTable`.

The Totem scene (:mod:`scenes.games.totem.scene`) is its painter and its lesson mixed into
the shared :class:`~scenes.table.base.TableScene`; its pace and recap are functions of it.
:class:`TotemTable` declares the scene's own state those read (the setup being arranged,
what the pointer holds, the clash's banner ...) and the scene's methods they call. To mypy
it is a ``TableScene`` whose declarations the scene's real ones are checked against; at run
time it is ``object`` (the scene's classes are what they were). See scenes/games/pook/parts.py
for the same on the Pook table.
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
    TotemTable = object
