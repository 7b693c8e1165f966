"""Memory and latency over one scripted session (tools/session.py): every screen, a game of each.

    bench rss_peak_mb M MB        the process's peak resident memory (VmHWM) by the end
    bench rules_open_ms T ms      the slowest Rules opening or tab change (click to drawn frame)
    bench lang_switch_ms T ms     the slowest language switch (every scene below rebuilt too)

The session runs in a fresh process, so the peak belongs to it alone (and not to the other
areas of ``make bench``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

from tools.benchlib import report
from tools.session import Stopwatch, whole_session

FRAME = 0.1  # seconds of app time per frame: animations and bot pauses pass quickly


def resident_mb(field: str = "VmHWM") -> float:
    """A field of /proc/self/status in MB (VmHWM: the peak so far; VmRSS: now)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    raise LookupError(field)


def run() -> None:
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    subprocess.run([sys.executable, "-m", "tools.bench_memory"], cwd=root, env=env, check=True)


def measure() -> None:
    from scenes.app.loop import App, AppOptions

    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as config:
        app = App(AppOptions(language="en", config_dir=Path(config),
                             data_dir=Path(config) / "data", fps=0, fixed_dt=FRAME, seed=3))
        app.run(whole_session(app, watch))
    report("rss_peak_mb", resident_mb(), "MB")
    report("rules_open_ms", watch.worst("rules_open"), "ms")
    report("lang_switch_ms", watch.worst("lang_switch"), "ms")


if __name__ == "__main__":
    warnings.filterwarnings("ignore", message="no fast renderer available")
    measure()
