"""Screens benchmark: the window a player gets, the Pook board's size in it, words whole and
grown at every size, the focus ring, and frame times at 1920×1080.

``make bench ONLY=screens`` prints:

- ``window_share_pct D P %``: at first start on a D desktop (1366×768, 1280×720), the
  smaller of the picture's width and height shares of the desktop. Measured on a real X
  window (Xvfb of that size, SDL's x11 driver, no window manager) when Xvfb is installed,
  else worked out by the same functions the app calls (said in the line's name: ``_xvfb`` or
  ``_computed``). Bar: ≥ 88.
- ``pook_board_card_px W px`` and ``pook_card_digit_px H px``: a board card's width and its
  number's height in window pixels on a 1366×768 laptop's first window (1334×688), in a
  4-seat game once the square that can hold cards is 5×5 (bars ≥ 72 and ≥ 14).
- ``words_cut N`` and ``text_not_grown N``: what tools/screen_walk.py finds over every
  screen × 3 sizes × 2 languages × 2 text sizes, the three reviews at 1366×768 in French at
  150 % (bars: 0; each finding is printed above the figure).
- ``focus_ring_px_150 W px``: the focus ring's light band at 150 % text, in window pixels,
  on the smallest of the three first windows' scales (bar ≥ 3).
- ``screens_<game>_p99_1080 T ms``, ``screens_frame_p99_1080`` (the worst) and
  ``screens_frame_cpu_p99_1080``: each table's p99 frame time at 1920×1080, drawn at size
  (bar ≤ 4 ms), the median of three seeded runs; the same at 2560×1600 (a whole factor up)
  and in a 1366×768 laptop's first window (1334×688: the canvas shrunk, averaged).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tools.benchlib import percentile, report
from tools.benchtable import table_frame_times

SIZES = {"1080": (1920, 1080), "1600": (2560, 1600), "768": (1334, 688)}
DESKTOPS = {"1366x768": (1366, 768), "1280x720": (1280, 720)}
REVIEWS = ("pook", "rok", "totem")
ROOT = Path(__file__).resolve().parent.parent

FIRST_WINDOW = """
import json, sys, tempfile
from pathlib import Path
import pygame
from scenes.app.loop import App, AppOptions
with tempfile.TemporaryDirectory() as folder:
    app = App(AppOptions(language="en", config_dir=Path(folder), data_dir=Path(folder) / "d",
                         fps=0))
    app.frame(0.1)
    view = app.screen.viewport
    print(json.dumps({"window": list(pygame.display.get_window_size()),
                      "picture": list(view.rect), "canvas": list(view.canvas)}))
    app.close()
"""


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


def first_window_on_xvfb(desktop: tuple[int, int], display: str) -> dict[str, Any] | None:
    """The app started on an Xvfb screen of ``desktop``'s size: its window and picture."""
    if shutil.which("Xvfb") is None:
        return None
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{desktop[0]}x{desktop[1]}x24",
                               "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
               "SDL_AUDIODRIVER": "dummy"}
        done = subprocess.run([sys.executable, "-c", FIRST_WINDOW], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60, check=False)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        return json.loads(lines[-1]) if lines else None
    finally:
        server.terminate()
        server.wait(10)


def window_shares() -> None:
    from scenes.kit.viewport import Viewport, first_window

    for number, (name, desktop) in enumerate(DESKTOPS.items()):
        seen = first_window_on_xvfb(desktop, f":{187 + number}")
        if seen is not None:
            picture, how = seen["picture"], "xvfb"
        else:
            picture, how = list(Viewport.fit(first_window(desktop)).rect), "computed"
        share = 100 * min(picture[2] / desktop[0], picture[3] / desktop[1])
        report(f"window_share_pct_{name}_{how}", share, "%")


def pook_board() -> None:
    """A board card's width and number height on a 1366×768 laptop, mid-game."""
    from game.saves import BOT, HUMAN, Seat
    from scenes.app.loop import App, AppOptions
    from scenes.frame.catalogue import GameSetup
    from scenes.games.pook.layout import available
    from scenes.games.pook.scene import PookScene

    seats = (Seat("Léa", HUMAN), *(Seat(f"Bot {i}", BOT, "random") for i in (1, 2, 3)))
    with tempfile.TemporaryDirectory() as folder:
        app = App(AppOptions(language="en", config_dir=Path(folder), data_dir=Path(folder) / "d",
                             fps=0, fixed_dt=0.1, window_size=(1334, 688), seed=3))
        try:
            app.stack.push(PookScene, GameSetup("pook", seats, 3, {}))
            app.stack.apply_pending()
            table = app.stack.top
            assert isinstance(table, PookScene)
            for _ in range(3000):  # play on until only a 5×5 square can still hold cards
                placed = table.view.get("table") or []
                if placed and len(available(placed)) <= 25 and not table.board.moving \
                        and table.my_turn:
                    break
                if table.my_turn and not table.board.moving and table.legal:
                    table.act(table.legal[0])
                app.frame(0.1)
            for _ in range(40):  # the board's glide to its new size ends
                app.frame(0.1)
            scale = app.screen.viewport.scale
            report("pook_board_card_px", table.board_card_size()[0] * scale, "px")
            report("pook_card_digit_px", table.card_digit_px() * scale, "px")
        finally:
            app.close()


def words() -> None:
    from scenes.kit.focus import ring_bands
    from scenes.kit.viewport import Viewport
    from tools.screen_walk import WINDOWS, walk

    cut = grown = 0
    for desktop, window in sorted(WINDOWS.items()):
        for language in ("en", "fr"):
            for text_scale in (100, 150):
                hardest = (desktop, language, text_scale) == ("1366x768", "fr", 150)
                with tempfile.TemporaryDirectory() as folder:  # (reviews take a minute each:
                    found = walk(window, language, text_scale, Path(folder),  # the hardest
                                 REVIEWS if hardest else ())  # pair has them)
                for screen, what in found.cut:
                    print(f"  cut {desktop} {language} {text_scale}: {screen}: {what}")
                for screen, what in found.not_grown:
                    print(f"  not grown {desktop} {language} {text_scale}: {screen}: {what}")
                cut += len(found.cut)
                grown += len(found.not_grown)
    report("words_cut", cut, "")
    report("text_not_grown", grown, "")
    smallest = min(Viewport.fit(window).scale for window in WINDOWS.values())
    report("focus_ring_px_150", ring_bands(1.5)[0] * smallest, "px")


def frames() -> None:
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


def run() -> None:
    window_shares()
    pook_board()
    words()
    frames()


if __name__ == "__main__":
    run()
