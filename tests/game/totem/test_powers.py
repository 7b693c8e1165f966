"""T20-T24: Sword, Shield, Eye and Sum."""

from game.totem import Attack, parse_action
from game.totem.cards import BY_NAME

from .positions import event, kinds, position, refused, texts

MINE = ("R13", "B13", "G13", "Y13")


def test_T20_booklet_sword_adds_its_level_to_any_other_hand_card():
    """The booklet: the Sword adds its number to any card in hand during an attack."""
    state = position((["R5", "Y8"], []), (MINE, ("R12^", "B11", "G10", "Y10")))
    refused(state, "attack R5 1", "T13")
    refused(state, "attack Y8 1", "T13")
    assert parse_action(state, "attack Y8+R5 1") == Attack((BY_NAME["R5"], BY_NAME["Y8"]), 1)
    events = state.play("attack Y8+R5 1")
    assert event(events, "attack").data["value"] == 13
    assert "attack_succeeded" in kinds(events)
    assert state.view(0)["discard"][-3:] == ["R5", "Y8", "R12"]


def test_T20_the_partners_power_is_cancelled():
    state = position((["R2", "Y3"], []), (MINE, ("G4", "B11", "G10", "Y10")), top=["B6"])
    deck = len(state.deck)
    events = state.play("attack R2+Y3 1")
    assert event(events, "cancel").data == {"card": "Y3", "by": "sword"}
    assert event(events, "power").data == {"card": "R2", "power": "sword",
                                            "where": "attack", "partner": "Y3"}
    assert "attack_succeeded" in kinds(events) and "draw" not in kinds(events)  # no Sum draw
    assert len(state.deck) == deck and state.view(0)["hand"] == []


def test_T20_two_cards_attack_together_only_with_a_sword_red_1_to_9():
    state = position((["B5", "Y8", "R10"], []), (MINE, ("G4", "B11", "G10", "Y10")))
    refused(state, "attack B5+Y8 1", "T20")
    refused(state, "attack R10+Y8 1", "T20")


def test_T20_a_sword_has_no_effect_when_defending():
    state = position((["Y2"], []), (MINE, ("R9", "B11", "G10", "Y10")))
    events = state.play("attack Y2 1")
    assert "attack_failed" in kinds(events) and "power" not in kinds(events)
    assert state.view(1)["zones"][1][0] == {"card": "R9", "revealed": True, "spent": False}


def test_T21_a_shield_is_immune_to_its_first_attack_whatever_the_value():
    state = position((["R9", "G13"], []),
                     (("R13", "B13", "Y12", "Y13"), ("B1", "B11", "G10", "Y10")))
    events = state.play("attack R9+G13 1")
    assert event(events, "attack").data["value"] == 22
    assert event(events, "attack_failed").data == {"slot": 1, "defender": "B1", "reason": "shield"}
    powers = [e.data for e in events if e.kind == "power"]
    assert powers == [{"card": "R9", "power": "sword", "where": "attack", "partner": "G13"},
                      {"card": "B1", "power": "shield", "where": "defence"}]
    assert state.view(0)["discard"][-2:] == ["R9", "G13"]
    assert state.view(0)["zones"][1][0] == {"card": "B1", "revealed": True, "spent": True}


def test_T21_later_attacks_compare_levels_normally():
    state = position((["Y1"], []), (MINE, ("B1^/", "B11", "G10", "Y10")))
    assert "attack_succeeded" in kinds(state.play("attack Y1 1"))


def test_T22_an_attacking_eye_reveals_an_opponent_defender_and_cancels_its_power():
    state = position((["G5", "Y11"], []), (MINE, ("R2", "B3", "Y4", "G12")))
    events = state.play("attack G5 1")
    assert event(events, "power").data == {"card": "G5", "power": "eye", "where": "attack"}
    assert state.phase == "eye" and state.current_player == 0
    assert texts(state) == ["eye 2", "eye 3", "eye 4"]
    refused(state, "attack Y11 2", "T22")
    refused(state, "eye 1", "T22")
    events = state.play("eye 3")
    assert event(events, "reveal").data == {"slot": 3, "card": "Y4", "by": "eye"}
    assert state.view(0)["zones"][1][2] == {"card": "Y4", "revealed": True, "spent": True}
    assert state.phase == "follow"


def test_T22_a_defending_eye_lets_its_owner_reveal_off_turn():
    state = position((["Y2"], []), (("R2", "B3", "Y4", None), ("G7", "B11", "G10", "Y10")))
    state.play("attack Y2 1")
    assert state.active == 0 and state.current_player == 1
    assert state.view(1)["legal"] == ["eye 1", "eye 2", "eye 3"] and state.view(0)["legal"] == []
    events = state.play("eye 2")
    assert event(events, "cancel").data == {"card": "B3", "slot": 2, "by": "eye"}
    assert kinds(events)[-3:] == ["end_turn", "turn", "draw"] and state.active == 1


def test_T23_a_sum_draws_at_once_even_outside_its_owners_turn():
    state = position((["Y9", "Y2"], ["B10"]), (MINE, ("G4", "Y6", "G10", "Y10")),
                     top=["R5", "R6", "R7"])
    state.play("attack Y9 1")  # the attacking Sum draws R5 at once
    assert state.view(0)["hand"] == ["R5", "Y2"]
    state.play("attack Y2 2")  # fails on Y6: its Sum draws R6 for seat 1, off-turn
    assert state.view(1)["hand"] == ["R6", "R7", "B10"]  # R6, then R7 at the turn's start


def test_T24_an_eye_with_no_face_down_defender_to_reveal_does_nothing():
    state = position((["G5"], []), (MINE, ("R2", "B3^/", None, None)))
    events = state.play("attack G5 1")
    assert event(events, "power").data["power"] == "eye"
    assert state.phase == "follow" and state.eye_seat is None


def test_T24_a_sum_with_an_empty_deck_draws_nothing():
    state = position((["Y9"], []), (MINE, ("G4", "B11", "G10", "Y10")), rest="discard",
                     last_turn=0)
    events = state.play("attack Y9 1")
    assert event(events, "power").data["power"] == "sum" and "draw" not in kinds(events)
    assert state.view(0)["hand"] == []
