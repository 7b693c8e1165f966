"""Frame-time measurement of a game table while bots play it (dummy video driver)."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from scenes.app import App, AppOptions
from scenes.catalogue import BOT, GameSetup, Seat, game_info
from tools.benchlib import percentile

FRAME = 1 / 60


def table_frame_times(game: str, players: int, frames: int = 1500, level: str = "random",
                      seed: int = 1) -> list[float]:
    """Seconds per frame (events + update + draw + flip) over ``frames`` frames of a bot game."""
    info = game_info(game)
    seats = tuple(Seat(f"Bot {i + 1}", BOT, level) for i in range(players))
    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config), fps=0, fixed_dt=FRAME))
        app.stack.push(info.load_scene(), GameSetup(game, seats, seed))
        app.stack.apply_pending()
        times = []
        for _ in range(frames):
            start = time.perf_counter()
            app.frame(FRAME)
            times.append(time.perf_counter() - start)
        app.close()
    return times[30:]


def table_frame_p99_ms(game: str, players: int, **kwargs: object) -> float:
    return 1000 * percentile(table_frame_times(game, players, **kwargs), 99)  # type: ignore[arg-type]
