"""What the table says: the game's log in words, and refusals in the players' words.

The log is written as the game goes (``log_event``) and can always be written again from
the record (``replay_log``: a continued game, a take-back, a new language or palette), so
it never holds anything the record does not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Event, GameRecord
from game.games import match_of
from game.practice import practice_seat
from scenes.table.log_panel import LogPanel

if TYPE_CHECKING:
    from scenes.table.parts import TellingTable


class Telling:
    """The log panel's lines and the refusal notices of a table (held by
    :class:`scenes.table.base.TableScene` as ``telling``; the log itself stays the table's:
    the end screen over it scrolls and redraws it)."""

    def __init__(self, table: TellingTable) -> None:
        self.table = table

    def log_event(self, event: Event) -> None:
        line = self.table.describe(event)
        if line:
            self.log_line(line, self.table.line_seat(event))

    def replay_log(self) -> None:
        """Write the log of the game as it stands, from its record (a continued game, or
        after a take-back): the same lines as when it was played."""
        table = self.table
        assert table.session is not None and table.log is not None
        table.log = self.new_log()
        if not table.session.replays:  # a laptop that joins mid-game: no
            table.log_dirty = True  # record here; the host's log entries come as moves
            return
        record = table.session.record
        replay = match_of(GameRecord(record.game, record.players, record.seed, record.options))
        self.tell_start(replay.state.view(table.viewer))
        events = [(number, event) for number, text in enumerate(record.actions, start=1)
                  for event in replay.play(text)]
        for number, event in events[:len(events) - table.untold()]:
            line = table.replayed_line(event)
            if line:
                self.log_line(line, table.line_seat(event), number)
        table.log_dirty = True

    def tell_start(self, view: dict[str, Any]) -> None:
        """The log's first line: who starts (the game's :meth:`on_start`, from its first
        ``view``), or, for a practice game (it starts mid-game, from a position dealt again
        from one seat's information), from which turn (RÖK: throw; counted as in the game it
        came from, as the review and the retry screen count them) and whose knowledge."""
        table = self.table
        record = table.session.record if table.session is not None else None
        seat = practice_seat(record) if record is not None else None
        if record is None or seat is None:
            table.on_start(view)
            return
        start = match_of(GameRecord(record.game, record.players, record.seed, record.options))
        key = "practice.log_start_throw" if record.game == "rok" else "practice.log_start"
        self.log_line(table.ctx.tr(key, turn=start.spec.progress(start.state),
                                   name=table.name(seat)), None)

    def new_log(self) -> LogPanel:
        table = self.table
        return LogPanel(table.log_rect, table.ctx.assets, table.ctx.palette, table.ctx.tr)

    def log_line(self, text: str, seat: int | None,
                 position: int | None = None) -> None:
        """A line of the log; ``position``: the moves made when it came (the record's length
        now, unless the log is being written again from the record)."""
        table = self.table
        if table.log is not None:
            if position is None and table.session is not None:
                position = len(table.session.record.actions)
            table.log.add(text[:1].upper() + text[1:],
                         table.seat_colour(seat) if seat is not None else None, position)
            table.log_dirty = True

    def scroll_log(self, event: pygame.event.Event) -> bool:
        """The log's share of the input (wheel, scrollbar, drags, its marker; also while the
        end screen lies over the table); True if the log took it."""
        table = self.table
        if table.log is None or not table.log.handle(event):
            return False
        table.log_dirty = True
        return True

    def recompose_log(self) -> None:
        table = self.table
        if table.log is not None:
            background = table.ctx.assets.background(table.ctx.canvas.size, table.ctx.palette)
            table.log_surface = table.log.render(background, table.ctx.tr("table.log"))
        table.log_dirty = False

    def refuse(self, refusal: ValueError) -> None:
        table = self.table
        table.ctx.audio.play("refuse")
        table.ctx.notices.add(self.refusal_text(refusal), warning=True,
                             tag=getattr(refusal, "rule", None), sticky=True)

    def refusal_text(self, refusal: ValueError) -> str:
        """The refusal in the players' words: the rule's wording from the translations, naming
        the cards and places of the refused move as the table shows them. The rule's ID is
        shown apart, as a tag; the core's own reason (notation, for logs and tests) never."""
        table = self.table
        rule = getattr(refusal, "rule", None)
        key = f"{table.game_id}.refusal.{rule}"
        if not rule or not table.ctx.tr.has(key):
            return table.ctx.tr("table.refused")
        text = table.ctx.tr(key, **table.refusal_values(str(getattr(refusal, "action", ""))))
        return text[:1].upper() + text[1:]


    def relayout_log(self) -> None:
        """Write the log again in the current words (colour names follow the palette),
        scrolled where it stood."""
        table = self.table
        if table.log is None:
            return
        old = table.log
        if (table.session is not None and table.log_rewritable()
                and table.session.replays):  # (a laptop has no record)
            self.replay_log()
        else:
            table.log = self.new_log()
            for (text, colour), position in zip(old.lines, old.line_positions, strict=True):
                table.log.add(text, colour, position)
        assert table.log is not None
        table.log.scroll_to(old.offset)
