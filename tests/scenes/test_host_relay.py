"""Hosting through a relay from the Host screen, in a headless app on
127.0.0.1: a relay on a network thread of its own, the host types its address and presses
"Host through it", and a laptop that knows only the relay's address and the join code takes
its seat (scenes/kit/net/address.py names the room from the code on both sides)."""

from __future__ import annotations

import socket
import time

from game.saves import HUMAN, Seat
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import NetSetup
from scenes.kit.net.address import NO_ROOM, join_url, relay_room
from scenes.kit.net.client import ClientLink
from scenes.kit.net.relay import Relay
from scenes.kit.net.thread import NetThread
from scenes.shell.host_scene import HostScene
from tests.scenes.conftest import run_fast


def open_host_screen(app, monkeypatch):
    monkeypatch.setenv("TABLEE_LISTEN", "127.0.0.1:0")  # (loopback only, any free port)
    setup = GameSetup("totem", (Seat("Ana", HUMAN), Seat("Bo", HUMAN)), 3, {})
    app.stack.push(HostScene, NetSetup(setup, (1,)))
    app.stack.apply_pending()
    return app.stack.top


def frames_until(app, condition, seconds=10.0):
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        app.frame(0.05)
        time.sleep(0.01)
    return condition()


def type_relay(app, address):
    probe = Probe(app)
    run_fast(app, probe.click("#host_relay"))
    run_fast(app, probe.type_text(address))
    run_fast(app, probe.click("#host_relay_go"))


def test_a_laptop_that_knows_only_the_relay_and_the_code_takes_its_seat(fast_app, monkeypatch):
    relay, net = Relay(), NetThread("test-relay")
    link = None
    try:
        port = net.submit(relay.start("127.0.0.1", 0)).result(5)
        screen = open_host_screen(fast_app, monkeypatch)
        short, door = screen.code, screen.runner.table.door
        assert len(short) == 6 and door.matches(short)
        type_relay(fast_app, f"127.0.0.1:{port}")
        assert frames_until(fast_app, lambda: screen.relay is not None), screen.relay_words
        assert len(screen.code) == len(screen.watch_code) == 8  # the internet may knock now
        assert door.matches(screen.code) and not door.matches(short)
        assert door.matches(screen.watch_code, watching=True)
        assert screen.relay == f"127.0.0.1:{port}" and screen.port != port
        assert frames_until(fast_app, lambda: len(relay.rooms) == 2)
        assert set(relay.rooms) == {relay_room(screen.code), relay_room(screen.watch_code)}
        assert screen.code not in relay_room(screen.code)  # never the codes themselves
        assert "127.0.0.1:" in screen.relay_words and "#host_relay_go" not in {
            e.get_object_ids()[-1] for e in Probe(fast_app).elements()}
        link = ClientLink(net, join_url(f"ws://127.0.0.1:{port}", screen.code.lower()),
                          name="Bo", code=screen.code)
        link.start()
        assert frames_until(fast_app, lambda: type(fast_app.stack.top).__name__
                            == "TotemScene"), screen.seat_states()
        table = fast_app.stack.top
        assert table.net.plays_elsewhere(1) and table.names[1] == "Bo"
        friend = ClientLink(net, join_url(f"ws://127.0.0.1:{port}", screen.watch_code),
                            spectate=screen.watch_code)  # (a friend who only watches)
        friend.start()
        assert frames_until(fast_app, lambda: not friend.inbox.empty())  # (the host pumps)
        welcome = friend.inbox.get_nowait()[0]
        friend.stop()
        assert welcome["t"] == "welcome" and welcome["spectator"] and welcome["seat"] is None
    finally:
        if link is not None:
            link.stop()
        fast_app.stack.clear()
        net.submit(relay.stop()).result(5)
        net.stop()


def test_a_relay_that_cannot_be_reached_is_said_and_the_table_stays_open(fast_app, monkeypatch):
    with socket.socket() as holder:  # a port where nothing listens (once it is closed)
        holder.bind(("127.0.0.1", 0))
        port = holder.getsockname()[1]
    screen = open_host_screen(fast_app, monkeypatch)
    type_relay(fast_app, f"127.0.0.1:{port}")
    assert frames_until(fast_app, lambda: screen.relay_url == "")
    assert screen.relay is None and screen.runner is not None
    assert screen.relay_words.startswith(fast_app.ctx.tr("net.host.relay_failed", reason=""))
    assert "#host_relay_go" in {e.get_object_ids()[-1] for e in Probe(fast_app).elements()}
    fast_app.stack.clear()


def test_an_address_that_is_not_one_is_said(fast_app, monkeypatch):
    screen = open_host_screen(fast_app, monkeypatch)
    type_relay(fast_app, "not an address")
    assert screen.relay is None and screen.relay_words == fast_app.ctx.tr("net.error.address")
    fast_app.stack.clear()


def test_a_code_no_table_has_at_a_relay_is_said_not_tried_for_ever():
    """The relay has no room for a wrong code: the link ends saying so (the Join screen then
    says "No table with this join code at ADDRESS") instead of knocking again and again."""
    relay, net = Relay(), NetThread("test-relay")
    try:
        port = net.submit(relay.start("127.0.0.1", 0)).result(5)
        link = ClientLink(net, join_url(f"ws://127.0.0.1:{port}", "WRONG1"), code="WRONG1")
        link.start()
        end = time.monotonic() + 5
        while link.ended is None and time.monotonic() < end:
            time.sleep(0.02)
        assert link.ended == NO_ROOM and link.connections == 1
    finally:
        net.submit(relay.stop()).result(5)
        net.stop()


def test_the_host_screen_keeps_every_word_apart_at_larger_text(sized_app, monkeypatch):
    """At 125/150 % the explanation ran into the relay's row: the row now stands under the
    explanation's last line."""
    from scenes.shell.host_scene import EXPLAIN_TOP

    screen = open_host_screen(sized_app, monkeypatch)
    sized_app.frame(0.05)
    font = sized_app.ctx.assets.font(20)
    explained = EXPLAIN_TOP + len(screen.explanation()) * font.get_linesize()
    label = next(w for w in Probe(sized_app).elements()
                 if "@option_label" in w.get_object_ids())
    assert label.relative_rect.top >= explained
