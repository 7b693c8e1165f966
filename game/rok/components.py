"""RÖK's components as data: the 49 runes, their signs and colours, and the table's geometry.

One data table for everything the UI draws and the rules look up (R01–R03).
``table.py`` imports its sizes from here so the core and the simulation agree on
what "on the table" means; nothing here imports pymunk.

Coordinates are table units (centimetres) with the Destiny rune at ``(0, 0)``,
``x`` to the right and ``y`` up (a drawing flips ``y``). The table is round.

>>> RUNES[:3], len(RUNES)
(('b1a', 'b1b', 'b2a'), 48)
>>> twin("w3a"), pair_of("w3b"), colour_name("w3b"), sign_name("w3b")
('w3b', 'w3', 'white', 'thurisaz')
>>> round(seat_angle(0, 4), 4), round(seat_angle(1, 4), 4)
(-1.5708, -3.1416)
"""

from __future__ import annotations

import math

MIN_PLAYERS = 2
MAX_PLAYERS = 5

DESTINY = "D"
COLOURS = {"b": "black", "g": "grey", "w": "white"}
SIGNS = ("fehu", "uruz", "thurisaz", "ansuz", "raido", "kaunan", "gebo", "wunjo")
COPIES = ("a", "b")

#: The 48 bagged runes (R01), sorted: colour letter + sign number 1–8 + copy a/b.
RUNES: tuple[str, ...] = tuple(
    f"{c}{s}{k}" for c in COLOURS for s in range(1, len(SIGNS) + 1) for k in COPIES
)
RUNE_SET = frozenset(RUNES)

#: Runes each player throws, by player count (R07).
THROW_SIZES = {2: 5, 3: 4, 4: 3, 5: 2}

TABLE_RADIUS = 40.0
STRENGTH = (0.3, 1.6)  # a throw's strength (1: an ordinary throw) is clamped into this range
MAX_SPEED = 200.0  # table units a second: a slide no arm gives (the table's own cap is lower)
RUNE_RADIUS = 1.2
#: The farthest a rune's centre can lie from the Destiny rune while on the table.
PLAY_RADIUS = TABLE_RADIUS - RUNE_RADIUS
#: Centre-to-centre distance at which a rune touches the Destiny rune (same size).
CONTACT_DISTANCE = 2 * RUNE_RADIUS
#: How far two resting stones may seem to overlap: the simulation lets touching shapes
#: interpenetrate by about its contact slop (pymunk's 0.1), and places are rounded to 0.01.
#: The deepest seen in 31,000 seeded physics throws was 0.16 (tests/game/rok/test_table.py
#: keeps checking); 0.4 leaves a wide margin and still refuses stacked runes (R08).
OVERLAP_SLACK = 0.4
#: The closest two resting runes' centres (or a rune's and the Destiny rune's) can be (R08).
MIN_SPACING = 2 * RUNE_RADIUS - OVERLAP_SLACK


def twin(rune: str) -> str:
    """The other rune of the same pair (same colour and sign)."""
    return rune[:2] + ("b" if rune[2] == "a" else "a")


def pair_of(rune: str) -> str:
    """The pair a rune belongs to: colour letter + sign number, e.g. ``"w3"``."""
    return rune[:2]


def colour_of(rune: str) -> str:
    return rune[0]


def colour_name(rune: str) -> str:
    return COLOURS[rune[0]]


def sign_name(rune: str) -> str:
    return SIGNS[int(rune[1]) - 1]


def rune_name(rune: str) -> str:
    """Words for logs: ``"white ansuz (w3b)"``."""
    if rune == DESTINY:
        return "the Destiny rune"
    return f"{colour_name(rune)} {sign_name(rune)} ({rune})"


def distance(x: float, y: float) -> float:
    """Centre-to-centre distance from the Destiny rune (R24)."""
    return math.hypot(x, y)


def on_table(x: float, y: float) -> bool:
    """Whether a rune centred at ``(x, y)`` lies within the table's edge."""
    return math.isfinite(x) and math.isfinite(y) and distance(x, y) <= PLAY_RADIUS


def overlapping(a: tuple[float, float], b: tuple[float, float] = (0.0, 0.0)) -> bool:
    """Whether runes resting at ``a`` and ``b`` (the Destiny rune by default) would overlap:
    centres closer than :data:`MIN_SPACING`. No real throw ends that way (R08)."""
    return math.dist(a, b) < MIN_SPACING


def seat_angle(seat: int, players: int) -> float:
    """The direction (radians) from the centre to a seat's edge.

    Seat 0 sits at the bottom; seats follow clockwise seen from above (R06), so
    the angle decreases with the seat number.
    """
    return -math.pi / 2 - 2 * math.pi * seat / players


def seat_edge(seat: int, players: int, inset: float = 0.0) -> tuple[float, float]:
    """The point of a seat's edge, ``inset`` units inside the table's rim."""
    angle = seat_angle(seat, players)
    reach = TABLE_RADIUS - inset
    return reach * math.cos(angle), reach * math.sin(angle)
