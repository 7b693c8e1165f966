"""Hostile clients of a relay, on loopback: a squatter, a crowd, a friend that never reads.

Each scenario runs a relay and a real host (:class:`~scenes.kit.net.hosting.HostRunner`)
on 127.0.0.1 and says what the hostile side got, as JSON (``tests/net/test_relay_owner.py``
runs them inside ``unshare -n``; ``make bench ONLY=lan`` runs :func:`flood`)::

    unshare -n sh -c 'ip link set lo up && python -m tools.relay_hostile squat'

- ``squat``: while a laptop plays, the host's link to the relay is cut three times and a
  squatter polls ``/host/ROOM`` with a key of its own all along;
- ``crowd``: 70 idle host links from 127.0.0.2, then a real host from 127.0.0.1 and its
  laptop;
- ``deaf``: a friend that never reads while its room's host sends it 1 MB messages.
"""

from __future__ import annotations

import contextlib
import json
import secrets
import socket
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import REMOTE, Seat
from scenes.kit.net.address import ROOM_KEY, host_url, join_url, relay_room
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.thread import NetThread
from tools.lan_relays import RelayProcess

CODE = "K3Y9PACD"
CROWD_FROM = "127.0.0.2"  # (Linux: all of 127/8 is this machine) the crowd's own address


class Squatter:
    """Polls a relay's ``/host/ROOM`` with a key of its own until stopped; while it holds
    the room (if ever) it reads everything for ``hold`` seconds, then lets it go."""

    def __init__(self, url: str, hold: float = 1.0, poll: float = 0.003) -> None:
        self.url, self.hold, self.poll = url, hold, poll
        self.rooms = 0  # times the relay let it in
        self.frames: list[str] = []  # what it read there
        self.refused: Counter[str] = Counter()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="squatter", daemon=True)

    def start(self) -> Squatter:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def _run(self) -> None:
        from websockets.exceptions import InvalidStatus, WebSocketException
        from websockets.sync.client import connect

        key = secrets.token_hex(32)
        while not self._stop.is_set():
            try:
                with connect(self.url, open_timeout=1, close_timeout=0.2,
                             additional_headers={ROOM_KEY: key}) as ws:
                    self.rooms += 1
                    end = time.monotonic() + self.hold
                    while time.monotonic() < end and not self._stop.is_set():
                        try:
                            self.frames.append(str(ws.recv(timeout=0.05)))
                        except TimeoutError:
                            continue
            except InvalidStatus as exc:
                self.refused[str(exc.response.status_code)] += 1
            except (OSError, WebSocketException):
                self.refused["closed"] += 1
            time.sleep(self.poll)


def hosted(base: str, code: str = CODE) -> tuple[HostRunner, NetThread, ClientLink]:
    """A Totem table of two laptops hosted through the relay at ``base``, and one laptop
    joining it (seat 0); raises what ``through_relay`` raises."""
    seats = [Seat("Ana", REMOTE), Seat("Bo", REMOTE)]
    runner = HostRunner(HostTable.of(GameRecord("totem", 2, 5), seats, code, new_token))
    runner.listen("127.0.0.1", 0)
    runner.server.relay_backoff = 0.05
    net = NetThread("hostile-laptop")
    link = ClientLink(net, join_url(base, code), name="Ana", code=code, seat=0)
    try:
        runner.through_relay(host_url(base, code))
    except BaseException:
        runner.stop()
        net.stop()
        raise
    runner.run_in_thread()
    link.start()
    return runner, net, link


def until(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        time.sleep(0.01)
    return condition()


def cut_host_link(runner: HostRunner) -> bool:
    """Drop the host's link to the relay as a dead Wi-Fi would; whether it came back."""
    links = runner.server.relay_links
    runner.net.call(lambda: [ws.transport.abort() for ws in list(runner.server._relay_socks)])
    return until(lambda: runner.server.relay_links > links)


def seat_with(base: str, code: str, token: str) -> int | None:
    """The seat the host welcomes a stolen ``token`` to, if any."""
    from websockets.sync.client import connect

    try:
        with connect(join_url(base, code), open_timeout=2) as ws:
            ws.send(json.dumps({"t": "hello", "v": 1, "token": token}))
            for _ in range(6):
                message = json.loads(ws.recv(timeout=2))
                if message.get("t") == "welcome":
                    return int(message["seat"])
    except Exception:  # refused, closed: no seat
        return None
    return None


def squat(cuts: int = 3) -> dict[str, Any]:
    relay = RelayProcess().start()
    runner, net, link = hosted(relay.base)
    squatter = None
    try:
        welcomed = until(lambda: link.here)
        squatter = Squatter(host_url(relay.base, CODE)).start()
        for _ in range(cuts):
            time.sleep(0.3)
            cut_host_link(runner)
        time.sleep(0.5)
        squatter.stop()
        back = until(lambda: link.here)
        seen = "\n".join(squatter.frames)
        tokens = {json.loads(json.loads(f).get("text", "{}")).get("token") for f in
                  squatter.frames if '\\"token\\"' in f}
        stolen = [seat_with(relay.base, CODE, str(t)) for t in tokens if t]
        return {"laptop_welcomed": welcomed, "squatter_rooms": squatter.rooms,
                "squatter_frames": len(squatter.frames),
                "laptop_token_seen": bool(link.token) and str(link.token) in seen,
                "stolen_seats": [s for s in stolen if s is not None],
                "host_links": runner.server.relay_links, "host_back": runner.server.relay_url
                is not None, "laptop_back": back, "refused": dict(squatter.refused)}
    finally:
        if squatter is not None:
            squatter.stop()
        link.stop()
        runner.stop()
        net.stop()
        relay.kill()


def crowd(count: int = 70) -> dict[str, Any]:
    from websockets.exceptions import InvalidStatus, WebSocketException
    from websockets.sync.client import connect

    relay = RelayProcess().start()
    held: list[Any] = []
    refused: Counter[str] = Counter()
    stack = contextlib.ExitStack()
    try:
        for _ in range(count):
            url = f"{relay.base}/host/{secrets.token_hex(10)}"
            try:
                held.append(stack.enter_context(connect(
                    url, open_timeout=2, source_address=(CROWD_FROM, 0),
                    additional_headers={ROOM_KEY: secrets.token_hex(32)})))
            except InvalidStatus as exc:
                refused[str(exc.response.status_code)] += 1
            except (OSError, WebSocketException):
                refused["closed"] += 1
        try:
            runner, net, link = hosted(relay.base)
        except Exception as exc:  # the real host was kept out
            return {"crowd_held": len(held), "crowd_refused": dict(refused),
                    "host_in": False, "why": str(exc)[:120], "laptop_welcomed": False}
        try:
            welcomed = until(lambda: link.here)
            return {"crowd_held": len(held), "crowd_refused": dict(refused), "host_in": True,
                    "laptop_welcomed": welcomed}
        finally:
            link.stop()
            runner.stop()
            net.stop()
    finally:
        stack.close()
        relay.kill()


def deaf_peer(port: int, room: str) -> socket.socket:
    """A friend in ``room`` that opens its websocket and never reads a byte after that."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", port))
    sock.sendall((f"GET /join/{room} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                  "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)
    if b" 101 " not in answer.split(b"\r\n")[0]:
        raise RuntimeError(f"the relay did not let the friend in: {answer[:60]!r}")
    return sock


def feed_deaf(port: int, count: int, size: int, after: Callable[[], None] = lambda: None
              ) -> tuple[bool, bool]:
    """A client that hosts a room and joins it as a friend that never reads, then sends that
    friend ``count`` messages of ``size`` characters (``after`` each); returns whether the
    relay told the host that its friend was closed, and whether the friend's socket was."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    base = f"ws://127.0.0.1:{port}"
    url = host_url(base, CODE)
    with connect(url, open_timeout=2, max_size=None,
                 additional_headers={ROOM_KEY: secrets.token_hex(32)}) as host:
        peer = deaf_peer(port, relay_room(CODE))
        try:
            json.loads(host.recv(timeout=2))  # {"peer": 1, "open": true, ...}
            text = "x" * size
            for _ in range(count):
                try:
                    host.send(json.dumps({"peer": 1, "text": text}))
                except ConnectionClosed:
                    break
                after()
            told = False
            end = time.monotonic() + 5
            while not told and time.monotonic() < end:
                try:
                    told = json.loads(host.recv(timeout=0.2)).get("close") is True
                except TimeoutError:
                    continue
            return told, closed(peer)
        finally:
            peer.close()


def closed(sock: socket.socket, seconds: float = 5.0) -> bool:
    """Whether the other end closed ``sock`` (what it had sent is read and let go first)."""
    sock.settimeout(0.5)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            if not sock.recv(1 << 20):
                return True
        except TimeoutError:
            return False  # open, and nothing more comes
        except OSError:  # reset: closed
            return True
    return False


def deaf(count: int = 24, size: int = 1 << 20) -> dict[str, Any]:
    from scenes.kit.net.relay import Relay

    net, relay = NetThread("deaf-relay"), Relay()
    port = net.submit(relay.start("127.0.0.1", 0)).result(5)
    largest = [0]

    async def queued() -> int:
        links = [link for room in relay.rooms.values()
                 for link in [*room.peers.values(), *([room.host] if room.host else [])]]
        return max((link.outlet.queued for link in links), default=0)

    def measure() -> None:
        largest[0] = max(largest[0], net.submit(queued()).result(5))
    try:
        told, shut = feed_deaf(port, count, size, measure)
        return {"host_told": told, "friend_closed": shut, "closed_for_queue":
                relay.closed["queue"], "largest_queue": largest[0], "limit": relay.limits.queue,
                "peers_left": sum(len(r.peers) for r in relay.rooms.values())}
    finally:
        net.submit(relay.stop()).result(5)
        net.stop()


def peak_mb(pid: int) -> tuple[float, float]:
    """A process's peak and present resident memory (VmHWM, VmRSS), in MB."""
    fields = dict(line.split(":", 1) for line in
                  Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return (int(fields["VmHWM"].split()[0]) / 1024, int(fields["VmRSS"].split()[0]) / 1024)


def flood(count: int = 40, size: int = 4 * 1024 * 1024 - 256) -> tuple[float, float]:
    """``count`` messages of 4 MB to a friend that never reads, through a relay in a process
    of its own; its (peak, present) resident memory afterwards, in MB."""
    relay = RelayProcess().start()
    try:
        assert relay.process is not None
        feed_deaf(relay.port, count, size)
        time.sleep(0.5)
        return peak_mb(relay.process.pid)
    finally:
        relay.kill()


SCENARIOS: dict[str, Callable[[], dict[str, Any]]] = {"squat": squat, "crowd": crowd,
                                                      "deaf": deaf}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in SCENARIOS:
        print(f"usage: python -m tools.relay_hostile {{{','.join(SCENARIOS)}}}")
        return 2
    print(json.dumps(SCENARIOS[argv[0]]()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
