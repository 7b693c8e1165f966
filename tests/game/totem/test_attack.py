"""T12-T19: attacks, their outcome, the second attack and the one activation per card."""

from game.totem.cards import NAME

from .positions import event, kinds, position, refused, texts

MINE = ("R13", "B13", "G13", "Y13")  # the attacker's own defenders, out of the way


def slot_view(state, seat, owner, number):
    return state.view(seat)["zones"][owner][number - 1]


def test_T12_an_attack_turns_a_face_down_defender_face_up_for_good():
    state = position((["Y2"], ["B10"]), (MINE, ("R12", "B11", "G10", "Y12")))
    events = state.play("attack Y2 1")
    assert event(events, "reveal").data == {"slot": 1, "card": "R12", "by": "attack"}
    assert slot_view(state, 0, 1, 1) == {"card": "R12", "revealed": True, "spent": False}
    state.play("discard B10")  # the opponent's turn: the defender stays revealed
    assert slot_view(state, 0, 1, 1)["revealed"]


def test_T12_an_attack_needs_a_hand_card_and_an_opponent_defender():
    state = position((["G11"], []), (MINE, ("R12", None, "G10", "Y12")))
    refused(state, "attack G11 2", "T12")
    refused(state, "attack G12 1", "T12")


def test_T13_a_revealed_defender_is_only_attacked_with_a_value_at_least_its_level():
    state = position((["G11", "Y12", "R1"], []), (MINE, ("R12^", "B11", "G10", "Y9")))
    refused(state, "attack G11 1", "T13")
    assert "attack Y12 1" in texts(state)  # equal level is enough
    assert "attack R1+G11 1" in texts(state)  # a Sword combination reaches 12
    events = state.play("attack Y12 1")
    assert "attack_succeeded" in kinds(events)


def test_T13_a_face_down_defender_may_be_attacked_by_any_card():
    state = position((["Y1"], []), (MINE, ("R12", "B11", "G10", "Y10")))
    assert [t for t in texts(state) if t.startswith("attack")] == [
        f"attack Y1 {n}" for n in (1, 2, 3, 4)]


def test_T14_booklet_failed_attack_attacker_discarded_defender_stays_and_activates():
    """The booklet: a lower attacker is beaten and discarded; the defender stays,
    face up, and its power activates automatically, once (here a Sum draws)."""
    state = position((["G3"], []), (MINE, ("Y8", "B11", "G10", "Y12")), top=["R5", "B6"])
    events = state.play("attack G3 1")
    assert kinds(events)[:6] == ["attack", "reveal", "attack_failed", "discard", "power", "draw"]
    assert state.discard[-1] == NAME.index("G3")
    assert slot_view(state, 0, 1, 1) == {"card": "Y8", "revealed": True, "spent": True}
    assert event(events, "power").data == {"card": "Y8", "power": "sum", "where": "defence"}
    assert state.view(1)["hand"] == ["R5", "B6"]  # the Sum's card, then the opening draw
    assert state.active == 1


def test_T15_a_successful_attack_activates_the_attacker_then_discards_both():
    state = position((["Y9"], []), (MINE, ("G4", "B11", "G10", "Y12")), top=["R5"])
    events = state.play("attack Y9 1")
    assert kinds(events) == ["attack", "reveal", "attack_succeeded", "power", "draw", "discard",
                             "discard"]
    assert state.view(0)["hand"] == ["R5"]
    assert state.view(0)["discard"][-2:] == ["Y9", "G4"]
    assert state.zone[1][0] is None


def test_T16_after_a_success_a_second_attack_or_the_end_never_a_third():
    state = position((["G11", "G12", "Y10"], []), (MINE, ("R2", "B11", "R4", "R5")))
    state.play("attack G11 1")
    assert state.phase == "follow" and state.active == 0
    assert texts(state)[-1] == "end" and not [t for t in texts(state) if "defend" in t]
    refused(state, "defend Y10 1", "T16")
    refused(state, "discard Y10", "T16")
    events = state.play("attack G12 3")
    assert "attack_succeeded" in kinds(events) and "end_turn" in kinds(events)
    assert state.active == 1


def test_T16_a_failed_attack_ends_the_turn_and_end_closes_it_after_a_success():
    state = position((["Y2", "G12"], ["B10"]), (MINE, ("R12", "B11", "R4", "R5")))
    state.play("attack Y2 1")
    assert state.active == 1
    state.play("discard B10")
    state.play("attack G12 3")
    events = state.play("end")
    assert kinds(events)[0] == "end_turn" and state.active == 1


def test_T17_again_with_an_empty_hand_draws_one_card_and_ends_the_turn():
    state = position((["G11"], []), (MINE, ("R2", "B11", "R4", "R5")), top=["Y7", "B8"])
    state.play("attack G11 1")
    assert texts(state)[-2:] == ["again", "end"]
    events = state.play("again")
    assert kinds(events)[:3] == ["draw", "end_turn", "turn"]
    assert event(events, "end_turn").seat == 0
    assert state.view(0)["hand"] == ["Y7"] and state.active == 1


def test_T17_again_is_refused_with_cards_in_hand_or_an_empty_deck():
    state = position((["G11", "Y10"], []), (MINE, ("R2", "B11", "R4", "R5")))
    state.play("attack G11 1")
    refused(state, "again", "T17")
    empty = position((["G11"], []), (MINE, ("R2", "B11", "R4", "R5")), rest="discard",
                     last_turn=0)
    empty.play("attack G11 1")
    refused(empty, "again", "T17")
    assert texts(empty) == ["end"]


def test_T18_a_revealed_defender_cannot_be_exchanged():
    state = position((["Y6"], []), (("R12^", "B13", "G13", "Y13"), ("R2", "B11", "R4", "R5")))
    refused(state, "exchange Y6 1", "T18")
    assert "exchange Y6 2" in texts(state)


def test_T19_a_shield_stops_only_the_first_attack_and_shows_it_used():
    state = position((["G11", "G12"], ["B10"]), (MINE, ("B2", "R11", "R4", "R5")))
    events = state.play("attack G11 1")  # 11 >= 2, but the Shield is immune
    assert event(events, "attack_failed").data["reason"] == "shield"
    assert slot_view(state, 0, 1, 1) == {"card": "B2", "revealed": True, "spent": True}
    assert slot_view(state, 1, 1, 1)["spent"]
    state.play("discard B10")
    events = state.play("attack G12 1")
    assert "attack_succeeded" in kinds(events)  # never immune again


def test_T19_a_defender_cancelled_by_an_eye_never_activates():
    state = position((["G5", "Y11"], []), (MINE, ("R2", "B3", "R4", "R5")))
    state.play("attack G5 1")
    events = state.play("eye 2")  # B3 revealed, its Shield cancelled
    assert event(events, "cancel").data == {"card": "B3", "slot": 2, "by": "eye"}
    assert slot_view(state, 1, 1, 2) == {"card": "B3", "revealed": True, "spent": True}
    events = state.play("attack Y11 2")  # the first attack on this Shield: no immunity
    assert "attack_succeeded" in kinds(events) and "power" not in kinds(events)
