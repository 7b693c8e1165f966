"""What the turn-based games' bots share: the random baseline, the judging bots of the
Easy and Normal levels, and the lookup of a level by name.

A bot has one method, ``choose(view, rng) -> str`` (:class:`game.search.Bot`): it is
handed what its seat sees and an Rng, never the state, and answers one of the texts of
``view["legal"]``. A game's module ``game.<id>.bots`` lists its levels in ``BOTS``.

>>> from game.core import Rng
>>> RandomBot().choose({"seat": 0, "legal": ["end", "skip"]}, Rng(1)) in ("end", "skip")
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from game.core import Rng
from game.search import Bot

Scored = Sequence[tuple[float, Hashable]]  # (value, action), best first


def legal_texts(view: Mapping[str, Any]) -> list[str]:
    """The seat's legal action texts; a bot asked to play out of turn is a caller's bug.

    :raises ValueError: if the view offers nothing to play.
    """
    legal: list[str] = view["legal"]
    if not legal:
        raise ValueError(f"seat {view['seat']} has nothing to play now")
    return legal


def checked(action: Hashable, legal: Sequence[str]) -> str:
    """The text of ``action``, which must be one of ``legal`` (else the bot has a bug)."""
    text = str(action)
    if text not in legal:
        raise AssertionError(f"bot chose {text!r}, not legal here")
    return text


class RandomBot:
    """Picks uniformly among the texts of ``view["legal"]`` (the baseline of every arena)."""

    name = "random"

    def choose(self, view: Mapping[str, Any], rng: Rng) -> str:
        return rng.choice(legal_texts(view))


def softmax_pick(scored: Scored, temperature: float, rng: Rng) -> Hashable:
    """One action drawn with probability proportional to exp(value / temperature).

    >>> softmax_pick([(1.0, "a"), (0.0, "b")], 0.01, Rng(2))
    'a'
    """
    top = scored[0][0]
    weights = [math.exp((v - top) / temperature) for v, _ in scored]
    x = rng.random() * sum(weights)
    for weight, (_, action) in zip(weights, scored, strict=True):
        x -= weight
        if x < 0:
            return action
    return scored[-1][1]


def rank_by(judge: Callable[[Any], float], actions: Sequence[Any]) -> list[tuple[float, Any]]:
    """``actions`` with their values by ``judge``, best first (ties keep the given order).

    >>> rank_by(len, ["ab", "c", "de"])
    [(2, 'ab'), (2, 'de'), (1, 'c')]
    """
    return sorted(((judge(a), a) for a in actions), key=lambda pair: -pair[0])


class JudgingBot:
    """Scores its candidate moves on a state dealt from its view, then plays the best one
    (``temperature`` 0: Normal) or one drawn by :func:`softmax_pick` (Easy: beatable, yet
    never senseless). A game subclasses it with its judgement in :meth:`judge`."""

    name = "judging"
    temperature = 0.0  # a level sets its own; a test may hand another

    def __init__(self, temperature: float | None = None) -> None:
        if temperature is not None:
            self.temperature = temperature

    def choose(self, view: Mapping[str, Any], rng: Rng) -> str:
        legal = legal_texts(view)
        if len(legal) == 1:
            return legal[0]
        scored = self.judge(view, rng)
        temperature = self.looseness(view)
        action = softmax_pick(scored, temperature, rng) if temperature > 0 else scored[0][1]
        return self.answer(action, view, rng)

    def looseness(self, view: Mapping[str, Any]) -> float:
        """The temperature for this decision (a game may vary it with the table)."""
        return self.temperature

    def judge(self, view: Mapping[str, Any], rng: Rng) -> Scored:
        """The candidates with their values, best first."""
        raise NotImplementedError

    def answer(self, action: Hashable, view: Mapping[str, Any], rng: Rng) -> str:
        """The text to play for ``action``."""
        return checked(action, view["legal"])


def level_bot(bots: Mapping[str, Callable[[], Bot]], game: str, level: str) -> Bot:
    """A fresh bot of ``level`` from a game's registry ``bots``.

    :raises ValueError: naming the levels there are, if ``level`` is not one of them.
    """
    if level not in bots:
        raise ValueError(f"no {game} bot level {level!r}; choose from {', '.join(bots)}")
    return bots[level]()
