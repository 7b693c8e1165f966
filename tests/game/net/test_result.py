"""A laptop's result: the finished record its host sends with the last state, decoded at the
edge as this table's game and checked by the core against what the laptop saw."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core import GameRecord, InvalidRecord
from game.games import load_game
from game.match import Match
from game.net.from_host import HostReader
from game.net.host import HostTable
from game.net.messages import encode
from game.net.result import checked_result, decoded_result, home_name
from game.net.seats import LOCAL, REMOTE
from game.net.seats import Seat as NetSeat
from tests.game.evening.seeded import turn_game

CODE = "K3Y9PA"


def finished(seed: int = 6):
    return turn_game("totem", ("normal", "easy"), seed)


def last_state_at_the_laptop(record):
    """A table hosted from ``record`` less its last move, seat 1 a laptop; the host's own
    seat plays the last move (or the laptop does): the messages the host sent the laptop on
    its joining and after the last move, as they crossed the network (JSON)."""
    spec = load_game("totem")
    cut = replace(record, actions=record.actions[:-1])
    host = HostTable.of(cut, [NetSeat("Ana", LOCAL), NetSeat("Bo", REMOTE)], CODE,
                        lambda: "token")
    host.opened(1, 0.0)
    joined = [json.loads(encode(m)) for conn, m in
              host.receive(1, encode({"t": "hello", "v": 1, "code": CODE, "name": "Bo"}), 0.0)
              if conn == 1 and m is not None]
    if Match(spec, cut).state.current_player == 0:
        outs = host.local_act(0, record.actions[-1], 1.0)
    else:
        outs = host.receive(1, encode({"t": "act", "seq": host.seq,
                                       "action": record.actions[-1]}), 1.0)
    end = [json.loads(encode(m)) for conn, m in outs if conn == 1 and m is not None]
    return host, joined, end


def test_the_last_state_carries_the_record_and_no_state_before_it_does():
    record = finished()
    host, joined, end = last_state_at_the_laptop(record)
    reader = HostReader()
    states = [m for m in map(reader.read, map(encode, joined + end)) if m["t"] == "state"]
    assert [("record" in m) for m in states] == [False] * (len(states) - 1) + [True]
    sent = GameRecord.from_json(json.dumps(states[-1]["record"]))
    assert sent == host.record == record
    spec = load_game("totem")
    assert checked_result(spec, sent, 1, states[-1]["view"]) == record


def test_a_record_of_another_table_or_an_unfinished_one_is_refused_in_words():
    record = finished()
    spec = load_game("totem")
    seen = Match(spec, record).state.view(1)
    other = finished(7)
    with pytest.raises(InvalidRecord, match="another table"):
        checked_result(spec, other, 1, seen)  # (a game the laptop did not see)
    with pytest.raises(InvalidRecord, match="does not end"):
        checked_result(spec, replace(record, actions=record.actions[:-1]), 1, seen)
    with pytest.raises(InvalidRecord, match="not this table"):
        decoded_result(json.loads(record.to_json()), "pook", 2)
    with pytest.raises(InvalidRecord):
        decoded_result({"game": "totem"}, "totem", 2)
    with pytest.raises(InvalidRecord, match="not a game"):
        decoded_result(json.loads(replace(record, actions=("x",) * 6000).to_json()),
                       "totem", 2)


def test_a_damaged_record_leaves_the_last_state_readable_and_says_why():
    record = finished()
    host, _, _ = last_state_at_the_laptop(record)
    message = host.view_message(1, full=True)
    message["record"] = {"format": "nonsense"}
    reader = HostReader()
    reader.read(encode({"t": "welcome", "seat": 1, "token": "t", "game": "totem",
                        "players": 2, "names": ["Ana", "Bo"], "kinds": ["local", "remote"]}))
    state = reader.read(encode(message))
    assert "record" not in state and state["record_refused"].startswith("result: expected format")
    assert state["view"] == json.loads(json.dumps(message["view"]))


def test_the_same_game_is_kept_under_one_name():
    record = finished()
    assert home_name(record) == home_name(replace(record)) != home_name(finished(7))
    assert home_name(record).startswith("net-totem-") and home_name(record).endswith(".json")
