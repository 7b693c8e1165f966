"""RÖK's bot levels: slower, clumsier and blinder to thefts at Easy, steadier slides at Hard,
and a headless seeded race (no wall clock) where Hard hoards more than Normal, Normal than Easy."""

from __future__ import annotations

from collections import Counter

from game.core import Rng
from game.rok import determinize
from game.rok.bots import (
    BOTS,
    FIRST_GRAB,
    LEVELS,
    REFLEXES,
    EasyBot,
    HardBot,
    NormalBot,
    RandomBot,
    bot_game,
    bot_slide,
    grab_plan,
    race,
)
from game.rok.components import CONTACT_DISTANCE
from game.rok.table import aimed_slide, slide
from tests.game.rok.helpers import position
from tests.game.rok.test_bots import first_reaching
from tools.arena import main


def table_of(*runes):
    return {rune: (float(i), float(i % 3), True) for i, rune in enumerate(runes, start=3)}


def test_R25_R14_R24_levels_get_quicker_surer_and_steadier_from_easy_to_hard():
    easy, normal, hard = (REFLEXES[level] for level in LEVELS)
    for part in ("reaction", "look", "compare", "subset", "choose"):
        assert getattr(easy.eyes, part) > getattr(normal.eyes, part) > getattr(hard.eyes, part)
    # the one throughput measured with the hand on the mouse is the quick end too (human.py)
    assert easy.eyes.throughput < normal.eyes.throughput == hard.eyes.throughput
    assert easy.eyes.span <= normal.eyes.span <= hard.eyes.span
    assert easy.mistake > normal.mistake > hard.mistake == 0.0
    assert easy.steal < normal.steal < hard.steal == 1.0
    assert easy.skill < normal.skill < hard.skill


def test_R16_hard_always_goes_for_a_twin_of_another_seats_balance_easy_seldom():
    # Only b1b is worth anything to seat 0: it is the twin of seat 1's Balance rune.
    state = position(2, balance=["w3a", "b1a"], table=table_of("b1b", "g4a"))
    view = state.view(0)
    plans = {level: [grab_plan(view, 0, Rng(s), REFLEXES[level], first=True)
                     for s in range(200)] for level in LEVELS}
    assert all(plan is not None and plan[1] == "b1b" for plan in plans["hard"])
    spotted = {level: sum(plan is not None for plan in found) for level, found in plans.items()}
    assert spotted["easy"] < spotted["normal"] < spotted["hard"] == 200
    assert spotted["easy"] > 0


def test_R14_easy_bots_end_up_with_false_pairs_and_hard_ones_never():
    false_pairs = Counter()
    for level in ("easy", "hard"):
        for seed in range(12):
            log = []
            bot_game([level, level, level], seed, log=log)
            false_pairs[level] += sum(e.kind == "false_pair" for e in log)
            assert all(e.kind != "false_pair" for e in log) or level == "easy"
    assert false_pairs["easy"] > 0 and false_pairs["hard"] == 0


def test_R24_slide_aim_is_steadier_at_higher_levels():
    aim = CONTACT_DISTANCE + 1.5

    def miss(level, seed):
        start, velocity = aimed_slide(1, 3, REFLEXES[level].skill, Rng(seed))
        result = slide(start, velocity).result
        return 20.0 if isinstance(result, str) else abs(result - aim)

    mean_miss = {level: sum(miss(level, s) for s in range(40)) / 40 for level in LEVELS}
    assert mean_miss["hard"] < mean_miss["normal"] < mean_miss["easy"]


def test_R24_a_bot_slide_is_its_seats_slide_and_the_rules_take_it():
    state = first_reaching("slide")
    seat = state.current_player
    text = bot_slide(state, seat, REFLEXES["hard"], Rng(4))
    assert text.startswith(f"slide {seat} ")
    assert text == bot_slide(state, seat, REFLEXES["hard"], Rng(4))
    assert state.play(text)[0].kind == "slide"


def test_R25_in_a_race_the_quicker_level_mostly_grabs_first():
    firsts = Counter()
    for seed in range(50):
        state = position(2, balance=["w3a", "b1a"], table=table_of("w3b", "g5a", "g5b"))
        log = []
        clock = race(state, [REFLEXES["hard"], REFLEXES["easy"]], [Rng(seed), Rng(seed + 99)],
                     log)
        grabs = [(e.seat, e.data["rune"]) for e in log if e.kind in ("grab", "balance_pair")]
        firsts[grabs[0][0]] += 1
        assert state.phase != "grab" and FIRST_GRAB <= clock < 20.0
    assert firsts[0] > 45  # Hard is quicker


def test_R25_a_seat_without_reflexes_never_grabs():
    state = position(2, balance=["w3a", "b1a"], table=table_of("w3b", "g5a", "g5b"))
    log = []
    race(state, [None, REFLEXES["easy"]], [Rng(1), Rng(2)], log)
    assert {e.seat for e in log if e.kind in ("grab", "balance_pair")} == {1}


def test_bot_games_are_seeded():
    first = bot_game(["hard", "easy", "normal"], 5)
    assert bot_game(["hard", "easy", "normal"], 5).to_json() == first.to_json()
    assert bot_game(["hard", "easy", "normal"], 6).to_json() != first.to_json()


def test_a_grab_plan_does_not_depend_on_what_nobody_sees():
    table = {**table_of("b4a", "b4b", "w3b"), "g6a": (5.0, 5.0, False), "g8b": (-5.0, 2.0, False)}
    state = position(3, balance=["w3a", "b1a", "g2a"], table=table)
    view = state.view(0)
    for seed in range(30):
        twins = [determinize(view, Rng(k)) for k in range(3)]
        assert len({t.to_json() for t in twins}) > 1  # the bags differ
        plans = {grab_plan(t.view(0), 0, Rng(seed), REFLEXES["normal"], True) for t in twins}
        assert len(plans) == 1


def test_registry_names_the_levels_and_reflexes_follow_the_name():
    assert list(BOTS) == ["random", *LEVELS, "matched"]
    assert [BOTS[level]().name for level in BOTS] == list(BOTS)
    for cls in (EasyBot, NormalBot, HardBot):
        assert cls().reflexes == REFLEXES[cls.name]
    assert BOTS["matched"]().reflexes == REFLEXES["normal"]  # until the table measures its people
    assert RandomBot().choose({"legal": []}, Rng(1)) is None


def mean_hoards(games: int, players: int = 3) -> dict[str, float]:
    """Each level's mean hoard over seeded games where the levels take every seat in turn."""
    totals = Counter()
    for seed in range(games):
        levels = [LEVELS[(seat + seed) % 3] for seat in range(players)]
        state = bot_game(levels, seed)
        for seat, level in enumerate(levels):
            totals[level] += state.scores()[seat]
    return {level: totals[level] / games for level in LEVELS}


def test_R22_hard_hoards_more_than_normal_and_normal_more_than_easy():
    hoards = mean_hoards(90)
    assert hoards["hard"] > hoards["normal"] + 1 > hoards["easy"] + 2


def test_arena_plays_rok_headless_and_prints_mean_hoards(capsys):
    assert main(["rok", "hard", "easy", "--games", "4", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("rok, 3 players, seed 2:\nhard wins ")
    assert "mean score: hard " in out and "p95" not in out
