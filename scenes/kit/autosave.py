"""Autosave: the latest version of each game is written off the frame thread, and the writer
never stops for good.

After every accepted action the table hands its :class:`SavedGame` to
:meth:`Autosaver.submit`, which only stores it (the frame goes on). A daemon
writer thread writes the newest version of each game through the hardened
store; an older version still waiting is simply replaced. :meth:`flush`
waits for the writes in flight — closing the window and SIGTERM call it, so
a game is never lost to a normal exit; after ``kill -9`` the previous
complete file is there (writes are atomic) and the dead writer's temp is
cleaned up by the next scan.

Nothing in the save path may end the writer: every exception a write raises
(a full disk, a folder without permission, a bug) becomes :attr:`problem`, shown
as a notice by the app, and that game is written again with the next move
(:meth:`submit`) or at the latest when the app closes. Should the thread end
all the same (an exception that is not an ``Exception``), :meth:`check` — called
by every submit and every frame — starts a new one, which writes what the old
one held.

Given the app's :class:`~scenes.kit.frame_gate.FrameGate`, the writer starts each write
between two frames (waiting a tenth of a second at most), so a move's write never slows the
frames that show it. Each write's end wakes the app's loop (:mod:`scenes.kit.wake`): a
resting app shows a failed write's notice at once.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable

from game.listing import GameRow
from game.saves import SavedGame, SaveLibrary
from game.store import StoreError
from scenes.kit.frame_gate import FrameGate
from scenes.kit.wake import wake

Pending = tuple[SavedGame, GameRow | None]

THREAD_NAME = "tablee-autosave"


class Autosaver:
    """One writer thread for the whole app; ``on_written`` is told of every finished write."""

    def __init__(self, library: SaveLibrary,
                 on_written: Callable[[SavedGame], None] | None = None,
                 gate: FrameGate | None = None) -> None:
        self.library = library
        self.on_written = on_written
        self.gate = gate
        self.problem: str | None = None  # the latest write's failure, for a notice
        self.restarts = 0  # how often the thread had ended and was started again
        self._waiting: dict[str, Pending] = {}  # each game's newest version, and its row
        self._failed: dict[str, Pending] = {}  # written again with the next move
        self._lock = threading.Condition()
        self._writing: SavedGame | None = None
        self._closed = False
        self._thread = self._start()

    # --- the frame thread's side --------------------------------------------------------------

    def submit(self, saved: SavedGame, row: GameRow | None = None) -> None:
        """Queue ``saved`` for writing (replacing an older version of the same game), with
        what the lists show of it; games whose last write failed are queued again with it."""
        with self._lock:
            for name, older in self._failed.items():
                self._waiting.setdefault(name, older)
            self._failed.clear()
            self._waiting[saved.name] = (saved, row)
            self._lock.notify_all()
        self.check()

    def forget(self, name: str) -> None:
        """Drop a waiting version of game ``name`` (it is being deleted)."""
        with self._lock:
            self._waiting.pop(name, None)
            self._failed.pop(name, None)

    @property
    def idle(self) -> bool:
        """Nothing waits to be written and nothing is being written (failed writes wait for
        the next move: they do not count)."""
        with self._lock:
            return not self._waiting and self._writing is None

    def flush(self, timeout: float = 1.0) -> bool:
        """Wait until everything submitted is written; False if ``timeout`` ran out."""
        self.check()
        with self._lock:
            return self._lock.wait_for(lambda: not self._waiting and self._writing is None,
                                       timeout)

    def close(self, timeout: float = 1.0) -> bool:
        """Try failed writes once more, write what waits, then let the thread end."""
        with self._lock:
            for name, older in self._failed.items():
                self._waiting.setdefault(name, older)
            self._failed.clear()
            self._lock.notify_all()
        written = self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        return written

    def take_problem(self) -> str | None:
        with self._lock:
            problem, self.problem = self.problem, None
        return problem

    def check(self) -> bool:
        """Start the writer again if its thread ended while open; True when it had to."""
        if self._thread.is_alive() or self._closed:
            return False
        with self._lock:
            if self._thread.is_alive() or self._closed:
                return False
            self.restarts += 1
            self._thread = self._start()
        return True

    # --- the writer thread ----------------------------------------------------------------------

    def _start(self) -> threading.Thread:
        thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        thread.start()
        return thread

    def _run(self) -> None:
        try:
            self._write_all()
        finally:
            self.library.release()  # what this thread held (its connection to the index)

    def _write_all(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._waiting or self._closed)
                if not self._waiting:
                    return
            if self.gate is not None:
                self.gate.wait()  # between two frames (see the module's docstring)
            with self._lock:
                if not self._waiting:  # (a deleted game's version was dropped meanwhile)
                    continue
                name = next(iter(self._waiting))
                pending = self._waiting.pop(name)
                saved = self._writing = pending[0]
            try:
                self.library.write(*pending)
            except Exception as exc:  # any failure: a notice, and a retry
                self._failed_write(pending, exc)
            except BaseException as exc:  # the thread ends; check() starts another
                self._failed_write(pending, exc)
                raise
            else:
                self._tell(saved)
            finally:
                with self._lock:
                    self._writing = None
                    self._lock.notify_all()
                wake("saved")

    def _failed_write(self, pending: Pending, exc: BaseException) -> None:
        with self._lock:
            self.problem = reason(exc)
            name = pending[0].name
            if name not in self._waiting:  # a newer version waits: that one is written
                self._failed[name] = pending

    def _tell(self, saved: SavedGame) -> None:
        """Tell the listener (tests, tools); its failure is not the save's, and never the
        writer's end."""
        if self.on_written is None:
            return
        try:
            self.on_written(saved)
        except Exception:
            if sys.stderr is not None:  # None in a windowed build
                traceback.print_exc()


def reason(exc: BaseException) -> str:
    """A failure in words: the store's own message, else the kind of error and its text."""
    if isinstance(exc, StoreError):
        return str(exc)
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
