"""Train your eye for RÖK: short timed drills on a still cloth, and the times they leave.

A drill is a table of 4 to 16 face-up runes at rest: **find the pair** (one pair among
runes that are otherwise all different), or **find your Balance rune's twin** (its twin among
runes of other signs, another seat's Balance rune watched too, as at the table: R11). The
player clicks a rune; the time from the runes shown to the correct click is the drill's.

The human model (:mod:`game.rok.human`) answers the same table with the same search, so a
player's times can be set against its percentiles (the attentive adult: :func:`model_times`),
and against their earlier sessions, kept in one file through the hardened store
(:class:`DrillLog`: a damaged log is put aside, never written over, and the sessions still
whole in it start the new one). A session names whose times they are (the person the drill was
opened for) and each table's seed, so the table can be dealt again: a named person's timed
tables are evidence of their seeing pace for the Matched bot (:mod:`game.rok.drill_pace`).

>>> from game.core import Rng
>>> drill = make_drill("pair", 6, Rng(3))
>>> len(drill.runes), len(drill.answer)
(6, 2)
>>> drill.right(next(iter(drill.answer)))
True
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import Rng, is_integer
from game.rok.components import RUNES, TABLE_RADIUS, overlapping, pair_of, twin
from game.rok.human import PEOPLE, Perception, Seeker
from game.rok.latency import click_arrives, read_at
from game.rok.sampling import sample_spot
from game.store import JsonStore, StoreError, parse_json, salvage

KINDS = ("pair", "twin")
SIZES = (4, 8, 12, 16)
ROUNDS = 5
"""Tables in one session."""
MODEL_TABLES = 200
LOG_FILE = "drills.json"
MAX_LOG_BYTES = 512 * 1024
KEPT = 200
"""Sessions kept in the log (the oldest go first)."""
SEEDS = 2**32
"""A table's seed is below this (each table dealt from a seed of its own, kept with its time)."""
MAX_WHO = 64
APART = 5.0
"""Least distance between two runes' centres, in table units (runes on a still cloth, drawn
large enough to tell apart: a little more than twice a stone's width)."""
INSIDE = TABLE_RADIUS - 3.0
"""How far from the centre a drill's rune may rest: clear of the cloth's rim as drawn."""


@dataclass(frozen=True)
class Drill:
    """One table: its runes ``(rune, x, y)`` in table units, the seat's Balance rune and
    another seat's (the twin drill; else None), and the runes a correct click takes."""

    kind: str
    runes: tuple[tuple[str, float, float], ...]
    balance: tuple[str | None, str | None]
    answer: frozenset[str]

    def right(self, rune: str) -> bool:
        return rune in self.answer

    def view(self) -> dict[str, Any]:
        """The table as seat 0 of two sees it at rest (what the model's search reads)."""
        return {"seat": 0, "players": 2, "balance": list(self.balance), "trays": [[], []],
                "hoards": [[], []], "table": [[r, x, y, True] for r, x, y in self.runes]}


def make_drill(kind: str, size: int, rng: Rng) -> Drill:
    """A ``kind`` drill of ``size`` runes (4 to 16), placed apart as thrown runes land.

    :raises ValueError: for another kind or size."""
    if kind not in KINDS or not 4 <= size <= 16:
        raise ValueError(f"a drill is one of {KINDS} with 4 to 16 runes, not {kind} {size}")
    pool = list(RUNES)
    rng.shuffle(pool)
    balance: tuple[str | None, str | None] = (None, None)
    if kind == "twin":
        mine = pool.pop()
        other = next(r for r in pool if pair_of(r) != pair_of(mine))
        balance = (mine, other)
        pool = [r for r in pool if pair_of(r) not in {pair_of(mine), pair_of(other)}]
        chosen, answer = [twin(mine)], frozenset({twin(mine)})
    else:
        chosen = [pool[0], twin(pool[0])]
        answer = frozenset(chosen)
    for rune in pool:
        if len(chosen) < size and pair_of(rune) not in {pair_of(r) for r in chosen}:
            chosen.append(rune)
    rng.shuffle(chosen)
    spots: list[tuple[float, float]] = []
    for _ in chosen:
        spot = sample_spot(rng)
        while (overlapping(spot) or math.hypot(*spot) > INSIDE
               or any(math.dist(spot, other) < APART for other in spots)):
            spot = sample_spot(rng)
        spots.append(spot)
    return Drill(kind, tuple((r, x, y) for r, (x, y) in zip(chosen, spots, strict=True)),
                 balance, answer)


def seen_time(drill: Drill, eyes: Perception, rng: Rng) -> float | None:
    """The model person's time on ``drill`` as the drill's clock reads it: its search for the
    right rune (the table's :class:`~game.rok.human.Seeker`), the click passed through the
    table's latency pipeline (:mod:`game.rok.latency`: the runes seen a display latency after
    they are drawn, the click read at the next frame); None if it clicks no right rune."""
    plan = Seeker(0, 2, eyes, rng, steal=1.0).next_grab(drill.view(), 0.0)
    if plan is None or not drill.right(plan[1]):
        return None
    return read_at(click_arrives(plan[0]))


def model_times(kind: str, size: int, eyes: Perception | None = None,
                tables: int = MODEL_TABLES) -> list[float]:
    """The model person's times (the attentive adult's by default) on ``tables`` seeded
    drills of ``kind`` and ``size``: seconds from the runes shown to the correct click."""
    eyes = eyes or PEOPLE["attentive"]
    times = []
    for seed in range(tables):
        rng = Rng(seed)
        drill = make_drill(kind, size, rng)
        time = seen_time(drill, eyes, rng.fork(1))
        if time is not None:
            times.append(time)
    return times


def percentiles(times: Sequence[float]) -> tuple[float, float, float]:
    """The 10th, 50th and 90th percentiles of ``times``."""
    tenths = statistics.quantiles(times, n=10)
    return tenths[0], statistics.median(times), tenths[-1]


@dataclass(frozen=True)
class Session:
    """One drill session: when, which drill, how many runes, each correct click's time (s), how
    many wrong clicks, whose times they are (a player's name; "": nobody's) and each table's
    seed (``make_drill(kind, size, Rng(seed))`` deals it again; none in sessions kept before
    seeds were)."""

    when: str
    kind: str
    size: int
    times: tuple[float, ...]
    misses: int = 0
    who: str = ""
    seeds: tuple[int, ...] = ()

    @property
    def median(self) -> float | None:
        return statistics.median(self.times) if self.times else None

    def tables(self) -> list[tuple[Drill, int, float]]:
        """Each timed table dealt again: (the drill, its seed, the correct click's time)."""
        if len(self.seeds) != len(self.times):
            return []
        return [(make_drill(self.kind, self.size, Rng(seed)), seed, time)
                for seed, time in zip(self.seeds, self.times, strict=True)]

    def to_dict(self) -> dict[str, Any]:
        return {"when": self.when, "kind": self.kind, "size": self.size,
                "times": list(self.times), "misses": self.misses, "who": self.who,
                "seeds": list(self.seeds)}

    @classmethod
    def from_dict(cls, data: object) -> Session | None:
        """The session ``data`` holds, or None when it is not one (a damaged entry is let go,
        the others kept)."""
        if not isinstance(data, dict):
            return None
        times, when = data.get("times"), data.get("when")
        kind, size, misses = data.get("kind"), data.get("size"), data.get("misses", 0)
        who, seeds = data.get("who", ""), data.get("seeds", [])
        if (not isinstance(when, str) or kind not in KINDS or not is_integer(size)
                or not 4 <= size <= 16 or not is_integer(misses) or not isinstance(times, list)
                or not all(isinstance(t, int | float) and not isinstance(t, bool)
                           and math.isfinite(t) and 0 <= t < 600 for t in times)
                or not isinstance(who, str) or len(who) > MAX_WHO
                or not isinstance(seeds, list) or len(seeds) not in (0, len(times))
                or not all(is_integer(s) and 0 <= s < SEEDS for s in seeds)):
            return None
        return cls(when, str(kind), size, tuple(float(t) for t in times), misses, who,
                   tuple(seeds))


@dataclass(frozen=True)
class Logged:
    """What :meth:`DrillLog.add` did besides adding: the log it found damaged (why; None: it
    was whole or absent), where that file was put aside (None: it was left where it is), how
    many sessions were read from it into the new log, and why the session could not be
    saved (None: it was)."""

    damaged: str | None = None
    kept_as: Path | None = None
    carried: int = 0
    unsaved: str | None = None


@dataclass(frozen=True)
class _Read:
    sessions: list[Session]
    value: dict[str, Any] | None  # the file's whole value (None: damaged or absent)
    damaged: str | None = None


class DrillLog:
    """The players' drill sessions, in one file of the data folder (the hardened store)."""

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_LOG_BYTES)

    def sessions(self) -> list[Session]:
        """Every readable session, the oldest first (from a damaged file, those whose own
        text is whole; none if the file is missing or cannot be read at all)."""
        return self._read().sessions

    def _read(self) -> _Read:
        try:
            raw = self.store.read_bytes(LOG_FILE)
        except FileNotFoundError:
            return _Read([], None)
        except StoreError as exc:  # a folder or a pipe in its place, too large, unreadable
            return _Read([], None, str(exc))
        try:
            data = parse_json(raw, LOG_FILE)
        except StoreError as exc:
            return _Read(salvage(raw, Session.from_dict), None, str(exc))
        entries = data.get("sessions") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            return _Read(salvage(raw, Session.from_dict), None,
                         f"{LOG_FILE}: no list of sessions in it")
        found = [Session.from_dict(e) for e in entries]
        return _Read([s for s in found if s is not None], data)

    def add(self, session: Session) -> Logged:
        """Add ``session``, keeping the last :data:`KEPT` (entries this version does not read,
        a newer version's, are carried as they are). Never raises: what went wrong is told.

        A damaged log is never written over: it is put aside (``drills.json.bak``, then
        ``drills.json.2.bak`` ...) and the new log starts with the sessions read from it. One
        that cannot be put aside (a folder or a pipe in its place) is left alone, and the
        session is not saved."""
        read = self._read()
        kept_as = None
        if read.damaged is not None and self.store.exists(LOG_FILE):
            try:
                kept_as = self.store.directory / self.store.put_aside(LOG_FILE)
            except StoreError as exc:
                return Logged(read.damaged, None, 0, str(exc))
        value = read.value or {"sessions": [s.to_dict() for s in read.sessions]}
        entries = [*value["sessions"], session.to_dict()][-KEPT:]
        carried = len(read.sessions) if read.damaged is not None else 0
        try:
            self.store.write(LOG_FILE, {**value, "sessions": entries})
        except StoreError as exc:
            return Logged(read.damaged, kept_as, carried, str(exc))
        return Logged(read.damaged, kept_as, carried)

    def earlier(self, kind: str, size: int, who: str = "") -> list[Session]:
        """``who``'s sessions of this drill with times, the oldest first."""
        return [s for s in self.sessions()
                if s.kind == kind and s.size == size and s.times and s.who == who]
