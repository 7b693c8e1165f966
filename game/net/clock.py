"""Clocks across laptops, and a fair RÖK race between them (R25 over a network).

Each laptop has its own clock. The host pings every client with its own time ``h``; the
client answers at once with its time ``c``; back at the host at ``now``, the round trip is
``now - h`` and, if both legs took as long, the client's clock stood at ``c`` when the host's
stood at ``(h + now) / 2``: the offset (host minus client) is ``(h + now) / 2 - c``. The legs
are rarely equal; their difference is at most the round trip, so the sample with the **lowest
round trip** is the truest (NTP's rule): :class:`OffsetEstimate` keeps it.

A grab claim carries the client's time of the click. The host turns it into host time with
the offset, then bounds it by what the link allows (:meth:`OffsetEstimate.claim_time`): not
later than it arrived, not earlier than it arrived minus the longest round trip the host
itself timed lately (a claim cannot have travelled longer than that) and never minus more
than :data:`LAN_BOUND`, not before grabbing opened. A client whose clock lies gains nothing:
the offset comes from the fastest round trip, which a laptop can only make slower. A laptop
that answers pings late lengthens its own round trips, but past :data:`LAN_BOUND` that buys
nothing: a claim 100 ms later than another's, backdated by all it may be, still counts
after it. A claim that arrives before grabbing opens is refused (the runes are shown ahead of
the race; a claim may not be).

:class:`FairWindow` holds claims for a short window after their (host) time before deciding:
a claim made earlier but delayed on the way still comes in time to win.

>>> clock = OffsetEstimate()
>>> clock.sample(sent=10.0, client=3.0, back=10.2)   # 100 ms each way, client 7 s behind
>>> clock.sample(sent=11.0, client=4.05, back=11.1)  # a shorter trip: kept
>>> round(clock.offset, 3), round(clock.rtt, 3)
(7.0, 0.1)
>>> round(clock.claim_time(5.0, arrived=12.05, opened=11.5), 3)
12.0
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

KEPT_SAMPLES = 16
"""How many recent round trips bound a claim (the longest of them)."""
SLACK = 0.010
"""Seconds of slack added to the bound (a frame's read of the click, the OS's scheduling)."""
LAN_BOUND = 0.080
"""The most a claim is ever backdated (seconds). A click crosses a home network in a few
milliseconds and a relay on the same continent in tens; a laptop whose round trips say its
link is slower (they can be made to: answer pings late) is not believed past this. It is
under 100 ms so that a claim made 100 ms after another can never be made to count first;
a link slower than it loses only what lies past it."""


@dataclass
class OffsetEstimate:
    """One client's clock as the host sees it: the offset of the lowest round trip so far."""

    offset: float = 0.0
    rtt: float = float("inf")
    samples: int = 0
    recent: deque[float] = field(default_factory=lambda: deque(maxlen=KEPT_SAMPLES))

    def sample(self, sent: float, client: float, back: float) -> None:
        """A ping sent at host time ``sent``, answered at client time ``client``, back at
        host time ``back``. Nonsense (a reply before its ping) is ignored."""
        rtt = back - sent
        if rtt < 0:
            return
        self.samples += 1
        self.recent.append(rtt)
        if rtt <= self.rtt:
            self.rtt = rtt
            self.offset = (sent + back) / 2 - client

    @property
    def known(self) -> bool:
        return self.samples > 0

    def to_host(self, client_time: float) -> float:
        """``client_time`` on the host's clock."""
        return client_time + self.offset

    def longest_trip(self) -> float:
        """The longest round trip of the recent samples (a claim cannot have taken longer)."""
        return max(self.recent, default=0.0)

    def claim_time(self, client_time: float, arrived: float, opened: float) -> float:
        """The host time a claim stamped ``client_time`` counts at: converted, then bounded
        by ``[arrived - min(longest trip + slack, LAN bound), arrived]`` and never before
        ``opened``."""
        converted = self.to_host(client_time)
        earliest = arrived - min(self.longest_trip() + SLACK, LAN_BOUND)
        return max(opened, min(arrived, max(earliest, converted)))


@dataclass(frozen=True, slots=True)
class Claim:
    """A grab claim at host time ``time`` (the order it arrived in breaks exact ties)."""

    time: float
    seat: int
    rune: str
    order: int


class FairWindow:
    """Claims held ``window`` seconds after their host time before they are decided.

    >>> fair = FairWindow(0.2)
    >>> fair.add(1.00, 1, "w3a"); fair.add(0.95, 2, "w3a")   # the later arrival was earlier
    >>> fair.ready(1.10)
    []
    >>> [(c.seat, c.rune) for c in fair.ready(1.21)]
    [(2, 'w3a'), (1, 'w3a')]
    """

    def __init__(self, window: float) -> None:
        self.window = window
        self._claims: list[Claim] = []
        self._count = 0

    def add(self, time: float, seat: int, rune: str) -> None:
        self._count += 1
        self._claims.append(Claim(time, seat, rune, self._count))

    def ready(self, now: float) -> list[Claim]:
        """The claims whose window has passed at ``now``, earliest first (then removed)."""
        due = sorted((c for c in self._claims if c.time + self.window <= now),
                     key=lambda c: (c.time, c.order))
        if due:
            self._claims = [c for c in self._claims if c not in due]
        return due

    def pending(self) -> int:
        return len(self._claims)

    def clear(self) -> None:
        self._claims = []
