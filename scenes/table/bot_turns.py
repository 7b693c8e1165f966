"""A bot's turn at a table: its thread is started one frame after a costly frame (one
costly thing a frame), its move is never shown sooner than a person can follow
(:data:`BOT_MIN_SECONDS`), and in a lesson the robot plays what the lesson says. Held by
:class:`scenes.table.base.TableScene` as ``bot_turns``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.table.parts import BotTable

BOT_MIN_SECONDS = 0.75  # a bot's move is never faster than a person can follow


class BotTurns:
    """How long the bot to act has been thinking, and whether its start was put off."""

    def __init__(self, table: BotTable) -> None:
        self.table = table
        self.think_time = 0.0
        self.waited = False  # a bot's start was put off by a frame (run)

    def run(self, seat: int, dt: float) -> None:
        """Start ``seat``'s thread, or play its move once chosen and shown long enough."""
        table = self.table
        assert table.session is not None
        if table.net is not None and (table.net.plays_elsewhere(seat) or not table.net.ready):
            return  # its laptop decides (or the game waits for one)
        if table.coaching.scripted:  # a lesson's robot plays what the lesson says
            text = table.coaching.move(dt)
            if text is not None:
                table.act(text)
            return
        self.think_time += dt
        if not table.worker.busy:
            if table.composed and not self.waited:  # one costly thing a frame: the
                self.waited = True  # bot's view is made on the next one
                return
            self.think_time, self.waited = 0.0, False
            table.worker.start(seat, *table.session.bot_request(seat))
            return
        if self.think_time < BOT_MIN_SECONDS:
            return
        text = table.worker.result()
        if text is not None:
            table.act(text)

    def due(self) -> float:
        """Seconds until the least time a bot's move takes is over."""
        return BOT_MIN_SECONDS - self.think_time
