"""``game/net/`` is the protocol as pure code: no socket, no thread, no clock, no randomness of
its own (the transport in ``scenes/kit/net/`` brings those), so every call is a plain test."""

from __future__ import annotations

import ast
from pathlib import Path

NET = Path(__file__).resolve().parents[3] / "game" / "net"
FORBIDDEN = {"socket", "asyncio", "websockets", "zeroconf", "time", "threading", "secrets",
             "random", "selectors", "ssl", "queue"}


def test_the_protocol_opens_no_socket_and_reads_no_clock():
    found = []
    for path in sorted(NET.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            found += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert len(list(NET.glob("*.py"))) >= 6 and found == []
