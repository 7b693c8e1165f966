"""A retried decision judged as the review judges (:mod:`game.review.turns`): the move chosen
again from the seat's view against the move made then and the best move found, with the same
estimates (paired play-outs from fresh samples) and the same words (the game's ``explain``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.core import GameSpec, Json, S, View
from game.review.turns import (
    CONFIRM_SE,
    SEARCHES,
    Budget,
    best_move,
    outcomes,
    same_move,
    weighing,
)


@dataclass(frozen=True)
class Retried:
    """A retried decision weighed from the seat's view (:func:`judge`): the move ``played``
    then, the ``retried`` one, the ``best`` found, the seat's chance to win after each (the
    same paired samples), the review's words for each and the verdict (:data:`VERDICTS`)."""

    played: str
    retried: str
    best: str
    chance_played: float
    chance_retried: float
    chance_best: float
    words_retried: tuple[str, dict[str, Json]]
    words_best: tuple[str, dict[str, Json]]
    verdict: str


VERDICTS = ("best", "better", "same", "worse")
"""How a retried move compares: the best found, better than the move played by at least
:data:`game.review.turns.CONFIRM_SE` standard errors, no clear difference, or worse."""


def judge(spec: GameSpec[S, Any], view: View, played: str, retried: str, budget: Budget,
          seed: int) -> Retried:
    """``retried`` (chosen again from ``view``) against ``played`` and the best move found,
    with the review's estimates (:func:`game.review.turns.best_move`, paired play-outs from
    fresh samples) and words (the game's ``explain``)."""
    best = best_move(spec, view, played, budget, seed)
    moves = [played, retried, best]
    after = outcomes(spec, view, moves, budget.samples, seed + SEARCHES + 1)
    chance = [sum(row) / budget.samples for row in after]
    diffs = [r - p for p, r in zip(after[0], after[1], strict=True)]
    mean = sum(diffs) / budget.samples
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, budget.samples - 1)
                       / budget.samples)
    if same_move(spec.name, view, retried, best):
        verdict = "best"
    elif same_move(spec.name, view, retried, played) or abs(mean) < CONFIRM_SE * spread \
            or mean == 0:
        verdict = "same"
    else:
        verdict = "better" if mean > 0 else "worse"
    explain = weighing(spec).explain
    return Retried(played, retried, best, chance[0], chance[1], chance[2],
                   explain(view, retried), explain(view, best), verdict)
