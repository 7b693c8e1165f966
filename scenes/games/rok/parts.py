"""What the RÖK table's parts share, for the type checker: :class:`RokTable`.

The RÖK scene (:mod:`scenes.games.rok.scene`) holds its keys, lesson, gestures, netplay,
grabbing, painter, pace (the count and the hot seat's Done), slides and order of thefts as
parts (each given the scene as a RokTable), and derives from the shared
:class:`~scenes.table.base.TableScene` alone. The parts share the scene's real-time state
(the live table, the grab round, the slides' marks ...) and call one another through it.
:class:`RokTable` declares that state, those parts and the scene's methods they call, with
their types. To mypy it is a ``TableScene``, and the scene's real definitions are checked
against these declarations (to mypy the scene derives from it); at run time ``RokTable`` is
the shared ``TableScene`` itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame
    from pygame_gui.elements import UIButton

    from game.core import Event, Rng
    from game.rok.bots import Reflexes
    from game.rok.table import Table
    from scenes.games.rok import layout as geo
    from scenes.games.rok.clatter import Clatter
    from scenes.games.rok.flight import RokFlight
    from scenes.games.rok.gestures import RokGestures
    from scenes.games.rok.grabbing import RokGrabbing
    from scenes.games.rok.keys import RokKeys
    from scenes.games.rok.matching import TablePace
    from scenes.games.rok.mirroring import RokMirroring
    from scenes.games.rok.moments import GrabRound, SlideMark
    from scenes.games.rok.netplay import RokNetplay
    from scenes.games.rok.ordering import RokOrdering
    from scenes.games.rok.pace import RokPace
    from scenes.games.rok.paint import RokPainter
    from scenes.games.rok.sight import RokSight
    from scenes.games.rok.sliding import RokSliding
    from scenes.games.rok.tableau import Tableau
    from scenes.kit.pieces.rok_art import RuneArt
    from scenes.table.base import TableScene

    class RokTable(TableScene):
        """The RÖK scene as its parts see it (see the module docstring)."""

        # the scene's state (scenes.games.rok.scene)
        art: RuneArt
        places: geo.Geometry
        shown: Tableau | None  # the position drawn (the check's step, or the view's)
        mouse: tuple[int, int]
        stepping: bool  # the check's events are being shown one by one
        caption: pygame.Surface | None
        live: Table | None  # the simulation of a throw or a slide under way
        live_kind: str
        live_seat: int
        wait: float
        round: GrabRound | None
        marks: dict[int, SlideMark]
        slide_hold: float
        slide_text: str
        pull: tuple[int, tuple[int, int]] | None  # (seat, pointer) while pulling
        order_buttons: dict[str, UIButton]
        buttons: dict[str, UIButton]  # throw, done
        status_plate: tuple[str, pygame.Surface | None]
        countdown: tuple[str, pygame.Surface | None]
        table_pace: TablePace | None
        angles: dict[str, float]  # resting angles of table runes, from the simulation
        down_angles: dict[tuple[float, float], float]
        clatter: Clatter
        keys: RokKeys  # (scenes.games.rok.keys)
        sight: RokSight  # the player's zoom and pan of the cloth (scenes.games.rok.sight)

        # the scene's methods
        def sync_buttons(self) -> None: ...

        def line(self, event: Event) -> str | None: ...

        def look_now(self, key: str) -> tuple[float, float]: ...

        def bot_rng(self, seat: int) -> Rng: ...

        def bot_reflexes(self, seat: int) -> Reflexes: ...

        def start_throw(self) -> None: ...

        netplay: RokNetplay  # (scenes.games.rok.netplay)
        mirroring: RokMirroring  # (scenes.games.rok.mirroring)
        flight: RokFlight  # (scenes.games.rok.flight)
        thrown: list[str]  # the runes of the throw under way

        gesturing: RokGestures  # (scenes.games.rok.gestures)
        grabs: RokGrabbing  # (scenes.games.rok.grabbing)
        painter: RokPainter  # (scenes.games.rok.paint)
        pace: RokPace  # (scenes.games.rok.pace)

        ordering: RokOrdering  # (scenes.games.rok.ordering)

        # one part's methods, called by another
        sliding: RokSliding  # (scenes.games.rok.sliding)

else:
    from scenes.table import base

    RokTable = base.TableScene  # (the scene's base at run time: the shared table)
