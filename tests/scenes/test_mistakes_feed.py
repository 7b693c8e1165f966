"""A review's named decisions join the mistakes deck (scenes/kit/reviewer.py); a lesson or a
practice game adds nothing; a review kept from before the deck adds its own when opened."""

from __future__ import annotations

from dataclasses import replace

from game.core import GameRecord
from game.practice import PRACTICE, is_practice
from game.review.deck import DeckStore
from game.review.turns import Budget, Decision
from game.review.whole import Review, record_key
from game.saves import BOT, SavedGame, Seat
from scenes.kit.reviewer import DECK, Reviewer


def saved_totem() -> SavedGame:
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    return SavedGame.start("totem", 3, seats, {}).advanced(GameRecord("totem", 2, 3, {}), True)


def a_review(saved: SavedGame) -> Review:
    named = Decision(4, 0, 2, "end", "again", 0.2, 0.5, checked=(0.2, 0.5, 0.03))
    unnamed = Decision(6, 0, 3, "end", "again", 0.2, 0.21)
    return Review("totem", record_key(saved.record, (0,)), (0,), 1, Budget(20, 4),
                  (named, unnamed))


def test_the_named_decisions_of_a_review_join_the_deck(tmp_path):
    saved = saved_totem()
    Reviewer(tmp_path, saved).keep_mistakes(a_review(saved))
    cards = DeckStore(tmp_path / DECK).load().cards
    assert [(c.saved, c.decision.index) for c in cards.values()] == [(saved.name, 4)]


def test_lessons_and_practice_games_add_nothing(tmp_path):
    saved = saved_totem()
    lesson = replace(saved, lesson=True)
    practice = replace(saved, record=replace(saved.record, options={PRACTICE: {"seat": 0}}))
    assert is_practice(practice.record)
    for each in (lesson, practice):
        Reviewer(tmp_path, each).keep_mistakes(a_review(each))
    assert DeckStore(tmp_path / DECK).load().cards == {}
