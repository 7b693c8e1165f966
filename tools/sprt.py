"""A sequential test of "A beats B at least p0 of the time", and the interval it leaves.

Chess engines settle "is the new version stronger?" with Wald's sequential
probability ratio test (SPRT; fishtest, cutechess-cli): games are played until the
evidence is enough, often far fewer than a fixed-size match needs. Here each game
gives A a score ``x``: 1 for a win, ½ for a shared win, 0 for a loss, and the test
weighs two shares of A, ``p0`` (H0, "at most p0") against ``p1`` (H1, "at least p1")::

    llr += x · ln(p1 / p0) + (1 − x) · ln((1 − p1) / (1 − p0))

It accepts H1 once ``llr ≥ ln(1 / alpha)`` and H0 once ``llr ≤ ln(beta)``. These are
Wald's bounds made exact: ``exp(llr)`` is a nonnegative supermartingale whenever A's
true share is at most ``p0`` (for scores anywhere in [0, 1], by convexity), so by
Ville's inequality the test accepts H1 with chance at most ``alpha`` then — however
many games it runs; likewise it accepts H0 with chance at most ``beta`` when A's share
is at least ``p1``. A cap on the games ends a run undecided; it never adds errors.

The interval is built from the same ratios (a confidence sequence): a share ``p`` is
too low once the test of ``p`` against a higher ``q`` would have accepted ``q`` at
level ``alpha`` at some game so far, too high likewise against a lower one; the
shares left form an interval that holds A's true share with chance at least
``1 − alpha − beta`` (95 % by default) *at every game at once*, so stopping early
does not spoil it, as it would a fixed-size interval. It is coherent with the test:
H1 accepted means its low end is at least ``p0``, H0 accepted means its high end is
below ``p1``. The share itself (score / games) is the plain average, a little high
when a lucky start stopped the test early.

``tests/tools/test_sprt.py`` runs the test on 2,000 seeded coin-flip runs of known bias (a
coin at ``p0`` taken for ``p1`` no more often than ``alpha`` allows, and so on), and the
ladder's four-player bar (``tools/bench_bots.py``'s ``FOUR_PLAYER_HARD``) on 1,000 runs of
synthetic four-player scores, in sixths as three rival seats give them.

>>> test = Sprt(p0=0.6, p1=0.8, alpha=0.025, beta=0.025)
>>> run = Run(test)
>>> [run.add(x) for x in [1.0] * 13][-2:]
[None, 'H1']
>>> run.decision, run.games, f"{run.share:.2f}", [f"{b:.2f}" for b in run.interval()]
('H1', 13, '1.00', ['0.60', '1.00'])
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Sprt:
    """H0: A's share is at most ``p0``; H1: at least ``p1``; errors at most ``alpha``
    (accepting H1 under H0) and ``beta`` (accepting H0 under H1)."""

    p0: float = 0.6
    p1: float = 0.8
    alpha: float = 0.025
    beta: float = 0.025

    def __post_init__(self) -> None:
        if not 0 < self.p0 < self.p1 < 1:
            raise ValueError(f"need 0 < p0 < p1 < 1, not p0={self.p0}, p1={self.p1}")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError(f"alpha and beta must lie in (0, 0.5), not {self.alpha}, "
                             f"{self.beta}")

    @property
    def upper(self) -> float:
        """The log-likelihood ratio that accepts H1."""
        return math.log(1 / self.alpha)

    @property
    def lower(self) -> float:
        """The log-likelihood ratio that accepts H0."""
        return math.log(self.beta)

    def step(self, x: float) -> float:
        """What one game of score ``x`` adds to the log-likelihood ratio."""
        return step(x, self.p0, self.p1)

    def decide(self, llr: float) -> str | None:
        """"H1", "H0" or None (play on)."""
        if llr >= self.upper:
            return "H1"
        if llr <= self.lower:
            return "H0"
        return None

    def higher(self, p: float) -> float:
        """The share that tests whether ``p`` is too low: ``p1`` for ``p0``, and for any
        other share as far towards 1 in proportion (so it stays below 1)."""
        return p + (self.p1 - self.p0) * (1 - p) / (1 - self.p0)

    def lower_share(self, p: float) -> float:
        """The share that tests whether ``p`` is too high: ``p0`` for ``p1``, and for any
        other share as far towards 0 in proportion."""
        return p - (self.p1 - self.p0) * p / self.p1


def step(x: float, p: float, q: float) -> float:
    """The log-likelihood ratio of share ``q`` over share ``p`` for one game of score ``x``."""
    return x * math.log(q / p) + (1 - x) * math.log((1 - q) / (1 - p))


def ever_reached(scores: Iterable[float], p: float, q: float, level: float) -> bool:
    """Whether the running log-likelihood ratio of ``q`` over ``p`` reached ``level``."""
    llr = 0.0
    for x in scores:
        llr += step(x, p, q)
        if llr >= level:
            return True
    return False


@dataclass
class Run:
    """One sequential run: the scores so far, the ratio, and the test's decision once made."""

    test: Sprt
    scores: list[float] = field(default_factory=list)
    llr: float = 0.0
    decision: str | None = None

    def add(self, x: float) -> str | None:
        """Count one game of score ``x`` (0, ½ or 1) and return the decision, if any."""
        if not 0.0 <= x <= 1.0:
            raise ValueError(f"a game's score lies in [0, 1], not {x}")
        self.scores.append(x)
        self.llr += self.test.step(x)
        if self.decision is None:
            self.decision = self.test.decide(self.llr)
        return self.decision

    @property
    def games(self) -> int:
        return len(self.scores)

    @property
    def share(self) -> float:
        """A's average score (wins, half the shared wins) over the games so far."""
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    def interval(self, tolerance: float = 1e-4) -> tuple[float, float]:
        """The shares not yet ruled out (see the module docstring), each end found by
        bisection: a share ruled out as too low rules out every lower one, and so on."""
        test = self.test

        def too_low(p: float) -> bool:
            return ever_reached(self.scores, p, test.higher(p), test.upper)

        def too_high(p: float) -> bool:
            return ever_reached(self.scores, p, test.lower_share(p), -test.lower)

        return _edge(too_low, tolerance, low=True), _edge(too_high, tolerance, low=False)


def _edge(ruled_out: Callable[[float], bool], tolerance: float, low: bool) -> float:
    """Where the ruled-out shares end (``low``: they lie below the edge, else above it),
    by bisection on [0, 1]; ``ruled_out`` is monotone in the share."""
    lo, hi = 0.0, 1.0
    if not ruled_out(1e-9 if low else 1 - 1e-9):
        return lo if low else hi
    while hi - lo > tolerance:
        mid = (lo + hi) / 2
        if ruled_out(mid) == low:
            lo = mid
        else:
            hi = mid
    return hi if low else lo
