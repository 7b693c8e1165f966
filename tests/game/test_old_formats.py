"""Every snapshot format the app ever wrote is read: positions written by the first version of
each game's core (kept in tests/game/old_formats, made by that commit's own ``to_json``) load
today, and a Pook ``/1`` position (before the plays' history) loads as a ``/2`` without it."""

import json
from pathlib import Path

import pytest

from game.core import InvalidRecord
from game.pook import snapshot as pook_snapshot
from game.rok import snapshot as rok_snapshot
from game.totem import snapshot as totem_snapshot

OLD = Path(__file__).parent / "old_formats"
READERS = {"pook": pook_snapshot.from_json, "rok": rok_snapshot.from_json,
           "totem": totem_snapshot.from_json}


@pytest.mark.parametrize("name", sorted(p.name for p in OLD.glob("*.json")))
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
    state = pook_snapshot.from_json(json.dumps(old))
    written = json.loads(state.to_json())
    assert written["format"] == pook_snapshot.FORMAT and written["history"] == []
    assert {k: v for k, v in written.items() if k not in ("format", "history")} == \
        {k: v for k, v in old.items() if k != "format"}
    assert state.legal_actions()  # (it plays on)


def test_a_pook_1_position_that_claims_a_history_is_refused():
    """A /1 file never held a history: one that does is not what the old app wrote."""
    old = json.loads((OLD / "pook-state-1-two-players.json").read_text("utf-8"))
    with pytest.raises(InvalidRecord, match="format"):
        pook_snapshot.from_json(json.dumps({**old, "history": []}))
