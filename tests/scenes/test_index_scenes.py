"""The menu, Saved games and Games played read the index: nothing is replayed to list games,
a long refresh shows its progress and Continue follows it, and an app killed while filling
its index — or started with the index deleted or damaged — lists every game next time."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.index import INDEX_FILE
from game.saves import SaveLibrary
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.kit.regions import problems
from scenes.kit.viewport import SMALLEST_CANVAS
from scenes.shell.history import HistoryScene
from scenes.shell.saved_games import SavedGamesScene
from tests.scenes.conftest import run_frames
from tools.scale_games import generate

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def collection(tmp_path_factory):
    """600 games (a quarter unfinished) and 3 damaged files: a refresh long enough to watch."""
    folder = tmp_path_factory.mktemp("data")
    generate(folder, unfinished=150, finished=450, seed=5, pool=8, damaged=3)
    return folder


def app_on(folder: Path, config: Path) -> App:
    return App(AppOptions(language="en", config_dir=config, data_dir=folder, fps=0,
                          fixed_dt=1 / 60))


def settle(app: App, frames: int = 20_000):
    menu = app.stack.top
    for _ in range(frames):
        app.frame(1 / 60)
        if menu.settled:
            return menu
    raise AssertionError("the menu never settled")


def truth(folder: Path):
    entries = SaveLibrary(folder / "games").scan()
    unfinished = [e for e in entries if e.damaged or not e.saved.finished]
    finished = [e for e in entries if not e.damaged and e.saved.finished]
    return unfinished, finished


def assert_lists_everything(app: App, folder: Path) -> None:
    unfinished, finished = truth(folder)
    menu = settle(app)
    assert menu.listing.unfinished == len(unfinished)
    assert menu.continue_row.name == unfinished[0].name
    index = app.ctx.saves.index
    assert [r.name for r in index.unfinished_page(0, 10**6)] == [e.name for e in unfinished]
    assert [r.name for r in index.finished_page(None, 0, 10**6)] == [e.name for e in finished]


def copy_of(collection: Path, into: Path) -> Path:
    (into / "games").mkdir(parents=True)
    for path in (collection / "games").iterdir():
        (into / "games" / path.name).write_bytes(path.read_bytes())
        os.utime(into / "games" / path.name, ns=(path.stat().st_atime_ns,
                                                  path.stat().st_mtime_ns))
    return into


def test_a_first_start_beside_many_games_shows_its_progress_and_continue_early(collection,
                                                                               tmp_path):
    folder = copy_of(collection, tmp_path / "data")
    app = app_on(folder, tmp_path)
    try:
        menu, seen, continue_early, overlaps = app.stack.top, [], False, []
        for _ in range(20_000):
            app.frame(1 / 60)
            words = menu.progress_words()
            if words is not None:
                seen.append(words)
                continue_early |= menu.continue_button is not None
                regions = menu.regions()
                assert any(region.name == "progress" for region in regions)
                overlaps += problems(regions, (0, 0, *SMALLEST_CANVAS))
            if menu.settled:
                break
        assert seen and seen[0].startswith("Reading saved games: ") and " of 603" in seen[-1]
        assert overlaps == []
        assert continue_early, "Continue waited for the whole refresh"
        assert_lists_everything(app, folder)
    finally:
        app.close()


def test_the_screens_list_a_page_from_the_index_without_reading_files(collection, tmp_path,
                                                                      monkeypatch):
    folder = copy_of(collection, tmp_path / "data")
    app = app_on(folder, tmp_path)
    try:
        settle(app)

        def no_reading(read):
            """The frame thread never reads a file to list it (a player's pace at RÖK is
            measured from their files on a thread of its own)."""
            def reading(name):
                if threading.current_thread() is threading.main_thread():
                    raise AssertionError(f"{name} was read to list it")
                return read(name)
            return reading

        monkeypatch.setattr(app.ctx.saves, "load", no_reading(app.ctx.saves.load))
        monkeypatch.setattr(app.ctx.saves.store, "read_stated",
                            no_reading(app.ctx.saves.store.read_stated))
        unfinished, finished = truth(folder)
        probe = Probe(app)
        run_frames(app, probe.click("#menu_saved_games"))
        screen = app.stack.top
        assert isinstance(screen, SavedGamesScene) and screen.total == len(unfinished)
        rows = screen.rows_per_page  # (as many as the canvas holds: test_saves_scene.py)
        for page in range(3):
            assert [r.name for r in screen.shown] == [e.name for e in
                                                      unfinished[rows * page:rows * (page + 1)]]
            run_frames(app, probe.click("#next"))
        run_frames(app, probe.key(27))  # Esc
        run_frames(app, probe.click("#menu_history"))
        history = app.stack.top
        assert isinstance(history, HistoryScene) and history.total == len(finished)
        run_frames(app, probe.click("#filter_rok"))
        assert history.total == sum(e.saved.record.game == "rok" for e in finished)
        assert history.stats is not None and history.stats.name == history.player
    finally:
        app.close()


@pytest.mark.parametrize("damage", ["deleted", "garbage", "truncated"])
def test_an_index_deleted_or_damaged_lists_every_game_at_the_next_start(collection, tmp_path,
                                                                        damage):
    folder = copy_of(collection, tmp_path / "data")
    app = app_on(folder, tmp_path)
    settle(app)
    app.close()
    index = folder / INDEX_FILE
    if damage == "deleted":
        index.unlink()
    elif damage == "garbage":
        index.write_bytes(b"\x00garbage" * 5000)
    else:
        with open(index, "r+b") as stream:
            stream.truncate(index.stat().st_size // 2)
    app = app_on(folder, tmp_path)
    try:
        assert_lists_everything(app, folder)
    finally:
        app.close()


@pytest.mark.posix
def test_killing_the_app_while_it_fills_its_index_lists_every_game_next_time(collection,
                                                                             tmp_path):
    """The app, a real process, SIGKILLed while its first refresh is writing rows."""
    folder = copy_of(collection, tmp_path / "data")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([sys.executable, "-m", "scenes", "--data-dir", str(folder),
                                "--config-dir", str(tmp_path / "config")], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rows = 0
    deadline = time.monotonic() + 60
    while rows < 100 and time.monotonic() < deadline:  # some rows in: the refresh is under way
        time.sleep(0.02)
        rows = indexed_rows(folder / INDEX_FILE)
    process.send_signal(signal.SIGKILL)
    process.wait()
    left = indexed_rows(folder / INDEX_FILE)
    assert 100 <= left < 603, f"{left} rows: not killed in the middle of the refresh"
    deadline = time.monotonic() + 20
    while refreshers(folder) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert refreshers(folder) == [], "the refresh's own process outlived its app"
    app = app_on(folder, tmp_path)
    try:
        assert_lists_everything(app, folder)
    finally:
        app.close()


def indexed_rows(path: Path) -> int:
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1)
        try:
            return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
        finally:
            db.close()
    except sqlite3.Error:
        return 0


def refreshers(folder: Path) -> list[int]:
    """Processes refreshing ``folder``'s index (``tablee --refresh-index``), from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            words = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"--refresh-index" in words and os.fsencode(folder) in words:
            found.append(int(entry.name))
    return found
