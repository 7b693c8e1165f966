"""The save writer never dies: every failure is a notice and a retry with the next move, and a
thread that ends all the same is started again — no move of the session is ever dropped."""

from __future__ import annotations

import json
import threading

import pytest

from game.core import Rng
from game.games import match_of
from game.match import Match
from game.saves import BOT, SavedGame, SaveLibrary, Seat
from scenes.games.totem.scene import TotemScene
from scenes.kit.autosave import THREAD_NAME, Autosaver
from tests.scenes.conftest import FAST, start_table


def totem_game() -> tuple[SavedGame, Match]:
    saved = SavedGame.start("totem", 5, (Seat("Léa"), Seat("Robot", BOT, "easy")), {})
    return saved, match_of(saved.record)


def play(saved: SavedGame, match: Match, rng: Rng) -> SavedGame:
    """One more random action, and the game as the table would hand it to the saver."""
    from game.totem import random_action

    match.play(str(random_action(match.state, rng)))
    return saved.advanced(match.record, match.state.is_terminal())


class Flaky(SaveLibrary):
    """A library whose next writes raise what it is told to (then it writes as usual)."""

    def __init__(self, folder, failures) -> None:
        super().__init__(folder)
        self.failures = list(failures)

    def write(self, saved: SavedGame, row=None) -> None:
        if self.failures:
            raise self.failures.pop(0)
        super().write(saved, row)


class Stop(BaseException):
    """Not an ``Exception``: nothing short of ``BaseException`` catches it — the thread ends."""


def actions_on_disk(folder, saved: SavedGame) -> int:
    return len(json.loads((folder / saved.name).read_text(encoding="utf-8"))["actions"])


def test_a_lone_surrogate_in_a_kept_key_no_longer_kills_the_writer(tmp_path):
    """The issue's case: a save whose unknown key holds "\\ud800" loads, and every later move
    of the session is written (it was 0 of 3)."""
    library = SaveLibrary(tmp_path)
    saved, match = totem_game()
    library.write(saved)
    data = json.loads((tmp_path / saved.name).read_text(encoding="utf-8"))
    data["zz"] = "\ud800"
    (tmp_path / saved.name).write_text(json.dumps(data), encoding="utf-8")
    loaded = library.load(saved.name)
    assert not loaded.damaged and loaded.saved.extra == {"zz": "\ud800"}
    saver, rng, saved = Autosaver(library), Rng(1), loaded.saved
    for _ in range(3):
        saved = play(saved, match, rng)
        saver.submit(saved)
    assert saver.flush(5) and saver.take_problem() is None
    assert actions_on_disk(tmp_path, saved) == 3
    assert library.load(saved.name).saved.extra == {"zz": "\ud800"}
    saver.close()


@pytest.mark.parametrize("failure", [
    RuntimeError("a bug"), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates"),
    PermissionError(13, "Permission denied"), MemoryError(), RecursionError()])
def test_any_failure_is_a_problem_and_the_next_move_writes_everything(tmp_path, failure):
    library = Flaky(tmp_path, [failure])
    saver, rng = Autosaver(library), Rng(2)
    saved, match = totem_game()
    saved = play(saved, match, rng)
    saver.submit(saved)
    assert saver.flush(5)
    problem = saver.take_problem()
    assert problem and type(failure).__name__ in problem
    assert not (tmp_path / saved.name).exists()
    assert saver._thread.is_alive()
    saved = play(saved, match, rng)
    saver.submit(saved)
    assert saver.flush(5) and saver.take_problem() is None
    assert actions_on_disk(tmp_path, saved) == 2
    saver.close()


def test_a_failed_game_is_written_again_with_another_games_move_and_at_close(tmp_path):
    library = Flaky(tmp_path, [OSError(28, "No space left on device")])
    saver, rng = Autosaver(library), Rng(3)
    first, first_match = totem_game()
    first = play(first, first_match, rng)
    saver.submit(first)
    assert saver.flush(5) and "No space left" in saver.take_problem()
    second, second_match = totem_game()
    saver.submit(play(second, second_match, rng))  # another game's move: both are written
    assert saver.flush(5)
    assert actions_on_disk(tmp_path, first) == 1
    library.failures = [OSError(28, "No space left on device")]
    first = play(first, first_match, rng)
    saver.submit(first)
    assert saver.flush(5) and saver.take_problem()
    assert saver.close(5)  # closing tries the failed write once more
    assert actions_on_disk(tmp_path, first) == 2


def test_a_thread_that_ends_is_started_again_and_writes_what_it_held(tmp_path):
    library = Flaky(tmp_path, [Stop()])
    saver, rng = Autosaver(library), Rng(4)
    saved, match = totem_game()
    saved = play(saved, match, rng)
    hook, threading.excepthook = threading.excepthook, lambda args: None  # quiet: expected
    try:
        saver.submit(saved)
        saver._thread.join(5)
    finally:
        threading.excepthook = hook
    assert not saver._thread.is_alive()
    assert "Stop" in saver.take_problem()
    assert saver.check() and saver.restarts == 1  # the frame's health check
    assert saver._thread.is_alive() and saver._thread.name == THREAD_NAME
    saved = play(saved, match, rng)
    saver.submit(saved)
    assert saver.flush(5)
    assert actions_on_disk(tmp_path, saved) == 2
    assert not saver.check()  # alive: nothing to do
    saver.close()


@pytest.mark.posix
def test_a_games_folder_without_search_permission_loses_no_move(own_folder):
    """The issue's second case, for real (as a user permissions bind): each write fails with a
    reason, the writer lives on, and once the folder is fixed the next move writes them all."""
    from tests.unprivileged import as_unprivileged, without_search

    folder = own_folder / "games"

    def check() -> None:
        library = SaveLibrary(folder)
        saver, rng = Autosaver(library), Rng(5)
        saved, match = totem_game()
        saver.submit(saved)
        assert saver.flush(5) and saver.take_problem() is None
        without_search(folder)
        for _ in range(3):
            saved = play(saved, match, rng)
            saver.submit(saved)
            assert saver.flush(5)
            problem = saver.take_problem()
            assert problem and "Permission denied" in problem, problem
            assert saver._thread.is_alive()
        folder.chmod(0o700)
        saved = play(saved, match, rng)
        saver.submit(saved)
        assert saver.flush(5) and saver.take_problem() is None
        assert actions_on_disk(folder, saved) == 4
        saver.close()

    as_unprivileged(check)


def test_the_table_shows_the_failure_and_saves_the_next_move(fast_app, monkeypatch):
    """At the table: a write that fails says so on screen in the player's words; the next move
    is written with everything before it."""
    library = fast_app.ctx.saves
    real_write = library.write
    failures = [RuntimeError("the disk went away")]

    def write(saved, row=None):
        if failures:
            raise failures.pop()
        real_write(saved, row)

    monkeypatch.setattr(library, "write", write)
    table = start_table(fast_app, TotemScene, "totem", ("human", "bot"))
    table.session.play(sorted(a for a in map(str, table.session.state.legal_actions()))[0])
    assert fast_app.ctx.saver.flush(5)
    fast_app.frame(FAST)
    texts = [n.text for n in fast_app.ctx.notices.items]
    assert any("could not be saved" in t and "the disk went away" in t and "tried again" in t
               for t in texts), texts
    table.session.play(sorted(map(str, table.session.state.legal_actions()))[0])
    assert fast_app.ctx.saver.flush(5)
    on_disk = library.load(table.session.saved.name).saved.record.actions
    assert on_disk == table.session.record.actions and len(on_disk) >= 2


class Timed(SaveLibrary):
    """A library that notes whether the app's frame gate was open when each write began."""

    def __init__(self, folder, gate) -> None:
        super().__init__(folder)
        self.gate, self.began_open = gate, []

    def write(self, saved: SavedGame, row=None) -> None:
        self.began_open.append(self.gate.is_open)
        super().write(saved, row)


def test_writes_begin_between_frames_and_never_wait_long_for_one(tmp_path):
    """2 ms frames: a move handed over in the middle of a frame is written once the frame is
    done (the gate opens), not while the frame thread draws; a frame that never ends holds a
    write back PATIENCE_SECONDS at most — a move is never left unwritten."""
    import time

    from scenes.kit.frame_gate import PATIENCE_SECONDS, FrameGate

    gate = FrameGate()
    library = Timed(tmp_path, gate)
    saver, rng = Autosaver(library, gate=gate), Rng(3)
    saved, match = totem_game()
    for _ in range(5):  # frames of 30 ms, each handing over a move halfway through
        gate.shut()
        saved = play(saved, match, rng)
        saver.submit(saved)
        time.sleep(0.03)
        assert library.began_open.count(False) == 0
        gate.open()
        assert saver.flush(2)
    assert library.began_open and all(library.began_open)
    gate.shut()  # a frame that does not end
    saved = play(saved, match, rng)
    start = time.monotonic()
    saver.submit(saved)
    assert saver.flush(2)
    waited = time.monotonic() - start
    assert PATIENCE_SECONDS * 0.9 <= waited < PATIENCE_SECONDS + 1.0
    assert library.began_open[-1] is False and actions_on_disk(tmp_path, saved) == 6
    saver.close()
