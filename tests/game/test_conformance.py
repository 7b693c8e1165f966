"""The core contract (game/core.py), checked the same way on every game that exists.

Like OpenSpiel's random-play conformance test: seeded random games through the
checked entry point, with the invariants every game shares checked at each step.
"""

import importlib.util
import json

import pytest

from game.core import GAMES, GameRecord, IllegalAction, MalformedAction, Rng
from game.games import load_game, replayed

MAX_STEPS = 5_000


def existing_games() -> list[str]:
    return [name for name in GAMES if importlib.util.find_spec(f"game.{name}") is not None]


def seat_counts(module) -> list[int]:
    return list(range(module.min_players, module.max_players + 1))


CASES = [(name, players) for name in existing_games()
         for players in seat_counts(load_game(name))]


def random_game(name: str, players: int, seed: int, options=None):
    """Play one seeded random game; returns (final state, action texts, states seen)."""
    module = load_game(name)
    state = module.new_game(players, seed, **(options or {}))
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
    again = replayed(GameRecord.from_json(record.to_json()))
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


NOT_TEXT = [None, 5, 2.5, b"done", ["end"], {"action": "end"}, object()]


@pytest.mark.parametrize("name", existing_games())
def test_a_non_string_is_a_malformed_action_and_changes_nothing(name):
    module = load_game(name)
    state = module.new_game(module.min_players, 3)
    before = state.to_json()
    for thing in NOT_TEXT:
        with pytest.raises(MalformedAction):
            module.parse_action(state, thing)
        with pytest.raises(MalformedAction):
            state.play(thing)
        assert state.to_json() == before


BAD_OPTIONS = [  # (game, players, seed, options, what the message names)
    ("pook", True, 1, {}, "players"), ("pook", 2.0, 1, {}, "players"),
    ("pook", 9, 1, {}, "players"), ("pook", 2, "1", {}, "seed"), ("pook", 2, 1.0, {}, "seed"),
    ("pook", 2, 1, {"teams": 1}, "teams"), ("pook", 2, 1, {"visible_banners": "no"}, "banners"),
    ("pook", 2, 1, {"knight_protects": ["all"]}, "knight_protects"),
    ("pook", 2, 1, {"mage_swap": None}, "mage_swap"),
    ("rok", 3, 1, {"first": True}, "first player"), ("rok", 3, 1, {"first": 1.0}, "first"),
    ("rok", 3, 1, {"first": 3}, "first player"), ("rok", True, 1, {}, "players"),
    ("rok", 3.0, 1, {}, "players"), ("rok", 9, 1, {}, "players"), ("rok", 3, None, {}, "seed"),
    ("rok", 3, False, {}, "seed"),
    ("totem", True, 1, {}, "2 players"), ("totem", 2.0, 1, {}, "2 players"),
    ("totem", 3, 1, {}, "2 players"), ("totem", 2, "1", {}, "seed"),
    ("totem", 2, 1, {"first": 0}, "no options"),
]


@pytest.mark.parametrize("name, players, seed, options, named", BAD_OPTIONS)
def test_new_game_refuses_mistyped_options_with_a_clear_message(name, players, seed, options,
                                                                 named):
    module = load_game(name)
    with pytest.raises(ValueError, match=named):
        module.new_game(players, seed, **options)


GOOD_OPTIONS = [
    ("pook", 4, -3, {"teams": True, "visible_banners": True, "knight_protects": "warriors",
                     "mage_swap": "same"}),
    ("rok", 3, 2**70, {"first": 2}), ("rok", 5, -1, {"first": 4}), ("totem", 2, -(2**65), {}),
]


@pytest.mark.parametrize("name, players, seed, options", GOOD_OPTIONS)
def test_a_games_own_snapshot_always_reloads_whatever_options_it_took(name, players, seed,
                                                                        options):
    module = load_game(name)
    _, _, seen = random_game(name, players, seed, options)
    for state in seen[::5]:
        assert module.from_json(state.to_json()).to_json() == state.to_json()

