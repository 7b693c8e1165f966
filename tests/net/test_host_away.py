"""A laptop whose host is away behind a relay: the relay lets its link in and cuts it while
the room waits for its host, and the laptop must neither hammer the relay nor believe it is
at its table (its table says the host cannot be reached)."""

from __future__ import annotations

import time

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import REMOTE, Seat
from scenes.kit.net.address import host_url, join_url
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.relay import Relay
from scenes.kit.net.thread import NetThread

CODE = "K3Y9PA"


def until(condition, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        time.sleep(0.01)
    return condition()


def test_a_laptop_waits_longer_each_time_its_hosts_room_lets_it_in_and_cuts_it():
    net = NetThread("test-host-away")
    relay = Relay((0.0, 0.0), None, 1)
    base = f"ws://127.0.0.1:{net.submit(relay.start('127.0.0.1', 0)).result(5)}"
    runner = HostRunner(HostTable.of(GameRecord("totem", 2, 5),
                                     [Seat("Ana", REMOTE), Seat("Bo", REMOTE)], CODE, new_token))
    runner.listen("127.0.0.1", 0)
    runner.through_relay(host_url(base, CODE))
    runner.run_in_thread()
    link = ClientLink(net, join_url(base, CODE), name="Ana", code=CODE, seat=0,
                      backoff=0.05, max_backoff=1.0)
    link.start()
    try:
        assert until(lambda: link.here), "the laptop was never welcomed through the relay"
        runner.stop()  # the host goes; its room waits for it
        assert until(lambda: not link.here)
        before = link.connections
        time.sleep(4.0)
        samples = []
        for _ in range(100):  # what the table reads, frame after frame
            samples.append(link.connected and link.here)
            time.sleep(0.01)
        assert link.ended is None  # (the room is there: the host may come back)
        assert not any(samples), "the laptop believed it was at its table"
        # 0.05 + 0.1 + 0.2 + 0.4 + 0.8 + 1 + 1 ... : a handful of tries in four seconds, not
        # one every few milliseconds as when each connection the relay let in reset the wait
        assert link.connections - before <= 10, link.connections - before
    finally:
        link.stop()
        runner.stop()
        net.submit(relay.stop()).result(5)
        net.stop()
