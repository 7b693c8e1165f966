"""The index of saved games kept in step with the files, off the frame thread.

:meth:`Indexer.start` compares the folder with the index on a daemon thread named
``tablee-index`` (when the app starts, and each time the menu shows again, so files copied
in or changed elsewhere appear). A few files to read are read there; many (an index deleted,
damaged or new beside thousands of games) are read by a process of its own
(``tablee --refresh-index DATA_DIR``): a thread replaying thousands of records would hold the
interpreter's lock against the frames (measured: frames of 30-40 ms), a process uses the other
core and leaves the frames alone. An index of thousands of rows is compared with its folder
there too (listing and comparing 20,000 files is 150 ms of the interpreter). The process
writes its rows into the same index (SQLite lets the app read meanwhile) and how far it is;
it stops at its next batch when the app closes or dies.

Screens read the index directly — a page, a count — and ask again when
:attr:`Indexer.generation` moves (rows were written). A long refresh says how far it is
(:meth:`Indexer.shown_progress`). If a question finds the index damaged, the index is made
anew and :meth:`poll` (every frame) starts a refresh to fill it.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

from game.indexed import IndexedLibrary
from game.saves import SAVE_SUFFIX
from game.store import StoreError
from scenes.kit.wake import wake

THREAD_NAME = "tablee-index"
SHOW_AFTER_SECONDS = 0.3  # a refresh shorter than this is never announced
SHOW_AFTER_FILES = 150  # ...nor one with fewer files to read
IN_THREAD_FILES = 100  # more files to read than this: a process of its own reads them
POLL_SECONDS = 0.2  # how often the index is asked how far that process is


def refresh_command(data_dir: Path) -> list[str]:
    """How to start ``tablee --refresh-index DATA_DIR``: the frozen executable itself, or
    this interpreter with the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--refresh-index", str(data_dir)]
    return [sys.executable, "-m", "scenes", "--refresh-index", str(data_dir)]


class Indexer:
    """One refresh at a time; another asked for meanwhile runs right after it."""

    def __init__(self, library: IndexedLibrary) -> None:
        self.library = library
        self.generation = 0  # moves each time rows were written (screens ask again)
        self.progress: tuple[int, int] = (0, 0)  # files read, files to read (this refresh)
        self.problem: str | None = None  # why the folder could not be read, for a notice
        self.runs = 0  # refreshes finished
        self._thread: threading.Thread | None = None
        self._child: subprocess.Popen[bytes] | None = None
        self._again = False
        self._stopping = False
        self._began = 0.0
        self._resets_seen = 0

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Refresh now, or right after the refresh under way."""
        if self._stopping:
            return
        if self.running:
            self._again = True
            return
        self._again, self.progress, self._began = False, (0, 0), time.monotonic()
        self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        self._thread.start()

    def poll(self) -> None:
        """Every frame: a refresh asked for meanwhile, or an index found damaged and made anew
        (empty), starts one."""
        resets = len(self.library.index.resets)
        if resets != self._resets_seen and not self.running:
            self._resets_seen = resets
            self.start()
        elif self._again and not self.running:
            self.start()

    def shown_progress(self) -> tuple[int, int] | None:
        """(read, to read) while a long refresh runs, for a progress line; else None."""
        done, total = self.progress
        brief = time.monotonic() - self._began < SHOW_AFTER_SECONDS
        if not self.running or (total < SHOW_AFTER_FILES and brief):
            return None
        return done, total

    def take_problem(self) -> str | None:
        problem, self.problem = self.problem, None
        return problem

    def wait(self, seconds: float) -> bool:
        """Block until no refresh runs (tests, scripted runs, benchmarks); False on timeout."""
        deadline = time.monotonic() + seconds
        while self.running or self._again:
            thread = self._thread
            if thread is not None:
                thread.join(max(0.0, deadline - time.monotonic()))
            if time.monotonic() >= deadline:
                return not (self.running or self._again)
            if self._again and not self.running:
                self.start()
        return True

    def stop(self) -> None:
        """The app closes: a refresh stops at its next batch (its thread is a daemon; a
        process of its own is ended)."""
        self._stopping = True
        child = self._child
        if child is not None and child.poll() is None:
            child.terminate()

    def _run(self) -> None:
        try:
            rows = self.library.index.row_count()
            # an index kept in memory (its folder cannot be written) is this process's alone
            alone = self.library.index.in_memory is not None
            if not alone and rows > IN_THREAD_FILES:
                self._in_a_process()  # even comparing thousands of files holds the lock long
                return
            stale = self.library.stale()
            if not alone and len(stale.todo) > IN_THREAD_FILES:
                self._in_a_process()
            else:
                self.library.index_files(stale.todo, self._step, stop=lambda: self._stopping)
        except StoreError as exc:  # the games folder cannot be listed
            self.problem = str(exc)
        except Exception as exc:  # an index it cannot write: the lists say what they have
            self.problem = f"{type(exc).__name__}: {exc}"
        finally:
            self.library.release()
            self._resets_seen = len(self.library.index.resets)
            self.runs += 1
            self.generation += 1
            wake("index")  # (the screens that follow it read it now)

    def _in_a_process(self) -> None:
        """Many files: a process of their own reads them; the index says how far it is."""
        data_dir = self.library.store.directory.parent
        flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # no console flashing on Windows
        index = self.library.index
        index.tell_progress(0, 0)  # until the process knows how many files it has to read
        child = subprocess.Popen(refresh_command(data_dir), stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 creationflags=flags)
        self._child = child
        if self._stopping:
            child.terminate()
        while child.poll() is None:
            time.sleep(POLL_SECONDS)
            told = index.progress()
            if told is not None and told != self.progress:
                self._step(*told)
        if child.returncode == 2:  # the folder could not be listed: say why, in its words
            self.library.store.listing(SAVE_SUFFIX)
        if child.returncode not in (0, None) and not self._stopping:
            self.problem = f"the index refresh ended with status {child.returncode}"

    def _step(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self.generation += 1
