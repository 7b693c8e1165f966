"""Drill tables as evidence of a player's seeing pace, beside their paced throws (R25).

A timed drill table (:mod:`game.rok.drill`) is a search the human model can make too: the
table is dealt again from its seed, and the modelled attentive adult answers it with the
table's own search (:class:`~game.rok.human.Seeker`, its click through the latency
pipeline) at each seeing pace of :data:`~game.rok.pace.GRID`. The player's time is the
observation; the model's mean log time at each pace is the curve. So a drill table stands
beside a paced throw in :func:`~game.rok.pace.seeing_pace` (it is
:class:`~game.rok.pace.Seen`): a player who answers every table exactly as the model does at
pace ``k`` is fitted at ``GRID[k]``. A drill table tells nothing of the hand alone (no gap
from a pair's first rune to its twin), so the hand is fitted from throws, the prior's
without them: a person who only drilled and is slow in every part has part of their slowness
fitted in the wrong place (``pace_drill_fit_err_pct``, docs/bench.md). A time longer than
:data:`CAP` (a table left alone) counts as the cap, as the model's would.

**Whose**: a session names the person the drill screen was opened for (the seat whose
review was shown: the name chosen at the table's setup); sessions without a name (kept
before names were, or opened for nobody) feed nobody's fit.

**Weight**: a drill table counts as one throw. A player's games' throws (each game at the
time it started) and drill tables (each session at the time it ended) are taken in the order
of those times, the latest :data:`~game.rok.pace.RECENT` of them, so a person who drills
between games moves the Matched bot as much as the same number of throws would, and the
blend with the prior (:func:`~game.rok.pace.matched_pace`) counts tables as throws.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.core import Rng
from game.rok.drill import Drill, Session, make_drill, seen_time
from game.rok.human import PEOPLE, Perception
from game.rok.latency import FRAME
from game.rok.pace import GRID, RECENT, Seen, on_grid, throws_of_players

if TYPE_CHECKING:
    from game.saves import SavedGame

SAMPLES = 6  # the modelled adult answers each table this many times at each pace of GRID
CAP = 60.0  # s: a table answered later than this tells of something else than seeing


@dataclass(frozen=True, eq=False)
class DrillPace:
    """One timed drill table: the table, its seed and the player's time on it."""

    drill: Drill
    seed: int
    time: float
    #: the modelled adult's mean log capped time at each pace of GRID, by hand pace
    curves: dict[float, tuple[float, ...]] = field(default_factory=dict, repr=False)

    @property
    def capped(self) -> float:
        """The player's time, at most :data:`CAP` (never under a frame)."""
        return max(FRAME, min(self.time, CAP))

    def curve(self, hand: float) -> tuple[float, ...]:
        """The mean log of the modelled adult's capped time on this table at each seeing pace
        of GRID, its hand ``hand`` times the adult's (the nearest grid pace); the same draws
        at every pace."""
        hand = on_grid(hand)
        if hand not in self.curves:
            self.curves[hand] = tuple(statistics.mean(
                math.log(min(CAP, seen_time(self.drill, PEOPLE["attentive"].paced(seeing, hand),
                                            Rng(self.seed).fork(1 + k)) or CAP))
                for k in range(SAMPLES)) for seeing in GRID)
        return self.curves[hand]


def drill_paces(session: Session) -> list[DrillPace]:
    """A session's timed tables, dealt again (none if it kept no seeds)."""
    return [DrillPace(drill, seed, time) for drill, seed, time in session.tables()]


def evidence_of_players(games: Iterable[SavedGame], sessions: Iterable[Session],
                        names: Collection[str], skip: str = "") -> dict[str, list[Seen]]:
    """Each of ``names``' paced throws over ``games`` (RÖK saved games, the latest first as
    the index finds them; the one named ``skip`` left out) and timed drill tables over
    ``sessions`` (theirs by name), in the order of their times (see the module), the latest
    :data:`~game.rok.pace.RECENT` of them."""
    dated: dict[str, list[tuple[str, Seen]]] = {}
    for saved in reversed(list(games)):
        for name, throws in throws_of_players([saved], names, skip).items():
            dated.setdefault(name, []).extend((saved.started, throw) for throw in throws)
    for session in sessions:
        if session.who and session.who in names:
            dated.setdefault(session.who, []).extend(
                (session.when, table) for table in drill_paces(session))
    return {name: [seen for _, seen in sorted(found, key=lambda item: item[0])][-RECENT:]
            for name, found in dated.items()}


def answered(eyes: Perception, who: str, when: str, kind: str, size: int,
             seeds: Sequence[int], rng: Rng) -> Session:
    """A session of the tables dealt from ``seeds``, answered by a modelled person with
    ``eyes`` (draws from ``rng``): a stand-in for a person, for the benches and tests."""
    times = []
    for seed in seeds:
        drill = make_drill(kind, size, Rng(seed))
        times.append(min(CAP, seen_time(drill, eyes, rng.fork(seed)) or CAP))
    return Session(when, kind, size, tuple(times), 0, who, tuple(seeds))
