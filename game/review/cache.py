"""Reviews kept beside the saved games, so that opening one again is instant.

A review is kept in the ``reviews`` folder next to ``games``, named by
:func:`game.review.whole.record_key` (the record and the seats reviewed), through the hardened
:class:`game.store.JsonStore`. It is used again only if it was made by the same engine
(:data:`game.review.whole.ENGINE`), seed and budget; otherwise it is made again and written
over. A file that is not a review is put aside (never overwritten) and made again. Deleting a
game (Saved games or Games played) forgets its review too (:meth:`ReviewCache.forget`).

>>> import tempfile, pathlib
>>> from game.core import GameRecord
>>> from game.review.turns import Budget
>>> cache = ReviewCache(pathlib.Path(tempfile.mkdtemp()))
>>> record = GameRecord("totem", 2, 1, {}, ())
>>> cache.get(record, (0,), Budget(10, 2)) is None
True
>>> from game.totem import SPEC
>>> cache.put(review_game(SPEC, record, (0,), Budget(10, 2)))
>>> cache.get(record, (0,), Budget(10, 2)).key == record_key(record, (0,))
True
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from pathlib import Path

from game.core import GameRecord, InvalidRecord
from game.review.turns import Budget
from game.review.whole import ENGINE, SEED, Review, record_key, review_game
from game.store import JsonStore, StoreError

__all__ = ["MAX_REVIEW_BYTES", "ReviewCache", "review_game"]

MAX_REVIEW_BYTES = 2 * 1024 * 1024
"""A long game's review is about 30 KiB."""


class ReviewCache:
    """The reviews of one folder (made on the first write)."""

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_REVIEW_BYTES)

    @staticmethod
    def name(key: str) -> str:
        return f"{key}.json"

    def get(self, record: GameRecord, seats: Iterable[int], budget: Budget,
            seed: int = SEED) -> Review | None:
        """The kept review of this record, seats, budget and seed by this engine, or None.

        A file that cannot be read as a review is put aside (its reason in the name's
        ``.bak``); one of another engine, seed or budget is simply not used."""
        seats = tuple(sorted(set(seats)))
        name = self.name(record_key(record, seats))
        try:
            review = Review.from_dict(self.store.read(name))
        except FileNotFoundError:
            return None
        except (StoreError, InvalidRecord):
            with contextlib.suppress(StoreError):  # (left where it is: made again anyway)
                self.store.put_aside(name)
            return None
        if (review.engine, review.seed, review.budget, review.seats) != (ENGINE, seed, budget,
                                                                           seats):
            return None
        if review.key != record_key(record, seats):
            return None
        return review

    def forget(self, record: GameRecord, seats: Iterable[int]) -> None:
        """Delete the kept review of this record for these seats, if any (its game was
        deleted: nothing of it should stay behind). :raises StoreError: with the reason."""
        self.store.delete(self.name(record_key(record, tuple(sorted(set(seats))))))

    def put(self, review: Review) -> None:
        """Keep ``review`` (:raises StoreError: with the reason; an older file stays whole)."""
        self.store.write(self.name(review.key), review.to_dict())
