"""The core contract (game/core.py), checked the same way on every game that exists.

Like OpenSpiel's random-play conformance test: seeded random games through the
checked entry point, with the invariants every game shares checked at each step.
"""

import importlib.util
import json

import pytest

from game.core import GAMES, GameRecord, IllegalAction, MalformedAction, Rng, load_game

MAX_STEPS = 5_000


def existing_games() -> list[str]:
    return [name for name in GAMES if importlib.util.find_spec(f"game.{name}") is not None]


def seat_counts(module) -> list[int]:
    return list(range(module.MIN_PLAYERS, module.MAX_PLAYERS + 1))


CASES = [(name, players) for name in existing_games()
         for players in seat_counts(load_game(name))]


def random_game(name: str, players: int, seed: int):
    """Play one seeded random game; returns (final state, action texts, states seen)."""
    module = load_game(name)
    state = module.new_game(players, seed)
    rng = Rng(seed + 1_000)
    texts, seen = [], [state.clone()]
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        action = module.random_action(state, rng)
        state.play(action)
        texts.append(str(action))
        seen.append(state.clone())
    return state, texts, seen


@pytest.mark.parametrize("name, players", CASES)
def test_random_games_finish_with_consistent_results(name, players):
    for seed in range(3):
        state, _, _ = random_game(name, players, seed)
        assert state.is_terminal(), f"{name} seed {seed} did not end in {MAX_STEPS} steps"
        assert state.current_player is None
        assert state.legal_actions() == []
        scores = state.scores()
        assert len(scores) == players
        assert set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("name, players", CASES)
def test_every_legal_action_text_round_trips(name, players):
    module = load_game(name)
    _, _, seen = random_game(name, players, seed=4)
    for state in seen[::3]:
        for action in state.legal_actions():
            assert module.parse_action(state, str(action)) == action


@pytest.mark.parametrize("name, players", CASES)
def test_replay_rebuilds_an_equal_state(name, players):
    state, texts, _ = random_game(name, players, seed=5)
    record = GameRecord(name, players, 5, {}, tuple(texts))
    again = GameRecord.from_json(record.to_json()).replay()
    assert again.to_json() == state.to_json()


@pytest.mark.parametrize("name, players", CASES)
def test_snapshots_round_trip_at_every_step(name, players):
    module = load_game(name)
    _, _, seen = random_game(name, players, seed=6)
    for state in seen:
        text = state.to_json()
        assert module.from_json(text).to_json() == text


@pytest.mark.parametrize("name, players", CASES)
def test_clone_is_independent(name, players):
    module = load_game(name)
    state = module.new_game(players, 7)
    before = state.to_json()
    copy = state.clone()
    copy.play(module.random_action(copy, Rng(1)))
    assert state.to_json() == before
    assert copy.to_json() != before


@pytest.mark.parametrize("name, players", CASES)
def test_actions_legal_elsewhere_are_refused_here_without_change(name, players):
    """Action texts taken from other positions are refused (or do not parse) with no change."""
    module = load_game(name)
    _, _, seen = random_game(name, players, seed=8)
    pool = sorted({str(a) for s in seen[::5] for a in s.legal_actions()})
    for state in seen[::7]:
        legal = {str(a) for a in state.legal_actions()}
        before = state.to_json()
        for text in pool:
            if text in legal:
                continue
            try:
                action = module.parse_action(state, text)
            except MalformedAction:
                continue
            with pytest.raises(IllegalAction) as caught:
                state.play(action)
            assert caught.value.rule, "every refusal names its rule"
            assert state.to_json() == before, f"{text!r} changed the state"


@pytest.mark.parametrize("name, players", CASES)
def test_views_are_json_and_name_only_the_seat(name, players):
    _, _, seen = random_game(name, players, seed=9)
    for state in seen[::4]:
        for seat in range(players):
            view = state.view(seat)
            json.dumps(view)
            assert view["seat"] == seat
