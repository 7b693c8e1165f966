"""What just happened: when a human's turn comes back, one line of what the other seats did
that changed things for them; a click replays those moves once.

The line comes from the game's ``recap_words`` (the events since the viewer's last move —
events name only what every seat may know — phrased for the viewer). The replay is
rebuilt from the record for *this* viewer (``game.replay.Replay``): each position they
would have seen, in turn, held one step with that move's words, then the table as it is.
So nothing hidden from the viewer ever shows, even at a hot seat where another human
watched those moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Event, GameState
from game.replay import Replay
from scenes.kit.regions import Region
from scenes.kit.textlayout import ellipsize, wrap
from scenes.table.board import Placement
from scenes.table.pace import Step

if TYPE_CHECKING:
    from scenes.table.parts import RecapTable

Moves = list[tuple[int | None, list[Event]]]  # (the seat that acted, what it did), in order
RecapWords = Callable[[Any, Moves], str]  # a function of the game's scene (bound to it)
Filmer = Callable[[Any, list[dict[str, Any]], list[list[Event]]], list[dict[str, Placement]]]
MAX_LINES = 6  # a long recap (three bots' turns, long names, 150 %) wraps this far at most


class Recap:
    """The recap line of the viewer's turn, where it is drawn, and its replay (held by
    :class:`scenes.table.base.TableScene` as ``recap``)."""

    def __init__(self, table: RecapTable) -> None:
        self.table = table
        self.key: tuple[int, int] | None = None  # (viewer, record length) it was made for
        self.line: tuple[int, int, str] | None = None  # (from, to) in the record, and the line
        self.plate: pygame.Surface | None = None

    def since_own_move(self, replay: Replay[GameState, object], seat: int) -> int:
        """Where ``seat``'s own latest move ends in the record (0: it has not moved)."""
        for index in range(len(replay.steps) - 1, -1, -1):
            if replay.steps[index].actor == seat:
                return index + 1
        return 0

    def update(self) -> None:
        """Make the line when the viewer's turn comes back after other seats' moves."""
        table = self.table
        session = table.session
        if table.recap_words is None or session is None or not session.replays:
            return
        key = (table.viewer, len(session.record.actions))
        if key == self.key:
            return
        self.key, self.line, self.plate = key, None, None
        if table.viewer not in session.humans or session.is_terminal():
            return
        replay = Replay.of(session.record)
        start = self.since_own_move(replay, table.viewer)
        moves = [(replay.steps[i].actor, replay.events[i]) for i in range(start, len(replay))]
        line = table.recap_words(moves) if moves else ""
        if line:
            self.line = (start, len(replay), line)
            self.plate = self.render(line)

    @property
    def shown(self) -> bool:
        return self.plate is not None and self.table.my_turn

    def render(self, line: str) -> pygame.Surface:
        table = self.table
        palette, assets, tr = table.ctx.palette, table.ctx.assets, table.ctx.tr
        font, small = assets.font(17), assets.font(14, bold=True)
        hint = small.render(tr("pace.recap.replay"), True, palette.accent)
        full = table.recap_width
        width = full - 24
        lines = wrap(line, font, width)
        if len(lines) > MAX_LINES:
            lines = [*lines[:MAX_LINES - 1], ellipsize(lines[MAX_LINES - 1] + " …", font, width)]
        step = font.get_linesize()
        plate = pygame.Surface((full, len(lines) * step + hint.get_height() + 16),
                               pygame.SRCALPHA)
        box = plate.get_rect()
        pygame.draw.rect(plate, (*palette.panel, 235), box, border_radius=10)
        pygame.draw.rect(plate, palette.accent, box, 1, border_radius=10)
        for i, text in enumerate(lines):
            plate.blit(font.render(text, True, palette.ink), (12, 6 + i * step))
        plate.blit(hint, hint.get_rect(bottomright=(box.right - 12, box.bottom - 5)))
        return plate

    def rect(self) -> pygame.Rect | None:
        table = self.table
        if self.plate is None:
            return None
        anchor, point = table.recap_anchor
        return table.recap_fit(self.plate.get_rect(**{anchor: point}))

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        if self.shown and rect is not None:
            assert self.plate is not None
            surface.blit(self.plate, rect)

    def regions(self) -> list[Region]:
        rect = self.rect()
        if not self.shown or rect is None:
            return []
        return [Region("text", "recap", (rect.x, rect.y, rect.w, rect.h))]

    def click(self, event: pygame.event.Event) -> bool:
        rect = self.rect()
        if (self.shown and rect is not None and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1 and rect.collidepoint(event.pos)):
            self.replay()
            return True
        return False

    # --- the replay -------------------------------------------------------------------------

    def replay(self) -> None:
        """Show the moves of the recap again, once, as this viewer saw them (or would have)."""
        table = self.table
        assert self.line is not None
        start, end, _ = self.line
        assert table.session is not None
        replay = Replay.of(table.session.record)
        views = [replay.state_at(i).view(table.viewer) for i in range(start, end + 1)]
        events = [replay.events[i] for i in range(start, end)]
        frames = table.film(views, events)
        tr = table.ctx.tr
        words = [tr("pace.recap.replaying")]
        for moved in events:
            lines = [table.describe(e) for e in moved]
            text = " ".join(line for line in lines if line)
            words.append(text[:1].upper() + text[1:])
        steps = [Step("replay", said, frame, whole=True, view=view) for said, frame, view in zip(
            words, frames, views, strict=True)]
        self.plate = None  # once: the line goes while the moves play again
        step = table.staging.start(steps)
        if step is not None:
            table.pacing.show(step)
