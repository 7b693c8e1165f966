"""The seats' secret tokens, kept in the config dir: a laptop that drops off the Wi-Fi (or is
restarted) takes its own seat back with the token the host gave it.

One small file, ``tables.json``, through the hardened store (:class:`game.store.JsonStore`):
``{"tables": {"ws://host:port/...": {"token": "...", "seat": 1, "saved": 1764201600}}}``.
The newest :data:`KEPT` tables are kept; a damaged file is put aside and the book starts
empty (a seat is then taken back by the host's "wait / a bot takes the seat", never lost).

>>> import tempfile, pathlib
>>> book = TokenBook(pathlib.Path(tempfile.mkdtemp()))
>>> book.remember("ws://10.0.0.2:8765", "s3cret", 1, now=100)
>>> book.seat_for("ws://10.0.0.2:8765")
('s3cret', 1)
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.store import JsonStore, StoreError

FILE = "tables.json"
KEPT = 20
MAX_BYTES = 64 * 1024


class TokenBook:
    """The tokens of the tables this laptop sat at (see the module)."""

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_BYTES)

    def _tables(self) -> dict[str, Any]:
        if not self.store.exists(FILE):
            return {}
        try:
            data = self.store.read(FILE)
        except StoreError:
            self.store.put_aside(FILE)
            return {}
        tables = data.get("tables") if isinstance(data, dict) else None
        return {k: v for k, v in tables.items() if isinstance(v, dict)
                and isinstance(v.get("token"), str)} if isinstance(tables, dict) else {}

    def seat_for(self, url: str) -> tuple[str, int] | None:
        """The token and the seat this laptop held at ``url`` (None: none, or kept by a
        version that did not note the seat: the laptop then joins by the code)."""
        entry = self._tables().get(url)
        seat = entry.get("seat") if entry else None
        if entry is None or not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            return None
        return str(entry["token"]), seat

    def remember(self, url: str, token: str, seat: int, now: float | None = None) -> None:
        tables = self._tables()
        tables[url] = {"token": token, "seat": seat, "saved": int(now or time.time())}
        newest = sorted(tables.items(), key=lambda kv: -int(kv[1].get("saved", 0)))[:KEPT]
        self.store.write(FILE, {"tables": dict(newest)})

    def forget(self, url: str) -> None:
        tables = self._tables()
        if tables.pop(url, None) is not None:
            self.store.write(FILE, {"tables": tables})
