"""The live table of a throw or a slide made at this screen: stepped each frame, heard, and
handed to the core once every stone rests.

A throw's runes or a slid stone move on the live pymunk table (``game.rok.table.Table``) in
fixed steps, whatever the frame rate; the clacks and scrapes are heard from its contacts
(:mod:`scenes.games.rok.clatter`). At rest a throw becomes the core's ``throw`` action (where
each rune lies, with the angle it came to rest at, drawn so from then on); a slide leaves its
mark and its result shows a moment before the core hears it. With reduced motion the table
runs to rest at once and shows after a breath. The same stepping plays a throw or a slide
made at another screen (:mod:`scenes.games.rok.mirroring`). A part
:class:`scenes.games.rok.scene.RokScene` holds as ``flight``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rok.table import FRAME, MAX_TIME
from scenes.games.rok.moments import SlideMark

if TYPE_CHECKING:
    from game.rok.table import Table
    from scenes.games.rok.parts import RokTable

SLIDE_HOLD = 1.4  # a slide's result shows this long before the core hears it
SETTLE_SECONDS = 0.3  # reduced motion: a throw or a slide shows at rest after this breath


class RokFlight:
    """The live table under way at this screen (see the module)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.settle_left: float | None = None  # reduced motion: the breath before it shows

    def step(self, dt: float) -> None:
        """Advance the live table in fixed steps; hand its outcome to the core once at rest."""
        table = self.table
        live = table.live
        assert live is not None
        if not self.run(live, dt):
            return
        table.clatter.stop()
        table.live = None
        if table.live_kind == "slide":
            slide = live.slide_outcome("slide")
            table.marks[table.live_seat] = SlideMark(slide.stop, slide.result)
            table.slide_text = str(slide.to_action(table.live_seat))
            table.slide_hold = SLIDE_HOLD * table.pace.slow_factor
            if slide.touched or slide.off:  # a foul: the mark says which
                table.ctx.audio.play("refuse")
            return
        outcome = live.throw_outcome(table.thrown)
        for rune, body in live.runes().items():
            table.angles[rune] = body.angle
            if not body.up and rune in outcome.landings:
                x, y, _ = outcome.landings[rune]
                table.down_angles[(x, y)] = body.angle
        table.act(str(outcome.to_action()))
        table.board.snap()
        if table.view.get("phase") == "grab":
            table.grabs.start_round()  # its clock is 0 at this frame: the one drawing them at rest

    def run(self, live: Table, dt: float) -> bool:
        """One frame of ``live``, heard; True once it rests (see :meth:`settle`)."""
        if self.table.ctx.settings.reduced_motion:
            return self.settle(live, dt)
        live.step(dt)
        self.table.clatter.hear(live, dt)
        return live.at_rest() or live.time > MAX_TIME

    def settle(self, live: Table, dt: float) -> bool:
        """Reduced motion: the live table runs to rest at once, in the very steps frames of
        ``dt`` would take (the outcome is the animated one), and nothing of it is drawn;
        after :data:`SETTLE_SECONDS` (a breath, as the stones' fall takes) it is over."""
        if self.settle_left is None:
            while not (live.at_rest() or live.time > MAX_TIME):
                live.step(dt if dt > 0 else FRAME)
            self.table.clatter.hear(live, dt)  # the loudest knocks, once
            self.table.clatter.stop()
            self.settle_left = SETTLE_SECONDS
        self.settle_left -= dt
        if self.settle_left > 0:
            return False
        self.settle_left = None
        return True
