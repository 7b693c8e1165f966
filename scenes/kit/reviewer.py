"""A game's review, made off the frame thread, told as it goes, stopped when asked, kept.

:class:`Reviewer` first asks the review cache beside the saved games (a review kept there by
the same engine, seed and budget is the answer at once); otherwise it runs
:func:`game.review.whole.review_game` on a :class:`~scenes.kit.background.Background`
thread, whose progress the screen reads each frame (two numbers the thread writes), and
keeps the result in the cache. Cancelling sets an event the review looks at before each
decision: the thread ends within one decision and nothing is kept.
"""

from __future__ import annotations

import contextlib
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.games import load_game
from game.practice import is_practice
from game.review.cache import ReviewCache
from game.review.deck import DeckStore
from game.review.turns import Budget, Cancelled
from game.review.whole import SEED, Review, review_game
from game.store import StoreError
from scenes.kit.background import Background

if TYPE_CHECKING:
    from game.saves import SavedGame

REVIEWS = "reviews"
"""The folder of reviews, beside ``games`` in the data folder."""
DECK = "practice"
"""The folder of the mistakes deck (:mod:`game.review.deck`), beside it."""
BUDGET = Budget(iterations=400, samples=64)
"""What each decision gets: the iterations of each of the Hard searches, the paired play-outs
per move (``make bench ONLY=review`` says what a whole game takes)."""


def human_seats(saved: SavedGame) -> tuple[int, ...]:
    return tuple(i for i, seat in enumerate(saved.seats) if seat.is_human)


def forget_review(data_dir: Path, saved: SavedGame) -> None:
    """Delete the review kept for ``saved`` (whose file is being deleted), and its cards in
    the mistakes deck; a review is named by its record, so another copy of the same game
    would make it again when asked.
    :raises StoreError: with the reason."""
    ReviewCache(data_dir / REVIEWS).forget(saved.record, human_seats(saved))
    store = DeckStore(data_dir / DECK)  # (its mistakes leave the deck with it)
    deck = store.load()
    if any(card.saved == saved.name for card in deck.cards.values()):
        deck.forget(saved.name)
        store.save(deck)


class Reviewer:
    """One game's review: found kept, or being made (``progress``), or made (``review``)."""

    def __init__(self, data_dir: Path, saved: SavedGame, budget: Budget | None = None,
                 seed: int = SEED) -> None:
        self.cache, self.data_dir = ReviewCache(data_dir / REVIEWS), data_dir
        self.saved, self.budget, self.seed = saved, budget or BUDGET, seed
        self.seats = human_seats(saved)
        self.review: Review | None = None
        self.problem: tuple[str, str] | None = None  # ("review.failed" or ".not_kept", why)
        self.progress = (0, 0)  # decisions (RÖK: actions) done, of how many
        self.stop = threading.Event()
        self.job = Background("tablee-review")
        self.keeping = Background("tablee-deck")  # (never shown busy: the review is there)

    def start(self) -> None:
        """The kept review if there is one (at once), else the work begins on its thread."""
        record = self.saved.record
        self.review = self.cache.get(record, self.seats, self.budget, self.seed)
        if self.review is not None:  # (made before the deck was: its mistakes join now)
            self.keeping.start(self.keep_mistakes, self.review, whose=record.game)
        elif self.seats:
            self.job.start(self.work, whose=record.game)

    def work(self) -> Review | None:
        try:
            record = self.saved.record
            review = review_game(load_game(record.game), record, self.seats, self.budget,
                                 self.seed, self.told, self.stop.is_set)
        except Cancelled:
            return None
        self.keep_mistakes(review)
        return review

    def keep_mistakes(self, review: Review) -> None:
        """The decisions the review named join the players' mistakes deck (on the review's
        thread; a lesson or a practice game adds nothing; a deck that cannot be written
        keeps what it had)."""
        saved = self.saved
        if saved.lesson or is_practice(saved.record) or not saved.name:
            return
        store = DeckStore(self.data_dir / DECK)
        deck = store.load()
        if deck.add(review.game, saved.name, review.decisions, time.time()):
            with contextlib.suppress(StoreError):
                store.save(deck)

    def told(self, done: int, total: int) -> None:
        self.progress = (done, total)

    @property
    def busy(self) -> bool:
        return self.job.busy

    def poll(self) -> bool:
        """Each frame: True when the review has just been made (and kept, if it could be)."""
        if not self.job.ready():
            return False
        try:
            review = self.job.result()
        except (ValueError, RecursionError) as exc:  # a record the rules refuse
            self.problem = ("review.failed", str(exc))
            return True
        if review is None:
            return False
        self.review = review
        try:
            self.cache.put(review)
        except StoreError as exc:
            self.problem = ("review.not_kept", str(exc))
        return True

    def cancel(self) -> None:
        """Stop the work (it ends within one decision; nothing is kept)."""
        self.stop.set()
        self.job.cancel()

    def close(self) -> None:
        self.cancel()
        self.job.close()
        self.keeping.close()
