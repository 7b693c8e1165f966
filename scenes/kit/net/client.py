"""A laptop's link to its host: it keeps the seat, whatever the Wi-Fi does.

:class:`ClientLink` runs on the network thread. It says hello (with the join code the first
time, with its seat and a proof of its token ever after), answers the host's pings at once
on the network thread (so a busy frame does not lengthen the measured round trip), and
watches the host's heartbeat: silence longer than ``timeout`` counts as a cut. After any cut
it reconnects by itself with a short backoff (``backoff`` seconds, doubled up to
``max_backoff``) and the host answers with the full view and log. A refusal before any
welcome (a wrong code, a full table) ends the link: retrying would not help.

Whoever answers is not trusted. Every message is decoded into its type before anything reads
it (:class:`game.net.from_host.HostReader`): a ping or a gesture that cannot be read is
skipped, anything else that cannot be read ends the link with :data:`UNREADABLE` (the table
offers Reconnect and Leave; the host's saved game is untouched). The seat's token crosses
the network once, in the first welcome; coming back, the laptop sends only its seat and a
challenge, and answers the host's own challenge only once the host has proved it holds the
token (:mod:`game.net.proof`); an answer that does not prove it ends the link with
:data:`NOT_THE_HOST`.

What arrives goes to :attr:`inbox` as ``(message, arrival time)``; :meth:`send` queues a
message from any thread. ``clock`` is the laptop's clock (tests give each client a skewed one).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from game.net.from_host import HostMessage, HostReader, Ping, Prove, Unreadable
from game.net.messages import MAX_HOST_BYTES, PROTOCOL, encode
from game.net.proof import laptop_proof, proves
from scenes.kit.net.address import BAD_ADDRESS, NO_ROOM
from scenes.kit.net.thread import Inbox, NetThread, Outlet

UNREADABLE = "the host sent something this version cannot read"
SKIPPED = ("ping", "gesture")
"""What may be skipped when it cannot be read: a heartbeat, and a throw's or a slide's inputs
(the move they end in shows at rest from the host's view)."""
EARLY_FRAMES = 8
"""A table's frames kept when they arrive before its welcome (a relay may reorder): the
rest are dropped, and the host's next state says the same again."""
NOT_THE_HOST = "the table at this address could not prove it is the host this laptop joined"


class ClientLink:
    """A connection to a host (or a relay room) that comes back by itself (see the module)."""

    def __init__(self, net: NetThread, url: str, name: str = "", code: str = "",
                 token: str | None = None, seat: int | None = None,
                 clock: Callable[[], float] = time.monotonic, timeout: float = 3.0,
                 backoff: float = 0.05, max_backoff: float = 1.0,
                 on_token: Callable[[str, int], None] | None = None, watch: bool = False,
                 spectate: str | None = None, alternates: tuple[str, ...] = (),
                 reader: HostReader | None = None) -> None:
        self.net = net
        self.url = url
        self.name = name
        self.code = code
        self.token = token
        self.seat = seat  # the seat wanted at a first join; the seat held once welcomed
        self.reader = reader or HostReader()  # (it pins the table its first welcome said)
        self.challenge: str | None = None  # ours, while the host has to prove itself
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
        self.inbox: Inbox[tuple[HostMessage, float]] = Inbox()
        self.connected = False
        self.connections = 0  # how many times it connected (1 + reconnections)
        self.ended: str | None = None  # why the link gave up, if it did
        self.welcomed = False  # a host ever welcomed it (a relay's room then existed)
        self.here = False  # the host welcomed it on the connection now open
        self.heard = False  # the host said something readable on the connection now open
        self._outlet: Outlet | None = None
        self._ws: Any = None
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._closing: asyncio.Future[None] | None = None

    def again(self) -> ClientLink:
        """A new link to the same table, as this one stands (its seat and token, the table
        its welcome pinned, the places tried, its nonce: a welcome it could not read takes
        the same seat again): Reconnect, once this one has ended."""
        link = ClientLink(self.net, self.url, self.name, self.code, self.token, self.seat,
                          self.clock, self.timeout, self.backoff, self.max_backoff,
                          self.on_token, self.watch, self.spectate,
                          tuple(url for url in self.urls if url != self.url),
                          HostReader(self.reader.game, self.reader.players))
        link.nonce = self.nonce
        return link

    def start(self) -> None:
        self.net.call(self._begin)

    def _begin(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def hello(self) -> dict[str, Any]:
        """The first thing said on a connection: the watch code, the join code, or (a seat's
        token held) the seat and a challenge — never the token itself."""
        if self.spectate is not None:
            return {"t": "hello", "v": PROTOCOL, "spectate": self.spectate}
        if self.token is not None and self.seat is not None:
            self.challenge = secrets.token_urlsafe(24)
            return {"t": "hello", "v": PROTOCOL, "watching" if self.watch else "back": self.seat,
                    "challenge": self.challenge}
        return {"t": "hello", "v": PROTOCOL, "name": self.name, "code": self.code,
                "seat": self.seat, "nonce": self.nonce}

    async def _run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import WebSocketException

        delay = self.backoff
        while not self._stopping and self.ended is None:
            self.here = False  # (set by _read once this connection is welcomed)
            self.heard = False  # (set by _read once the host said anything readable on it)
            try:
                async with connect(self.url, max_size=MAX_HOST_BYTES, ping_interval=None,
                                   compression=None, open_timeout=3, close_timeout=1) as ws:
                    self._ws = ws
                    self._outlet = Outlet(ws.send)
                    self._outlet.put(encode(self.hello()))
                    self.connected = True
                    self.connections += 1
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
            if self.heard:  # the host was there, then cut: come back at once, and the next
                delay = self.backoff  # cut starts over
            else:  # not there (a relay down, a room whose host is away): wait longer each time
                self.url = self.urls[(self.urls.index(self.url) + 1) % len(self.urls)]
            await asyncio.sleep(delay)
            delay = min(self.max_backoff, delay * 2)

    async def _read(self, ws: Any) -> None:
        early: list[tuple[str | bytes, float]] = []  # a table's frames before its welcome
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(), self.timeout)
            except TimeoutError:
                return  # the host fell silent: a cut
            frames = [(raw, self.clock())]
            while frames:
                raw, arrived = frames.pop(0)
                message = self._decoded(raw, early, arrived)
                if message is None and self.ended is not None:
                    return
                if message is None:
                    continue
                if not self._take(message, arrived):
                    return
                if message["t"] == "welcome":
                    frames, early = early, []  # (read now against the table it said)

    def _decoded(self, raw: str | bytes, early: list[tuple[str | bytes, float]],
                 arrived: float) -> HostMessage | None:
        """The frame decoded; None: skipped (or kept in ``early`` for after the welcome), or
        the link ends (``ended`` says why)."""
        try:
            message = self.reader.read(raw)
        except Unreadable as exc:
            if exc.early and len(early) < EARLY_FRAMES:
                early.append((raw, arrived))  # a relay may pass a state before the welcome
                return None
            if exc.kind in SKIPPED:
                return None  # a heartbeat, a throw's flight: not worth the link
            self.ended = f"{UNREADABLE}: {exc}"
            return None
        except Exception as exc:  # a reader's bug a host found: the link, not the app
            logging.getLogger("tablee.net").error("reading a host's message", exc_info=exc)
            self.ended = f"{UNREADABLE}: {type(exc).__name__}"
            return None
        self.heard = True
        return message

    def _take(self, message: HostMessage, arrived: float) -> bool:
        """Act on one decoded message and hand it to the table; False: the link ends."""
        if message["t"] == "ping":
            self.answer_ping(message, arrived)
        elif message["t"] == "prove":
            if not self.prove(message):
                self.ended = NOT_THE_HOST
                return False
            return True
        elif message["t"] == "welcome":
            seat = message["seat"]
            if self.token is not None and seat is not None and seat != self.seat \
                    and not self.watch:  # (a laptop's seat is the one its token is for)
                self.ended = f"{UNREADABLE}: welcome: seat {seat}, not this laptop's"
                return False
            self.welcomed = self.here = True
            self.challenge = None
            if seat is not None and not self.watch:
                self.seat = seat
            token = message["token"]
            if token and self.token is None and not self.watch and seat is not None:
                # (the token crosses once: a host that sends another later cannot re-key it)
                self.token = token
                if self.on_token is not None:
                    self.on_token(token, seat)
        elif message["t"] == "refused" and message["fatal"] and not self.here:
            self.may_watch = bool(message.get("watch"))
            self.ended = message["reason"]  # a wrong code, or a seat given away
        self.inbox.put((message, arrived))
        return True

    def prove(self, message: Prove) -> bool:
        """(The network thread.) The host proved it holds this seat's token: answer its
        challenge with ours (:mod:`game.net.proof`). False: it did not (or nobody asked)."""
        mine, self.challenge = self.challenge, None
        if mine is None or self.token is None \
                or not proves(message["proof"], self.token, mine, message["challenge"]):
            return False
        if self._outlet is not None:
            self._outlet.put(encode({"t": "hello", "v": PROTOCOL, "proof": laptop_proof(
                self.token, mine, message["challenge"])}))
        return True

    def answer_ping(self, ping: Ping, arrived: float) -> None:
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
