"""Reviews kept beside the games: read back equal, used again only by the same engine, seed
and budget, for the same record; a damaged file is put aside, never used."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.core import GameRecord, InvalidRecord
from game.games import load_game
from game.match import Match
from game.review import whole
from game.review.cache import ReviewCache
from game.review.turns import Budget
from game.review.whole import Review, record_key, review_game
from game.totem import SPEC as TOTEM

BUDGET = Budget(iterations=10, samples=2)


def short_record() -> GameRecord:
    match = Match.new(load_game("totem"), 2, seed=3)
    match.play("setup " + " ".join(match.state.view(0)["hand"][:4]))
    match.play("setup " + " ".join(match.state.view(1)["hand"][:4]))
    return match.record


def test_a_review_is_kept_and_found_again(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path)
    record = short_record()
    review = review_game(TOTEM, record, (0,), BUDGET)
    assert len(review.decisions) == 1
    cache.put(review)
    assert cache.get(record, (0,), BUDGET) == review
    assert cache.get(record, (1,), BUDGET) is None  # other seats: another review
    assert cache.get(record, (0,), Budget(20, 2)) is None  # another budget
    assert cache.get(record, (0,), BUDGET, seed=1) is None  # another seed
    shorter = replace(record, actions=record.actions[:1])
    assert cache.get(shorter, (0,), BUDGET) is None


def test_another_engine_is_made_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = ReviewCache(tmp_path)
    record = short_record()
    cache.put(review_game(TOTEM, record, (0,), BUDGET))
    monkeypatch.setattr("game.review.cache.ENGINE", whole.ENGINE + "-next")
    assert cache.get(record, (0,), BUDGET) is None


def test_a_damaged_review_is_put_aside(tmp_path: Path) -> None:
    cache = ReviewCache(tmp_path)
    record = short_record()
    name = f"{record_key(record, (0,))}.json"
    (tmp_path / name).write_text('{"format": "tablee-review/1", "seats": "x"')
    assert cache.get(record, (0,), BUDGET) is None
    assert not (tmp_path / name).exists() and (tmp_path / f"{name}.bak").exists()


@pytest.mark.parametrize("change", [
    {"seats": [-1]}, {"iterations": 0}, {"format": "other"},
    {"decisions": [{"index": 0}]}, {"pairs": []}])
def test_a_review_file_is_checked_field_by_field(change: dict[str, object]) -> None:
    data = review_game(TOTEM, short_record(), (0,), BUDGET).to_dict()
    json.dumps(data)  # JSON through and through
    data.update(change)
    with pytest.raises(InvalidRecord):
        Review.from_dict(data)


def test_a_chance_out_of_bounds_is_refused() -> None:
    data = review_game(TOTEM, short_record(), (0,), BUDGET).to_dict()
    data["decisions"][0]["chance_best"] = 1.5
    with pytest.raises(InvalidRecord, match="between 0 and 1"):
        Review.from_dict(data)


def test_the_engine_is_written_with_the_review() -> None:
    assert review_game(TOTEM, short_record(), (0,), BUDGET).to_dict()["engine"] == whole.ENGINE
