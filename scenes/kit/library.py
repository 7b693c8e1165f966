"""The saved games, their writer and their index, built when first asked for.

The menu's first frame shows none of them (a start that does only what the first frame
needs): the index is read only once that frame is up. Building them imports the record
and save formats, SQLite and the hashing they use, 30-40 ms of a start on this machine, so the
app holds this instead and a screen's first question (the menu's, right after its first frame)
builds them. A library never built has nothing to poll and nothing to close.

A data folder that cannot be written (a read-only disk or mount, no permission, a file in its
place) is said at start, before any game (:meth:`Library.unwritable`: a temp written and
removed in the data folder and ``games/``): "Games will not be saved: FOLDER is read-only".
The games play all the same, the index lives in memory (:mod:`game.index`: its keeper
connection, opened by whichever thread first needs it and closed by the app's, used only
under the index's lock) and quitting is clean (``tests/scenes/test_read_only.py`` runs the
app on a read-only bind mount).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from game.store import FolderUnwritable, JsonStore

if TYPE_CHECKING:
    from game.evening.people import People
    from game.indexed import IndexedLibrary
    from game.saves import SavedGame
    from scenes.kit.autosave import Autosaver
    from scenes.kit.frame_gate import FrameGate
    from scenes.kit.indexer import Indexer


GAMES = "games"  # the saved games' folder, in the data folder


class Library:
    """``saves``, ``saver`` and ``indexer`` over ``data_dir``, each made on first use."""

    def __init__(self, data_dir: Path,
                 on_saved: Callable[[SavedGame], None] | None = None,
                 gate: FrameGate | None = None) -> None:
        self.data_dir = data_dir
        self.on_saved = on_saved
        self.gate = gate  # the writer writes between frames
        self.people: People | None = None  # who is who, once read (scenes.frame.people)

    @cached_property
    def saves(self) -> IndexedLibrary:
        """The saved games (unfinished and finished) and their index."""
        from game.index import INDEX_FILE, GameIndex
        from game.indexed import IndexedLibrary

        return IndexedLibrary(self.data_dir / GAMES, GameIndex(self.data_dir / INDEX_FILE))

    @cached_property
    def saver(self) -> Autosaver:
        """Writes each game after every move, off the frame thread."""
        from scenes.kit.autosave import Autosaver

        return Autosaver(self.saves, self.on_saved, self.gate)

    @cached_property
    def indexer(self) -> Indexer:
        """Keeps the index in step with the files, off the frame thread."""
        from scenes.kit.indexer import Indexer

        return Indexer(self.saves)

    def unwritable(self) -> FolderUnwritable | None:
        """Why nothing can be saved in the data folder or its games folder (made when missing),
        or None. Asked once at start: a player told before playing (a write and a removal,
        well under a millisecond) rather than by the first move that is not saved."""
        for folder in (self.data_dir, self.data_dir / GAMES):
            try:
                JsonStore(folder, 0).check_writable()
            except FolderUnwritable as exc:
                return exc
        return None

    def built(self, part: str) -> bool:
        """Whether ``part`` ("saves", "saver" or "indexer") was made already."""
        return part in vars(self)

    def problems(self) -> list[tuple[str, str]]:
        """Each frame: the writer restarted if its thread ended, a refresh started if one is
        due; what failed since, as (notice key, reason)."""
        found = []
        if self.built("saver"):
            self.saver.check()  # the writer's thread ended? another one takes over
            problem = self.saver.take_problem()
            if problem:
                found.append(("notice.save_failed", problem))
        if self.built("indexer"):
            self.indexer.poll()
            problem = self.indexer.take_problem()
            if problem:
                found.append(("notice.index_failed", problem))
        return found

    def close(self, save_seconds: float) -> None:
        """The app closes: a refresh stops, the last save is written (``save_seconds`` at
        most), the index is closed."""
        if self.built("indexer"):
            self.indexer.stop()
        if self.built("saver"):
            self.saver.close(save_seconds)
        if self.built("saves"):
            self.saves.index.close()
