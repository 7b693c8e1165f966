"""Benchmarks: ``make bench`` runs every area, ``make bench ONLY=pook`` one of them.

Each area lives in ``tools/bench_<area>.py`` with a ``run()`` that prints
``bench NAME VALUE UNIT`` lines (see tools/benchlib.py).
"""

from __future__ import annotations

import importlib
import os
import sys
import warnings
from pathlib import Path

AREAS = ("menu", "pook", "totem", "rok", "bots", "screens", "saves", "replays", "memory",
         "pace", "scale", "idle", "sound", "review", "lan", "ratings", "practice")


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["TABLEE_LISTEN"] = "127.0.0.1:0"  # whatever a bench hosts speaks loopback only
    warnings.filterwarnings("ignore", message="no fast renderer available")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    wanted = argv or list(AREAS)
    unknown = [a for a in wanted if a not in AREAS]
    if unknown:
        print(f"unknown area(s) {', '.join(unknown)}; choose from {', '.join(AREAS)}")
        return 2
    for area in wanted:
        try:
            module = importlib.import_module(f"tools.bench_{area}")
        except ModuleNotFoundError as exc:
            if exc.name != f"tools.bench_{area}":
                raise
            print(f"# {area}: no benchmark yet")
            continue
        print(f"# {area}")
        module.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
