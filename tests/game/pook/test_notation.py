"""The frame of cells and the action notation: names, round trips, parse errors."""

import pytest

from game.core import MalformedAction
from game.pook import Play, Power, Swap, new_game, parse_action
from game.pook.actions import END, SKIP, all_action_texts
from game.pook.cards import CARD_INDEX, CELL_NAMES, CENTER, NEIGHBOURS, parse_cell, xy


def test_frame_is_9x9_columns_a_to_i_rows_1_to_9_from_the_top_piggy_on_e5():
    assert CELL_NAMES[0] == "A1" and CELL_NAMES[-1] == "I9" and len(CELL_NAMES) == 81
    assert CELL_NAMES[CENTER] == "E5" and xy(CENTER) == (0, 0)
    assert xy(parse_cell("A1")) == (-4, -4) and xy(parse_cell("I9")) == (4, 4)
    assert xy(parse_cell("E4")) == (0, -1), "row 4 is above row 5 on screen"
    assert xy(parse_cell("F5")) == (1, 0)
    assert [CELL_NAMES[n] for n in NEIGHBOURS[CENTER]] == ["E4", "D5", "F5", "E6"]
    assert [CELL_NAMES[n] for n in NEIGHBOURS[0]] == ["B1", "A2"]


def test_every_action_text_round_trips():
    state = new_game(2, seed=0)
    texts = all_action_texts()
    assert len(texts) == len(set(texts)) > 5000
    for text in texts:
        assert str(parse_action(state, text)) == text


@pytest.mark.parametrize("text, action", [
    ("play O2a W E4", Play(CARD_INDEX["O2a"], True, parse_cell("E4"))),
    ("  PLAY o2A b e4 ", Play(CARD_INDEX["O2a"], False, parse_cell("E4"))),
    ("swap d5", Swap(parse_cell("D5"))),
    ("power E6 K1b", Power(parse_cell("E6"), CARD_INDEX["K1b"])),
    ("power E6", Power(parse_cell("E6"))),
    ("Skip", SKIP),
    ("END", END),
])
def test_parse_is_lenient_about_case_and_spaces(text, action):
    assert parse_action(None, text) == action


@pytest.mark.parametrize("text", [
    "", "   ", "jump E4", "play K9a W E4", "play K1a X E4", "play K1a W", "play P W E4",
    "swap Z9", "swap J1", "swap E10", "swap", "power", "power E4 K1a K1b", "skip now",
    "end E4", "banner KK", "banner", "pick", "pick E0",
])
def test_malformed_texts_raise_malformed_action(text):
    with pytest.raises(MalformedAction) as caught:
        parse_action(None, text)
    assert repr(text) in str(caught.value)


def test_play_refuses_what_is_not_an_action():
    state = new_game(2, seed=0)
    before = state.to_json()
    for thing in (42, None, ("play", "K1a")):
        with pytest.raises(MalformedAction):
            state.play(thing)
    assert state.to_json() == before
