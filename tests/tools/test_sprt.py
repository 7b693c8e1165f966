"""The sequential test on coin flips of known bias: it errs no more often than it says."""

from __future__ import annotations

import math

import pytest

from game.core import Rng
from tools.arena import registry, sequential
from tools.sprt import Run, Sprt

TEST = Sprt(p0=0.6, p1=0.8, alpha=0.05, beta=0.05)
RUNS = 2000


def most_errors(rate: float) -> float:
    """The most wrong decisions in RUNS runs whose error rate is ``rate``, bar a 1-in-1000
    draw (mean + 3.1 standard deviations): a test erring 6.5 % of the time fails."""
    return rate * RUNS + 3.1 * math.sqrt(RUNS * rate * (1 - rate))


def flips(bias: float, seed: int, test: Sprt = TEST, most: int = 2000) -> Run:
    """One run of ``test`` on a coin that lands 1 with chance ``bias``."""
    rng = Rng(seed)
    run = Run(test)
    while run.games < most and run.add(1.0 if rng.random() < bias else 0.0) is None:
        pass
    return run


def decisions(bias: float) -> dict[str | None, int]:
    counts: dict[str | None, int] = {"H0": 0, "H1": 0, None: 0}
    for seed in range(RUNS):
        decision = flips(bias, seed).decision
        counts[decision] += 1
    return counts


def test_a_coin_at_p0_is_rarely_taken_for_p1():
    counts = decisions(0.6)
    assert counts["H1"] <= most_errors(TEST.alpha)
    assert counts[None] == 0


def test_a_coin_at_p1_is_rarely_taken_for_p0():
    counts = decisions(0.8)
    assert counts["H0"] <= most_errors(TEST.beta)
    assert counts[None] == 0


@pytest.mark.parametrize(("bias", "right"), [(0.45, "H0"), (0.9, "H1")])
def test_a_clear_coin_is_told_right_nearly_every_time(bias, right):
    assert decisions(bias)[right] >= 0.99 * RUNS


def test_the_interval_holds_the_bias_at_the_stop_in_95_runs_of_100():
    test = Sprt(0.6, 0.8, 0.025, 0.025)
    for bias in (0.55, 0.7, 0.85):
        missed = 0
        for seed in range(200):
            low, high = flips(bias, seed, test).interval(tolerance=1e-3)
            missed += not low <= bias <= high
        assert missed <= 0.05 * 200, (bias, missed)


def test_the_interval_agrees_with_the_decision():
    for seed in range(40):
        run = flips(0.7, seed, Sprt(0.6, 0.8, 0.025, 0.025))
        low, high = run.interval()
        if run.decision == "H1":
            assert low >= 0.6 - 1e-3
        if run.decision == "H0":
            assert high <= 0.8 + 1e-3


def test_bad_hypotheses_are_refused():
    with pytest.raises(ValueError, match="p0 < p1"):
        Sprt(0.8, 0.6)
    with pytest.raises(ValueError, match="alpha"):
        Sprt(0.6, 0.8, alpha=0.5)


def test_an_arena_run_is_the_same_on_one_process_or_two():
    bots = registry("totem")
    test = Sprt(0.3, 0.7)
    one, games_one = sequential("totem", bots["easy"], bots["random"], test, seed=4, most=8)
    two, games_two = sequential("totem", bots["easy"], bots["random"], test, seed=4, jobs=2,
                                most=8)
    assert one.scores == two.scores and one.decision == two.decision
    assert [g.winners for g in games_one.games] == [g.winners for g in games_two.games]
    assert one.games == len(games_one.games) <= 8


def test_a_games_score_is_how_a_finished_against_each_other_seat():
    from tools.arena import GameResult

    assert GameResult(0, [0], [9, 5]).score == 1.0
    assert GameResult(1, [0, 1], [7, 7]).score == 0.5
    assert GameResult(1, [0], [9, 5]).score == 0.0
    # four players: A (seat 2) lost to the winner, beat one seat, tied another
    assert GameResult(2, [0], [20, 8, 12, 12]).score == (0 + 1 + 0.5) / 3
    assert GameResult(3, [3], [1, 2, 3, 4]).score == 1.0
