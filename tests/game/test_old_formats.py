"""Every snapshot and record format the app ever wrote is read: positions written by the first
version of each game's core (kept in tests/game/old_formats, made by that commit's own
``to_json``) load today, a Pook ``/1`` position (before the plays' history) loads as a ``/2``
without it, and saved games and records from each shape the app gave them replay."""

import json
from pathlib import Path

import pytest

from game.core import GameRecord, InvalidRecord
from game.games import load_game, match_of, replayed
from game.pook import SPEC as POOK
from game.pook import snapshot as pook_snapshot
from game.saves import SavedGame, read_record_file

OLD = Path(__file__).parent / "old_formats"
READERS = {game: load_game(game).from_json for game in ("pook", "rok", "totem")}


@pytest.mark.parametrize("name", sorted(p.name for p in OLD.glob("*-state-*.json")))
def test_an_old_position_loads_and_is_written_in_todays_format(name):
    text = (OLD / name).read_text("utf-8")
    game = name.split("-")[0]
    state = READERS[game](text)
    again = json.loads(state.to_json())
    assert again["format"].startswith(f"tablee-{game}-state/")
    assert READERS[game](state.to_json()).to_json() == state.to_json()


@pytest.mark.parametrize("name", ["pook-state-1-two-players.json",
                                  "pook-state-1-four-players.json"])
def test_a_pook_position_from_before_the_history_loads_without_one(name):
    old = json.loads((OLD / name).read_text("utf-8"))
    assert old["format"] == "tablee-pook-state/1" and "history" not in old
    state = POOK.from_json(json.dumps(old))
    written = json.loads(state.to_json())
    assert written["format"] == pook_snapshot.FORMAT and written["history"] == []
    assert {k: v for k, v in written.items() if k not in ("format", "history")} == \
        {k: v for k, v in old.items() if k != "format"}
    assert state.legal_actions()  # (it plays on)


def test_a_pook_1_position_that_claims_a_history_is_refused():
    """A /1 file never held a history: one that does is not what the old app wrote."""
    old = json.loads((OLD / "pook-state-1-two-players.json").read_text("utf-8"))
    with pytest.raises(InvalidRecord, match="format"):
        POOK.from_json(json.dumps({**old, "history": []}))


SAVES = sorted(p.name for p in OLD.glob("*-game-1-*.json"))
"""Saved games (``tablee-game/1``) as the app wrote them at three points of its history
(each made by that commit's own ``SavedGame.to_dict``): 238b1de, the first (no ``hints``, no
``lesson``); 3390a82 (``hints``); 5c028ff (``lesson``). RÖK's are from 5c028ff only: the
older cores' random throws may lie on each other, which R08 refuses today (a table's
physics never threw so)."""
RECORDS = sorted(p.name for p in OLD.glob("*-record-1-*.json"))
"""Records (``tablee-record/1``, ``GameRecord.to_json``) the same way."""


def test_the_old_saved_games_and_records_are_all_there():
    assert len(SAVES) == 7 and len(RECORDS) == 3
    assert {name.split("-")[0] for name in SAVES + RECORDS} == {"pook", "rok", "totem"}


@pytest.mark.parametrize("name", SAVES)
def test_an_old_saved_game_loads_and_replays_to_the_position_it_saved(name, tmp_path):
    data = json.loads((OLD / name).read_text("utf-8"))
    (tmp_path / name).write_text(json.dumps(data), "utf-8")
    saved = read_record_file(tmp_path / name)
    assert saved.record.actions == tuple(data["actions"]) and len(saved.record.actions) == 12
    assert [s.to_dict() for s in saved.seats] == data["seats"]
    assert saved.lesson is data.get("lesson", False)
    state = match_of(saved.record).state
    assert state.is_terminal() is data["finished"]
    again = SavedGame.from_dict(saved.to_dict(), name)
    assert again.record == saved.record and again.seats == saved.seats


@pytest.mark.parametrize("name", RECORDS)
def test_an_old_record_replays(name):
    text = (OLD / name).read_text("utf-8")
    record = GameRecord.from_json(text)
    assert json.loads(record.to_json()) == json.loads(text)
    assert len(replayed(record).to_json()) > 0 and len(record.actions) == 12
