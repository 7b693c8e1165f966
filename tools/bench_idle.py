"""Quiet on a laptop's battery: the app's CPU while nobody touches it, and how
soon an event wakes it.

- ``idle_cpu_menu_pct``, ``idle_cpu_table_pct`` (a Totem and a Pook table waiting for the
  human's move: the worse), ``idle_cpu_rok_pct`` (a RÖK table at rest before the human's
  throw): the app's process CPU time over 10 s of wall time, once the pointer has rested for
  three seconds. The app runs under Xvfb (a real X window, as a player's; 1280×800 window
  on a 1600×1000 screen, and fullscreen on a 1920×1080 one, scaled): both are printed, the
  worse is the figure. Needs Xvfb and xdotool (``apt-get install xvfb xdotool``).
- ``idle_wake_ms_p99``: in the process (dummy driver), an input event posted at a random
  moment while the menu rests, to the end of the frame that shows it; 40 events.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import tempfile
import threading
import time
from pathlib import Path

from tools.benchlib import percentile, report

SECONDS = 10.0
SIZES = (("1280x800", "1600x1000", False), ("1920x1080", "1920x1080", True))
"""Each size's label, the X screen, and whether the app goes fullscreen (F11) on it."""


def process_cpu(pid: int) -> float:
    """Seconds of CPU the process has used (user and system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_share(driver, settle: float = 8.0) -> float:
    """The app's CPU over :data:`SECONDS` of wall time, in % of a core, the pointer away
    (after ``settle`` seconds: a bot's first move staged, a "game saved" notice gone)."""
    driver.move(1270, 790)  # the canvas's corner: nothing hovers there
    time.sleep(settle)
    pid = driver.process.pid
    used, started = process_cpu(pid), time.monotonic()
    time.sleep(SECONDS)
    return 100 * (process_cpu(pid) - used) / (time.monotonic() - started)


def open_table(driver, game: str, ready) -> None:
    driver.press_button(f"#tile_{game}")
    driver.press_button("#start")
    driver.wait_for(lambda s: ready(s) and not s.get("moving"), 60)


def under_xvfb() -> dict[str, float]:
    from tools.drive import running_app
    from tools.drive_screens import back_to_menu

    figures: dict[str, float] = {}
    out = Path(tempfile.mkdtemp(prefix="tablee-idle-"))
    for label, screen, fullscreen in SIZES:
        args = argparse.Namespace(command=None, seed=1, display=None, out=out, lang="en")
        with running_app(args, screen) as driver:
            driver.wait_for(lambda s: s["scene"] == "MenuScene", 60)
            if fullscreen:
                driver.key("F11")
                driver.wait_for(lambda s: s["fullscreen"], 30)
                driver.window = driver.find_window()  # SDL made the window anew
            figures[f"menu_{label}"] = idle_share(driver)
            print(f"# menu at {label}: {figures[f'menu_{label}']:.1f} %", flush=True)
            for game in ("totem", "pook"):
                open_table(driver, game, lambda s: bool(s["gestures"]))
                figures[f"{game}_{label}"] = idle_share(driver)
                print(f"# {game} at {label}: {figures[f'{game}_{label}']:.1f} %", flush=True)
                back_to_menu(driver)
            open_table(driver, "rok", lambda s: "throw" in s["gestures"])
            figures[f"rok_{label}"] = idle_share(driver)
    shutil.rmtree(out, ignore_errors=True)
    return figures


def wake_latencies(samples: int = 40) -> list[float]:
    """Milliseconds from an event posted while the menu rests to the end of the frame
    drawn for it (the event comes from another thread, as the OS's would)."""
    import pygame

    from scenes.app.loop import App, AppOptions

    folder = Path(tempfile.mkdtemp(prefix="tablee-wake-"))
    app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=60))
    rng, latencies = random.Random(7), []
    try:
        app.last_input = 0.0
        for _ in range(900):
            if app.resting():
                break
            app.step()
        for _ in range(samples):
            posted: list[float] = []
            delay = rng.uniform(0.05, 0.5)

            def post(delay: float = delay, posted: list[float] = posted) -> None:
                time.sleep(delay)
                posted.append(time.perf_counter())
                pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))

            thread = threading.Thread(target=post)
            flips = app.flips
            thread.start()
            while app.flips == flips:
                app.step()
            latencies.append(1000 * (time.perf_counter() - posted[0]))
            thread.join()
            while not app.resting():  # the drawn frame ends the rest; wait for the next
                app.step()
    finally:
        app.close()
        shutil.rmtree(folder, ignore_errors=True)
    return latencies


def run() -> None:
    latencies = wake_latencies()
    report("idle_wake_ms_p99", percentile(latencies, 99), "ms")
    report("idle_wake_ms_median", percentile(latencies, 50), "ms")
    if not (shutil.which("Xvfb") and shutil.which("xdotool")):
        print("# idle: the CPU figures need Xvfb and xdotool (apt-get install xvfb xdotool)")
        return
    figures = under_xvfb()
    for name, value in sorted(figures.items()):
        report(f"idle_cpu_{name}_pct", value, "%")
    report("idle_cpu_menu_pct", max(v for k, v in figures.items() if k.startswith("menu")), "%")
    report("idle_cpu_table_pct", max(v for k, v in figures.items()
                                     if k.startswith(("totem", "pook"))), "%")
    report("idle_cpu_rok_pct", max(v for k, v in figures.items() if k.startswith("rok")), "%")
