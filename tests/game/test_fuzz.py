"""Damaged and hostile snapshots and records, per game: InvalidRecord with a reason, never a crash.

Bounded (about 3 s a game) and derandomized (tests/conftest.py); the mutations and the
contract are in tests/game/fuzz_checks.py.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GAMES
from tests.game.fuzz_checks import (
    check_record,
    check_snapshot,
    every_field_confused,
    foreign_snapshots,
    hostile_texts,
    one_per_phase,
    samples,
)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=1000)
@given(data=st.data())
def test_hostile_snapshots_load_or_are_refused_with_a_reason(game, data):
    text = data.draw(hostile_texts(samples(game)[0], foreign_snapshots(game)))
    check_snapshot(game, text)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=150)
@given(data=st.data())
def test_hostile_records_load_and_replay_or_are_refused_with_a_reason(game, data):
    check_record(data.draw(hostile_texts(samples(game)[1], samples(game)[1])))


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_a_snapshot_in_each_phase_given_every_wrong_type(game):
    for original in one_per_phase(samples(game)[0]):
        for text in every_field_confused(original):
            check_snapshot(game, text)
