"""What a client keeps of a hosted table: its seat, the newest view and the log, in order.

Messages may come late, twice or out of order (a relay, a reconnect): :class:`Mirror` keeps
the state message with the highest ``rev`` and merges log entries by their number, so the
log it shows is the host's, whatever the order they came in. A full state (after a
reconnect) replaces everything. Nothing here knows the full game: a client only ever holds
its own seat's view. It takes messages already decoded into their types
(:class:`game.net.from_host.HostReader`): nothing here checks a field again.

>>> mirror = Mirror()
>>> _ = mirror.take({"t": "welcome", "seat": 1, "token": "s3cr3t", "game": "totem",
...                  "players": 2, "names": ["Ann", "Bob"], "kinds": ["local", "remote"]})
>>> _ = mirror.take({"t": "state", "seq": 2, "rev": 5, "view": {"seat": 1}, "log_from": 1,
...                  "log": [{"n": 2, "k": "draw", "s": 1, "d": {}}], "waiting": [],
...                  "names": ["Ann", "Bob"], "opens": None, "offset": 0.0})
>>> _ = mirror.take({"t": "state", "seq": 1, "rev": 4, "view": {"seat": 1}, "log_from": 0,
...                  "log": [{"n": 1, "k": "setup", "s": 0, "d": {}}], "waiting": [],
...                  "names": ["Ann", "Bob"], "opens": None, "offset": 0.0})
>>> mirror.seq, [e["k"] for e in mirror.entries()]
(2, ['setup', 'draw'])
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from game.core import GameRecord
from game.net.from_host import HostMessage, State
from game.net.messages import view_digest

ASTRAY_PINGS = 2  # (one may cross a state on its way: the view changed in between)


class Said:
    """The latest things said at the table, and how many were said in all (a table counts
    what it has shown)."""

    KEPT = 32

    def __init__(self) -> None:
        self.lines: deque[dict[str, Any]] = deque(maxlen=self.KEPT)
        self.total = 0

    def add(self, said: dict[str, Any]) -> None:
        self.lines.append(said)
        self.total += 1


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
        self.astray = 0  # pings in a row whose digest was not our view's (see :attr:`lost`)
        self.log: dict[int, dict[str, Any]] = {}
        self.waiting: list[int] = []
        self.opens: float | None = None  # when grabbing opens, host time
        self.offset = 0.0  # host minus client clock, as the host estimates it
        self.refusals: list[str] = []
        self.closed_why: str | None = None
        self.record: GameRecord | None = None  # the finished game, sent with its last state
        self.record_refused: str | None = None  # why the one sent cannot be kept
        self.said = Said()  # what was said at the table (game.net.chat), the latest

    def take(self, message: HostMessage) -> str:
        """Take in one host message (decoded); returns its kind."""
        if message["t"] == "welcome":
            self.seat = message["seat"]
            self.watching = message.get("watching")
            self.token = message["token"]
            self.game = message["game"]
            self.players = message["players"]
            self.names = list(message["names"])
            self.kinds = list(message["kinds"])
            self.levels = list(message.get("levels") or [None] * self.players)
            self.handicaps = list(message.get("handicaps") or [1.0] * self.players)
            self.spectator = bool(message.get("spectator"))
            self.rev = -1  # (a welcome starts the stream again: its full state is taken)
            self.astray = 0
        elif message["t"] == "state":
            self._state(message)
        elif message["t"] == "refused":
            self.refusals.append(message["reason"])
        elif message["t"] == "ping":
            self.offset = message.get("offset", 0.0)
            digest = message.get("d")
            if digest is not None and self.view is not None:
                self.astray = self.astray + 1 if digest != view_digest(self.view) else 0
        elif message["t"] == "gesture":
            self.gestures.append(dict(message))
        elif message["t"] == "bye":
            self.closed_why = message["reason"]
        elif message["t"] == "said":
            self.said.add(dict(message))
        return message["t"]

    @property
    def lost(self) -> bool:
        """Two pings in a row said the host holds another view than ours: a frame altered on
        the way (still readable) left us astray; the link is cut and the state taken anew."""
        return self.astray >= ASTRAY_PINGS

    def _state(self, message: State) -> None:
        start = message["log_from"]
        if start == 0 and message["rev"] >= self.rev:
            self.log = {}
        for offset, entry in enumerate(message["log"]):
            self.log[start + offset] = dict(entry)
        if message["rev"] > self.rev:
            self.rev = message["rev"]
            self.seq = message["seq"]
            self.view = message["view"]
            self.waiting = list(message["waiting"])
            self.names = list(message["names"])
            self.opens = message["opens"]
            self.offset = message["offset"]
            if "record" in message:  # (checked as this table's record by the reader)
                self.record = GameRecord.from_json(json.dumps(message["record"]))
            if "record_refused" in message:
                self.record_refused = message["record_refused"]

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
