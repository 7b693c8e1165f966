"""A laptop's link to its host: it keeps the seat, whatever the Wi-Fi does.

:class:`ClientLink` runs on the network thread. It says hello (with the join code the first
time, with its seat's token ever after), answers the host's pings at once on the network
thread (so a busy frame does not lengthen the measured round trip), and watches the host's
heartbeat: silence longer than ``timeout`` counts as a cut. After any cut it reconnects by
itself with a short backoff (``backoff`` seconds, doubled up to ``max_backoff``) and the
host answers with the full view and log. A refusal before any welcome (a wrong code, a full
table) ends the link: retrying would not help.

What arrives goes to :attr:`inbox` as ``(message, arrival time)``; :meth:`send` queues a
message from any thread. ``clock`` is the laptop's clock (tests give each client a skewed one).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from typing import Any

from game.net.messages import MAX_HOST_BYTES, PROTOCOL, BadMessage, encode, parse_host
from scenes.kit.net.address import BAD_ADDRESS, NO_ROOM
from scenes.kit.net.thread import Inbox, NetThread, Outlet


class ClientLink:
    """A connection to a host (or a relay room) that comes back by itself (see the module)."""

    def __init__(self, net: NetThread, url: str, name: str = "", code: str = "",
                 token: str | None = None, seat: int | None = None,
                 clock: Callable[[], float] = time.monotonic, timeout: float = 3.0,
                 backoff: float = 0.05, max_backoff: float = 1.0,
                 on_token: Callable[[str], None] | None = None, watch: bool = False,
                 spectate: str | None = None, alternates: tuple[str, ...] = ()) -> None:
        self.net = net
        self.url = url
        self.name = name
        self.code = code
        self.token = token
        self.seat = seat
        self.clock = clock
        self.timeout = timeout
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.on_token = on_token
        self.watch = watch  # watch with ``token`` (its seat went to a bot) instead of playing
        self.spectate = spectate  # watch with the table's watch code (a friend, no seat)
        self.urls = (url, *alternates)  # where the table may be: tried in turn after a cut
        self.may_watch = False  # the host said this laptop's seat went to a bot: it may watch
        self.nonce = secrets.token_urlsafe(16)  # (see game.net.messages: a hello again)
        self.inbox: Inbox[tuple[dict[str, Any], float]] = Inbox()
        self.connected = False
        self.connections = 0  # how many times it connected (1 + reconnections)
        self.ended: str | None = None  # why the link gave up, if it did
        self.welcomed = False  # a host ever welcomed it (a relay's room then existed)
        self.here = False  # the host welcomed it on the connection now open
        self._outlet: Outlet | None = None
        self._ws: Any = None
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._closing: asyncio.Future[None] | None = None

    def start(self) -> None:
        self.net.call(self._begin)

    def _begin(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def hello(self) -> dict[str, Any]:
        if self.spectate is not None:
            return {"t": "hello", "v": PROTOCOL, "spectate": self.spectate}
        if self.watch and self.token is not None:
            return {"t": "hello", "v": PROTOCOL, "watch": self.token}
        if self.token is not None:
            return {"t": "hello", "v": PROTOCOL, "token": self.token}
        return {"t": "hello", "v": PROTOCOL, "name": self.name, "code": self.code,
                "seat": self.seat, "nonce": self.nonce}

    async def _run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import WebSocketException

        delay = self.backoff
        while not self._stopping and self.ended is None:
            self.here = False  # (set by _read once this connection is welcomed)
            try:
                async with connect(self.url, max_size=MAX_HOST_BYTES, ping_interval=None,
                                   compression=None, open_timeout=3, close_timeout=1) as ws:
                    self._ws = ws
                    self._outlet = Outlet(ws.send)
                    self._outlet.put(encode(self.hello()))
                    self.connected = True
                    self.connections += 1
                    delay = self.backoff
                    await self._read(ws)
            except (OSError, TimeoutError, WebSocketException) as exc:
                # unreachable, cut, or refused at the handshake: try again; but a relay that
                # has no table of this code (and never had one for this link) says so for good
                reason = str(getattr(getattr(exc, "rcvd", None), "reason", ""))
                if reason.startswith(NO_ROOM) and not self.welcomed and len(self.urls) == 1:
                    self.ended = NO_ROOM
            except (UnicodeError, ValueError) as exc:  # an address no resolver takes: say so
                self.ended = f"{BAD_ADDRESS}: {exc}"
            finally:
                self.connected = False
                if self._outlet is not None:
                    self._outlet.put(None)
                self._outlet = self._ws = None
            if self.given_up():
                break
            if not self.here:  # not there (a relay down, a room gone): the next place
                self.url = self.urls[(self.urls.index(self.url) + 1) % len(self.urls)]
            await asyncio.sleep(delay)
            delay = min(self.max_backoff, delay * 2)

    async def _read(self, ws: Any) -> None:
        welcomed = False
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(), self.timeout)
            except TimeoutError:
                return  # the host fell silent: a cut
            arrived = self.clock()
            try:
                message = parse_host(raw)
            except BadMessage:
                continue
            kind = message["t"]
            if kind == "ping":
                self.answer_ping(message, arrived)
            elif kind == "welcome":
                welcomed = self.welcomed = self.here = True
                if message.get("token") and message["token"] != self.token and not self.watch:
                    self.token = str(message["token"])
                    if self.on_token is not None:
                        self.on_token(self.token)
            elif kind == "refused" and message.get("fatal") and not welcomed:
                self.may_watch = bool(message.get("watch"))
                self.ended = str(message.get("reason"))  # a wrong code, or a seat given away
            self.inbox.put((message, arrived))

    def answer_ping(self, ping: dict[str, Any], arrived: float) -> None:
        """(The network thread.) Answer the host's ping at once, with the time it arrived
        on this laptop's clock: the host's clock maths stand on it."""
        if self._outlet is not None:
            self._outlet.put(encode({"t": "pong", "h": ping["h"], "c": arrived}))

    def given_up(self) -> bool:
        """Stopped by its owner, or refused for good."""
        return self._stopping or self.ended is not None

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for the host (dropped while the link is down: the host's full
        view after the reconnect says what is still to do)."""
        self.net.call(self._send, encode(message))

    def _send(self, text: str) -> None:
        if self._outlet is not None:
            self._outlet.put(text)

    def cut(self) -> None:
        """Drop the connection as a dead Wi-Fi would (tests, the benchmark): it comes back."""
        self.net.call(self._cut)

    def _cut(self) -> None:
        if self._ws is not None:
            self._ws.transport.abort()

    def stop(self) -> None:
        self._stopping = True
        self.net.call(self._stop)

    def _stop(self) -> None:
        if self._ws is not None:
            self._closing = asyncio.ensure_future(self._ws.close())
        if self._task is not None and self._ws is None:
            self._task.cancel()
