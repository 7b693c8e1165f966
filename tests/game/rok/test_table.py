"""The pymunk table: throws and slides come to rest sanely, deterministically,
and produce outcomes the rules core accepts."""

import itertools
import math
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import Rng
from game.rok import new_game, random_action
from game.rok.components import (
    CONTACT_DISTANCE,
    PLAY_RADIUS,
    RUNE_RADIUS,
    TABLE_RADIUS,
    overlapping,
    seat_edge,
)
from game.rok.table import (
    CLOTH_DECELERATION,
    DT,
    MAX_TIME,
    Table,
    aimed_slide,
    slide,
    slide_for,
    throw,
    throw_state,
)
from tests.game.rok.helpers import position

ROOT = Path(__file__).resolve().parents[3]
OVERLAP_TOLERANCE = 0.2
SETTLE_BOUND = 3.0  # seconds of table time; throws settle in about one


def mid_game(players, seed, throws=3):
    state = new_game(players, seed)
    rng = Rng(seed)
    while (state.throw_no < throws or state.phase != "throw") and not state.is_terminal():
        state.play(random_action(state, rng))
    return state


def settled_table(state, seed, strength=1.0):
    """A live table after a whole throw of ``state``'s hands, run to rest."""
    table = Table(dict(state.table), seed=seed)
    for seat, hand in enumerate(state.hands):
        table.launch(hand, seat, state.players, strength)
    table.run()
    return table


CASES = [(players, seed) for players in (2, 3, 4, 5) for seed in range(4)]


@pytest.mark.parametrize("players, seed", CASES)
def test_R08_a_throw_settles_on_the_table_without_nan_or_overlap(players, seed):
    state = mid_game(players, seed)
    table = settled_table(state, seed)
    assert table.at_rest() and table.time < SETTLE_BOUND < MAX_TIME
    runes = table.runes()
    assert table.off == set()
    for rune, spot in runes.items():
        assert math.isfinite(spot.x) and math.isfinite(spot.y) and math.isfinite(spot.angle)
        assert math.hypot(spot.x, spot.y) <= PLAY_RADIUS + 0.05, rune
        assert math.hypot(spot.x, spot.y) >= CONTACT_DISTANCE - OVERLAP_TOLERANCE, rune
        assert not spot.moving
    for (a, sa), (b, sb) in itertools.combinations(runes.items(), 2):
        gap = math.hypot(sa.x - sb.x, sa.y - sb.y)
        assert gap >= 2 * RUNE_RADIUS - OVERLAP_TOLERANCE, (a, b, gap)


@pytest.mark.parametrize("players, seed", CASES[::3])
def test_R08_a_simulated_throw_is_an_outcome_the_core_accepts(players, seed):
    state = mid_game(players, seed)
    outcome = throw_state(state, seed=seed)
    assert sorted(outcome.landings) == sorted(r for h in state.hands for r in h)
    assert outcome.off == ()
    events = state.play(outcome.to_action())
    assert events[0].kind == "throw"


def test_R08_hundreds_of_seeded_physics_throws_are_all_accepted_by_the_core():
    """The core refuses overlapping runes (MIN_SPACING); no throw the table makes is refused,
    from gentle to far harder than the app's (strength 1), over whole games."""
    throws = 0
    for seed in range(24):
        players = 2 + seed % 4
        state, rng = new_game(players, seed), Rng(seed)
        while not state.is_terminal():
            if state.phase != "throw":
                state.play(random_action(state, rng))
                continue
            strength = [rng.uniform(0.3, 4.0) for _ in range(players)]
            state.play(throw_state(state, seed=rng.next_u64(), strength=strength).to_action())
            throws += 1
            spots = [(x, y) for (x, y, _) in state.table.values()]
            assert all(not overlapping(a, b) for a, b in itertools.combinations(spots, 2))
    assert throws > 200


def test_R08_runes_that_leave_the_table_come_back_on_the_edge_side_by_side():
    table = Table(None, rim=False, seed=1)
    for i, rune in enumerate(["w1a", "w1b", "w2a", "w2b"]):
        table.add(rune, 30.0, 0.1 * i, velocity=(200.0, 0.0))
        table.moving.append(rune)
    table.run()
    assert table.off == {"w1a", "w1b", "w2a", "w2b"}
    outcome = table.throw_outcome(["w1a", "w1b", "w2a", "w2b"])
    spots = [(x, y) for (x, y, _) in outcome.landings.values()]
    assert all(math.hypot(*spot) <= PLAY_RADIUS for spot in spots)
    assert all(not overlapping(a, b) for a, b in itertools.combinations(spots, 2))
    state = position(2, phase="throw", balance=["b1a", "g1a"],
                     hands=[["w1a", "w1b"], ["w2a", "w2b"]])
    assert state.play(outcome.to_action())[0].kind == "throw"


def test_R02_faces_come_from_seeded_tumbling_and_both_faces_happen():
    faces = []
    for seed in range(30):
        outcome = throw({0: ["w1a", "w2a"], 1: ["b1a", "b2a"]}, players=2, seed=seed)
        faces += [up for (_, _, up) in outcome.landings.values()]
    assert 0.25 < sum(faces) / len(faces) < 0.75


def test_a_hard_throw_is_clamped_and_stays_on_the_table():
    state = mid_game(5, 2)
    table = settled_table(state, seed=3, strength=6.0)
    assert table.off == set() and table.at_rest()
    assert all(math.hypot(s.x, s.y) <= PLAY_RADIUS + 0.05 for s in table.runes().values())


def test_same_inputs_give_the_same_throw_and_another_seed_another():
    state = mid_game(4, 1)
    first = throw_state(state, seed=11)
    assert throw_state(state, seed=11) == first
    assert throw_state(state, seed=12) != first


def test_live_stepping_with_uneven_frames_ends_like_the_pure_function():
    state = mid_game(3, 5)
    expected = throw_state(state, seed=7)
    table = Table(dict(state.table), seed=7)
    for seat, hand in enumerate(state.hands):
        table.launch(hand, seat, state.players)
    frames = itertools.cycle([1 / 60, 1 / 45, 1 / 144, 0.05])
    seen_moving = False
    while not table.at_rest():
        table.step(next(frames))
        seen_moving |= any(s.moving for s in table.runes().values())
    assert seen_moving
    outcome = table.throw_outcome([r for h in state.hands for r in h])
    assert outcome.to_action() == expected.to_action()


def test_same_inputs_give_the_same_throw_in_a_fresh_process():
    code = ("from game.rok.table import throw\n"
            "print(throw({0: ['w1a', 'w2a', 'w3a'], 1: ['b1a', 'b2a']}, 2, seed=5, "
            "lying={'g4a': (1.0, 2.0, True)}).to_action())\n")
    runs = {subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout for _ in range(2)}
    here = str(throw({0: ["w1a", "w2a", "w3a"], 1: ["b1a", "b2a"]}, 2, seed=5,
                     lying={"g4a": (1.0, 2.0, True)}).to_action())
    assert runs == {here + "\n"}


def test_R24_a_gentle_slide_stops_where_cloth_friction_says():
    start = seat_edge(0, 4, inset=RUNE_RADIUS + 1.0)
    speed = 50.0
    outcome = slide(start, (0.0, speed))
    travel = speed ** 2 / (2 * CLOTH_DECELERATION)
    assert not outcome.touched and not outcome.off
    assert outcome.distance == pytest.approx(abs(start[1]) - travel, abs=speed * DT)
    assert outcome.result == pytest.approx(outcome.distance, abs=0.01)


def test_R24_a_slide_that_reaches_the_destiny_rune_touches_it():
    start = seat_edge(1, 3, inset=RUNE_RADIUS + 1.0)
    outcome = slide(start, (-start[0] * 3, -start[1] * 3))
    assert outcome.touched and outcome.result == "touch"


def test_R24_a_fast_slide_beside_the_destiny_rune_leaves_the_table():
    outcome = slide((-37.0, 5.0), (200.0, 0.0))
    assert outcome.off and not outcome.touched and outcome.result == "off"
    assert math.hypot(*outcome.stop) > TABLE_RADIUS


def test_R17_R23_aimed_slides_are_accepted_by_the_core():
    results = [slide_for(seat, 5, skill=0.7, seed=seed).result
               for seat in range(5) for seed in range(6)]
    distances = [r for r in results if not isinstance(r, str)]
    assert distances and all(CONTACT_DISTANCE <= d <= TABLE_RADIUS for d in distances)
    start, velocity = aimed_slide(2, 5, skill=1.0, rng=Rng(1))
    assert math.hypot(*start) == pytest.approx(TABLE_RADIUS - RUNE_RADIUS - 1.0)
    assert velocity[0] * start[0] + velocity[1] * start[1] < 0, "toward the centre"


def test_a_whole_game_on_the_simulated_table_finishes():
    from game.rok.__main__ import physical_action

    for players in (2, 5):
        state = new_game(players, 21)
        rng = Rng(3)
        while not state.is_terminal():
            state.play(physical_action(state, rng))
        assert len(state.winners()) == 1
