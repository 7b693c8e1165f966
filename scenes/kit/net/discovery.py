"""Tables on the local network, found by DNS-SD (zeroconf): announced while hosted.

A hosted table is announced as a ``_tablee._tcp.local.`` service carrying its game, its free
seats and the protocol version — never the join code (anyone on the network may read an
announcement; the code is read aloud at the table). Multicast is often blocked (guest
Wi-Fi, some home routers), so the Join screen also takes an address typed by hand: discovery
is a convenience, never the only way in.

The announcement lasts exactly as long as the :class:`Announcement` (closed with the table;
:class:`Announcer` closes it even when the table closed before it was made); :func:`browse`
listens for ``seconds`` and returns what it heard. Both run zeroconf on asyncio loops of ours
(threads named ``tablee-…``) that end with them. Where they speak is the caller's to say: a
host listening on loopback announces and looks on loopback only
(:class:`~scenes.kit.net.address.Listen`), since announcing follows the routes, not the
address a table listens on. What another laptop announces is text from outside: cleaned
(:func:`game.text.clean`) before it is shown.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from dataclasses import dataclass
from typing import Any

from game.net.messages import PROTOCOL
from game.text import clean
from scenes.kit.net.thread import NetThread

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
    """A table announced on the network until :meth:`close` (blocking while zeroconf probes
    and says goodbye: made off the frame thread). Zeroconf runs on an asyncio loop of ours,
    on a thread named ``tablee-announce``, so no thread of its own outlives the table."""

    def __init__(self, host: str, game: str, free: int, address: str, port: int,
                 interfaces: Any = None) -> None:
        from zeroconf import ServiceInfo

        label = "".join(c for c in host if c.isalnum() or c in " -_")[:40] or "Tablée"
        self.info = ServiceInfo(
            SERVICE, f"{label} {port}.{SERVICE}", addresses=[socket.inet_aton(address)],
            port=port, properties={"game": game, "free": str(free), "v": str(PROTOCOL),
                                   "host": host[:40]})
        self.net = NetThread("tablee-announce")
        try:
            self._zc = self.net.submit(self._start(interfaces or [address])).result(15)
        except BaseException:
            self.net.stop()
            raise

    async def _start(self, interfaces: Any) -> Any:
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        zc = AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
        try:
            await (await zc.async_register_service(self.info))
        except BaseException:
            await zc.async_close()
            raise
        return zc

    async def _stop(self) -> None:
        try:
            await (await self._zc.async_unregister_service(self.info))
        finally:
            await self._zc.async_close()

    def close(self) -> None:
        try:
            self.net.submit(self._stop()).result(5)
        finally:
            self.net.stop()


class Announcer:
    """A table's announcement, made off the frame thread and unmade whenever its screen is
    done with it — even when that is before it was made (the screen closed while zeroconf
    was still probing: the announcement is closed as soon as it exists, never left on the
    network)."""

    def __init__(self, host: str, game: str, free: int, address: str, port: int) -> None:
        self.details = (host, game, free, address, port)
        self._lock = threading.Lock()
        self._closed = False
        self._announcement: Announcement | None = None

    def open(self) -> None:
        """(A background thread.) Announce, unless closed meanwhile."""
        announcement = Announcement(*self.details)
        with self._lock:
            if not self._closed:
                self._announcement = announcement
                return
        announcement.close()

    def close(self) -> None:
        """(Any thread; blocks while zeroconf says goodbye.) Stop announcing, now or as soon
        as the announcement is made."""
        with self._lock:
            self._closed = True
            announcement, self._announcement = self._announcement, None
        if announcement is not None:
            announcement.close()


def browse(seconds: float = 2.0, interfaces: Any = None) -> list[FoundTable]:
    """The tables heard within ``seconds`` (ours and any other Tablée's on the network), on
    ``interfaces`` (None: the network's). Blocks: run it off the frame thread."""
    net = NetThread("tablee-browse zeroconf")
    try:
        return net.submit(_browse(seconds, interfaces)).result(seconds + 15)
    finally:
        net.stop()


async def _browse(seconds: float, interfaces: Any) -> list[FoundTable]:
    from zeroconf import IPVersion, ServiceStateChange
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    names: list[str] = []

    def heard(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is ServiceStateChange.Added:
            names.append(name)

    zc = AsyncZeroconf(interfaces=interfaces or ["0.0.0.0"], ip_version=IPVersion.V4Only)
    try:
        browser = AsyncServiceBrowser(zc.zeroconf, SERVICE, handlers=[heard])
        await asyncio.sleep(seconds)
        await browser.async_cancel()
        found = []
        for name in list(names):
            info = AsyncServiceInfo(SERVICE, name)
            if not await info.async_request(zc.zeroconf, 1000) or not info.parsed_addresses():
                continue
            props = {k.decode(): (v or b"").decode("utf-8", "replace")
                     for k, v in info.properties.items()}
            if props.get("v") != str(PROTOCOL):
                continue
            free = int(props["free"]) if props.get("free", "").isdigit() else 0
            found.append(FoundTable(clean(props.get("host", "?")), clean(props.get("game", "?")),
                                    free, info.parsed_addresses()[0], int(info.port or 0)))
        return found
    finally:
        await zc.async_close()


def lan_address() -> str:
    """This machine's address on the local network (the one a LAN route leaves from), or
    127.0.0.1 with no network. No packet is sent: a UDP socket is only pointed."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.168.255.255", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
