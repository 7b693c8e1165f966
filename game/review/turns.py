"""What each decision cost, at Pook and Totem, judged from the deciding seat's view alone.

For one decision, :func:`assess` is handed the seat's view and the move played. The Hard
bot's search (its own, at :attr:`Budget.iterations`) is run :data:`SEARCHES` times with seeds
of their own; the moves it picks and the move played are played out from the same full
states dealt from the view (``determinize``), each sample with the same rollout chance, to
the end of the game with the bots' rollout policy, and the one the seat wins most often is
the best move found (one search alone picks another move half the time among moves of
nearly equal worth: ``make bench ONLY=review``). Then the move played and the best are
played out again from :attr:`Budget.samples` fresh samples: the share of those games the
seat wins is its estimated chance after each (fresh, so that picking the best of several
does not flatter it); pairing the samples keeps the difference honest with few of them.

The costliest of those estimates are not named yet: picking the largest of many noisy
costs picks the ones the noise flattered (64 samples named costs a fifth too high, and one
in twelve was noise). Each candidate, costliest first, is played out again from
:attr:`Budget.check_samples` *new* samples (:func:`recheck`); it is named only when that fresh
measure of its cost is at least :data:`CONFIRM_SE` standard errors above nothing, and the
cost it shows is the fresh one (:attr:`Decision.checked`).

Nothing here reads a full state: :func:`review_positions` takes each state's ``view(seat)``
and hands only that on, so hidden cards cannot change a review (a test swaps them).

>>> from game.match import Match
>>> from game.totem import SPEC
>>> match = Match.new(SPEC, 2, seed=3)
>>> _ = match.play("setup " + " ".join(match.state.view(0)["hand"][:4]))
>>> found = review_record(SPEC, match.record, (0,), Budget(iterations=20, samples=4), seed=1)
>>> [(d.index, d.seat, d.played[:5]) for d in found]
[(0, 0, 'setup')]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic

from game.core import A, GameRecord, GameSpec, Rng, S, View, Weighing
from game.replay import Replay
from game.search import terminal_rewards

SEARCHES = 2
"""Hard searches per decision, each with a seed of its own (their picks are then played out)."""
CHECK_TIMES = 4
"""A costly decision is re-measured from this many times the budget's samples, all new,
before it is named (256 at the app's budget)."""
CONFIRM_SE = 2.0
"""A decision is named when its re-measured cost is at least this many standard errors."""
NAMED = 3
"""How many decisions a review names at most; :data:`CANDIDATES` are re-measured for them."""
CANDIDATES = 6
CHECK_SALT = 0x5EC0
"""Seeds the re-measurement apart from the first measure (new samples, not the same)."""
GAMES = ("pook", "totem")
"""The games whose decisions are weighed this way (RÖK is a race: see game.review.pairs)."""


class Cancelled(Exception):
    """The review was asked to stop; nothing it had done is kept."""


@dataclass(frozen=True)
class Budget:
    """How much work one decision gets: the Hard search's iterations, the paired samples."""

    iterations: int = 400
    samples: int = 64
    check: int = 0  # fresh play-outs re-measuring a costly decision (0: CHECK_TIMES × samples)

    @property
    def check_samples(self) -> int:
        return self.check or CHECK_TIMES * self.samples


@dataclass(frozen=True)
class Decision:
    """One human decision weighed: where it was (record ``index``, ``turn``), whose, the move
    ``played`` and the ``best`` found, the seat's estimated chance to win after each, and
    the reasons and parameters that word each move (``game.<id>.hints.explain``)."""

    index: int
    seat: int
    turn: int
    played: str
    best: str
    chance_played: float
    chance_best: float
    words_played: tuple[str, dict[str, Any]] = ("", {})
    words_best: tuple[str, dict[str, Any]] = ("", {})
    checked: tuple[float, float, float] | None = None  # re-measured: the chances after the
    # move played and after the best, and the standard error of their difference

    @property
    def cost(self) -> float:
        """What the move played lost against the best found (never below 0), as first
        measured (the chart's)."""
        return max(0.0, self.chance_best - self.chance_played)

    @property
    def named(self) -> bool:
        """Re-measured from new samples, its cost stands at least :data:`CONFIRM_SE` standard
        errors above nothing: the review may name it."""
        return (self.checked is not None and self.named_cost > 0
                and self.named_cost >= CONFIRM_SE * self.checked[2])

    @property
    def named_cost(self) -> float:
        """The cost a review shows: the re-measured one (0 if it was not re-measured)."""
        return self.checked[1] - self.checked[0] if self.checked is not None else 0.0


@dataclass(frozen=True)
class Position(Generic[S]):
    """A decision to weigh: the full state before it (only its view is read), whose it is,
    the move played, where it stands in the record."""

    state: S
    seat: int
    played: str
    index: int
    turn: int


def weighing(spec: GameSpec[S, A]) -> Weighing[S]:
    """How ``spec``'s game weighs a decision (:raises ValueError: for RÖK, a race reviewed by
    its pairs: :mod:`game.review.pairs`)."""
    if spec.weighing is None:
        raise ValueError(f"{spec.name}: decisions are not weighed one by one")
    return spec.weighing


def same_move(game: str, view: dict[str, Any], first: str, second: str) -> bool:
    """Whether two moves are one as far as the seat can tell (Totem: any face-down target,
    any empty slot, any order of the setup; a Sword combination in any order)."""
    return move_key(game, view, first) == move_key(game, view, second)


def move_key(game: str, view: dict[str, Any], text: str) -> Hashable:
    """``text`` with what the seat cannot tell apart taken out (see :func:`same_move`)."""
    if game != "totem":
        return text
    verb, *args = text.split()
    if verb == "setup":
        return verb, frozenset(args)
    if verb == "eye":
        return (verb,)
    if verb == "defend":
        return verb, args[0]
    if verb == "attack":
        slot = int(args[1])
        target = view["zones"][1 - view["seat"]][slot - 1]
        hidden = target is not None and target["card"] is None
        return verb, frozenset(args[0].split("+")), "hidden" if hidden else slot
    return text


def outcomes(spec: GameSpec[S, A], view: View, moves: Sequence[str], samples: int,
             seed: int) -> list[list[float]]:
    """The seat's reward after each of ``moves`` in each of ``samples`` full states dealt
    from ``view``, each move played out from the same state with the same rollout chance
    (``[move][sample]``: paired)."""
    return outcomes_dealt(spec, lambda dealer: spec.determinize(view, dealer), view["seat"],
                          moves, samples, seed)


def outcomes_dealt(spec: GameSpec[S, A], deal: Callable[[Rng], S], seat: int,
                   moves: Sequence[str], samples: int, seed: int) -> list[list[float]]:
    """:func:`outcomes` from the full states ``deal`` gives (one per sample, from the
    samples' own generator): from ``view`` as the seat could see it, or one deal's cards
    played out again and again (:func:`game.review.retried.judge`'s "with these cards")."""
    play_out = weighing(spec).play_out
    found: list[list[float]] = [[] for _ in moves]
    dealer = Rng(seed)
    for _ in range(samples):
        dealt = deal(dealer)
        chance = dealer.next_u64()
        for k, move in enumerate(moves):
            state = dealt.clone()
            state.play(move)
            play_out(state, Rng(chance))
            found[k].append(terminal_rewards(state)[seat])
    return found


def chances(spec: GameSpec[S, A], view: View, moves: Sequence[str], samples: int,
            seed: int) -> list[float]:
    """The seat's share of wins after each of ``moves`` (:func:`outcomes`, averaged)."""
    return [sum(row) / samples for row in outcomes(spec, view, moves, samples, seed)]


def paired_cost(spec: GameSpec[S, A], view: View, played: str, best: str, samples: int,
                seed: int) -> tuple[float, float, float]:
    """The seat's chances after ``played`` and after ``best`` over ``samples`` paired
    play-outs, and the standard error of their difference (of the per-sample differences'
    mean)."""
    after_played, after_best = outcomes(spec, view, [played, best], samples, seed)
    diffs = [b - p for p, b in zip(after_played, after_best, strict=True)]
    mean = sum(diffs) / samples
    spread = sum((d - mean) ** 2 for d in diffs) / max(1, samples - 1)
    return sum(after_played) / samples, sum(after_best) / samples, math.sqrt(spread / samples)


def best_move(spec: GameSpec[S, A], view: View, played: str, budget: Budget,
              seed: int) -> str:
    """The best move found from ``view``: of the Hard search's picks (:data:`SEARCHES` seeds)
    and the move played, the one that wins most often over half the budget's samples."""
    search = weighing(spec).search
    found = [played]
    for k in range(SEARCHES):
        pick = search(view, Rng(seed + k), budget.iterations)
        if not any(same_move(spec.name, view, pick, move) for move in found):
            found.append(pick)
    if len(found) == 1:
        return played
    wins = chances(spec, view, found, max(1, budget.samples // 2), seed + SEARCHES)
    return found[max(range(len(found)), key=lambda k: (wins[k], -k))]


def assess(spec: GameSpec[S, A], view: View, played: str, budget: Budget,
           seed: int) -> tuple[str, float, float]:
    """The best move found from ``view`` (:func:`best_move`) and the seat's estimated
    chances after ``played`` and after it (equal when it is the move played), from fresh
    samples."""
    best = best_move(spec, view, played, budget, seed)
    fresh = seed + SEARCHES + 1
    if same_move(spec.name, view, played, best):
        (chance,) = chances(spec, view, [played], budget.samples, fresh)
        return played, chance, chance
    after_played, after_best = chances(spec, view, [played, best], budget.samples, fresh)
    return best, after_played, after_best


def positions(spec: GameSpec[S, A], record: GameRecord,
              seats: Iterable[int]) -> list[Position[S]]:
    """The decisions the seats made in ``record``: their own moves, not the forced ones."""
    wanted = set(seats)
    replay = Replay(spec, record)
    found = []
    for index, step in enumerate(replay.steps):
        if step.actor in wanted and not step.forced:
            found.append(Position(replay.state_at(index), step.actor, record.actions[index],
                                  index, replay.turns[index]))
    return found


def review_positions(spec: GameSpec[S, A], found: Sequence[Position[S]], budget: Budget,
                     seed: int,
                     progress: Callable[[int, int], None] | None = None,
                     cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Each position weighed from its seat's view (see the module), in order; then the
    costliest re-measured (:func:`recheck`, from the budget's ``check_samples`` new ones).

    ``progress(done, total)`` is told after each; :raises Cancelled: when ``cancelled()``
    says so (asked before each decision).
    """
    explain = weighing(spec).explain
    decisions = []
    total = len(found) + CANDIDATES * len({p.seat for p in found})
    for done, position in enumerate(found):
        if cancelled is not None and cancelled():
            raise Cancelled
        view = position.state.view(position.seat)
        best, after_played, after_best = assess(spec, view, position.played, budget,
                                                seed * 1_000_003 + position.index)
        decisions.append(Decision(position.index, position.seat, position.turn,
                                  position.played, best, after_played, after_best,
                                  explain(view, position.played), explain(view, best)))
        if progress is not None:
            progress(done + 1, total)
    views = {p.index: p.state.view(p.seat) for p in found}
    return recheck(spec, decisions, views, budget.check_samples, seed, progress, cancelled,
                   total)


def recheck(spec: GameSpec[S, A], decisions: Sequence[Decision], views: dict[int, View],
            samples: int, seed: int, progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None, total: int = 0) -> list[Decision]:
    """``decisions`` with the costliest re-measured from ``samples`` new paired play-outs
    each (``views``: each decision's view by its record index), costliest first, until
    :data:`NAMED` of them are named or :data:`CANDIDATES` were tried, per seat."""
    done = len(decisions)
    checked: dict[int, Decision] = {}
    for seat in sorted({d.seat for d in decisions}):
        named = 0
        mine = sorted((d for d in decisions if d.seat == seat and d.cost > 0),
                      key=lambda d: (-d.cost, d.index))
        for decision in mine[:CANDIDATES]:
            if named >= NAMED:
                break
            if cancelled is not None and cancelled():
                raise Cancelled
            found = paired_cost(spec, views[decision.index], decision.played, decision.best,
                                samples, (seed * 1_000_003 + decision.index) ^ CHECK_SALT)
            checked[decision.index] = replace(decision, checked=found)
            named += checked[decision.index].named
            done += 1
            if progress is not None:
                progress(done, max(done, total))
    while progress is not None and done < total:  # (candidates not needed count as done)
        done += 1
        progress(done, total)
    return [checked.get(d.index, d) for d in decisions]


def review_record(spec: GameSpec[S, A], record: GameRecord, seats: Iterable[int],
                  budget: Budget, seed: int,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Every decision of ``seats`` in ``record``, weighed (see :func:`review_positions`)."""
    return review_positions(spec, positions(spec, record, seats), budget, seed, progress,
                            cancelled)


def costliest(decisions: Iterable[Decision], count: int = NAMED) -> list[Decision]:
    """The ``count`` named decisions (re-measured and confirmed: :attr:`Decision.named`) that
    lost the most chance by their re-measured cost, the costliest first; a tie goes to the
    earlier."""
    named = [d for d in decisions if d.named]
    return sorted(named, key=lambda d: (-d.named_cost, d.index))[:count]
