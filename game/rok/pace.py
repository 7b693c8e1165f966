"""A player's pace at the RÖK table, read from game records, and the Matched bot's (R25).

The table writes each grab with its time (``grab 0 w3a 2.41``: seconds after the runes came to
rest, as the table read the click), so a record tells how fast each seat was. For each throw
that held something worth grabbing for a seat, :func:`throws_paced` keeps the seat's first
grab's time (or that it grabbed nothing), the face-up runes, the times between its grabs (and,
for each grab of a pair's twin right after its first rune, that gap and the move's Fitts
difficulty), its runes sent back at the check as false pairs or leftovers (R14), and what the
others grabbed when.

**What the grabs tell of the human model** (:mod:`game.rok.human`). Two paces can be told
apart, each a factor against the model's attentive adult:

- the **hand** (choosing a stone already found and clicking it: ``choose`` and
  ``throughput``), from the gaps between a pair's first rune and its twin. The model's gap
  there is ``hand · (choose + bits / throughput)`` plus what the pipeline adds
  (:data:`PIPELINE`), so the factor is the players' summed gaps over the model's
  (:func:`hand_pace`);
- **seeing** (reacting and searching: ``reaction``, ``look``, ``compare``, ``subset``), from
  first grabs. Grabbing is a race: a slow player's first grab comes late *and* often never
  (the others took everything first), and the runes left for it are not the ones it would have
  found first. So the seat is played again, throw by throw, by the modelled adult with the
  player's hand at each pace of :data:`GRID`, against the others' recorded grabs at their
  recorded times (:func:`first_grab_against`); the seeing pace whose first grabs (capped at
  the throw's end, a grab that never came counting as the cap on both sides) have the
  player's geometric mean is the fit (:func:`seeing_pace`, interpolated between grid
  points). A timed drill table (:mod:`game.rok.drill_pace`) stands beside a throw here:
  anything :class:`Seen` (a time capped, the model's curve on the same search) is evidence
  of seeing; only throws tell of the hand.

What cannot be told apart: the parts within each pace (a slow reaction from a slow look), the
span of memory and the spread; they stay as the model has them. :func:`fit` adds a 95 %
interval to each pace, a percentile bootstrap over throws.

**Matched** plays the attentive adult at the fitted paces (:func:`matched_eyes`), never faster
than the quick person. Before a player has :data:`MATCHED_AFTER` paced throws (about two
games; a timed drill table counts as one) the fit is blended with a prior
(:func:`prior_pace`: the casual adult's pace, not the attentive adult's: ×1.21 seeing, ×1.35
hand), which counts as :data:`PRIOR_THROWS` throws: Matched starts there and moves towards the
player throw by throw (:func:`matched_pace`); past the gate it plays their fit alone, on their
latest :data:`RECENT` throws, read from their latest :data:`EARLIER_GAMES` RÖK games. The fit
lies on :data:`GRID`, 15 paces from ×0.5 to ×3.

Untimed grabs (records from before grabs were timed) are left out.

>>> Pace.of([]) is None
True
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from game.core import Rng
from game.practice import practising
from game.rok.actions import Grab, parse_action
from game.rok.components import pair_of, twin
from game.rok.human import PEOPLE, Perception, Seeker, reach_bits, wanted_by
from game.rok.latency import (
    DISPLAY_LATENCY,
    FRAME,
    INPUT_LATENCY,
    click_arrives,
    drawn_after,
    read_at,
)
from game.rok.loading import from_json
from game.rok.rules import State, new_game

if TYPE_CHECKING:
    from game.saves import SavedGame

SAMPLES = 3  # the modelled adult plays each throw this many times at each pace of GRID
FASTEST, SLOWEST = 0.5, 3.0  # the paces fitted between (a quick adult .. a child at ease)
POINTS = 15  # GRID's paces: neighbours 14 % apart
GRID: tuple[float, ...] = tuple(FASTEST * (SLOWEST / FASTEST) ** (k / (POINTS - 1))
                                for k in range(POINTS))
AFTER_END = 1.0  # a grab that never came counts as this long after the throw's last grab
RECENT = 60  # a pace rests on the player's most recent throws, this many at most
MATCHED_AFTER = 16  # a player's paced throws before Matched plays their fit alone (2 games)
PRIOR_THROWS = 4  # the prior's weight before then, in throws (assumed)
RESAMPLES = 200  # bootstrap resamples of an interval
#: What the latency pipeline adds, on average, between two of one seat's grabs as the table
#: stamps them: the seat decides its next grab once it sees its last one drawn, a frame after
#: its stamp, and the click then waits for the display and the mouse and, on average, half a
#: frame more to be read (game.rok.latency).
PIPELINE = DISPLAY_LATENCY + INPUT_LATENCY + FRAME / 2


class Seen(Protocol):
    """Evidence of a player's seeing pace (:func:`seeing_pace`): their time, capped, and the
    modelled adult's mean log time on the very same search at each pace of :data:`GRID`."""

    @property
    def capped(self) -> float: ...

    def curve(self, hand: float) -> tuple[float, ...]: ...


def on_grid(pace: float) -> float:
    """The pace of :data:`GRID` nearest ``pace`` (so that a curve is worked out once)."""
    return min(GRID, key=lambda grid: abs(math.log(grid / pace)))


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
    #: (gap, Fitts bits) from each of its grabs to the twin it grabbed next
    reaches: tuple[tuple[float, float], ...] = ()
    #: the modelled adult's mean log capped first grab at each pace of GRID, by hand pace
    curves: dict[float, tuple[float, ...]] = field(default_factory=dict, repr=False)

    @property
    def face_up(self) -> int:
        """Face-up runes when the runes came to rest."""
        return len(self.rest.grabbable())

    @property
    def capped(self) -> float:
        """Its first grab's time, the cap if none came (never under a frame: a click read in
        the frame that drew the runes at rest is stamped 0)."""
        return max(FRAME, self.cap if self.first is None else min(self.first, self.cap))

    def curve(self, hand: float) -> tuple[float, ...]:
        """The mean log of the modelled adult's capped first grab in this throw at each seeing
        pace of :data:`GRID`, its hand ``hand`` times the adult's (taken to the nearest grid
        pace, so that a curve is worked out once); the same draws at every pace."""
        hand = on_grid(hand)
        if hand not in self.curves:
            self.curves[hand] = tuple(statistics.mean(
                math.log(first_grab_against(self, PEOPLE["attentive"].paced(seeing, hand), Rng(
                    self.rest.throw_no * 7919 + self.seat * 104_729 + k)))
                for k in range(SAMPLES)) for seeing in GRID)
        return self.curves[hand]


@dataclass(frozen=True)
class Fit:
    """A player's two paces against the modelled adult, with 95 % intervals, and what they
    rest on (see the module)."""

    seeing: float
    hand: float
    seeing_range: tuple[float, float]
    hand_range: tuple[float, float]
    throws: int  # paced throws
    reaches: int  # gaps from a pair's first rune to its twin


@dataclass(frozen=True)
class Pace:
    """A player's pace over some throws: medians, counts and the fitted paces (``factor``:
    seeing, ``hand``: choosing and clicking; see the module)."""

    grabs: int
    throws: int
    first: float
    face_up: float
    between: float | None
    false: int
    factor: float
    hand: float = 1.0

    @classmethod
    def of(cls, throws: Iterable[ThrowPace]) -> Pace | None:
        """The pace over ``throws`` (None when the player grabbed in none of them)."""
        paced = list(throws)
        found = [t for t in paced if t.first is not None]
        if not found:
            return None
        gaps = [gap for t in found for gap in t.gaps]
        seeing, hand = fitted(paced[-RECENT:])
        return cls(grabs=sum(t.grabs for t in found), throws=len(found),
                   first=statistics.median(t.first for t in found if t.first is not None),
                   face_up=statistics.mean(t.face_up for t in found),
                   between=statistics.median(gaps) if gaps else None,
                   false=sum(t.false for t in found), factor=seeing, hand=hand)


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


def hand_pace(throws: Iterable[ThrowPace]) -> float | None:
    """The hand's pace: the players' gaps from a pair's first rune to its twin, less the
    pipeline's share, over the modelled adult's mean for the same moves (None: no such gap)."""
    reaches = [reach for t in throws for reach in t.reaches]
    if not reaches:
        return None
    adult = PEOPLE["attentive"]
    model = sum(adult.choose + bits / adult.throughput for _, bits in reaches)
    seen = sum(gap - PIPELINE for gap, _ in reaches)
    return min(max(seen / model, FASTEST), SLOWEST)


def seeing_pace(throws: Sequence[Seen], hand: float) -> float:
    """The seeing pace at which the modelled adult, its hand at ``hand``, makes first grabs
    (capped) whose geometric mean is the player's own against the same others, or answers
    the same drill tables as fast (see the module; the geometric mean weighs a long search
    less than the mean would)."""
    target = statistics.mean(math.log(t.capped) for t in throws)
    curves = [t.curve(hand) for t in throws]
    means = [statistics.mean(c[k] for c in curves) for k in range(POINTS)]
    if means[0] >= target:
        return GRID[0]
    for k in range(1, POINTS):
        if means[k] >= target:
            share = (target - means[k - 1]) / (means[k] - means[k - 1])
            return math.exp(math.log(GRID[k - 1]) + share * math.log(GRID[k] / GRID[k - 1]))
    return GRID[-1]


def thrown(evidence: Iterable[Seen]) -> list[ThrowPace]:
    """The paced throws among ``evidence`` (what tells of the hand)."""
    return [t for t in evidence if isinstance(t, ThrowPace)]


def fitted(throws: Sequence[Seen]) -> tuple[float, float]:
    """The player's (seeing, hand) paces over ``throws`` (paced throws and drill tables; the
    hand from the throws' gaps, at the prior's pace when no gap tells it)."""
    hand = hand_pace(thrown(throws))
    if hand is None:
        hand = prior_pace()[1]
    return (seeing_pace(throws, hand) if throws else prior_pace()[0]), hand


def fit(throws: Sequence[Seen], seed: int = 44) -> Fit | None:
    """:func:`fitted` with a 95 % percentile-bootstrap interval for each pace, resampling
    throws (the seeing pace's interval takes the hand as fitted); None without throws."""
    if not throws:
        return None
    seeing, hand = fitted(throws)
    rng, seeings, hands = Rng(seed), [], []
    for _ in range(RESAMPLES):
        sample = [throws[rng.below(len(throws))] for _ in throws]
        seeings.append(seeing_pace(sample, hand))
        hands.append(hand_pace(thrown(sample)) or hand)
    return Fit(seeing, hand, percentiles(seeings), percentiles(hands), len(throws),
               sum(len(t.reaches) for t in thrown(throws)))


def percentiles(values: list[float]) -> tuple[float, float]:
    """The 2.5th and 97.5th percentiles of ``values``."""
    ranked = sorted(values)
    return ranked[int(0.025 * len(ranked))], ranked[math.ceil(0.975 * len(ranked)) - 1]


def prior_pace() -> tuple[float, float]:
    """Matched's (seeing, hand) paces before it knows a player: the casual adult's against the
    attentive one (the slow ends of the cited ranges: a person at ease at a game table, not
    a subject paying attention in a laboratory; assumed), the geometric mean of the parts."""
    casual, adult = PEOPLE["casual"], PEOPLE["attentive"]
    seeing = [casual.reaction / adult.reaction, casual.look / adult.look,
              casual.compare / adult.compare, casual.subset / adult.subset]
    hand = [casual.choose / adult.choose, adult.throughput / casual.throughput]
    return statistics.geometric_mean(seeing), statistics.geometric_mean(hand)


def matched_pace(humans: Iterable[Sequence[Seen]]) -> tuple[float, float]:
    """The (seeing, hand) paces the Matched bot plays at, from each human's paced throws and
    timed drill tables, the oldest first (the latest :data:`RECENT`; a drill table counts as
    a throw): each human's fit, blended with the prior until they have :data:`MATCHED_AFTER`
    of them (the prior counting as :data:`PRIOR_THROWS`, the blend taken on the log of the
    paces); the median over the humans; the prior alone when nobody has played a throw or
    timed a drill yet."""
    prior = prior_pace()
    paces = []
    for throws in humans:
        recent = list(throws)[-RECENT:]
        if not recent:
            continue
        pace = fitted(recent)
        weight = 1.0 if len(recent) >= MATCHED_AFTER else len(recent) / (
            len(recent) + PRIOR_THROWS)
        paces.append(tuple(math.exp(weight * math.log(p) + (1 - weight) * math.log(q))
                           for p, q in zip(pace, prior, strict=True)))
    if not paces:
        return prior
    return (statistics.median(p[0] for p in paces), statistics.median(p[1] for p in paces))


def throws_paced(actions: Sequence[str], players: int, seed: int,
                 seats: Collection[int], options: Mapping[str, Any] | None = None
                 ) -> dict[int, list[ThrowPace]]:
    """Each of ``seats``' throws with timed grabs in a RÖK record (its ``options``: a
    practice game's start), replayed through the core.

    :raises ValueError: when the record does not replay (it is not a RÖK game's).
    """
    state = practising(new_game, from_json)(players, seed, **(options or {}))
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
    """Each of ``names``' timed throws over ``games`` (RÖK saved games, the latest first as
    the index finds them; the one named ``skip`` and records that do not replay tell
    nothing), by the human's name, the oldest first: a pace rests on the last of them."""
    found: dict[str, list[ThrowPace]] = {}
    for saved in reversed(list(games)):
        if saved.record.game != "rok" or saved.name == skip:
            continue
        seats = {i: s.name for i, s in enumerate(saved.seats) if s.is_human and s.name in names}
        if not seats:
            continue
        record = saved.record
        try:
            paced = throws_paced(record.actions, record.players, record.seed, seats,
                                  record.options)
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
    mine = [g for g in grabs if g.seat == seat and g.time is not None]
    times = [g.time or 0.0 for g in mine]
    cap = max(g.time or 0.0 for g in grabs) + AFTER_END
    reaches = tuple((b.time - a.time, reach_bits(place(rest, a.rune), place(rest, b.rune)))
                    for a, b in itertools.pairwise(mine)
                    if b.rune == twin(a.rune) and a.time is not None and b.time is not None)
    return ThrowPace(seat, rest, times[0] if times else None,
                     tuple(g for g in grabs if g.seat != seat), cap,
                     tuple(b - a for a, b in itertools.pairwise(times)), len(times), false,
                     reaches)


def place(state: State, rune: str) -> tuple[float, float]:
    """Where ``rune`` lay on ``state``'s table."""
    x, y, _ = state.table[rune]
    return x, y


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


def matched_eyes(seeing: float, hand: float | None = None) -> Perception:
    """The attentive adult at measured paces (``hand`` as ``seeing`` when not given), never
    faster in any part than the quick end of the cited ranges (game.rok.human: the Hard bots'
    person)."""
    seeing = min(max(seeing, 0.0), SLOWEST)
    hand = seeing if hand is None else min(max(hand, 0.0), SLOWEST)
    return PEOPLE["attentive"].paced(seeing, hand).no_faster_than(PEOPLE["quick"])
