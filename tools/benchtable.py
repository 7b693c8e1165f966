"""Frame-time measurement of a game table while bots play it (dummy video driver)."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.saves import BOT, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from tools.benchlib import percentile

FRAME = 1 / 60


def table_frame_times(game: str, players: int, frames: int = 1500, level: str = "random",
                      seed: int = 1, only: Callable[[Any], bool] | None = None,
                      limit: int = 60_000, skip_dt: float = FRAME,
                      paced: bool = False,
                      window_size: tuple[int, int] | None = None,
                      cpu: list[float] | None = None) -> list[float]:
    """Seconds per frame (events + update + draw + flip: ``App.frame_seconds``) over ``frames``
    frames of a bot game. After its flip each frame hands the interpreter to the bots' and the
    writer's threads (``time.sleep(0)``); that wait is the next frame's pacing, not this frame.

    ``only(scene)``, if given, keeps just the frames that start while it holds (e.g. while
    runes fly): games are played (a new one when one ends) until ``frames`` such frames
    were timed, or ``limit`` frames in all; the other frames may advance ``skip_dt``
    seconds each to get there sooner. ``paced`` waits out each frame's 1/60 s as the app
    does at 60 FPS, which leaves a thinking bot's thread its share of the CPU. ``window_size``
    opens the window at that size (the canvas is then scaled into it). ``cpu``, if given,
    receives each timed frame's CPU time on this thread: what the frame cost us, without the
    waits other processes on a shared machine impose."""
    seats = tuple(Seat(f"Bot {i + 1}", BOT, level) for i in range(players))
    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config), data_dir=Path(config) / "data",
                             fps=0, fixed_dt=FRAME, window_size=window_size))
        app.frame(FRAME)  # the menu's first frame: the sounds are made on their thread now...
        app.ctx.audio.wait()  # ...and are ready before a timed frame (as a minute into use)
        times: list[float] = []
        scene = None
        for _ in range(limit):
            if scene is None or (only is not None and app.stack.top is not scene):
                app.stack.reset(table_scene(game), GameSetup(game, seats, seed))
                app.stack.apply_pending()
                scene, seed = app.stack.top, seed + 1
            wanted = only is None or only(scene)
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.frame(FRAME if wanted else skip_dt)
            spent = app.frame_seconds  # input read to flip (not the hand-over that follows)
            if wanted:
                times.append(spent)
                if cpu is not None:
                    cpu.append(time.thread_time() - start_cpu)
            if paced:
                time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
            if len(times) >= frames:
                break
        app.close()
    if cpu is not None:
        del cpu[:30]
    return times[30:]


def table_frame_p99_ms(game: str, players: int, **kwargs: object) -> float:
    return 1000 * percentile(table_frame_times(game, players, **kwargs), 99)  # type: ignore[arg-type]
