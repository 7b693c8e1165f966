"""Tables on the local network, found by DNS-SD (zeroconf): announced while hosted.

A hosted table is announced as a ``_tablee._tcp.local.`` service carrying its game, its free
seats and the protocol version — never the join code (anyone on the network may read an
announcement; the code is read aloud at the table). Multicast is often blocked (guest
Wi-Fi, some home routers), so the Join screen also takes an address typed by hand: discovery
is a convenience, never the only way in.

The announcement lasts exactly as long as the :class:`Announcement` (closed with the table);
:func:`browse` listens for ``seconds`` and returns what it heard.
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass
from typing import Any

from game.net.messages import PROTOCOL

SERVICE = "_tablee._tcp.local."


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the network: who hosts it, which game, where to connect."""

    host: str
    game: str
    free: int
    address: str
    port: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


class Announcement:
    """A table announced on the network until :meth:`close`."""

    def __init__(self, host: str, game: str, free: int, address: str, port: int,
                 interfaces: Any = None) -> None:
        from zeroconf import IPVersion, ServiceInfo, Zeroconf

        self._zc = Zeroconf(interfaces=interfaces or [address], ip_version=IPVersion.V4Only)
        label = "".join(c for c in host if c.isalnum() or c in " -_")[:40] or "Tablée"
        self.info = ServiceInfo(
            SERVICE, f"{label} {port}.{SERVICE}", addresses=[socket.inet_aton(address)],
            port=port, properties={"game": game, "free": str(free), "v": str(PROTOCOL),
                                   "host": host[:40]})
        self._zc.register_service(self.info)

    def close(self) -> None:
        self._zc.unregister_service(self.info)
        self._zc.close()


def browse(seconds: float = 2.0, interfaces: Any = None) -> list[FoundTable]:
    """The tables heard within ``seconds`` (ours and any other Tablée's on the network)."""
    from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf

    names: list[str] = []

    def heard(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is ServiceStateChange.Added:
            names.append(name)

    zc = Zeroconf(interfaces=interfaces or ["0.0.0.0"], ip_version=IPVersion.V4Only)
    try:
        browser = ServiceBrowser(zc, SERVICE, handlers=[heard])
        time.sleep(seconds)
        browser.cancel()
        found = []
        for name in list(names):
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            if info is None or not info.parsed_addresses():
                continue
            props = {k.decode(): (v or b"").decode("utf-8", "replace")
                     for k, v in info.properties.items()}
            if props.get("v") != str(PROTOCOL):
                continue
            free = int(props["free"]) if props.get("free", "").isdigit() else 0
            found.append(FoundTable(props.get("host", "?"), props.get("game", "?"), free,
                                    info.parsed_addresses()[0], int(info.port or 0)))
        return found
    finally:
        zc.close()


def lan_address() -> str:
    """This machine's address on the local network (the one a LAN route leaves from), or
    127.0.0.1 with no network. No packet is sent: a UDP socket is only pointed."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.168.255.255", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
