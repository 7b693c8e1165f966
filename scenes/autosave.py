"""Autosave: the latest version of each game is written off the frame thread.

After every accepted action the table hands its :class:`SavedGame` to
:meth:`Autosaver.submit`, which only stores it (the frame goes on). A daemon
writer thread writes the newest version of each game through the hardened
store; an older version still waiting is simply replaced. :meth:`flush`
waits for the writes in flight — closing the window and SIGTERM call it, so
a game is never lost to a normal exit; after ``kill -9`` the previous
complete file is there (writes are atomic) and the dead writer's temp is
cleaned up by the next scan.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from game.saves import SavedGame, SaveLibrary
from game.store import StoreError


class Autosaver:
    """One writer thread for the whole app; ``on_written`` is told of every finished write."""

    def __init__(self, library: SaveLibrary,
                 on_written: Callable[[SavedGame], None] | None = None) -> None:
        self.library = library
        self.on_written = on_written
        self.problem: str | None = None  # the latest write's failure, for a notice
        self._waiting: dict[str, SavedGame] = {}
        self._lock = threading.Condition()
        self._writing = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="tablee-autosave", daemon=True)
        self._thread.start()

    def submit(self, saved: SavedGame) -> None:
        """Queue ``saved`` for writing (replacing an older version of the same game)."""
        with self._lock:
            self._waiting[saved.name] = saved
            self._lock.notify_all()

    def forget(self, name: str) -> None:
        """Drop a waiting version of game ``name`` (it is being deleted)."""
        with self._lock:
            self._waiting.pop(name, None)

    def flush(self, timeout: float = 1.0) -> bool:
        """Wait until everything submitted is written; False if ``timeout`` ran out."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._waiting and not self._writing, timeout)

    def close(self, timeout: float = 1.0) -> bool:
        written = self.flush(timeout)
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        return written

    def take_problem(self) -> str | None:
        with self._lock:
            problem, self.problem = self.problem, None
        return problem

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._waiting or self._closed)
                if not self._waiting:
                    return
                name = next(iter(self._waiting))
                saved = self._waiting.pop(name)
                self._writing = True
            try:
                self.library.write(saved)
            except StoreError as exc:
                with self._lock:
                    self.problem = str(exc)
            else:
                if self.on_written is not None:
                    self.on_written(saved)
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
