"""T25-T27: beating every defender, and the end when the deck runs out."""

from .positions import event, kinds, position, refused, texts


def test_T25_beating_the_last_defender_wins_at_once():
    state = position((["G5", "G6"], []), (("R2", "B3", "G4", "Y6"), ("R3", None, None, None)))
    events = state.play("attack G5 1")  # an Eye, yet nothing is left to reveal
    assert kinds(events)[-1] == "game_over"
    assert event(events, "game_over").data == {
        "reason": "all_defenders_beaten", "winners": [0], "defenders": [4, 0],
        "totals": [15, 0]}
    assert state.is_terminal() and state.current_player is None
    assert state.winners() == [0] and state.end_reason == "all_defenders_beaten"
    assert texts(state) == [] and state.view(0)["legal"] == []
    assert [s["card"] for s in state.view(1)["zones"][0]] == ["R2", "B3", "G4", "Y6"]
    refused(state, "attack G6 1", "T25")


def test_T26_the_player_who_draws_the_last_card_plays_that_turn_which_is_the_last():
    state = position(([], ["B10"]), (("R2", "B3", "G4", None), ("R5", "B6", "G7", "Y8")),
                     top=["Y13"], rest="discard", active=1)
    events = state.play("exchange B10 1")
    assert kinds(events)[-3:] == ["turn", "draw", "last_turn"]
    assert event(events, "last_turn").data == {"now": True} and state.last_turn == 0
    refused(state, "discard Y13", "T10")
    events = state.play("defend Y13 4")
    assert kinds(events)[-1] == "game_over" and state.is_terminal()
    # 4 defenders each: all revealed, totals 2+3+4+13 = 22 against 10+6+7+8 = 31
    assert state.scores() == [4, 4] and state.totals() == [22, 31]
    assert state.end_reason == "deck_exhausted_total" and state.winners() == [1]
    assert all(s["revealed"] for z in state.view(0)["zones"] for s in z)


def test_T26_more_defenders_wins_when_the_deck_runs_out():
    state = position(([], ["B10"]), (("R2", "B3", "G4", None), ("R5", "B6", "G7", "Y8")),
                     top=["Y13"], rest="discard", active=1)
    state.play("discard B10")  # seat 1 draws the last card in its own turn: game over
    assert state.end_reason == "deck_exhausted_count" and state.winners() == [1]
    assert state.scores() == [3, 4]


def test_T26_equal_counts_and_totals_is_a_draw_for_both():
    state = position((["Y1"], []), (("R10", "B11", None, None), ("G10", "Y11", "B1", None)),
                     rest="discard", last_turn=0)
    events = state.play("defend Y1 3")
    assert state.scores() == [3, 3] and state.totals() == [22, 22]
    assert state.end_reason == "draw" and state.winners() == [0, 1]
    assert event(events, "game_over").data["winners"] == [0, 1]


def test_T26_T06_end_is_the_only_action_when_none_is_possible_in_the_last_turn():
    state = position((["Y1"], []), (("R13^", "B13^", "G13^", "Y13^"),
                                    ("R12^", "B12^", "G12^", "Y12^")),
                     rest="discard", last_turn=0)
    assert texts(state) == ["end"]
    state.play("end")
    assert state.end_reason == "deck_exhausted_total" and state.winners() == [0]


def test_T27_an_opponent_drawing_the_last_card_plays_one_final_turn_without_drawing():
    state = position((["Y2"], ["B9"]), (("R2", "B3", "G4", "R13"), ("Y5", "B11", "G10", "Y10")),
                     top=["G13"], rest="discard")
    events = state.play("attack Y2 1")  # fails: the Sum on defence draws the last card
    assert event(events, "last_turn").data == {"now": False} and state.last_turn == 1
    assert kinds(events)[-2:] == ["end_turn", "turn"]  # no opening draw
    assert state.active == 1 and state.view(1)["hand"] == ["B9", "G13"]
    state.play("attack G13 1")
    assert not state.is_terminal()
    events = state.play("end")
    assert kinds(events)[-1] == "game_over"
    assert state.end_reason == "deck_exhausted_count" and state.winners() == [1]
