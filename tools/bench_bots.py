"""Bot benchmarks: how long Hard thinks, and how often it wins (seeded arenas, tools/arena.py).

``bench bot_<game>_hard_p95 T s``: the 95th percentile of Hard's decision time over
the real decisions (more than one legal action) of a few seeded games against
Normal, in this process alone. ``bench arena_<game>_hard_vs_<level> P %``: Hard's
share of wins (draws not counted) over 200 seeded games, seats alternating
(``pook4``: Hard against three bots).

Every line names its game; a game's lines appear as soon as ``game.<game>.bots.BOTS``
has the levels they need, so a new game's bots plug in by registering there.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass
from typing import Any

from game.core import Rng
from tools.arena import BotFactory, bot_rng, game_seed, run_arena
from tools.benchlib import percentile, report


@dataclass(frozen=True)
class Timing:
    """Hard's decision time: games of ``level`` against ``against``."""

    name: str
    game: str
    players: int = 2
    level: str = "hard"
    against: str = "normal"
    games: int = 6


@dataclass(frozen=True)
class Match:
    """An arena: ``a`` at one seat, ``b`` at the others."""

    name: str
    game: str
    a: str
    b: str
    players: int = 2
    games: int = 200


LINES: tuple[Timing | Match, ...] = (
    Timing("bot_pook_hard_p95", "pook"),
    Timing("bot_totem_hard_p95", "totem"),
    Match("arena_totem_hard_vs_random", "totem", "hard", "random"),
    Match("arena_totem_hard_vs_easy", "totem", "hard", "easy"),
    Match("arena_pook2_hard_vs_random", "pook", "hard", "random"),
    Match("arena_pook2_hard_vs_easy", "pook", "hard", "easy"),
    Match("arena_pook4_hard_vs_random", "pook", "hard", "random", players=4),
)


def bots_of(game: str) -> dict[str, BotFactory]:
    """The game's bot registry, empty while the game has none."""
    try:
        module = importlib.import_module(f"game.{game}.bots")
    except ModuleNotFoundError:
        return {}
    bots: dict[str, BotFactory] = getattr(module, "BOTS", {})
    return bots


def decision_times(line: Timing, bots: dict[str, BotFactory], seed: int = 7) -> list[float]:
    """Seconds per decision of ``line.level`` wherever it had a real choice."""
    module = importlib.import_module(f"game.{line.game}")
    times: list[float] = []
    for index in range(line.games):
        state: Any = module.new_game(line.players, game_seed(seed, index))
        seat_a = index % line.players
        players = [bots[line.level if s == seat_a else line.against]()
                   for s in range(line.players)]
        rngs: list[Rng] = [bot_rng(seed, index, s) for s in range(line.players)]
        while not state.is_terminal():
            seat = state.current_player
            seen = state.view(seat)
            start = time.perf_counter()
            text = players[seat].choose(seen, rngs[seat])
            if seat == seat_a and len(seen["legal"]) > 1:
                times.append(time.perf_counter() - start)
            state.play(text)
    return times


def run(jobs: int = 2, with_frames: bool = True) -> None:
    for line in LINES:
        bots = bots_of(line.game)
        needed = (line.level, line.against) if isinstance(line, Timing) else (line.a, line.b)
        missing = [level for level in needed if level not in bots]
        if missing:
            print(f"# {line.name}: {line.game} has no {', '.join(missing)} bot yet")
            continue
        if isinstance(line, Timing):
            report(line.name, percentile(decision_times(line, bots), 95), "s")
        else:
            result = run_arena(line.game, bots[line.a], bots[line.b], line.games,
                               players=line.players, jobs=jobs)
            report(line.name, result.share("win"), "%")
    if with_frames:
        frame_p99_while_thinking()


def frame_p99_while_thinking() -> None:
    """Totem and Pook tables at 60 FPS while Hard bots think on their worker thread; the line
    is the worse of the two (bar: ≤ 16 ms)."""
    from tools.benchtable import table_frame_times

    worst = 0.0
    for game in ("totem", "pook"):
        times = table_frame_times(game, 2, frames=600, level="hard", paced=True,
                                  only=lambda scene: scene.worker.busy)
        p99 = 1000 * percentile(times, 99)
        print(f"# {game}: p99 {p99:.2f} ms over {len(times)} frames while a bot thinks")
        worst = max(worst, p99)
    report("frame_p99_while_thinking", worst, "ms")


if __name__ == "__main__":
    run()
