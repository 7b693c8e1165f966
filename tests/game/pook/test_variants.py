"""Variants: Visible Banners (P28) and teams of two (P29)."""

import pytest

from game.pook import new_game
from game.pook.cards import BANNERS
from game.pook.position import POWER
from tests.game.pook.helpers import position, refused, texts
from tests.game.pook.test_end import END_TABLE
from tests.game.pook.test_turn import ORC_NEXT_TO_WARRIOR


def plays(state):
    return {t for t in texts(state) if t.startswith("play")}


def play_a_card(state):
    """Play the first legal card and skip its power, if it has one."""
    state.play(sorted(plays(state))[0])
    if state.phase == POWER:
        state.play("skip")


def test_P28_visible_banners_are_taken_once_before_or_after_playing():
    state = new_game(4, seed=8, visible_banners=True)
    assert state.view(3)["banners_available"] == list(BANNERS)
    assert state.view(3)["banners"] == [None] * 4
    events = state.play("banner KO")
    assert events[0].data == {"banner": "KO", "first": True}
    assert state.view(2)["banners"] == ["KO", None, None, None], "taken Banners stay visible"
    assert state.view(2)["first_banner"] == [0]
    assert not any(t.startswith("banner") for t in texts(state))
    assert "already hold" in refused(state, "banner MV", "P28")
    state.play(sorted(plays(state))[0])
    state.play("end")
    assert "already taken" in refused(state, "banner KO", "P28")
    play_a_card(state)
    events = state.play("banner MV")  # after playing
    assert events[0].data == {"banner": "MV", "first": False}


def test_P28_no_banner_while_a_power_is_pending():
    state = position(ORC_NEXT_TO_WARRIOR, hands={0: ["O1a", "K1a"]}, visible_banners=True,
                     banners=[None] * 4)
    state.play("play O1a W D4")
    assert state.phase == POWER
    refused(state, "banner MV", "P28")
    state.play("skip")
    state.play("banner MV")


def test_P28_banners_are_dealt_face_down_without_the_variant():
    state = new_game(4, seed=8)
    assert "Visible Banners" in refused(state, "banner KM", "P28")


def test_P28_a_player_takes_a_banner_before_playing_their_last_card():
    state = position(END_TABLE, hands={0: ["V3b"]}, visible_banners=True,
                     banners=[None, "OV", "KO", "MV"], first_banner=1)
    assert plays(state) == set()
    assert "before playing your last card" in refused(state, "play V3b B G7", "P28")
    assert {t for t in texts(state) if t.startswith("banner")} == {"banner KM", "banner KV",
                                                                    "banner MO"}
    state.play("banner KM")
    state.play("play V3b B G7")
    # The first Banner taken (seat 1's OV) scores +1.
    assert state.scores() == [17, 12, 15, 13]


def test_P29_teams_of_two_share_one_banner_opposite_seats():
    state = new_game(4, seed=12, teams=True)
    assert len(state.banners) == 2 and state.banners[0] != state.banners[1]
    mine, theirs = BANNERS[state.banners[0]], BANNERS[state.banners[1]]
    assert state.view(0)["banner"] == state.view(2)["banner"] == mine
    assert state.view(1)["banner"] == state.view(3)["banner"] == theirs
    assert state.view(0)["banners"] == [mine, None, mine, None]
    assert state.view(0)["hands"][2] == [None] * 6, "no peeking at the partner's hand"
    with pytest.raises(ValueError, match="P29"):
        new_game(3, seed=1, teams=True)


def test_P29_partners_score_the_team_total_and_win_together():
    state = position(END_TABLE, hands={0: ["V3b"]}, teams=True, banners=["KM", "OV"])
    events = state.play("play V3b B G7")
    assert state.scores() == [17, 11, 17, 11]
    assert events[-1].data["seats"] == [0, 2] and events[-1].data["shared"] is False
    assert state.winners() == [0, 2]


def test_P29_P28_a_team_takes_one_visible_banner():
    state = new_game(4, seed=2, teams=True, visible_banners=True)
    state.play("banner OV")
    play_a_card(state)
    state.play("end")
    state.play("banner KM")
    for _ in range(2):
        play_a_card(state)
        state.play("end")
    assert "your team already hold" in refused(state, "banner MV", "P28")
    assert state.current_scores()[0] == state.current_scores()[2]
