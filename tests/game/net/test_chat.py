"""A word at the table: what the host lets be said (a fixed set of reactions, short clean
lines, friends who watch react only, a few things at a time), said to everyone, and what a
laptop takes of a host's ``said`` (decoded as strictly as the rest)."""

from __future__ import annotations

import json
from typing import get_args

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord
from game.net.chat import BURST, MAX_LINE, REACTIONS, WINDOW_S, Chat
from game.net.from_host import HostReader, React, Unreadable
from game.net.host import HostTable
from game.net.messages import encode
from game.net.seats import LOCAL, REMOTE
from game.net.seats import Seat as NetSeat

CODE, WATCH = "K3Y9PA", "W4TCH9"


def test_the_reactions_are_the_laptops_and_the_hosts():
    assert get_args(React) == REACTIONS


def test_what_may_be_said():
    chat = Chat()
    assert chat.said(1, 0, "Ana", {"react": "oops"}, 0.0)["react"] == "oops"
    assert chat.said(1, 0, "Ana", {"react": "boo"}, 0.0) == "no such reaction"
    assert "one of the two" in chat.said(1, 0, "Ana", {"react": "oops", "text": "x"}, 0.0)
    assert "one of the two" in chat.said(1, 0, "Ana", {}, 0.0)
    line = chat.said(2, 1, "Bo", {"text": "  gg \u202e\u0007 " + "x" * 300}, 0.0)
    assert line["text"].startswith("gg x") and len(line["text"]) == MAX_LINE
    assert chat.said(2, 1, "Bo", {"text": " \u200b "}, 0.0) == "nothing to say"
    assert chat.said(3, None, "", {"text": "hi"}, 0.0) == "those who watch may react, not write"
    assert chat.said(3, None, "", {"react": "wow"}, 0.0)["seat"] is None
    assert Chat(spectators_write=True).said(3, None, "", {"text": "hi"}, 0.0)["text"] == "hi"


def test_a_few_things_at_a_time():
    chat = Chat()
    said = [chat.said(1, 0, "Ana", {"react": "wow"}, t * 0.1) for t in range(BURST + 1)]
    assert all(isinstance(s, dict) for s in said[:BURST]) and isinstance(said[-1], str)
    assert isinstance(chat.said(2, 1, "Bo", {"react": "wow"}, 0.5), dict)  # (each its own)
    assert isinstance(chat.said(1, 0, "Ana", {"react": "wow"}, WINDOW_S + 0.1), dict)


def hosted():
    host = HostTable.of(GameRecord("totem", 2, 3), [NetSeat("Ana", LOCAL),
                                                     NetSeat("Bo", REMOTE)],
                        CODE, lambda: "token", watch_code=WATCH)
    host.opened(1, 0.0)
    host.receive(1, encode({"t": "hello", "v": 1, "code": CODE, "name": "Bo"}), 0.0)
    host.opened(2, 0.0)
    host.receive(2, encode({"t": "hello", "v": 1, "spectate": WATCH}), 0.0)
    return host


def test_what_is_said_goes_to_everyone_and_a_refusal_to_its_sayer_only():
    host = hosted()
    outs = host.receive(1, encode({"t": "say", "text": "bien joué"}), 1.0)
    assert sorted(conn for conn, _ in outs) == [-1, 1, 2]  # the host's screen, Bo, the friend
    said = outs[0][1]
    assert said == {"t": "said", "n": 1, "seat": 1, "name": "Bo", "react": None,
                    "text": "bien joué"}
    refused = host.receive(2, encode({"t": "say", "text": "hello"}), 1.0)
    assert [(conn, m["t"]) for conn, m in refused] == [(2, "refused")]
    outs = host.receive(2, encode({"t": "say", "react": "wow"}), 1.0)
    assert sorted(conn for conn, _ in outs) == [-1, 1, 2]
    here = host.local_say(0, {"react": "thanks"}, 2.0)
    assert here[0] == (-1, {**here[0][1], "seat": 0, "name": "Ana"})
    with pytest.raises(ValueError, match="no such reaction"):
        host.local_say(0, {"react": "boo"}, 2.0)


def test_a_laptop_reads_what_is_said_and_refuses_a_said_it_should_not_take():
    host = hosted()
    reader = HostReader("totem", 2)
    outs = host.receive(1, encode({"t": "say", "react": "good_luck"}), 1.0)
    said = reader.read(encode(outs[0][1]))
    assert said["react"] == "good_luck" and said["seat"] == 1
    for bad in ({"react": "good_luck", "text": "x"}, {"react": "boo", "text": None},
                {"react": None, "text": "x" * (MAX_LINE + 1)}, {"react": None, "text": ""},
                {"react": None, "text": None}):
        with pytest.raises(Unreadable):
            reader.read(encode({"t": "said", "n": 1, "seat": 1, "name": "Bo", **bad}))
    with pytest.raises(Unreadable):
        reader.read(encode({"t": "said", "n": 1, "seat": 5, "name": "Bo", "react": "wow",
                            "text": None}))


ANY = st.recursive(st.none() | st.booleans() | st.integers(-3, 10) | st.text(max_size=130)
                   | st.sampled_from(REACTIONS),
                   lambda inner: st.lists(inner, max_size=3)
                   | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=10)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["n", "seat", "name", "react", "text", "x"]), ANY))
def test_any_said_is_read_or_refused_in_words(fields):
    reader = HostReader("totem", 2)
    try:
        said = reader.read(json.dumps({"t": "said", **fields}))
    except Unreadable as exc:
        assert str(exc)
        return
    assert (said["react"] is None) != (said["text"] is None)
