"""What a relay and an outlet hold, as plain calls (no socket): who the relay lets in at
the handshake, what it forgets and closes as time passes, and an outlet's bound."""

from __future__ import annotations

import asyncio
import hashlib
from types import SimpleNamespace

import pytest

from scenes.kit.net.address import room_key
from scenes.kit.net.relay import TAKEN, Limits, Link, Relay, Room
from scenes.kit.net.thread import OVERHEAD, Outlet

KEY = room_key(b"s" * 32, "ws://relay:8765/host/abc")
DIGEST = hashlib.sha256(bytes.fromhex(KEY)).digest()


class Socket:
    """Stands for a websocket: counts the times its transport was aborted."""

    def __init__(self) -> None:
        self.aborted = 0
        self.transport = SimpleNamespace(abort=self.abort)

    def abort(self) -> None:
        self.aborted += 1


def link(heard: float) -> Link:
    return Link(Socket(), SimpleNamespace(queued=0), heard)  # type: ignore[arg-type]


def test_a_room_is_let_in_only_with_its_hosts_key():
    relay = Relay()
    assert relay._refusal("/host/abc", "10.0.0.1", None, opening=False)[0] == 401
    assert relay._refusal("/host/abc", "10.0.0.1", "zz" * 32, opening=False)[0] == 401
    assert relay._refusal("/host/abc", "10.0.0.1", KEY, opening=False) is None
    relay.rooms["abc"] = Room(DIGEST, "10.0.0.1")  # claimed; its host away
    assert relay._refusal("/host/abc", "10.0.0.1", KEY, opening=False) is None
    other = room_key(b"t" * 32, "ws://relay:8765/host/abc")
    assert relay._refusal("/host/abc", "10.0.0.1", other, opening=False) == (403, TAKEN)
    assert relay._refusal("/join/abc", "10.0.0.9", None, opening=False) is None
    assert relay._refusal("/elsewhere", "10.0.0.9", None, opening=False)[0] == 404


def test_rooms_and_connections_are_bounded_per_address_and_in_all():
    relay = Relay(limits=Limits(rooms=4, rooms_per_address=2, conns=10, conns_per_address=3))
    for name in ("a", "b"):
        relay.rooms[name] = Room(DIGEST, "10.0.0.1")
    assert relay._refusal("/host/c", "10.0.0.1", KEY, opening=False)[0] == 503
    assert relay._refusal("/host/c", "10.0.0.2", KEY, opening=False) is None
    assert relay._refusal("/host/a", "10.0.0.1", KEY, opening=False) is None  # its own, back
    relay.rooms["c"] = Room(DIGEST, "10.0.0.2")
    relay.rooms["d"] = Room(DIGEST, "10.0.0.3")
    assert relay._refusal("/host/e", "10.0.0.4", KEY, opening=False)[0] == 503  # 4 in all
    relay.addresses["10.0.0.5"] = 3
    assert relay._refusal("/join/a", "10.0.0.5", None, opening=False)[0] == 503
    assert relay._refusal("/join/a", "10.0.0.5", None, opening=True) is None  # (itself)
    relay.addresses["10.0.0.6"] = 7
    assert relay._refusal("/join/a", "10.0.0.7", None, opening=False)[0] == 503  # 10 in all


def test_rooms_whose_host_stays_away_are_forgotten_and_silent_links_closed():
    limits = Limits(away=300.0, host_idle=600.0, peer_idle=60.0)
    relay = Relay(limits=limits)
    relay.rooms["away"] = Room(DIGEST, "a", away_since=1000.0)
    lonely = Room(DIGEST, "b", host=link(1000.0))
    busy = Room(DIGEST, "c", host=link(1000.0), peers={1: link(1650.0), 2: link(1500.0)})
    relay.rooms.update(lonely=lonely, busy=busy)
    relay.sweep(1299.0)
    assert set(relay.rooms) == {"away", "lonely", "busy"}
    relay.sweep(1301.0)
    assert "away" not in relay.rooms  # away longer than 5 minutes: anyone may claim it again
    assert lonely.host is not None and lonely.host.ws.aborted == 0
    relay.sweep(1601.0)
    assert lonely.host.ws.aborted == 1  # no friend, silent 10 minutes: closed (it comes back)
    assert busy.host is not None and busy.host.ws.aborted == 0  # (it has friends)
    assert busy.peers[2].ws.aborted == 1 and busy.peers[1].ws.aborted == 0  # silent a minute
    assert relay.closed["idle"] == 2


def test_an_outlet_past_its_bound_lets_its_queue_go_and_closes_once():
    async def scenario() -> tuple[list[str], Outlet, Outlet, list[int]]:
        sent: list[str] = []
        stuck = asyncio.Event()

        async def send(text: str) -> None:
            sent.append(text)
            await stuck.wait()  # a peer that does not read: the first send never ends

        overflows: list[int] = []
        bounded = Outlet(send, 3 * (100 + OVERHEAD), lambda: overflows.append(1))
        for _ in range(3):
            bounded.put("x" * 100)
        await asyncio.sleep(0)  # the drain takes the first one (and waits in its send)
        assert bounded.queued == 2 * (100 + OVERHEAD) and not overflows
        bounded.put("x" * 100)
        assert not overflows  # (at the bound, not past it)
        bounded.put("x" * 100)
        bounded.put("x" * 100)
        unbounded = Outlet(send)
        for _ in range(1000):
            unbounded.put("y" * 100)
        return sent, bounded, unbounded, overflows

    sent, bounded, unbounded, overflows = asyncio.run(scenario())
    assert overflows == [1] and bounded.overflowed and bounded.queued == 0
    assert sent.count("x" * 100) == 1  # nothing more went out of the bounded one
    assert unbounded.queued > 1000 * 100 and not unbounded.overflowed  # (a link of ours)


def test_a_host_refused_by_a_full_relay_is_told_the_relays_words():
    from scenes.kit.net.address import host_url
    from scenes.kit.net.relay import FULL
    from scenes.kit.net.server import HostServer
    from scenes.kit.net.thread import NetThread

    net = NetThread("test-full-relay")
    relay = Relay(limits=Limits(rooms=0))
    server = HostServer(net)
    try:
        port = net.submit(relay.start("127.0.0.1", 0)).result(5)
        with pytest.raises(ConnectionRefusedError) as refused:
            server.through_relay(host_url(f"ws://127.0.0.1:{port}", "K3Y9PACD"))
        assert str(refused.value) == FULL  # (the Host screen says it)
    finally:
        server.stop()
        net.submit(relay.stop()).result(5)
        net.stop()
