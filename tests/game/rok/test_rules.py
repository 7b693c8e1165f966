"""One test (at least) per rule of docs/rules/rok.md, on hand-built positions.

The rulebook's figures are followed where its text describes them: the Balance
redraw (fig. 2), grabbing the twin of one's own Balance rune (fig. 5) or of
another's (fig. 6), a theft (fig. 7), the slide to order thefts (fig. 8), the
replacement nearest the Destiny rune (fig. 9), face-down runes back to the bag
(fig. 10).
"""

import json

import pytest

from game.core import IllegalAction, InvalidRecord, Rng
from game.rok import GrabClaim, new_game, resolve_grabs
from game.rok.actions import Grab, Landing, Throw
from game.rok.components import (
    COLOURS,
    CONTACT_DISTANCE,
    DESTINY,
    MIN_SPACING,
    RUNES,
    SIGNS,
    TABLE_RADIUS,
    THROW_SIZES,
    twin,
)
from game.rok.loading import from_json
from game.rok.position import slide_rank
from game.rok.rules import State, draw_balances
from tests.game.rok.helpers import kinds, play_all, position


def unchanged_after(state, text):
    """Play ``text``, expecting a refusal; return the refusal after checking nothing changed."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        state.play(text)
    assert state.to_json() == before
    return caught.value


# --- components and setup ---------------------------------------------------------------------


def test_R01_48_runes_in_three_colours_of_eight_signs_in_pairs_plus_destiny():
    assert len(RUNES) == len(set(RUNES)) == 48
    assert DESTINY not in RUNES
    for colour in COLOURS:
        for sign in range(1, len(SIGNS) + 1):
            pair = [r for r in RUNES if r[:2] == f"{colour}{sign}"]
            assert len(pair) == 2 and twin(pair[0]) == pair[1] and twin(pair[1]) == pair[0]
    assert len(set(SIGNS)) == 8


def test_R02_thrown_runes_land_face_up_or_down_and_face_down_ones_show_a_blank_back():
    state = position(2, phase="throw", balance=["b1a", "g1a"], hands=[["w1a"], ["w2a"]],
                     table={"w6a": (10, 10, True), "w6b": (-10, 10, True)})
    state.play("throw w1a:up:5,0 w2a:down:-5,0")
    assert state.phase == "grab"
    assert state.table["w1a"] == (5.0, 0.0, True)
    assert state.table["w2a"] == (-5.0, 0.0, False)
    view = state.view(0)
    assert ["w1a", 5.0, 0.0, True] in view["table"]
    assert view["face_down"] == [[-5.0, 0.0]]
    assert "w2a" not in str(view)


def test_R02_a_face_up_rune_knocked_aside_stays_face_up():
    state = position(2, phase="throw", balance=["b1a", "g1a"], hands=[["w1a"], []],
                     table={"w5a": (10, 10, True)})
    refusal = unchanged_after(state, "throw w1a:up:5,0 w5a:down:12,10")
    assert refusal.rule == "R02"
    state.play("throw w1a:up:5,0 w5a:up:12,10")
    assert state.table["w5a"] == (12.0, 10.0, True)


def test_R03_two_to_five_players_and_seats_in_range():
    for players in (2, 3, 4, 5):
        assert new_game(players, 1).players == players
    for players in (1, 6):
        with pytest.raises(ValueError, match="2 to 5 players"):
            new_game(players, 1)
    state = position(2, balance=["b1a", "g1a"], table={"w1a": (1, 1, True), "w1b": (2, 2, True)})
    assert unchanged_after(state, "grab 3 w1a").rule == "R03"


def test_R04_destiny_at_the_centre_and_every_other_rune_starts_in_the_bag():
    state = new_game(4, seed=11)
    assert state.table == {}
    drawn = [r for h in state.hands for r in h] + [b for b in state.balance if b]
    assert sorted(state.bag + drawn) == sorted(RUNES)
    refusal = unchanged_after(state, "throw " + " ".join(
        [f"{r}:up:1,1" for h in state.hands for r in h] + ["D:up:0,0"]))
    assert refusal.rule == "R04"


def test_R05_balance_runes_all_differ_and_identical_draws_are_redrawn():
    redraws_seen = 0
    for seed in range(60):
        state = State(2, Rng(seed))
        state.bag = ["w1a", "w1b", "w2a"]
        probe, pool = Rng(seed), ["w1a", "w1b", "w2a"]
        first_draws = [pool.pop(probe.below(3)), pool.pop(probe.below(2))]
        draw_balances(state)
        assert state.balance[0][:2] != state.balance[1][:2]
        assert sorted(state.bag + state.balance) == ["w1a", "w1b", "w2a"]
        redraws_seen += first_draws[0][:2] == first_draws[1][:2]
    assert redraws_seen > 0, "some seed must draw w1a and w1b first and redraw"
    for seed in range(200):
        held = [b[:2] for b in new_game(5, seed).balance]
        assert len(set(held)) == 5


def test_R06_seat_0_starts_unless_chosen_and_play_goes_clockwise_by_seat():
    assert new_game(3, 1).current_player == 0
    state = new_game(4, 1, first=2)
    assert state.current_player == 2
    assert state.turn_order() == [2, 3, 0, 1]
    with pytest.raises(ValueError):
        new_game(3, 1, first=3)


# --- a throw ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_R07_each_player_draws_the_throw_size_for_the_player_count(players):
    state = new_game(players, seed=players)
    assert [len(h) for h in state.hands] == [THROW_SIZES[players]] * players
    assert THROW_SIZES == {2: 5, 3: 4, 4: 3, 5: 2}


def test_R07_short_bag_each_draws_in_turn_order_until_it_is_empty():
    state = State(3, Rng(5), first=1)
    state.bag = ["b3a", "b3b", "b4a", "b4b", "b5a", "b5b", "b6a"]
    state.draw_hands()
    assert [len(h) for h in state.hands] == [0, 4, 3]
    assert state.bag == [] and state.phase == "throw"


def test_R07_short_bag_at_the_end_of_a_check_some_throw_fewer_or_none():
    # 5 runes wait in the bag, the face-down g8a joins them (R19): 6 for 3 players.
    state = position(3, first=2, balance=["b1a", "g1a", "w1a"],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True), "g8a": (7, 0, False),
                            "g8b": (8, 0, False)},
                     bag=["b1b", "g1b", "w1b", "b3a", "b3b"], spare=2)
    events = play_all(state, "grab 1 w5a", "grab 1 w5b")
    draw = next(e for e in events if e.kind == "draw")
    assert draw.seat == 0, "the bag passed from seat 2 to seat 0"
    assert draw.data["counts"] == [4, 3, 0]
    assert state.phase == "throw" and state.current_player == 0 and state.bag == []


def test_R08_a_throw_places_every_thrown_rune_and_the_outcome_is_validated():
    state = position(2, phase="throw", balance=["b1a", "g1a"],
                     hands=[["w1a", "w2a"], ["w3a"]],
                     table={"w5a": (10, 10, True), "w5b": (-10, 10, True)})
    assert state.legal_actions() == [] and state.expects_outcome() == "throw"
    for text, reason in [
        ("throw w1a:up:5,1 w2a:up:5,5", "missing"),
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:5,9 w1a:down:5,13", "twice"),
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:39,0", "off the table"),
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:5,9 w4a:up:5,13", "not thrown"),
    ]:
        refusal = unchanged_after(state, text)
        assert refusal.rule == "R08" and reason in refusal.reason
    events = state.play("throw w1a:up:5,1 w2a:down:5,5 w3a:up:38.8,0")
    assert events[0].kind == "throw"
    assert events[0].data["up"] == {"w1a": [5.0, 1.0], "w3a": [38.8, 0.0]}
    assert events[0].data["down"] == [[5.0, 5.0]]
    assert state.hands == [[], []]
    assert unchanged_after(state, "throw w1a:up:5,1").rule == "R08"


def test_R08_a_throw_whose_runes_would_overlap_is_refused():
    """All runes at 0,0 would decide R18's nearest rune: no real throw rests that way."""
    state = position(2, phase="throw", balance=["b1a", "g1a"],
                     hands=[["w1a", "w2a"], ["w3a"]], table={"w5a": (10, 10, True)})
    for text, reason in [
        ("throw w1a:up:0,0 w2a:up:0,0 w3a:up:0,0", "on the Destiny rune"),
        ("throw w1a:up:1.9,0 w2a:up:5,5 w3a:up:5,9", "on the Destiny rune"),
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:5.5,6.5", "lie on w3a"),
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:11,11", "lie on w5a"),  # a rune lying there
        ("throw w1a:up:5,1 w2a:up:5,5 w3a:up:5,9 w5a:up:5,6.9", "lie on w5a"),  # knocked
    ]:
        refusal = unchanged_after(state, text)
        assert refusal.rule == "R08" and reason in refusal.reason, refusal
    events = state.play(f"throw w1a:up:{MIN_SPACING},0 w2a:up:{2 * MIN_SPACING},0 "
                        f"w3a:up:10,{10 - MIN_SPACING}")
    assert events[0].data["up"]["w3a"] == [10.0, 10 - MIN_SPACING], "touching runes may rest"


def test_R09_face_down_balance_and_destiny_runes_cannot_be_grabbed():
    state = position(2, balance=["b1a", "g1a"],
                     table={"b1b": (5, 0, True), "w2a": (6, 0, False), "w3a": (1, 1, True),
                            "w3b": (2, 2, True)})
    assert unchanged_after(state, "grab 1 w2a").rule == "R09"
    assert unchanged_after(state, "grab 1 b1a").rule == "R09"
    assert unchanged_after(state, "grab 1 D").rule == "R09"
    assert unchanged_after(state, "grab 1 g5a").rule == "R09", "g5a is in the bag"
    assert Grab(1, "w2a") not in state.legal_actions()
    assert Grab(1, "b1b") in state.legal_actions()


def test_R09_no_grabbing_before_the_throw():
    state = new_game(2, 3)
    assert unchanged_after(state, f"grab 0 {state.hands[0][0]}").rule == "R09"


def test_R10_a_grab_takes_one_rune_into_the_grabbers_tray():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "b7a": (3, 3, True)})
    events = state.play("grab 2 w4a")
    assert kinds(events) == ["grab"]
    assert state.trays[2] == ["w4a"] and "w4a" not in state.table


def test_R11_the_twin_of_ones_own_balance_rune_completes_the_pair_into_the_hoard():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"g1b": (4, 0, True), "w4a": (1, 1, True), "w4b": (2, 2, True)})
    events = state.play("grab 1 g1b")
    assert kinds(events) == ["balance_pair"]
    assert state.hoards[1] == ["g1a", "g1b"]
    assert state.balance[1] is None and state.trays[1] == []


def test_R12_the_twin_of_anothers_balance_rune_stays_in_the_tray_until_the_check():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"g1b": (4, 0, True), "w4a": (1, 1, True), "w4b": (2, 2, True)})
    state.play("grab 0 g1b")
    assert state.trays[0] == ["g1b"] and state.balance[1] == "g1a"
    assert state.phase == "grab"


def test_R13_grabbing_ends_by_itself_when_no_pair_or_balance_twin_is_left():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "b7a": (3, 3, True),
                            "g1b": (4, 4, True)})
    assert state.wanted() == ["g1b", "w4a", "w4b"]
    state.play("grab 0 w4a")
    assert state.phase == "grab", "w4b can still complete the pair taken half"
    state.play("grab 0 w4b")
    assert state.phase == "grab", "the twin of seat 1's Balance rune still lies there"
    events = state.play("grab 2 g1b")
    assert "grabbing_ends" in kinds(events)
    assert events[kinds(events).index("grabbing_ends")].data["reason"] == "no pair left"
    assert state.phase == "throw"


def test_R13_done_ends_grabbing_at_any_time_and_is_refused_outside_grabbing():
    state = position(2, balance=["b1a", "g1a"], table={"w4a": (1, 1, True), "w4b": (2, 2, True)})
    events = state.play("done")
    assert events[0].kind == "grabbing_ends" and events[0].data["reason"] == "done"
    assert state.table["w4a"][2] and state.table["w4b"][2], "unclaimed face-up runes stay"
    assert unchanged_after(state, "done").rule == "R13"


def test_R13_a_throw_with_nothing_worth_grabbing_goes_straight_to_the_check():
    state = position(2, phase="throw", balance=["b1a", "g1a"], hands=[["w1a"], ["w2a"]])
    events = state.play("throw w1a:down:5,0 w2a:up:-5,0")
    assert kinds(events)[:2] == ["throw", "grabbing_ends"]
    assert state.table == {"w2a": (-5.0, 0.0, True)}
    assert "w1a" in state.bag + [r for h in state.hands for r in h]


# --- the check --------------------------------------------------------------------------------


def test_R14_a_false_pair_goes_back_with_a_penalty_pair_from_the_hoard():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     hoards=[["b5a", "b5b", "g6a", "g6b"], [], []],
                     table={"w2a": (9, 0, True), "w3a": (0, 9, True),
                            "w4a": (1, 1, True), "w4b": (2, 2, True)})
    bag_before = len(state.bag)
    events = play_all(state, "grab 0 w2a", "grab 0 w3a", "done")
    false_pair = next(e for e in events if e.kind == "false_pair")
    assert false_pair.seat == 0
    assert false_pair.data == {"runes": ["w2a", "w3a"], "penalty": ["g6a", "g6b"], "rule": "R14"}
    assert state.hoards[0] == ["b5a", "b5b"]
    drawn = sum(len(h) for h in state.hands)
    assert len(state.bag) + drawn == bag_before + 4
    assert state.scores()[0] == 2


def test_R14_a_false_pair_without_a_hoard_costs_no_penalty_and_a_single_goes_back_free():
    state = position(3, balance=["b1a", "g1a", "w1a"], hoards=[[], ["b5a", "b5b"], []],
                     table={"w2a": (9, 0, True), "w3a": (0, 9, True), "w6a": (5, 5, True),
                            "w4a": (1, 1, True), "w4b": (2, 2, True)})
    events = play_all(state, "grab 0 w2a", "grab 0 w3a", "grab 1 w6a", "done")
    false_pair = next(e for e in events if e.kind == "false_pair")
    assert false_pair.data["penalty"] == []
    leftover = next(e for e in events if e.kind == "leftover")
    assert leftover.seat == 1 and leftover.data["rune"] == "w6a"
    assert state.hoards[1] == ["b5a", "b5b"], "a single leftover costs no penalty"


def test_R14_true_pairs_in_the_tray_join_the_hoard():
    state = position(2, balance=["b1a", "g1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "w5a": (3, 3, True),
                            "w5b": (4, 4, True)})
    events = play_all(state, "grab 0 w4b", "grab 0 w5a", "grab 0 w4a", "grab 0 w5b")
    assert [e.data["runes"] for e in events if e.kind == "pair"] == [["w4b", "w4a"],
                                                                     ["w5a", "w5b"]]
    assert state.hoards[0] == ["w4b", "w4a", "w5a", "w5b"]


def test_R15_a_pair_split_between_two_players_goes_back_to_the_bag():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True)})
    events = play_all(state, "grab 0 w4a", "grab 2 w4b")
    split = next(e for e in events if e.kind == "split_pair")
    assert split.data["runes"] == ["w4a", "w4b"] and split.data["seats"] == [0, 2]
    assert "false_pair" not in kinds(events) and "leftover" not in kinds(events)
    assert state.hoards == [[], [], []]
    assert {"w4a", "w4b"} <= set(state.bag) | {r for h in state.hands for r in h}


def test_R16_theft_takes_the_balance_rune_and_every_same_colour_rune_of_the_hoard():
    state = position(3, balance=["b1a", "w2a", "g3a"],
                     hoards=[[], ["w5a", "w5b", "b6a", "b6b", "w7a", "w7b"], []],
                     table={"w2b": (4, 4, True)})
    events = state.play("grab 0 w2b")
    theft = next(e for e in events if e.kind == "theft")
    assert theft.seat == 0
    assert theft.data == {"victim": 1, "balance": "w2a", "rune": "w2b",
                          "stolen": ["w5a", "w5b", "w7a", "w7b"], "rule": "R16"}
    assert state.hoards[0] == ["w2a", "w2b", "w5a", "w5b", "w7a", "w7b"]
    assert state.hoards[1] == ["b6a", "b6b"]
    assert state.balance[1] is None, "no face-up rune is left to replace it (R18)"


def two_white_thefts():
    """Seat 1 holds the twin of seat 0's white Balance rune, seat 0 that of seat 1's."""
    state = position(3, balance=["w1a", "w2a", "b3a"],
                     hoards=[["w5a", "w5b"], ["w6a", "w6b"], []],
                     table={"w1b": (5, 0, True), "w2b": (-5, 0, True)})
    events = play_all(state, "grab 1 w1b", "grab 0 w2b")
    return state, events


def test_R17_two_thefts_of_one_colour_wait_for_a_slide_off_of_the_thieves():
    state, events = two_white_thefts()
    assert "theft" not in kinds(events)
    start = next(e for e in events if e.kind == "slide_off")
    assert start.data["colour"] == "w" and start.data["sliders"] == [0, 1]
    assert state.phase == "slide" and state.current_player == 0
    assert state.legal_actions() == []
    assert unchanged_after(state, "slide 1 5.00").rule == "R24"
    state.play("slide 0 12.50")
    assert state.current_player == 1
    events = state.play("slide 1 8.00")
    assert kinds(events) == ["slide", "slide_winner"]
    assert state.phase == "order" and state.current_player == 1
    assert [str(a) for a in state.legal_actions()] == ["order 0>1,1>0", "order 1>0,0>1"]
    assert unchanged_after(state, "order 0>1").rule == "R17"


def test_R17_the_slide_winners_order_decides_who_ends_with_the_white_runes():
    state, _ = two_white_thefts()
    play_all(state, "slide 0 12.50", "slide 1 8.00", "order 0>1,1>0")
    # seat 0 steals first (w2a+w2b and seat 1's w6 pair), then seat 1 steals it all back.
    assert sorted(state.hoards[1]) == sorted(["w6a", "w6b", "w1a", "w1b", "w5a", "w5b",
                                              "w2a", "w2b"])
    assert state.hoards[0] == []
    state, _ = two_white_thefts()
    events = play_all(state, "slide 0 12.50", "slide 1 8.00", "order 1>0,0>1")
    assert [e.seat for e in events if e.kind == "theft"] == [1, 0]
    assert len(state.hoards[0]) == 8 and state.hoards[1] == []


def test_R17_thefts_of_different_colours_are_independent_and_need_no_slide():
    state = position(3, balance=["w1a", "b2a", "g3a"],
                     table={"w1b": (5, 0, True), "b2b": (-5, 0, True)})
    events = play_all(state, "grab 1 w1b", "grab 0 b2b")
    assert "slide_off" not in kinds(events)
    assert [(e.seat, e.data["victim"]) for e in events if e.kind == "theft"] == [(0, 1), (1, 0)]


def test_R17_one_thief_of_two_same_colour_balances_needs_no_slide():
    state = position(3, balance=["w1a", "w2a", "g3a"],
                     table={"w1b": (5, 0, True), "w2b": (-5, 0, True)})
    events = play_all(state, "grab 2 w1b", "grab 2 w2b")
    assert "slide_off" not in kinds(events)
    assert sorted(state.hoards[2]) == ["w1a", "w1b", "w2a", "w2b"]


def test_R18_lost_balance_runes_are_replaced_nearest_destiny_skipping_duplicates():
    state = position(3, balance=["b1a", "g5b", "w2a"],
                     table={"b1b": (20, 0, True), "w2b": (-20, 0, True), "g5a": (3, 0, True),
                            "g4a": (0, 5, True), "g4b": (0, -6, True), "w7a": (9, 0, True),
                            "b8a": (1, 1, False)})
    events = play_all(state, "grab 0 b1b", "grab 1 w2b", "done")
    replaced = [(e.seat, e.data["rune"]) for e in events if e.kind == "balance_replaced"]
    # g5a (3.0) is identical to seat 1's g5b: skipped; g4b (6.0) then matches seat 0's g4a.
    assert replaced == [(0, "g4a"), (2, "w7a")]
    assert state.balance == ["g4a", "g5b", "w7a"]
    assert "g5a" in state.table and "g4b" in state.table


def test_R18_replacement_follows_this_throws_turn_order():
    state = position(3, first=2, balance=["b1a", "g1a", "w1a"],
                     table={"b1b": (20, 0, True), "w1b": (-20, 0, True), "g7a": (2.5, 0, True),
                            "b7a": (0, 4, True)})
    events = play_all(state, "grab 0 b1b", "grab 2 w1b")
    replaced = [(e.seat, e.data["rune"]) for e in events if e.kind == "balance_replaced"]
    assert replaced == [(2, "g7a"), (0, "b7a")]


def test_R18_no_face_up_rune_left_means_no_balance_rune_for_the_next_throw():
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"b1b": (20, 0, True), "g6a": (2, 0, False)})
    events = state.play("grab 0 b1b")
    assert [e.seat for e in events if e.kind == "no_balance"] == [0]
    assert state.balance == [None, "g1a", "w1a"]


def test_R18_a_seat_left_without_balance_takes_one_at_a_later_check():
    state = position(3, balance=[None, "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "b6a": (0, 3, True)})
    events = state.play("done")
    assert [(e.seat, e.data["rune"]) for e in events if e.kind == "balance_replaced"] == \
        [(0, "w4a")]


def test_R19_face_down_runes_go_back_to_the_bag_face_up_runes_stay():
    state = position(2, balance=["b1a", "g1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "w6a": (3, 3, False),
                            "b6a": (4, 4, False), "w8a": (9, 9, True)})
    events = state.play("done")
    back = next(e for e in events if e.kind == "face_down_to_bag")
    assert back.data["count"] == 2 and back.data["from"] == [[3.0, 3.0], [4.0, 4.0]]
    assert set(state.table) == {"w4a", "w4b", "w8a"}
    assert {"w6a", "b6a"} <= set(state.bag) | {r for h in state.hands for r in h}


def test_R20_the_bag_passes_to_the_left_and_that_player_starts_the_next_throw():
    state = position(4, first=3, balance=["b1a", "g1a", "w1a", "b2a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True)})
    events = state.play("done")
    passes = next(e for e in events if e.kind == "bag_passes")
    assert passes.seat == 0 and passes.data["from"] == 3
    assert state.first == 0 and state.current_player == 0


def test_R14_to_R20_the_check_runs_its_steps_in_order():
    state = position(3, balance=["b1a", "w2a", "g3a"],
                     hoards=[["b5a", "b5b"], ["w7a", "w7b"], []],
                     table={"w2b": (4, 4, True), "g8a": (9, 0, True), "b8a": (0, 9, True),
                            "w4a": (1, 1, True), "w4b": (2, 2, True), "g6a": (3, 0, False),
                            "b6a": (0, 12, True)})
    events = play_all(state, "grab 0 g8a", "grab 0 b8a", "grab 0 w4a", "grab 2 w4b",
                      "grab 0 w2b")
    steps = [k for k in kinds(events) if k not in ("grab",)]
    assert steps == ["grabbing_ends", "false_pair", "split_pair", "theft", "balance_replaced",
                     "face_down_to_bag", "bag_passes", "draw"]
    assert [e.data["rule"] for e in events[-8:]] == ["R13", "R14", "R15", "R16", "R18", "R19",
                                                    "R20", "R07"]


# --- the end ----------------------------------------------------------------------------------


def test_R21_the_game_ends_when_the_bag_holds_no_more_runes_than_players():
    def ending(table):
        return position(3, balance=["b1a", "g1a", "w1a"], bag=["b1b", "g1b", "w1b"], spare=2,
                        table={"w5a": (5, 5, True), "w5b": (6, 6, True), **table})

    state = ending({"w3a": (7, 7, False), "w3b": (9, 9, True)})
    events = play_all(state, "grab 0 w5a", "grab 0 w5b")
    assert "draw" in kinds(events), "3 + the face-down w3a = 4 runes for 3 players: throw again"
    state = ending({})
    events = play_all(state, "grab 0 w5a", "grab 0 w5b")
    end = next(e for e in events if e.kind == "game_end")
    assert end.data["bag"] == 3 and "draw" not in kinds(events)
    assert state.is_terminal() and state.current_player is None and state.legal_actions() == []


def test_R22_most_runes_in_the_hoard_wins_and_the_balance_rune_does_not_count():
    state = position(3, balance=["b1a", "g1a", "w1a"], hoards=[["b7a", "b7b"], [], []],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True)},
                     bag=["b1b", "g1b", "w1b"], spare=2)
    play_all(state, "grab 1 w5a", "grab 1 w5b")
    assert state.is_terminal()
    assert state.scores() == [2, 2, 38]
    assert state.winners() == [2]
    assert all(b is not None for b in state.balance)


def test_R23_a_tie_is_broken_by_the_slide_closest_without_touching():
    state = position(3, first=1, balance=["b1a", "g1a", "w1a"],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True)},
                     bag=["b1b", "g1b", "w1b"], spare=[0, 2])
    events = play_all(state, "grab 1 w5a", "grab 1 w5b")
    assert state.scores() == [20, 2, 20]
    start = next(e for e in events if e.kind == "slide_off")
    assert start.data["sliders"] == [2, 0], "tied seats slide in the new turn order"
    assert state.winners() == [] and not state.is_terminal()
    events = play_all(state, "slide 2 touch", "slide 0 30.00")
    assert state.is_terminal() and state.winners() == [0]
    assert events[-1].kind == "winner" and events[-1].data["rule"] == "R23"
    # the slides that broke the tie stay on the table for every seat (its end screen)
    assert state.tie_slides == {2: "touch", 0: 30.0}
    assert state.view(1)["tie_slides"] == [[0, 30.0], [2, "touch"]]
    assert from_json(state.to_json()).tie_slides == state.tie_slides
    assert state.clone().tie_slides == state.tie_slides


def test_R23_only_the_deciding_round_of_a_tie_break_is_kept():
    state = position(3, first=1, balance=["b1a", "g1a", "w1a"],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True)},
                     bag=["b1b", "g1b", "w1b"], spare=[0, 2])
    play_all(state, "grab 1 w5a", "grab 1 w5b", "slide 2 7.25", "slide 0 7.25")
    assert not state.is_terminal() and state.tie_slides == {}
    play_all(state, "slide 2 12.00", "slide 0 off")
    assert state.winners() == [2] and state.tie_slides == {2: 12.0, 0: "off"}


def test_R23_a_snapshot_whose_tie_slides_leave_out_its_winner_is_refused():
    state = position(3, first=1, balance=["b1a", "g1a", "w1a"],
                     table={"w5a": (5, 5, True), "w5b": (6, 6, True)},
                     bag=["b1b", "g1b", "w1b"], spare=[0, 2])
    play_all(state, "grab 1 w5a", "grab 1 w5b", "slide 2 touch", "slide 0 30.00")
    data = json.loads(state.to_json())
    data["tie_slides"] = [[2, "touch"]]
    with pytest.raises(InvalidRecord, match="R23"):
        from_json(json.dumps(data))


def test_R23_an_exact_tie_in_the_slide_off_is_slid_again():
    state, _ = two_white_thefts()
    events = play_all(state, "slide 0 7.25", "slide 1 7.25")
    assert kinds(events)[-1] == "slide_tie"
    assert state.phase == "slide" and state.current_player == 0
    events = play_all(state, "slide 0 touch", "slide 1 off")
    assert kinds(events)[-1] == "slide_tie", "touching and leaving rank the same"
    play_all(state, "slide 0 off", "slide 1 20.00")
    assert state.phase == "order" and state.current_player == 1


# --- slides and timing ------------------------------------------------------------------------


def test_R24_closest_wins_and_touching_or_leaving_ranks_after_every_other():
    ranked = sorted(["touch", 20.0, "off", 3.5, 38.0], key=slide_rank)
    assert ranked[:3] == [3.5, 20.0, 38.0]
    assert set(ranked[3:]) == {"touch", "off"}


def test_R24_a_slide_result_must_be_possible_and_come_from_the_seat_whose_turn_it_is():
    state, _ = two_white_thefts()
    assert unchanged_after(state, f"slide 0 {CONTACT_DISTANCE - 0.5:.2f}").rule == "R24"
    assert unchanged_after(state, f"slide 0 {TABLE_RADIUS + 0.5:.2f}").rule == "R24"
    assert unchanged_after(state, "slide 2 5.00").rule == "R24"
    state.play(f"slide 0 {CONTACT_DISTANCE:.2f}")
    fresh = new_game(2, 1)
    assert unchanged_after(fresh, "slide 0 5.00").rule == "R24"


def test_R25_grabs_are_ordered_by_time_and_a_slower_claim_on_a_taken_rune_loses():
    claims = [GrabClaim(1.30, 0, "w4b"), GrabClaim(0.90, 2, "w4a"), GrabClaim(1.10, 1, "w4a"),
              GrabClaim(1.10, 0, "b7a")]
    assert resolve_grabs(claims) == [Grab(2, "w4a", 0.9), Grab(0, "b7a", 1.1),
                                     Grab(0, "w4b", 1.3)]
    tie = [GrabClaim(0.5, 0, "b2a", lot=0.7), GrabClaim(0.5, 1, "b2a", lot=0.2)]
    assert resolve_grabs(tie) == [Grab(1, "b2a", 0.5)]  # equal times: the lot, not the seat
    state = position(3, balance=["b1a", "g1a", "w1a"],
                     table={"w4a": (1, 1, True), "w4b": (2, 2, True), "b7a": (3, 3, True)})
    state.play("grab 2 w4a")
    refusal = unchanged_after(state, "grab 1 w4a")
    assert refusal.rule == "R25" and "seat 2" in refusal.reason


def test_R08_throws_are_refused_with_no_rune_thrown_twice_even_if_sorted():
    state = position(2, phase="throw", balance=["b1a", "g1a"], hands=[["w1a"], []])
    action = Throw((Landing("w1a", True, 1.0, 1.0), Landing("w1a", True, 2.0, 2.0)))
    before = state.to_json()
    with pytest.raises(IllegalAction, match="twice"):
        state.play(action)
    assert state.to_json() == before
