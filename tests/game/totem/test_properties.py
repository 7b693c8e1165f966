"""Invariants over random games: conservation, limits, exact legality, no leaks, replays."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord, IllegalAction, Rng
from game.games import replayed
from game.totem import determinize, from_json, new_game, random_action
from game.totem.cards import NAME
from game.totem.phases import HAND_LIMIT

from .test_notation_and_snapshots import EVERY_SHARED_ACTION

seeds = st.integers(min_value=0, max_value=2**32)


def random_game(seed):
    """Yield (state before, action, events, state after) along one seeded random game."""
    state = new_game(2, seed)
    rng = Rng(seed ^ 0xC0FFEE)
    while not state.is_terminal():
        before = state.clone()
        action = random_action(state, rng)
        events = state.play(action)
        yield before, action, events, state


def strings(value):
    """Every string inside a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def secrets_from(state, seat):
    """Names of the cards ``seat`` may not see: opponent's hand and face-down defenders, deck."""
    enemy = 1 - seat
    hidden = set(state.deck) | set(state.hands[enemy])
    hidden |= {state.zone[enemy][i] for i in state.face_down_slots(enemy)}
    return {NAME[c] for c in hidden}


def check_invariants(state, events):
    cards = state.deck + state.discard + state.hands[0] + state.hands[1]
    cards += [c for z in state.zone for c in z if c is not None]
    assert sorted(cards) == list(range(52))  # T01: 52 cards, each once
    for seat in (0, 1):
        assert len(state.zone[seat]) == 4 and state.scores()[seat] <= 4  # T05
        for i in range(4):
            assert not state.spent[seat][i] or state.revealed[seat][i]
    for event in events:
        if event.kind == "end_turn":
            assert len(state.hands[event.seat]) <= HAND_LIMIT  # T11


@settings(max_examples=200)
@given(seeds)
def test_T01_T05_T11_cards_conserved_zones_at_most_4_hands_at_most_6_at_turn_end(seed):
    for _, _, events, state in random_game(seed):
        check_invariants(state, events)


@settings(max_examples=60)
@given(seeds)
def test_legal_actions_are_exact_and_illegal_actions_change_nothing(seed):
    for step, (before, _, _, _) in enumerate(random_game(seed)):
        if step % 4:
            continue
        legal = before.legal_actions()
        assert len(set(legal)) == len(legal)
        legal_set = set(legal)
        text = before.to_json()
        for action in [*EVERY_SHARED_ACTION, *legal]:
            assert (before.refusal(action) is None) == (action in legal_set), str(action)
        for action in [a for a in EVERY_SHARED_ACTION if a not in legal_set][::97]:
            with pytest.raises(IllegalAction) as caught:
                before.play(action)
            assert caught.value.rule.startswith("T")
            assert before.to_json() == text


@settings(max_examples=60)
@given(seeds)
def test_replay_rebuilds_the_original_state(seed):
    texts, final = [], None
    for _, action, _, state in random_game(seed):
        texts.append(str(action))
        final = state
    record = GameRecord("totem", 2, seed, {}, tuple(texts))
    assert replayed(GameRecord.from_json(record.to_json())).to_json() == final.to_json()
    middle = len(texts) // 2
    assert replayed(record, middle).to_json() == replayed(GameRecord(
        "totem", 2, seed, {}, tuple(texts[:middle]))).to_json()


@settings(max_examples=60)
@given(seeds)
def test_views_never_show_the_other_seats_secrets_and_determinize_agrees(seed):
    rng = Rng(seed)
    for step, (_, _, _, state) in enumerate(random_game(seed)):
        if step % 3:
            continue
        for seat in (0, 1):
            seen = state.view(seat)
            assert not set(strings(seen)) & secrets_from(state, seat)
            other = determinize(seen, rng)  # differs only in what seat cannot see
            assert other.view(seat) == seen
            assert from_json(other.to_json()).to_json() == other.to_json()


@settings(max_examples=100)
@given(seeds)
def test_events_name_only_cards_that_are_public_afterwards(seed):
    for _, _, events, state in random_game(seed):
        public = {NAME[c] for c in state.discard}
        public |= {NAME[c] for s in (0, 1) for c, up in zip(state.zone[s], state.revealed[s],
                                                              strict=True) if c is not None and up}
        named = set(strings([dict(e.data) for e in events])) & set(NAME)
        assert named <= public
        json.dumps([dict(e.data) for e in events])


def test_two_states_differing_only_in_hidden_cards_give_identical_views():
    state = new_game(2, 21)
    for seat in (0, 1):
        state.play("setup " + " ".join(state.view(seat)["hand"][:4]))
    other = state.clone()
    enemy = 1 - state.active
    hidden = other.hands[enemy] + other.zone[enemy] + other.deck
    hidden.reverse()
    other.hands[enemy] = sorted(hidden[:3])
    other.zone[enemy] = hidden[3:7]
    other.deck = hidden[7:]
    assert other.to_json() != state.to_json()
    assert other.view(state.active) == state.view(state.active)


@pytest.mark.slow
def test_1000_random_games_finish_with_every_invariant():
    reasons = {}
    for seed in range(1000):
        state = None
        for _, _, events, state in random_game(seed):
            check_invariants(state, events)
        assert state is not None and state.is_terminal() and state.winners()
        reasons[state.end_reason] = reasons.get(state.end_reason, 0) + 1
    assert set(reasons) >= {"all_defenders_beaten", "deck_exhausted_count",
                            "deck_exhausted_total"}
