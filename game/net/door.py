"""Who may come in: the join code, and how long a laptop that guesses it must wait.

A join code is six letters read aloud across the table (26^6 codes). Anyone on the
network can knock, so the host remembers, per address, how many wrong codes came from it:
the first :data:`FREE_TRIES` are only refused (a code mistyped is retyped), after that the
address waits :data:`FIRST_WAIT` seconds, doubled at each wrong code up to
:data:`MAX_WAIT`, before a hello from it is even read. A right code forgets its address's
wrong ones. Memory stays bounded: the book keeps the :data:`KEPT_ADDRESSES` most recent
addresses, and the host's list of refusals is a ring of :data:`KEPT_REFUSALS`.

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
import math
from collections import OrderedDict, deque
from dataclasses import dataclass

from game.text import clean_code

FREE_TRIES = 3
FIRST_WAIT = 2.0
MAX_WAIT = 60.0
KEPT_ADDRESSES = 256
KEPT_REFUSALS = 256
WRONG_CODE = "wrong join code"
TOO_MANY = "too many wrong codes from this address"


@dataclass
class Tries:
    """One address's wrong codes, and until when it waits."""

    wrong: int = 0
    until: float = 0.0


class Door:
    """The join code of one hosted table and the book of who guessed it wrong."""

    def __init__(self, code: str, watch_code: str | None = None) -> None:
        self.code = clean_code(code)
        self.watch_code = clean_code(watch_code) if watch_code else None
        """The code that lets a laptop watch (the public view only): guessed wrong, it counts
        in the same book as a wrong join code."""
        self.tries: OrderedDict[str, Tries] = OrderedDict()
        self.refusals: deque[tuple[int, str]] = deque(maxlen=KEPT_REFUSALS)
        """(connection, why): what was turned away lately (a ring: a flood cannot fill memory)."""

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

    def admit(self, address: str, given: str, now: float, watching: bool = False
              ) -> str | None:
        """None when ``given`` is the code (``watching``: the watch code) and ``address``
        may try; else why not."""
        wait = self.waits(address, now)
        if wait > 0:
            return waiting_words(wait)
        if self.matches(given, watching):
            self.tries.pop(address, None)
            return None
        self.wrong(address, now)
        wait = self.waits(address, now)
        return waiting_words(wait) if wait > 0 else WRONG_CODE

    def wrong(self, address: str, now: float) -> None:
        """Count a wrong code (or an unknown seat token) from ``address``."""
        tries = self.tries.pop(address, None) or Tries()
        tries.wrong += 1
        if tries.wrong > FREE_TRIES:
            tries.until = now + min(MAX_WAIT, FIRST_WAIT * 2 ** (tries.wrong - FREE_TRIES - 1))
        self.tries[address] = tries  # (the newest last)
        while len(self.tries) > KEPT_ADDRESSES:
            self.tries.popitem(last=False)


def waiting_words(seconds: float) -> str:
    """The refusal a waiting address hears (its laptop's Join screen reads the seconds)."""
    return f"{TOO_MANY}: try again in {math.ceil(seconds)} s"
