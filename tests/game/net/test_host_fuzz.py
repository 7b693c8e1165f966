"""No frame ends the host (plain calls, no socket): hostile frames from every connection — one
that never says hello, one that holds a seat — at every phase of each game, between an honest
laptop's legal moves. Nothing a peer sends raises out of the host or makes anything go wrong
inside it (``faults`` stays empty: the last-resort guard was never needed), every message the
host answers can be encoded and sent, the host still answers an honest laptop afterwards, and
its record replays to its state."""

from __future__ import annotations

import itertools
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord
from game.games import replayed
from game.net.host import HostTable, Timing
from game.net.messages import encode
from game.net.seats import REMOTE, Seat
from tools.hostile import TEXTS, frames

CODE = "K3Y9PA"
TIMING = Timing(heartbeat=0.5, timeout=30.0, lead=0.1, window=0.1, bot_pace=0.0, rate=1000,
                burst=1000, strikes=10**6)
HONEST, SEATED, STRANGER = 1, 2, 3


def sendable(outs):
    for _, message in outs:
        if message is not None:
            encode(message).encode("utf-8")  # what the wire does: raises if it cannot


def hello(host, conn, now, **fields):
    host.opened(conn, now, f"10.0.0.{conn}")
    return host.receive(conn, encode({"t": "hello", "v": 1, "code": CODE, **fields}), now)


def honest_move(host, now):
    """The honest laptop's legal move, when it has one (a gesture at a RÖK table)."""
    view = host.state.view(0)
    legal = view.get("legal") or []
    if host.state.is_terminal() or host.waiting() or host.state.current_player != 0:
        if host.race is not None and host.race.opens is not None and now >= host.race.opens:
            grabs = [a for a in host.state.view(0)["legal"] if a.startswith("grab")]
            if grabs:
                return {"t": "grab", "rune": grabs[0].split()[2], "at": now}
            return {"t": "done"}
        return None
    if host.race is not None and host.state.phase in ("throw", "slide"):
        return ({"t": "throw", "strength": 1.0} if host.state.phase == "throw"
                else {"t": "slide", "vx": -20.0, "vy": -20.0})
    return {"t": "act", "seq": host.seq, "action": legal[0]} if legal else None


@settings(max_examples=25)
@given(st.sampled_from(["totem", "pook", "rok"]), st.data())
def test_no_frame_ends_the_host_and_the_record_replays(game, data):
    fuzz(game, data)


@settings(max_examples=400)
@given(st.sampled_from(["totem", "pook", "rok"]), st.data())
def test_no_frame_ends_the_host_over_many_games(game, data):
    """(The thorough tier: the same, sixteen times as many games.)"""
    fuzz(game, data)


def fuzz(game, data):
    tokens = (f"token-{i}" for i in itertools.count())
    host = HostTable.of(GameRecord(game, 2, 7), [Seat("Ann", REMOTE), Seat("Bob", REMOTE)], CODE,
                     lambda: next(tokens), TIMING)
    now = 0.0
    sendable(hello(host, HONEST, now, name="Ann"))
    sendable(hello(host, SEATED, now, name=data.draw(TEXTS, label="name")))
    host.opened(STRANGER, now, "10.0.0.3")
    for _ in range(data.draw(st.integers(5, 30), label="steps")):
        now += data.draw(st.sampled_from([0.0, 0.01, 0.3]), label="wait")
        who = data.draw(st.sampled_from([HONEST, SEATED, SEATED, STRANGER]), label="who")
        if who == HONEST:
            move = honest_move(host, now)
            outs = host.receive(HONEST, encode(move), now) if move else host.tick(now)
        else:
            outs = host.receive(who, data.draw(frames(), label="frame"), now)
        sendable(outs + host.tick(now))
        assert host.faults == {}, host.faults
    host.closed(SEATED, now)
    back = host.receive(SEATED, encode({"t": "ping"}), now)  # gone: nothing, no error
    assert back == []
    host.opened(9, now, "10.0.0.9")
    again = host.receive(9, encode({"t": "hello", "v": 1, "token": "token-0"}), now)
    welcome = next(m for c, m in again if c == 9)
    assert welcome is not None and welcome["t"] == "welcome" and welcome["seat"] == 0
    assert json.loads(encode(replayed(host.record).view(0))) == json.loads(
        encode(host.state.view(0)))
    assert host.faults == {}
