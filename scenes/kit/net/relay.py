"""A relay for friends on other networks: the same messages, passed through a room.

Run it where every laptop can reach it (a small server, a machine with a forwarded port)::

    python -m scenes.kit.net.relay --port 8765

The host connects *out* to ``ws://RELAY:8765/host/ROOM`` (no port to open at home); each
friend connects to ``ws://RELAY:8765/join/ROOM``. The relay wraps a friend's messages as
``{"peer": n, "text": ...}`` for the host and unwraps the host's answers; it reads nothing
of the game (the join code, the tokens and the views pass through as text it does not
parse) and keeps nothing. It has limits of its own: rooms, peers per room, message size and
rate. No account and no server of ours: anyone may run one.

For tests and the benchmark it can be unkind on purpose: each message is delayed by a
seeded random time in ``jitter`` (so messages overtake one another: reordering), and a
friend's connection is cut every ``cut_every`` seconds or so.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.net.messages import MAX_CLIENT_BYTES, MAX_HOST_BYTES
from game.net.seats import RateLimit
from scenes.kit.net.address import NO_ROOM
from scenes.kit.net.thread import Outlet

MAX_ROOMS = 64
MAX_PEERS = 8


@dataclass
class Room:
    host: Outlet
    peers: dict[int, tuple[Outlet, Any]] = field(default_factory=dict)
    next_peer: int = 1


class Relay:
    """The relay's rooms (see the module). ``jitter``: seconds ``(low, high)`` each message
    waits; ``cut_every``: seconds between cuts of a friend's connection (None: never)."""

    def __init__(self, jitter: tuple[float, float] = (0.0, 0.0), cut_every: float | None = None,
                 seed: int = 0, rate: float = 60.0, burst: float = 120.0) -> None:
        self.jitter = jitter
        self.cut_every = cut_every
        self.rng = random.Random(seed)  # the relay's chaos only; never a game's randomness
        self.rate, self.burst = rate, burst
        self.rooms: dict[str, Room] = {}
        self.cuts = 0
        self.server: Any = None
        self.port: int | None = None

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        from websockets.asyncio.server import serve

        self.server = await serve(self._serve, host, port, max_size=MAX_HOST_BYTES + 4096,
                                  ping_interval=None, compression=None)
        self.port = int(self.server.sockets[0].getsockname()[1])
        if self.cut_every:
            asyncio.get_running_loop().create_task(self._cutter())
        return self.port

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    def _later(self, outlet: Outlet, text: str | None) -> None:
        low, high = self.jitter
        delay = self.rng.uniform(low, high) if high > 0 else 0.0
        if delay <= 0:
            outlet.put(text)
        else:
            asyncio.get_running_loop().call_later(delay, outlet.put, text)

    async def _serve(self, ws: Any) -> None:
        parts = ws.request.path.strip("/").split("/")
        if len(parts) != 2 or parts[0] not in ("host", "join") or not 0 < len(parts[1]) <= 64:
            await ws.close(1008, "use /host/ROOM or /join/ROOM")
            return
        if parts[0] == "host":
            await self._host(ws, parts[1])
        else:
            await self._join(ws, parts[1])

    async def _host(self, ws: Any, name: str) -> None:
        if name in self.rooms or len(self.rooms) >= MAX_ROOMS:
            await ws.close(1013, "room taken or relay full")
            return
        room = self.rooms[name] = Room(Outlet(ws.send))
        try:
            async for raw in ws:
                frame = json.loads(raw)
                peer = room.peers.get(int(frame.get("peer", -1)))
                if peer is None:
                    continue
                if frame.get("close"):
                    self._later(peer[0], None)
                    asyncio.get_running_loop().call_later(self.jitter[1] + 0.01, _close, peer[1])
                elif isinstance(frame.get("text"), str):
                    self._later(peer[0], frame["text"])
        except Exception:  # the host went away (or sent nonsense): the room closes
            pass
        finally:
            del self.rooms[name]
            for _, peer_ws in list(room.peers.values()):
                await peer_ws.close(1001, "the host left")

    async def _join(self, ws: Any, name: str) -> None:
        room = self.rooms.get(name)
        if room is None or len(room.peers) >= MAX_PEERS:
            await ws.close(1013, f"{NO_ROOM}, or it is full")
            return
        number = room.next_peer
        room.next_peer += 1
        room.peers[number] = (Outlet(ws.send), ws)
        where = str(ws.remote_address[0]) if ws.remote_address else ""
        room.host.put(json.dumps({"peer": number, "open": True, "from": where}))
        limit = RateLimit(self.rate, self.burst)
        loop = asyncio.get_running_loop()
        try:
            async for text in ws:
                if not isinstance(text, str) or len(text) > MAX_CLIENT_BYTES:
                    break
                if limit.allow(loop.time()):
                    self._later(room.host, json.dumps({"peer": number, "text": text}))
        except Exception:  # a cut: the host hears of it below
            pass
        finally:
            room.peers.pop(number, None)
            if self.rooms.get(name) is room:
                room.host.put(json.dumps({"peer": number, "close": True}))

    async def _cutter(self) -> None:
        assert self.cut_every is not None
        while True:
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.cut_every)
            peers = [ws for room in self.rooms.values() for _, ws in room.peers.values()]
            if peers:
                self.cuts += 1
                self.rng.choice(peers).transport.abort()


_CLOSING: set[asyncio.Task[None]] = set()


def _close(ws: Any) -> None:
    task = asyncio.get_running_loop().create_task(ws.close())
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
