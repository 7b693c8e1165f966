"""Looking back at the game in progress: a click on a line of the log (or ←) shows the
table as it was after that move, then ← → step through the moves and Esc (or a click on
the same line) comes back to the game as it stands.

The past position is the record trimmed and replayed through the core
(:class:`game.replay.Replay`), seen from the viewer's own seat — or, at a hot seat while
another seat is to act, only what every seat may see — so nothing hidden from the player
at the screen ever shows. The table waits meanwhile (no bot moves, no gesture); RÖK's
races (a throw in the air, grabbing) are not paused for it. Held by
:class:`scenes.table.base.TableScene` as ``lookback``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.replay import Replay
from scenes.table.board import Placement

if TYPE_CHECKING:
    from scenes.table.parts import LookBackTable


@dataclass(frozen=True)
class Look:
    """The past position on screen: after ``position`` moves of ``moves``."""

    position: int
    moves: int
    view: dict[str, Any]
    placements: dict[str, Placement]


class LookBack:
    """Which past position the table shows instead of the present, if any."""

    def __init__(self, table: LookBackTable) -> None:
        self.table = table
        self.look: Look | None = None

    @property
    def allowed(self) -> bool:
        """Not while watching (it has its own controls), nor before any move; a table may
        refuse more (``look_back_refusal``)."""
        table = self.table
        return (table.session is not None and table.watch is None
                and bool(table.session.record.actions)
                and table.session.replays)  # (a laptop has no record)

    def look_back(self, position: int) -> None:
        """Show the table as it was after ``position`` moves (the present: come back)."""
        table = self.table
        if not self.allowed:
            return
        why = table.look_back_refusal()
        if why is not None:
            ctx = table.ctx
            ctx.notices.add(ctx.tr(f"table.look.{why}"), warning=True, sticky=True)
            return
        assert table.session is not None
        record = table.session.record
        moves = len(record.actions)
        position = max(0, min(position, moves))
        if position >= moves:
            self.come_back()
            return
        table.cancel_gesture()
        replay = Replay.of(record)
        public = table.hand_over.hands_hidden
        views = [self.past_view(replay, i, public) for i in range(position, moves + 1)]
        frames = table.film(views, replay.events[position:moves])
        self.look = Look(position, moves, views[0], frames[0])
        if table.log is not None:
            table.log.marked = position
            table.log_dirty = True
        table.refresh(snap=True)

    def past_view(self, replay: Replay[GameState, object], index: int,
                  public: bool) -> dict[str, Any]:
        """The viewer's own view of position ``index`` (only what all see, if ``public``)."""
        table = self.table
        assert table.session is not None
        state = replay.state_at(index)
        viewer = table.viewer
        return replay.spec.public(state, viewer) if public else state.view(viewer)

    def come_back(self) -> None:
        """Back to the game as it stands."""
        table = self.table
        if self.look is None:
            return
        self.look = None
        if table.log is not None:
            table.log.marked = None
            table.log_dirty = True
        table.refresh(snap=True)

    def status(self) -> str:
        assert self.look is not None
        return str(self.table.ctx.tr("table.look.status", move=self.look.position,
                               moves=self.look.moves))

    def handle(self, event: pygame.event.Event) -> bool:
        """A clicked log line, and the keys: ← (to look back, or one move further back),
        → (one move on), Esc (come back). True when the event was for looking back."""
        table = self.table
        log = table.log
        if log is not None and log.clicked is not None:
            position, log.clicked = log.clicked, None
            if self.look is not None and self.look.position == position:
                self.come_back()  # the same line again: back to the present
            else:
                self.look_back(position)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_LEFT and self.allowed:
            assert table.session is not None
            start = self.look.position if self.look else len(table.session.record.actions)
            self.look_back(start - 1)
            return True
        if self.look is None:
            return False
        if event.key == pygame.K_RIGHT:
            self.look_back(self.look.position + 1)
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_END):
            self.come_back()
            return True
        return True  # nothing else is played while looking back
