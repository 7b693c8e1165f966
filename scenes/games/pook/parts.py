"""The Pook scene as its parts see it, for the type checker: :class:`PookTable`.

Its drawing, keys and lesson are parts the scene holds; they, its step-by-step pace and its
recap are given the scene as a ``PookTable``: a ``TableScene`` declaring the state of
:mod:`scenes.games.pook.scene` they read and the methods they call (a part never imports the
screen itself: tests/test_floors.py). To mypy the scene derives from it, so its real
definitions are checked against these declarations; at run time ``PookTable`` is the shared
``TableScene`` itself, so the scene's classes are what they would be without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame
    from pygame_gui.elements import UIButton

    from scenes.games.pook import layout as geo
    from scenes.games.pook.grid import Grid
    from scenes.games.pook.paint import Grip, PookPainter, Tip
    from scenes.games.pook.sight import PookSight
    from scenes.kit.pieces.pook_art import PookArt
    from scenes.table.base import TableScene

    class PookTable(TableScene):
        """The Pook scene as its parts see it (see the module docstring)."""

        art: PookArt
        camera: geo.Camera
        tokens: geo.Tokens  # board keys of the grid's cards, following them (layout.Tokens)
        mouse: tuple[int, int]
        pressed: tuple[Grip, tuple[int, int]] | None
        dragging: bool
        selected: Grip | None
        warrior: bool
        mage_cell: str | None
        peek: set[str]
        places: geo.Places
        grid_free: frozenset[str]
        grid: Grid
        buttons: dict[str, UIButton]  # End turn, Skip, Turn over
        protected_keys: set[str]
        tip: tuple[Any, pygame.Surface | None]
        rest: float
        tips: dict[Tip, pygame.Surface]

        @property
        def grip(self) -> Grip | None: ...

        @property
        def peekable(self) -> bool: ...

        painter: PookPainter  # (scenes.games.pook.paint)
        sight: PookSight  # (scenes.games.pook.sight)

        def glow(self) -> dict[str, str]: ...

        def hand_card_at(self, pos: tuple[int, int]) -> str | None: ...

        def mage_cards(self) -> dict[str, str]: ...

        def forbidden_swap(self) -> str | None: ...

        def placed_faction(self) -> str: ...

        def default_face(self, card: str) -> bool: ...

        def drop(self, grip: Grip, cell: str, pos: tuple[int, int]) -> None: ...

        def update_buttons(self) -> None: ...


        drop_origin: tuple[float, float] | None

        def why_not(self, text: str) -> Tip | None: ...
else:
    from scenes.table import base

    PookTable = base.TableScene  # (the scene's base at run time: the shared table)
