"""Pook bots decide legally, reproducibly, from the view alone, sensibly, and in order.

The arenas are seeded (tools/arena.py), so each share below is the same on every
run and every machine: nothing here depends on time. The heuristic levels are
quick and play 200 games; in the fast suite Hard searches a test-sized budget
(the same search) against Easy, and the slow suite plays the real Hard against
Normal. ``make bench ONLY=bots`` gives the issue's figures.
"""

from __future__ import annotations

from functools import partial

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.core import Rng
from game.pook import bots, determinize, new_game, random_action
from game.pook.bots import BOTS, EasyBot, HardBot, NormalBot, RandomBot, make_bot
from game.pook.rules import State
from tests.game import bot_checks
from tests.game.bot_checks import answers_in_another_process, check_registry

from .helpers import options_for, walk

LEVELS = tuple(BOTS)


def quick(level: str):
    """A bot of ``level``; Hard with a test-sized budget (the search is the same)."""
    return HardBot(iterations=40) if level == "hard" else make_bot(level)


def reached(players: int, seed: int, steps: int) -> State:
    """The position after ``steps`` random actions of a seeded game (or its end)."""
    state = new_game(players, seed, **options_for(players, seed))
    rng = Rng(seed ^ 0xB07)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.play(random_action(state, rng))
    return state


def positions_with_choices() -> list[State]:
    """A few positions of every phase where a bot has a choice, over player counts and variants."""
    found: dict[tuple[int, str], list[State]] = {}
    for players in (2, 3, 4):
        for seed in range(6):
            for state in walk(players, seed, **options_for(players, seed)):
                if state.is_terminal() or len(state.legal_actions()) < 2:
                    continue
                key = (players, state.view(state.current_player)["phase"])
                if len(found.setdefault(key, [])) < 2:
                    found[key].append(state)
    assert {phase for _, phase in found} == {"start", "power", "after", "tiebreak"}
    return [s for states in found.values() for s in states]


POSITIONS = positions_with_choices()


def test_registry_has_the_four_levels_and_make_bot_names_the_wrong_one():
    check_registry(bots, "Pook")


@given(players=st.sampled_from((2, 3, 4)), seed=st.integers(0, 2**32), steps=st.integers(0, 60),
       level=st.sampled_from(LEVELS), bot_seed=st.integers(0, 2**64 - 1))
@settings(max_examples=40, deadline=None)
def test_every_level_answers_one_of_the_legal_actions_anywhere(players, seed, steps, level,
                                                               bot_seed):
    state = reached(players, seed, steps)
    assume(not state.is_terminal())
    seen = state.view(state.current_player)
    assert quick(level).choose(seen, Rng(bot_seed)) in seen["legal"]


def test_a_bot_refuses_a_view_with_nothing_to_play():
    state = new_game(2, 1)
    idle = 1 - state.current_player
    for level in LEVELS:
        with pytest.raises(ValueError, match=f"seat {idle} has nothing to play now"):
            quick(level).choose(state.view(idle), Rng(1))


def test_same_view_and_seed_give_the_same_action_at_every_level():
    for level in LEVELS:
        for state in POSITIONS[::2]:
            seen = state.view(state.current_player)
            first = quick(level).choose(seen, Rng(11))
            assert quick(level).choose(seen, Rng(11)) == first


def test_hard_decides_the_same_in_another_process_with_another_hash_seed():
    views = [s.view(s.current_player) for s in POSITIONS[::4]]
    here = [HardBot(iterations=40).choose(v, Rng(3)) for v in views]
    assert answers_in_another_process("pook", "HardBot(iterations=40)", views, seed=3) == here


def hidden(state: State, seat: int) -> tuple[object, ...]:
    """What ``seat`` cannot see: the others' hands, the pile, the Bourses' faces, the Banners."""
    others = tuple(tuple(h) for s, h in enumerate(state.hands) if s != seat)
    return others, tuple(state.pile), tuple(state.board), tuple(state.banners)


def secret_twins(state: State, seat: int, count: int = 3) -> list[State]:
    """States that show ``seat`` the same view as ``state`` but differ in its secrets."""
    twins = []
    for k in range(count):
        twin = determinize(state.view(seat), Rng(1000 + k))
        assert twin.view(seat) == state.view(seat)
        if hidden(twin, seat) != hidden(state, seat):
            twins.append(twin)
    return twins


def test_no_level_is_swayed_by_the_other_seats_secrets():
    compared = 0
    for state in POSITIONS:
        seat = state.current_player
        twins = secret_twins(state, seat)
        compared += bool(twins)
        for level in LEVELS:
            expected = quick(level).choose(state.view(seat), Rng(21))
            for twin in twins:
                assert quick(level).choose(twin.view(seat), Rng(21)) == expected
    assert compared >= len(POSITIONS) // 2


# --- sensible play ---------------------------------------------------------------------------


def test_P26_normal_plays_its_own_factions_as_warriors_and_hides_the_others_as_bourses():
    """Over the first move of many games, Normal's Warrior is of its Banner's factions."""
    from game.pook.cards import BANNER_FACTIONS, CARD_FACTION, CARD_INDEX

    warriors = own = 0
    for seed in range(40):
        state = new_game(2, seed)
        seat = state.current_player
        text = NormalBot().choose(state.view(seat), Rng(seed))
        parts = text.split()
        if parts[0] != "play":
            continue
        factions = BANNER_FACTIONS[state.banners[state.side(seat)]]
        if parts[2] == "W":
            warriors += 1
            own += CARD_FACTION[CARD_INDEX[parts[1]]] in factions
        else:
            assert CARD_FACTION[CARD_INDEX[parts[1]]] not in factions or all(
                CARD_FACTION[c] in factions for c in state.hands[seat])
    assert warriors >= 20 and own == warriors


# --- strength, in order ----------------------------------------------------------------------


def head_to_head(a, b, games: int, **arena) -> tuple[float, float]:
    return bot_checks.head_to_head("pook", a, b, games, **arena)


def test_easy_beats_random():
    easy, random = head_to_head(EasyBot, RandomBot, 200)
    assert easy > 75 > 25 > random


def test_normal_beats_easy():
    normal, easy = head_to_head(NormalBot, EasyBot, 200)
    assert normal > 75 > 25 > easy


def test_normal_finishes_first_most_often_among_four():
    normal, _ = head_to_head(NormalBot, RandomBot, 100, players=4)
    assert normal > 50  # chance alone gives 25 %


def test_hard_beats_easy_even_on_a_small_budget():
    hard, easy = head_to_head(partial(HardBot, iterations=40), EasyBot, 16, seed=3)
    assert hard > 75 > 25 > easy


@pytest.mark.slow
def test_full_hard_beats_normal():
    hard, normal = head_to_head(HardBot, NormalBot, 40, seed=3, jobs=2)
    assert hard > 60 > normal
