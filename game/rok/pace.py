"""A player's pace at the RÖK table, read from game records (R25).

The table writes each grab with its time (``grab 0 w3a 2.41``: seconds after the runes came to
rest, as the table read the click), so a record tells how fast each seat was. For each throw
that held something worth grabbing for a seat, :func:`throws_paced` keeps the seat's first
grab's time (or that it grabbed nothing), the face-up runes, the times between its grabs, its
runes sent back at the check as false pairs or leftovers (R14), and what the others grabbed
when. :class:`Pace` sums a player's throws: medians, and a *factor*: how many times slower
than the human model's attentive adult the player is.

The factor is fitted, not divided out. Grabbing is a race: a slow player's first grab comes
late *and* often never (the others took everything first), and the runes left for it are not
the ones it would have found first. So the seat is played again, throw by throw, by the
modelled adult at a trial pace, against the others' recorded grabs at their recorded times
(:func:`first_grab_against`); the pace whose mean first grab (capped at the throw's end, a
grab that never came counting as the cap on both sides) equals the player's own is its factor
(bisection: a slower person grabs later). The Matched bot plays the attentive adult at that
factor (:func:`matched_eyes`).

Untimed grabs (records from before grabs were timed) are left out.

>>> Pace.of([]) is None
True
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import Rng
from game.rok.actions import Grab, parse_action
from game.rok.components import pair_of, twin
from game.rok.human import PEOPLE, Perception, Seeker, wanted_by
from game.rok.latency import click_arrives, drawn_after, read_at
from game.rok.rules import State, new_game

if TYPE_CHECKING:
    from game.saves import SavedGame

SAMPLES = 3  # the modelled adult plays each throw this many times at each trial pace
MATCHED_AFTER = 20  # timed grabs by the table's humans before Matched plays at their pace
FASTEST, SLOWEST = 0.5, 3.0  # the factors fitted between (a quick adult .. a child at ease)
AFTER_END = 1.0  # a grab that never came counts as this long after the throw's last grab
STEPS = 6  # bisection steps: the factor to within 3 % ((SLOWEST / FASTEST) ** (1 / 2**6))
RECENT = 60  # a pace rests on the player's most recent throws, this many at most


@dataclass(frozen=True, eq=False)
class ThrowPace:
    """One seat in one throw that held something worth grabbing for it (see the module)."""

    seat: int
    rest: State  # the table as the runes came to rest
    first: float | None  # its first grab's time (s after rest, as read); None: none came
    others: tuple[Grab, ...]  # the other seats' timed grabs, in order
    cap: float  # the throw's last grab time plus AFTER_END
    gaps: tuple[float, ...] = ()  # seconds between its successive grabs
    grabs: int = 0  # its timed grabs
    false: int = 0  # its runes sent back as false pairs or leftovers at the check (R14)

    @property
    def face_up(self) -> int:
        """Face-up runes when the runes came to rest."""
        return len(self.rest.grabbable())

    @property
    def capped(self) -> float:
        return self.cap if self.first is None else min(self.first, self.cap)


@dataclass(frozen=True)
class Pace:
    """A player's pace over some throws: medians, counts and the factor (see the module)."""

    grabs: int
    throws: int
    first: float
    face_up: float
    between: float | None
    false: int
    factor: float

    @classmethod
    def of(cls, throws: Iterable[ThrowPace]) -> Pace | None:
        """The pace over ``throws`` (None when the player grabbed in none of them)."""
        paced = list(throws)
        found = [t for t in paced if t.first is not None]
        if not found:
            return None
        gaps = [gap for t in found for gap in t.gaps]
        return cls(grabs=sum(t.grabs for t in found), throws=len(found),
                   first=statistics.median(t.first for t in found if t.first is not None),
                   face_up=statistics.mean(t.face_up for t in found),
                   between=statistics.median(gaps) if gaps else None,
                   false=sum(t.false for t in found), factor=fit_factor(paced[-RECENT:]))


def first_grab_against(throw: ThrowPace, eyes: Perception, rng: Rng) -> float:
    """When a person with ``eyes`` at the throw's seat would have made a first grab, the other
    seats grabbing what they grabbed when they grabbed it (``throw.cap`` if never)."""
    state = throw.rest.clone()
    seeker = Seeker(throw.seat, state.players, eyes, rng)
    pending = list(throw.others)
    seen = 0.0
    while state.phase == "grab":
        plan = seeker.next_grab(state.view(throw.seat), seen)
        if plan is None:
            return throw.cap
        stamp = read_at(click_arrives(plan[0]))
        while pending and (pending[0].time or 0.0) < stamp and plan[1] in state.table:
            grab = pending.pop(0)
            spot = state.table.get(grab.rune)
            if spot is None or not spot[2]:
                continue  # the runes the player took are still there for the model
            state.apply(Grab(grab.seat, grab.rune))
            seen = drawn_after(grab.time or 0.0)
            if state.phase != "grab":
                return throw.cap
        if plan[1] in state.table:
            return min(stamp, throw.cap)
    return throw.cap


def trial_mean(throws: Sequence[ThrowPace], factor: float) -> float:
    """The modelled adult's mean capped first grab over ``throws`` at ``factor`` its pace."""
    eyes = PEOPLE["attentive"].scaled(factor)
    times = [first_grab_against(t, eyes, Rng(t.rest.throw_no * 7919 + t.seat * 104_729 + k))
             for t in throws for k in range(SAMPLES)]
    return statistics.mean(times)


def fit_factor(throws: Sequence[ThrowPace]) -> float:
    """The pace factor at which the modelled adult's capped first grabs, played against the
    same others, average the player's own (see the module); between FASTEST and SLOWEST."""
    target = statistics.mean(t.capped for t in throws)
    low, high = FASTEST, SLOWEST
    if trial_mean(throws, low) >= target:
        return low
    if trial_mean(throws, high) <= target:
        return high
    for _ in range(STEPS):
        middle = math.sqrt(low * high)
        if trial_mean(throws, middle) < target:
            low = middle
        else:
            high = middle
    return math.sqrt(low * high)


def throws_paced(actions: Sequence[str], players: int, seed: int,
                 seats: Collection[int]) -> dict[int, list[ThrowPace]]:
    """Each of ``seats``' throws with timed grabs in a RÖK record, replayed through the core.

    :raises ValueError: when the record does not replay (it is not a RÖK game's).
    """
    state = new_game(players, seed)
    found: dict[int, list[ThrowPace]] = {seat: [] for seat in seats}
    rest: State | None = None
    grabs: list[Grab] = []
    for text in actions:
        action = parse_action(state, text)
        if text.startswith("throw"):
            state.play(action)
            rest, grabs = (state.clone() if state.phase == "grab" else None), []
            continue
        if isinstance(action, Grab) and action.time is not None:
            grabs.append(action)
        events = state.play(action)
        if rest is not None and state.phase != "grab":
            false = {seat: 0 for seat in seats}
            for event in events:
                if event.seat in false and event.kind in ("false_pair", "leftover"):
                    false[event.seat] += 2 if event.kind == "false_pair" else 1
            for seat in seats:
                paced = throw_pace(rest, seat, grabs, false[seat])
                if paced is not None:
                    found[seat].append(paced)
            rest = None
    return found


EARLIER_GAMES = 40
"""A player's pace is read from their latest 40 RÖK games at most: a person quickens as they
learn the runes, and at 10,000 saved games the reading stays a second's work."""


def throws_of_players(games: Iterable[SavedGame], names: Collection[str], skip: str = ""
                      ) -> dict[str, list[ThrowPace]]:
    """Each of ``names``' timed throws over ``games`` (RÖK saved games; the one named
    ``skip`` and records that do not replay tell nothing), by the human's name."""
    found: dict[str, list[ThrowPace]] = {}
    for saved in games:
        if saved.record.game != "rok" or saved.name == skip:
            continue
        seats = {i: s.name for i, s in enumerate(saved.seats) if s.is_human and s.name in names}
        if not seats:
            continue
        record = saved.record
        try:
            paced = throws_paced(record.actions, record.players, record.seed, seats)
        except ValueError:
            continue
        for seat, throws in paced.items():
            found.setdefault(seats[seat], []).extend(throws)
    return found


def throw_pace(rest: State, seat: int, grabs: Sequence[Grab], false: int) -> ThrowPace | None:
    """``seat``'s pace in the throw that came to rest as ``rest`` and was grabbed as
    ``grabs`` (the timed ones); None when the throw tells nothing of it (nothing timed, or
    nothing there worth grabbing for it)."""
    if not grabs or not wanted_by(rest.view(seat), seat):
        return None
    mine = [g.time for g in grabs if g.seat == seat and g.time is not None]
    cap = max(g.time or 0.0 for g in grabs) + AFTER_END
    return ThrowPace(seat, rest, mine[0] if mine else None,
                     tuple(g for g in grabs if g.seat != seat), cap,
                     tuple(b - a for a, b in itertools.pairwise(mine)), len(mine), false)


def contested(state: State) -> frozenset[str]:
    """The pairs a race decides as the runes come to rest: both twins face up, or a face-up
    twin of a Balance rune (named by ``components.pair_of``)."""
    up = set(state.grabbable())
    balances = {b for b in state.balance if b}
    return frozenset(pair_of(r) for r in up if twin(r) in up or twin(r) in balances)


def first_takers(grabs: Iterable[tuple[int, str]], pairs: Collection[str]) -> dict[int, int]:
    """Of ``pairs``, how many each seat took first, from ``(seat, rune)`` grabs in order."""
    left, taken = set(pairs), dict[int, int]()
    for seat, rune in grabs:
        if pair_of(rune) in left:
            left.discard(pair_of(rune))
            taken[seat] = taken.get(seat, 0) + 1
    return taken


def matched_eyes(factor: float) -> Perception:
    """The attentive adult at a measured ``factor`` of its pace, never faster in any part than
    the quick end of the cited ranges (game.rok.human: the Hard bots' person)."""
    factor = min(max(factor, 0.0), SLOWEST)
    return PEOPLE["attentive"].scaled(factor).no_faster_than(PEOPLE["quick"])


def table_factor(paces: Iterable[Pace | None]) -> float | None:
    """The pace factor the Matched bot plays at, from each human's pace at the table: their
    median; ``None`` (play as Normal) until their timed grabs number ``MATCHED_AFTER``."""
    known = [p for p in paces if p is not None]
    if sum(p.grabs for p in known) < MATCHED_AFTER:
        return None
    return statistics.median(p.factor for p in known)
