"""Who may come in: the join code, and how fast anyone may guess it.

A join code is read aloud across the table: six letters (26^6 codes) for a table on the
local network, eight (26^8) once it is also reached through a relay, where the whole
internet may knock (the Host screen makes the longer codes then). Two books bound guessing:

- **per address**: the first :data:`FREE_TRIES` wrong codes are only refused (a code
  mistyped is retyped); after that the address waits :data:`FIRST_WAIT` seconds, doubled at
  each wrong code up to :data:`MAX_WAIT`, before a hello from it is even read. A right code
  forgets its address's wrong ones. The book keeps the :data:`KEPT_ADDRESSES` most recent.
- **per table**, whatever the addresses: at most :data:`TABLE_BUDGET` wrong codes a minute
  are compared at all (a token bucket, full at first), so rotating addresses, or more of
  them than the book keeps, guess no faster. A code the budget cannot pay for is refused
  unread (:data:`BUSY`, with the seconds to wait) and counts for nothing. So that a
  stranger's flood does not keep a friend out, the last :data:`RESERVE` of the budget is
  only for addresses still within their free tries — which a flooding address soon is not —
  and the addresses of one network (IPv4 /24, IPv6 /48) within their free tries take at
  most :data:`NETWORK_BUDGET` wrong codes a minute of it.

The trade-off: a flood spread over many networks whose addresses are still new to the book
(its first minutes, or more fresh addresses than the book keeps) competes with a newcomer
for the same budget, and a friend may then wait as long as it lasts; it still gets no more
than :data:`TABLE_BUDGET` codes a minute compared. A seated laptop never meets the door
again: it comes back with its seat's token.

Pure: time is an argument (``now``), nothing here reads a clock or a socket.

>>> door = Door("K3Y9PA")
>>> door.admit("10.0.0.9", " k3y\\u200b9pa", now=0.0) is None   # spaces, invisible: the same
True
>>> [door.admit("10.0.0.9", "WRONG1", now=1.0) for _ in range(4)][-1]
'too many wrong codes from this address: try again in 2 s'
>>> door.admit("10.0.0.9", "K3Y9PA", now=1.5)
'too many wrong codes from this address: try again in 2 s'
>>> door.admit("10.0.0.9", "K3Y9PA", now=3.5) is None
True
"""

from __future__ import annotations

import hmac
import ipaddress
import math
from collections import OrderedDict, deque
from dataclasses import dataclass

from game.text import clean_code

FREE_TRIES = 3
FIRST_WAIT = 2.0
MAX_WAIT = 60.0
KEPT_ADDRESSES = 4096
KEPT_NETWORKS = 1024
KEPT_REFUSALS = 256
TABLE_BUDGET = 30  # wrong codes compared a minute at one table, whoever sends them
RESERVE = 15  # of it, what only addresses within their free tries may use
NETWORK_BUDGET = 6  # a minute, from one network's addresses within their free tries
WRONG_CODE = "wrong join code"
TOO_MANY = "too many wrong codes from this address"
BUSY = "too many wrong codes at this table"


@dataclass
class Tries:
    """One address's wrong codes, and until when it waits."""

    wrong: int = 0
    until: float = 0.0


class Bucket:
    """Wrong codes that may still be compared: ``size`` at once, ``size`` more a minute."""

    def __init__(self, size: float) -> None:
        self.size = size
        self.tokens = size
        self.last: float | None = None

    def level(self, now: float) -> float:
        if self.last is not None:
            self.tokens = min(self.size, self.tokens + (now - self.last) * self.size / 60)
        self.last = now
        return self.tokens

    def wait(self, now: float, keep: float = 0.0) -> float:
        """Seconds before one more may be taken while ``keep`` stay (0: now)."""
        return max(0.0, (keep + 1 - self.level(now)) * 60 / self.size)

    def take(self, now: float) -> None:
        self.tokens = self.level(now) - 1


class Door:
    """The codes of one hosted table and the books of who guessed them wrong.
    ``budget``: the table's wrong codes a minute (None: no table-wide budget, only the
    per-address book of ``kept`` addresses, as a door once was: the benchmark's "before")."""

    def __init__(self, code: str, watch_code: str | None = None,
                 budget: int | None = TABLE_BUDGET, kept: int = KEPT_ADDRESSES) -> None:
        self.code = clean_code(code)
        self.watch_code = clean_code(watch_code) if watch_code else None
        """The code that lets a laptop watch (the public view only): guessed wrong, it counts
        in the same books as a wrong join code."""
        self.tries: OrderedDict[str, Tries] = OrderedDict()
        self.kept = kept
        self.table = Bucket(budget) if budget else None
        self.networks: OrderedDict[str, Bucket] = OrderedDict()
        self.compared = 0
        """Wrong codes compared with a code so far (the others were refused unread)."""
        self.refusals: deque[tuple[int, str]] = deque(maxlen=KEPT_REFUSALS)
        """(connection, why): what was turned away lately (a ring: a flood cannot fill memory)."""

    def recode(self, code: str, watch_code: str | None) -> None:
        """New codes (longer, once the table is reached through a relay): the old ones no
        longer open anything; seated laptops keep their seats by their tokens."""
        self.code = clean_code(code)
        self.watch_code = clean_code(watch_code) if watch_code else None

    def matches(self, given: str, watching: bool = False) -> bool:
        """Whether ``given`` is the code (``watching``: the watch code), cleaned as typed:
        spaces, case and invisible characters do not count; compared in constant time."""
        code = self.watch_code if watching else self.code
        return code is not None and hmac.compare_digest(code.encode(),
                                                        clean_code(given).encode())

    def waits(self, address: str, now: float) -> float:
        """Seconds ``address`` must still wait before a hello from it is read (0: none)."""
        tries = self.tries.get(address)
        return max(0.0, tries.until - now) if tries is not None else 0.0

    def newcomer(self, address: str) -> bool:
        """Whether ``address`` is still within its free tries (unknown: it is)."""
        tries = self.tries.get(address)
        return tries is None or tries.wrong < FREE_TRIES

    def busy(self, address: str, now: float) -> float:
        """Seconds before the table's budget pays for a code from ``address`` (0: now)."""
        if self.table is None:
            return 0.0
        if not self.newcomer(address):
            return self.table.wait(now, RESERVE)
        network = self.networks.get(network_of(address))
        return max(self.table.wait(now), network.wait(now) if network is not None else 0.0)

    def admit(self, address: str, given: str, now: float, watching: bool = False
              ) -> str | None:
        """None when ``given`` is the code (``watching``: the watch code) and ``address``
        may try; else why not."""
        wait = self.waits(address, now)
        if wait > 0:
            return waiting_words(wait)
        busy = self.busy(address, now)
        if busy > 0:
            return f"{BUSY}: try again in {math.ceil(busy)} s"
        if self.matches(given, watching):
            self.tries.pop(address, None)
            return None
        self.charge(address, now)
        self.wrong(address, now)
        wait = self.waits(address, now)
        return waiting_words(wait) if wait > 0 else WRONG_CODE

    def charge(self, address: str, now: float) -> None:
        """A wrong code from ``address`` was compared: the budgets pay for it."""
        self.compared += 1
        if self.table is None:
            return
        self.table.take(now)
        if self.newcomer(address):
            key = network_of(address)
            network = self.networks.pop(key, None) or Bucket(NETWORK_BUDGET)
            network.take(now)
            self.networks[key] = network  # (the newest last)
            while len(self.networks) > KEPT_NETWORKS:
                self.networks.popitem(last=False)

    def wrong(self, address: str, now: float) -> None:
        """Count a wrong code (or an unknown seat token) from ``address``."""
        tries = self.tries.pop(address, None) or Tries()
        tries.wrong += 1
        if tries.wrong > FREE_TRIES:
            tries.until = now + min(MAX_WAIT, FIRST_WAIT * 2 ** (tries.wrong - FREE_TRIES - 1))
        self.tries[address] = tries  # (the newest last)
        while len(self.tries) > self.kept:
            self.tries.popitem(last=False)


def network_of(address: str) -> str:
    """The network an address belongs to, as the table-wide budget groups newcomers: its
    IPv4 /24 or IPv6 /48 (through a relay, the address the relay saw); else itself.

    >>> network_of("192.168.1.20"), network_of("relay:2001:db8:5:6::1"), network_of("x")
    ('192.168.1.0/24', '2001:db8:5::/48', 'x')
    """
    try:
        ip = ipaddress.ip_address(address.removeprefix("relay:").split("%")[0])
    except ValueError:
        return address
    prefix = 24 if ip.version == 4 else 48
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def waiting_words(seconds: float) -> str:
    """The refusal a waiting address hears (its laptop's Join screen reads the seconds)."""
    return f"{TOO_MANY}: try again in {math.ceil(seconds)} s"
