"""A hosted table through relays that go away, on loopback (tests, the bench).

:class:`RelayedTable` starts a headless host on 127.0.0.1 hosting through one relay room —
or the same room at several relays, tried in turn — and laptops (bots that see only what
they received: :class:`~tools.lan_play.LanBot`) joining through them. Relays are processes of
their own (``python -m scenes.kit.net.relay``) so that one can be killed as a machine that
falls over would be, and started again on its port.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time

from game.core import GameRecord
from game.net.host import HostTable, Timing
from game.net.seats import REMOTE, Seat
from scenes.kit.net.address import host_url, join_url
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.thread import NetThread
from tools.lan_play import FAST, LanBot

CODE = "TABLE1"
STARTS_WITHIN = 20.0  # seconds a relay process takes at most to listen


def free_port() -> int:
    """A port free on 127.0.0.1 now (the relay then binds it, and binds it again)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RelayProcess:
    """A relay in a process of its own on 127.0.0.1:``port`` (kill it, start it again)."""

    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> RelayProcess:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "scenes.kit.net.relay", "--bind", "127.0.0.1", "--port",
             str(self.port)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env={**os.environ, "TABLEE_LISTEN": "127.0.0.1:0"})
        stdout = self.process.stdout
        assert stdout is not None
        said: list[bytes] = []  # "relay listening on ...": it listens (read with a bound)
        reader = threading.Thread(target=lambda: said.append(stdout.readline()), daemon=True)
        reader.start()
        reader.join(STARTS_WITHIN)
        if not said or not said[0].startswith(b"relay"):
            self.kill()
            raise RuntimeError(f"the relay on port {self.port} did not say it listens within "
                               f"{STARTS_WITHIN:g} s (it said {said!r})")
        return self

    def kill(self) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(5)
            self.process = None


class RelayedTable:
    """A seeded game of ``game`` hosted through ``relays`` (in that order) with every seat at
    a laptop joining through them; a context manager. :meth:`step` moves the laptops on."""

    def __init__(self, game: str, players: int, seed: int, relays: list[RelayProcess],
                 timing: Timing = FAST, relay_backoff: float = 0.05) -> None:
        seats = [Seat(f"Laptop {i + 1}", REMOTE) for i in range(players)]
        self.host = HostTable.of(GameRecord(game, players, seed), seats, CODE, new_token, timing)
        self.runner = HostRunner(self.host)
        self.runner.listen("127.0.0.1", 0)
        self.runner.server.relay_backoff = relay_backoff
        urls = [host_url(r.base, CODE) for r in relays]
        self.runner.through_relay(urls[0], *urls[1:])
        self.runner.run_in_thread(0.002)
        self.net = NetThread("tablee-relayed-laptops")
        joins = [join_url(r.base, CODE) for r in relays]
        self.laptops = []
        for i in range(players):
            link = ClientLink(self.net, joins[0], name=f"Laptop {i + 1}", code=CODE, seat=i,
                              alternates=tuple(joins[1:]))
            link.start()
            self.laptops.append(LanBot(link, seed * 101 + i))

    def __enter__(self) -> RelayedTable:
        return self

    def __exit__(self, *exc: object) -> None:
        for bot in self.laptops:
            bot.link.stop()
        self.runner.stop()
        self.net.stop()

    def step(self) -> None:
        for bot in self.laptops:
            bot.step()
        time.sleep(0.002)

    def moves(self) -> int:
        with self.runner.lock:
            return self.host.seq

    def play_until(self, moves: int, limit: float = 30.0) -> bool:
        """Step until the host's record holds ``moves`` actions (or the game ended)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            with self.runner.lock:
                if self.host.seq >= moves or self.host.state.is_terminal():
                    return True
            self.step()
        return False
