"""A whole game's review: what it rests on, its decisions (Pook, Totem) or throws (RÖK), as
JSON checked field by field when read back.

>>> from game.core import GameRecord
>>> from game.totem import SPEC
>>> review = review_game(SPEC, GameRecord("totem", 2, 1, {}, ()), (0,), Budget(10, 2), seed=5)
>>> Review.from_dict(review.to_dict()) == review
True
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core import A, GameRecord, GameSpec, InvalidRecord, S, expect_format, require
from game.review.turns import Budget, Decision, review_record

REVIEW_FORMAT = "tablee-review/1"
ENGINE = "5"
"""The review's own version: raise it whenever the bots, the rules or this analysis change
what a review says. A stored review of another engine is computed again."""
SEED = 2026
"""The seed every review uses unless asked otherwise: the same record gives the same review."""


def record_key(record: GameRecord, seats: Iterable[int]) -> str:
    """A name for this record reviewed for these seats (the file the review is kept in)."""
    text = json.dumps([record.game, record.players, record.seed, dict(record.options),
                       list(record.actions), sorted(seats)], sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


@dataclass(frozen=True)
class Review:
    """What was reviewed (``key``: :func:`record_key`), how (engine, seed, budget), and what
    was found: one :class:`Decision` per human decision, or RÖK's throws (``pairs``: the
    JSON of :mod:`game.review.pairs`)."""

    game: str
    key: str
    seats: tuple[int, ...]
    seed: int
    budget: Budget
    decisions: tuple[Decision, ...] = ()
    pairs: Mapping[str, Any] | None = None
    engine: str = ENGINE

    def to_dict(self) -> dict[str, Any]:
        return {"format": REVIEW_FORMAT, "engine": self.engine, "game": self.game,
                "key": self.key, "seats": list(self.seats), "seed": self.seed,
                "iterations": self.budget.iterations, "samples": self.budget.samples,
                "check": self.budget.check,
                "decisions": [decision_dict(d) for d in self.decisions],
                "pairs": None if self.pairs is None else dict(self.pairs)}

    @classmethod
    def from_dict(cls, data: object) -> Review:
        """:raises InvalidRecord: saying which field is wrong."""
        if not isinstance(data, dict):
            raise InvalidRecord("a review must be an object")
        expect_format(data, REVIEW_FORMAT)
        seats = require(data, "seats", list)
        if not all(_count(s) for s in seats):
            raise InvalidRecord("seats must be seat numbers")
        check = data.get("check", 0)
        if not _count(check):
            raise InvalidRecord("check must be a count of play-outs")
        budget = Budget(_positive(data, "iterations"), _positive(data, "samples"), check)
        decisions = tuple(decision_of(d) for d in require(data, "decisions", list))
        pairs = data.get("pairs")
        if pairs is not None and not isinstance(pairs, dict):
            raise InvalidRecord("pairs must be an object")
        return cls(require(data, "game", str), require(data, "key", str), tuple(seats),
                   require(data, "seed", int), budget, decisions, pairs,
                   require(data, "engine", str))


def review_game(spec: GameSpec[S, A], record: GameRecord, seats: Iterable[int], budget: Budget,
                seed: int = SEED,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> Review:
    """The review of ``seats``' play in ``record``, a game of ``spec`` (:raises Cancelled: when
    asked to stop)."""
    seats = tuple(sorted(set(seats)))
    key = record_key(record, seats)
    if spec.weighing is None:  # RÖK: a race, reviewed by its pairs
        from game.review.pairs import review_throws

        pairs = review_throws(record, seats, progress, cancelled)
        return Review(spec.name, key, seats, seed, budget, pairs=pairs)
    decisions = review_record(spec, record, seats, budget, seed, progress, cancelled)
    return Review(record.game, key, seats, seed, budget, tuple(decisions))


def decision_dict(d: Decision) -> dict[str, Any]:
    """``d`` as JSON writes it (a review's, a deck's card's)."""
    return {"index": d.index, "seat": d.seat, "turn": d.turn, "played": d.played,
            "best": d.best, "chance_played": d.chance_played, "chance_best": d.chance_best,
            "words_played": [d.words_played[0], d.words_played[1]],
            "words_best": [d.words_best[0], d.words_best[1]],
            "checked": None if d.checked is None else list(d.checked)}


def decision_of(data: object) -> Decision:
    """A decision read back from JSON (:raises InvalidRecord: saying which field is wrong)."""
    if not isinstance(data, dict):
        raise InvalidRecord("a decision must be an object")
    index, seat, turn = (require(data, key, int) for key in ("index", "seat", "turn"))
    if not all(_count(c) for c in (index, seat, turn)):
        raise InvalidRecord("a decision's index, seat and turn are counts")
    played, best = (require(data, key, float) for key in ("chance_played", "chance_best"))
    if not all(0.0 <= c <= 1.0 for c in (played, best)):
        raise InvalidRecord("a chance lies between 0 and 1")
    checked = data.get("checked")
    if checked is not None and not (
            isinstance(checked, list) and len(checked) == 3
            and all(isinstance(c, float | int) and not isinstance(c, bool) and math.isfinite(c)
                    and 0.0 <= c <= 1.0 for c in checked)):
        raise InvalidRecord("checked must be two re-measured chances and a standard error")
    return Decision(index, seat, turn, require(data, "played", str), require(data, "best", str),
                    played, best, _words(data, "words_played"), _words(data, "words_best"),
                    None if checked is None else (float(checked[0]), float(checked[1]),
                                                  float(checked[2])))


def _words(data: dict[str, Any], key: str) -> tuple[str, dict[str, Any]]:
    words = require(data, key, list)
    if len(words) != 2 or not isinstance(words[0], str) or not isinstance(words[1], dict):
        raise InvalidRecord(f"{key} must be a reason and its parameters")
    return words[0], words[1]


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _positive(data: dict[str, Any], key: str) -> int:
    value = require(data, key, int)
    if value < 1:
        raise InvalidRecord(f"{key} must be at least 1")
    return int(value)
