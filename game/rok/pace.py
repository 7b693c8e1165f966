"""A player's pace at the RÖK table, read from game records (issue 22, R25).

The table writes each grab with its time (``grab 0 w3a 2.41``: seconds after the runes came to
rest, as the table read the click), so a record tells how fast each seat was. For each throw a
seat grabbed in, :func:`throws_paced` keeps its first grab's time, the face-up runes it was
found among, the times between its grabs, its runes sent back at the check as false pairs or
leftovers (R14), and what the human model's attentive adult would take on the very same table
from the same seat (its expected first grab, through the same latency pipeline). :class:`Pace`
sums a player's throws: medians, and a *factor*: how many times slower than the modelled
attentive adult the player is (the median of first grab / model's first grab). The Matched bot
plays the attentive adult scaled by that factor (:func:`matched_eyes`).

Untimed grabs (records from before grabs were timed) are left out.

>>> Pace.of([]) is None
True
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from game.core import Rng
from game.rok.actions import Grab, parse_action
from game.rok.human import PEOPLE, Perception, Seeker, wanted_by
from game.rok.latency import click_arrives, read_at
from game.rok.rules import State, new_game

MODEL_SAMPLES = 12  # seekers averaged for the model's expected first grab on one table
MATCHED_AFTER = 20  # timed grabs by the table's humans before Matched plays at their pace
SLOWEST = 3.0  # a measured factor beyond this is taken as this (a child at ease, not a nap)


@dataclass(frozen=True)
class ThrowPace:
    """One seat in one throw that held something worth grabbing for it (see the module)."""

    first: float  # its first grab's time (s after the runes rested, as the table read it);
    # when it grabbed nothing (``found`` False): when grabbing ended, a time it had not yet
    # found anything by (a censored time)
    face_up: int  # face-up runes when the runes came to rest
    model: float  # the modelled attentive adult's median first grab there, same seat
    gaps: tuple[float, ...] = ()  # seconds between its successive grabs
    grabs: int = 0  # its timed grabs
    false: int = 0  # its runes sent back as false pairs or leftovers at the check (R14)
    found: bool = True  # it grabbed something this throw


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
        """The pace over ``throws`` (None when the player grabbed in none of them).

        The factor counts the throws the player grabbed nothing in too, as censored times
        (they had found nothing by the end): a slow player's few lucky grabs alone would
        make them look quick. Its median is the Kaplan–Meier estimate."""
        paced = list(throws)
        found = [t for t in paced if t.found]
        if not found:
            return None
        gaps = [gap for t in found for gap in t.gaps]
        return cls(grabs=sum(t.grabs for t in found), throws=len(found),
                   first=statistics.median(t.first for t in found),
                   face_up=statistics.mean(t.face_up for t in found),
                   between=statistics.median(gaps) if gaps else None,
                   false=sum(t.false for t in found),
                   factor=km_median([(t.first / t.model, t.found) for t in paced]))


def km_median(samples: Sequence[tuple[float, bool]]) -> float:
    """The Kaplan–Meier median of ``(value, observed)`` samples, where an unobserved sample
    only says the value was larger; the largest observed value if survival never halves."""
    at_risk, survival = len(samples), 1.0
    ordered = sorted(samples, key=lambda s: (s[0], not s[1]))
    largest = max(value for value, observed in samples if observed)
    for value, observed in ordered:
        if observed:
            survival *= 1 - 1 / at_risk
            if survival <= 0.5:
                return value
        at_risk -= 1
    return largest


def model_first(view: dict, seat: int, players: int, salt: int) -> float:  # type: ignore[type-arg]
    """The modelled attentive adult's median first grab on this table from ``seat``, as the
    table would stamp it (the latency pipeline included), over ``MODEL_SAMPLES`` seekers."""
    times = []
    for sample in range(MODEL_SAMPLES):
        seeker = Seeker(seat, players, PEOPLE["attentive"], Rng(salt * 7919 + sample))
        plan = seeker.next_grab(view, 0.0)
        if plan is not None:
            times.append(read_at(click_arrives(plan[0])))
    return statistics.median(times) if times else 0.0


def throws_paced(actions: Sequence[str], players: int, seed: int,
                 seats: Collection[int]) -> dict[int, list[ThrowPace]]:
    """Each of ``seats``' throws with a timed grab in a RÖK record, replayed through the core.

    :raises ValueError: when the record does not replay (it is not a RÖK game's).
    """
    state = new_game(players, seed)
    found: dict[int, list[ThrowPace]] = {seat: [] for seat in seats}
    rest: State | None = None
    times: dict[int, list[float]] = {}
    gone: dict[int, float] = {}  # when nothing was left worth grabbing for a seat
    last: float | None = None  # the latest grab time of the throw, anyone's
    for text in actions:
        action = parse_action(state, text)
        if text.startswith("throw"):
            state.play(action)
            rest = state.clone() if state.phase == "grab" else None
            times, gone, last = {seat: [] for seat in seats}, {}, None
            continue
        if isinstance(action, Grab) and action.time is not None:
            last = action.time
            if action.seat in times:
                times[action.seat].append(action.time)
        events = state.play(action)
        if rest is not None and state.phase == "grab" and last is not None:
            for seat in seats:
                if seat not in gone and not wanted_by(state.view(seat), seat):
                    gone[seat] = last
        if rest is not None and state.phase != "grab":
            false = {seat: 0 for seat in seats}
            for event in events:
                if event.seat in false and event.kind in ("false_pair", "leftover"):
                    false[event.seat] += 2 if event.kind == "false_pair" else 1
            for seat, timed in times.items():
                paced = throw_pace(rest, seat, timed, gone.get(seat, last), false[seat], seed)
                if paced is not None:
                    found[seat].append(paced)
            rest = None
    return found


def throw_pace(rest: State, seat: int, timed: Sequence[float], last: float | None, false: int,
               seed: int) -> ThrowPace | None:
    """``seat``'s pace in the throw that came to rest as ``rest``: from its grab times, or (it
    grabbed nothing) censored at ``last``: when the last rune worth it for the seat went, or
    the throw's latest grab."""
    view = rest.view(seat)
    if not timed and (last is None or not wanted_by(view, seat)):
        return None  # nothing timed, or nothing there for it: the throw tells nothing
    model = model_first(view, seat, rest.players, seed ^ rest.throw_no * 31 + seat)
    if model <= 0:
        return None
    face_up = len(rest.grabbable())
    if not timed:
        assert last is not None
        return ThrowPace(last, face_up, model, found=False)
    return ThrowPace(timed[0], face_up, model, tuple(b - a for a, b in itertools.pairwise(timed)),
                     len(timed), false)


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
