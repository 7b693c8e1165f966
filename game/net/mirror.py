"""What a client keeps of a hosted table: its seat, the newest view and the log, in order.

Messages may come late, twice or out of order (a relay, a reconnect): :class:`Mirror` keeps
the state message with the highest ``rev`` and merges log entries by their number, so the
log it shows is the host's, whatever the order they came in. A full state (after a
reconnect) replaces everything. Nothing here knows the full game: a client only ever holds
its own seat's view.

>>> mirror = Mirror()
>>> _ = mirror.take({"t": "welcome", "seat": 1, "token": "s3cr3t", "game": "totem",
...                  "players": 2, "names": ["Ann", "Bob"], "kinds": ["local", "remote"]})
>>> _ = mirror.take({"t": "state", "seq": 2, "rev": 5, "view": {"seat": 1}, "log_from": 1,
...                  "log": [{"n": 2, "k": "draw"}], "waiting": [], "names": ["Ann", "Bob"]})
>>> _ = mirror.take({"t": "state", "seq": 1, "rev": 4, "view": {"seat": 1}, "log_from": 0,
...                  "log": [{"n": 1, "k": "setup"}], "waiting": [], "names": ["Ann", "Bob"]})
>>> mirror.seq, [e["k"] for e in mirror.entries()]
(2, ['setup', 'draw'])
"""

from __future__ import annotations

from collections import deque
from typing import Any


class Mirror:
    """A client's copy of its seat at a hosted table (see the module)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.watching: int | None = None  # a laptop that watches: the seat whose place it has
        self.token: str | None = None
        self.game: str | None = None
        self.players = 0
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.levels: list[str | None] = []  # a bot's level by seat (None: not a bot)
        self.handicaps: list[float] = []
        self.spectator = False  # a friend watching with the watch code (no seat ever)
        self.gestures: deque[dict[str, Any]] = deque(maxlen=8)
        """RÖK: the latest throws' and slides' inputs, as they were made (a laptop plays them
        on its own table: :mod:`game.net.gestures`); the table takes them as it shows them."""
        self.view: dict[str, Any] | None = None
        self.seq = -1
        self.rev = -1
        self.log: dict[int, dict[str, Any]] = {}
        self.waiting: list[int] = []
        self.opens: float | None = None  # when grabbing opens, host time
        self.offset = 0.0  # host minus client clock, as the host estimates it
        self.refusals: list[str] = []
        self.closed_why: str | None = None

    def take(self, message: dict[str, Any]) -> str:
        """Take in one host message; returns its kind."""
        kind = str(message.get("t"))
        if kind == "welcome":
            self.seat = None if message.get("seat") is None else int(message["seat"])
            watching = message.get("watching")
            self.watching = int(watching) if watching is not None else None
            self.token = message.get("token")
            self.game = str(message["game"])
            self.players = int(message["players"])
            self.names = list(message["names"])
            self.kinds = list(message["kinds"])
            self.levels = list(message.get("levels") or [None] * self.players)
            self.handicaps = list(message.get("handicaps") or [1.0] * self.players)
            self.spectator = bool(message.get("spectator"))
        elif kind == "state":
            self._state(message)
        elif kind == "refused":
            self.refusals.append(str(message.get("reason")))
        elif kind == "ping":
            self.offset = float(message.get("offset", 0.0))
        elif kind == "gesture":
            self.gestures.append(message)
        elif kind == "bye":
            self.closed_why = str(message.get("reason"))
        return kind

    def _state(self, message: dict[str, Any]) -> None:
        start = int(message["log_from"])
        if start == 0 and message["log"] is not None and message["rev"] >= self.rev:
            self.log = {}
        for offset, entry in enumerate(message["log"]):
            self.log[start + offset] = entry
        if message["rev"] > self.rev:
            self.rev = int(message["rev"])
            self.seq = int(message["seq"])
            self.view = message["view"]
            self.waiting = list(message["waiting"])
            self.names = list(message["names"])
            self.opens = message.get("opens")
            self.offset = float(message.get("offset", self.offset))

    def entries(self) -> list[dict[str, Any]]:
        """The log as far as it runs without a gap."""
        out: list[dict[str, Any]] = []
        while len(out) in self.log:
            out.append(self.log[len(out)])
        return out

    @property
    def legal(self) -> list[str]:
        return list(self.view["legal"]) if self.view is not None else []

    @property
    def over(self) -> bool:
        return self.view is not None and self.view.get("current_player") is None

    def host_time(self, client_time: float) -> float:
        return client_time + self.offset

    def client_time(self, host_time: float) -> float:
        return host_time - self.offset
