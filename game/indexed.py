"""Saved games and their index kept in step: the files are the truth, the index follows them.

:class:`IndexedLibrary` is the :class:`~game.saves.SaveLibrary` the app uses:

- a write puts the file first, then its row (the row the table hands over, or one
  replayed from the record); a delete removes both. The index failing never fails a
  save: the file is written, and the next refresh finds the row out of date;
- :meth:`IndexedLibrary.refresh` makes the index agree with the folder: files whose key
  (size, modification time, inode) has no matching row — new, changed, written while
  the app was killed, or all of them when the index was missing or damaged — are read
  and replayed once, newest first, in batches (each its own transaction, so a kill
  mid-way keeps what was done); rows whose file is gone go. It reports its progress and
  stops when asked. A row is written only if its file is still the one read (checked
  under the index's writer lock, which every write takes too), so a refresh racing the
  autosave never puts an older row over a newer one.

>>> import tempfile, pathlib
>>> from game.saves import BOT, SavedGame, Seat
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> library = IndexedLibrary(folder / "games", GameIndex(folder / INDEX_FILE))
>>> library.write(SavedGame.start("totem", 7, (Seat("Léa"), Seat("Robot", BOT, "hard")), {}))
>>> (folder / INDEX_FILE).unlink()          # the index is lost: every game is still there
>>> library.refresh().indexed, library.index.latest_unfinished().seats[1].level
(1, 'hard')
"""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from game.core import InvalidRecord
from game.games import replayed
from game.index import INDEX_FILE, UNKEYED, GameIndex
from game.listing import FileKey, GameRow, file_key, row_of
from game.saves import SAVE_SUFFIX, SavedGame, SaveEntry, SaveLibrary, check_levels
from game.store import StoreError, parse_json

__all__ = ["BATCH", "INDEX_FILE", "GameIndex", "IndexedLibrary", "Refresh", "Stale",
           "refresh_main"]

BATCH = 64
"""Files read per transaction: a kill loses at most this much of a refresh's work."""


@dataclass(frozen=True)
class Stale:
    """How the folder and the index differ: files there are, files to read, rows dropped."""

    files: int
    todo: list[str]
    dropped: int


@dataclass(frozen=True)
class Refresh:
    """What a refresh did: files in the folder, rows written anew, rows dropped."""

    files: int
    indexed: int
    dropped: int
    stopped: bool = False


class IndexedLibrary(SaveLibrary):
    """The saved games of ``directory``, listed through ``index``."""

    def __init__(self, directory: Path, index: GameIndex) -> None:
        super().__init__(directory)
        self.index = index
        self.index_trouble: str | None = None  # the latest index failure (the files are fine)

    # --- the files, and their rows after them ---------------------------------------------------

    def write(self, saved: SavedGame, row: GameRow | None = None) -> None:
        """Write the file (:raises StoreError: as the plain library does), then its row."""
        super().write(saved)
        try:
            if row is None:
                row = row_of(saved, replayed(saved.record))
            self.index.record([(row, None)], self._key_now)
        except (sqlite3.Error, InvalidRecord, OSError) as exc:
            self.index_trouble = str(exc)

    def delete(self, name: str) -> None:
        super().delete(name)
        self._index_quietly(lambda: self.index.forget([name]))

    def release(self) -> None:
        self.index.release()

    def load(self, name: str) -> SaveEntry:
        """Read and replay one file; its row then says what the file says (damaged, or
        further on than the index knew after a kill)."""
        entry = super().load(name)
        if entry.saved is not None and entry.match is not None:
            row = row_of(entry.saved, entry.match.state)
        else:
            row = GameRow.broken(name, entry.problem or "the file is gone")
        if entry.problem != "the file is gone":
            self._index_quietly(lambda: self.index.record([(row, None)], self._key_now))
        else:
            self._index_quietly(lambda: self.index.forget([name]))
        return entry

    def recent_games(self, players: Iterable[str], game: str, limit: int
                     ) -> Iterator[SavedGame]:
        """The latest ``limit`` games of ``game`` that one of ``players`` sat at (as the index
        finds them), each read from its file — not replayed, not written back to the index:
        the caller replays what it needs; files damaged meanwhile are left out."""
        for name in self.index.games_with(players, game, limit):
            try:
                yield SavedGame.from_dict(self.store.read(name), name)
            except (FileNotFoundError, StoreError, InvalidRecord, RecursionError):
                continue

    def _index_quietly(self, work: Callable[[], object]) -> None:
        try:
            work()
        except sqlite3.Error as exc:
            self.index_trouble = str(exc)

    def _key_now(self, name: str) -> FileKey | None:
        try:
            return file_key(os.stat(self.store.path(name)))
        except (OSError, StoreError):
            return None

    # --- the index made to agree with the folder ------------------------------------------------

    def summarise(self, name: str) -> tuple[GameRow, FileKey]:
        """One file read and replayed: its row (or why it is damaged) and the key of the very
        file read."""
        try:
            raw, info = self.store.read_stated(name)
        except FileNotFoundError:
            return GameRow.broken(name, "the file is gone"), UNKEYED
        except StoreError as exc:
            return GameRow.broken(name, str(exc)), self._key_now(name) or UNKEYED
        try:
            saved = SavedGame.from_dict(parse_json(raw, name), name)
            check_levels(saved)
            return row_of(saved, replayed(saved.record)), file_key(info)
        except (StoreError, InvalidRecord) as exc:
            return GameRow.broken(name, str(exc)), file_key(info)
        except RecursionError:
            return GameRow.broken(name, f"{name}: nested too deeply"), file_key(info)

    def stale(self) -> Stale:
        """Compare the folder with the index: rows of files gone are dropped; the files to
        read again (no row, or a row of another key), newest first.

        :raises StoreError: when the folder cannot be listed (the index is left as it is).
        """
        self.store.clean_stale_temps()
        self.index.check()
        files = self.store.listing(SAVE_SUFFIX)
        known = self.index.keys()
        gone = [name for name in known if name not in files]
        if gone:
            self.index.forget(gone)
        todo = sorted((name for name, info in files.items()
                       if known.get(name) != file_key(info)),
                      key=lambda name: files[name].st_mtime_ns, reverse=True)
        return Stale(len(files), todo, len(gone))

    def index_files(self, names: list[str], progress: Callable[[int, int], None] | None = None,
                    stop: Callable[[], bool] | None = None) -> int:
        """Read and replay ``names`` and write their rows, a batch per transaction; returns
        how many were read (fewer when ``stop()`` said so)."""
        done = 0
        for start in range(0, len(names), BATCH):
            if stop is not None and stop():
                break
            self.index.record([self.summarise(name) for name in names[start:start + BATCH]],
                              self._key_now)
            done = min(len(names), start + BATCH)
            if progress is not None:
                progress(done, len(names))
        return done

    def refresh(self, progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None, again: bool = True) -> Refresh:
        """Make the index agree with the folder (see the module docstring).

        :raises StoreError: when the folder cannot be listed (the index is left as it is).
        """
        stale = self.stale()
        resets = len(self.index.resets)
        done = self.index_files(stale.todo, progress, stop)
        if again and len(self.index.resets) > resets:  # damage found on the way: start over
            return self.refresh(progress, stop, again=False)
        return Refresh(stale.files, done, stale.dropped, stopped=done < len(stale.todo))


def refresh_main(data_dir: Path) -> int:
    """``tablee --refresh-index DATA_DIR``: a refresh in a process of its own (the app runs
    long ones so, beside its frames). It writes how far it is into the index
    (:meth:`GameIndex.tell_progress`) and stops when the app that started it is gone. Exit
    status 2 if the folder cannot be read, 3 if the index cannot be written there (it would
    only have been built in this process's memory): both said on stderr."""
    parent = os.getppid()
    index = GameIndex(data_dir / INDEX_FILE)
    library = IndexedLibrary(data_dir / "games", index)
    try:
        library.refresh(index.tell_progress, stop=lambda: os.getppid() != parent)
    except StoreError as exc:
        return _say(f"cannot read the games in {data_dir}: {exc}", 2)
    finally:
        index.close()
    if index.in_memory is not None:
        return _say(f"cannot write the index in {data_dir}: {index.in_memory}", 3)
    return 0


def _say(words: str, status: int) -> int:
    """``words`` on stderr (a windowed build has none), and the exit status."""
    if sys.stderr is not None:
        print(f"tablee --refresh-index: {words}", file=sys.stderr)
    return status
