"""Totem benchmarks: random playouts per second, and the per-action cost against python-chess.

``bench totem_playouts N games/s``: whole random games (``legal_actions`` +
a uniform choice + ``play``), setup included.
``bench totem_action_ratio_vs_chess R x``: the mean time of one
``legal_actions`` + ``play`` over those games, divided by python-chess's
``legal_moves`` + ``push`` measured in the same run (goal: at most 1.0).
"""

from __future__ import annotations

import time

from game.core import Rng
from game.totem import new_game
from tools.benchlib import chess_seconds_per_move, report


def playouts(games: int, seed: int = 0) -> tuple[float, int]:
    """Play ``games`` random games; returns (seconds, actions played)."""
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        state = new_game(2, seed + index)
        rng = Rng(seed + index + 1_000)
        while not state.is_terminal():
            state.play(rng.choice(state.legal_actions()))
            actions += 1
    return time.perf_counter() - start, actions


def frame_p99() -> None:
    """The table's p99 frame time while two bots play (the bar: ≤ 4 ms)."""
    from tools.benchtable import table_frame_p99_ms

    report("totem_frame_p99", table_frame_p99_ms("totem", 2), "ms")


def run(games: int = 300) -> None:
    playouts(20)  # warm up
    seconds, actions = playouts(games)
    report("totem_playouts", games / seconds, "games/s")
    report("totem_action_ratio_vs_chess", seconds / actions / chess_seconds_per_move(), "x")
    frame_p99()


if __name__ == "__main__":
    run()
