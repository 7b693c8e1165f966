"""The human model (R25): a person's time to find and grab runes grows with the runes on the
table, never beats half a second after the runes rest, and orders the bot levels."""

from __future__ import annotations

import dataclasses
import math
import statistics

import pytest

from game.core import Rng
from game.rok.bots import PERSON, REFLEXES
from game.rok.components import RUNES, pair_of, twin
from game.rok.human import (
    FIRST_GRAB,
    MIN_GAP,
    PEOPLE,
    RANGES,
    TARGET_WIDTH,
    Perception,
    Seeker,
)
from game.rok.sampling import sample_spot
from tests.game.rok.helpers import position


def one_pair_view(face_up: int, seed: int, balance=(None, None)) -> dict:
    """A two-seat view with ``face_up`` runes on the table, exactly one pair among them."""
    rng = Rng(seed)
    pool = [r for r in RUNES if r not in balance and twin(r) not in balance]
    rng.shuffle(pool)
    runes = [pool[0], twin(pool[0])]
    for rune in pool[1:]:
        if len(runes) < face_up and pair_of(rune) not in {pair_of(r) for r in runes}:
            runes.append(rune)
    return {"seat": 0, "players": 2, "balance": list(balance), "trays": [[], []],
            "hoards": [[], []], "table": [[r, *sample_spot(rng), True] for r in runes]}


def first_grabs(eyes: Perception, face_up: int, tables: int = 150) -> list[float]:
    times = []
    for seed in range(tables):
        plan = Seeker(0, 2, eyes, Rng(seed + 1000)).next_grab(one_pair_view(face_up, seed), 0.0)
        assert plan is not None, "a pair lies on the table: a person finds it"
        times.append(plan[0])
    return times


def test_R25_the_time_to_a_first_grab_grows_with_the_face_up_runes():
    means = [statistics.mean(first_grabs(PEOPLE["attentive"], n)) for n in (4, 10, 20)]
    assert means[0] < means[1] < means[2]
    assert means[2] > 1.5 * means[0]


def test_R25_finding_a_pair_among_ten_stones_takes_a_person_seconds_not_a_flash():
    times = first_grabs(PEOPLE["attentive"], 10)
    assert 1.5 < statistics.mean(times) < 5.0
    spread = statistics.quantiles(times, n=10)
    assert spread[-1] > 1.5 * spread[0]  # a distribution, not a fixed period


def test_R25_nobody_grabs_sooner_than_a_reaction_a_look_and_a_click_after_the_runes_rest():
    for eyes in PEOPLE.values():
        fastest = eyes.scaled(0.01)  # even a person a hundred times quicker
        for seed in range(60):
            view = one_pair_view(2, seed)
            plan = Seeker(0, 2, fastest, Rng(seed)).next_grab(view, 0.0)
            assert plan is not None and plan[0] >= FIRST_GRAB


def test_R25_easy_is_slower_than_a_casual_adult_normal_attentive_hard_quick():
    assert REFLEXES["normal"].eyes == PEOPLE["attentive"] == PERSON.eyes
    assert REFLEXES["hard"].eyes == PEOPLE["quick"]
    mean = {name: statistics.mean(first_grabs(eyes, 10)) for name, eyes in PEOPLE.items()}
    assert statistics.mean(first_grabs(REFLEXES["easy"].eyes, 10)) > mean["casual"]
    assert mean["slow"] > mean["casual"] > mean["attentive"] > mean["quick"]


def test_R25_the_second_rune_of_a_found_pair_follows_quickly():
    """A pair once found is taken one rune after the other: the second needs only a choice
    and a movement, not a new search."""
    gaps, searches = [], []
    for seed in range(80):
        view = one_pair_view(10, seed)
        seeker = Seeker(0, 2, PEOPLE["attentive"], Rng(seed))
        when, rune = seeker.next_grab(view, 0.0)
        after = {**view, "table": [t for t in view["table"] if t[0] != rune],
                 "trays": [[rune], []]}
        again, second = seeker.next_grab(after, when)
        assert second == twin(rune)
        gaps.append(again - when)
        searches.append(when)
    assert statistics.mean(gaps) < 0.5 * statistics.mean(searches)
    assert all(gap > 0.2 for gap in gaps)


def test_R11_R16_what_a_person_watches_for_is_found_on_sight():
    state = position(2, balance=["w3a", "b1a"], table={
        "w3b": (5.0, 5.0, True), "g5a": (-8.0, 3.0, True), "b7b": (2.0, -9.0, True)})
    view = state.view(0)
    for seed in range(40):
        plan = Seeker(0, 2, PEOPLE["attentive"], Rng(seed)).next_grab(view, 0.0)
        assert plan is not None and plan[1] == "w3b"  # the twin of its own Balance rune
    thief = state.view(1)
    spotted = [Seeker(1, 2, PEOPLE["attentive"], Rng(s), steal=1.0).next_grab(thief, 0.0)
               for s in range(20)]
    blind = [Seeker(1, 2, PEOPLE["attentive"], Rng(s), steal=0.0).next_grab(thief, 0.0)
             for s in range(20)]
    assert all(p is not None and p[1] == "w3b" for p in spotted)  # a theft (R16)
    assert all(p is None for p in blind)  # nothing else worth it for seat 1


def test_R25_the_same_generator_gives_the_same_grab_and_another_one_may_not():
    view = one_pair_view(12, 9)
    plans = {Seeker(0, 2, PEOPLE["casual"], Rng(77)).next_grab(view, 0.0) for _ in range(3)}
    assert len(plans) == 1
    others = {Seeker(0, 2, PEOPLE["casual"], Rng(s)).next_grab(view, 0.0) for s in range(10)}
    assert len(others) > 5


# --- human model v2: every figure sourced, Hard a quick person, not a machine --------------

TIMES = ("reaction", "look", "compare", "subset", "choose", "press")


def everyone() -> dict[str, Perception]:
    """Every person the model plays: each level's eyes, the modelled adult, each person."""
    return {**{f"level {name}": level.eyes for name, level in REFLEXES.items()},
            "the modelled adult": PERSON.eyes, **PEOPLE}


def test_R25_no_level_is_faster_than_the_fast_end_of_the_range_its_source_gives():
    for who, eyes in everyone().items():
        for part in TIMES:
            assert getattr(eyes, part) >= RANGES[part].fast, (who, part)
        assert eyes.throughput <= RANGES["throughput"].fast, who
        assert eyes.span <= RANGES["span"].fast, who


def test_R25_the_attentive_adult_sits_inside_every_cited_range():
    eyes = PEOPLE["attentive"]
    for part in TIMES:
        band = RANGES[part]
        assert band.fast <= getattr(eyes, part) <= band.slow, part
    assert RANGES["throughput"].slow <= eyes.throughput <= RANGES["throughput"].fast
    assert RANGES["span"].slow <= eyes.span <= RANGES["span"].fast
    assert all(band.source for band in RANGES.values())


def test_R25_a_known_target_is_found_sooner_than_a_pair_nobody_named():
    """Guided search: the twin of one's own Balance rune is sought among its colour only."""
    pair = statistics.mean(first_grabs(PEOPLE["attentive"], 10))
    known = []
    for seed in range(150):
        view = one_pair_view(9, seed, balance=("w3a", None))
        view["table"] = [t for t in view["table"] if t[0][0] != "w" or t[0] == "w3b"][:9]
        view["table"].append(["w3b", *sample_spot(Rng(seed)), True])
        plan = Seeker(0, 2, PEOPLE["attentive"], Rng(seed + 5)).next_grab(view, 0.0)
        assert plan is not None
        known.append(plan[0])
    assert statistics.mean(known) < 0.8 * pair


class Counting(Seeker):
    """A Seeker that counts the stones it looks at."""

    looks = 0

    def look_time(self, held: int) -> float:
        self.looks += 1
        return super().look_time(held)


def test_R25_the_first_grab_of_a_pair_follows_two_stones_identified():
    for seed in range(100):
        seeker = Counting(0, 2, PEOPLE["quick"], Rng(seed))
        plan = seeker.next_grab(one_pair_view(6, seed), 0.0)
        assert plan is not None and seeker.looks >= 2


def test_R25_one_seats_two_grabs_are_never_closer_than_a_person_can_click():
    for eyes in [*everyone().values(), PEOPLE["quick"].scaled(0.01)]:
        for seed in range(40):
            view = one_pair_view(8, seed)
            seeker = Seeker(0, 2, eyes, Rng(seed))
            when, rune = seeker.next_grab(view, 0.0)
            after = {**view, "table": [t for t in view["table"] if t[0] != rune],
                     "trays": [[rune], []]}
            again, _ = seeker.next_grab(after, when)
            assert again - when >= MIN_GAP - 1e-9


def test_R25_a_longer_reach_takes_longer_by_fitts_law():
    steady = dataclasses.replace(PEOPLE["attentive"], spread=0.0)
    seeker = Seeker(0, 2, steady, Rng(1))
    near, far = seeker.reach_time((0.0, -30.0)), seeker.reach_time((0.0, 30.0))
    eyes = PEOPLE["attentive"]
    hand_to_far = math.dist(seeker.hand, (0.0, 30.0))
    assert far == pytest.approx(eyes.press + math.log2(hand_to_far / TARGET_WIDTH + 1)
                                / eyes.throughput)
    assert near < far
