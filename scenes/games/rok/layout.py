"""Where things sit on the RÖK table (1280×800 logical; the log takes the right edge).

The round table fills the height of the play area, seen from above, with the
Destiny rune at its centre. Table units (centimetres, y up, ``game.rok.components``)
map to the screen by one scale. Each seat owns the stretch of rim at its
``seat_angle`` (seat 0 at the bottom, then clockwise): its Balance rune lies in
front of it on the cloth, its tray (this throw's grabs) to its right, its hoard
to its left, its name plate just outside the rim. Stones are drawn larger than their
physical size so their carved signs read well — 36 px across, 28.8 on a 1280×720 screen's
window — and the face-up runes of a heap are drawn spread apart (:func:`spread_apart`) so
that none hides another's sign; the core keeps where they really lie.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.rok.components import RUNE_RADIUS, TABLE_RADIUS, seat_angle, seat_edge

CENTRE = (481.0, 400.0)
TABLE_PX = 345.0  # the table's radius on screen
SCALE = TABLE_PX / TABLE_RADIUS  # pixels per table unit
STONE = 18  # drawn radius of a rune lying on the table (its physical radius is ~10.4 px)
STONE_GAP = 3  # face-up stones drawn at least this far apart (pixels between their rims)
TRAY = 16
BALANCE = 19
HOARD = 12
LENS = 40  # the magnifier's stone
PLATE_SIZE = (132, 52)
SEAT_ROW = 33.2  # table units from the centre: Balance, tray and the hoard's front row
HOARD_BACK_ROW = 36.0
BAG_ROW = 27.6
BAG_TURN = math.radians(15)
SLIDE_INSET = RUNE_RADIUS + 1.0  # a slide starts here, inside the rim (table.aimed_slide)
PLAY_AREA = pygame.Rect(0, 0, 962, 800)
STATUS_RECT = pygame.Rect(10, 610, 262, 180)  # what to do now, bottom left
BUTTON_RECT = pygame.Rect(744, 730, 206, 56)  # Throw / Done, bottom right
COUNTDOWN_AT = (847, 704)
CAPTION_Y = 262  # the check's captions, over the upper table
CAPTION_WRAP = 380  # their words wrap short of the side seats' Balance runes (3 seats)
TRAY_FROM, HOARD_FROM, SPREAD_TO = math.radians(6.5), math.radians(6.5), math.radians(30)


def to_screen(x: float, y: float) -> tuple[float, float]:
    """Table units (y up) to screen pixels."""
    return CENTRE[0] + x * SCALE, CENTRE[1] - y * SCALE


def to_table(px: float, py: float) -> tuple[float, float]:
    """Screen pixels to table units."""
    return (px - CENTRE[0]) / SCALE, (CENTRE[1] - py) / SCALE


def polar(reach: float, angle: float) -> tuple[float, float]:
    """The screen point ``reach`` table units from the centre in direction ``angle``."""
    return to_screen(reach * math.cos(angle), reach * math.sin(angle))


def spread(count: int, start: float, step: float, stop: float) -> list[float]:
    """``count`` angle offsets from ``start`` by ``step``, squeezed so they end by ``stop``."""
    if count > 1:
        step = min(step, (stop - start) / (count - 1))
    return [start + i * step for i in range(count)]


def spread_apart(centres: dict[str, tuple[float, float]], fixed: frozenset[str] = frozenset(),
                 radius: float = STONE, gap: float = STONE_GAP
                 ) -> dict[str, tuple[float, float]]:
    """Where stones drawn ``radius`` wide are shown so that none covers another: pairs
    closer than two radii and ``gap`` are pushed apart along the line between them (each
    half the way, a ``fixed`` one not at all: the Destiny rune), kept inside the cloth, a
    few dozen rounds at most. Deterministic (keys in order): the same heap is drawn the same.

    >>> moved = spread_apart({"a": (481.0, 400.0), "b": (485.0, 400.0)}, frozenset({"a"}))
    >>> moved["a"], round(math.dist(moved["a"], moved["b"]))
    ((481.0, 400.0), 39)
    """
    keys = sorted(centres)
    spots = {key: [float(centres[key][0]), float(centres[key][1])] for key in keys}
    least = 2 * radius + gap
    reach = TABLE_PX - radius - 2
    for _ in range(60):
        moved = False
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                pa, pb = spots[a], spots[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                apart = math.hypot(dx, dy)
                if apart >= least - 1e-6:
                    continue
                if apart < 1e-6:  # on top of each other: apart along the keys' order
                    dx, dy, apart = math.cos(i), math.sin(i), 1.0
                push = least - apart
                share_a = 0.0 if a in fixed else (1.0 if b in fixed else 0.5)
                share_b = 0.0 if b in fixed else 1.0 - share_a
                pa[0] -= dx / apart * push * share_a
                pa[1] -= dy / apart * push * share_a
                pb[0] += dx / apart * push * share_b
                pb[1] += dy / apart * push * share_b
                moved = True
        for key in keys:  # on the cloth, never past its rim
            x, y = spots[key][0] - CENTRE[0], spots[key][1] - CENTRE[1]
            far = math.hypot(x, y)
            if far > reach and key not in fixed:
                spots[key] = [CENTRE[0] + x / far * reach, CENTRE[1] + y / far * reach]
        if not moved:
            break
    return {key: (spot[0], spot[1]) for key, spot in spots.items()}


@dataclass(frozen=True)
class Geometry:
    """The screen places of one table of ``players`` seats, the cloth turned so that seat
    ``below`` (the viewer's: this screen's own seat) sits at the bottom. Its plate is at
    least ``own_width`` wide (its name is marked as this screen's)."""

    players: int
    plate_size: tuple[int, int] = PLATE_SIZE  # hot-seat tables have taller plates (pace.py)
    below: int = 0
    own_width: int = 0

    @property
    def turn(self) -> float:
        """How far (radians, counter-clockwise) the cloth is turned on screen."""
        return seat_angle(0, self.players) - seat_angle(self.below, self.players)

    def turned(self, x: float, y: float, back: bool = False) -> tuple[float, float]:
        """A point or a vector of the table (units, y up) as the turned cloth shows it
        (``back``: one seen on the turned cloth, in the table's own terms)."""
        turn = -self.turn if back else self.turn
        cos, sin = math.cos(turn), math.sin(turn)
        return x * cos - y * sin, x * sin + y * cos

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """Table units to screen pixels, on the turned cloth.

        >>> [round(c) for c in Geometry(4, below=1).to_screen(*seat_edge(1, 4))]
        [481, 745]
        """
        return to_screen(*self.turned(x, y))

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        """Screen pixels to table units (the cloth turned back)."""
        return self.turned(*to_table(px, py), back=True)

    def angle(self, seat: int) -> float:
        """The direction of the seat's edge on screen (the turned cloth's)."""
        return seat_angle(seat, self.players) + self.turn

    def outward(self, seat: int) -> tuple[float, float]:
        """Unit vector on screen from the centre toward the seat's edge."""
        angle = self.angle(seat)
        return math.cos(angle), -math.sin(angle)

    def balance(self, seat: int) -> tuple[float, float]:
        return polar(SEAT_ROW, self.angle(seat))

    def tray(self, seat: int, count: int) -> list[tuple[float, float]]:
        """To the seat's right (counter-clockwise seen from above)."""
        step = 2.05 * TRAY / (SEAT_ROW * SCALE)
        return [polar(SEAT_ROW, self.angle(seat) + d)
                for d in spread(count, TRAY_FROM, step, SPREAD_TO)]

    def hoard(self, seat: int, count: int) -> list[tuple[float, float]]:
        """To the seat's left, pairs side by side: two rows along the rim."""
        columns = (count + 1) // 2
        step = 2.1 * HOARD / (SEAT_ROW * SCALE)
        offsets = spread(columns, HOARD_FROM, step, SPREAD_TO)
        spots = []
        for i in range(count):
            row = SEAT_ROW if i % 2 == 0 else HOARD_BACK_ROW
            spots.append(polar(row, self.angle(seat) - offsets[i // 2]))
        return spots

    def bag(self, seat: int) -> tuple[float, float]:
        """The bag lies before the first player, on their right (R20: it passes left)."""
        return polar(BAG_ROW, self.angle(seat) + BAG_TURN)

    def slide_start(self, seat: int) -> tuple[float, float]:
        """Where a seat's slide starts, in table units (R24)."""
        return seat_edge(seat, self.players, inset=SLIDE_INSET)

    def plate(self, seat: int) -> pygame.Rect:
        """The name plate, just outside the rim at the seat's place, kept on screen."""
        size = self.plate_size
        if seat == self.below and self.own_width > size[0]:
            size = (self.own_width, size[1])
        rect = pygame.Rect((0, 0), size)
        ux, uy = self.outward(seat)
        for reach in range(int(TABLE_PX) + 10, int(TABLE_PX) + 140, 4):
            rect.center = (round(CENTRE[0] + ux * reach), round(CENTRE[1] + uy * reach))
            corner = (rect.centerx - ux * size[0] / 2, rect.centery - uy * size[1] / 2)
            if math.dist(corner, CENTRE) > TABLE_PX + 14:
                break
        return rect.clamp(PLAY_AREA.inflate(-8, -8))
