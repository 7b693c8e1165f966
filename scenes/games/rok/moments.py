"""The real-time parts of a RÖK table that are not drawing: throws, slides, grab rounds.

Pure of pygame, so a driver script (tools/drive.py) can rebuild the same throws
and slides the scene makes: a throw is seeded by the game's seed and the throw
number, a slide's velocity comes from the pull the player made.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from game.rok import GrabClaim
from game.rok.human import Seeker
from game.rok.table import CLOTH_DECELERATION, Table
from game.streams import throw_seed

KEYS = ("a", "l", "v", "p", "z")  # buzzer keys by seat, far apart on the keyboard
GRAB_SECONDS = 15.0  # grabbing times out (R13): people need seconds to find a pair
CLAIM_PENDING = 1.0
"""Seconds a networked claim may wait for the host's race (its fair window, the way back):
past it, a rune claimed here and still face up was refused (a false start, R26)."""
MIN_PULL, MAX_PULL = 6.0, 70.0  # pixels of pull back for a slide
MIN_TRAVEL, TRAVEL_PER_PX = 18.0, 0.36  # table units a slide travels for a pull


def throw_table(seed: int, throw: int, hands: Sequence[Sequence[str]],
                lying: Mapping[str, tuple[float, float, bool]], players: int,
                listen: bool = False) -> Table:
    """The live table of a game's ``throw``-th throw, every seat's runes just launched (R08).

    Seeded by the game's seed and the throw number, so a replay (or a driver that
    mirrors the game) gets the very same throw. ``listen``: the table reports its contacts
    for the clacks (the same throw either way).
    """
    table = Table(lying, seed=throw_seed(seed, throw), listen=listen)
    for seat, hand in enumerate(hands):
        if hand:
            table.launch(list(hand), seat, players)
    return table


def pull_velocity(dx: float, dy: float) -> tuple[float, float] | None:
    """A slide's velocity (table units/s) for a pull of ``(dx, dy)`` screen pixels back
    from the start stone: it leaves the other way, travelling farther the longer the pull
    (up to ``MAX_PULL``). ``None`` for a pull too short to count."""
    length = math.hypot(dx, dy)
    if length < MIN_PULL:
        return None
    travel = MIN_TRAVEL + (min(length, MAX_PULL) - MIN_PULL) * TRAVEL_PER_PX
    speed = math.sqrt(2 * CLOTH_DECELERATION * travel)
    return -dx / length * speed, dy / length * speed  # screen y is down, table y up


@dataclass
class GrabRound:
    """The grab phase of one throw, in the scene's clock (seconds since the runes rested)."""

    throw: int
    clock: float = 0.0
    deadline: float = GRAB_SECONDS
    shown: float = 0.0  # when the table as it is now was first drawn (round clock)
    claims: list[GrabClaim] = field(default_factory=list)
    intents: dict[int, tuple[float, str]] = field(default_factory=dict)  # bots: arrival, rune
    seekers: dict[int, Seeker] = field(default_factory=dict)  # bots' eyes for this throw
    planned: dict[int, int] = field(default_factory=dict)  # bot → actions seen when it planned
    grabbed: set[int] = field(default_factory=set)
    done: set[int] = field(default_factory=set)  # humans who pressed Done
    claimed: dict[str, float] = field(default_factory=dict)  # networked: rune -> when
    window: tuple[int, float] | None = None  # (seat, until): who holds the mouse

    def holder(self) -> int | None:
        if self.window and self.clock <= self.window[1]:
            return self.window[0]
        return None

    def pending(self) -> set[str]:
        """Runes this screen claimed (networked) whose claim the race may still be deciding;
        one still face up after :data:`CLAIM_PENDING` was refused, and may be claimed again."""
        return {rune for rune, at in self.claimed.items() if self.clock - at < CLAIM_PENDING}


@dataclass(frozen=True)
class SlideMark:
    """Where a slid stone stopped (table units) and its result (R24)."""

    stop: tuple[float, float]
    result: float | str
