"""Notation round trips and malformed text; snapshots that load, and those refused."""

import json

import pytest

from game.core import IllegalAction, InvalidRecord, MalformedAction
from game.totem import Attack, Defend, Exchange, EyeReveal, from_json, new_game, parse_action
from game.totem.actions import (
    AGAIN,
    ATTACK_ONE,
    ATTACK_TWO,
    DEFEND,
    DISCARD,
    END_TURN,
    EXCHANGE,
    EYE_REVEAL,
    TRIM,
    Setup,
)
from game.totem.cards import BY_NAME

from .positions import position

EVERY_SHARED_ACTION = [
    *(a for row in ATTACK_ONE for a in row), *(a for row in ATTACK_TWO.values() for a in row),
    *(a for row in DEFEND for a in row), *(a for row in EXCHANGE for a in row),
    *DISCARD, *TRIM, *EYE_REVEAL, AGAIN, END_TURN, Setup((0, 13, 26, 39)),
]


def test_every_action_text_round_trips():
    state = new_game(2, 1)
    assert len({str(a) for a in EVERY_SHARED_ACTION}) == len(EVERY_SHARED_ACTION)
    for action in EVERY_SHARED_ACTION:
        assert parse_action(state, str(action)) == action


def test_notation_examples_from_the_package_docstring():
    assert str(parse_action(None, "setup R7 B3 G12 Y1")) == "setup R7 B3 G12 Y1"
    assert str(parse_action(None, "attack b5+R7 2")) == "attack R7+B5 2"
    assert parse_action(None, "  defend B3   4 ") == DEFEND[15][3]


@pytest.mark.parametrize("text", [
    "", "fly", "attack", "attack R7", "attack R14 2", "attack R7 5", "attack R7+B5+G3 1",
    "attack R7+R7 1", "defend X3 1", "exchange B3", "discard", "trim B3 1", "eye 0", "eye",
    "again now", "setup R1 R2 R3", "setup R1 R1 R2 R3", "end 1",
])
def test_malformed_text_says_so(text):
    with pytest.raises(MalformedAction):
        parse_action(None, text)


def test_actions_built_in_code_are_checked_and_attack_cards_normalised():
    assert Attack((BY_NAME["B5"], BY_NAME["R7"]), 2) == parse_action(None, "attack R7+B5 2")
    for build in (lambda: Defend(3, 5), lambda: EyeReveal(0), lambda: Attack((4, 4), 1),
                  lambda: Exchange(52, 1)):
        with pytest.raises(ValueError, match="no Totem action"):
            build()


def test_T05_setup_naming_a_card_twice_is_refused():
    state = new_game(2, 1)
    card, before = state.hands[0][0], state.to_json()
    with pytest.raises(IllegalAction, match="4 different defenders"):
        state.play(Setup((card, card, *state.hands[0][1:3])))
    assert state.to_json() == before


def test_snapshot_round_trips_and_keeps_the_rng():
    state = new_game(2, 9)
    again = from_json(state.to_json())
    assert again.to_json() == state.to_json() and again.rng == state.rng


def good_snapshot():
    return json.loads(position((["G11"], []), (("R2", "B3", "G4", None),
                                              ("R13", "B13", "G13", "Y13"))).to_json())


def broken(**changes):
    data = good_snapshot()
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("text, words", [
    ("{", "not valid JSON"),
    ("[]", "JSON object"),
    (broken(format="tablee-pook-state/1"), "format"),
    (broken(phase="lunch"), "phase"),
    (broken(active=2), "seat 0 or 1"),
    (broken(turn="1"), "turn"),
    (broken(rng=-1), "rng"),
    (broken(deck=["R2", *good_snapshot()["deck"]]), "not conserved"),
    (broken(deck=good_snapshot()["deck"][1:]), "not conserved"),
    (broken(discard=["Z9"]), "card names"),
    (broken(hands=[["G11"]]), "one entry per seat"),
    (broken(zones=[[None] * 3, [None] * 4]), "4 slots"),
    (broken(attacks=1), "attack"),
    (broken(phase="follow"), "second attack"),
    (broken(phase="trim"), "more than 6"),
    (broken(phase="eye"), "eye phase"),
    (broken(last_turn=0), "last_turn"),
    (broken(phase="over"), "a game ends"),
    (broken(phase="setup"), "setup"),
])
def test_bad_snapshots_are_refused_with_a_reason(text, words):
    with pytest.raises(InvalidRecord, match=words):
        from_json(text)


def test_a_face_down_defender_cannot_be_marked_spent():
    data = good_snapshot()
    data["zones"][0][0] = {"card": "R2", "revealed": False, "spent": True}
    with pytest.raises(InvalidRecord, match="T19"):
        from_json(json.dumps(data))


def test_a_player_without_defenders_in_a_running_game_is_refused():
    data = good_snapshot()
    data["discard"] += [s["card"] for s in data["zones"][1]]
    data["zones"][1] = [None] * 4
    with pytest.raises(InvalidRecord, match="T25"):
        from_json(json.dumps(data))


def test_a_revealed_shield_eye_or_sum_defender_shows_its_power_spent_T19():
    data = good_snapshot()
    data["zones"][0][1] = {"card": "B3", "revealed": True, "spent": False}
    with pytest.raises(InvalidRecord, match="B3 of seat 0 must show its power used"):
        from_json(json.dumps(data))
