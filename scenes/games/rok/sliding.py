"""RÖK's slides (R17, R23, R24) and the order of thefts at the table.

The slider drags a stone back from their edge and lets go; the live table (no rim)
slides it. Bots aim with ``aimed_slide`` and their level's skill, and the slide winner
picks the order of thefts (bots pick the order best for them from their view). A part
:class:`scenes.games.rok.scene.RokScene` holds as ``sliding``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rok.bots import order_choice
from game.rok.table import Table, aimed_slide
from scenes.games.rok.moments import MAX_PULL, SlideMark, pull_velocity

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable

BOT_DELAY = 0.9  # a bot slider or chooser acts after this long
SLIDE_SHOW = 1.4  # a scripted slide's result shows this long before the core hears it


class RokSliding:
    """A slide under way or coming, and the choice of the order of thefts."""

    def __init__(self, table: RokTable) -> None:
        self.table = table

    def bot_ready(self, dt: float) -> int | None:
        """The bot seat the game waits for, once its moment to act has come."""
        table = self.table
        assert table.session is not None
        seat = table.view["current_player"]
        if seat is None or not table.session.is_bot(seat) or table.netplay.elsewhere(seat):
            return None
        table.wait += dt
        if table.wait < BOT_DELAY * table.pace.slow_factor:
            return None
        table.wait = 0.0
        return int(seat)

    def update_slide(self, dt: float) -> None:
        table = self.table
        if not table.coaching.lets_robot_play:  # a lesson's note is read first
            return
        seat = self.bot_ready(dt)
        if seat is not None and not self.scripted_slide(seat):
            start, velocity = aimed_slide(seat, table.view["players"],
                                          table.bot_reflexes(seat).skill, table.bot_rng(seat))
            self.start_slide(seat, start, velocity)

    def scripted_slide(self, seat: int) -> bool:
        """A lesson's slide lands where its script says, as a recorded one does: no physics,
        the stone shown at its distance on the slider's side; False when none is scripted."""
        table = self.table
        text = table.coaching.text(f"slide {seat}")
        words = text.split()
        if len(words) != 3 or words[0] != "slide" or words[1] != str(seat):
            return False
        result: float | str = words[2] if words[2] in ("touch", "off") else float(words[2])
        ux, uy = table.places.outward(seat)  # screen: y down; table: y up
        reach = result if isinstance(result, float) else 0.0
        table.wait, table.pull = 0.0, None
        table.marks[seat] = SlideMark(table.places.turned(ux * reach, -uy * reach, back=True),
                                      result)
        table.slide_text = text
        table.slide_hold = SLIDE_SHOW * table.pace.slow_factor
        table.sync_buttons()
        return True

    def start_slide(self, seat: int, start: tuple[float, float],
                    velocity: tuple[float, float]) -> None:
        """A stone slides from the seat's edge on a table without rim (it may leave it, R24)."""
        table = self.table
        if table.netplay.joined:  # a laptop: the host's table slides it (scenes.games.rok.netplay)
            table.netplay.net_slide(seat, velocity)
            return
        table.wait = 0.0
        table.pull = None
        table.netplay.foretell_slide(seat, start, velocity)  # (hosting: every laptop plays it)
        table.live = Table(None, rim=False, listen=True)
        table.live.push("slide", start, velocity)
        table.live_kind, table.live_seat = "slide", seat
        table.sync_buttons()

    def slide_start_px(self, seat: int) -> tuple[float, float]:
        places = self.table.places
        return places.to_screen(*places.slide_start(seat))

    def pull_vector(self, seat: int, pointer: tuple[int, int]) -> tuple[float, float]:
        """The pull from the start stone to the pointer on the screen, clamped to the longest
        pull (as long as the player's zoom shows it)."""
        sx, sy = self.slide_start_px(seat)
        dx, dy = pointer[0] - sx, pointer[1] - sy
        length = math.hypot(dx, dy)
        most = MAX_PULL * self.table.places.factor
        if length > most:
            dx, dy = dx * most / length, dy * most / length
        return dx, dy

    def release_slide(self) -> None:
        table = self.table
        assert table.pull is not None
        seat, pointer = table.pull
        table.pull = None
        factor = table.places.factor  # (a pull as strong at any zoom: read on the fitted cloth)
        dx, dy = self.pull_vector(seat, pointer)
        velocity = pull_velocity(dx / factor, dy / factor)  # (on the turned cloth)
        if velocity is not None and not self.scripted_slide(seat):
            self.start_slide(seat, table.places.slide_start(seat),
                             table.places.turned(*velocity, back=True))

    def update_order(self, dt: float) -> None:
        table = self.table
        assert table.session is not None
        if not table.coaching.lets_robot_play:
            return
        chooser = self.bot_ready(dt)
        if chooser is not None:
            text = order_choice(table.session.view(chooser))
            if text:
                table.act(text)

