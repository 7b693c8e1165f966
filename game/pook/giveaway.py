"""What a seat's plays gave away of its secret Banner: the Hard bot's reading, play by play.

The Hard bot reads each seat's Banner from what it played (:func:`game.pook.banners.banner_odds`,
from its own view). Here a rival of the seat reads that way after each of the seat's plays,
and the chance its reading gives to the seat's *true* Banner makes a curve: flat while the
plays keep the secret, rising as they tell it. The play after which it rose the most is the
one that gave away the most.

>>> from game.core import GameRecord
>>> from game.pook import SPEC
>>> record = GameRecord("pook", 3, 4, {}, ())
>>> curve = banner_curve(record, seat=0)
>>> curve.reader, round(curve.before, 2)   # before any play: one of the five Banners left
(1, 0.2)
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import GameRecord
from game.pook.banners import banner_odds
from game.pook.cards import BANNERS
from game.pook.rules import State
from game.replay import Replay


@dataclass(frozen=True)
class Point:
    """After the seat's play ``played`` (record ``index``, in ``turn``): the ``chance`` the
    reading gives to the seat's true Banner."""

    index: int
    turn: int
    played: str
    chance: float


@dataclass(frozen=True)
class Curve:
    """The seat's true ``banner``, whose reading it is (``reader``, one of ``rivals``), the
    chance before the seat's first play and after each (``points``)."""

    seat: int
    banner: str
    reader: int
    before: float
    points: tuple[Point, ...]
    rivals: tuple[int, ...] = ()

    @property
    def costliest(self) -> tuple[Point, float] | None:
        """The play after which the reading rose the most, and by how much (None: no play
        raised it)."""
        best: tuple[Point, float] | None = None
        last = self.before
        for point in self.points:
            rise = point.chance - last
            if rise > 0 and (best is None or rise > best[1]):
                best = (point, rise)
            last = point.chance
        return best


def reading(state: State, seat: int, reader: int, banner: str) -> float:
    """The chance ``reader``'s Hard reading (from its view of ``state`` alone) gives to
    ``banner`` being ``seat``'s."""
    side = state.side(seat)
    return sum(p for deal, p in banner_odds(state.view(reader)) if deal[side] == banner)


def rivals_of(state: State, seat: int) -> list[int]:
    """The seats on another side than ``seat``, in turn order after it: each reads its
    Banner from its own view (a partner shares it and reads nothing)."""
    players = state.players
    return [other for k in range(1, players)
            if state.side(other := (seat + k) % players) != state.side(seat)]


def banner_curve(record: GameRecord, seat: int, reader: int | None = None) -> Curve | None:
    """``seat``'s curve over a Pook record as ``reader`` reads it (by default the first rival
    after it; None when its Banner is no secret: visible Banners, or none held yet at the end,
    or no rival to read it, or ``reader`` is none of its rivals)."""
    from game.pook import SPEC  # (the spec is built from modules that import this one's)

    replay = Replay(SPEC, record)
    final = replay.final
    if final.visible_banners or final.banners[final.side(seat)] < 0:
        return None
    rivals = rivals_of(final, seat)
    reader = rivals[0] if reader is None and rivals else reader
    if reader not in rivals:
        return None
    banner = BANNERS[final.banners[final.side(seat)]]

    def at(index: int) -> float:
        return reading(replay.state_at(index), seat, reader, banner)

    points = tuple(Point(index, replay.turns[index], record.actions[index], at(index + 1))
                   for index, step in enumerate(replay.steps) if step.actor == seat)
    return Curve(seat, banner, reader, at(0), points, tuple(rivals))
