"""The end: all cards placed (P25), scoring by Banner (P26), the tie-break (P27), and the
rulebook's end-of-game example."""

from game.core import Rng
from game.pook import new_game, random_action
from game.pook.position import OVER, TIEBREAK
from tests.game.pook.helpers import on, position, refused, texts

# The rulebook's end-of-game example: the KM Banner scores the visible Knights and Mages,
# 1 + 2 + 1 + 3 + 3 + 2 + 3 + 2 = 17. The last card, v3b, is still to be played on G7.
END_TABLE = """
    K1a k1b O1a o1b V1a
    K2a k2b O2a o2b V1b
    K3a M1a P   o3a v2a
    K3b m1b M2a O3b v2b
    M2b M3a m3b V3a .
"""


def last_card(players=4, banners=None, **kw):
    banners = banners or ["KM", "OV", "KO", "MV"][:players]
    return position(END_TABLE, players=players, hands={0: ["V3b"]}, banners=banners, **kw)


def test_P26_end_example_banner_scores_17():
    state = last_card()
    state.play("play V3b B G7")
    assert state.is_terminal()
    assert state.faction_totals() == [9, 8, 6, 5]
    assert state.scores() == [17, 11, 15, 13]
    assert state.winners() == [0]
    assert state.view(1)["faction_totals"] == {"K": 9, "M": 8, "O": 6, "V": 5}


def test_P25_the_game_ends_when_all_24_faction_cards_are_on_the_table():
    state = last_card()
    assert not state.is_terminal() and state.current_player == 0
    events = state.play("play V3b B G7")
    assert [e.kind for e in events] == ["place", "game_over", "winners"]
    assert state.current_player is None and state.legal_actions() == []
    assert refused(state, "end", "P25")
    assert events[1].data["banners"] == ["KM", "OV", "KO", "MV"], "Banners revealed at the end"
    assert state.view(1)["banners"] == ["KM", "OV", "KO", "MV"]
    for players in (2, 3, 4):
        state, rng = new_game(players, seed=players), Rng(players)
        while not state.is_terminal():
            state.play(random_action(state, rng))
            if len(state.occupied) < 25:
                assert not state.is_terminal() and state.current_player is not None
        assert len(state.occupied) == 25 and not any(state.hands) and not state.pile


def test_P25_the_last_cards_power_is_applied_before_scoring():
    state = last_card()
    state.play("play V3b W G7")  # three Bourses in line; the Viking may turn v2b on G6
    assert state.phase not in (TIEBREAK, OVER) and texts(state) == {"power G6", "skip"}
    state.play("power G6")
    assert state.is_terminal() and state.faction_totals()[3] == 5 + 3 + 2


def tied_pair():
    """Two players tied at 14: KV (9 + 5) against MO (8 + 6)."""
    state = last_card(players=2, banners=["KV", "MO"])
    events = state.play("play V3b B G7")
    assert events[-1].kind == "tiebreak" and events[-1].data == {"seats": [0, 1], "round": 1}
    assert state.phase == TIEBREAK and state.scores() == [14, 14]
    return state


def test_P27_tied_players_choose_a_bourse_in_secret_revealed_together():
    state = tied_pair()
    assert state.current_player == 0
    assert texts(state) == {f"pick {c}" for c in
                            ("D3", "F3", "D4", "F4", "F5", "G5", "D6", "G6", "E7", "G7")}
    refused(state, "pick E5", "P27")  # the Piggy
    refused(state, "pick C3", "P27")  # a Warrior
    events = state.play("pick D3")  # k1b: +1 for KV
    assert [e.kind for e in events] == ["pick"] and events[0].data == {}
    assert state.current_player == 1
    assert state.view(1)["tiebreak"]["picks"] == [None, None], "seat 0's choice is secret"
    assert state.view(0)["tiebreak"]["picks"] == ["D3", None]
    assert on(state.view(1), "D3")["face"] == "bourse"
    events = state.play("pick F5")  # o3a: +3 for MO
    assert [e.kind for e in events] == ["pick", "reveal", "flip", "flip", "winners"]
    assert events[1].data == {"picks": ["D3", "F5"]}
    assert state.scores() == [15, 17] and state.winners() == [1]
    assert state.view(0)["tiebreak"]["picks"] == ["D3", "F5"]


def test_P27_several_players_may_choose_the_same_card():
    state = tied_pair()
    state.play("pick G5")
    events = state.play("pick G5")  # both choose v2a: it turns once, +2 for KV only
    assert [e.kind for e in events] == ["pick", "reveal", "flip", "winners"]
    assert state.scores() == [16, 14] and state.winners() == [0]


def test_P27_the_tie_break_repeats_among_those_still_tied():
    state = tied_pair()
    state.play("pick G5")  # v2a: +2 for KV
    events = state.play("pick F4")  # o2b: +2 for MO
    assert events[-1].data == {"seats": [0, 1], "round": 2} and state.scores() == [16, 16]
    state.play("pick D3")
    state.play("pick D3")  # k1b: +1 for KV
    assert state.scores() == [17, 16] and state.winners() == [0]


def test_P27_only_the_tied_players_scores_are_recomputed():
    # Three players: KV 14 and MO 14 tie, OV (6 + 5 = 11) is behind and keeps 11.
    state = last_card(players=3, banners=["KV", "MO", "OV"])
    state.play("play V3b B G7")
    assert state.tied == [0, 1]
    state.play("pick G5")  # v2a: +2 Vikings, which OV also holds
    state.play("pick F5")  # o3a: +3 Orcs
    assert state.faction_totals() == [9, 8, 9, 7]
    assert state.scores() == [16, 17, 11] and state.winners() == [1]
    # ...and every seat's view says what the final table gives each: OV's 9 + 7 = 16
    assert state.view(2)["table_scores"] == [16, 17, 16]
    assert state.view(2)["scores"] == [16, 17, 11]


def test_P27_with_no_bourse_left_the_tied_players_share_the_win():
    every_warrior = """
        K1a K1b O1a O1b V3b
        K2a K2b O2a O2b V1b
        K3a M1a P   O3a V2a
        K3b M1b M2a O3b V2b
        M2b M3a .   V3a M3b"""
    state = position(every_warrior, players=4, hands={0: ["V1a"]},
                     banners=["KM", "KO", "MV", "OV"])
    events = state.play("play V1a W E7")  # no Bourse to turn: no power, and no tie-break
    assert [e.kind for e in events] == ["place", "no_power", "game_over", "winners"]
    assert state.scores() == [24, 24, 24, 24] and state.winners() == [0, 1, 2, 3]
    assert events[-1].data["shared"] is True
