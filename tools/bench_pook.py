"""Pook benchmarks: random playouts per second and the per-action cost against python-chess.

``make bench ONLY=pook`` prints:

- ``bench pook_playouts N games/s``: whole random games (``random_action`` + checked ``play``),
  2, 3 and 4 players in turn;
- ``bench pook_action_ratio_vs_chess R x``: the cost of one ``legal_actions`` + ``play`` over
  python-chess's ``legal_moves`` + ``push``, both measured in this run (goal: ≤ 1.0);
- ``bench pook_action_us``, ``pook_clone_us``, ``pook_view_us``: the raw costs behind them;
- ``bench pook_frame_p99 T ms``: the table scene's p99 frame time while four bots play
  (dummy video driver; the bar: ≤ 4 ms). The median of three runs: the machine is shared.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.core import Rng
from game.pook import new_game, random_action
from tools.benchlib import chess_seconds_per_move, median_time, report

GAMES = 300


def playouts(games: int = GAMES) -> None:
    for seed in range(games):
        state, rng = new_game(2 + seed % 3, seed), Rng(seed)
        while not state.is_terminal():
            state.play(random_action(state, rng))


def seconds_per_action(games: int = GAMES) -> float:
    """legal_actions + play, timed around exactly those two calls."""
    spent, actions = 0.0, 0
    clock = time.perf_counter
    for seed in range(games):
        state, rng = new_game(2 + seed % 3, seed), Rng(seed)
        while not state.is_terminal():
            start = clock()
            legal = state.legal_actions()
            state.play(legal[rng.below(len(legal))])
            spent += clock() - start
            actions += 1
    return spent / actions


def per_call(fn: Callable[[], object], repeats: int = 2_000) -> float:
    start = time.perf_counter()
    for _ in range(repeats):
        fn()
    return (time.perf_counter() - start) / repeats


def run() -> None:
    report("pook_playouts", GAMES / median_time(playouts, repeats=3), "games/s")
    pook = min(seconds_per_action() for _ in range(3))
    chess = min(chess_seconds_per_move() for _ in range(3))
    report("pook_action_ratio_vs_chess", pook / chess, "x")
    report("pook_action_us", pook * 1e6, "us")
    state, rng = new_game(4, 1), Rng(1)
    for _ in range(40):
        state.play(random_action(state, rng))
    report("pook_clone_us", per_call(state.clone) * 1e6, "us")
    report("pook_view_us", per_call(lambda: state.view(0)) * 1e6, "us")
    frame_p99()


def frame_p99() -> None:
    from tools.benchtable import table_frame_p99_ms

    runs = sorted(table_frame_p99_ms("pook", 4, seed=seed) for seed in (1, 2, 3))
    report("pook_frame_p99", runs[1], "ms")


if __name__ == "__main__":
    run()
