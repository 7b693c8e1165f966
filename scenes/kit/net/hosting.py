"""A hosted table at work: the host's authority fed from the server's inbox.

:class:`HostRunner` owns a :class:`game.net.host.HostTable` and a
:class:`~scenes.kit.net.server.HostServer`. :meth:`HostRunner.pump` moves everything that
arrived into the table (each message with the time it *arrived*, so a busy frame does not
skew the clock maths) and everything the table answers onto the wire. The app pumps it once
a frame from the hosting table; tests, the benchmark and a headless host pump it from a
thread of its own (:meth:`HostRunner.run_in_thread`). Only the pumping thread touches the
table.
"""

from __future__ import annotations

import queue
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from game.net.host import HostTable, Out
from game.net.messages import encode
from scenes.kit.net.server import HostServer
from scenes.kit.net.thread import NetThread

CODE_LETTERS = "ACDEFGHJKLMNPQRTUVWXY34679"  # no 0/O, 1/I, 2/Z, 5/S, 8/B: read aloud safely
RELAY_CODE_LETTERS = 8  # a table the whole internet may knock at: 26^8, 200 billion codes


def join_code(length: int = 6) -> str:
    """A short code to read aloud across a table (26^6: 300 million)."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


def codes(length: int = 6) -> tuple[str, str]:
    """A table's join code and watch code, never the same."""
    code = join_code(length)
    watch = join_code(length)
    while watch == code:
        watch = join_code(length)
    return code, watch


def spoken(code: str, between: str = " ") -> str:
    """A code as a screen shows it to be read aloud: its letters ``between``-spaced, in
    groups of four (three gaps apart) when it is longer than six.

    >>> spoken("K3Y9PA"), spoken("K3Y9PACD"), spoken("K3Y9PACD", "")
    ('K 3 Y 9 P A', 'K 3 Y 9   P A C D', 'K3Y9 PACD')
    """
    if len(code) <= 6:
        return between.join(code)
    groups = [between.join(code[i:i + 4]) for i in range(0, len(code), 4)]
    return (between * 3 or " ").join(groups)


def new_token() -> str:
    """A seat's secret: 128 random bits."""
    return secrets.token_urlsafe(16)


class HostRunner:
    """A :class:`HostTable` on a :class:`HostServer` (see the module)."""

    def __init__(self, table: HostTable, net: NetThread | None = None,
                 clock: Callable[[], float] = time.monotonic, lan_only: bool = True) -> None:
        self.table = table
        self.net = net or NetThread("tablee-host")
        self.clock = clock
        self.server = HostServer(self.net, clock, lan_only=lan_only)
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self.lock = threading.Lock()  # held while the table changes (readers may take it)
        self.read = 0  # messages handed to the table so far (the fuzz bench counts them)
        self.heard_here: deque[dict[str, Any]] = deque(maxlen=64)  # said, for this screen

    def listen(self, host: str = "0.0.0.0", port: int = 0) -> int:
        return self.server.listen(host, port)

    def through_relay(self, url: str, *alternates: str) -> None:
        """Host through a relay's room (and find it, or the next, again if it drops)."""
        self.server.through_relay(url, *alternates)

    def pump(self) -> int:
        """Hand what arrived to the table and its answers to the wire; returns how many
        messages arrived (a frame loop keeps drawing while any do)."""
        count = 0
        with self.lock:
            while True:
                try:
                    what, conn, text, arrived = self.server.inbox.get_nowait()
                except queue.Empty:
                    break
                count += 1
                if what == "open":
                    self.send(self.table.opened(conn, arrived, text))  # (text: its address)
                elif what == "close":
                    self.send(self.table.closed(conn, arrived))
                else:
                    self.read += 1
                    self.send(self.table.receive(conn, text, arrived))
            self.send(self.table.tick(self.clock()))
        return count

    def send(self, outs: list[Out]) -> None:
        for conn, message in outs:
            if conn < 0:  # (what is said at the table, for this screen: game.net.chat)
                if message is not None:
                    self.heard_here.append(message)
                continue
            if message is None:
                self.server.close(conn)
            else:
                self.server.send(conn, encode(message))

    def run_in_thread(self, every: float = 0.002) -> None:
        """Pump from a thread of its own until :meth:`stop` (headless hosts)."""
        def run() -> None:
            while not self._stop.wait(every):
                self.pump()
        self._thread = threading.Thread(target=run, name="tablee-host-pump", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop pumping and listening: nothing of the table stays open."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(2)
        self.server.stop()
        self.net.stop()
