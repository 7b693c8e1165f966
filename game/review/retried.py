"""A retried decision judged by the review's own judge (:mod:`game.review.turns`): the move
chosen again from the seat's view against the move made then and the review's best move, with
the estimate the review named the decision on (paired play-outs from the review's
``check_samples`` fresh samples) and its words (the game's ``explain``).

The review's best move is not searched for again: a second search may pick another move of
nearly the same worth, and Retry would then contradict the review. A try is graded by its
interval against the move made then (:func:`grade`): better or worse only when the difference
stands :data:`game.review.turns.CONFIRM_SE` standard errors clear of nothing, as the review
names a decision; else "as good as yours", the two estimates overlapping.

The grade counts every deal the seat could not tell apart. The table the try was made at is
one of them, and its cards may say otherwise (a move that is worse on average can win with
these cards): the same three moves are played out again from that one deal
(:class:`OnCards`), and the screen says so when its verdict differs ("with these cards").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.core import GameSpec, Json, S, View
from game.review.turns import (
    CONFIRM_SE,
    Budget,
    Decision,
    outcomes,
    outcomes_dealt,
    same_move,
    weighing,
)

GRADES = ("best", "better", "same", "worse")
"""How a retried move compares: the review's best move found, better than the move played
then, as good as it (their estimates overlap) or worse (:func:`grade`)."""


@dataclass(frozen=True)
class OnCards:
    """The three moves played out from the one deal at the try's table (its hidden cards and
    chance to come fixed, only the play-outs' own chance varying): the seat's chance after
    the move played then, the retried one and the best, and the retried against the played
    by the numbers (:func:`compare`)."""

    chance_played: float
    chance_retried: float
    chance_best: float
    compared: str


@dataclass(frozen=True)
class Retried:
    """A retried decision weighed from the seat's view (:func:`judge`): the move ``played``
    then, the ``retried`` one, the review's ``best``, the seat's chance to win after each
    (the same paired samples), the difference retried minus played with its standard error,
    the review's words for each and the grade (:data:`GRADES`)."""

    played: str
    retried: str
    best: str
    chance_played: float
    chance_retried: float
    chance_best: float
    gain: float
    gain_error: float
    words_retried: tuple[str, dict[str, Json]]
    words_best: tuple[str, dict[str, Json]]
    grade: str
    cards: OnCards | None = None

    @property
    def found(self) -> bool:
        """Whether the try found a better move than the one made then (best or better)."""
        return self.grade in ("best", "better")

    @property
    def compared(self) -> str:
        """The retried move against the move played, by the numbers alone: "better", "same"
        (the intervals overlap) or "worse" (what the review's named decisions must never
        be, tried with the move it named: ``make bench ONLY=review``)."""
        return compare(self.gain, self.gain_error)

    @property
    def cards_differ(self) -> bool:
        """Whether the try's own deal gives another verdict than every deal the seat could
        not tell apart (the screen then says "with these cards")."""
        return self.cards is not None and self.cards.compared != self.compared


def compare(gain: float, error: float) -> str:
    """``gain`` (a paired difference's mean) with standard error ``error``: "better" or
    "worse" when it stands :data:`CONFIRM_SE` standard errors clear of nothing, else "same".

    >>> compare(0.13, 0.03), compare(0.03, 0.03), compare(-0.2, 0.05)
    ('better', 'same', 'worse')
    """
    if gain > 0 and gain >= CONFIRM_SE * error:
        return "better"
    if gain < 0 and -gain >= CONFIRM_SE * error:
        return "worse"
    return "same"


def grade(game: str, view: View, retried: str, best: str, gain: float, error: float) -> str:
    """The review's best move is "best" unless the numbers call it worse than the move made
    then; any other move is graded by the numbers (:func:`compare`)."""
    compared = compare(gain, error)
    if same_move(game, view, retried, best) and compared != "worse":
        return "best"
    return compared


def paired(after: list[list[float]]) -> tuple[list[float], float, float]:
    """Each move's mean reward over paired samples (``[move][sample]``, the move played
    first, the retried second), and the mean and standard error of retried minus played."""
    samples = len(after[0])
    chance = [sum(row) / samples for row in after]
    diffs = [r - p for p, r in zip(after[0], after[1], strict=True)]
    gain = sum(diffs) / samples
    error = math.sqrt(sum((d - gain) ** 2 for d in diffs) / max(1, samples - 1) / samples)
    return chance, gain, error


def judge(spec: GameSpec[S, Any], view: View, decision: Decision, retried: str,
          budget: Budget, seed: int, cards: S | None = None) -> Retried:
    """``retried`` (chosen again from ``view``) against the move ``decision`` played and the
    best move the review found, each played out from the same ``budget.check_samples``
    fresh states dealt from ``view`` (``seed``: a try's own); given the try's table
    (``cards``, dealt from the same view), the three also from it alone
    (``budget.samples`` play-outs)."""
    played, best = decision.played, decision.best
    moves = [played, retried, best]
    chance, gain, error = paired(outcomes(spec, view, moves, budget.check_samples, seed))
    explain = weighing(spec).explain
    return Retried(played, retried, best, chance[0], chance[1], chance[2], gain, error,
                   explain(view, retried), explain(view, best),
                   grade(spec.name, view, retried, best, gain, error),
                   None if cards is None else on_cards(spec, cards, view["seat"], moves,
                                                       budget.samples, seed))


def on_cards(spec: GameSpec[S, Any], cards: S, seat: int, moves: list[str], samples: int,
             seed: int) -> OnCards:
    """``moves`` (played, retried, best) played out ``samples`` times from ``cards``."""
    chance, gain, error = paired(outcomes_dealt(spec, lambda _: cards.clone(), seat, moves,
                                                samples, seed))
    return OnCards(chance[0], chance[1], chance[2], compare(gain, error))
