"""Invariants over sampled RÖK games (hypothesis): conservation, distinct Balance runes,
refusals change nothing, records replay; and 1,000 games per player count finish (slow)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import GameRecord, IllegalAction, MalformedAction, Rng
from game.games import replayed
from game.rok import new_game, random_action
from game.rok.components import RUNES
from game.rok.loading import validate

players_st = st.integers(min_value=2, max_value=5)
seed_st = st.integers(min_value=0, max_value=2**32)


def play_out(players, seed, each_step=None, limit=5_000):
    state = new_game(players, seed)
    rng = Rng(seed ^ 0xABCD)
    texts = []
    for _ in range(limit):
        if state.is_terminal():
            break
        action = random_action(state, rng)
        state.play(action)
        texts.append(str(action))
        if each_step:
            each_step(state)
    return state, texts


def check_invariants(state):
    validate(state)  # the 48 runes conserved across bag, hands, table, trays, hoards, Balance
    places = (state.bag, *state.hands, list(state.table), *state.trays, *state.hoards,
              [b for b in state.balance if b])
    assert sorted(r for place in places for r in place) == sorted(RUNES)
    held = [b[:2] for b in state.balance if b]
    assert len(held) == len(set(held)), "Balance runes always differ"


@given(players_st, seed_st)
def test_runes_are_conserved_and_balance_runes_differ_at_every_step(players, seed):
    state, _ = play_out(players, seed, each_step=check_invariants)
    assert state.is_terminal()


action_texts = st.one_of(
    st.builds(lambda s, r: f"grab {s} {r}", st.integers(0, 5), st.sampled_from([*RUNES, "D"])),
    st.builds(lambda s, d: f"slide {s} {d:.2f}", st.integers(0, 5),
              st.floats(-5, 60, allow_nan=False)),
    st.builds(lambda s, w: f"slide {s} {w}", st.integers(0, 5), st.sampled_from(["touch", "off"])),
    st.builds(lambda r, up, x, y: f"throw {r}:{'up' if up else 'down'}:{x:.2f},{y:.2f}",
              st.sampled_from(RUNES), st.booleans(), st.floats(-45, 45), st.floats(-45, 45)),
    st.sampled_from(["done", "order 0>1,1>0", "order 1>0", "grab", "slide x", "throw"]),
)


@given(players_st, seed_st, st.integers(min_value=0, max_value=60), st.lists(action_texts,
                                                                            max_size=8))
def test_an_illegal_action_changes_nothing(players, seed, steps, texts):
    state, _ = play_out(players, seed, limit=steps)
    for text in texts:
        before = state.to_json()
        try:
            state.play(text)
        except (IllegalAction, MalformedAction):
            assert state.to_json() == before
        else:
            check_invariants(state)


@given(players_st, seed_st)
def test_a_record_replays_to_the_same_state(players, seed):
    state, texts = play_out(players, seed)
    record = GameRecord("rok", players, seed, {}, tuple(texts))
    assert replayed(GameRecord.from_json(record.to_json())).to_json() == state.to_json()
    assert replayed(record, upto=len(texts) // 2).to_json() == play_out(
        players, seed, limit=len(texts) // 2)[0].to_json()


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_1000_sampled_games_finish(players):
    for seed in range(1_000):
        state, texts = play_out(players, seed)
        assert state.is_terminal(), f"seed {seed} did not finish in {len(texts)} actions"
        assert len(state.winners()) == 1
