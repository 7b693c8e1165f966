"""Clocks across laptops, and a fair RÖK race between them (R25 over a network).

Each laptop has its own clock. The host pings every client with its own time ``h``; the
client answers at once with its time ``c``; back at the host at ``now``, the round trip is
``now - h`` and, if both legs took as long, the client's clock stood at ``c`` when the host's
stood at ``(h + now) / 2``: the offset (host minus client) is ``(h + now) / 2 - c``. The legs
are rarely equal; their difference is at most the round trip, so the sample with the **lowest
round trip** is the truest (NTP's rule): :class:`OffsetEstimate` keeps it.

A grab claim carries the client's time of the click. The host turns it into host time with
the offset, then bounds it by what the link allows (:meth:`OffsetEstimate.claim_time`): not
later than it arrived, and not earlier than it arrived minus the seat's **delay allowance**
(:meth:`OffsetEstimate.allowance`): the lowest round trip the host timed, plus a little
slack, and never more than :data:`ALLOWANCE` (20 ms: what a local network needs). The lowest
trip is the one a laptop cannot lengthen: answering pings late makes its trips longer, never
its allowance. So late pongs, a backdated stamp and a false clock buy at most 20 ms: a claim
made 20 ms after another's can never count first. A link slower than that is still played,
and loses only what lies past it. A claim that arrives before grabbing opens is refused, and
one that stands under 100 ms after it is a false start (:mod:`game.net.race`).

:class:`FairWindow` holds claims for a short window after their (host) time before deciding:
a claim made earlier but delayed on the way still comes in time to win.

>>> clock = OffsetEstimate()
>>> clock.sample(sent=10.0, client=3.0, back=10.2)   # 100 ms each way, client 7 s behind
>>> clock.sample(sent=11.0, client=4.0025, back=11.005)  # a shorter trip: kept
>>> round(clock.offset, 4), round(clock.rtt, 3), round(clock.allowance, 3)
(7.0, 0.005, 0.015)
>>> round(clock.claim_time(5.0, arrived=12.01, opened=11.5), 3)
12.0
>>> round(clock.claim_time(4.0, arrived=12.01, opened=11.5), 3)  # backdated: not past 15 ms
11.995
"""

from __future__ import annotations

from dataclasses import dataclass

SLACK = 0.010
"""Seconds of slack added to the round trip (a frame's read of the click, the OS's
scheduling)."""
ALLOWANCE = 0.020
"""The most a claim is ever backdated (seconds): the round trip of a home network is a few
milliseconds (Wi-Fi, a switch), so 20 ms with the slack is what a LAN needs. A laptop whose
trips say its link is slower is not believed past it: a claim made 20 ms after another can
never be made to count first."""


@dataclass
class OffsetEstimate:
    """One client's clock as the host sees it: the offset of the lowest round trip so far."""

    offset: float = 0.0
    rtt: float = float("inf")
    samples: int = 0

    def sample(self, sent: float, client: float, back: float) -> None:
        """A ping sent at host time ``sent``, answered at client time ``client``, back at
        host time ``back``. Nonsense (a reply before its ping) is ignored."""
        rtt = back - sent
        if rtt < 0:
            return
        self.samples += 1
        if rtt <= self.rtt:
            self.rtt = rtt
            self.offset = (sent + back) / 2 - client

    @property
    def known(self) -> bool:
        return self.samples > 0

    def to_host(self, client_time: float) -> float:
        """``client_time`` on the host's clock."""
        return client_time + self.offset

    @property
    def allowance(self) -> float:
        """How long before it arrived a claim may count (seconds): the lowest round trip the
        host timed plus :data:`SLACK`, at most :data:`ALLOWANCE` (that, too, before any pong
        came). Only a faster trip changes it, so a late pong never makes it grow."""
        return min(self.rtt + SLACK, ALLOWANCE)

    def claim_time(self, client_time: float, arrived: float, opened: float) -> float:
        """The host time a claim stamped ``client_time`` counts at: converted, then bounded
        by ``[arrived - allowance, arrived]`` and never before ``opened``."""
        converted = self.to_host(client_time)
        return max(opened, min(arrived, max(arrived - self.allowance, converted)))


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
