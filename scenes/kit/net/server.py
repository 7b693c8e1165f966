"""The host's side of the wire: a websocket server for the LAN, and a link to a relay.

Safe by default: it listens only while a table is hosted (it is made by the hosting table
and stopped with it), answers only peers on the local network (private, loopback and
link-local addresses; others are closed before a byte of the game is read), holds at most
``max_conns`` connections (``per_address`` from any one address), and lets websockets refuse
any frame over :data:`~game.net.messages.MAX_CLIENT_BYTES`. Everything that arrives goes to
:attr:`inbox` as ``(what, connection, text, arrival time)`` with ``what`` one of ``"open"``
(``text``: the peer's address), ``"text"``, ``"close"``; the host's authority reads it there
(:mod:`.hosting`).

Through a relay the host opens one outgoing connection to ``ws://RELAY/host/ROOM``; the relay
wraps each of its peers' messages as ``{"peer": n, "text": ...}`` (and ``"open"`` /
``"close"``) and the server turns them into connections like any other, so the game above
cannot tell the two apart. A relay that drops (restarted, its machine rebooted) is tried
again with back-off, then the other relays given for the same room, until one answers: its
peers come back as new connections and take their seats back with their tokens.

A relay room is this table's own: each connection to it carries a key in a header (never the
URL), derived for that relay's URL from a secret made for this server alone, kept in memory
and never written anywhere (:func:`~scenes.kit.net.address.room_key`); the relay lets nobody
else hold the room while this host is away. What waits to be sent to any connection is
bounded (:data:`OUT_LIMIT`): a laptop that does not read is cut, not fed.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import itertools
import json
import secrets
import time
from collections.abc import Callable
from typing import Any

from game.net.messages import MAX_CLIENT_BYTES, MAX_HOST_BYTES
from scenes.kit.net.address import ROOM_KEY, room_key
from scenes.kit.net.thread import Inbox, NetThread, Outlet

Arrival = tuple[str, int, str, float]
MAX_CONNS = 16
PER_ADDRESS = 4  # a laptop holds one; a reconnect may overlap the old one a moment
RELAY_BACKOFF = 0.1  # seconds before a dropped relay is tried again, doubled each time ...
RELAY_MAX_BACKOFF = 1.0  # ... up to this
OUT_LIMIT = MAX_HOST_BYTES + 64 * 1024  # what may wait for one laptop: a whole view, and more
RELAY_OUT_LIMIT = 4 * OUT_LIMIT  # what may wait for a relay (every friend's messages)


def on_lan(address: str) -> bool:
    """Whether a peer's address is on the local network (or this machine)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return ip.is_private or ip.is_loopback or ip.is_link_local


class HostServer:
    """The host's connections, direct or through a relay (see the module)."""

    def __init__(self, net: NetThread, clock: Callable[[], float] = time.monotonic,
                 max_conns: int = MAX_CONNS, lan_only: bool = True,
                 per_address: int = PER_ADDRESS) -> None:
        self.net = net
        self.clock = clock
        self.max_conns = max_conns
        self.per_address = per_address
        self._addresses: dict[int, str] = {}  # connection -> where it came from
        self.lan_only = lan_only
        self.inbox: Inbox[Arrival] = Inbox()
        self._ids = itertools.count(1)
        self._outlets: dict[int, Outlet] = {}
        self._closers: dict[int, Callable[[], None]] = {}
        self._server: Any = None
        self._relays: list[asyncio.Task[None]] = []  # each relay room kept (and found again)
        self._relay_socks: set[Any] = set()
        self._relay_secret = secrets.token_bytes(32)  # proves our relay rooms (memory only)
        self.relay_backoff, self.relay_max_backoff = RELAY_BACKOFF, RELAY_MAX_BACKOFF
        self.relay_links = 0  # connections to relays so far (1 + times one was found again)
        self.relay_url: str | None = None  # the relay room served now (None: none, or lost)
        self.port: int | None = None
        self.turned_away = 0
        self.overflows = 0  # connections cut because they did not read what waited

    # --- listening on the LAN -------------------------------------------------------------------

    def listen(self, host: str = "0.0.0.0", port: int = 0) -> int:
        """Start listening (blocking until it does); returns the port."""
        return self.net.submit(self._listen(host, port)).result(10)

    async def _listen(self, host: str, port: int) -> int:
        from websockets.asyncio.server import serve

        self._server = await serve(self._serve, host, port, max_size=MAX_CLIENT_BYTES,
                                   ping_interval=None, compression=None, max_queue=16)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self.port

    async def _serve(self, ws: Any) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else ""
        stranger = self.lan_only and not on_lan(address)
        crowded = sum(a == address for a in self._addresses.values()) >= self.per_address
        if stranger or crowded or len(self._outlets) >= self.max_conns:
            self.turned_away += 1
            await ws.close(1008 if stranger else 1013, "refused")
            return
        conn = next(self._ids)
        self._outlets[conn] = Outlet(ws.send, OUT_LIMIT, self._overflow(ws))
        self._closers[conn] = lambda: asyncio.ensure_future(ws.close())
        self._addresses[conn] = address
        self.inbox.put(("open", conn, address, self.clock()))
        try:
            async for text in ws:
                text = text if isinstance(text, str) else ""
                self.inbox.put(("text", conn, text, self.clock()))
        except Exception:  # a cut connection, an oversized frame: it ends here
            pass
        finally:
            self._gone(conn)

    def _overflow(self, ws: Any) -> Callable[[], None]:
        def cut() -> None:
            self.overflows += 1
            ws.transport.abort()  # (its reader then ends the connection)
        return cut

    def _gone(self, conn: int) -> None:
        outlet = self._outlets.pop(conn, None)
        self._closers.pop(conn, None)
        self._addresses.pop(conn, None)
        if outlet is not None:
            outlet.put(None)
            self.inbox.put(("close", conn, "", self.clock()))

    # --- through a relay ----------------------------------------------------------------

    def through_relay(self, url: str, *alternates: str) -> None:
        """Host through the relay room at ``url`` (``ws://RELAY:PORT/host/ROOM``), blocking
        until the relay accepted; :raises OSError: if it cannot be reached, or refuses the
        room (full, or another host's: the relay's words are the error's). From then on a
        relay that drops is reached again — or the next of ``alternates``, the same room at
        other relays — with back-off, for as long as the table is hosted."""
        self.net.submit(self._relay_first((url, *alternates))).result(10)

    async def _relay_connect(self, url: str) -> Any:
        from websockets.asyncio.client import connect

        return await connect(url, max_size=MAX_HOST_BYTES + 4096, ping_interval=None,
                             compression=None, open_timeout=5,
                             additional_headers={ROOM_KEY: room_key(self._relay_secret, url)})

    async def _relay_first(self, urls: tuple[str, ...]) -> None:
        from websockets.exceptions import InvalidStatus

        try:
            ws = await self._relay_connect(urls[0])
        except InvalidStatus as exc:  # it answered, and refused: its words say why
            words = (exc.response.body or b"").decode("utf-8", "replace")[:120]
            raise ConnectionRefusedError(words or str(exc)) from exc
        self._relays.append(asyncio.get_running_loop().create_task(self._relay_keep(urls, ws)))

    async def _relay_keep(self, urls: tuple[str, ...], ws: Any) -> None:
        """Serve the relay's room; when the relay drops, try again (the same relay, then the
        next) every ``relay_backoff`` seconds, doubled up to ``relay_max_backoff``."""
        from websockets.exceptions import WebSocketException

        index, delay = 0, self.relay_backoff
        while True:
            if ws is not None:
                self.relay_links += 1
                self.relay_url = urls[index]
                await self._relay_serve(ws)
                self.relay_url = None
                delay = self.relay_backoff
            await asyncio.sleep(delay)
            delay = min(self.relay_max_backoff, delay * 2)
            try:
                ws = await self._relay_connect(urls[index])
            except (OSError, TimeoutError, WebSocketException):
                ws, index = None, (index + 1) % len(urls)

    async def _relay_serve(self, ws: Any) -> None:
        """The relay's peers as connections, until the relay goes away."""
        self._relay_socks.add(ws)
        link = Outlet(ws.send, RELAY_OUT_LIMIT, self._overflow(ws))
        peers: dict[int, int] = {}  # the relay's peer number -> our connection

        def sender(peer: int) -> Callable[[str], Any]:
            async def send(text: str) -> None:
                link.put(json.dumps({"peer": peer, "text": text}))
            return send

        def closer(peer: int) -> Callable[[], None]:
            return lambda: link.put(json.dumps({"peer": peer, "close": True}))

        try:
            async for raw in ws:
                frame = json.loads(raw)
                peer = int(frame["peer"])
                if frame.get("open"):
                    conn = peers[peer] = next(self._ids)
                    self._outlets[conn] = Outlet(sender(peer))
                    self._closers[conn] = closer(peer)
                    where = f"relay:{str(frame.get('from', ''))[:64]}"  # (as the relay says)
                    self.inbox.put(("open", conn, where, self.clock()))
                elif frame.get("close"):
                    if peer in peers:
                        self._gone(peers.pop(peer))
                elif peer in peers and isinstance(frame.get("text"), str):
                    self.inbox.put(("text", peers[peer], frame["text"], self.clock()))
        except Exception:  # the relay went away: every peer through it is gone
            pass
        finally:
            self._relay_socks.discard(ws)
            link.put(None)
            for conn in peers.values():
                self._gone(conn)

    # --- the frame thread's side ---------------------------------------------------------

    def send(self, conn: int, text: str) -> None:
        self.net.call(self._send, conn, text)

    def _send(self, conn: int, text: str) -> None:
        outlet = self._outlets.get(conn)
        if outlet is not None:
            outlet.put(text)

    def close(self, conn: int) -> None:
        """Close ``conn`` once what was queued for it is sent."""
        self.net.call(self._close, conn)

    def _close(self, conn: int) -> None:
        outlet, closer = self._outlets.get(conn), self._closers.get(conn)
        if outlet is None or closer is None:
            return
        outlet.put(None)

        async def later() -> None:
            await outlet.task
            closer()
            self._gone(conn)
        asyncio.get_running_loop().create_task(later())

    def stop(self) -> None:
        """Stop listening and close every connection (blocking a moment)."""
        if self.net.alive:
            with contextlib.suppress(Exception):  # best effort: the thread is a daemon
                self.net.submit(self._stop()).result(5)

    async def _stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for task in self._relays:
            task.cancel()
        for ws in list(self._relay_socks):
            await ws.close()
        self._relays.clear()
