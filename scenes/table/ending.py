"""The end of a game at a table: the last move settles, then the results cover the table
(:class:`scenes.table.end_overlay.EndOverlay`) with who used hints and, after a lesson,
its closing word; Play again deals anew (or starts the lesson again). Held by
:class:`scenes.table.base.TableScene` as ``ending``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import LessonPayload
from scenes.table.end_overlay import EndOverlay

if TYPE_CHECKING:
    from scenes.frame.stack import SceneFactory
    from scenes.table.parts import EndingTable

END_DELAY = 0.8  # the last move settles before the results cover the table


class Ending:
    """Whether the results were shown, and the time left before they are."""

    def __init__(self, table: EndingTable, again: SceneFactory) -> None:
        self.table = table
        self.again = again  # the table's own scene, opened anew by Play again
        self.wait = END_DELAY
        self.ended = False

    def finish(self, dt: float) -> None:
        """The game is over: once the last move has settled, the results."""
        if self.ended:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        self.ended = True
        table, session = self.table, self.table.session
        alone, joined = table.net is None, table.net is not None and table.net.joined
        kept = getattr(session, "kept", None)  # (a laptop's game, kept here: take_home)
        payload = replace(table.end_payload(), play_again=self.play_again, again=alone,
                          review=kept if joined else session.saved if session
                          and session.humans else None)
        notes = [payload.subtitle]
        hints = session.saved.hints if session else ()
        if any(hints):
            used = ", ".join(table.ctx.tr("table.hint.by", count=count, name=table.name(seat))
                             for seat, count in enumerate(hints) if count)
            notes.append(table.ctx.tr("table.hint.used", list=used))
        if table.coach is not None:
            notes.append(table.ctx.tr("learn.finished"))
        payload = replace(payload, subtitle="\n".join(notes))
        table.ctx.stack.push(EndOverlay, payload)

    def play_again(self) -> None:
        """A new deal of the same game (new seed), or the lesson again from its first step."""
        table = self.table
        assert table.session is not None
        setup = table.session.setup
        again: GameSetup | LessonPayload = GameSetup(setup.game, setup.seats,
                                                     table.ctx.new_seed(), dict(setup.options))
        if table.coach is not None:
            again = LessonPayload(setup.game, setup.seats[0].name)
        table.ctx.stack.pop()
        table.ctx.stack.replace(self.again, again)
