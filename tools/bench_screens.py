"""Screens benchmark: frame times with the window at 1920×1080 and 2560×1600.

The canvas stays 1280×800 and is scaled into the window each frame, so a bigger
window costs the scaling on top of the table's own drawing. ``make bench ONLY=screens``
prints, for each size, the worst table's p99 frame time (dummy video driver):

- ``bench screens_frame_p99_1080 T ms`` and ``bench screens_frame_p99_1600 T ms``: the
  largest of a 4-bot Pook game's, a 5-player RÖK throw's and a Totem bot game's p99
  (bar: ≤ 8 ms, half the 60 Hz budget), each table's the median of three runs (the
  machine is shared);
- ``bench screens_<game>_p99_<height> T ms``: each table's own figure behind it;
- ``bench screens_frame_cpu_p99_<height> T ms``: the same worst p99, of the CPU time each
  frame spent on this thread: what the frames cost us, apart from the waits other
  processes impose on a shared machine (the wall-clock figures include those).
"""

from __future__ import annotations

import statistics
from typing import Any

from tools.benchlib import percentile, report
from tools.benchtable import table_frame_times

SIZES = {"1080": (1920, 1080), "1600": (2560, 1600)}


def flying(scene: object) -> bool:
    """The frames of a live RÖK throw (as ``rok_frame_p99`` counts them)."""
    return getattr(scene, "live", None) is not None and getattr(scene, "live_kind", "") == "throw"


def median_p99(game: str, players: int, **kwargs: Any) -> tuple[float, float]:
    """The median over three seeded runs of the wall-clock p99 and of the CPU-time p99 (ms)."""
    walls, cpus = [], []
    for seed in (1, 2, 3):
        cpu: list[float] = []
        walls.append(1000 * percentile(table_frame_times(game, players, seed=seed, cpu=cpu,
                                                         **kwargs), 99))
        cpus.append(1000 * percentile(cpu, 99))
    return statistics.median(walls), statistics.median(cpus)


def run() -> None:
    for name, size in SIZES.items():
        figures = {
            "pook": median_p99("pook", 4, window_size=size),
            "rok": median_p99("rok", 5, frames=600, only=flying, skip_dt=0.1, window_size=size),
            "totem": median_p99("totem", 2, window_size=size),
        }
        for game, (wall, _) in figures.items():
            report(f"screens_{game}_p99_{name}", wall, "ms")
        report(f"screens_frame_p99_{name}", max(wall for wall, _ in figures.values()), "ms")
        report(f"screens_frame_cpu_p99_{name}", max(cpu for _, cpu in figures.values()), "ms")


if __name__ == "__main__":
    run()
