"""T01-T11: the cards, the setup and the four actions of a turn."""

import json

import pytest

from game.totem import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.totem.cards import COLOURS, DECK_SIZE, LEVEL, NAME, POWER

from .positions import event, kinds, position, refused, texts

FULL = ("R2", "B3", "G4", "Y5")
HIGH = ("R13", "B13", "G13", "Y13")  # powerless, beaten by nothing below 13


def set_up(seed=2):
    """A new game with both setups played: each seat keeps its 4 lowest cards as defenders."""
    state = new_game(2, seed)
    for seat in (0, 1):
        state.play("setup " + " ".join(state.view(seat)["hand"][:4]))
    return state


def test_T01_52_cards_in_4_colours_of_13_levels():
    assert DECK_SIZE == 52
    assert sorted(NAME) == sorted(f"{c}{n}" for c in COLOURS for n in range(1, 14))
    state = new_game(2, 5)
    everything = state.deck + state.hands[0] + state.hands[1]
    assert sorted(everything) == list(range(52))


def test_T02_levels_1_to_9_carry_their_colours_power_10_to_13_none():
    powers = {(NAME[c][0], LEVEL[c] <= 9): POWER[c] for c in range(DECK_SIZE)}
    assert powers == {("R", True): "sword", ("B", True): "shield", ("G", True): "eye",
                      ("Y", True): "sum", ("R", False): None, ("B", False): None,
                      ("G", False): None, ("Y", False): None}


def test_T02_a_blue_10_defender_has_no_shield_immunity():
    state = position((["G11"], []), (FULL, ("B10", "R13", "G13", "Y13")))
    events = state.play("attack G11 1")
    assert "attack_succeeded" in kinds(events)
    assert state.zone[1][0] is None


def test_T03_totem_is_for_two_players_exactly():
    assert MIN_PLAYERS == MAX_PLAYERS == 2
    for players in (1, 3):
        with pytest.raises(ValueError, match="T03"):
            new_game(players, 1)


def test_T04_random_first_player_and_seven_cards_dealt_to_each():
    assert {new_game(2, seed).first_player for seed in range(20)} == {0, 1}
    state = new_game(2, 11)
    assert new_game(2, 11).to_json() == state.to_json()
    assert [len(h) for h in state.hands] == [7, 7] and len(state.deck) == 38
    first = state.first_player
    assert set_up(11).active == first


def test_T05_setup_places_four_secret_defenders_in_slot_order():
    state = new_game(2, 2)
    hand = state.view(0)["hand"]
    assert len(state.legal_actions()) == 7 * 6 * 5 * 4
    chosen = [hand[3], hand[0], hand[6], hand[2]]
    events = state.play("setup " + " ".join(chosen))
    mine, theirs = state.view(0), state.view(1)
    assert [s["card"] for s in mine["zones"][0]] == chosen  # the owner may look at them (T05)
    assert all(not s["revealed"] for s in mine["zones"][0])
    assert [s["card"] for s in theirs["zones"][0]] == [None] * 4
    assert theirs["hand_counts"] == [3, 7] and len(mine["hand"]) == 3
    assert not set(chosen) & set(json.dumps([e.data for e in events]).split('"'))
    assert state.current_player == 1


def test_T05_setup_refuses_cards_not_in_hand_and_any_other_action():
    state = new_game(2, 2)
    stranger = next(n for n in NAME if n not in state.view(0)["hand"])
    refused(state, "setup " + " ".join([stranger, *state.view(0)["hand"][:3]]), "T05")
    refused(state, "attack " + state.view(0)["hand"][0] + " 1", "T05")
    played = set_up(2)
    refused(played, "setup " + " ".join(played.view(played.active)["hand"][:4]), "T05")


def test_T06_a_turn_starts_with_an_automatic_draw_then_one_action():
    state = new_game(2, 2)
    state.play("setup " + " ".join(state.view(0)["hand"][:4]))
    events = state.play("setup " + " ".join(state.view(1)["hand"][:4]))
    first = state.first_player
    draw = event(events, "draw")
    assert draw.seat == first and draw.data == {"reason": "turn", "deck": 37}
    assert len(state.hands[first]) == 4 and len(state.deck) == 37
    refused(state, "end", "T06")
    card = state.view(first)["hand"][0]
    state.play(f"exchange {card} 1")
    assert state.active == 1 - first and len(state.hands[1 - first]) == 4


def test_T07_attack_is_offered_against_every_opponent_defender():
    state = position((["G11"], []), (FULL, HIGH))
    assert [t for t in texts(state) if t.startswith("attack")] == [
        f"attack G11 {n}" for n in (1, 2, 3, 4)]


def test_T08_defend_places_a_hand_card_face_down_in_an_empty_slot():
    state = position((["Y6", "G11"], []), (("R2", None, "B3", "G4"), HIGH))
    assert [t for t in texts(state) if t.startswith("defend")] == ["defend G11 2", "defend Y6 2"]
    events = state.play("defend Y6 2")
    assert event(events, "defend").data == {"slot": 2}
    assert state.view(0)["zones"][0][1] == {"card": "Y6", "revealed": False, "spent": False}
    assert state.view(1)["zones"][0][1] == {"card": None, "revealed": False, "spent": False}
    assert "Y6" not in json.dumps([e.data for e in events])


def test_T08_defend_is_refused_on_an_occupied_slot_and_with_four_defenders():
    state = position((["Y6"], []), (("R2", None, "B3", "G4"), HIGH))
    refused(state, "defend Y6 1", "T08")
    full = position((["Y6"], []), (FULL, HIGH))
    assert not [t for t in texts(full) if t.startswith("defend")]
    refused(full, "defend Y6 2", "T08")


def test_T09_exchange_swaps_a_face_down_defender_with_a_hand_card_secretly():
    state = position((["Y6"], []), (FULL, ("R3", "B4", "G5", "Y7")))
    events = state.play("exchange Y6 1")
    assert state.view(0)["zones"][0][0]["card"] == "Y6"
    assert state.view(0)["hand"][0] == "R2"
    assert event(events, "exchange").data == {"slot": 1}
    assert not {"R2", "Y6"} & set(json.dumps(state.view(1)).split('"'))


def test_T09_exchange_needs_a_defender_in_the_slot():
    state = position((["Y6"], []), (("R2", None, "B3", "G4"), HIGH))
    refused(state, "exchange Y6 2", "T09")


def test_T10_discard_then_draw():
    state = position((["G11"], ["R12"]), (FULL, ("R3", "B4", "G5", "Y7")), top=["Y3", "B6"])
    events = state.play("discard G11")
    assert state.discard[-1] == NAME.index("G11")
    assert state.view(0)["hand"] == ["Y3"]
    assert kinds(events)[:3] == ["discard", "draw", "end_turn"]
    assert state.view(1)["hand"] == ["R12", "B6"]  # the next turn's draw


def test_T10_discard_is_not_available_when_the_deck_is_empty():
    state = position((["G11"], []), (FULL, HIGH), rest="discard", last_turn=0)
    refused(state, "discard G11", "T10")


def test_T11_more_than_six_cards_discard_down_to_six_at_the_end_of_the_turn():
    hand = ["R10", "R11", "B10", "B11", "G10", "G11", "Y10", "Y11"]
    state = position((hand, []), (("R2", None, "B3", "G4"), HIGH))
    events = state.play("defend Y11 2")
    assert event(events, "hand_limit").data == {"cards": 7, "discard": 1}
    assert state.phase == "trim" and state.current_player == 0
    assert texts(state) == [f"trim {n}" for n in sorted(hand[:-1], key=NAME.index)]
    refused(state, "discard R10", "T11")
    events = state.play("trim G10")
    assert len(state.hands[0]) == 6 and state.active == 1
    assert kinds(events)[:2] == ["discard", "end_turn"]


def test_T11_trim_outside_the_end_of_a_turn_is_refused():
    state = position((["G11"], []), (FULL, HIGH))
    refused(state, "trim G11", "T11")
