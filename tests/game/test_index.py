"""The SQLite index of saved games: the files stay the truth. Rows follow writes and deletes,
a refresh finds what changed behind the index's back, and an index deleted, damaged, of
another version or killed in the middle of an update still lists every game afterwards."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.core import Rng
from game.games import match_of
from game.index import INDEX_FILE, GameIndex
from game.indexed import IndexedLibrary
from game.listing import row_of
from game.saves import BOT, SAVE_SUFFIX, SavedGame, SaveLibrary, Seat
from game.stats import Finished, player_stats
from game.totem import random_action
from tools.scale_games import generate

ROOT = Path(__file__).resolve().parents[2]


def library_at(folder: Path) -> IndexedLibrary:
    return IndexedLibrary(folder / "games", GameIndex(folder / INDEX_FILE))


@pytest.fixture(scope="module")
def collection(tmp_path_factory):
    """150 real games (Pook, RÖK, Totem; finished and not) and 4 damaged files."""
    folder = tmp_path_factory.mktemp("collection")
    generate(folder, unfinished=60, finished=90, seed=3, pool=6, damaged=4)
    return folder


def truth(folder: Path):
    """What the files say, read the slow way: every file replayed (the library's scan)."""
    return SaveLibrary(folder / "games").scan()


def all_rows(index: GameIndex):
    unfinished = index.unfinished_page(0, 10**6)
    finished = index.finished_page(None, 0, 10**6)
    return unfinished, finished


def expected_rows(folder: Path):
    entries = truth(folder)
    listed = [e for e in entries if e.damaged or not e.saved.finished]
    finished = [e for e in entries if not e.damaged and e.saved.finished]
    return listed, finished


def assert_index_tells_the_truth(folder: Path, index: GameIndex) -> None:
    listed, finished = expected_rows(folder)
    unfinished_rows, finished_rows = all_rows(index)
    assert [r.name for r in unfinished_rows] == [e.name for e in listed]
    assert [r.name for r in finished_rows] == [e.name for e in finished]
    for row, entry in zip(unfinished_rows + finished_rows, listed + finished, strict=True):
        if entry.damaged:
            assert row.damaged
            continue
        assert row == row_of(entry.saved, entry.match.state)
    assert index.unfinished_count() == len(listed)
    assert index.finished_count() == len(finished)


def test_a_refresh_lists_every_file_as_the_files_say(collection, tmp_path):
    library = IndexedLibrary(collection / "games", GameIndex(tmp_path / INDEX_FILE))
    report = library.refresh()
    assert report.files == report.indexed == 154 and report.dropped == 0
    assert_index_tells_the_truth(collection, library.index)
    assert library.refresh().indexed == 0  # nothing changed: nothing read again


def test_the_stats_by_sql_are_the_stats_of_the_records(collection, tmp_path):
    library = IndexedLibrary(collection / "games", GameIndex(tmp_path / INDEX_FILE))
    library.refresh()
    games = [Finished(e.saved.record.game, e.saved.seats, tuple(e.match.state.winners()))
             for e in truth(collection) if not e.damaged and e.saved.finished]
    expected = player_stats(games)
    assert library.index.players() == sorted(expected)
    for name, stats in expected.items():
        assert library.index.player_stats(name) == stats, name
    assert library.index.player_stats("nobody") is None


def test_pages_and_filters_cut_the_same_list(collection, tmp_path):
    library = IndexedLibrary(collection / "games", GameIndex(tmp_path / INDEX_FILE))
    library.refresh()
    index = library.index
    for game in (None, "pook", "rok", "totem"):
        whole = index.finished_page(game, 0, 10**6)
        assert len(whole) == index.finished_count(game)
        assert all(game in (None, row.game) for row in whole)
        paged = [row for start in range(0, len(whole), 6)
                 for row in index.finished_page(game, start, 6)]
        assert paged == whole
    latest = index.latest_unfinished()
    assert latest == index.unfinished_page(0, 1)[0]
    assert index.latest_unfinished("rok").game == "rok"


def totem(name: str = "Léa") -> SavedGame:
    return SavedGame.start("totem", 3, (Seat(name), Seat("Robot", BOT, "easy")), {})


def test_rows_follow_writes_and_deletes(tmp_path):
    library = library_at(tmp_path)
    saved = totem()
    library.write(saved)
    assert library.index.latest_unfinished().name == saved.name
    match, rng = match_of(saved.record), Rng(1)
    for _ in range(3):
        match.play(str(random_action(match.state, rng)))
        saved = saved.advanced(match.record, False)
        library.write(saved, row_of(saved, match.state))
    assert library.index.latest_unfinished().actions == 3
    library.delete(saved.name)
    assert library.index.unfinished_count() == 0
    assert library.refresh().files == 0


def test_changes_behind_the_index_are_found_even_with_the_same_size_and_time(tmp_path):
    """A file rewritten by hand keeping its size and modification time: the inode says it."""
    library = library_at(tmp_path)
    saved = totem("Zoé")
    library.write(saved)
    path = tmp_path / "games" / saved.name
    before = path.stat()
    text = path.read_text(encoding="utf-8").replace('"Zoé"', '"Léo"')
    temp = path.with_name("x.tmp")
    temp.write_text(text, encoding="utf-8")
    os.utime(temp, ns=(before.st_atime_ns, before.st_mtime_ns))
    os.replace(temp, path)
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert library.refresh().indexed == 1
    assert library.index.latest_unfinished().seats[0].name == "Léo"
    (tmp_path / "games" / "copied.json").write_text(path.read_text(encoding="utf-8"))
    path.unlink()
    report = library.refresh()
    assert (report.indexed, report.dropped) == (1, 1)
    assert [r.name for r in library.index.unfinished_page(0, 9)] == ["copied.json"]


@pytest.mark.parametrize("damage", ["deleted", "garbage", "truncated", "text", "empty",
                                    "another schema", "a folder"])
def test_a_deleted_or_damaged_index_still_lists_every_game(collection, tmp_path, damage):
    """At the next start (a new process: a new index object), as the issue asks."""
    index_path = tmp_path / INDEX_FILE
    library = IndexedLibrary(collection / "games", GameIndex(index_path))
    library.refresh()
    library.index.close()
    if damage == "deleted":
        index_path.unlink()
    elif damage == "garbage":
        index_path.write_bytes(random.Random(1).randbytes(40_000))
    elif damage == "truncated":
        with open(index_path, "r+b") as stream:
            stream.truncate(index_path.stat().st_size // 3)
    elif damage == "text":
        index_path.write_text("not a database\n")
    elif damage == "empty":
        index_path.write_bytes(b"")
    elif damage == "another schema":
        import sqlite3

        db = sqlite3.connect(index_path)
        db.execute("PRAGMA user_version = 99")
        db.commit()
        db.close()
    else:
        index_path.unlink()
        index_path.mkdir()  # the index's place taken: it lives in memory for this run
    again = IndexedLibrary(collection / "games", GameIndex(index_path))
    again.refresh()
    assert_index_tells_the_truth(collection, again.index)
    assert (again.index.in_memory is not None) == (damage == "a folder")


def test_an_index_in_memory_first_asked_by_another_thread_closes_from_the_apps(tmp_path):
    """The index's thread asks first (the menu's refresh), the app's thread closes it at
    quit: closing raised "SQLite objects created in a thread can only be used in that same
    thread" whenever the data folder could not be written."""
    (tmp_path / "data").write_text("a file where the data folder should be")
    index = GameIndex(tmp_path / "data" / INDEX_FILE)

    def refresh() -> None:
        assert index.row_count() == 0
        index.release()

    worker = threading.Thread(target=refresh)
    worker.start()
    worker.join()
    assert index.in_memory
    index.close()
    assert index.row_count() == 0  # (asked again, it opens anew)
    index.close()


@pytest.mark.posix
def test_the_index_works_from_memory_when_its_folder_is_read_only(collection, own_folder):
    from tests.unprivileged import as_unprivileged, give

    shutil.copytree(collection / "games", own_folder / "games")
    give(own_folder)

    def check() -> None:
        data = own_folder / "data"
        data.mkdir()
        data.chmod(0o500)  # no index can be made here
        library = IndexedLibrary(own_folder / "games", GameIndex(data / INDEX_FILE))
        assert library.refresh().indexed == 154
        assert library.index.in_memory and library.index.finished_count() == 90

    as_unprivileged(check)


@pytest.mark.posix
def test_refresh_index_on_a_folder_it_cannot_write_says_so_and_fails(collection, own_folder):
    """``tablee --refresh-index DATA_DIR`` would only build the index in its own memory: it
    says why on stderr and exits 3, so neither a person nor the app takes it for done."""
    from game.indexed import refresh_main
    from tests.unprivileged import as_unprivileged, give

    shutil.copytree(collection / "games", own_folder / "games")
    give(own_folder)

    def check() -> None:
        own_folder.chmod(0o500)  # no index can be made beside the games
        import contextlib
        import io

        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            status = refresh_main(own_folder)
        assert status == 3
        assert "cannot write the index in" in said.getvalue()

    as_unprivileged(check)


def test_a_refresh_never_puts_an_older_row_over_a_newer_write(tmp_path):
    """The autosave writes a newer version while a refresh is reading the old one."""
    library = library_at(tmp_path)
    old = totem()
    library.write(old)
    (tmp_path / INDEX_FILE).unlink()  # force the refresh to read the file
    newer = SavedGame(old.record, old.seats, old.started, "2030-01-01T00:00:00Z", name=old.name,
                      hints=(1, 0))
    read = library.summarise

    def summarise_then_the_autosave_writes(name):
        found = read(name)
        library.write(newer)  # lands between the read and the refresh's own write
        return found

    library.summarise = summarise_then_the_autosave_writes
    library.refresh()
    assert library.index.latest_unfinished().updated == "2030-01-01T00:00:00Z"


WRITER = """
import sys, random
from pathlib import Path
sys.path.insert(0, sys.argv[2])
from game.index import GameIndex, INDEX_FILE
from game.indexed import IndexedLibrary
from game.saves import SavedGame, Seat, BOT
folder = Path(sys.argv[1])
library = IndexedLibrary(folder / "games", GameIndex(folder / INDEX_FILE))
rng = random.Random(int(sys.argv[3]))
print("ready", flush=True)
for i in range(10_000):
    seats = (Seat("Léa"), Seat("Bot", BOT, "easy"))
    saved = SavedGame.start("totem", rng.randrange(1000), seats, {})
    library.write(saved)
    if i % 7 == 0:
        library.refresh()
"""


@pytest.mark.posix
def test_killing_the_app_during_index_updates_loses_no_game(collection, tmp_path):
    """A writer killed (SIGKILL) at random moments of its writes and refreshes, ten times:
    the next start lists every file there is, each as the file says."""
    games = tmp_path / "games"
    games.mkdir()
    for path in sorted((collection / "games").iterdir())[:40]:
        (games / path.name).write_bytes(path.read_bytes())
    rng = random.Random(7)
    for run in range(10):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), str(ROOT),
                                   str(run)], stdout=subprocess.PIPE, text=True)
        assert writer.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.4))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    library = library_at(tmp_path)
    library.refresh()
    assert_index_tells_the_truth(tmp_path, library.index)
    assert library.index.unfinished_count() + library.index.finished_count() == len(
        [p for p in games.iterdir() if p.name.endswith(SAVE_SUFFIX)]) > 40


def test_a_refresh_stops_when_asked_and_the_next_one_goes_on(collection, tmp_path):
    library = IndexedLibrary(collection / "games", GameIndex(tmp_path / INDEX_FILE))
    seen = []
    report = library.refresh(progress=lambda done, total: seen.append((done, total)),
                             stop=lambda: len(seen) >= 1)
    assert report.stopped and seen == [(64, 154)]
    assert library.refresh().indexed == 154 - 64
    assert_index_tells_the_truth(collection, library.index)


def test_lone_surrogates_in_names_and_reasons_are_stored(tmp_path):
    library = library_at(tmp_path)
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "a.json").write_text(json.dumps({"format": "tablee-game/1",
                                                           "game": "\ud800"}))
    library.refresh()
    [row] = library.index.unfinished_page(0, 9)
    assert row.damaged and "\\ud800" in row.problem


@pytest.mark.parametrize(("game", "players"), [("pook", 4), ("totem", 2), ("rok", 3)])
def test_a_finished_games_row_keeps_what_decided_it_through_the_index(tmp_path, game,
                                                                      players):
    """Games played words a result as the end screen does, from the row alone (T26's totals,
    Pook's teams and table scores, RÖK's hoards): the row's ending is the final view's, and
    the index gives it back unchanged; a lesson is listed but not counted."""
    from tests.game.test_replay import random_record

    record = random_record(game, players, 5)
    seats = tuple(Seat(f"P{i}") for i in range(players))
    saved = SavedGame.start(game, 5, seats, {}).advanced(record, True)
    state = match_of(record).state
    row = row_of(saved, state)
    view = state.view(0)
    assert row.ending["winners"] == view["winners"] == list(state.winners())
    assert all(row.ending[key] == view[key] for key in row.ending if key != "options")
    if game == "pook":
        assert row.ending["options"] == {"teams": bool(view["options"]["teams"])}
    index = GameIndex(tmp_path / INDEX_FILE)
    lesson = SavedGame.start(game, 5, seats, {}, lesson=True).advanced(record, True)
    assert index.record([(row, None), (row_of(lesson, state), None)], lambda name: None) == 2
    listed = index.finished_page(None, 0, 10)
    assert {r.name: r.ending for r in listed} == {saved.name: row.ending,
                                                  lesson.name: row.ending}
    assert [r.name for r in index.finished_page(None, 0, 10, lesson=True)] == [lesson.name]
    stats = index.player_stats("P0")
    assert stats is not None and stats.total.played == 1  # the lesson is not counted
    index.close()
