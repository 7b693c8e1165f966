"""What each part of the table sees of it: one narrow protocol per part.

:class:`scenes.table.base.TableScene` holds its parts as objects (``hand_over``,
``lookback``, ``recap``, ``status_line``, ``telling``, ``taking_back``, ``pacing``,
``coaching``, ``keyplay``, ``bot_turns``, ``ending``, ``drawn`` ...; ARCHITECTURE.md, "The
table and its parts", tables them). Each part is made with the table as ``table: <ItsProtocol>``:
the protocol lists exactly what that part reads, writes or calls of the table, with their
real types, and mypy checks, where the table makes the part, that the table has all of it
(``make lint``), so a part can be read — and changed — knowing what it touches.

Types only: nothing here runs (the protocols are never instantiated, nor checked at run
time), and the modules they name are imported for the type checker alone.

A game's own parts see its scene as the table its ``scenes/games/<game>/parts.py``
declares: ``painter`` (what the table draws: the table's ``draw_static``, ``draw_table`` and
``piece_box`` ask it, a ``BarePainter`` until the game sets one), ``keys`` (deriving from
``TableKeys``: the game's zones, its buttons' meanings, its help rows, a hint's marks),
``lesson`` (deriving from ``TableLesson``: where a step points, what its words name) and
``sight`` (the player's zoom and pan); RÖK adds ``ordering``, ``sliding``, ``gesturing``,
``netplay``, ``mirroring``, ``flight``, ``grabs`` and ``pace``. The game scenes derive from
``TableScene`` alone (``tests/scenes/test_table_parts.py`` bars the classes in their order and
their public names); RÖK's keeps ``grabbing``, ``face_up`` and ``click_point`` for the drivers,
which ask the scene for them by name (:mod:`scenes.app.loop`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame
    from pygame_gui.core import ObjectID, UIContainer
    from pygame_gui.core.interfaces import IUIElementInterface
    from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

    from game.core import Event
    from game.hints import Hint
    from game.saves import Seat
    from scenes.frame.context import AppContext
    from scenes.kit.focus import Focus
    from scenes.table.board import Board, Piece, Placement
    from scenes.table.bot_turns import BotTurns
    from scenes.table.coaching import Coach, Coaching, TableLesson
    from scenes.table.end_overlay import EndPayload
    from scenes.table.handover import HandOver
    from scenes.table.hinting import Hinter
    from scenes.table.keyplay import TableKeys
    from scenes.table.log_panel import LogPanel
    from scenes.table.lookback import LookBack
    from scenes.table.networked import NetSeats
    from scenes.table.pace import Pacing, Staging, Step
    from scenes.table.panels import PanelCache
    from scenes.table.recap import Moves, Recap
    from scenes.table.session import BotWorker, GameSession
    from scenes.table.status_line import StatusLine
    from scenes.table.taking_back import TakingBack
    from scenes.table.telling import Telling
    from scenes.table.watching import Watcher


class TableCore(Protocol):
    """What every part reads: the app's services, the game, whose eyes the table uses."""

    viewer: int  # the seat whose view the table shows

    @property
    def ctx(self) -> AppContext: ...

    @property
    def session(self) -> GameSession | None: ...

    def name(self, seat: int) -> str: ...

    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    def refresh(self, snap: bool = False) -> None: ...


class Widgets(Protocol):
    """The widget helpers of :class:`scenes.frame.uiscene.UIScene`."""

    @property
    def root(self) -> UIContainer | None: ...

    def button(self, rect: pygame.Rect | tuple[int, int, int, int], text: str,
               action: Callable[[], object], object_id: str | ObjectID,
               tooltip: str | None = None, enabled: bool = True,
               kind: type[UIButton] = ...) -> UIButton: ...

    def label(self, rect: pygame.Rect | tuple[int, int, int, int], text: str,
              object_id: str | ObjectID = "@label") -> UILabel: ...

    def drop_down(self, options: list[str | tuple[str, str]], current: str | tuple[str, str],
                  rect: pygame.Rect | tuple[int, int, int, int],
                  object_id: str | ObjectID) -> UIDropDownMenu: ...

    def remove(self, widget: IUIElementInterface) -> None: ...

    def on_change(self, widget: IUIElementInterface, callback: Callable[[Any], None]) -> None: ...


class HandOverTable(TableCore, Widgets, Protocol):
    """What the "Pass to NAME" moment (:class:`scenes.table.handover.HandOver`) sees of its
    table."""

    curtain_up: bool

    @property
    def hides_hands(self) -> bool: ...

    @property
    def watch(self) -> Watcher | None: ...

    @property
    def handover_at(self) -> tuple[int, ...]: ...

    def curtain_reason(self, seat: int) -> str: ...


class TakeBackTable(TableCore, Widgets, Protocol):
    """What Take back and the Hint button beside it
    (:class:`scenes.table.taking_back.TakingBack`) see of their table."""

    log_rect: pygame.Rect
    hold: float
    overrides: dict[str, Placement]

    @property
    def curtain_up(self) -> bool: ...

    @property
    def watch(self) -> Watcher | None: ...

    @property
    def worker(self) -> BotWorker: ...

    @property
    def staging(self) -> Staging: ...

    @property
    def coach(self) -> Coach | None: ...

    @property
    def hinter(self) -> Hinter: ...

    @property
    def lookback(self) -> LookBack: ...

    @property
    def hand_over(self) -> HandOver: ...

    @property
    def bot_turns(self) -> BotTurns: ...

    def cancel_gesture(self) -> None: ...

    def on_take_back(self) -> None: ...

    @property
    def telling(self) -> Telling: ...


class TellingTable(TableCore, Protocol):
    """What the log and the refusals in words (:class:`scenes.table.telling.Telling`) see of
    their table."""

    log: LogPanel | None
    log_dirty: bool
    log_surface: pygame.Surface | None

    @property
    def game_id(self) -> str: ...

    @property
    def log_rect(self) -> pygame.Rect: ...

    def describe(self, event: Event) -> str | None: ...

    def line_seat(self, event: Event) -> int | None: ...

    def on_start(self, view: dict[str, Any]) -> None: ...

    def replayed_line(self, event: Event) -> str | None: ...

    def refusal_values(self, action: str) -> dict[str, Any]: ...

    def log_rewritable(self) -> bool: ...

    def untold(self) -> int: ...


class StatusTable(TableCore, Protocol):
    """What the status line (:class:`scenes.table.status_line.StatusLine`) sees of its
    table."""

    @property
    def status_width(self) -> int: ...

    @property
    def taking_back(self) -> TakingBack: ...

    @property
    def net(self) -> NetSeats | None: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def thinking_seat(self) -> int | None: ...

    @property
    def watch(self) -> Watcher | None: ...

    @property
    def lookback(self) -> LookBack: ...

    @property
    def staging(self) -> Staging: ...

    @property
    def hand_over(self) -> HandOver: ...

    @property
    def coaching(self) -> Coaching: ...

    def status_text(self) -> str: ...

    def announced(self, status: str) -> str: ...


class StagedTable(TableCore, Protocol):
    """What a bot's move shown step by step (:class:`scenes.table.pace.Pacing`) sees of its
    table."""

    hold: float
    overrides: dict[str, Placement]

    @property
    def pacer(self) -> Callable[[list[Event], int | None], list[Step]] | None: ...

    @property
    def staging(self) -> Staging: ...

    @property
    def board(self) -> Board: ...

    @property
    def telling(self) -> Telling: ...

    def piece_box(self, piece: Piece) -> pygame.Rect | None: ...


class DrawnTable(TableCore, Protocol):
    """What the record of what the table drew where (:class:`scenes.table.drawn.Drawn`) sees
    of its table."""

    panels: PanelCache
    log_rect: pygame.Rect

    @property
    def status_line(self) -> StatusLine: ...

    @property
    def log(self) -> LogPanel | None: ...

    @property
    def coach(self) -> Coach | None: ...

    @property
    def board(self) -> Board: ...

    def status_place(self, plate: pygame.Surface) -> pygame.Rect: ...

    @property
    def recap(self) -> Recap: ...

    def piece_box(self, piece: Piece) -> pygame.Rect | None: ...


class RecapTable(TableCore, Protocol):
    """What the recap of what just happened (:class:`scenes.table.recap.Recap`) sees of its
    table."""

    @property  # (the game's function of the scene, bound to it: see TableHooks)
    def recap_words(self) -> Callable[[Moves], str] | None: ...

    @property
    def recap_anchor(self) -> tuple[str, tuple[int, int]]: ...

    @property
    def recap_width(self) -> int: ...

    @property
    def staging(self) -> Staging: ...

    @property
    def pacing(self) -> Pacing: ...

    @property
    def my_turn(self) -> bool: ...

    def describe(self, event: Event) -> str | None: ...

    def recap_fit(self, rect: pygame.Rect) -> pygame.Rect | None: ...

    def film(self, views: list[dict[str, Any]], events: list[list[Event]]
             ) -> list[dict[str, Placement]]: ...


class LookBackTable(TableCore, Protocol):
    """What looking back at an earlier move (:class:`scenes.table.lookback.LookBack`) sees
    of its table."""

    log_dirty: bool

    @property
    def log(self) -> LogPanel | None: ...

    @property
    def watch(self) -> Watcher | None: ...

    @property
    def hand_over(self) -> HandOver: ...

    def cancel_gesture(self) -> None: ...

    def film(self, views: list[dict[str, Any]], events: list[list[Event]]
             ) -> list[dict[str, Placement]]: ...

    def look_back_refusal(self) -> str | None: ...


class CoachedScene(Protocol):
    """What the coach (:class:`scenes.table.coaching.Coach`) asks of its table."""

    @property
    def ctx(self) -> AppContext: ...

    @property
    def session(self) -> GameSession | None: ...

    @property
    def coaching(self) -> Coaching: ...

    @property
    def lesson(self) -> TableLesson[LessonTable]: ...


class LessonTable(Protocol):
    """What a lesson's pointer (:class:`scenes.table.coaching.TableLesson`) sees of its table:
    its widgets."""

    @property
    def root(self) -> UIContainer | None: ...


class CoachingTable(CoachedScene, Widgets, Protocol):
    """What a table's side of a lesson (:class:`scenes.table.coaching.Coaching`) sees of its
    table."""

    log_rect: pygame.Rect
    coach: Coach | None
    viewer: int

    @property
    def view(self) -> dict[str, Any]: ...

    def on_refresh(self) -> None: ...

    def play_area(self) -> pygame.Rect: ...


class HintTable(Protocol):
    """What the Hint button's helper (:class:`scenes.table.hinting.Hinter`) asks of its table."""

    @property
    def ctx(self) -> AppContext: ...

    @property
    def session(self) -> GameSession | None: ...

    @property
    def viewer(self) -> int: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def hint_allowed(self) -> bool: ...

    @property
    def coaching(self) -> Coaching: ...

    @property
    def coach(self) -> Coach | None: ...

    def on_hint(self, hint: Hint) -> None: ...


class WatchTable(TableCore, Widgets, Protocol):
    """What watching a game again (:class:`scenes.table.watching.Watcher`) drives."""

    shown_viewer: int | None
    hold: float
    overrides: dict[str, Placement]

    @property
    def seats(self) -> tuple[Seat, ...]: ...

    def act(self, text: str) -> bool: ...

    def animate(self, dt: float) -> None: ...

    def present(self, dt: float) -> bool: ...

    def update_status(self) -> None: ...

    def on_take_back(self) -> None: ...

    @property
    def telling(self) -> Telling: ...

    def end_payload(self) -> EndPayload: ...


class KeyTable(Protocol):
    """What playing by keys (:class:`scenes.table.keyplay.KeyPlay`) sees of its table."""

    focus: Focus
    _actions: dict[IUIElementInterface, Callable[[], object]]

    @property
    def lookback(self) -> LookBack: ...

    @property
    def log_rect(self) -> pygame.Rect: ...

    @property
    def coaching(self) -> Coaching: ...

    @property
    def hand_over(self) -> HandOver: ...

    @property
    def keys(self) -> TableKeys[object]: ...

    def key_input(self, event: pygame.event.Event) -> bool: ...

    def put_down(self) -> bool: ...


class EndingTable(TableCore, Protocol):
    """What the end of a game (:class:`scenes.table.ending.Ending`) sees of its table."""

    @property
    def net(self) -> NetSeats | None: ...

    @property
    def coach(self) -> Coach | None: ...

    def end_payload(self) -> EndPayload: ...


class BotTable(TableCore, Protocol):
    """What a bot's turn (:class:`scenes.table.bot_turns.BotTurns`) sees of its table."""

    @property
    def net(self) -> NetSeats | None: ...

    @property
    def coaching(self) -> Coaching: ...

    @property
    def worker(self) -> BotWorker: ...

    @property
    def composed(self) -> bool: ...

    def act(self, text: str) -> bool: ...
