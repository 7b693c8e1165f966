"""What the table says: the game's log in words, and refusals in the players' words.

The log is written as the game goes (``log_event``) and can always be written again from
the record (``replay_log``: a continued game, a take-back, a new language or palette), so
it never holds anything the record does not. A mixin of
:class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Event, GameRecord
from game.match import Match
from scenes.frame.uiscene import LOGICAL_SIZE
from scenes.table.log_panel import LogPanel

if TYPE_CHECKING:
    from scenes.table.parts import TellingTable


class Telling:
    """The log panel's lines and the refusal notices of a table."""

    game_id: str
    log: LogPanel | None
    log_rect: pygame.Rect
    log_dirty: bool
    log_surface: pygame.Surface | None

    def log_event(self: TellingTable, event: Event) -> None:
        line = self.describe(event)
        if line:
            self.log_line(line, event.seat)

    def replay_log(self: TellingTable) -> None:
        """Write the log of the game as it stands, from its record (a continued game, or
        after a take-back): the same lines as when it was played."""
        assert self.session is not None and self.log is not None
        self.log = self.new_log()
        if not self.session.replays:  # a laptop that joins mid-game: no
            self.log_dirty = True  # record here; the host's log entries come as moves
            return
        record = self.session.record
        replay = Match(GameRecord(record.game, record.players, record.seed, record.options))
        self.on_start(replay.state.view(self.viewer))
        events = [(number, event) for number, text in enumerate(record.actions, start=1)
                  for event in replay.play(text)]
        for number, event in events[:len(events) - self.untold()]:
            line = self.replayed_line(event)
            if line:
                self.log_line(line, event.seat, number)
        self.log_dirty = True

    def new_log(self: TellingTable) -> LogPanel:
        return LogPanel(self.log_rect, self.ctx.assets, self.ctx.palette, self.ctx.tr)

    def log_line(self: TellingTable, text: str, seat: int | None,
                 position: int | None = None) -> None:
        """A line of the log; ``position``: the moves made when it came (the record's length
        now, unless the log is being written again from the record)."""
        if self.log is not None:
            if position is None and self.session is not None:
                position = len(self.session.record.actions)
            self.log.add(text[:1].upper() + text[1:],
                         self.seat_colour(seat) if seat is not None else None, position)
            self.log_dirty = True

    def scroll_log(self: TellingTable, event: pygame.event.Event) -> bool:
        """The log's share of the input (wheel, scrollbar, drags, its marker; also while the
        end screen lies over the table); True if the log took it."""
        if self.log is None or not self.log.handle(event):
            return False
        self.log_dirty = True
        return True

    def recompose_log(self: TellingTable) -> None:
        if self.log is not None:
            background = self.ctx.assets.background(LOGICAL_SIZE, self.ctx.palette)
            self.log_surface = self.log.render(background, self.ctx.tr("table.log"))
        self.log_dirty = False

    def refuse(self: TellingTable, refusal: ValueError) -> None:
        self.ctx.audio.play("refuse")
        self.ctx.notices.add(self.refusal_text(refusal), warning=True, seconds=4.0,
                             tag=getattr(refusal, "rule", None))

    def refusal_text(self: TellingTable, refusal: ValueError) -> str:
        """The refusal in the players' words: the rule's wording from the translations, naming
        the cards and places of the refused move as the table shows them. The rule's ID is
        shown apart, as a tag; the core's own reason (notation, for logs and tests) never."""
        rule = getattr(refusal, "rule", None)
        key = f"{self.game_id}.refusal.{rule}"
        if not rule or not self.ctx.tr.has(key):
            return self.ctx.tr("table.refused")
        text = self.ctx.tr(key, **self.refusal_values(str(getattr(refusal, "action", ""))))
        return text[:1].upper() + text[1:]


    def relayout_log(self: TellingTable) -> None:
        """Write the log again in the current words (colour names follow the palette),
        scrolled where it stood."""
        if self.log is None:
            return
        old = self.log
        if (self.session is not None and self.log_rewritable()
                and self.session.replays):  # (a laptop has no record)
            self.replay_log()
        else:
            self.log = self.new_log()
            for (text, colour), position in zip(old.lines, old.line_positions, strict=True):
                self.log.add(text, colour, position)
        assert self.log is not None
        self.log.scroll_to(old.offset)
