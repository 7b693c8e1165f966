"""Your mistakes deck (game/review/deck.py): named decisions join once, come back on a Leitner
schedule (found: later and later; missed: the same evening), and a damaged file is put aside."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.review.deck import (
    AGAIN_SOON,
    DAY,
    INTERVALS,
    LEARNT,
    Card,
    Deck,
    DeckStore,
)
from game.review.turns import Decision


def named(index: int, seat: int = 0) -> Decision:
    return Decision(index, seat, index // 2, "end", "skip", 0.3, 0.5,
                    ("end", {}), ("skip", {}), (0.3, 0.5, 0.02))


def test_only_named_decisions_of_weighed_games_join_and_only_once():
    deck = Deck()
    unnamed = Decision(2, 0, 1, "end", "skip", 0.3, 0.31)
    assert deck.add("totem", "a", [named(1), unnamed, named(3)], now=5.0) == 2
    assert deck.add("totem", "a", [named(1)], now=9.0) == 0  # (already in, untouched)
    assert deck.add("rok", "b", [named(1)], now=5.0) == 0  # (RÖK names missed pairs)
    assert {c.due for c in deck.cards.values()} == {5.0}
    assert deck.add("pook", "a", [named(1, seat=1)], now=5.0) == 1  # another seat's own card


def test_found_goes_up_a_box_and_waits_longer_missed_comes_back_the_same_evening():
    deck = Deck()
    deck.add("pook", "g", [named(4)], now=0.0)
    now, waits = 0.0, []
    for _ in range(LEARNT + 1):
        card = deck.next("pook", now)
        assert card is not None
        kept = deck.answer(card, found=True, now=now)
        waits.append(kept.due - now)
        assert deck.next("pook", now) is None  # (not before its time)
        now = kept.due
    assert waits == [*INTERVALS[1:], INTERVALS[-1]]  # 1, 3, 7, 16, 35 days, then 35 again
    assert deck.progress("pook", now).learnt == 1
    missed = deck.answer(deck.next("pook", now), found=False, now=now)
    assert (missed.box, missed.due - now) == (0, AGAIN_SOON)
    assert deck.progress("pook", now).learnt == 0
    assert deck.next("pook", now + AGAIN_SOON) == missed


@settings(max_examples=60, deadline=None)
@given(answers=st.lists(st.tuples(st.integers(0, 5), st.booleans(), st.floats(0, 3 * DAY)),
                        max_size=40))
def test_the_card_dealt_is_always_the_one_due_longest_ago_and_no_card_is_ever_lost(answers):
    deck = Deck()
    deck.add("totem", "g", [named(k) for k in range(6)], now=0.0)
    now = 0.0
    for _, found, wait in answers:
        now += wait
        card = deck.next(None, now)
        due = [c for c in deck.cards.values() if c.due <= now]
        assert (card is None) == (not due)
        if card is None:
            continue
        assert card.due == min(c.due for c in due)
        kept = deck.answer(card, found, now)
        assert kept.due > now and 0 <= kept.box <= LEARNT and kept.asked == card.asked + 1
    assert len(deck.cards) == 6 and deck.progress("totem", now).cards == 6


def test_a_deck_reads_back_as_it_was_written(tmp_path):
    deck = Deck()
    deck.add("pook", "x.tablee.json", [named(k) for k in range(3)], now=100.0)
    deck.answer(deck.next(None, 100.0), found=True, now=100.0)
    store = DeckStore(tmp_path)
    store.save(deck)
    assert store.load().cards == deck.cards


@pytest.mark.parametrize("damage", [
    "not json", "[]", '{"format": "tablee.deck/9", "cards": []}',
    '{"format": "tablee.deck/1", "cards": [{"game": "chess"}]}',
])
def test_a_damaged_deck_is_put_aside_and_the_deck_starts_again(tmp_path, damage):
    (tmp_path / "deck.json").write_text(damage, encoding="utf-8")
    assert DeckStore(tmp_path).load().cards == {}
    assert not (tmp_path / "deck.json").exists()  # (kept aside, never overwritten)
    assert any(p.name.startswith("deck.json") for p in tmp_path.iterdir())


@pytest.mark.parametrize(("field", "value"), [
    ("box", LEARNT + 1), ("box", -1), ("due", float("nan")), ("due", 1e300), ("found", 5),
    ("saved", ""), ("game", "rok"), ("decision", {"index": -1}),
])
def test_a_hostile_card_is_refused_in_words(field, value):
    from game.core import InvalidRecord

    card = Card("pook", "g", named(2), asked=3, found=2).to_dict()
    card[field] = value
    with pytest.raises(InvalidRecord) as refused:
        Card.from_dict(json.loads(json.dumps(card)))
    assert str(refused.value)
