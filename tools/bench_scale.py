"""``make bench ONLY=scale``: the app beside 10,000 unfinished and 10,000 finished games.

The games are real records written by ``tools/scale_games.py`` (seeded: the same files on
any machine), then the app is measured in a fresh process of its own, so its peak memory is
its alone:

    bench scale_index_rebuild_s S s      first start with no index: from the menu's first frame
                                         until the index lists all 20,000 files
    bench scale_frame_p99_ms T ms        p99 of the menu's frames (paced at 60 fps; the time
                                         each frame's work took) during that rebuild
    bench scale_menu_ready_ms T ms       the menu shown to Continue usable, index made: the
                                         worse of a fresh start and a return from a table
    bench scale_saved_games_open_ms T ms a click on Saved games to its first drawn frame
    bench scale_history_open_ms T ms     a click on Games played to its first drawn frame
    bench scale_page_ms T ms             the slowest of 20 page turns (Next, both screens),
                                         click to drawn frame
    bench scale_stats_ms T ms            a player picked for the stats to the drawn frame
                                         (the SQL and the panel drawn again), the slowest player
    bench scale_rss_peak_mb M MB         the app process's peak resident memory through it all

Each time beside its wall clock (the figure the bars are for) is printed again as the CPU time
the frame thread spent (``scale_..._cpu``): on a machine whose cores others are using, the wall
clock counts their work too, the CPU time only ours.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

from tools.bench_memory import resident_mb
from tools.benchlib import percentile, report

UNFINISHED = FINISHED = 10_000
FRAME = 1 / 60


def run() -> None:
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    with tempfile.TemporaryDirectory(prefix="tablee-scale-") as folder:
        start = time.perf_counter()
        subprocess.run([sys.executable, "tools/scale_games.py", str(Path(folder) / "data"),
                        "--unfinished", str(UNFINISHED), "--finished", str(FINISHED)],
                       cwd=root, env=env, check=True, stdout=subprocess.DEVNULL)
        print(f"# {UNFINISHED:,} unfinished and {FINISHED:,} finished games written in "
              f"{time.perf_counter() - start:.1f} s", flush=True)
        subprocess.run([sys.executable, "-m", "tools.bench_scale", folder], cwd=root, env=env,
                       check=True)


class Span:
    """Wall-clock and frame-thread CPU milliseconds since it was made."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.thread_time()

    def ms(self) -> tuple[float, float]:
        return (1000 * (time.perf_counter() - self.wall),
                1000 * (time.thread_time() - self.cpu))


def frames_until(app, done: Callable[[], bool], span: Span | None = None,
                 limit: float = 30.0) -> tuple[float, float]:
    """Frames back to back until ``done()`` after a drawn frame; the wall and CPU milliseconds
    since ``span`` began (by default: now)."""
    span = span or Span()
    while True:
        app.frame(FRAME)
        if done():
            return span.ms()
        if span.ms()[0] > 1000 * limit:
            raise RuntimeError("waited too long")


def report_both(name: str, times: list[tuple[float, float]]) -> None:
    """The worst wall time as ``name``, the worst CPU time as ``name_cpu``."""
    report(name, max(wall for wall, _ in times), "ms")
    report(name.replace("_ms", "_cpu_ms"), max(cpu for _, cpu in times), "ms")


def click(app, object_id: str) -> Span:
    """A click on a widget: moved over it, pressed and released (the release acts); the span
    starts at the release."""
    import pygame

    from scenes.app.smoke import Probe

    probe = Probe(app)
    centre = probe.find(object_id).rect.center
    probe.move(centre)
    app.frame(FRAME)
    probe.press(pygame.MOUSEBUTTONDOWN, centre)
    app.frame(FRAME)
    span = Span()
    probe.press(pygame.MOUSEBUTTONUP, centre)
    return span


def continue_usable(app) -> bool:
    button = app.stack.top.continue_button if type(app.stack.top).__name__ == "MenuScene" \
        else None
    return button is not None and button.is_enabled and button.visible


def paced_frames(app, busy: Callable[[], bool]) -> tuple[list[float], list[float]]:
    """Frames at 60 fps while ``busy()``: each frame's wall and CPU seconds (its work only)."""
    wall: list[float] = []
    cpu: list[float] = []
    due = time.perf_counter()
    while busy():
        begin, begin_cpu = time.perf_counter(), time.thread_time()
        app.frame(FRAME)
        wall.append(time.perf_counter() - begin)
        cpu.append(time.thread_time() - begin_cpu)
        due += FRAME
        time.sleep(max(0.0, due - time.perf_counter()))  # a 60 fps pace, as the app keeps
    return wall, cpu


def back_to_the_menu(app, span: Span) -> tuple[tuple[float, float], list[float], list[float]]:
    """Frames at 60 fps from a click on Quit to menu until Continue is usable (its time),
    then until the menu's refresh (the index compared with the folder) has ended (those
    frames: the menu's while it scans)."""
    indexer = app.ctx.indexer
    ready: list[tuple[float, float]] = []
    runs = indexer.runs  # the refresh the menu starts when it shows again ends as runs + 1

    def until_ready() -> bool:
        if continue_usable(app):
            ready.append(span.ms())
        return not ready

    paced_frames(app, until_ready)  # the table's teardown, the menu shown again
    wall, cpu = paced_frames(app, lambda: indexer.runs <= runs or indexer.running)
    return ready[0], wall or [0.0], cpu or [0.0]


def rebuild(folder: Path) -> tuple[float, list[float], list[float]]:
    """A first start with no index: the rebuild's seconds, and the frames meanwhile."""
    from scenes.app.loop import App, AppOptions

    app = App(AppOptions(language="en", config_dir=folder / "config",
                         data_dir=folder / "data", fps=60))
    app.frame(FRAME)
    app.frame(FRAME)  # the menu starts the refresh from its second frame
    indexer = app.ctx.indexer
    start = time.perf_counter()
    wall, cpu = paced_frames(app, lambda: not (indexer.runs and not indexer.running))
    took = time.perf_counter() - start
    listed = app.ctx.saves.index.unfinished_count() + app.ctx.saves.index.finished_count()
    print(f"# rebuild: {listed:,} rows, {len(wall)} frames drawn meanwhile, the slowest "
          f"{1000 * max(wall):.1f} ms", flush=True)
    app.close()
    return took, wall, cpu


def measure(folder: Path) -> None:
    import pygame

    from scenes.app.loop import App, AppOptions

    rebuild_s, wall, cpu = rebuild(folder)
    report("scale_index_rebuild_s", rebuild_s, "s")

    app = App(AppOptions(language="en", config_dir=folder / "config", data_dir=folder / "data",
                         fps=0))
    fresh = frames_until(app, lambda: continue_usable(app))  # from the first frame on
    click(app, "#menu_continue")
    frames_until(app, lambda: hasattr(app.stack.top, "session") or
                 type(app.stack.top).__name__ == "CurtainScene")
    if type(app.stack.top).__name__ == "CurtainScene":  # a hot-seat game opens behind it
        click(app, "#curtain_ready")
        frames_until(app, lambda: hasattr(app.stack.top, "session"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    frames_until(app, lambda: type(app.stack.top).__name__ == "PauseOverlay")
    back, wall_back, cpu_back = back_to_the_menu(app, click(app, "#pause_quit"))
    print(f"# menu ready: fresh start {fresh[0]:.0f} ms, back from a table {back[0]:.0f} ms "
          "(from the click on Quit to menu: the table's teardown included)")
    report_both("scale_menu_ready_ms", [fresh, back])
    print(f"# frames p99: {1000 * percentile(wall, 99):.1f} ms during the rebuild, "
          f"{1000 * percentile(wall_back, 99):.1f} ms over the {len(wall_back)} frames the menu "
          "drew back from a table while its refresh compared the folder with the index")
    report("scale_frame_p99_ms", 1000 * max(percentile(wall, 99), percentile(wall_back, 99)),
           "ms")
    report("scale_frame_cpu_p99_ms", 1000 * max(percentile(cpu, 99),
                                                percentile(cpu_back, 99)), "ms")

    pages = []
    for button, screen, name in (("#menu_saved_games", "SavedGamesScene", "saved_games"),
                                 ("#menu_history", "HistoryScene", "history")):
        frames_until(app, lambda: continue_usable(app))
        took = frames_until(app, lambda screen=screen: type(app.stack.top).__name__ == screen,
                            click(app, button))
        report_both(f"scale_{name}_open_ms", [took])
        scene = app.stack.top
        for _ in range(10):
            page = scene.page
            pages.append(frames_until(app, lambda scene=scene, page=page: scene.page != page,
                                      click(app, "#next")))
        if screen == "HistoryScene":
            stats = []
            for player in scene.names:
                span = Span()
                scene.pick_player(player)
                app.frame(FRAME)
                stats.append(span.ms())
                assert scene.stats is not None and scene.stats.name == player
            print(f"# stats of {len(stats)} players: {min(w for w, _ in stats):.0f}-"
                  f"{max(w for w, _ in stats):.0f} ms")
            report_both("scale_stats_ms", stats)
        app.stack.pop()
    report_both("scale_page_ms", pages)
    app.close()
    report("scale_rss_peak_mb", resident_mb("VmHWM"), "MB")


if __name__ == "__main__":
    warnings.filterwarnings("ignore", message="no fast renderer available")
    measure(Path(sys.argv[1]))
