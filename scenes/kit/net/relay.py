"""A relay for friends on other networks: the same messages, passed through a room.

Run it where every laptop can reach it (a small server, a machine with a forwarded port)::

    python -m scenes.kit.net.relay --port 8765

The host connects *out* to ``ws://RELAY:8765/host/ROOM`` (no port to open at home); each
friend connects to ``ws://RELAY:8765/join/ROOM``. The relay wraps a friend's messages as
``{"peer": n, "text": ...}`` for the host and unwraps the host's answers; it reads nothing
of the game (the join code, the tokens and the views pass through as text it does not
parse). No account and no server of ours: anyone may run one.

**A room is its host's.** The host proves it at every connection with a key sent in the
``Tablee-Room-Key`` header (never the URL): the first connection claims the room, and the
relay keeps only the key's SHA-256; a later connection to ``/host/ROOM`` is let in only with
the key whose digest that is (checked at the handshake, before a byte of the room's traffic).
While its host is away nobody else may claim the room, and friends are told to try again; a
room whose host stays away :attr:`Limits.away` seconds is forgotten. The key is derived by
the host for this relay's URL alone (:func:`~scenes.kit.net.address.room_key`), so what a
relay learns cannot open the same room at another relay.

**Bounded, whoever connects** (:class:`Limits`): rooms and connections, in all and per
address; peers per room; a peer's message size and rate; every outgoing queue (a connection
that does not read is closed once its queue passes the bound); a host link with no peer that
says nothing, and a peer that says nothing, are closed after a while.

For tests and the benchmark it can be unkind on purpose: each message is delayed by a
seeded random time in ``jitter`` (so messages overtake one another: reordering), and a
friend's connection is cut every ``cut_every`` seconds or so.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.net.messages import MAX_CLIENT_BYTES, MAX_HOST_BYTES
from game.net.seats import RateLimit
from scenes.kit.net.address import NO_ROOM, ROOM_KEY
from scenes.kit.net.thread import Outlet

HOST_AWAY = "the host is away"  # how a join begins to be refused while its room waits
TAKEN = "this room is another host's"
FULL = "the relay is full: try again later"


@dataclass(frozen=True)
class Limits:
    """What one relay holds at most (docs/net.md says why these numbers)."""

    rooms: int = 128
    rooms_per_address: int = 8  # a host holds two per table (the join and the watch code)
    conns: int = 512
    conns_per_address: int = 32  # a host and its friends behind one home router
    peers: int = 8  # friends in one room
    queue: int = MAX_HOST_BYTES + 64 * 1024  # what may wait for one connection: one whole
    # message of a host and then some, whatever its peer reads
    away: float = 300.0  # seconds a room waits for its host to come back
    host_idle: float = 600.0  # a host link with no peer that said nothing this long
    peer_idle: float = 60.0  # a peer that said nothing this long (a laptop answers pings)


@dataclass
class Link:
    """One connection in a room: when it last said something, and what waits for it."""

    ws: Any
    outlet: Outlet
    heard: float


@dataclass
class Room:
    """A host's room: the digest of its key, whose address claimed it, and who is in."""

    digest: bytes
    owner: str
    host: Link | None = None  # None: its host is away since ``away_since``
    away_since: float = 0.0
    peers: dict[int, Link] = field(default_factory=dict)
    next_peer: int = 1


def key_digest(key: str | None) -> bytes | None:
    """The SHA-256 of a host's key as its header gives it (64 hex digits), else None."""
    if key is None or len(key) != 64:
        return None
    try:
        return hashlib.sha256(bytes.fromhex(key)).digest()
    except ValueError:
        return None


def room_path(path: str) -> tuple[str, str] | None:
    """``("host" | "join", ROOM)`` of a request's path, or None."""
    parts = path.split("?")[0].strip("/").split("/")
    if len(parts) != 2 or parts[0] not in ("host", "join") or not 0 < len(parts[1]) <= 64:
        return None
    return parts[0], parts[1]


class Relay:
    """The relay's rooms (see the module). ``jitter``: seconds ``(low, high)`` each message
    waits; ``cut_every``: seconds between cuts of a friend's connection (None: never)."""

    def __init__(self, jitter: tuple[float, float] = (0.0, 0.0), cut_every: float | None = None,
                 seed: int = 0, rate: float = 60.0, burst: float = 120.0,
                 limits: Limits | None = None) -> None:
        self.jitter = jitter
        self.cut_every = cut_every
        self.rng = random.Random(seed)  # the relay's chaos only; never a game's randomness
        self.rate, self.burst = rate, burst
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {}
        self.addresses: Counter[str] = Counter()  # open connections, by address
        self.cuts = 0
        self.closed = Counter[str]()  # connections the relay closed, by why ("queue", "idle")
        self.server: Any = None
        self.port: int | None = None
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        from websockets.asyncio.server import serve

        self.server = await serve(self._serve, host, port, max_size=MAX_HOST_BYTES + 4096,
                                  ping_interval=None, compression=None, max_queue=2,
                                  process_request=self._handshake)
        self.port = int(self.server.sockets[0].getsockname()[1])
        loop = asyncio.get_running_loop()
        self._tasks.append(loop.create_task(self._sweep()))
        if self.cut_every:
            self._tasks.append(loop.create_task(self._cutter()))
        return self.port

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    # --- who may come in ------------------------------------------------------------------

    def _refusal(self, path: str, address: str, key: str | None, opening: bool
                 ) -> tuple[int, str] | None:
        """Why a connection may not come in (an HTTP status and words), or None.
        ``opening``: it is already counted among the open ones (the handler checks again)."""
        where = room_path(path)
        if where is None:
            return 404, "use /host/ROOM or /join/ROOM"
        counted = 1 if opening else 0
        limits = self.limits
        if (sum(self.addresses.values()) - counted >= limits.conns
                or self.addresses[address] - counted >= limits.conns_per_address):
            return 503, FULL
        if where[0] == "join":
            return None
        digest = key_digest(key)
        if digest is None:
            return 401, f"a host proves its room with its key ({ROOM_KEY})"
        held = self.rooms.get(where[1])
        if held is not None:
            return None if hmac.compare_digest(held.digest, digest) else (403, TAKEN)
        mine = sum(r.owner == address for r in self.rooms.values())
        if len(self.rooms) >= limits.rooms or mine >= limits.rooms_per_address:
            return 503, FULL
        return None

    def _handshake(self, connection: Any, request: Any) -> Any:
        """Refuse at the handshake what may not come in: the host's connect then fails at
        once with the relay's words, and a refused room costs no websocket."""
        refusal = self._refusal(request.path, address_of(connection), request.headers.get(
            ROOM_KEY), opening=False)
        return None if refusal is None else connection.respond(*refusal)

    async def _serve(self, ws: Any) -> None:
        address = address_of(ws)
        self.addresses[address] += 1
        try:
            key = ws.request.headers.get(ROOM_KEY)
            refusal = self._refusal(ws.request.path, address, key, opening=True)
            if refusal is not None:  # (things changed during the handshake)
                await ws.close(1013 if refusal[0] == 503 else 1008, refusal[1])
                return
            kind, name = room_path(ws.request.path) or ("", "")
            if kind == "host":
                await self._host(ws, name, address, key_digest(key) or b"")
            else:
                await self._join(ws, name)
        finally:
            self.addresses[address] -= 1
            if self.addresses[address] <= 0:
                del self.addresses[address]

    def _link(self, ws: Any) -> Link:
        def overflow() -> None:
            self.closed["queue"] += 1
            ws.transport.abort()  # (not close(): a peer that does not read takes no close)
        return Link(ws, Outlet(ws.send, self.limits.queue, overflow), self._now())

    # --- the host's side ------------------------------------------------------------------

    async def _host(self, ws: Any, name: str, address: str, digest: bytes) -> None:
        room = self.rooms.get(name)
        if room is None:
            room = self.rooms[name] = Room(digest, address)
        link, former = self._link(ws), room.host
        room.host, room.owner = link, address
        if former is not None:  # its host again on a new connection: the old one is stale
            self._host_gone(room)
            former.ws.transport.abort()
        try:
            async for raw in ws:
                link.heard = self._now()
                frame = json.loads(raw)
                peer = room.peers.get(int(frame.get("peer", -1)))
                if peer is None:
                    continue
                if frame.get("close"):
                    self._later(peer.outlet, None)
                    asyncio.get_running_loop().call_later(self.jitter[1] + 0.01, _close,
                                                          peer.ws)
                elif isinstance(frame.get("text"), str):
                    self._later(peer.outlet, frame["text"])
        except Exception:  # the host went away (or sent nonsense): the room waits for it
            pass
        finally:
            link.outlet.put(None)
            if room.host is link:
                room.host, room.away_since = None, self._now()
                self._host_gone(room)

    def _host_gone(self, room: Room) -> None:
        """Its friends are let go (they come back by themselves, to the host's next link)."""
        for peer in room.peers.values():
            _close(peer.ws, 1001, "the host left")
        room.peers.clear()

    # --- a friend's side ------------------------------------------------------------------

    async def _join(self, ws: Any, name: str) -> None:
        room = self.rooms.get(name)
        if room is None or len(room.peers) >= self.limits.peers:
            await ws.close(1013, f"{NO_ROOM}, or it is full")
            return
        host = room.host
        if host is None:
            await ws.close(1013, f"{HOST_AWAY}: try again")
            return
        number = room.next_peer
        room.next_peer += 1
        link = room.peers[number] = self._link(ws)
        where = str(ws.remote_address[0]) if ws.remote_address else ""
        host.outlet.put(json.dumps({"peer": number, "open": True, "from": where}))
        limit = RateLimit(self.rate, self.burst)
        try:
            async for text in ws:
                link.heard = now = self._now()
                if not isinstance(text, str) or len(text) > MAX_CLIENT_BYTES:
                    break
                if limit.allow(now) and room.host is host:
                    self._later(host.outlet, json.dumps({"peer": number, "text": text}))
        except Exception:  # a cut: the host hears of it below
            pass
        finally:
            link.outlet.put(None)
            if room.peers.get(number) is link:
                del room.peers[number]
                if room.host is host:
                    host.outlet.put(json.dumps({"peer": number, "close": True}))

    # --- time passing ---------------------------------------------------------------------

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    def sweep(self, now: float) -> None:
        """Forget rooms whose host stayed away too long; close links silent too long."""
        limits = self.limits
        for name, room in list(self.rooms.items()):
            if room.host is None:
                if now - room.away_since > limits.away:
                    del self.rooms[name]
                continue
            silent = [p for p in room.peers.values() if now - p.heard > limits.peer_idle]
            if not room.peers and now - room.host.heard > limits.host_idle:
                silent.append(room.host)
            for link in silent:
                self.closed["idle"] += 1
                link.ws.transport.abort()

    async def _sweep(self) -> None:
        limits = self.limits
        every = max(0.05, min(5.0, limits.away, limits.host_idle, limits.peer_idle) / 4)
        while True:
            await asyncio.sleep(every)
            self.sweep(self._now())

    def _later(self, outlet: Outlet, text: str | None) -> None:
        low, high = self.jitter
        delay = self.rng.uniform(low, high) if high > 0 else 0.0
        if delay <= 0:
            outlet.put(text)
        else:
            asyncio.get_running_loop().call_later(delay, outlet.put, text)

    async def _cutter(self) -> None:
        assert self.cut_every is not None
        while True:
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.cut_every)
            peers = [p.ws for room in self.rooms.values() for p in room.peers.values()]
            if peers:
                self.cuts += 1
                self.rng.choice(peers).transport.abort()


def address_of(ws: Any) -> str:
    """Where a connection comes from (its IP address)."""
    return str(ws.remote_address[0]) if ws.remote_address else ""


_CLOSING: set[asyncio.Task[None]] = set()


def _close(ws: Any, code: int = 1000, reason: str = "") -> None:
    task = asyncio.get_running_loop().create_task(ws.close(code, reason))
    _CLOSING.add(task)  # kept until done (a task only weakly held may vanish)
    task.add_done_callback(_CLOSING.discard)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m scenes.kit.net.relay",
                                     description="A relay for Tablée tables across networks.")
    parser.add_argument("--bind", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--jitter-ms", type=float, nargs=2, default=(0.0, 0.0),
                        metavar=("LOW", "HIGH"), help="delay each message (tests only)")
    parser.add_argument("--cut-every", type=float, default=None, help="cut a peer (tests only)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    async def serve() -> None:
        relay = Relay((args.jitter_ms[0] / 1000, args.jitter_ms[1] / 1000), args.cut_every,
                      args.seed)
        port = await relay.start(args.bind, args.port)
        print(f"relay listening on {args.bind}:{port}", flush=True)
        await asyncio.Event().wait()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
