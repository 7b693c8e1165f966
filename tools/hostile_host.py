"""A hostile host: the real :class:`HostTable` and :class:`HostRunner`, whose messages to one
laptop are tampered with, one field of one message at a time, as a broken or malicious host
(or a relay in between) would send them.

The vocabulary of tamperings (:class:`Tampering`), drawn two ways — :func:`tamperings`, a
hypothesis strategy for the tests (which shrink what they find), and :func:`seeded_tampering`
for the benchmark — each applied to an honest message by :func:`tamper`:

- ``delete``: a field (at any depth) taken out;
- ``nasty``: a field replaced by a value no honest host sends: the wrong type, text with a
  lone surrogate, NaN, infinities, 1e308 (finite, but NaN in the physics), 1e300 (a place no
  screen holds), huge integers, deep nesting, a huge string, ``{"up": 5}``;
- ``splice``: a field replaced by the same field of another honest message of that kind, from
  elsewhere in the game (every type right, the whole inconsistent: a card not in the hand, a
  seat whose turn it is not);
- ``whole``: the message replaced by text that is not one (not JSON, an array, deeply nested,
  an unknown kind).

Nothing here opens more than loopback: :class:`HostileTable` listens on 127.0.0.1.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from game.core import GameRecord
from game.net.host import HostTable, Out, Timing
from game.net.messages import encode
from game.net.seats import BOT, REMOTE, Seat
from scenes.kit.net.hosting import HostRunner, new_token

DEEP: Any = 0
for _ in range(3000):
    DEEP = [DEEP]
NASTY: tuple[Any, ...] = (
    None, True, "two", "", "\ud800", "Bob\u202e\u0007", 7, -1, 2**70, 10**400, 1e308, -1e308,
    1e300, [1e308, 1e308], [1e300, 1e300], float("nan"), float("inf"), [], {}, {"up": 5},
    [None], [[]], "x" * 5000, DEEP)
WHOLE: tuple[str, ...] = ("not json", "[]", "[" * 5000 + "]" * 5000, '{"t": "juggle"}',
                          '{"t": null}', "{}", '{"t": "state"}', '"\\ud800"')
OPS = ("delete", "nasty", "splice", "whole")
KINDS = ("welcome", "state", "ping", "gesture", "refused", "prove", "bye", "any")
CODE = "K3Y9PA"


@dataclass(frozen=True)
class Tampering:
    """What to do to the next message of ``kind`` ("any": whatever comes next): ``op`` at the
    ``where``-th path of it, with the ``value``-th value of the vocabulary."""

    kind: str
    op: str
    where: int
    value: int


def tamperings() -> st.SearchStrategy[Tampering]:
    """Every tampering (the tests' fuzzer)."""
    return st.builds(Tampering, st.sampled_from(KINDS), st.sampled_from(OPS),
                     st.integers(0, 10_000), st.integers(0, 10_000))


def seeded_tampering(rng: random.Random) -> Tampering:
    """One tampering from a seeded generator (the benchmark's)."""
    return Tampering(rng.choice(KINDS), rng.choice(OPS), rng.randrange(10_000),
                     rng.randrange(10_000))


Path = tuple[str | int, ...]


def paths(value: Any, prefix: Path = (), limit: int = 2000) -> list[Path]:
    """Every path to a part of ``value`` (keys of objects, indices of arrays), itself first."""
    found: list[Path] = [prefix]
    stack: list[tuple[Path, Any]] = [(prefix, value)]
    while stack and len(found) < limit:
        where, node = stack.pop()
        items = node.items() if isinstance(node, dict) else \
            enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            found.append((*where, key))
            stack.append(((*where, key), child))
    return found


def _get(value: Any, path: Path) -> Any:
    for key in path:
        value = value[key]
    return value


def tamper(message: dict[str, Any], tampering: Tampering,
           donors: Sequence[dict[str, Any]] = ()) -> str:
    """The text a hostile host sends instead of ``message`` (see the module)."""
    if tampering.op == "whole":
        return WHOLE[tampering.value % len(WHOLE)]
    copy = json.loads(encode(message))
    where = paths(copy)[1:]  # (the message itself is replaced by "whole")
    if not where:
        return WHOLE[tampering.value % len(WHOLE)]
    path = where[tampering.where % len(where)]
    parent, key = _get(copy, path[:-1]), path[-1]
    if tampering.op == "delete":
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(int(key))
    elif tampering.op == "splice" and donors:
        donor = donors[tampering.value % len(donors)]
        try:
            parent[key] = json.loads(json.dumps(_get(donor, path)))
        except (KeyError, IndexError, TypeError):
            parent[key] = NASTY[tampering.value % len(NASTY)]
    else:
        parent[key] = NASTY[tampering.value % len(NASTY)]
    try:
        return json.dumps(copy, allow_nan=True)  # (lone surrogates kept as \\ud800 escapes)
    except RecursionError:
        return WHOLE[2]


DELETE = object()  # (a field a case takes out)


@dataclass(frozen=True)
class Case:
    """A field of a message set to a value (:data:`DELETE`: taken out), as a hostile host
    sent it when it was first tried: ``path`` leads from the message to the field (a log
    entry: ``("log", "throw", "d")`` is the ``d`` of the first entry of kind ``throw``,
    ``("log", "turn")`` that whole entry)."""

    kind: str
    path: tuple[str, ...]
    value: Any
    game: str = "totem"

    def apply(self, message: dict[str, Any]) -> dict[str, Any] | None:
        """``message`` with the field set (None: not this case's message)."""
        if message.get("t") != self.kind:
            return None
        copy = json.loads(encode(message))
        parent: Any = copy
        path = list(self.path)
        if path[:1] == ["log"]:
            entry = next((e for e in copy["log"] if e["k"] == path[1]), None)
            if entry is None:
                return None
            if len(path) == 2:  # the whole entry
                copy["log"][copy["log"].index(entry)] = self.value
                return copy
            parent, path = entry, path[2:]
        for key in path[:-1]:
            parent = parent[key]
        if self.value is DELETE:
            parent.pop(path[-1], None)
        else:
            parent[path[-1]] = self.value
        return copy


CASES: dict[str, Case] = {
    "welcome.players as text": Case("welcome", ("players",), "two"),
    "state.view null": Case("state", ("view",), None),
    "view.legal a number": Case("state", ("view", "legal"), 7),
    "a log entry of the wrong shape": Case("state", ("log", "setup"),
                                           {"n": "x", "k": None, "d": 5}),
    "a ping's offset as text": Case("ping", ("offset",), "soon"),
    "a ping without h": Case("ping", ("h",), DELETE),
    "a throw whose d is {up: 5}": Case("state", ("log", "throw", "d"), {"up": 5}, "rok"),
    "a slide's velocity of 1e308": Case("gesture", ("velocity",), [1e308, 1e308], "rok"),
    "a slide's start of 1e300": Case("gesture", ("start",), [1e300, 1e300], "rok"),
}
"""The fields that ended a laptop with a traceback when a hostile host was first tried."""


class TamperingRunner(HostRunner):
    """A :class:`HostRunner` that tampers with the next message of an armed kind to one seat's
    laptop (see the module); it keeps honest messages of each kind as donors for splices."""

    def __init__(self, table: HostTable, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.armed: dict[str, Tampering] = {}  # by the kind of message it waits for
        self.sent = 0  # frames sent to the laptop
        self.tampered = 0  # of which tampered with
        self.donors: dict[str, list[dict[str, Any]]] = {}
        self.told: list[str] = []  # what was sent instead, lately (a failure names it)
        self.case: Case | None = None  # a case of :data:`CASES` played once, when its message comes

    def arm(self, tampering: Tampering | None) -> None:
        """Tamper with the next message of the kind ``tampering`` names, unless one already
        waits for that kind (None: disarm every kind)."""
        with self.lock:
            if tampering is None:
                self.armed = {}
            else:
                self.armed.setdefault(tampering.kind, tampering)

    def waiting_for(self, kind: str) -> bool:
        """Whether a tampering waits for a message of ``kind``."""
        return kind in self.armed

    def inject(self, message: dict[str, Any]) -> None:
        """Send the laptop ``message`` (an honest one this table does not make on its own:
        a slide's inputs), through the tampering as any other."""
        with self.lock:
            conn = self.table.seats[self.seat].conn
            if conn is not None:
                self.send([(conn, message)])

    def send(self, outs: list[Out]) -> None:
        laptop = self.table.seats[self.seat].conn
        for conn, message in outs:
            if message is None:
                self.server.close(conn)
                continue
            if conn != laptop:
                self.server.send(conn, encode(message))
                continue
            self.sent += 1
            kind = str(message.get("t"))
            hostile = self.case.apply(message) if self.case is not None else None
            if hostile is not None:
                self.case = None
                self.tampered += 1
                self.server.send(conn, json.dumps(hostile, allow_nan=True))
                continue
            armed = self.armed.pop(kind, None) or self.armed.pop("any", None)
            if armed is not None:
                self.tampered += 1
                text = tamper(message, armed, self.donors.get(kind, ()))
                self.told = [*self.told[-4:], text[:300]]
                self.server.send(conn, text)
                continue
            kept = self.donors.setdefault(kind, [])
            if len(kept) < 40:
                kept.append(json.loads(encode(message)))
            self.server.send(conn, encode(message))


@dataclass
class HostileTable:
    """A game hosted on loopback with a laptop's seat (seat 1) whose messages are tampered
    with; every other seat is a host bot (Easy)."""

    game: str
    players: int
    seed: int
    timing: Timing = field(default_factory=lambda: Timing(heartbeat=0.05, bot_pace=0.2))
    """(A heartbeat twenty times a second: pings to tamper with between the moves.)"""
    runner: TamperingRunner = field(init=False)
    url: str = field(init=False)

    def __post_init__(self) -> None:
        seats = [Seat(f"Bot {i + 1}", BOT, "easy") if i != 1 else Seat("Laptop", REMOTE)
                 for i in range(self.players)]
        table = HostTable.of(GameRecord(self.game, self.players, self.seed), seats, CODE,
                             new_token, self.timing)
        self.runner = TamperingRunner(table, 1)
        self.url = f"ws://127.0.0.1:{self.runner.listen('127.0.0.1', 0)}"
        self.runner.run_in_thread()

    def stop(self) -> None:
        self.runner.stop()


def squat(port: int) -> None:
    """A program at a host's address that cannot prove it is the host (a relay room taken
    over looks the same to a laptop): it answers every hello with a made-up proof."""
    from websockets.sync.server import serve

    def answer(ws: Any) -> None:
        for text in ws:
            print(f"heard {str(text)[:200]}", flush=True)
            if "challenge" in str(text):
                ws.send(json.dumps({"t": "prove", "proof": "0" * 64, "challenge": "c" * 24}))

    with serve(answer, "127.0.0.1", port) as server:
        print(f"squatting {port}", flush=True)
        server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    """``python -m tools.hostile_host GAME --case NAME [--after S] [--relay ws://R]``: host
    GAME on loopback (seat 2 a laptop's; through the relay R too) and send it CASE once, S
    seconds after it joined; prints ``hosting PORT CODE``. ``python -m tools.hostile_host
    squat --port P``: :func:`squat`."""
    import argparse
    import sys
    import time

    parser = argparse.ArgumentParser(prog="python -m tools.hostile_host")
    parser.add_argument("game", choices=("pook", "rok", "totem", "squat"))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--case", choices=sorted(CASES))
    parser.add_argument("--after", type=float, default=0.0)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--relay", help="also host through the relay at this ws:// address")
    args = parser.parse_args(argv)
    if args.game == "squat":
        squat(args.port)
        return 0
    table = HostileTable(args.game, args.players, args.seed)
    if args.relay:
        from scenes.kit.net.address import host_url

        table.runner.through_relay(host_url(args.relay, CODE))
    print(f"hosting {table.url.rsplit(':', 1)[1]} {CODE}", flush=True)
    while args.after and table.runner.table.seats[1].conn is None:
        time.sleep(0.05)  # (a case for later: once the laptop sits)
    time.sleep(args.after)
    if args.case is not None:
        with table.runner.lock:
            table.runner.case = CASES[args.case]
        print(f"armed {args.case}", flush=True)
    try:
        sys.stdin.read()
    finally:
        table.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
