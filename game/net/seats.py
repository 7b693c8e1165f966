"""Who sits where at a hosted table, and how a peer proves which seat is its own.

A seat is ``remote`` (a laptop that joined: it holds a secret token), ``local`` (a person at
the host's own screen, hot-seat) or ``bot`` (the host decides for it). A remote seat's
token is made by the transport (``secrets``; this package draws nothing at random outside a
game's seeded generator) and compared in constant time; a seat's connection is replaced when
its laptop comes back with the token, so a dropped laptop takes its own seat back, and only
it can.

:class:`RateLimit` is a token bucket per connection: ``rate`` messages a second on average,
``burst`` at once; a flooding peer is refused, then cut.

>>> limit = RateLimit(rate=10, burst=2)
>>> [limit.allow(0.0) for _ in range(3)]
[True, True, False]
>>> limit.allow(0.1)
True
"""

from __future__ import annotations

import hmac
from collections import deque
from dataclasses import dataclass, field

from game.net.clock import OffsetEstimate

REMOTE, LOCAL, BOT = "remote", "local", "bot"
KINDS = (REMOTE, LOCAL, BOT)


@dataclass
class Seat:
    """One seat of a hosted table, and what the host knows of its laptop."""

    name: str
    kind: str
    level: str | None = None  # a bot's level (also of a bot the host's screen plays: local)
    handicap: float = 1.0  # RÖK: a bot's timed parts this many times slower (the setup's)
    token: str | None = None  # a remote seat's secret, once a laptop took it
    nonce: str | None = None  # the secret the laptop that took it said hello with
    conn: int | None = None  # the connection holding it now
    heard: float = 0.0  # host time of the last message from it
    sent_log: int = 0  # how many log events its laptop has been sent on this connection
    clock: OffsetEstimate = field(default_factory=OffsetEstimate)
    missing_since: float | None = None

    @property
    def human(self) -> bool:
        return self.kind != BOT

    @property
    def shown_kind(self) -> str:
        """What the laptops are told sits here: a bot the host's screen plays (a local seat
        with a level) is a bot."""
        return BOT if self.kind == BOT or (self.kind == LOCAL and self.level is not None) \
            else self.kind

    def holds(self, token: str) -> bool:
        """Whether ``token`` is this seat's (constant time: a peer learns nothing by trying)."""
        return self.token is not None and hmac.compare_digest(self.token.encode(),
                                                               token.encode())

    def joined_with(self, nonce: str) -> bool:
        """Whether the laptop that took this seat said hello with ``nonce`` (its welcome may
        have been lost on the way: the same hello again takes the same seat)."""
        return self.nonce is not None and hmac.compare_digest(self.nonce.encode(),
                                                              nonce.encode())


class RateLimit:
    """A token bucket: ``burst`` messages at once, refilled at ``rate`` a second."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last: float | None = None
        self.refused = 0

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.refused += 1
        return False


@dataclass(frozen=True)
class Timing:
    """The host's clocks and limits (seconds, messages); tests shorten them."""

    heartbeat: float = 1.0  # a ping to every connection this often
    timeout: float = 4.0  # a connection silent this long is cut (its seat then waits)
    hello_within: float = 5.0  # a connection must take a seat this soon
    lead: float = 0.3  # grabbing opens this long after the throw is announced
    window: float = 0.25  # a claim is decided this long after its host time
    grab_limit: float = 30.0  # grabbing ends after this long whatever happens
    bot_pace: float = 1.0  # host bots' grab times are scaled by this (tests: fast bots)
    rate: float = 30.0  # messages a second a connection may send on average ...
    burst: float = 60.0  # ... and at once
    strikes: int = 20  # refused messages before a connection is cut
    shown: bool = True
    """RÖK: a laptop's throw opens grabbing only once every screen has counted and flown it
    (False: no screen shows it — the bots' whole games of tests and benches)."""


@dataclass
class Conn:
    """A connection to the host, with the seat it holds once it said hello."""

    opened: float
    limit: RateLimit
    address: str = ""  # where it came from (the door's back-off is per address)
    watching: int | None = None  # a laptop that watches from this seat's place (no seat)
    heard: float = 0.0  # (a watcher's) last message
    sent_log: int = 0  # (a watcher's) log events sent on this connection
    seat: int | None = None
    strikes: int = 0
    cut: bool = False  # we closed it: what it still sends is not read
    pings: deque[float] = field(default_factory=lambda: deque(maxlen=8))
    pinged: float = 0.0
    challenge: tuple[int, str, str, bool] | None = None
    """A laptop back for its seat, asked to prove it holds the token: (seat, its challenge,
    the host's, whether it watches)."""
