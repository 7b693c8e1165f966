"""What just happened: when a human's turn comes back, one line of what the other seats did
that changed things for them; a click replays those moves once.

The line comes from the game's ``recap_words`` (the events since the viewer's last move —
events name only what every seat may know — phrased for the viewer). The replay is
rebuilt from the record for *this* viewer (``game.replay.Replay``): each position they
would have seen, in turn, held one step with that move's words, then the table as it is.
So nothing hidden from the viewer ever shows, even at a hot seat where another human
watched those moves. A mixin of :class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

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
MAX_LINES = 4  # a long recap (several bots' turns) wraps at most this far, then is cut


class Recaps:
    """The recap line of the viewer's turn, where it is drawn, and its replay."""

    recap_words: ClassVar[RecapWords | None] = None  # the game's phrasing (a hook)
    filmer: ClassVar[Filmer | None] = None  # placements of past views
    recap_anchor: tuple[str, tuple[int, int]] = ("midtop", (475, 350))  # where, by which point
    recap_width = 560

    recap_key: tuple[int, int] | None  # (viewer, record length) it was made for
    recap: tuple[int, int, str] | None  # (from, to) in the record, and the line
    recap_plate: pygame.Surface | None

    def init_recap(self) -> None:
        self.recap_key = None
        self.recap = None
        self.recap_plate = None

    def since_own_move(self, replay: Replay[GameState, object], seat: int) -> int:
        """Where ``seat``'s own latest move ends in the record (0: it has not moved)."""
        for index in range(len(replay.steps) - 1, -1, -1):
            if replay.steps[index].actor == seat:
                return index + 1
        return 0

    def update_recap(self: RecapTable) -> None:
        """Make the line when the viewer's turn comes back after other seats' moves."""
        session = self.session
        if self.recap_words is None or session is None or not session.replays:
            return
        key = (self.viewer, len(session.record.actions))
        if key == self.recap_key:
            return
        self.recap_key, self.recap, self.recap_plate = key, None, None
        if self.viewer not in session.humans or session.is_terminal():
            return
        replay = Replay.of(session.record)
        start = self.since_own_move(replay, self.viewer)
        moves = [(replay.steps[i].actor, replay.events[i]) for i in range(start, len(replay))]
        line = self.recap_words(moves) if moves else ""
        if line:
            self.recap = (start, len(replay), line)
            self.recap_plate = self.render_recap(line)

    @property
    def recap_shown(self: RecapTable) -> bool:
        return self.recap_plate is not None and bool(getattr(self, "my_turn", False))

    def render_recap(self: RecapTable, line: str) -> pygame.Surface:
        palette, assets, tr = self.ctx.palette, self.ctx.assets, self.ctx.tr
        font, small = assets.font(17), assets.font(14, bold=True)
        hint = small.render(tr("pace.recap.replay"), True, palette.accent)
        width = self.recap_width - 24
        lines = wrap(line, font, width)
        if len(lines) > MAX_LINES:
            lines = [*lines[:MAX_LINES - 1], ellipsize(lines[MAX_LINES - 1] + " …", font, width)]
        step = font.get_linesize()
        plate = pygame.Surface((self.recap_width, len(lines) * step + hint.get_height() + 16),
                               pygame.SRCALPHA)
        box = plate.get_rect()
        pygame.draw.rect(plate, (*palette.panel, 235), box, border_radius=10)
        pygame.draw.rect(plate, palette.accent, box, 1, border_radius=10)
        for i, text in enumerate(lines):
            plate.blit(font.render(text, True, palette.ink), (12, 6 + i * step))
        plate.blit(hint, hint.get_rect(bottomright=(box.right - 12, box.bottom - 5)))
        return plate

    def recap_rect(self: RecapTable) -> pygame.Rect | None:
        if self.recap_plate is None:
            return None
        anchor, point = self.recap_anchor
        return self.recap_plate.get_rect(**{anchor: point})

    def draw_recap(self: RecapTable, surface: pygame.Surface) -> None:
        rect = self.recap_rect()
        if self.recap_shown and rect is not None:
            assert self.recap_plate is not None
            surface.blit(self.recap_plate, rect)

    def recap_regions(self: RecapTable) -> list[Region]:
        rect = self.recap_rect()
        if not self.recap_shown or rect is None:
            return []
        return [Region("text", "recap", (rect.x, rect.y, rect.w, rect.h))]

    def recap_click(self: RecapTable, event: pygame.event.Event) -> bool:
        rect = self.recap_rect()
        if (self.recap_shown and rect is not None and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1 and rect.collidepoint(event.pos)):
            self.replay_recap()
            return True
        return False

    # --- the replay -------------------------------------------------------------------------

    def replay_recap(self: RecapTable) -> None:
        """Show the moves of the recap again, once, as this viewer saw them (or would have)."""
        assert self.recap is not None
        start, end, _ = self.recap
        assert self.session is not None
        replay = Replay.of(self.session.record)
        views = [replay.state_at(i).view(self.viewer) for i in range(start, end + 1)]
        events = [replay.events[i] for i in range(start, end)]
        frames = self.film(views, events)
        tr = self.ctx.tr
        words = [tr("pace.recap.replaying")]
        for moved in events:
            lines = [self.describe(e) for e in moved]
            text = " ".join(line for line in lines if line)
            words.append(text[:1].upper() + text[1:])
        steps = [Step("replay", said, frame, whole=True, view=view) for said, frame, view in zip(
            words, frames, views, strict=True)]
        self.recap_plate = None  # once: the line goes while the moves play again
        step = self.staging.start(steps)
        if step is not None:
            self.pacing.show(step)

    def film(self: RecapTable, views: list[dict[str, Any]], events: list[list[Event]]
             ) -> list[dict[str, Placement]]:
        """The placements of each view (the game's ``filmer`` when its layout has state)."""
        if self.filmer is not None:
            return self.filmer(views, events)
        return [dict(self.layout(view)) for view in views]
