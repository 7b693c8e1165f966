"""What a game's table supplies to the turn loop (:mod:`scenes.table.base`).

Each game's scene overrides these: the layout of its view, how events read in the log,
its gestures, its drawing and its end-of-game summary. The defaults are what a table
without that part does (nothing, no line, no gesture).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame
from pygame_gui.core import UIContainer

from game.core import Event
from scenes.kit.regions import Region
from scenes.table.board import Piece, Placement
from scenes.table.end_overlay import EndPayload

if TYPE_CHECKING:
    from game.hints import Hint
    from scenes.frame.context import AppContext
    from scenes.table.coaching import Coaching
    from scenes.table.recap import Filmer, RecapWords

Gesture = tuple[Any, ...]  # ("click", (x, y)) or ("drag", (x, y), (x, y))


class TablePainter(Protocol):
    """What draws a game's table (each game's scene holds its own as ``painter``)."""

    def draw_static(self, surface: pygame.Surface) -> None: ...

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def piece_box(self, piece: Piece) -> pygame.Rect | None: ...

    def regions(self) -> list[Region]: ...


class BarePainter:
    """The painter of a table that draws nothing of its own."""

    def draw_static(self, surface: pygame.Surface) -> None:
        """Nothing still."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Nothing moving."""

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        return None

    def regions(self) -> list[Region]:
        return []


class TableHooks:
    """The *hooks* of a game table, with the defaults of a table that lacks that part."""

    painter: TablePainter  # what draws the game's table (scenes.table.base sets a bare one)
    coaching: Coaching  # the table's side of a lesson (scenes.table.base sets it)
    ctx: AppContext  # (the scene's)
    log_rect: pygame.Rect  # the log's place in its column (scenes.table.taking_back lays it out)

    recap_words: ClassVar[RecapWords | None] = None  # the game's phrasing of a recap
    filmer: ClassVar[Filmer | None] = None  # placements of past views (scenes.table.recap)
    @property
    def recap_width(self) -> int:
        """How wide the recap of the others' turns is (a game's own, where it stands)."""
        return 560

    def play_area(self) -> pygame.Rect:
        """The canvas left of the log's column: where a game lays its table out."""
        return pygame.Rect(0, 0, self.log_rect.left - 8, self.ctx.canvas.height)

    @property
    def handover_at(self) -> tuple[int, ...]:
        """Where "Pass to NAME" goes (x, y, w, h): under the middle of the play area (a
        game puts it where its own buttons are)."""
        play = self.play_area()
        return (play.centerx - 150, play.centery + 40, 300, 50)

    @property
    def recap_anchor(self) -> tuple[str, tuple[int, int]]:
        """Where the recap goes: over the middle of the play area (a game's own place)."""
        play = self.play_area()
        return ("midtop", (play.centerx, play.centery - 50))

    @property
    def status_centre(self) -> tuple[int, int]:
        """Where "your turn..." shows: at the foot of the play area, in its middle."""
        play = self.play_area()
        return (play.centerx, play.bottom - 24)

    @property
    def status_width(self) -> int:
        """How wide the status line may grow before it wraps."""
        return self.play_area().width - 52

    def status_text(self) -> str:
        """*hook* What the players should do now (scenes.table.status_line)."""
        return ""

    def announced(self, status: str) -> str:
        """*hook* The status line with what the whole table must know now (the last turn)."""
        return status

    def status_place(self, plate: pygame.Surface) -> pygame.Rect:
        """*hook* Where the status plate is drawn (centred on ``status_centre``)."""
        return plate.get_rect(center=self.status_centre)

    def recap_fit(self, rect: pygame.Rect) -> pygame.Rect | None:
        """*hook* Where the recap goes, given its usual place (None: out of sight now)."""
        return rect

    def on_start(self, view: dict[str, Any]) -> None:
        """*hook* The game's first log lines, from its first ``view`` (also when the log is
        written again from the record)."""

    def look_back_refusal(self) -> str | None:
        """*hook* Why the table cannot look back now (a key of ``table.look``), or None."""
        return None

    def on_refresh(self) -> None:
        """*hook* The view changed: rebuild buttons that depend on it."""

    def awaits_person(self) -> bool:
        """*hook* The table waits for a person though the turn is a bot's (RÖK: the bot's
        throw waits for a Space): it rests meanwhile."""
        return False

    def on_hint(self, hint: Hint) -> None:
        """*hook* A hint (``game.hints.Hint``) was just shown in words."""

    def log_rewritable(self) -> bool:
        """*hook* Whether the log may be written again from the record now (not while a
        table still shows events the log has not told yet)."""
        return True

    def untold(self) -> int:
        """*hook* How many of the record's last events the log has not told yet (the table
        still shows them: the log is written again up to where it stood, never ahead)."""
        return 0

    def on_take_back(self) -> None:
        """*hook* Decisions were taken back: forget what was staged or half-done."""

    def replayed_line(self, event: Event) -> str | None:
        """*hook* The log line of an event when the log is rebuilt from the record."""
        return self.describe(event)

    def build_table_ui(self, root: UIContainer) -> None:
        """*hook* Buttons of the table (End turn...)."""

    def layout(self, view: dict[str, Any]) -> Mapping[str, Placement]:
        """*hook* Where each card of ``view`` goes."""
        return {}

    def spawn_point(self, key: str) -> tuple[float, float]:
        """*hook* Where a card that just appeared comes from (the deck, a hand...)."""
        centre = self.play_area().center
        return (float(centre[0]), float(centre[1]))

    def exit_point(self, key: str) -> tuple[float, float] | None:
        """*hook* Where a card that just left the view goes before it vanishes (None: at once)."""
        return None

    def describe(self, event: Event) -> str | None:
        """*hook* One log line for an event, in words (None to stay silent)."""
        return None

    def line_seat(self, event: Event) -> int | None:
        """*hook* Whose colour an event's log line takes: the seat it speaks of (the one who
        acted, unless the game's line names another: Pook's turn header names who plays)."""
        return event.seat

    def stage(self, events: list[Event], seat: int | None) -> tuple[float, dict[str, Placement]]:
        """*hook* A moment to hold before the new position shows (seconds, placements)."""
        return 0.0, {}

    def curtain_reason(self, seat: int) -> str:
        return "curtain.your_turn"

    def refusal_values(self, action: str) -> dict[str, Any]:
        """*hook* What a refusal's words may name of the refused ``action`` (its notation):
        its cards and places as the table shows them (a plural's ``count`` among them)."""
        return {}

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        """*hook* Where a card at rest is drawn (None: not drawn): the painter's say."""
        return self.painter.piece_box(piece)

    def notice_place(self) -> pygame.Rect | None:
        """*hook* Where notices show over the table: clear of names, plates and the log."""
        play = self.play_area()
        return pygame.Rect(8, 8, play.width - 8, play.height - 16)

    def notice_area(self) -> pygame.Rect | None:
        """Where notices show: the game's place for them (``notice_place``), moved off what a
        lesson's coach points at (``Coaching.clear``)."""
        return self.coaching.clear(self.notice_place())

    def end_payload(self) -> EndPayload:
        """*hook* The results."""
        return EndPayload("", "", (), ())

    def handle_table_input(self, event: pygame.event.Event) -> bool:
        """*hook* Mouse and keys on the table."""
        return False

    def gestures(self) -> dict[str, list[Gesture]]:
        """*hook* For each legal action now, the mouse gestures that perform it.

        Used by the headless tests and the Xvfb drive script to play as a person
        would (they read it; the scene itself never does)."""
        return {}

    def cancel_gesture(self) -> None:
        """*hook* Drop whatever the mouse holds back where it came from."""

    def put_down(self) -> bool:
        """*hook* Put down what is picked up (a selected card, a pairing); True if there was
        something (Esc then does only that)."""
        return False

    def draw_static(self, surface: pygame.Surface) -> None:
        """*hook* Paint what only changes with the view: places, piles, name plates (the
        painter does)."""
        self.painter.draw_static(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        """*hook* Paint what moves: cards, glows, the held card (from ``self.view`` and
        ``self.board`` only; the painter does)."""
        self.painter.draw_table(surface)
