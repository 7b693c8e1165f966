"""RÖK benchmarks: the pymunk table against real time, the rules core against python-chess.

- ``rok_throw_speedup``: a full 5-player throw (2 runes each) onto a mid-game
  table (face-up runes already lying there), simulated to rest; simulated
  seconds per wall second, median over seeded throws (target ≥ 500).
- ``rok_slide_speedup``: one aimed slide toward the Destiny rune (target ≥ 1,000).
- ``rok_action_ratio_vs_chess``: seconds per core action (``random_action`` +
  ``play``, sampled outcomes) over python-chess's seconds per move, same run.
- ``rok_frame_p99``: the table scene's 99th-percentile frame time (ms, dummy video
  driver) while the runes of a 5-player throw fly on the live table (target ≤ 6).
"""

from __future__ import annotations

import statistics
import time

from game.core import Rng
from game.rok import new_game, random_action
from game.rok.rules import State
from game.rok.table import slide_for, throw_state
from tools.benchlib import chess_seconds_per_move, report

THROWS = 60
SLIDES = 100
GAMES = 40


def mid_game(players: int, seed: int) -> State:
    """A sampled game at the start of its fourth throw (runes lying on the table)."""
    state = new_game(players, seed)
    rng = Rng(seed)
    while state.throw_no < 4 or state.phase != "throw":
        if state.is_terminal():
            return mid_game(players, seed + 1)
        state.play(random_action(state, rng))
    return state


def throw_speedup() -> float:
    ratios = []
    for seed in range(THROWS):
        state = mid_game(5, seed)
        start = time.perf_counter()
        outcome = throw_state(state, seed=seed)
        ratios.append(outcome.sim_time / (time.perf_counter() - start))
    return statistics.median(ratios)


def slide_speedup() -> float:
    ratios = []
    for seed in range(SLIDES):
        start = time.perf_counter()
        outcome = slide_for(seed % 5, 5, skill=0.7, seed=seed)
        ratios.append(outcome.sim_time / (time.perf_counter() - start))
    return statistics.median(ratios)


def seconds_per_action() -> float:
    actions = 0
    start = time.perf_counter()
    for seed in range(GAMES):
        state = new_game(2 + seed % 4, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            state.play(random_action(state, rng))
            actions += 1
    return (time.perf_counter() - start) / actions


def run() -> None:
    throw_speedup()  # warm-up: imports, caches
    report("rok_throw_speedup", throw_speedup(), "x")
    report("rok_slide_speedup", slide_speedup(), "x")
    report("rok_action_ratio_vs_chess", seconds_per_action() / chess_seconds_per_move(), "x")
    report("rok_frame_p99", frame_p99_ms(), "ms")


def frame_p99_ms() -> float:
    """p99 of the frames that run a 5-player throw's live table (bots play the games)."""
    from tools.benchtable import table_frame_p99_ms

    def flying(scene: object) -> bool:
        live = getattr(scene, "live", None)
        return live is not None and getattr(scene, "live_kind", "") == "throw"

    return table_frame_p99_ms("rok", 5, frames=600, only=flying, skip_dt=0.1)


if __name__ == "__main__":
    run()
