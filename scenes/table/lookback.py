"""Looking back at the game in progress: a click on a line of the log (or ←) shows the
table as it was after that move, then ← → step through the moves and Esc (or a click on
the same line) comes back to the game as it stands.

The past position is the record trimmed and replayed through the core
(:class:`game.replay.Replay`), seen from the viewer's own seat — or, at a hot seat while
another seat is to act, only what every seat may see — so nothing hidden from the player
at the screen ever shows. The table waits meanwhile (no bot moves, no gesture); RÖK's
races (a throw in the air, grabbing) are not paused for it. A mixin of
:class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.replay import Replay
from scenes.table.board import Placement

if TYPE_CHECKING:
    from scenes.table.log_panel import LogPanel
    from scenes.table.parts import LookBackTable


@dataclass(frozen=True)
class Look:
    """The past position on screen: after ``position`` moves of ``moves``."""

    position: int
    moves: int
    view: dict[str, Any]
    placements: dict[str, Placement]


class LookingBack:
    """Which past position the table shows instead of the present, if any."""

    log: LogPanel | None
    log_dirty: bool
    looking: Look | None

    def init_lookback(self) -> None:
        self.looking = None

    @property
    def may_look_back(self: LookBackTable) -> bool:
        """Not while watching (it has its own controls), nor before any move; a table may
        refuse more (``look_back_refusal``)."""
        return (self.session is not None and getattr(self, "watch", None) is None
                and bool(self.session.record.actions)
                and self.session.replays)  # (a laptop has no record)

    def look_back_refusal(self) -> str | None:
        """*hook* Why the table cannot look back now (a key of ``table.look``), or None."""
        return None

    def look_back(self: LookBackTable, position: int) -> None:
        """Show the table as it was after ``position`` moves (the present: come back)."""
        if not self.may_look_back:
            return
        why = self.look_back_refusal()
        if why is not None:
            self.ctx.notices.add(self.ctx.tr(f"table.look.{why}"), warning=True, sticky=True)
            return
        assert self.session is not None
        record = self.session.record
        moves = len(record.actions)
        position = max(0, min(position, moves))
        if position >= moves:
            self.come_back()
            return
        self.cancel_gesture()
        replay = Replay.of(record)
        public = self.hand_over.hands_hidden
        views = [self.past_view(replay, i, public) for i in range(position, moves + 1)]
        frames = self.film(views, replay.events[position:moves])
        self.looking = Look(position, moves, views[0], frames[0])
        if self.log is not None:
            self.log.marked = position
            self.log_dirty = True
        self.refresh(snap=True)

    def past_view(self: LookBackTable, replay: Replay[GameState, object], index: int,
                  public: bool) -> dict[str, Any]:
        """The viewer's own view of position ``index`` (only what all see, if ``public``)."""
        assert self.session is not None
        state = replay.state_at(index)
        return replay.spec.public(state, self.viewer) if public else state.view(self.viewer)

    def come_back(self: LookBackTable) -> None:
        """Back to the game as it stands."""
        if self.looking is None:
            return
        self.looking = None
        if self.log is not None:
            self.log.marked = None
            self.log_dirty = True
        self.refresh(snap=True)

    def look_status(self: LookBackTable) -> str:
        assert self.looking is not None
        return str(self.ctx.tr("table.look.status", move=self.looking.position,
                               moves=self.looking.moves))

    def look_input(self: LookBackTable, event: pygame.event.Event) -> bool:
        """A clicked log line, and the keys: ← (to look back, or one move further back),
        → (one move on), Esc (come back). True when the event was for looking back."""
        log = self.log
        if log is not None and log.clicked is not None:
            position, log.clicked = log.clicked, None
            if self.looking is not None and self.looking.position == position:
                self.come_back()  # the same line again: back to the present
            else:
                self.look_back(position)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_LEFT and self.may_look_back:
            assert self.session is not None
            start = self.looking.position if self.looking else len(self.session.record.actions)
            self.look_back(start - 1)
            return True
        if self.looking is None:
            return False
        if event.key == pygame.K_RIGHT:
            self.look_back(self.looking.position + 1)
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_END):
            self.come_back()
            return True
        return True  # nothing else is played while looking back
