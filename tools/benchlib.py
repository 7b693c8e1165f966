"""Shared measuring helpers for ``tools/bench.py``: percentiles and same-run baselines.

Every figure is printed as one line ``bench NAME VALUE UNIT`` so runs can be
compared; ratios are always against a baseline measured in the same run.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

import chess


def report(name: str, value: float, unit: str) -> None:
    print(f"bench {name} {value:.3g} {unit}", flush=True)


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def median_time(fn: Callable[[], object], repeats: int = 5) -> float:
    """Median wall time of ``fn()`` in seconds over ``repeats`` runs."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def chess_seconds_per_move(games: int = 30, seed: int = 1) -> float:
    """python-chess's ``legal_moves`` + ``push`` cost per move over random games.

    The baseline every game's ``*_action_ratio_vs_chess`` divides by.
    """
    import random  # tools/ may use module random; game/ may not

    rng = random.Random(seed)
    moves = 0
    start = time.perf_counter()
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and board.ply() < 300:
            legal = list(board.legal_moves)
            board.push(rng.choice(legal))
            moves += 1
    return (time.perf_counter() - start) / moves
