"""``make bench ONLY=replays``: how long a jump takes when watching a game again.

``replay_seek_ms``: the p95, over 150 random jumps, of moving the replay viewer to
another position and drawing the next frame (the position from the nearest
snapshot, the table and its log written again), for the longest of a few seeded
Pook games and of a few RÖK games; the worse game is reported. A Pook game has
at most about 130 actions (24 cards) and a RÖK game about 15 throws, so the
issue's 300-action and 40-throw games stand as the longest real ones.
``replay_state_seek_ms`` is the core's share alone (``Replay.state_at``).
"""

from __future__ import annotations

import importlib
import random
import tempfile
import time
from pathlib import Path

from game.core import Rng
from game.games import load_game
from game.match import Match
from game.replay import Replay
from game.saves import BOT, SavedGame, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.payloads import WatchPayload
from tools.benchlib import percentile, report

JUMPS = 150


def longest(game: str, players: int, seeds: int = 10) -> SavedGame:
    module = importlib.import_module(f"game.{game}")
    best: Match | None = None
    for seed in range(seeds):
        match, rng = Match.new(load_game(game), players, seed), Rng(seed)
        while not match.state.is_terminal():
            match.play(str(module.random_action(match.state, rng)))
        if best is None or len(match.record.actions) > len(best.record.actions):
            best = match
    assert best is not None
    seats = tuple(Seat(f"P{i}", BOT if i else "human", "normal" if i else None)
                  for i in range(players))
    return SavedGame.start(game, best.record.seed, seats, {}).advanced(best.record, True)


def seek_times(saved: SavedGame) -> tuple[list[float], list[float]]:
    replay = Replay.of(saved.record)
    jumps = random.Random(1)
    core = []
    for _ in range(JUMPS):
        start = time.perf_counter()
        replay.state_at(jumps.randint(0, len(replay)))
        core.append(time.perf_counter() - start)
    with tempfile.TemporaryDirectory() as folder:
        app = App(AppOptions(language="en", config_dir=Path(folder),
                             data_dir=Path(folder) / "data", fps=0, fixed_dt=1 / 60))
        app.stack.push(table_scene(saved.record.game), WatchPayload(saved, replay))
        app.stack.apply_pending()
        scene = app.stack.top
        whole = []
        for _ in range(JUMPS):
            target = jumps.randint(0, len(replay))
            start = time.perf_counter()
            scene.watch.seek(target)
            app.frame(1 / 60)
            whole.append(time.perf_counter() - start)
        app.close()
    return whole, core


def run() -> None:
    worst, worst_core = 0.0, 0.0
    for game, players in (("pook", 2), ("rok", 2)):
        saved = longest(game, players)
        whole, core = seek_times(saved)
        p95, core95 = 1000 * percentile(whole, 95), 1000 * percentile(core, 95)
        throws = sum(a.startswith("throw") for a in saved.record.actions)
        print(f"# {game}: {len(saved.record.actions)} actions ({throws} throws): "
              f"jump p95 {p95:.1f} ms, core {core95:.2f} ms")
        worst, worst_core = max(worst, p95), max(worst_core, core95)
    report("replay_seek_ms", worst, "ms")
    report("replay_state_seek_ms", worst_core, "ms")
