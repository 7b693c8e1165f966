"""Saved games: the file format, and a library that lists damaged files instead of failing."""

from __future__ import annotations

import json
import os

import pytest

from game.core import Rng
from game.games import match_of
from game.saves import BOT, SAVE_FORMAT, SavedGame, SaveLibrary, Seat
from game.totem import random_action

SEATS = (Seat("Léa"), Seat("Robot", BOT, "hard"))


def played(actions: int = 6, seed: int = 7) -> SavedGame:
    """A Totem game with ``actions`` random actions played."""
    saved = SavedGame.start("totem", seed, SEATS, {})
    match, rng = match_of(saved.record), Rng(seed)
    for _ in range(actions):
        match.play(str(random_action(match.state, rng)))
    return saved.advanced(match.record, match.state.is_terminal())


@pytest.fixture
def library(tmp_path):
    return SaveLibrary(tmp_path)


def test_a_save_replays_to_the_same_position(library):
    saved = played()
    library.write(saved)
    [entry] = library.scan()
    assert entry.saved == saved
    assert entry.match.state.to_json() == match_of(saved.record).state.to_json()


def test_the_file_holds_the_record_the_seats_and_the_times(library, tmp_path):
    saved = played(3)
    library.write(saved)
    data = json.loads((tmp_path / saved.name).read_text())
    assert data["format"] == SAVE_FORMAT
    assert (data["game"], data["players"], data["seed"], data["options"]) == ("totem", 2, 7, {})
    assert data["seats"][1] == {"name": "Robot", "kind": "bot", "level": "hard"}
    assert data["actions"] == list(saved.record.actions) and len(data["actions"]) == 3
    assert data["started"] <= data["updated"] and data["finished"] is False


def test_newest_first_then_damaged(library, tmp_path):
    older = SavedGame.from_dict({**played(2).to_dict(), "updated": "2026-01-01T00:00:00Z"},
                                "a.json")
    newer = SavedGame.from_dict({**played(4).to_dict(), "updated": "2026-02-01T00:00:00Z"},
                                "b.json")
    for saved in (older, newer):
        library.write(saved)
    (tmp_path / "0-broken.json").write_text("{")
    assert [e.name for e in library.scan()] == ["b.json", "a.json", "0-broken.json"]


def damaged_variants(good: dict) -> dict[str, bytes]:
    actions = good["actions"]
    return {
        "truncated": json.dumps(good).encode()[:-40],
        "not JSON": b"\x00\x01 not json at all",
        "unknown format version": json.dumps({**good, "format": "tablee-game/9"}).encode(),
        "unknown game": json.dumps({**good, "game": "chess"}).encode(),
        "replays into an illegal action": json.dumps(
            {**good, "actions": [*actions[:3], "attack Y13 9", *actions[3:]]}).encode(),
        "seats do not match players": json.dumps({**good, "seats": good["seats"][:1]}).encode(),
        "unknown bot level": json.dumps(
            {**good, "seats": [good["seats"][0], {"name": "R", "kind": "bot",
                                                  "level": "godlike"}]}).encode(),
        "deep nesting": b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "huge number": json.dumps(good).replace('"seed": 7', '"seed": ' + "9" * 5000).encode(),
        "a list": b"[1, 2, 3]",
    }


def test_every_damaged_file_is_listed_with_its_reason_and_the_others_are_untouched(
        library, tmp_path):
    good = played()
    library.write(good)
    good_bytes = (tmp_path / good.name).read_bytes()
    variants = damaged_variants(good.to_dict())
    for case, content in variants.items():
        (tmp_path / f"x-{case.replace(' ', '-')}.json").write_bytes(content)
    entries = library.scan()
    assert entries[0].name == good.name and not entries[0].damaged
    damaged = {e.name: e.problem for e in entries if e.damaged}
    assert len(damaged) == len(variants)
    assert all(damaged.values())
    assert "action 4 'attack Y13 9'" in damaged["x-replays-into-an-illegal-action.json"]
    assert "chess" in damaged["x-unknown-game.json"]
    assert "tablee-game/9" in damaged["x-unknown-format-version.json"]
    assert (tmp_path / good.name).read_bytes() == good_bytes
    for name in damaged:
        library.delete(name)
    assert [e.name for e in library.scan()] == [good.name]


@pytest.mark.posix
def test_a_folder_or_a_pipe_named_like_a_save_is_listed_not_read(library, tmp_path):
    (tmp_path / "folder.json").mkdir()
    os.mkfifo(tmp_path / "pipe.json")
    problems = {e.name: e.problem for e in library.scan()}
    assert "a folder" in problems["folder.json"] and "a pipe" in problems["pipe.json"]


def test_a_newer_versions_keys_are_kept(library, tmp_path):
    saved = played(2)
    data = {**saved.to_dict(), "coach": {"step": 3}}
    (tmp_path / saved.name).write_text(json.dumps(data))
    [entry] = library.scan()
    library.write(entry.saved.advanced(entry.match.record, False))
    assert json.loads((tmp_path / saved.name).read_text())["coach"] == {"step": 3}


def test_a_killed_writers_temp_is_removed_by_the_scan(library, tmp_path):
    library.write(played(1))
    stale = tmp_path / ".x.json.999999999.abcdef01.tmp"  # no such process
    stale.write_text("{")
    library.scan()
    assert not stale.exists()


def test_hints_are_counted_per_seat_in_the_file_and_checked_on_reading(library, tmp_path):
    saved = played(2).hinted(1).hinted(1)
    library.write(saved)
    assert json.loads((tmp_path / saved.name).read_text())["hints"] == [0, 2]
    [entry] = library.scan()
    assert entry.saved.hints == (0, 2)
    (tmp_path / "bad.json").write_text(json.dumps({**saved.to_dict(), "hints": [0, -1]}))
    assert "hints" in library.load("bad.json").problem
