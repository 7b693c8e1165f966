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


# --- the four-player bar: Pook Hard against three Normals ----------------------------------------


def four_player_score(mean: float, rng: Rng) -> float:
    """One four-player game's score of known ``mean`` (as tools/arena.py scores it: A's finish
    against each of three seats, averaged): a quarter of the time A wins outright (1);
    otherwise each seat is beaten (1), tied (½, one time in ten) or ahead (0) on its own."""
    won, tied = 0.25, 0.1
    ahead = (mean - won) / (1 - won) - tied / 2
    if rng.random() < won:
        return 1.0
    points = 0.0
    for _ in range(3):
        x = rng.random()
        points += 1.0 if x < ahead else 0.5 if x < ahead + tied else 0.0
    return points / 3


def four_player_runs(mean: float, runs: int = 1000) -> dict[str | None, int]:
    """How the ladder's four-player test decides over ``runs`` runs of games of ``mean``."""
    from tools.bench_bots import FOUR_PLAYER_HARD, FOUR_PLAYER_MOST

    counts: dict[str | None, int] = {"H0": 0, "H1": 0, None: 0}
    for seed in range(runs):
        rng, run = Rng(seed), Run(FOUR_PLAYER_HARD)
        while run.games < FOUR_PLAYER_MOST and run.add(four_player_score(mean, rng)) is None:
            pass
        counts[run.decision] += 1
    return counts


def test_synthetic_four_player_scores_have_the_mean_they_are_drawn_with():
    rng = Rng(3)
    for mean in (0.57, 0.665, 0.70):
        scores = [four_player_score(mean, rng) for _ in range(20_000)]
        assert abs(sum(scores) / len(scores) - mean) < 0.01
        assert {round(6 * x) for x in scores} <= set(range(7))  # sixths, as three seats give


def test_the_four_player_bar_rarely_accepts_a_hard_at_57_or_rejects_one_at_70():
    from tools.bench_bots import FOUR_PLAYER_HARD

    runs = 1000
    at_p0 = four_player_runs(FOUR_PLAYER_HARD.p0, runs)
    assert at_p0["H1"] <= FOUR_PLAYER_HARD.alpha * runs + 3.1 * math.sqrt(
        runs * FOUR_PLAYER_HARD.alpha * (1 - FOUR_PLAYER_HARD.alpha))
    at_p1 = four_player_runs(FOUR_PLAYER_HARD.p1, runs)
    assert at_p1["H0"] <= FOUR_PLAYER_HARD.beta * runs + 3.1 * math.sqrt(
        runs * FOUR_PLAYER_HARD.beta * (1 - FOUR_PLAYER_HARD.beta))
    # within its 400 games it decides nearly always at either end, and rightly
    assert at_p0["H0"] >= 0.9 * runs and at_p1["H1"] >= 0.9 * runs


def test_the_four_player_bar_accepts_a_hard_at_66_to_68_most_of_the_time():
    """The point estimate the bar asks Hard for: at 66.5 % the test accepts H1 within its 400
    games in most runs, and nearly never H0."""
    counts = four_player_runs(0.665, 400)
    assert counts["H1"] >= 0.75 * 400 and counts["H0"] <= 0.05 * 400
