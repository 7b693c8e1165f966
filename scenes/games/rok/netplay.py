"""RÖK at a networked table: one race, run by the host, whatever screen grabs.

On the host (:class:`~scenes.table.networked.HostedSession`) the table's match is the
:class:`~game.net.host.HostTable`'s and so is the race: a click of the person at this screen
becomes a claim stamped with host time (``HostTable.local_grab``), this screen's bots plan
their grabs in the host's race (``HostTable.racers``), and the claims — the laptops' too,
converted from their clocks — are decided after the fair window (:mod:`game.net.race`).
Every grab is then shown as a move made elsewhere is. Throws, slides and the order of thefts
made at this screen run on its own live table, as at any table, and every laptop is told of
each throw and slide as it begins (:meth:`RokNetplay.foretell_throw`, ``foretell_slide``);
a laptop's throw or slide is run by the host from the laptop's strength or pull, and every
screen plays it from its inputs (:mod:`scenes.games.rok.mirroring`).

On a laptop (:class:`~scenes.table.networked.RemoteSession`) nothing is simulated: the Throw
button sends a strength, a slide sends its velocity, a click on a rune sends a claim with
this laptop's clock, Done says so; every throw and slide is played here from its inputs and
the runes end where the host's view says they rest (:mod:`scenes.games.rok.mirroring`). A
claim the race turned down is told in words (R25: someone was faster; R26: a false start,
under 100 ms after grabbing opened — a click at the host's screen as a laptop's). A part
:class:`scenes.games.rok.scene.RokScene` holds as ``netplay``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.net.gestures import slide_gesture
from game.net.host import Timing
from game.net.race import FALSE_START

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable

THROW_STRENGTH = 1.0  # a laptop's Throw button: the host's table throws at this strength
QUICKEST = FALSE_START + 0.05
"""Seconds after grabbing opened before a scripted person grabs: past the false-start bar,
with room for the laptop's estimate of the host's clock."""


class RokNetplay:
    """What a networked table changes in the RÖK scene (see the module)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table

    def elsewhere(self, seat: int | None) -> bool:
        """Whether ``seat`` is played at another screen (a laptop, or the host)."""
        net = self.table.net
        return seat is not None and net is not None and net.plays_elsewhere(seat)

    @property
    def joined(self) -> bool:
        """This screen is a laptop's: the host runs the table."""
        return self.table.net is not None and self.table.net.joined

    @property
    def net_session(self) -> Any:
        assert self.table.net is not None
        return self.table.net.session

    def net_throw(self) -> None:
        """A laptop's throw: its strength goes to the host, which runs the physics."""
        self.table.wait = 0.0
        self.net_session.gesture({"t": "throw", "strength": THROW_STRENGTH}, "throw")
        self.table.sync_buttons()

    def foretell_throw(self) -> None:
        """The host's: every laptop is told of the throw this screen starts counting, to count
        and fly it with this screen."""
        if self.table.net is not None and not self.joined:
            self.net_session.foretell()

    def foretell_slide(self, seat: int, start: tuple[float, float],
                       velocity: tuple[float, float]) -> None:
        """The host's: every laptop is told of seat ``seat``'s slide as it is let go."""
        if self.table.net is not None and not self.joined:
            self.net_session.foretell(slide_gesture(self.net_session.host.rok, seat, start,
                                                    velocity))

    def share_pace(self) -> None:
        """The host's: its race's Matched bots play at this table's measured pace."""
        pace = self.table.table_pace
        if self.table.net is not None and not self.joined and pace is not None:
            self.net_session.host.pace = lambda: pace.fitted

    def net_slide(self, seat: int, velocity: tuple[float, float]) -> None:
        """A laptop's slide: the velocity of its pull goes to the host's table."""
        self.table.wait, self.table.pull = 0.0, None
        vx, vy = velocity
        self.net_session.gesture({"t": "slide", "vx": vx, "vy": vy}, f"slide {seat}")
        self.table.sync_buttons()

    def net_claim(self, seat: int, rune: str) -> None:
        """A click on a face-up rune: a claim in the host's race (stamped there, or with
        this laptop's clock), once: a second click on it waits for the race as the first
        (unless the race refused the first: ``GrabRound.pending``)."""
        round_ = self.table.round
        assert round_ is not None
        if rune in round_.pending():
            return
        round_.claimed[rune] = round_.clock
        self.net_session.claim(seat, rune)
        self.table.ctx.audio.play("click")

    def since_opening(self) -> float | None:
        """Seconds since the host's race opened grabbing, on this screen's clock (a laptop's:
        converted by the offset the host measured); None: not known."""
        session = self.net_session
        if self.joined:
            opens = session.mirror.opens
            return None if opens is None else \
                session.link.clock() - session.mirror.client_time(opens)
        race = session.host.race
        return None if race is None or race.opens is None else session.runner.clock() - race.opens

    @property
    def too_soon(self) -> bool:
        """At a networked table, grabbing opened less than :data:`QUICKEST` ago (or not yet):
        a claim now would be a false start (R26), so the gestures offer none yet (the tests'
        and the drive's people grab no sooner than a quick person would)."""
        if self.table.net is None:
            return False
        since = self.since_opening()
        return since is None or since < QUICKEST

    @property
    def all_done(self) -> bool:
        """At a networked table, every person at this screen said Done: the race goes on
        without them (the host ends it)."""
        table = self.table
        return (table.net is not None and table.round is not None and table.session is not None
                and table.round.done >= set(table.session.humans))

    def net_done(self, seat: int, done: bool = True) -> None:
        self.net_session.say_done(seat, done)

    @property
    def net_grab_seconds(self) -> float:
        """How long the host's race lasts at most (the countdown shows it)."""
        if self.table.net is not None and not self.joined:
            return float(self.net_session.host.timing.grab_limit)
        return Timing.grab_limit  # (a laptop: the host's default limit)

    def update_net_grab(self, dt: float) -> None:
        """One frame of a networked grab round: only the clock the countdown shows runs here;
        the host's race decides the claims and when grabbing ends (R13)."""
        round_ = self.table.round
        if round_ is None or round_.throw != self.table.view["throw"]:
            round_ = self.table.grabs.start_round()
        before = round_.holder()
        round_.clock += dt
        if round_.holder() != before:
            self.table.static_dirty = True
