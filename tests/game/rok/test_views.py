"""Views show each seat exactly the table; determinize deals the hidden runes back."""

import json

from game.core import Rng
from game.rok import determinize, new_game, random_action
from game.rok.components import RUNES
from game.rok.loading import validate
from game.rok.rules import State
from tests.game.rok.helpers import position


def states_along_a_game(players, seed):
    state = new_game(players, seed)
    rng = Rng(seed + 50)
    seen = [state.clone()]
    while not state.is_terminal():
        state.play(random_action(state, rng))
        seen.append(state.clone())
    return seen


def reshuffle_secrets(state: State, seed: int) -> State:
    """The same table with the hidden runes dealt differently and another generator."""
    other = state.clone()
    down = sorted(r for r, (_, _, up) in other.table.items() if not up)
    hidden = other.bag + [r for h in other.hands for r in h] + down
    Rng(seed).shuffle(hidden)
    spots = [other.table.pop(r) for r in down]
    other.bag = sorted(hidden[:len(other.bag)])
    start = len(other.bag)
    for seat, hand in enumerate(other.hands):
        other.hands[seat] = hidden[start:start + len(hand)]
        start += len(hand)
    for rune, spot in zip(hidden[start:], spots, strict=True):
        other.table[rune] = spot
    other.rng = Rng(seed)
    validate(other)
    return other


def test_R02_R07_views_never_show_the_bag_hands_or_face_down_runes():
    checked = 0
    for state in states_along_a_game(4, 3)[::3]:
        other = reshuffle_secrets(state, 77)
        for seat in range(state.players):
            assert state.view(seat) == other.view(seat)
        if other.to_json() != state.to_json():
            checked += 1
    assert checked > 5, "the reshuffle must really change hidden things"


def test_views_are_json_and_hold_the_public_table():
    state = position(3, balance=["b1a", "g1a", "w1a"], hoards=[["b5a", "b5b"], [], []],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "g7a": (3, 3, False)})
    state.play("grab 1 w4a")
    view = state.view(2)
    json.dumps(view)
    assert view["seat"] == 2 and view["current_player"] == 0
    assert view["trays"] == [[], ["w4a"], []]
    assert view["hoards"][0] == ["b5a", "b5b"] and view["balance"] == ["b1a", "g1a", "w1a"]
    assert view["table"] == [["w4b", 2.0, 2.0, True]]
    assert view["face_down"] == [[3.0, 3.0]]
    assert view["bag"] == len(state.bag) and "rng" not in view


def test_each_seat_is_offered_its_own_grabs_and_only_the_host_done():
    state = position(3, first=1, balance=["b1a", "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True)})
    assert state.view(0)["legal"] == ["grab 0 w4a", "grab 0 w4b"]
    assert state.view(1)["legal"] == ["grab 1 w4a", "grab 1 w4b", "done"]
    assert len(state.legal_actions()) == 3 * 2 + 1


def test_throw_and_slide_views_offer_no_menu_but_say_what_is_expected():
    state = new_game(2, 1)
    view = state.view(0)
    assert view["legal"] == [] and view["expects"] == "throw" and view["hands"] == [5, 5]


def test_determinize_deals_a_state_with_the_same_view():
    phases = set()
    for players, seed in [(3, 8), (4, 1), (5, 0), (5, 2)]:
        for index, state in enumerate(states_along_a_game(players, seed)):
            if state.phase in ("throw", "grab") and index % 5:
                continue
            phases.add(state.phase)
            for seat in range(players):
                seen = state.view(seat)
                guess = determinize(seen, Rng(seat))
                validate(guess)
                assert guess.view(seat) == seen
                assert hidden_runes(guess) == hidden_runes(state)
                assert guess.legal_actions() == state.legal_actions()
    assert phases == {"throw", "grab", "slide", "order", "over"}


def hidden_runes(state):
    return sorted(state.bag + [r for h in state.hands for r in h]
                  + [r for r, (_, _, up) in state.table.items() if not up])


def test_events_never_name_a_face_down_rune():
    state = position(2, phase="throw", balance=["b1a", "g1a"], hands=[["w1a", "w2a"], []],
                     table={"w6a": (10, 10, True), "w6b": (-10, 10, True)})
    events = state.play("throw w1a:down:5,0 w2a:up:-5,0")
    assert "w1a" not in str([e.data for e in events])
    assert events[0].data["down"] == [[5.0, 0.0]]
    assert set(RUNES) >= set(events[0].data["up"])
