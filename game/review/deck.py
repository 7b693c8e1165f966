"""Your mistakes deck: every decision a review named joins a deck per game, and comes back
on a spaced-repetition schedule until it is learnt.

A card is a decision the review named (confirmed costly, :attr:`game.review.turns.Decision.named`)
with the saved game it was made in. It sits in a Leitner box: a card found right (its Retry
graded "best" or "better") moves up a box and is asked again after that box's interval
(:data:`INTERVALS`: a day, then 3, 7, 16 and 35 days: Leitner's doubling, as Anki's default
steps roughly do); a card missed goes back to the first box and comes back the same evening
(:data:`AGAIN_SOON`). A card in the last box is learnt (it still comes back, seldom).
:meth:`Deck.next` deals the card due longest ago, the lower box first at a tie.

The deck is one file (``DATA_DIR/practice/deck.json``) through the hardened
:class:`game.store.JsonStore`; a file that is not a deck is put aside and the deck starts
again (:class:`DeckStore`). Lessons and practice games never reach it: only reviews of
finished games add cards. Times are seconds since the epoch, handed in (a test moves the
clock).

>>> from game.review.turns import Decision
>>> deck = Deck()
>>> named = Decision(4, 0, 2, "end", "skip", 0.3, 0.5, checked=(0.3, 0.5, 0.02))
>>> deck.add("pook", "g1", [named, Decision(6, 0, 3, "end", "skip", 0.3, 0.4)], now=0.0)
1
>>> card = deck.next(None, now=0.0)
>>> deck.answer(card, found=True, now=0.0).due == DAY
True
>>> deck.next(None, now=0.0) is None
True
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.core import InvalidRecord, expect_format, require
from game.review.turns import Decision
from game.review.whole import decision_dict, decision_of
from game.store import JsonStore, StoreError

DAY = 24 * 3600.0
INTERVALS = (0.0, DAY, 3 * DAY, 7 * DAY, 16 * DAY, 35 * DAY)
"""When a card in each box is asked again after it was found right (box 0: at once)."""
AGAIN_SOON = 10 * 60.0
"""A card missed is asked again this much later (the same evening, after others)."""
LEARNT = len(INTERVALS) - 1
"""The box of a learnt card."""
DECK_FORMAT = "tablee.deck/1"
MAX_DECK_BYTES = 8 * 1024 * 1024
"""A card is about 600 bytes: ten thousand of them fit."""
GAMES = ("pook", "totem")
"""The games whose decisions are weighed one by one (RÖK's review names missed pairs)."""


@dataclass(frozen=True)
class Card:
    """A named decision of the saved game ``saved`` (its file's name), its Leitner ``box``,
    when it is ``due`` and how often it was asked (``asked``) and found (``found``)."""

    game: str
    saved: str
    decision: Decision
    box: int = 0
    due: float = 0.0
    asked: int = 0
    found: int = 0

    @property
    def key(self) -> tuple[str, int, int]:
        return self.saved, self.decision.index, self.decision.seat

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "saved": self.saved, "decision": decision_dict(self.decision),
                "box": self.box, "due": self.due, "asked": self.asked, "found": self.found}

    @classmethod
    def from_dict(cls, data: object) -> Card:
        """:raises InvalidRecord: saying which field is wrong."""
        if not isinstance(data, dict):
            raise InvalidRecord("a card must be an object")
        game, saved = require(data, "game", str), require(data, "saved", str)
        if game not in GAMES:
            raise InvalidRecord(f"a card's game is one of {', '.join(GAMES)}")
        if not saved or len(saved) > 255:
            raise InvalidRecord("a card names its saved game")
        box, asked, found = (require(data, key, int) for key in ("box", "asked", "found"))
        if not 0 <= box <= LEARNT or not 0 <= found <= asked < 1 << 31:
            raise InvalidRecord("a card's box and counts are out of range")
        due = require(data, "due", float)
        if not 0.0 <= due < 1e11:
            raise InvalidRecord("a card's due time is out of range")
        return cls(game, saved, decision_of(data.get("decision")), box, float(due), asked,
                   found)


@dataclass(frozen=True)
class Progress:
    """A game's deck at a moment: its cards, those learnt, those due."""

    cards: int
    learnt: int
    due: int


class Deck:
    """The cards of every game, by key (see the module docstring)."""

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self.cards = {card.key: card for card in cards}

    def add(self, game: str, saved: str, decisions: Iterable[Decision], now: float) -> int:
        """The named ones of ``decisions`` of the saved game ``saved`` join the deck, due
        now (a card already in it stays as it is); returns how many joined."""
        if game not in GAMES:
            return 0
        joined = 0
        for decision in decisions:
            card = Card(game, saved, decision, due=now)
            if decision.named and card.key not in self.cards:
                self.cards[card.key] = card
                joined += 1
        return joined

    def next(self, game: str | None, now: float) -> Card | None:
        """The card due longest ago (of ``game``, or of any), the lower box first at a tie;
        None when none is due."""
        due = [c for c in self.cards.values() if c.due <= now and game in (None, c.game)]
        return min(due, key=lambda c: (c.due, c.box, c.key), default=None)

    def answer(self, card: Card, found: bool, now: float) -> Card:
        """``card`` answered: up a box and asked again after its interval if ``found``,
        else back to the first box and asked again soon. Returns it as kept."""
        box = min(LEARNT, card.box + 1) if found else 0
        kept = replace(card, box=box, due=now + (INTERVALS[box] if found else AGAIN_SOON),
                       asked=card.asked + 1, found=card.found + found)
        self.cards[card.key] = kept
        return kept

    def forget(self, saved: str) -> None:
        """The cards of a deleted game go with it."""
        self.cards = {key: card for key, card in self.cards.items() if card.saved != saved}

    def progress(self, game: str, now: float) -> Progress:
        mine = [c for c in self.cards.values() if c.game == game]
        return Progress(len(mine), sum(c.box == LEARNT for c in mine),
                        sum(c.due <= now for c in mine))

    def to_dict(self) -> dict[str, Any]:
        return {"format": DECK_FORMAT,
                "cards": [card.to_dict() for card in sorted(self.cards.values(),
                                                             key=lambda c: c.key)]}

    @classmethod
    def from_dict(cls, data: object) -> Deck:
        """:raises InvalidRecord: saying which field is wrong."""
        if not isinstance(data, dict):
            raise InvalidRecord("a deck must be an object")
        expect_format(data, DECK_FORMAT)
        return cls(Card.from_dict(card) for card in require(data, "cards", list))


class DeckStore:
    """The deck's file in ``directory`` (made on the first write)."""

    NAME = "deck.json"

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_DECK_BYTES)

    def load(self) -> Deck:
        """The deck kept, or an empty one (none yet; a damaged file is put aside, never
        overwritten)."""
        try:
            return Deck.from_dict(self.store.read(self.NAME))
        except FileNotFoundError:
            return Deck()
        except (StoreError, InvalidRecord):
            with contextlib.suppress(StoreError):
                self.store.put_aside(self.NAME)
            return Deck()

    def save(self, deck: Deck) -> None:
        """:raises StoreError: with the reason (the older file stays whole)."""
        self.store.write(self.NAME, deck.to_dict())
