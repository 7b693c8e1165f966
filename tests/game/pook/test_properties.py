"""Invariants checked on seeded random games (hypothesis, derandomized in tests/conftest.py)."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord, IllegalAction, Rng
from game.games import replayed
from game.pook import determinize, new_game, parse_action, random_action
from game.pook.actions import all_action_texts
from game.pook.cards import CARD_IDS, COL, N_CARDS, PIGGY, ROW, SQUARE
from tests.game.pook.helpers import options_for, walk

UNIVERSE_TEXTS = all_action_texts()
UNIVERSE = [parse_action(None, text) for text in UNIVERSE_TEXTS]

players_st = st.integers(min_value=2, max_value=4)
seed_st = st.integers(min_value=0, max_value=2**32)
option_st = st.integers(min_value=0, max_value=4)


def check_components(state):
    """The 24 Faction cards and the Piggy are each in exactly one place, the table is sound."""
    on_table = [state.board[cell] for cell in state.occupied]
    everything = on_table + [c for hand in state.hands for c in hand] + state.pile
    assert sorted(everything) == list(range(N_CARDS + 1))
    assert sum(1 for card in state.board if card >= 0) == len(state.occupied) == len(on_table)
    for cell in state.occupied:
        assert state.where[state.board[cell]] == cell
    for card in range(N_CARDS):
        if state.where[card] < 0:
            assert not state.up[card], "cards off the table show no face"
    cols = [COL[c] for c in state.occupied]
    rows = [ROW[c] for c in state.occupied]
    assert max(cols) - min(cols) < SQUARE and max(rows) - min(rows) < SQUARE
    assert state.box == [min(cols), max(cols), min(rows), max(rows)]


@settings(max_examples=30)
@given(players=players_st, seed=seed_st, option=option_st, data=st.data())
def test_P01_P10_cards_conserved_and_table_within_5x5_at_every_step(players, seed, option, data):
    state = new_game(players, seed, **options_for(players, option))
    check_components(state)
    while not state.is_terminal():
        actions = state.legal_actions()
        state.play(actions[data.draw(st.integers(0, len(actions) - 1))])
        check_components(state)
    assert len(state.occupied) == N_CARDS + 1


@settings(max_examples=12)
@given(players=players_st, seed=seed_st, option=option_st,
       at=st.floats(min_value=0, max_value=1))
def test_legal_actions_are_exactly_what_play_accepts_and_refusals_change_nothing(
        players, seed, option, at):
    states = walk(players, seed, **options_for(players, option))
    state = states[int(at * (len(states) - 1))]
    legal = state.legal_actions()
    assert len(legal) == len(set(legal))
    legal_set = set(legal)
    for action in UNIVERSE:
        assert (state.refusal(action) is None) == (action in legal_set), str(action)
    for action in legal:
        state.clone().play(action)
    before = state.to_json()
    for text, action in zip(UNIVERSE_TEXTS, UNIVERSE, strict=True):
        if action not in legal_set:
            with pytest.raises(IllegalAction) as caught:
                state.play(text)
            assert caught.value.rule
    assert state.to_json() == before


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_actions_agree_with_refusal_along_whole_games(players):
    """The generator and the checker are written apart; they must agree on every action."""
    for option in range(5 if players == 4 else 3):
        for state in walk(players, seed=100 + option, **options_for(players, option))[::6]:
            legal = set(state.legal_actions())
            assert {a for a in UNIVERSE if state.refusal(a) is None} == legal


@settings(max_examples=20)
@given(players=players_st, seed=seed_st, option=option_st,
       steps=st.integers(min_value=0, max_value=120))
def test_replaying_the_record_rebuilds_an_equal_state(players, seed, option, steps):
    options = options_for(players, option)
    state, rng, texts = new_game(players, seed, **options), Rng(seed + 3), []
    for _ in range(steps):
        if state.is_terminal():
            break
        action = random_action(state, rng)
        texts.append(str(action))
        state.play(action)
    record = GameRecord("pook", players, seed, options, tuple(texts))
    assert replayed(GameRecord.from_json(record.to_json())) == state


@settings(max_examples=20)
@given(players=players_st, seed=seed_st, option=option_st,
       at=st.floats(min_value=0, max_value=1), seat=st.integers(0, 3))
def test_a_view_never_holds_another_seats_secrets(players, seed, option, at, seat):
    seat %= players
    states = walk(players, seed, **options_for(players, option))
    state = states[int(at * (len(states) - 1))]
    view = state.view(seat)
    text = json.dumps(view)
    hidden = [CARD_IDS[c] for c in range(N_CARDS) if not state.known[c] >> seat & 1]
    assert not any(f'"{name}' in text for name in hidden)
    assert "rng" not in view
    # Any state that differs only in what this seat cannot see shows it the same view.
    other = determinize(view, Rng(seed))
    assert other.view(seat) == view
    assert other.board[state.where[PIGGY]] == PIGGY
