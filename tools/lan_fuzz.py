"""A hostile laptop on loopback: it connects again and again (the host cuts it), says hello or
not, and throws frames at a live host (``tests/net/test_fuzz_live.py``, ``make bench
ONLY=lan``). Only ever pointed at 127.0.0.1.

A frame that cannot be encoded as UTF-8 (a lone surrogate written raw) goes as the bytes a
broken peer would send (``surrogatepass``) in a binary frame: the host must take that too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

CONNECT_SECONDS = 2.0


@dataclass
class Fuzzer:
    """Throws frames at ``url``; ``code`` takes a seat the first time, its token ever after."""

    url: str
    code: str
    source: str | None = None  # the address it connects from (127.0.0.2: not the honest one's)
    token: str | None = None
    sent: int = 0
    connections: int = 0
    refused_at_door: int = 0  # connections the host closed before a frame was read

    def hello(self) -> str:
        """(JSON as a hostile peer writes it: its lone surrogate escaped, valid, and there.)"""
        if self.token is not None:
            return json.dumps({"t": "hello", "v": 1, "token": self.token})
        return json.dumps({"t": "hello", "v": 1, "code": self.code, "name": "Fuzz\ud800\u202e"})

    def _source(self) -> dict[str, tuple[str, int]]:
        return {"source_address": (self.source, 0)} if self.source else {}

    def seat(self) -> None:
        """Take a seat with the join code and keep its token (to come back seated)."""
        from websockets.sync.client import connect

        with connect(self.url, open_timeout=CONNECT_SECONDS, **self._source()) as ws:
            ws.send(self.hello())
            for _ in range(8):
                message = json.loads(ws.recv(timeout=CONNECT_SECONDS))
                if message.get("t") == "welcome":
                    self.token = str(message["token"])
                    return
        raise RuntimeError("the host did not seat the fuzzer")

    def burst(self, frames: Iterator[str], count: int, seated: bool = True) -> int:
        """One connection: hello (when ``seated``), then up to ``count`` frames until the
        host cuts it; returns how many frames went out."""
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
        from websockets.sync.client import connect

        done = 0
        try:
            with connect(self.url, open_timeout=CONNECT_SECONDS, close_timeout=0.2,
                         **self._source()) as ws:
                self.connections += 1
                if seated:
                    ws.send(self.hello())
                for frame, _ in zip(frames, range(count), strict=False):
                    ws.send(frame if sendable(frame) else frame.encode("utf-8", "surrogatepass"))
                    done += 1
        except (ConnectionClosed, InvalidStatus, InvalidHandshake, OSError, TimeoutError):
            if done == 0:
                self.refused_at_door += 1
        self.sent += done
        return done


def sendable(frame: str) -> bool:
    """Whether ``frame`` can go as a text frame (UTF-8 cannot encode a lone surrogate)."""
    try:
        frame.encode()
    except UnicodeEncodeError:
        return False
    return True
