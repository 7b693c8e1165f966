"""Components and setup: P01-P08."""

import pytest

from game.pook import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.pook.cards import (
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CENTER,
    FACTIONS,
    LEVEL_COPIES,
    PIGGY,
    cell_name,
)
from tests.game.pook.helpers import on, position, texts


def test_P01_24_faction_cards_six_per_faction_levels_1_1_2_2_3_3():
    assert len(CARD_IDS) == 24 == len(set(CARD_IDS))
    for faction in range(len(FACTIONS)):
        levels = sorted(CARD_LEVEL[c] for c in range(24) if CARD_FACTION[c] == faction)
        assert levels == [1, 1, 2, 2, 3, 3]
    assert LEVEL_COPIES == {1: 2, 2: 2, 3: 2}, "the distribution lives in this one table"


def test_P02_warrior_face_shows_faction_and_level_bourse_face_hides_them():
    state = position("""
        . . . . .
        . . . . .
        . . P o1a .
        . . . . .
        . . . . .""", hands={0: ["K1a"]}, known={"O1a": [0]})
    assert on(state.view(1), "F5") == {"cell": "F5", "face": "bourse", "card": None,
                                       "faction": None, "level": None, "by": None,
                                       "protected": False}
    state.play("play K1a W E4")
    entry = on(state.view(1), "E4")
    assert (entry["card"], entry["faction"], entry["level"]) == ("K1a", "Knight", 1)


def test_P03_piggy_is_no_faction_card_and_counts_as_a_bourse():
    state = new_game(2, seed=1)
    assert state.board[CENTER] == PIGGY and PIGGY not in range(len(CARD_IDS))
    # E4 sees only the Piggy in its column: one Bourse, so a level-1 Warrior fits, a level-2 not.
    assert state.bourses_in_line(CENTER - 9) == 1
    legal = texts(state)
    ones = [c for c in state.hands[0] if CARD_LEVEL[c] == 1]
    twos = [c for c in state.hands[0] if CARD_LEVEL[c] >= 2]
    assert all(f"play {CARD_IDS[c]} W E4" in legal for c in ones)
    assert all(f"play {CARD_IDS[c]} W E4" not in legal for c in twos)
    assert not any(t.startswith("play P ") for t in legal)


def test_P04_six_banners_one_per_pair_of_factions():
    assert BANNERS == ("KM", "KO", "KV", "MO", "MV", "OV")
    assert {frozenset(b) for b in BANNERS} == {frozenset((a, b)) for a in FACTIONS
                                               for b in FACTIONS if a < b}


def test_P05_two_to_four_players_piggy_at_the_origin():
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 4)
    for players in (2, 3, 4):
        state = new_game(players, seed=0)
        assert state.where[PIGGY] == CENTER and cell_name(CENTER) == "E5"
        assert state.occupied == [CENTER]
    for players in (1, 5, "4"):
        with pytest.raises(ValueError, match="P05"):
            new_game(players, seed=0)


def test_P06_each_player_gets_one_secret_banner():
    for players in (2, 3, 4):
        state = new_game(players, seed=11)
        assert len(state.banners) == players and len(set(state.banners)) == players
        for seat in range(players):
            view = state.view(seat)
            assert view["banner"] == BANNERS[state.banners[seat]]
            assert [b for s, b in enumerate(view["banners"]) if s != seat] == [None] * (players - 1)


def test_P07_six_cards_dealt_to_each_hand_secret_to_its_owner():
    state = new_game(4, seed=5)
    assert [len(hand) for hand in state.hands] == [6, 6, 6, 6]
    assert sorted(c for hand in state.hands for c in hand) == list(range(24))
    view = state.view(2)
    assert view["hand"] == [CARD_IDS[c] for c in state.hands[2]]
    assert view["hands"][0] == [None] * 6 and view["hands"][2] == view["hand"]


def test_P08_undealt_cards_form_the_draw_pile_with_2_or_3_players():
    assert [len(new_game(n, seed=2).pile) for n in (2, 3, 4)] == [12, 6, 0]
    state = new_game(3, seed=2)
    assert state.view(0)["pile"] == 6 and all(k == 0 for k in (state.known[c] for c in state.pile))


def test_setup_is_a_function_of_the_seed():
    assert new_game(3, seed=9).to_json() == new_game(3, seed=9).to_json()
    assert new_game(3, seed=9).to_json() != new_game(3, seed=10).to_json()
