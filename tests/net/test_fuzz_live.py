"""A live host on loopback under a hostile laptop: hypothesis's frames (valid JSON of every type
at every key, lone surrogates, huge and non-finite numbers, deep nesting, text that is not
JSON, binary frames) thrown over real websockets, from a laptop that holds a seat and from
strangers, while an honest laptop plays. Afterwards the host is alive, nothing went wrong
inside it, it answers the honest laptop, and its record replays to its state."""

from __future__ import annotations

import dataclasses
import json
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import GameRecord
from game.games import replayed
from game.net.host import HostTable
from game.net.messages import encode
from game.net.seats import REMOTE, Seat
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.thread import NetThread
from tools.hostile import frames
from tools.lan_fuzz import Fuzzer
from tools.lan_play import FAST, LanBot

CODE = "K3Y9PA"
TIMING = dataclasses.replace(FAST, timeout=30.0, hello_within=5.0, rate=200.0, burst=200.0)


def test_hostile_frames_over_loopback_leave_the_host_alive_and_its_record_whole():
    host = HostTable.of(GameRecord("pook", 3, 11), [Seat("Ann", REMOTE), Seat("Bob", REMOTE),
                                                 Seat("Cy", REMOTE)], CODE, new_token, TIMING)
    runner = HostRunner(host)
    url = f"ws://127.0.0.1:{runner.listen('127.0.0.1', 0)}"
    runner.run_in_thread()
    net = NetThread("test-fuzz-live")
    honest = [LanBot(ClientLink(net, url, name=n, code=CODE.lower(), seat=i), i)
              for i, n in enumerate(("Ann", "Bob"))]
    for bot in honest:
        bot.link.start()
    fuzzer = Fuzzer(url, CODE)
    try:
        fuzzer.seat()

        @settings(max_examples=40, suppress_health_check=list(HealthCheck))
        @given(st.lists(frames(), min_size=1, max_size=12), st.booleans())
        def throw(batch, seated):
            fuzzer.burst(iter(batch), len(batch), seated)
            for bot in honest:  # the honest laptops play on meanwhile
                bot.step()

        throw()
        assert fuzzer.sent >= 40 and fuzzer.connections >= 40
        time.sleep(0.3)
        with runner.lock:
            assert host.faults == {}, host.faults
            seq = host.seq
        assert runner._thread is not None and runner._thread.is_alive()
        deadline = time.monotonic() + 10  # the honest laptops are still answered
        while time.monotonic() < deadline and not all(b.mirror.seq == seq for b in honest):
            for bot in honest:
                bot.step()
            time.sleep(0.01)
        assert all(b.mirror.seq == seq for b in honest)
        with runner.lock:
            assert json.loads(encode(replayed(host.record).view(0))) == json.loads(
                encode(host.state.view(0)))
    finally:
        for bot in honest:
            bot.link.stop()
        runner.stop()
        net.stop()
