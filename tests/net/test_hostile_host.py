"""A hostile host against a real laptop, over loopback: every field that once ended a laptop
with a traceback is refused in words (a ping's is skipped), the seat comes back on Reconnect
with the host's view whole; a table at the host's address that cannot prove it is the host
never hears the seat's token; and the fuzzer's tamperings never end the app."""

from __future__ import annotations

import json
import random
import time

import pytest
import websockets.sync.server

from game.net.gestures import slide_gesture
from game.net.mirror import Mirror
from scenes.kit.net.address import join_url
from scenes.kit.net.client import NOT_THE_HOST, SKIPPED, UNREADABLE, ClientLink
from scenes.kit.net.thread import NetThread
from tools.hostile_host import CASES, CODE, HostileTable, seeded_tampering
from tools.laptop_fuzz import fuzz


def heard(link: ClientLink, mirror: Mirror, until, seconds: float = 10.0, act=None) -> None:
    """Let what the host sends come into ``mirror`` until ``until()`` (``act()`` each pass:
    what the laptop does meanwhile)."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, f"waited {seconds} s; the link: {link.ended}"
        while not link.inbox.empty():
            mirror.take(link.inbox.get_nowait()[0])
        if act is not None:
            act()
        time.sleep(0.005)


def as_json(value):
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_field_that_ended_a_laptop_is_refused_and_the_seat_comes_back(name):
    case = CASES[name]
    host = HostileTable(case.game, 2, seed=3)
    runner = host.runner
    net = NetThread("test-hostile")
    try:
        with runner.lock:
            runner.case = case
        link = ClientLink(net, join_url(host.url, CODE), name="Laptop", code=CODE)
        link.start()
        mirror = Mirror()

        def play() -> None:  # a RÖK laptop throws when it must; a slide's inputs are told
            view = mirror.view or {}
            if view.get("phase") == "throw" and view.get("current_player") == 1:
                link.send({"t": "throw", "strength": 1.0})
            if case.kind == "gesture" and mirror.view is not None and runner.case is not None:
                with runner.lock:
                    state = runner.table.rok
                runner.inject(slide_gesture(state, 0, (0.0, -30.0), (0.0, 30.0)))

        heard(link, mirror, lambda: runner.case is None, act=play)
        if case.kind in SKIPPED:  # a heartbeat, a slide's inputs: skipped, never fatal
            count = len(runner.donors.get("ping", []))
            heard(link, mirror, lambda: len(runner.donors.get("ping", [])) > count + 2)
            assert link.ended is None and link.connected
            told = [g.get(case.path[0]) for g in mirror.gestures if g["kind"] == "slide"]
            assert case.value not in told  # (the tampered slide never reached the table)
        else:
            heard(link, mirror, lambda: link.ended is not None)
            assert link.ended.startswith(UNREADABLE), link.ended
        again, mirror = link.again(), Mirror()
        again.start()

        def whole() -> bool:
            with runner.lock:
                theirs = as_json(runner.table.state.view(1))
            return mirror.view == theirs

        heard(again, mirror, whole)
        assert again.ended is None
        again.stop()
        link.stop()
    finally:
        host.stop()
        net.stop()


def test_a_table_that_cannot_prove_it_is_the_host_never_hears_the_token():
    """Someone in the host's place (a relay room taken over, another program at the address)
    answers a laptop coming back with a proof it cannot make: the laptop says so and sends
    nothing more; the token is in no frame it received."""
    token = "the-seat-token-0123456789"
    frames: list[str] = []

    def squatter(ws) -> None:
        for text in ws:
            frames.append(text)
            hello = json.loads(text)
            if "challenge" in hello:
                ws.send(json.dumps({"t": "prove", "proof": "0" * 64,
                                    "challenge": "c" * 24}))

    with websockets.sync.server.serve(squatter, "127.0.0.1", 0) as server:
        port = server.socket.getsockname()[1]
        import threading

        threading.Thread(target=server.serve_forever, daemon=True).start()
        net = NetThread("test-squatter")
        link = ClientLink(net, f"ws://127.0.0.1:{port}", token=token, seat=1)
        link.start()
        deadline = time.monotonic() + 10
        while link.ended is None and time.monotonic() < deadline:
            time.sleep(0.01)
        link.stop()
        net.stop()
        server.shutdown()
    assert link.ended == NOT_THE_HOST
    assert frames and all(token not in frame for frame in frames)
    assert [json.loads(f).get("back") for f in frames] == [1]  # only the hello: no proof


def test_the_fuzzers_tamperings_never_end_the_app(tmp_path):
    """A headless laptop's table (Totem, Pook at three, RÖK) playing against a host that
    tampers with a message every frame: the app never raises, every link ended by what it
    would not read is answered with Reconnect, and each game's view is the host's again once
    the tampering stops."""
    rng = random.Random(7)
    outcome = fuzz(tmp_path, lambda: seeded_tampering(rng), tamperings=300, seed=7,
                   seconds=240)
    assert outcome.deaths == 0, "\n".join(outcome.deaths_told)
    assert outcome.tampered >= 300 and outcome.reconnects > 0 and outcome.stalled == 0
    assert outcome.whole_again == outcome.games >= 3, outcome.not_whole


def test_a_welcome_cannot_re_key_a_laptop_that_holds_its_seats_token():
    """The token crosses the network once: a later welcome naming another token (a hostile
    host, or one tampered with) leaves the laptop's own, so its next proof still works; one
    naming another seat ends the link in words (Reconnect asks for the laptop's own seat)."""
    told = []
    link = ClientLink(NetThread("test-rekey"), "ws://127.0.0.1:9", token="mine-0123456789",
                      seat=1, on_token=lambda token, seat: told.append(token))
    try:
        welcome = link.reader.read(json.dumps({
            "t": "welcome", "seat": 1, "token": "two", "game": "totem", "players": 2,
            "names": ["Bot 1", "Laptop"], "kinds": ["bot", "remote"], "levels": ["easy", None],
            "handicaps": [1.0, 1.0]}))
        assert link._take(welcome, 0.0)
        assert link.token == "mine-0123456789" and told == []
        moved = link.reader.read(json.dumps({**json.loads(json.dumps(welcome)), "seat": 0,
                                             "token": None}))
        assert not link._take(moved, 0.0)  # (a welcome to another seat: not this laptop's)
        assert link.seat == 1 and link.ended is not None and link.ended.startswith(UNREADABLE)
        fresh = ClientLink(link.net, "ws://127.0.0.1:9", on_token=lambda t, s: told.append(t))
        assert fresh._take(welcome, 0.0)  # (a first join: the welcome gives the token)
        assert fresh.token == "two" and told == ["two"]
    finally:
        link.net.stop()
