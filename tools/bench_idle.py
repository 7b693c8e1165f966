"""Quiet on a laptop's battery: the app's CPU while nobody touches it, how often its loop
wakes then, and how soon an event wakes it.

- ``idle_cpu_menu_pct``, ``idle_cpu_table_pct`` (a Totem and a Pook table waiting for the
  human's move: the worse), ``idle_cpu_rok_pct`` (RÖK at rest: before the human's throw, and
  a bot's throw waiting for the human's Space: the worse): the app's process CPU time over
  :data:`SECONDS` of wall time (from /proc/PID/stat), once the pointer has rested for a few
  seconds. The app runs under Xvfb (a real X window, as a player's; 1280×800 window on a
  1600×1000 screen, and fullscreen on a 1920×1080 one, scaled): each is printed, the worse
  is the figure. Needs Xvfb and xdotool (``apt-get install xvfb xdotool``).
- ``idle_wakeups_per_s``: loop passes a second at rest, counted in the process (dummy
  driver) over :data:`SECONDS` on the menu, a Totem table on the human's move, a RÖK table
  whose bot's throw waits for Space, and a hot seat's "Pass to P2": the most of them.
- ``idle_wake_ms_p99``: in the process, an input event posted at a random moment while the
  menu rests, to the end of the frame that shows it; 40 events.

The machine's load average is printed before and after each CPU figure (a shared machine
makes them noisy). To measure quietly: ``make bench ONLY=idle`` when nothing else runs;
``TABLEE_IDLE_SECONDS`` sets the span (default 10), ``TABLEE_IDLE_DISPLAY`` the X display
to start Xvfb on (default: the first free one from :99), ``TABLEE_IDLE_XVFB=0`` leaves the
CPU figures out.
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

SECONDS = float(os.environ.get("TABLEE_IDLE_SECONDS", "10"))
SIZES = (("1280x800", "1600x1000", False), ("1920x1080", "1920x1080", True))
"""Each size's label, the X screen, and whether the app goes fullscreen (F11) on it."""


def process_cpu(pid: int) -> float:
    """Seconds of CPU the process has used (user and system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def idle_share(driver, name: str, settle: float = 8.0) -> float:
    """The app's CPU over :data:`SECONDS` of wall time, in % of a core, the pointer away
    (after ``settle`` seconds: a bot's first move staged, a "game saved" notice gone)."""
    driver.move(1270, 790)  # the canvas's corner: nothing hovers there
    time.sleep(settle)
    pid = driver.process.pid
    before = load()
    used, started = process_cpu(pid), time.monotonic()
    time.sleep(SECONDS)
    share = 100 * (process_cpu(pid) - used) / (time.monotonic() - started)
    print(f"# {name}: {share:.2f} % (load {before} → {load()})", flush=True)
    return share


def open_table(driver, game: str, ready) -> None:
    driver.press_button(f"#tile_{game}")
    driver.press_button("#start")
    driver.wait_for(lambda s: ready(s) and not s.get("moving"), 60)


def bot_throws_first(data: Path) -> None:
    """A saved RÖK game not yet begun whose first thrower is a bot, the person second: its
    throw waits for the person's Space (the setting is on)."""
    from game.saves import BOT, HUMAN, SavedGame, SaveLibrary, Seat

    saved = SavedGame.start("rok", 1, (Seat("Robot", BOT, "normal"), Seat("You", HUMAN)), {})
    SaveLibrary(data / "games").write(saved)


def under_xvfb() -> dict[str, float]:
    from tools.drive import running_app
    from tools.drive_screens import back_to_menu

    figures: dict[str, float] = {}
    out = Path(tempfile.mkdtemp(prefix="tablee-idle-"))
    display = os.environ.get("TABLEE_IDLE_DISPLAY")
    for label, screen, fullscreen in SIZES:
        args = argparse.Namespace(command=None, seed=1, display=display, out=out, lang="en")
        with running_app(args, screen, settings={"throw_wait": True},
                         prepare=bot_throws_first) as driver:
            driver.wait_for(lambda s: s["scene"] == "MenuScene", 60)
            if fullscreen:
                driver.key("F11")
                driver.wait_for(lambda s: s["fullscreen"], 30)
                driver.window = driver.find_window()  # SDL made the window anew
            figures[f"menu_{label}"] = idle_share(driver, f"menu at {label}")
            driver.press_button("#menu_continue")  # the RÖK game whose bot throws first
            driver.wait_for(lambda s: s["scene"] == "RokScene", 60)
            figures[f"rok_space_{label}"] = idle_share(driver, f"rok, Space awaited, {label}")
            back_to_menu(driver)
            for game in ("totem", "pook"):
                open_table(driver, game, lambda s: bool(s["gestures"]))
                figures[f"{game}_{label}"] = idle_share(driver, f"{game} at {label}")
                back_to_menu(driver)
            open_table(driver, "rok", lambda s: "throw" in s["gestures"])
            figures[f"rok_{label}"] = idle_share(driver, f"rok, the human's throw, {label}")
    shutil.rmtree(out, ignore_errors=True)
    return figures


def resting_app(folder: Path):
    from scenes.app.loop import App, AppOptions

    return App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=60))


def settle(app, limit: int = 3000) -> None:
    """Loop passes until the app rests and nothing has been drawn for half a second (the
    saves it wrote have woken it and been read)."""
    for _ in range(limit):
        if app.resting():
            break
        app.step()
    for _ in range(limit):
        if app.ctx.library.built("saver"):
            app.ctx.saver.flush(5)
        flips, end = app.flips, time.monotonic() + 0.5
        while (left := end - time.monotonic()) > 0:
            app.step(left)
        if app.flips == flips:
            return


def start_table(app, scene, game: str, kinds: tuple[str, ...], seed: int):
    """A table of ``scene`` (seats P1, P2...: people or random bots) on top of the app (a
    hot seat's opens behind its curtain)."""
    from game.saves import HUMAN, Seat
    from scenes.frame.catalogue import GameSetup

    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else "random")
                  for i, kind in enumerate(kinds))
    app.stack.push(scene, GameSetup(game, seats, seed, {}))
    app.stack.apply_pending()
    return next(s for s in reversed(app.stack.scenes) if isinstance(s, scene))


def passes_a_second(app, seconds: float) -> float:
    """Loop passes a second over ``seconds`` of real time."""
    frames, end = app.frames, time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        app.step(left)
    return (app.frames - frames) / seconds


def wakeups(seconds: float) -> dict[str, float]:
    """Loop passes a second at rest on four screens (see the module)."""
    from game.saves import BOT, HUMAN
    from scenes.games.rok.scene import RokScene
    from scenes.games.totem.scene import TotemScene

    counted: dict[str, float] = {}
    folder = Path(tempfile.mkdtemp(prefix="tablee-wakeups-"))
    app = resting_app(folder)
    try:
        app.last_input = 0.0
        settle(app)
        counted["menu"] = passes_a_second(app, seconds)
        table = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed=3)
        settle(app)
        assert table.my_turn
        counted["totem"] = passes_a_second(app, seconds)
        app.ctx.change_settings(throw_wait=True)
        rok = start_table(app, RokScene, "rok", (BOT, HUMAN), seed=1)
        settle(app)
        assert rok.pace.awaiting_space
        counted["rok_space"] = passes_a_second(app, seconds)
        hot = start_table(app, TotemScene, "totem", (HUMAN, HUMAN), seed=3)
        app.stack.top.ready()  # the curtain: the first player sits down
        settle(app)
        mover = hot.session.current_player
        while hot.session.current_player == mover:
            hot.act(hot.legal[0])
            settle(app)
        assert hot.hand_over.seat is not None
        counted["handover"] = passes_a_second(app, seconds)
    finally:
        app.close()
        shutil.rmtree(folder, ignore_errors=True)
    return counted


def wake_latencies(samples: int = 40) -> list[float]:
    """Milliseconds from an event posted while the menu rests to the end of the frame
    drawn for it (the event comes from another thread, as the OS's would)."""
    import pygame

    folder = Path(tempfile.mkdtemp(prefix="tablee-wake-"))
    app = resting_app(folder)
    rng, latencies = random.Random(7), []
    try:
        app.last_input = 0.0
        settle(app)
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
    counted = wakeups(SECONDS)
    for name, value in sorted(counted.items()):
        report(f"idle_wakeups_{name}_per_s", value, "/s")
    report("idle_wakeups_per_s", max(counted.values()), "/s")
    if os.environ.get("TABLEE_IDLE_XVFB") == "0":
        return
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
