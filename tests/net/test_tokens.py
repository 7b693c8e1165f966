"""A laptop restarted mid-game takes its own seat back with the token kept in its config dir."""

from __future__ import annotations

import time

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import LOCAL, REMOTE, Seat
from scenes.kit.net.client import NOT_THE_HOST, ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.thread import NetThread
from scenes.kit.net.tokens import FILE, TokenBook


def first(link: ClientLink, kind: str, seconds: float = 5.0) -> dict:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message, _ = link.inbox.get(timeout=seconds)
        if message["t"] == kind:
            return message
    raise AssertionError(f"no {kind}")


def test_a_restarted_laptop_takes_its_seat_back_from_the_config_dir(tmp_path):
    host = HostTable.of(GameRecord("totem", 2, 3), [Seat("Ann", LOCAL), Seat("?", REMOTE)],
                     "CODE42", new_token)
    runner = HostRunner(host)
    url = f"ws://127.0.0.1:{runner.listen('127.0.0.1', 0)}"
    runner.run_in_thread()
    net = NetThread("test-tokens")
    book = TokenBook(tmp_path)
    try:
        link = ClientLink(net, url, name="Bob", code="code42",
                          on_token=lambda token, seat: book.remember(url, token, seat))
        link.start()
        assert first(link, "welcome")["seat"] == 1
        link.stop()  # the laptop is switched off
        token, seat = book.seat_for(url)
        again = ClientLink(net, url, token=token, seat=seat)  # ... and on again
        again.start()
        assert first(again, "welcome")["seat"] == 1
        assert first(again, "state")["log_from"] == 0
        thief = ClientLink(net, url, token="guessed-token", seat=1)  # cannot check the proof
        thief.start()
        deadline = time.monotonic() + 5
        while thief.ended is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert thief.ended == NOT_THE_HOST
        assert host.seats[1].conn is not None and host.seats[1].name == "Bob"
        again.stop()
    finally:
        runner.stop()
        net.stop()


def test_a_damaged_token_file_is_put_aside(tmp_path):
    (tmp_path / FILE).write_text("{damaged")
    book = TokenBook(tmp_path)
    assert book.seat_for("ws://x") is None
    assert (tmp_path / f"{FILE}.bak").exists()
    book.remember("ws://x", "t", 0)
    assert TokenBook(tmp_path).seat_for("ws://x") == ("t", 0)
