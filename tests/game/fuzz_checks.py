"""Hostile snapshots and records, shared by each game's fuzz test (``test_fuzz.py``).

Real snapshots and records from seeded random games are mutated the ways a damaged or
hostile file would be: a value of the wrong type, a huge or non-finite number, nesting
deep enough to exhaust the stack, an integer of 5,000 digits, a key missing or added,
a list shortened or padded, another game's snapshot in place of a part, cut-off text.
The contract: a loader either loads or raises ``InvalidRecord`` with a reason; what it
loads works (reloads from its own snapshot, offers its actions and views, plays on);
a record it loads replays or raises ``InvalidRecord``.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from hypothesis import strategies as st

from game.core import GAMES, GameRecord, InvalidRecord, Rng
from game.games import load_game, replayed

DEEP = "\x00deep\x00"  # stands for nesting too deep for Python's JSON parser
LONG = "\x00long\x00"  # stands for an integer past Python's 4,300-digit limit
HOSTILE: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3.0, 0.5, -0.0, 2**64, -(2**63), 10**400, 1e308,
    float("nan"), float("inf"), "", "x", "0", "R7", "b1a", "touch", "over", "é" * 3,
    [], {}, [[[]]], [None], ["b1a", "b1a"], {"a": 1}, DEEP, LONG,
]
KINDS = ("replace", "foreign", "delete", "add", "drop", "repeat", "nudge")
#: What every field of a snapshot is replaced with in turn (one of each JSON type, and worse).
CONFUSIONS: list[Any] = [None, True, -1, 10**400, 1e308, float("nan"), "x", [], [["x"]], {"a": 1}]


@cache
def samples(game: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(snapshots, records) taken along seeded random games of ``game``, every seat count,
    at least one in each phase the game passes through."""
    module = load_game(game)
    snapshots, records = [], []
    for seed, players in enumerate(range(module.min_players, module.max_players + 1)):
        state, rng = module.new_game(players, seed), Rng(seed)
        record = GameRecord(game, players, seed)
        steps, phase = 0, None
        while not state.is_terminal():
            if steps % 9 == 0 or state.phase != phase:  # every phase, and often
                snapshots.append(state.to_json())
                records.append(record.to_json())
                phase = state.phase
            action = module.random_action(state, rng)
            state.play(action)
            record = record.with_action(str(action))
            steps += 1
        snapshots.append(state.to_json())
        records.append(record.to_json())
    return tuple(snapshots), tuple(records)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


def _mutate(draw: st.DrawFn, data: Any, foreign: tuple[str, ...]) -> Any:
    path = draw(st.sampled_from(_paths(data)))
    kind = draw(st.sampled_from(KINDS))
    if kind == "foreign":
        value: Any = json.loads(draw(st.sampled_from(foreign)))
    else:
        value = copy.deepcopy(draw(st.sampled_from(HOSTILE)))
    if not path:
        return value if kind in ("replace", "foreign") else data
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    key = path[-1]
    if kind in ("replace", "foreign"):
        parent[key] = value
    elif kind == "delete" and isinstance(parent, dict):
        del parent[key]
    elif kind == "add" and isinstance(parent, dict):
        parent[f"extra_{key}"] = value
    elif kind == "drop" and isinstance(parent, list):
        del parent[key]
    elif kind == "repeat" and isinstance(parent, list):
        parent.append(copy.deepcopy(parent[key]))
    elif kind == "nudge" and isinstance(parent[key], int | float):
        parent[key] = draw(st.sampled_from([parent[key] + 1, parent[key] - 1, -parent[key]]))
    return data


@st.composite
def hostile_texts(draw: st.DrawFn, originals: tuple[str, ...],
                  foreign: tuple[str, ...]) -> str | bytes:
    """One of ``originals`` after 1-3 mutations, sometimes cut short or made invalid UTF-8."""
    data = json.loads(draw(st.sampled_from(originals)))
    for _ in range(draw(st.integers(1, 3))):
        data = _mutate(draw, data, foreign)
    text = json.dumps(data, ensure_ascii=False)
    text = text.replace(json.dumps(DEEP), "[" * 100_000 + "]" * 100_000)
    text = text.replace(json.dumps(LONG), "9" * 5_000)
    ending = draw(st.sampled_from(["whole", "whole", "whole", "cut", "bytes"]))
    if ending == "cut":
        return text[:draw(st.integers(0, max(0, len(text) - 1)))]
    if ending == "bytes":
        return text.encode() + b"\xff"
    return text


def foreign_snapshots(game: str) -> tuple[str, ...]:
    """A few snapshots of every game, ``game``'s own included (parts get swapped in)."""
    return tuple(text for other in GAMES for text in samples(other)[0][::6])


def one_per_phase(snapshots: tuple[str, ...]) -> list[str]:
    """The first snapshot of each phase seen, for each seat count."""
    chosen: dict[tuple[Any, Any], str] = {}
    for text in snapshots:
        data = json.loads(text)
        chosen.setdefault((data.get("players"), data.get("phase")), text)
    return list(chosen.values())


def every_field_confused(text: str) -> list[str]:
    """``text`` with each of its values in turn replaced by each of :data:`CONFUSIONS`."""
    data = json.loads(text)
    found = []
    for path in _paths(data)[1:]:
        for value in CONFUSIONS:
            changed = copy.deepcopy(data)
            parent = changed
            for step in path[:-1]:
                parent = parent[step]
            parent[path[-1]] = copy.deepcopy(value)
            found.append(json.dumps(changed))
    return found


def check_snapshot(game: str, text: str | bytes) -> None:
    """``from_json`` loads a working state or refuses with InvalidRecord and a reason."""
    module = load_game(game)
    try:
        state = module.from_json(text)
    except InvalidRecord as refusal:
        assert str(refusal), "a refusal says why"
        return
    own = state.to_json()
    assert module.from_json(own).to_json() == own, "a loaded state reloads from its snapshot"
    state.legal_actions()
    for seat in range(len(state.scores())):
        json.dumps(state.view(seat))
    if not state.is_terminal():
        state.play(module.random_action(state, Rng(1)))


def check_record(text: str | bytes) -> None:
    """``GameRecord.from_json`` loads a record that replays, or refuses; so does replaying."""
    try:
        record = GameRecord.from_json(text)
    except InvalidRecord as refusal:
        assert str(refusal), "a refusal says why"
        return
    try:
        replayed(record)
    except InvalidRecord as refusal:
        assert str(refusal), "a refusal says why"
