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


class TamperingRunner(HostRunner):
    """A :class:`HostRunner` that tampers with the next message of an armed kind to one seat's
    laptop (see the module); it keeps honest messages of each kind as donors for splices."""

    def __init__(self, table: HostTable, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.armed: Tampering | None = None
        self.sent = 0  # frames sent to the laptop
        self.tampered = 0  # of which tampered with
        self.donors: dict[str, list[dict[str, Any]]] = {}
        self.told: list[str] = []  # what was sent instead, lately (a failure names it)

    def arm(self, tampering: Tampering | None) -> None:
        """Tamper with the next message ``tampering`` names (None: with nothing)."""
        with self.lock:
            self.armed = tampering

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
            armed = self.armed
            if armed is not None and armed.kind in (kind, "any"):
                self.armed = None
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
    timing: Timing = field(default_factory=lambda: Timing(bot_pace=0.2))
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
