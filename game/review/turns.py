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

Nothing here reads a full state: :func:`review_positions` takes each state's ``view(seat)``
and hands only that on, so hidden cards cannot change a review (a test swaps them).

>>> from game.match import Match
>>> match = Match.new("totem", 2, seed=3)
>>> _ = match.play("setup " + " ".join(match.state.view(0)["hand"][:4]))
>>> found = review_record(match.record, (0,), Budget(iterations=20, samples=4), seed=1)
>>> [(d.index, d.seat, d.played[:5]) for d in found]
[(0, 0, 'setup')]
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord, Rng
from game.replay import Replay
from game.search import terminal_rewards

SEARCHES = 2
"""Hard searches per decision, each with a seed of its own (their picks are then played out)."""
GAMES = ("pook", "totem")
"""The games whose decisions are weighed this way (RÖK is a race: see game.review.pairs)."""


class Cancelled(Exception):
    """The review was asked to stop; nothing it had done is kept."""


@dataclass(frozen=True)
class Budget:
    """How much work one decision gets: the Hard search's iterations, the paired samples."""

    iterations: int = 400
    samples: int = 64


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

    @property
    def cost(self) -> float:
        """What the move played lost against the best found (never below 0)."""
        return max(0.0, self.chance_best - self.chance_played)


@dataclass(frozen=True)
class Position:
    """A decision to weigh: the full state before it (only its view is read), whose it is,
    the move played, where it stands in the record."""

    state: Any
    seat: int
    played: str
    index: int
    turn: int


@dataclass
class Rules:
    """What the review uses of one game: its determinization, bots and words."""

    game: str
    determinize: Callable[[dict[str, Any], Rng], Any] = field(init=False)
    rollout: Callable[[Any, Rng], Any] = field(init=False)
    hard: Callable[[int], Any] = field(init=False)
    explain: Callable[[dict[str, Any], str], tuple[str, dict[str, Any]]] = field(init=False)

    def __post_init__(self) -> None:
        bots = importlib.import_module(f"game.{self.game}.bots")
        views = importlib.import_module(f"game.{self.game}.views")
        hints = importlib.import_module(f"game.{self.game}.hints")
        self.determinize = views.determinize
        self.rollout = bots.greedy_rollout if self.game == "pook" else bots.rollout_policy
        self.hard = lambda iterations: bots.HardBot(iterations=iterations)
        self.explain = hints.explain


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


def chances(rules: Rules, view: dict[str, Any], moves: Sequence[str], samples: int,
            seed: int) -> list[float]:
    """The seat's share of wins after each of ``moves``, over ``samples`` full states dealt
    from ``view``, each move played out from the same state with the same rollout chance."""
    seat = view["seat"]
    wins = [0.0] * len(moves)
    dealer = Rng(seed)
    for _ in range(samples):
        dealt = rules.determinize(view, dealer)
        chance = dealer.next_u64()
        for k, move in enumerate(moves):
            state = dealt.clone()
            state.play(move)
            rng = Rng(chance)
            while not state.is_terminal():
                state.apply(rules.rollout(state, rng))
            wins[k] += terminal_rewards(state)[seat]
    return [w / samples for w in wins]


def best_move(rules: Rules, view: dict[str, Any], played: str, budget: Budget,
              seed: int) -> str:
    """The best move found from ``view``: of the Hard search's picks (:data:`SEARCHES` seeds)
    and the move played, the one that wins most often over half the budget's samples."""
    found = [played]
    for k in range(SEARCHES):
        pick = rules.hard(budget.iterations).choose(view, Rng(seed + k))
        if not any(same_move(rules.game, view, pick, move) for move in found):
            found.append(pick)
    if len(found) == 1:
        return played
    wins = chances(rules, view, found, max(1, budget.samples // 2), seed + SEARCHES)
    return found[max(range(len(found)), key=lambda k: (wins[k], -k))]


def assess(rules: Rules, view: dict[str, Any], played: str, budget: Budget,
           seed: int) -> tuple[str, float, float]:
    """The best move found from ``view`` (:func:`best_move`) and the seat's estimated
    chances after ``played`` and after it (equal when it is the move played), from fresh
    samples."""
    best = best_move(rules, view, played, budget, seed)
    fresh = seed + SEARCHES + 1
    if same_move(rules.game, view, played, best):
        (chance,) = chances(rules, view, [played], budget.samples, fresh)
        return played, chance, chance
    after_played, after_best = chances(rules, view, [played, best], budget.samples, fresh)
    return best, after_played, after_best


def positions(record: GameRecord, seats: Iterable[int]) -> list[Position]:
    """The decisions the seats made in ``record``: their own moves, not the forced ones."""
    wanted = set(seats)
    replay = Replay(record)
    found = []
    for index, step in enumerate(replay.steps):
        if step.actor in wanted and not step.forced:
            found.append(Position(replay.state_at(index), step.actor, record.actions[index],
                                  index, replay.turns[index]))
    return found


def review_positions(game: str, found: Sequence[Position], budget: Budget, seed: int,
                     progress: Callable[[int, int], None] | None = None,
                     cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Each position weighed from its seat's view (see the module), in order.

    ``progress(done, total)`` is told after each; :raises Cancelled: when ``cancelled()``
    says so (asked before each decision).
    """
    rules = Rules(game)
    decisions = []
    for done, position in enumerate(found):
        if cancelled is not None and cancelled():
            raise Cancelled
        view = position.state.view(position.seat)
        best, after_played, after_best = assess(rules, view, position.played, budget,
                                                seed * 1_000_003 + position.index)
        decisions.append(Decision(position.index, position.seat, position.turn,
                                  position.played, best, after_played, after_best,
                                  rules.explain(view, position.played),
                                  rules.explain(view, best)))
        if progress is not None:
            progress(done + 1, len(found))
    return decisions


def review_record(record: GameRecord, seats: Iterable[int], budget: Budget, seed: int,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Every decision of ``seats`` in ``record``, weighed (see :func:`review_positions`)."""
    return review_positions(record.game, positions(record, seats), budget, seed, progress,
                            cancelled)


def costliest(decisions: Iterable[Decision], count: int = 3) -> list[Decision]:
    """The ``count`` decisions that lost the most chance (those that lost some), the
    costliest first; a tie goes to the earlier."""
    lost = [d for d in decisions if d.cost > 0]
    return sorted(lost, key=lambda d: (-d.cost, d.index))[:count]
