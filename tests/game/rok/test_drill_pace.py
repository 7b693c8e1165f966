"""R25: a player's timed drill tables are evidence of their seeing pace beside their throws.

The fit is honest on drills (tables answered as the model answers them at pace k are fitted
at k; a stand-in is found near its pace), slow drill times give a slower Matched bot than fast
ones with everything else equal, and only the named person's tables count, in date order."""

from __future__ import annotations

import dataclasses
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord, Rng
from game.rok.bots import PERSON, REFLEXES
from game.rok.drill import KINDS, SIZES, make_drill
from game.rok.drill_pace import DrillPace, answered, drill_paces, evidence_of_players
from game.rok.human import PEOPLE
from game.rok.pace import GRID, POINTS, RECENT, ThrowPace, fitted, matched_pace, seeing_pace
from game.saves import BOT, HUMAN, SavedGame, Seat
from tests.game.rok.test_pace import raced_record


def sessions(who: str, pace: float, base: int, count: int = 4, when: str = "2026-11-29T",
             hand: float | None = None):
    """``count`` sessions of five tables, every kind and size in turn, answered by the
    attentive adult ``pace`` times slower to see (and ``hand`` times to point, ``pace`` if
    not given)."""
    eyes = PEOPLE["attentive"].paced(pace, pace if hand is None else hand)
    return [answered(eyes, who, f"{when}{k:02d}:00:00Z", KINDS[k % 2], SIZES[k % 4],
                     range(base + 5 * k, base + 5 * k + 5), Rng(base + k)) for k in range(count)]


@settings(max_examples=12, deadline=None)
@given(k=st.integers(0, POINTS - 1), hand=st.sampled_from(GRID), seed=st.integers(0, 2**31))
def test_R25_drill_tables_answered_at_the_models_pace_k_are_fitted_at_grid_k(k, hand, seed):
    """The property that makes the fit honest: a player whose every drill table takes the
    model's (mean log) time at seeing pace GRID[k] is fitted at GRID[k]."""
    tables = []
    for n in range(6):
        drill = make_drill(KINDS[n % 2], SIZES[n % 4], Rng(seed + n))
        probe = DrillPace(drill, seed + n, 1.0)
        tables.append(DrillPace(drill, seed + n, math.exp(probe.curve(hand)[k])))
    assert seeing_pace(tables, hand) == pytest.approx(GRID[k], rel=1e-6)


def test_R25_a_person_who_only_drilled_is_fitted_near_their_seeing_pace():
    """Stand-ins at three seeing paces, their hand at the prior's (what drills cannot tell
    apart from seeing), twenty tables each with draws of their own: each fitted within 30 %
    of its pace, and in the stand-ins' order."""
    hand = matched_pace([])[1]
    fits = []
    for pace in (0.8, 1.25, 2.0):
        found = [t for s in sessions("Léa", pace, 900, hand=hand) for t in drill_paces(s)]
        assert len(found) == 20
        fits.append(fitted(found)[0])
        assert fits[-1] == pytest.approx(pace, rel=0.3)
    assert fits == sorted(fits)


def test_R25_slow_drill_times_give_a_slower_matched_pace_than_fast_ones_all_else_equal():
    """The same person's same throws (one game), and drill tables answered twice as slowly
    as the model, or at its pace: Matched plays slower for the first; the drills count (a
    drill table is a throw in the blend with the prior) and tell nothing of the hand."""
    throws = raced_record([PERSON.slower(1.3), REFLEXES["normal"]], 5)
    saved = dataclasses.replace(SavedGame.start(
        "rok", 5, (Seat("Léa", HUMAN), Seat("Robot", BOT, "normal")), {}).advanced(
        GameRecord("rok", 2, 5, {}, tuple(throws)), True), started="2026-11-28T20:00:00Z")
    alone = evidence_of_players([saved], [], {"Léa"})["Léa"]
    slow = evidence_of_players([saved], sessions("Léa", 2.0, 300), {"Léa"})["Léa"]
    fast = evidence_of_players([saved], sessions("Léa", 1.0, 300), {"Léa"})["Léa"]
    assert len(slow) == len(fast) == len(alone) + 20
    assert all(isinstance(t, ThrowPace) for t in slow[:len(alone)])  # the game came first
    paced = {name: matched_pace([found]) for name, found in
             (("alone", alone), ("slow", slow), ("fast", fast))}
    assert paced["slow"][0] > 1.15 * paced["fast"][0]
    assert paced["slow"][1] == paced["fast"][1]
    assert fitted(slow)[1] == fitted(fast)[1] == fitted(alone)[1]


def test_R25_only_the_named_persons_drills_count_in_date_order_the_latest_kept():
    mine = sessions("Léa", 1.5, 10, count=2, when="2026-11-28T")
    theirs = sessions("Tom", 1.5, 20, count=2)
    nobody = sessions("", 1.5, 30, count=2)
    found = evidence_of_players([], [*theirs, *nobody, *mine], {"Léa"})
    assert set(found) == {"Léa"} and len(found["Léa"]) == 10
    later = sessions("Léa", 1.0, 40, count=20, when="2026-11-30T")  # 100 tables
    kept = evidence_of_players([], [*later, *mine], {"Léa"})["Léa"]
    assert len(kept) == RECENT
    assert [t.seed for t in kept] == [s for session in later for s in session.seeds][-RECENT:]
