"""Totem's levels in order, Hard > Normal > Easy > random, on small fixed-seed arenas.

The arenas are seeded (tools/arena.py), so each outcome below is the same on
every run and every machine: nothing here depends on time. The heuristic levels
are quick, so they play 200 games; in the fast suite Hard searches 50 iterations
per decision instead of its 1,000 (the same search, a smaller budget) over 16
games, and the slow suite plays the real Hard against Normal. ``make bench``
gives the issue's figures (Hard against random and Easy, 200 games each).
"""

from __future__ import annotations

from functools import partial

import pytest

from game.totem.bots import BOTS, EasyBot, HardBot, NormalBot, RandomBot
from tests.game import bot_checks


def head_to_head(a, b, games: int, **arena) -> tuple[float, float]:
    return bot_checks.head_to_head("totem", a, b, games, **arena)


def test_easy_beats_random():
    easy, random = head_to_head(EasyBot, RandomBot, 200)
    assert easy > 80 > 20 > random


def test_normal_beats_easy():
    normal, easy = head_to_head(NormalBot, EasyBot, 200)
    assert normal > 70 > 30 > easy


def test_hard_beats_normal_even_on_a_small_budget():
    hard, normal = head_to_head(partial(HardBot, iterations=50), NormalBot, 16)
    assert hard > 60 > normal


def test_the_levels_registered_are_the_ones_ordered_here():
    levels = [("random", RandomBot), ("easy", EasyBot), ("normal", NormalBot), ("hard", HardBot)]
    assert list(BOTS.items()) == levels


@pytest.mark.slow
def test_full_hard_beats_normal():
    hard, normal = head_to_head(HardBot, NormalBot, 100, jobs=2)
    assert hard > 60 > normal
