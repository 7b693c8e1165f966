"""Addresses as players type them, and the relay room a join code names.

A laptop joins ``ws://ADDRESS/join/ROOM`` whatever the address is: a host's own server
ignores the path, and a relay (:mod:`.relay`) finds the room by it. So the Join screen asks
nothing more for a relay than for a host at home: its address and the join code. The room
is a digest of the code (:func:`relay_room`), never the code itself: a relay's logs and
URLs do not hold what takes a seat, and the host and its friends name the same room
without agreeing on anything but the code.

>>> parse_address("192.168.1.20")
'ws://192.168.1.20:8765'
>>> parse_address("relay.example.org:9000/")
'ws://relay.example.org:9000'
>>> parse_address("a b") is None, parse_address("\u202e10.0.0.2")
(True, 'ws://10.0.0.2:8765')
>>> parse_address("a..b") is None   # no name the resolver takes
True
>>> join_url("ws://127.0.0.1:8765", " k3y 9pa") == join_url("ws://127.0.0.1:8765", "K3Y9PA")
True
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
from collections.abc import Mapping
from dataclasses import dataclass

from game.text import clean, clean_code

PORT = 8765  # the Host screen's usual port: an address typed without one means it
NO_ROOM = "no such room"  # how a relay's refusal begins when no table has that code there
BAD_ADDRESS = "no such address"  # how a link that could not even be tried ends
ROOM_KEY = "Tablee-Room-Key"  # the header a host proves its relay room with (never the URL)


def parse_address(text: str) -> str | None:
    """The websocket URL of an address as a player types it (``HOST``, ``HOST:PORT``, or a
    ``ws://`` URL), or None when it is not one."""
    text = clean(text).strip().removeprefix("ws://").rstrip("/")
    host, colon, port = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    if not colon:
        host, port = text, str(PORT)
    if not host or any(c.isspace() or c in "/@?#" for c in host):
        return None
    if not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    try:  # what the system's resolver is given: a name it cannot take is refused here
        host.encode("idna")
    except UnicodeError:
        return None
    return f"ws://{host}:{int(port)}"


@dataclass(frozen=True)
class Listen:
    """Where this app's network may speak: ``TABLEE_LISTEN`` (``HOST:PORT``), read once.

    Unset, a hosted table listens on every interface at :data:`PORT` (any free port if that
    one is taken) and is announced on the local network. Set to a loopback address — as
    every test, soak and drive sets it (``127.0.0.1:0``: any free port) — nothing of the app
    speaks beyond this machine: the table listens, is announced and looks for tables on
    loopback only (announcing follows the routes, not the listening address, so it must be
    told).

    >>> Listen.of({"TABLEE_LISTEN": "127.0.0.1:0"})
    Listen(bind='127.0.0.1', port=0)
    >>> Listen.of({}).loopback, Listen.of({"TABLEE_LISTEN": "127.0.0.1:0"}).interfaces
    (False, ['127.0.0.1'])
    """

    bind: str = "0.0.0.0"
    port: int | None = None  # None: PORT, or any free port when it is taken

    @classmethod
    def of(cls, environ: Mapping[str, str]) -> Listen:
        bind, _, port = environ.get("TABLEE_LISTEN", "").strip().partition(":")
        return cls(bind or "0.0.0.0", int(port) if port.isascii() and port.isdigit() else None)

    @property
    def loopback(self) -> bool:
        try:
            return ipaddress.ip_address(self.bind).is_loopback
        except ValueError:
            return self.bind == "localhost"

    @property
    def interfaces(self) -> list[str] | None:
        """The interfaces to announce and look for tables on (None: the network's)."""
        return ["127.0.0.1"] if self.loopback else None


def relay_room(code: str) -> str:
    """The relay room of a table: 20 hex digits of the code's SHA-256 (see the module)."""
    return hashlib.sha256(f"tablee-room:{clean_code(code)}".encode()).hexdigest()[:20]


def join_url(base: str, code: str) -> str:
    """Where a laptop connects to join with ``code`` (a host ignores the path)."""
    return f"{base}/join/{relay_room(code)}"


def host_url(base: str, code: str) -> str:
    """Where a host connects out to a relay for its table of join code ``code``."""
    return f"{base}/host/{relay_room(code)}"


def room_key(secret: bytes, url: str) -> str:
    """What proves to the relay at ``url`` (``ws://RELAY/host/ROOM``) that the host holding
    ``secret`` opened that room: HMAC-SHA256 of the URL under the secret, 64 hex digits. One
    relay learns the key of its own room only: nothing it could replay at another relay, or
    for another room (the relay keeps only its SHA-256: :mod:`.relay`).

    >>> key = room_key(b"s" * 32, "ws://r1:8765/host/ab")
    >>> len(key), key == room_key(b"s" * 32, "ws://r1:8765/host/ab")
    (64, True)
    >>> key == room_key(b"s" * 32, "ws://r2:8765/host/ab")   # another relay: another key
    False
    """
    return hmac.new(secret, f"tablee-room-key:{url}".encode(), hashlib.sha256).hexdigest()
