"""What the RÖK table sounds like: the live table's contacts become clacks.

The pymunk table (``game.rok.table.Table(listen=True)``) reports each new contact's
impulse, place and kind; this turns them into sounds: louder for a harder knock (on a
logarithmic scale, like hearing), panned where it happened, rate-limited so a heap of
stones settling does not roar, and silent for a graze (resting and rolling contacts are not
reported at all). A stone sliding on the cloth scrapes while it moves, louder the faster.
The visual counterpart of every clack is the stones moving on screen.

>>> gain_for(IMPULSE_FLOOR / 2), gain_for(IMPULSE_FLOOR), gain_for(IMPULSE_FULL * 2)
(0.0, 0.15, 1.0)
"""

from __future__ import annotations

import math
from typing import Protocol

from game.rok.components import TABLE_RADIUS
from game.rok.table import Contact

IMPULSE_FLOOR = 2.0  # a softer contact is a graze: silent
IMPULSE_FULL = 60.0  # a throw's hardest knocks (pymunk's units: mass × table units / s)
QUIETEST = 0.15  # the gain of a knock just over the floor
PER_FRAME = 3  # the loudest few of a frame's contacts are heard
BURST = 6  # at most this many clacks at once, then ...
REFILL = 25.0  # ... this many a second
SCRAPE_FULL = 150.0  # sliding speed (units/s, all stones together) of the loudest scrape
HEADROOM = 0.55  # several clacks and the scrape add up: each plays at most this loud
PAN_WIDTH = 0.8  # a stone at the table's edge is heard this far to its side
KINDS = {"stone": "clack_stone", "rim": "clack_rim", "cloth": "clack_cloth"}


class Player(Protocol):
    """What the clatter needs of :class:`scenes.kit.audio.Audio`."""

    def play(self, name: str, gain: float = 1.0, pan: float = 0.0) -> bool: ...

    def loop(self, name: str, gain: float, pan: float = 0.0) -> None: ...

    def hush(self, fade_ms: int = 120) -> None: ...


class Heard(Protocol):
    """What the clatter reads of a listening ``game.rok.table.Table``."""

    def take_contacts(self) -> list[Contact]: ...

    def sliding(self) -> list[tuple[float, float, float]]: ...


def gain_for(impulse: float) -> float:
    """A contact's loudness (0..1): silent under :data:`IMPULSE_FLOOR`, then rising with the
    logarithm of the impulse up to full at :data:`IMPULSE_FULL`."""
    if impulse < IMPULSE_FLOOR:
        return 0.0
    share = math.log(impulse / IMPULSE_FLOOR) / math.log(IMPULSE_FULL / IMPULSE_FLOOR)
    return round(QUIETEST + (1 - QUIETEST) * min(1.0, share), 4)


def pan_for(x: float) -> float:
    """Left (-) to right (+) from a place on the table (its x grows to the right on screen)."""
    return max(-1.0, min(1.0, x / TABLE_RADIUS)) * PAN_WIDTH


class Clatter:
    """Hears a live table frame by frame; ``played`` keeps what it played (tests, tools)."""

    def __init__(self, audio: Player) -> None:
        self.audio = audio
        self.tokens = float(BURST)
        self.played: list[tuple[str, float, float]] = []

    def hear(self, table: Heard, dt: float) -> None:
        """This frame's contacts and slides, after the table stepped."""
        self.tokens = min(float(BURST), self.tokens + REFILL * dt)
        loud = sorted((c for c in table.take_contacts() if c.impulse >= IMPULSE_FLOOR),
                      key=lambda c: -c.impulse)
        for contact in loud[:PER_FRAME]:
            if self.tokens < 1:
                break
            self.tokens -= 1
            sound = (KINDS[contact.kind], HEADROOM * gain_for(contact.impulse),
                     pan_for(contact.x))
            self.played.append(sound)
            self.audio.play(*sound)
        slides = table.sliding()
        speed = sum(s for s, _, _ in slides)
        if speed <= 0:
            self.audio.hush()
            return
        where = sum(s * x for s, x, _ in slides) / speed
        self.audio.loop("scrape", HEADROOM * min(1.0, speed / SCRAPE_FULL), pan_for(where))

    def stop(self) -> None:
        """The table rests (or closes): the scrape fades."""
        self.audio.hush()
