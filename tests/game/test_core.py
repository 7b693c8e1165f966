"""The shared core pieces: the seeded generator, errors and game records."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import (
    GameRecord,
    IllegalAction,
    InvalidRecord,
    MalformedAction,
    Rng,
    check_counts,
    require,
)


def test_rng_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(20)] == [b.next_u64() for _ in range(20)]


def test_rng_different_seeds_differ():
    assert [Rng(1).next_u64() for _ in range(3)] != [Rng(2).next_u64() for _ in range(3)]


def test_rng_clone_is_independent():
    a = Rng(5)
    a.next_u64()
    b = a.clone()
    assert a.below(1000) == b.below(1000)
    a.next_u64()
    assert a != b


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**9))
def test_rng_below_in_range(seed, n):
    assert 0 <= Rng(seed).below(n) < n


def test_rng_below_is_roughly_uniform():
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts), counts


def test_rng_gauss_moments():
    rng = Rng(9)
    xs = [rng.gauss(2.0, 0.5) for _ in range(20_000)]
    mean = sum(xs) / len(xs)
    var = sum((x - mean) ** 2 for x in xs) / len(xs)
    assert abs(mean - 2.0) < 0.02 and abs(var - 0.25) < 0.02


@given(st.lists(st.integers(), max_size=30), st.integers(min_value=0, max_value=2**32))
def test_rng_shuffle_is_a_permutation(items, seed):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_rng_json_round_trip_and_validation():
    rng = Rng(11)
    rng.next_u64()
    assert Rng.from_json(json.loads(json.dumps(rng.to_json()))) == rng
    for bad in (-1, 2**64, "12", True, None, 1.5):
        with pytest.raises(InvalidRecord):
            Rng.from_json(bad)


def test_error_messages_name_action_reason_and_rule():
    err = IllegalAction("play O2 C3", "only 1 purse in its row and column", "P12")
    assert isinstance(err, ValueError)
    assert (err.rule, err.reason) == ("P12", "only 1 purse in its row and column")
    assert "play O2 C3" in str(err) and "(P12)" in str(err)
    bad = MalformedAction("zap", "unknown verb")
    assert isinstance(bad, ValueError) and "zap" in str(bad)


def test_require_rejects_missing_and_mistyped_fields():
    assert require({"n": 3}, "n", int) == 3
    with pytest.raises(InvalidRecord, match="missing field 'n'"):
        require({}, "n", int)
    with pytest.raises(InvalidRecord, match="must be int"):
        require({"n": True}, "n", int)


def test_check_counts_reports_surplus_and_deficit():
    check_counts("aab", "aba", "cards")
    with pytest.raises(InvalidRecord, match="not conserved"):
        check_counts("aa", "ab", "cards")


def test_record_json_round_trip():
    record = GameRecord("pook", 3, 12, {"teams": False}, ("a", "b"))
    assert GameRecord.from_json(record.to_json()) == record
    assert record.with_action("c").actions == ("a", "b", "c")


@pytest.mark.parametrize("text, message", [
    ("not json", "not valid JSON"),
    ("[]", "expected a JSON object"),
    ('{"format": "other"}', "expected format"),
    ('{"format": "tablee-record/1", "game": "chess", "players": 2, "seed": 1,'
     ' "options": {}, "actions": []}', "unknown game"),
    ('{"format": "tablee-record/1", "game": "pook", "players": 2, "seed": 1,'
     ' "options": {}, "actions": [1]}', "every action must be a string"),
    ('{"format": "tablee-record/1", "actions": ' + "[" * 100_000 + "]" * 100_000 + "}",
     "nested too deeply"),
    ('{"format": "tablee-record/1", "seed": ' + "7" * 5_000 + "}", "digits"),
    (b'{"format": "tablee-record/1\xff"}', "not valid JSON"),
    (None, "expected JSON text, got NoneType"),
    (["{}"], "expected JSON text, got list"),
])
def test_record_rejects_bad_input_with_a_reason(text, message):
    with pytest.raises(InvalidRecord, match=message):
        GameRecord.from_json(text)
