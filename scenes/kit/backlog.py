"""The finished games whose review was never made, reviewed one after another on a thread of
their own, so that every finished game's mistakes reach the deck (:mod:`game.review.deck`).

:func:`unreviewed` lists them (Pook and Totem, not lessons nor practice, a human at the
table, no review kept at the app's budget); :class:`Backlog` reviews them in turn as the
review screen would (:class:`scenes.kit.reviewer.Reviewer`: kept beside the games, its named
decisions dealt into the deck), telling how far it got, stopped within one decision when
asked. A game that cannot be read or reviewed is passed over.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import InvalidRecord
from game.practice import is_practice
from game.review.cache import ReviewCache
from game.review.deck import GAMES
from game.saves import SavedGame
from game.store import StoreError
from scenes.kit import reviewer
from scenes.kit.background import Background
from scenes.kit.reviewer import Reviewer, human_seats

if TYPE_CHECKING:
    from game.indexed import IndexedLibrary

MOST = 500  # finished games looked at, the latest first


def unreviewed(saves: IndexedLibrary, data_dir: Path) -> list[str]:
    """The finished games (file names, the latest first) whose mistakes the deck cannot hold
    yet: no review of theirs is kept. (On a thread: its hold on the index is let go.)"""
    cache, found = ReviewCache(data_dir / reviewer.REVIEWS), []
    try:
        for row in saves.index.finished_page(None, 0, MOST, lesson=False):
            saved = None if row.game not in GAMES or row.practice else read(saves, row.name)
            if saved is None or is_practice(saved.record):
                continue
            seats = human_seats(saved)
            if seats and cache.get(saved.record, seats, reviewer.BUDGET) is None:
                found.append(row.name)
    finally:
        saves.release()
    return found


def read(saves: IndexedLibrary, name: str) -> SavedGame | None:
    """A saved game read from its file, or None (not replayed, the index left alone)."""
    try:
        return SavedGame.from_dict(saves.store.read(name), name)
    except (FileNotFoundError, StoreError, InvalidRecord, RecursionError):
        return None


class Backlog:
    """Reviews ``names`` in turn (:meth:`start`); ``done`` of them so far."""

    def __init__(self, saves: IndexedLibrary, data_dir: Path) -> None:
        self.saves, self.data_dir = saves, data_dir
        self.names: list[str] = []
        self.done = 0
        self.job_is_work = False  # the job on the thread reviews (else it searches)
        self.stop = threading.Event()
        self.job = Background("tablee-backlog")

    @property
    def busy(self) -> bool:
        return self.job.busy and not self.job.ready()

    def find(self) -> None:
        """Look for the games not reviewed yet (:attr:`names` once :meth:`poll` says so)."""
        self.names, self.done, self.job_is_work = [], 0, False
        self.job.start(unreviewed, self.saves, self.data_dir)

    def poll(self) -> bool:
        """Each frame: True when the search or the reviews have just ended (after reviews, the
        search starts again: :attr:`names` is then what is still not reviewed)."""
        if not self.job.ready():
            return False
        outcome = self.job.result()
        if isinstance(outcome, list):
            self.names = outcome
        else:
            self.find()
        return True

    @property
    def reviewing(self) -> bool:
        return self.busy and self.job_is_work

    def start(self) -> None:
        """Review :attr:`names` in turn."""
        self.done, self.job_is_work = 0, True
        self.stop.clear()
        self.job.start(self.work)

    def work(self) -> int:
        for name in self.names:
            if self.stop.is_set():
                break
            saved = read(self.saves, name)
            if saved is not None:
                making = Reviewer(self.data_dir, saved)
                making.stop = self.stop
                try:
                    review = making.work()  # (its mistakes dealt into the deck)
                    if review is not None:
                        making.cache.put(review)
                except (ValueError, RecursionError, StoreError):
                    pass  # (a record the rules refuse, or no room: passed over)
            self.done += 1
        return self.done

    def cancel(self) -> None:
        self.stop.set()

    def close(self) -> None:
        self.cancel()
        self.job.close()
