"""RÖK at a hosted table: the host throws and slides, and decides the grab race fairly.

The host runs the physics (:mod:`game.rok.table`): a laptop sends a gesture (a throw's
strength, a slide's velocity) and receives the resting positions with everyone else.
Grabbing opens at a host time announced ``lead`` seconds ahead, so every laptop has the
runes in front of it when the race starts. A claim's client time becomes host time through
that laptop's clock estimate, bounded by the round trip (:mod:`game.net.clock`); the
:class:`~game.net.clock.FairWindow` holds it ``window`` seconds, then the claims are played
earliest first with their time since opening (R25's stamp) — a later claim on a rune already
taken is refused by the core ("who was faster"). Host bots plan their grabs with their
level's reflexes (:func:`game.rok.bots.grab_plan`) on the same clock. Grabbing ends (``done``,
R13) when every seat said it is done and no claim waits, or after ``limit`` seconds.

**False starts** (R26). A person's claim — a laptop's, or a click at the host's screen — that
stands (on the host's clock, after its seat's delay allowance) less than :data:`FALSE_START`
after grabbing opened is refused: nobody sees the runes and moves that fast, so it was made
before the runes could be seen. It costs that claim, and the seat's claims for the next
``burst`` seconds (:data:`game.rok.human.MIN_GAP`, 0.41 s: the quickest one person makes
two grabs), each claim refused in that time holding it again: a burst of claims, or a claim
sent before grabbing opened (refused as R09), is refused as one false start, and buys
nothing. A seat that waits that long claims again as anyone. Bots are not held to the bar:
their plans never fall under it (their first grab comes after a reaction, a look and a move:
:data:`game.rok.human.FIRST_GRAB`, 0.6 s at the quickest).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.net.clock import FairWindow
from game.net.gestures import capped, power, slide_gesture, throw_gesture
from game.net.seats import Seat
from game.streams import gesture_rng, throw_seed

if TYPE_CHECKING:
    from game.rok.bots import Reflexes

FALSE_START = 0.100
"""Seconds after grabbing opened under which a person's claim is a false start (R26). World
Athletics counts a reaction under 0.100 s as one (Technical Rules, rule 16.6, TR 16.6: a
start information system signals a possible false start "when the reaction time is less
than 0.100 second"): no one hears the gun and moves sooner; who does, anticipated."""
FALSE_START_WORDS = "false start: less than 100 ms after grabbing opened"
BURST_WORDS = "false start: too soon after a false start of yours"

Gesture = tuple[str, dict[str, Any]]
"""A throw's or a slide's action text, and its inputs for the laptops (:mod:`.gestures`)."""


class Race:
    """One RÖK table's race state: when grabbing opened, the claims held, who is done."""

    def __init__(self, window: float, lead: float, limit: float, bot_pace: float,
                 reflexes: Callable[[int, str | None], Reflexes] | None = None) -> None:
        self.reflexes = reflexes
        """A bot seat's reflexes at its level (its handicap, the Matched pace: the host's
        :meth:`~game.net.host.HostTable.bot_reflexes`); None: the level's own."""
        self.fair = FairWindow(window)
        self.lead = lead
        self.limit = limit
        self.bot_pace = bot_pace
        self.opens: float | None = None
        self.done: set[int] = set()
        self.plans: dict[int, tuple[float, str]] = {}  # bot seat -> (host time, rune)
        self.firsts: set[int] = set()
        from game.rok.human import MIN_GAP

        self.burst = MIN_GAP
        self.held: dict[int, float] = {}
        """Seats whose false start holds their claims: until what host time."""

    def start(self, now: float, shown_in: float = 0.0) -> None:
        """A throw came to rest: grabbing opens ``lead`` seconds after every screen has shown
        it (``shown_in`` seconds from ``now``: its count and flight, for a throw the screens
        were told of only now)."""
        self.opens = now + shown_in + self.lead
        self.done = set()
        self.plans = {}
        self.firsts = set()
        self.held = {}
        self.fair.clear()

    def stop(self) -> None:
        self.opens = None
        self.fair.clear()
        self.plans = {}

    def claim(self, seat: Seat, index: int, rune: str, at: float, now: float) -> str | None:
        """A laptop's claim, stamped ``at`` on its clock, arrived at host time ``now``: held
        in the race, or why not (a false start)."""
        assert self.opens is not None
        return self.person_claims(index, rune, seat.clock.claim_time(at, now, self.opens))

    def person_claims(self, index: int, rune: str, time: float) -> str | None:
        """Seat ``index``'s person claims ``rune``, the claim standing at host time ``time``:
        held in the race, or why not — a false start, or a claim in its burst (see the
        module)."""
        assert self.opens is not None
        why = (BURST_WORDS if time < self.held.get(index, -math.inf)
               else FALSE_START_WORDS if time < self.opens + FALSE_START else None)
        if why is not None:
            self.false_start(index, time)
            return why
        self.fair.add(time, index, rune)
        self.done.discard(index)
        return None

    def false_start(self, index: int, time: float) -> None:
        """Seat ``index`` claimed too soon at host time ``time``: its claims are held for
        ``burst`` seconds from then."""
        self.held[index] = max(self.held.get(index, -math.inf), time + self.burst)

    def plan_bot(self, state: Any, seat: int, level: str | None, seed: int, progress: int,
                 now: float) -> None:
        """A bot seat looks at the table as it stands after ``progress`` actions and goes for
        a rune (or is done)."""
        from game.rok.bots import grab_plan, reflexes_for
        from game.streams import eyes_rng

        assert self.opens is not None
        first = seat not in self.firsts
        self.firsts.add(seat)
        rng = eyes_rng(seed, seat, progress)
        reflexes = reflexes_for(level) if self.reflexes is None else self.reflexes(seat, level)
        plan = grab_plan(state.view(seat), seat, rng, reflexes, first)
        if plan is None:
            self.done.add(seat)
            self.plans.pop(seat, None)
            return
        seconds, rune = plan
        self.plans[seat] = (max(now, self.opens) + seconds * self.bot_pace, rune)

    def due(self, now: float) -> list[tuple[int, str]]:
        """The grabs to play now, earliest first: ``(seat, action text)``."""
        assert self.opens is not None
        for seat, (at, rune) in list(self.plans.items()):
            if at <= now:
                self.fair.add(at, seat, rune)
                del self.plans[seat]
        return [(c.seat, f"grab {c.seat} {c.rune} {max(0.0, c.time - self.opens):.2f}")
                for c in self.fair.ready(now)]

    def over(self, seats: int, now: float) -> bool:
        """Whether grabbing ends now: every seat done and nothing held, or time is up."""
        assert self.opens is not None
        if now >= self.opens + self.limit:
            return True
        return len(self.done) >= seats and not self.fair.pending() and not self.plans


def throw_text(state: Any, strength: float, seed: int) -> Gesture:
    """The throw's outcome as an action (the host's table, the thrower's strength), and its
    inputs for the laptops."""
    from game.rok.table import throw_state

    outcome = throw_state(state, seed, power(strength))
    return (str(outcome.to_action()),
            {**throw_gesture(state, strength, seed), "flight": outcome.sim_time})


def slide_text(state: Any, seat: int, vx: float, vy: float) -> Gesture:
    """Seat ``seat``'s slide from its edge at velocity ``(vx, vy)`` (capped), as an action,
    and its inputs for the laptops."""
    from game.rok.components import RUNE_RADIUS, seat_edge
    from game.rok.table import slide

    start = seat_edge(seat, state.players, inset=RUNE_RADIUS + 1.0)
    return (str(slide(start, capped(vx, vy)).to_action(seat)),
            slide_gesture(state, seat, start, (vx, vy)))


def bot_gesture(state: Any, seat: int, reflexes: Reflexes, seed: int) -> Gesture:
    """A host bot's throw or slide in the game of seed ``seed`` (with its ``reflexes``: its
    level's, its handicap), as the action the table makes of it and its inputs."""
    from game.core import Rng
    from game.rok.table import aimed_slide, slide

    arm = gesture_rng(seed, seat, state.throw_no)
    if state.phase == "throw":
        return throw_text(state, 0.8 + 0.4 * arm.random(), throw_seed(seed, state.throw_no))
    start, velocity = aimed_slide(seat, state.players, reflexes.skill,
                                  Rng(arm.next_u64() & ((1 << 63) - 1)))
    return str(slide(start, velocity).to_action(seat)), slide_gesture(state, seat, start,
                                                                      velocity)
