"""Warrior powers: Knight (P20), Mage (P21, P18), Orc (P22), Viking (P23), no target (P24),
and the options O1 (what a Knight protects) and O2 (what a Mage may swap)."""

from game.pook.cards import CARD_IDS, parse_cell
from game.pook.position import AFTER, POWER
from tests.game.pook.helpers import grid_of, on, position, refused, texts

KNIGHT_TABLE = """
    .   .   .   .   .
    v1b K1a V1a .   O2b
    .   .   P   o1b m1a
    .   .   .   .   .
    .   .   .   .   .
"""
HAND = ["O1a", "O3a", "V2a", "M2a", "K2a"]


def knight_table(**options):
    return position(KNIGHT_TABLE, hands={0: HAND}, **options)


def cells(*names):
    return {parse_cell(name) for name in names}


def test_P20_knight_protects_adjacent_faction_cards_either_face_not_itself():
    state = knight_table()
    assert state.protected_cells() == cells("C4", "E4")
    assert [e["cell"] for e in state.view(1)["table"] if e["protected"]] == ["C4", "E4"]
    state.play("play O1a W F4")
    assert texts(state) == {"power G4", "skip"}
    assert "protected by an adjacent Knight" in refused(state, "power E4", "P20")


def test_P20_knight_can_be_turned_and_then_protects_nothing():
    state = knight_table()
    state.play("play O3a W D5")
    assert "power D4" in texts(state), "the Knight does not protect itself"
    state.play("power D4")
    assert state.protected_cells() == set()


def test_P20_protection_stops_mage_and_viking_too():
    state = knight_table()
    state.play("play M2a W F4")
    assert not any(t.startswith("power E4") for t in texts(state))
    refused(state, "power E4 K2a", "P20")
    state = knight_table()
    events = state.play("play V2a W C5")  # its only neighbour, the Bourse on C4, is protected
    assert [e.kind for e in events] == ["place", "no_power"]


def test_O1_knight_protects_warriors_only_option():
    state = knight_table(knight_protects="warriors")
    assert state.protected_cells() == cells("E4")
    state.play("play V2a W C5")
    assert texts(state) == {"power C4", "skip"}
    state.play("power C4")
    assert grid_of(state).splitlines()[1].split()[0] == "V1b"


def test_P22_orc_turns_an_adjacent_unprotected_warrior_to_its_bourse_face():
    state = knight_table()
    state.play("play O1a W F4")
    refused(state, "power F5", "P22")  # a Bourse already
    refused(state, "power E3", "P22")  # not adjacent
    refused(state, "power G4 K2a", "P22")  # no hand card for an Orc
    events = state.play("power G4")
    assert events[0].kind == "flip" and events[0].data["face"] == "bourse"
    assert events[0].data["card"] == "O2b"
    assert grid_of(state).splitlines()[1] == "v1b K1a V1a O1a o2b"
    assert state.phase == AFTER


VIKING_TABLE = """
    .   .   .   .   .
    .   .   .   .   .
    .   o1b P   .   .
    .   o3a .   .   .
    .   .   .   .   .
"""


def test_P23_viking_turns_an_adjacent_bourse_face_up_never_the_piggy():
    state = position(VIKING_TABLE, hands={0: ["V1a"]})
    state.play("play V1a W E6")
    assert texts(state) == {"power D6", "skip"}
    assert "Piggy" in refused(state, "power E5", "P23")
    events = state.play("power D6")
    assert events[0].data == {"cell": "D6", "card": "O3a", "face": "warrior",
                              "by": "Viking", "from": "E6"}


def test_P23_P19_a_warrior_turned_up_by_a_viking_is_not_rechecked_nor_triggered():
    state = position(VIKING_TABLE, hands={0: ["V1a"]})
    state.play("play V1a W E6")
    state.play("power D6")
    assert state.bourses_in_line(parse_cell("D6")) == 1  # too few for an Orc 3
    assert state.up[CARD_IDS.index("O3a")]
    assert state.phase == AFTER, "the Orc's power (it could turn the Viking) does not trigger"


MAGE_TABLE = """
    .   .   .   .   .
    .   .   O2a .   .
    .   o1a P   .   .
    .   .   .   .   .
    .   .   .   .   .
"""


def test_P21_mage_swaps_an_adjacent_warrior_for_a_hand_card_that_fits_as_a_warrior():
    state = position(MAGE_TABLE, hands={0: ["M1a", "K3a", "O1b", "V2b"]})
    state.play("play M1a W D4")
    assert texts(state) == {"power E4 O1b", "power D5 K3a", "power D5 O1b", "power D5 V2b",
                            "skip"}
    assert "only 1 Bourse" in refused(state, "power E4 K3a", "P21")
    refused(state, "power E4", "P21")  # the Mage names its hand card
    refused(state, "power E4 K1b", "P21")  # not in hand
    events = state.play("power E4 O1b")
    assert events[0].kind == "mage_swap"
    assert (events[0].data["taken"], events[0].data["placed"]) == ("O2a", "O1b")
    assert grid_of(state).splitlines()[1] == ". M1a O1b . ."
    assert CARD_IDS.index("O2a") in state.hands[0]
    assert state.phase == AFTER, "the new Orc could turn the Mage, but its power does not trigger"


def test_P21_mage_swaps_a_bourse_and_the_new_card_goes_bourse_face_up():
    state = position(MAGE_TABLE, hands={0: ["M1a", "K3a", "O1b", "V2b"]})
    state.play("play M1a W D4")
    events = state.play("power D5 K3a")
    assert events[0].data["taken"] is None and events[0].data["placed"] is None
    assert grid_of(state).splitlines()[2] == ". k3a P . ."
    assert state.view(0)["hand"] == ["O1a", "O1b", "V2b"]
    assert state.view(1)["hands"][0] == [None, None, None]
    assert on(state.view(0), "D5")["card"] == "K3a", "the Mage's owner knows what it put there"
    assert on(state.view(1), "D5")["card"] is None


def test_P21_P24_mage_with_an_empty_hand_has_no_power():
    state = position(MAGE_TABLE, hands={0: ["M1a"]})
    events = state.play("play M1a W D4")
    assert [e.kind for e in events] == ["place", "no_power"]
    assert state.phase == AFTER


def test_P18_the_piggy_can_never_be_taken_by_a_mage():
    state = position("""
        .   .   .   .   .
        .   .   .   .   .
        .   o1a P   .   .
        .   o1b .   .   .
        .   .   .   .   .""", hands={0: ["M1a", "K1a"]})
    state.play("play M1a W E6")
    assert texts(state) == {"power D6 K1a", "skip"}
    assert "Piggy" in refused(state, "power E5 K1a", "P18")


def test_P24_a_power_without_a_legal_target_is_not_applied():
    state = position(MAGE_TABLE, hands={0: ["O1b", "K1a"]})
    events = state.play("play O1b W E6")  # next to the Piggy only
    assert [e.kind for e in events] == ["place", "no_power"]
    assert state.phase == AFTER and texts(state) == {"swap D5", "swap E4", "swap E6", "end"}
    refused(state, "skip", "P13")


def test_O2_mage_same_level_option():
    table = """
        .   .   .   .   .
        .   .   O2a .   .
        .   o1a P   .   .
        .   .   o2b .   .
        .   .   .   .   ."""
    hand = {0: ["M1a", "K1b", "K2a", "K3a"]}
    state = position(table, hands=hand)
    state.play("play M1a W D4")
    assert {t for t in texts(state) if t.startswith("power E4")} == {"power E4 K1b",
                                                                      "power E4 K2a"}
    state = position(table, hands=hand, mage_swap="same")
    state.play("play M1a W D4")
    assert state.phase == POWER
    assert {t for t in texts(state) if t.startswith("power E4")} == {"power E4 K2a"}
    assert "same level" in refused(state, "power E4 K1b", "O2")
    assert {"power D5 K1b", "power D5 K2a", "power D5 K3a"} <= texts(state)
