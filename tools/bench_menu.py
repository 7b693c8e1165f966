"""Menu benchmarks: start-up against a minimal pygame_gui window, and menu frame time.

    bench start_ratio R x        Tablée's launch-to-first-menu-frame / the minimal window's
                                 (each from its launch to the moment it showed that frame)
    bench start_floor_ratio R x  the same with a menu that builds nothing (tools/start_floor.py):
                                 what the app costs before its menu draws a thing
    bench menu_frame_p99 T ms    99th percentile of one menu frame (events+update+draw+flip)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame

from tools.benchlib import percentile, report

ROOT = Path(__file__).resolve().parent.parent
RUNS = 9
FRAMES = 900


def launch_seconds(command: list[str], env: dict[str, str]) -> float:
    """From the launch to the first frame shown, as the program says when it showed it
    (``first frame at T``, ``time.monotonic()``: one clock for every process here). Its
    closing and the interpreter's exit come after and are not the player's wait."""
    start = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True,
                          text=True)
    shown = [line for line in done.stdout.splitlines() if line.startswith("first frame at ")]
    if not shown:
        raise RuntimeError(f"{command[-1]} did not say when its first frame was shown")
    return float(shown[-1].removeprefix("first frame at ")) - start


def start_ratio() -> None:
    """Both programs start from cached bytecode, as an installed copy does (pip compiles what it
    installs; the executable carries .pyc files). A machine that sets PYTHONDONTWRITEBYTECODE
    (this one does) would otherwise compile Tablée's own modules from source at every start,
    and only Tablée's: the baseline imports only installed packages. The warm-up run writes
    every module's bytecode into a folder of the bench's own (the tree is left as it is)."""
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as pycache:
        env = {key: value for key, value in os.environ.items()
               if key != "PYTHONDONTWRITEBYTECODE"}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPYCACHEPREFIX=pycache)
        ours = [sys.executable, "-m", "scenes", "--first-frame", "--config-dir", config]
        baseline = [sys.executable, str(ROOT / "tools" / "minimal_window.py")]
        floor = [sys.executable, str(ROOT / "tools" / "start_floor.py"), "--config-dir", config]
        launch_seconds(ours, env)  # warm the file cache and .pyc files for all three
        launch_seconds(baseline, env)
        launch_seconds(floor, env)
        tablee, minimal, empty = [], [], []
        for _ in range(RUNS):  # interleaved, so machine noise hits them alike
            tablee.append(launch_seconds(ours, env))
            minimal.append(launch_seconds(baseline, env))
            empty.append(launch_seconds(floor, env))
    report("start_ratio", statistics.median(tablee) / statistics.median(minimal), "x")
    report("start_floor_ratio", statistics.median(empty) / statistics.median(minimal), "x")
    report("start_tablee_median", 1000 * statistics.median(tablee), "ms")
    report("start_floor_median", 1000 * statistics.median(empty), "ms")
    report("start_minimal_median", 1000 * statistics.median(minimal), "ms")


def menu_frame_p99() -> None:
    from scenes.app.loop import App, AppOptions

    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config), data_dir=Path(config) / "data",
                             fps=0))
        times = []
        for i in range(FRAMES):
            x = 100 + (i * 7) % 1080  # sweep the pointer across the tiles (hover changes)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 400), rel=(7, 0),
                                                 buttons=(0, 0, 0)))
            app.frame(1 / 60)
            times.append(app.frame_seconds)
        app.close()
    report("menu_frame_p99", 1000 * percentile(times[30:], 99), "ms")


def run() -> None:
    start_ratio()
    menu_frame_p99()
