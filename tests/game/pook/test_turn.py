"""A turn: playing a card (P09-P12), powers being optional (P13), drawing (P14), the Piggy
(P15-P19), and the rulebook's turn example."""

from game.pook import new_game
from game.pook.cards import CARD_IDS, parse_cell
from game.pook.position import START
from tests.game.pook.helpers import grid_of, position, refused, texts

# --- the rulebook's turn example (booklet p. 4) ---

TURN_EXAMPLE = """
    .   .   .   .   .
    V1a K1a M1a .   V1b
    .   .   P   o1a m2a
    .   .   .   v3a .
    .   .   .   .   .
"""


def turn_example():
    return position(TURN_EXAMPLE, hands={0: ["O2a", "O3a"]})


def test_P12_P20_turn_example_orc_2_fits_where_row_and_column_hold_two_bourses():
    state = turn_example()
    assert state.bourses_in_line(parse_cell("F4")) == 2
    assert "play O2a W F4" in texts(state)
    refused(state, "play O3a W F4", "P12")
    state.play("play O2a W F4")
    # The Orc may not turn the Mage, which the Knight protects; the Viking on G4 is fair game.
    assert texts(state) == {"power G4", "skip"}
    message = refused(state, "power E4", "P20")
    assert "protected" in message


def test_P12_P11_P10_turn_example_three_illegal_cells():
    state = turn_example()
    assert "only 0 Bourses" in refused(state, "play O2a W C3", "P12")
    assert "not orthogonally adjacent" in refused(state, "play O2a W G7", "P11")
    assert "outside the 5×5 square" in refused(state, "play O2a W B4", "P10")


def test_P09_turn_example_the_orc_may_go_bourse_face_up_without_effect():
    state = turn_example()
    events = state.play("play O2a B F4")
    assert [e.kind for e in events] == ["place"] and events[0].data["card"] is None
    assert grid_of(state).splitlines()[1].split()[3] == "o2a"
    assert texts(state) == {"swap E4", "swap F5", "end"}


# --- P09-P12 ---

def test_P09_exactly_one_card_per_turn_from_hand():
    state = new_game(4, seed=1)
    refused(state, "end", "P09")
    first = next(a for a in state.legal_actions() if str(a).startswith("play"))
    other = next(c for c in range(24) if c not in state.hands[0])
    refused(state, f"play {CARD_IDS[other]} B E4", "P09")
    state.play(first)
    assert len(state.hands[0]) == 5
    second = next(c for c in state.hands[0])
    refused(state, f"play {CARD_IDS[second]} B E6", "P09")
    assert not any(str(a).startswith("play") for a in state.legal_actions())


def test_P10_every_card_stays_in_one_5x5_square():
    state = position("""
        .   .   .   .   .
        .   .   .   .   .
        o1a o1b P   o2a o2b
        .   .   .   .   .
        .   .   .   .   .""", hands={0: ["K1a"]})
    refused(state, "play K1a B B5", "P10")
    refused(state, "play K1a B H5", "P10")
    assert {"play K1a B C4", "play K1a B G6"} <= texts(state)
    state.play("play K1a B C4")
    state.play("end")
    assert not any(t.endswith(("B5", "H5")) for t in texts(state))


def test_P11_placed_card_is_orthogonally_adjacent_on_an_empty_cell():
    state = new_game(2, seed=3)
    card = CARD_IDS[state.hands[0][0]]
    refused(state, f"play {card} B D4", "P11")  # diagonal to the Piggy only
    refused(state, f"play {card} B E5", "P11")  # occupied by the Piggy
    refused(state, f"play {card} B E3", "P11")  # two cells away
    assert {t.split()[-1] for t in texts(state) if t.startswith(f"play {card} B")} == \
        {"E4", "D5", "F5", "E6"}


def test_P12_warrior_level_at_most_the_bourses_in_whole_row_and_column():
    state = position("""
        .   .   .   .   .
        .   .   .   .   .
        o1a V1a P   .   .
        .   .   .   .   .
        .   .   .   .   .""", hands={0: ["K2a", "K3a", "M1a"]})
    # F5 sees C5 (three cells away) and the Piggy: two Bourses; the Warrior on D5 does not count.
    assert state.bourses_in_line(parse_cell("F5")) == 2
    assert "play K2a W F5" in texts(state)
    assert "only 2 Bourses" in refused(state, "play K3a W F5", "P12")
    assert "only 0 Bourses" in refused(state, "play M1a W D4", "P12")
    assert "play M1a W E4" in texts(state)  # the Piggy alone suffices for level 1


# --- P13 and P14 ---

ORC_NEXT_TO_WARRIOR = """
    .   .   .   .   .
    .   .   V1a .   .
    .   o1b P   .   .
    .   .   .   .   .
    .   .   .   .   .
"""


def test_P13_power_is_optional_once_and_must_be_settled_before_the_turn_ends():
    state = position(ORC_NEXT_TO_WARRIOR, hands={0: ["O1a", "K1a"]})
    state.play("play O1a W D4")
    assert texts(state) == {"power E4", "skip"}
    refused(state, "end", "P13")
    refused(state, "swap D5", "P15")
    state.play("skip")
    assert state.up[CARD_IDS.index("V1a")]
    refused(state, "power E4", "P13")
    refused(state, "skip", "P13")
    assert "end" in texts(state)


def test_P13_knight_power_is_passive_no_power_step():
    state = position(ORC_NEXT_TO_WARRIOR, hands={0: ["O1a", "K1a"]})
    events = state.play("play K1a W D4")
    assert [e.kind for e in events] == ["place"]
    assert "end" in texts(state) and "skip" not in texts(state)


def test_P14_with_2_or_3_players_draw_one_card_at_the_end_of_the_turn():
    for players in (2, 3):
        state = new_game(players, seed=4)
        top = state.pile[-1]
        state.play(next(a for a in state.legal_actions() if str(a).startswith("play")))
        assert len(state.hands[0]) == 5
        events = state.play("end")
        assert [e.kind for e in events] == ["draw", "end_turn"]
        assert top in state.hands[0] and len(state.hands[0]) == 6
        assert "card" not in events[0].data  # the drawn card stays secret


def test_P14_no_draw_from_an_empty_pile_or_with_4_players():
    state = new_game(4, seed=4)
    state.play(next(a for a in state.legal_actions() if str(a).startswith("play")))
    assert [e.kind for e in state.play("end")] == ["end_turn"]
    assert len(state.hands[0]) == 5
    state = position("""
        . . . . .
        . . . . .
        . . P . .
        . . . . .
        . . . . .""", players=2, hands={0: ["K1a", "K1b"]})
    assert state.pile == []
    state.play("play K1a B E4")
    assert [e.kind for e in state.play("end")] == ["end_turn"]


# --- the Piggy: P15-P19 ---

PIGGY_TABLE = """
    .   .   .   .   .
    .   .   O2a .   .
    .   o1a P   v1a .
    .   .   .   .   .
    .   .   .   .   .
"""


def test_P15_piggy_swaps_once_per_turn_with_an_adjacent_card_faces_kept():
    state = position(PIGGY_TABLE, hands={0: ["K1a"], 1: ["K1b"]})
    refused(state, "swap E6", "P15")  # empty
    refused(state, "swap C5", "P15")  # not adjacent
    events = state.play("swap D5")
    assert events[0].data["piggy_from"] == "E5" and events[0].data["piggy_to"] == "D5"
    assert grid_of(state).splitlines()[2] == ". P o1a v1a ."
    assert "once per turn" in refused(state, "swap E5", "P15")
    state.play("play K1a B D4")
    refused(state, "swap C5", "P15")
    state.play("end")
    # Next turn, after playing this time.
    state.play("play K1b B C5")
    state.play("swap C5")
    assert grid_of(state).splitlines()[2] == "P k1b o1a v1a ."


def test_P16_a_swap_may_not_undo_the_previous_players_swap():
    state = position(PIGGY_TABLE, hands={0: ["K1a"], 1: ["K1b"], 2: ["K2a"]})
    state.play("swap D5")  # the Piggy goes E5 -> D5, o1a D5 -> E5
    state.play("play K1a B D4")
    state.play("end")
    assert state.view(1)["previous_swap"] == {"from": "E5", "to": "D5", "card_cell": "E5"}
    assert "swap E5" not in texts(state)
    assert "undo" in refused(state, "swap E5", "P16")
    state.play("play K1b B D6")
    state.play("swap D6")  # another card: allowed
    state.play("end")
    assert "swap D5" not in texts(state)  # seat 2 may not swap k1b back
    state.play("play K2a B D7")
    state.play("end")
    assert "swap D5" in texts(state), "the prohibition lasts one turn"


def test_P16_P21_no_prohibition_once_a_mage_took_the_swapped_card():
    state = position(PIGGY_TABLE, hands={0: ["M1a", "K1a"], 1: ["K1b"]})
    state.play("swap D5")  # o1a goes to E5
    state.play("play M1a W E6")
    state.play("power E5 K1a")  # the Mage takes o1a; k1a takes its place
    state.play("end")
    assert state.view(1)["previous_swap"] == {"from": "E5", "to": "D5", "card_cell": None}
    assert "swap E5" in texts(state)


def test_P17_piggy_ignores_knight_protection():
    state = position("""
        .   .   .   .   .
        .   .   K1a .   .
        .   .   o1b P   .
        .   .   .   .   .
        .   .   .   .   .""", hands={0: ["O2b"]})
    assert parse_cell("E5") in state.protected_cells()
    assert "swap E5" in texts(state)
    state.play("swap E5")
    assert grid_of(state).splitlines()[2] == ". . P o1b ."


def test_P19_a_card_moved_by_the_piggy_is_not_rechecked_and_its_power_does_not_trigger():
    state = position("""
        .   .   .   .   .
        .   .   .   .   .
        .   o1a P   O3a .
        .   .   .   .   .
        .   .   .   .   .""", hands={0: ["K1a"]})
    events = state.play("swap F5")  # the Orc 3 moves to E5, where it would not fit now
    assert [e.kind for e in events] == ["swap"]
    assert state.bourses_in_line(parse_cell("E5")) == 2
    assert state.up[CARD_IDS.index("O3a")]
    assert state.phase == START
    assert not any(t.startswith(("power", "skip")) for t in texts(state))
