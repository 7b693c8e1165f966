"""Totem bots decide legally, reproducibly, from the view alone, and sensibly."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.core import Rng
from game.totem import bots, determinize, new_game, random_action
from game.totem.bots import BOTS, EasyBot, HardBot, NormalBot, make_bot
from game.totem.rules import State
from tests.game.bot_checks import answers_in_another_process, check_registry

from .positions import position

LEVELS = tuple(BOTS)


def quick(level: str):
    """A bot of ``level``; Hard with a test-sized budget (the search is the same)."""
    return HardBot(iterations=40) if level == "hard" else make_bot(level)


def reached(seed: int, steps: int) -> State:
    """The position after ``steps`` random actions of game ``seed`` (or its end)."""
    state = new_game(2, seed)
    rng = Rng(seed ^ 0xB07)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.play(random_action(state, rng))
    return state


def mid_game_positions() -> list[State]:
    """A few positions of each phase a bot meets: setup, turn, follow, eye, trim."""
    found: dict[str, list[State]] = {}
    for seed in range(40):
        state = new_game(2, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            if len(state.legal_actions()) > 1 and len(found.setdefault(state.phase, [])) < 3:
                found[state.phase].append(state.clone())
            state.play(random_action(state, rng))
    assert set(found) == {"setup", "turn", "follow", "eye", "trim"}
    return [s for states in found.values() for s in states]


POSITIONS = mid_game_positions()


def test_registry_has_the_four_levels_and_make_bot_names_the_wrong_one():
    check_registry(bots, "Totem")


@given(seed=st.integers(0, 2**32), steps=st.integers(0, 80), level=st.sampled_from(LEVELS),
       bot_seed=st.integers(0, 2**64 - 1))
@settings(max_examples=60)
def test_every_level_answers_one_of_the_legal_actions_anywhere(seed, steps, level, bot_seed):
    state = reached(seed, steps)
    assume(not state.is_terminal())
    seen = state.view(state.current_player)
    assert quick(level).choose(seen, Rng(bot_seed)) in seen["legal"]


def test_full_budget_hard_answers_legally_in_every_phase():
    for state in POSITIONS[::3]:
        seen = state.view(state.current_player)
        assert make_bot("hard").choose(seen, Rng(5)) in seen["legal"]


def test_a_bot_refuses_a_view_with_nothing_to_play():
    state = new_game(2, 1)
    for level in LEVELS:
        with pytest.raises(ValueError, match="seat 1 has nothing to play now"):
            quick(level).choose(state.view(1), Rng(1))


def test_same_view_and_seed_give_the_same_action_at_every_level():
    for level in LEVELS:
        for state in POSITIONS:
            seen = state.view(state.current_player)
            first = quick(level).choose(seen, Rng(11))
            assert [quick(level).choose(seen, Rng(11)) for _ in range(2)] == [first, first]


def test_hard_decides_the_same_in_another_process_with_another_hash_seed():
    views = [s.view(s.current_player) for s in POSITIONS[::2]]
    here = [HardBot(iterations=60).choose(v, Rng(3)) for v in views]
    assert answers_in_another_process("totem", "HardBot(iterations=60)", views, seed=3) == here


def secret_twins(state: State, seat: int, count: int = 4) -> list[State]:
    """States that differ from ``state`` only in what ``seat`` cannot see (checked)."""
    twins = []
    for k in range(count):
        twin = determinize(state.view(seat), Rng(1000 + k))
        assert twin.view(seat) == state.view(seat)
        twins.append(twin)
    enemy = 1 - seat
    assert any(t.hands[enemy] != state.hands[enemy] or t.zone[enemy] != state.zone[enemy]
               or t.deck != state.deck for t in twins)
    return twins


def test_no_level_is_swayed_by_the_opponents_secrets():
    for state in POSITIONS:
        seat = state.current_player
        for level in LEVELS:
            expected = quick(level).choose(state.view(seat), Rng(21))
            for twin in secret_twins(state, seat):
                assert quick(level).choose(twin.view(seat), Rng(21)) == expected


def test_hand_built_twins_differing_in_hand_defenders_and_deck_order_get_the_same_answer():
    mine = ("R2", "B3^/", None, "G4")
    made = [
        position((["G11", "Y2", "R9"], ["B10", "Y5"]), (mine, ("R13", "B13^", "G13", "Y13")),
                 top=["Y3", "G7"]),
        position((["G11", "Y2", "R9"], ["G7", "R1"]), (mine, ("B10", "B13^", "Y5", "R13")),
                 top=["Y13", "G13"]),
    ]
    assert made[0].view(0) == made[1].view(0)
    assert made[0].hands[1] != made[1].hands[1] and made[0].zone[1] != made[1].zone[1]
    for level in LEVELS:
        for seed in range(3):
            answers = {make_bot(level).choose(s.view(0), Rng(seed)) for s in made}
            assert len(answers) == 1


# --- sensible play ---------------------------------------------------------------------------

FULL = ("R12", "B11", "G11", "Y11")  # my four face-down defenders
THEIRS = ("R13", "B12", "G13", "Y13")


def test_normal_beats_a_revealed_defender_with_the_cheapest_card_that_does():
    state = position((["G5", "Y9", "B12"], []), (FULL, ("R13", "B8^/", "G13", "Y13")))
    assert NormalBot().choose(state.view(0), Rng(1)) == "attack Y9 2"


def test_normal_fills_an_empty_slot_with_its_best_defender():
    state = position((["B13", "R1", "G2"], []), (("R12", "B11", None, "Y11"), THEIRS))
    assert NormalBot().choose(state.view(0), Rng(1)) == "defend B13 3"


def test_normal_trims_its_weakest_card():
    state = position((["R9", "B13", "G12", "Y12", "B10", "G10", "B2"], []), (FULL, THEIRS),
                     phase="trim")
    assert NormalBot().choose(state.view(0), Rng(1)) == "trim B2"


def test_setup_hides_shields_and_high_cards_in_a_random_order():
    state = position((["B9", "R9", "G3", "Y13", "B12", "R2", "G13"],
                      ["R1", "R3", "R4", "R5", "R6", "R7", "R8"]),
                     ((None,) * 4, (None,) * 4), phase="setup", turn=0)
    chosen = [NormalBot().choose(state.view(0), Rng(seed)) for seed in range(6)]
    assert {frozenset(text.split()[1:]) for text in chosen} == {
        frozenset({"B9", "Y13", "B12", "G13"})}
    assert len(set(chosen)) > 1  # the slots are dealt at random


def test_hard_takes_the_attack_that_wins_at_once():
    # Waiting would lose: the opponent's B13 beats the revealed R2 next turn, and so on.
    state = position((["R13", "G2", "Y3", "B4"], ["B13", "Y12"]),
                     ((None, "R2^/", None, None), (None, "Y10^", None, None)),
                     rest="discard", top=["G6", "G7", "G8"])
    assert make_bot("hard").choose(state.view(0), Rng(2)) == "attack R13 2"


def test_easy_mostly_plays_the_good_move_but_not_always():
    state = position((["G5", "Y9", "B12"], []), (FULL, ("R13", "B8^/", "G13", "Y13")))
    seen = state.view(0)
    picks = Counter(EasyBot().choose(seen, Rng(seed)) for seed in range(300))
    share = picks["attack Y9 2"] / 300
    assert 3 / len(seen["legal"]) < share < 0.95
    assert len(picks) > 3


def test_a_face_down_target_is_picked_at_random_among_the_face_down_ones():
    state = position((["R13", "Y13", "G13"], []), (FULL, ("R10", "B12", "G10", "Y10")))
    attacks = {NormalBot().choose(state.view(0), Rng(seed)) for seed in range(20)}
    assert {text.split()[-1] for text in attacks} == {"1", "2", "3", "4"}
    assert {text.split()[1] for text in attacks} == {"R13"}  # the same card each time
