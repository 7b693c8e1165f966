"""Where things sit on the RÖK table, in the play area the table scene gives it (the canvas
left of the log's column: 954×800 on the smallest canvas, wider and taller on larger ones).

The round table fills the play area as far as it can, seen from above, with the Destiny
rune at its centre. Table units (centimetres, y up, ``game.rok.components``) map to the
screen by one scale, and one zoom scales every drawn size with the cloth (a stone is drawn
at the size shown, never a small picture enlarged). Each seat owns the stretch of rim at its
``seat_angle`` (seat 0 at the bottom, then clockwise): its Balance rune lies in front of it
on the cloth, its tray (this throw's grabs) to its right, its hoard to its left, its name
plate just outside the rim (stepping aside along it where the area's edge is too near).
Stones are drawn larger than their physical size so their carved signs read well — 36 px
across on the smallest canvas, more on a larger one — and the face-up runes of a heap are
drawn spread apart (:func:`spread_apart`) so that none hides another's sign; the core keeps
where they really lie.

The player may zoom and pan the cloth (scenes.table.zoom, held by
:mod:`scenes.games.rok.sight`): :attr:`Geometry.sight` maps the fitted cloth to the screen,
and everything lying on the cloth (its runes, the Destiny rune, slides) goes through it, drawn
at the size shown, as does every pointer reading (:meth:`Geometry.to_table`). The seats'
belongings (plates, Balance runes, trays, hoards, the bag) keep their fitted places.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import pygame

from game.rok.components import RUNE_RADIUS, TABLE_RADIUS, seat_angle, seat_edge

PLAY_AREA = pygame.Rect(0, 0, 954, 800)  # the play area of the smallest canvas (1280×800)
CENTRE = (477.0, 400.0)  # the reference layout's centre, radius and sizes: a larger play area
TABLE_PX = 345.0  # the table's radius on screen         scales them all by Geometry.zoom
SCALE = TABLE_PX / TABLE_RADIUS  # pixels per table unit
STONE = 18  # drawn radius of a rune lying on the table (its physical radius is ~10.4 px)
STONE_GAP = 3  # face-up stones drawn at least this far apart (pixels between their rims)
TRAY = 16
BALANCE = 19
HOARD = 12
LENS = 40  # the magnifier's stone
BAG = 34  # the bag's emblem
PLATE_SIZE = (132, 52)
SIDE_ROOM = 132  # left and right of the cloth: a side seat's plate
SIDEWAYS = math.cos(math.radians(45))  # a seat whose edge faces this far left or right
RIM_ROOM = PLAY_AREA.height / 2 - TABLE_PX  # above and below it: a plate's room, as at 1280×800
SEAT_ROW = 33.2  # table units from the centre: Balance, tray and the hoard's front row
HOARD_BACK_ROW = 36.0
BAG_ROW = 27.6
BAG_TURN = math.radians(15)
SLIDE_INSET = RUNE_RADIUS + 1.0  # a slide starts here, inside the rim (table.aimed_slide)
STATUS_SIZE = (262, 180)  # what to do now, bottom left
BUTTON_SIZE = (206, 56)  # Throw / Done, bottom right
CAPTION_Y = 262  # the check's captions, over the upper table (138 px above the centre)
CAPTION_WRAP = 380  # their words wrap short of the side seats' Balance runes (3 seats)
SPREAD_SLACK = 1.0  # px a pushed pair of stones ends beyond touching (spread_apart)
SPREAD_MEMO = 16  # heaps a geometry keeps spread (Geometry.spread_apart)
TRAY_FROM, HOARD_FROM, SPREAD_TO = math.radians(6.5), math.radians(6.5), math.radians(30)


def spread(count: int, start: float, step: float, stop: float) -> list[float]:
    """``count`` angle offsets from ``start`` by ``step``, squeezed so they end by ``stop``."""
    if count > 1:
        step = min(step, (stop - start) / (count - 1))
    return [start + i * step for i in range(count)]


def spread_apart(centres: dict[str, tuple[float, float]], fixed: frozenset[str] = frozenset(),
                 radius: float = STONE, gap: float = STONE_GAP,
                 centre: tuple[float, float] = CENTRE, table_px: float = TABLE_PX
                 ) -> dict[str, tuple[float, float]]:
    """Where stones drawn ``radius`` wide are shown so that none covers another: pairs
    closer than two radii and ``gap`` are pushed apart along the line between them (each
    half the way, a ``fixed`` one not at all: the Destiny rune), kept inside the cloth, a
    few dozen rounds at most. Deterministic (keys in order): the same heap is drawn the same.

    A pushed pair ends :data:`SPREAD_SLACK` px further apart than it must: pairs pushed to
    exactly touching are pushed again by each neighbour's push, and a heap of 19 stones took
    up to 51 rounds (2.6 ms in a frame, the RÖK table's slowest) where it now takes 12.

    >>> moved = spread_apart({"a": (477.0, 400.0), "b": (481.0, 400.0)}, frozenset({"a"}))
    >>> moved["a"], round(math.dist(moved["a"], moved["b"]))
    ((477.0, 400.0), 40)
    """
    keys = sorted(centres)
    xs = [float(centres[key][0]) for key in keys]
    ys = [float(centres[key][1]) for key in keys]
    held = [key in fixed for key in keys]
    least = 2 * radius + gap
    near = (least - 1e-6) ** 2
    reach = table_px - radius - 2
    for _ in range(60):
        moved = False
        for i in range(len(keys)):
            for j in range(i + 1, len(keys)):
                dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                if not (-least < dx < least and -least < dy < least) \
                        or dx * dx + dy * dy >= near:
                    continue
                apart = math.hypot(dx, dy)
                if apart < 1e-6:  # on top of each other: apart along the keys' order
                    dx, dy, apart = math.cos(i), math.sin(i), 1.0
                push = (least + SPREAD_SLACK - apart) / apart
                share_i = 0.0 if held[i] else (1.0 if held[j] else 0.5)
                share_j = 0.0 if held[j] else 1.0 - share_i
                xs[i], ys[i] = xs[i] - dx * push * share_i, ys[i] - dy * push * share_i
                xs[j], ys[j] = xs[j] + dx * push * share_j, ys[j] + dy * push * share_j
                moved = True
        for i in range(len(keys)):  # on the cloth, never past its rim
            x, y = xs[i] - centre[0], ys[i] - centre[1]
            far = math.hypot(x, y)
            if far > reach and not held[i]:
                xs[i], ys[i] = centre[0] + x / far * reach, centre[1] + y / far * reach
        if not moved:
            break
    return {key: (xs[i], ys[i]) for i, key in enumerate(keys)}


def area_of(rect: pygame.Rect) -> tuple[int, int, int, int]:
    """A play area as :class:`Geometry` keeps it (a rectangle that cannot change)."""
    return rect.x, rect.y, rect.width, rect.height


def table_radius(area: pygame.Rect, side: float = SIDE_ROOM) -> float:
    """The cloth's radius on screen in a play area: as large as its height allows with the
    plates above and below it in their places (the reference layout's room, as what to do
    now stands beside the bottom plate) and its width with the side seats' plates beside it
    (``side`` wide: more than :data:`SIDE_ROOM` where a long name widens them); never below
    the reference layout's but by what wider side plates take of it. Zoom shows it larger.

    >>> table_radius(PLAY_AREA), table_radius(pygame.Rect(0, 0, 1233, 800))
    (345.0, 345.0)
    >>> table_radius(pygame.Rect(0, 0, 1500, 1000))
    445.0
    >>> table_radius(PLAY_AREA, SIDE_ROOM + 40), table_radius(pygame.Rect(0, 0, 1233, 800), 250)
    (305.0, 345.0)
    """
    least = TABLE_PX - max(0.0, side - SIDE_ROOM)
    return max(least, min((area.width - 2 * side) / 2, area.height / 2 - RIM_ROOM))


@dataclass(frozen=True)
class Geometry:
    """The screen places of one table of ``players`` seats in the play area ``area``, the
    cloth turned so that seat ``below`` (the viewer's: this screen's own seat) sits at the
    bottom. Each seat's plate is ``plate_size``, or as wide as ``widths`` says (its name's
    and, this screen's own, its mark's: pace.py); the cloth gives the side seats' wider
    plates their room (:attr:`side_room`). A play area larger than the reference one
    (1280×800's) gets a larger cloth: every place and stone is scaled by :attr:`zoom` (the
    table's units never change)."""

    players: int
    plate_size: tuple[int, int] = PLATE_SIZE  # hot-seat tables have taller plates (pace.py)
    below: int = 0
    widths: tuple[int, ...] = ()  # each seat's plate width, where its name needs more
    area: tuple[int, int, int, int] = (0, 0, PLAY_AREA.width, PLAY_AREA.height)
    button_width: int = BUTTON_SIZE[0]  # Throw / Done, as wide as their words
    sight: tuple[float, float, float] = (1.0, 0.0, 0.0)  # the player's zoom: factor, shift

    @cached_property
    def play_area(self) -> pygame.Rect:
        return pygame.Rect(self.area)

    def plate_width(self, seat: int) -> int:
        """A seat's plate's width: the table's, or its name's where that is wider."""
        named = self.widths[seat] if seat < len(self.widths) else 0
        return max(self.plate_size[0], named)

    @cached_property
    def side_room(self) -> float:
        """The room beside the cloth, left and right: the reference layout's, and as much
        more as the side seats' plates (those whose edge faces left or right) are wider than
        the table's plate (a long name's)."""
        wider = [self.plate_width(seat) - self.plate_size[0] for seat in range(self.players)
                 if abs(math.cos(self.angle(seat))) > SIDEWAYS]
        return SIDE_ROOM + max([0, *wider])

    @cached_property
    def table_px(self) -> float:
        """The cloth's radius on screen."""
        return table_radius(self.play_area, self.side_room)

    @cached_property
    def zoom(self) -> float:
        """How much larger than the reference layout everything on the cloth is drawn."""
        return self.table_px / TABLE_PX

    @cached_property
    def centre(self) -> tuple[float, float]:
        area = self.play_area
        return area.x + area.width / 2, area.y + area.height / 2

    @property
    def scale(self) -> float:
        """Pixels per table unit (of the fitted cloth)."""
        return self.table_px / TABLE_RADIUS

    def size(self, reference: int) -> int:
        """A drawn size of the reference layout (a stone's radius...) at this zoom."""
        return round(reference * self.zoom)

    @property
    def factor(self) -> float:
        """The player's zoom of the cloth (1: the fitted view)."""
        return self.sight[0]

    def on_cloth(self, x: float, y: float) -> tuple[float, float]:
        """A point of the fitted cloth where the player's zoom shows it."""
        factor, dx, dy = self.sight
        return x * factor + dx, y * factor + dy

    def off_cloth(self, px: float, py: float) -> tuple[float, float]:
        """The point of the fitted cloth shown at screen ``(px, py)``."""
        factor, dx, dy = self.sight
        return (px - dx) / factor, (py - dy) / factor

    def cloth_size(self, reference: float) -> int:
        """A drawn size of the reference layout on the zoomed cloth."""
        return round(reference * self.zoom * self.factor)

    @cached_property
    def cloth_rect(self) -> pygame.Rect:
        """The cloth's square in the fitted view (what the zoom keeps on the screen)."""
        side = round(2 * self.table_px)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = round(self.centre[0]), round(self.centre[1])
        return rect

    @cached_property
    def middle(self) -> tuple[float, float]:
        """The cloth's centre (the Destiny rune) on the screen."""
        return self.on_cloth(*self.centre)

    @property
    def stone(self) -> int:
        """A rune lying on the cloth, as large as the zoom shows it."""
        return self.cloth_size(STONE)

    @property
    def tray_stone(self) -> int:
        return self.size(TRAY)

    @property
    def balance_stone(self) -> int:
        return self.size(BALANCE)

    @property
    def hoard_stone(self) -> int:
        return self.size(HOARD)

    @property
    def lens(self) -> int:
        return self.size(LENS)

    @property
    def caption_y(self) -> int:
        return round(self.centre[1] - (CENTRE[1] - CAPTION_Y) * self.zoom)

    @property
    def caption_wrap(self) -> int:
        return self.size(CAPTION_WRAP)

    def status_rect(self, percent: int = 100) -> pygame.Rect:
        """What to do now: the bottom left corner. At a larger text size (``percent``) it
        grows with its words, wider as far as the bottom seat's hoard (and a plate beside)
        leaves room, taller as far as the plates above it do."""
        area, grow = self.play_area, percent / 100
        left, bottom = area.x + 10, area.bottom - 10
        right = min(left + round(STATUS_SIZE[0] * grow),
                    round(self.centre[0] - 0.42 * self.table_px))
        top = bottom - round(STATUS_SIZE[1] * grow)
        for seat in range(self.players):
            plate = self.plate(seat)
            if plate.left >= right or plate.right <= left:
                continue
            if plate.bottom <= bottom - STATUS_SIZE[1]:  # above it: it grows up to there
                top = max(top, plate.bottom + 6)
            else:  # beside it: it grows right up to there
                right = min(right, plate.left - 6)
        width = max(STATUS_SIZE[0], right - left)
        height = max(STATUS_SIZE[1], bottom - top)
        rect = pygame.Rect(left, bottom - height, width, height)
        beside = [plate for plate in map(self.plate, range(self.players))
                  if plate.colliderect(rect)]
        if beside:  # a plate too close beside it (a large cloth's): the box stands above it
            rect.bottom = min(plate.top for plate in beside) - 6
        return rect

    @property
    def button_rect(self) -> pygame.Rect:
        """Throw / Done: the bottom right corner, off the cloth."""
        area, width = self.play_area, max(BUTTON_SIZE[0], self.button_width)
        return pygame.Rect(area.right - 4 - width, area.bottom - 14 - BUTTON_SIZE[1], width,
                           BUTTON_SIZE[1])

    @property
    def countdown_at(self) -> tuple[int, int]:
        """The grab's countdown, over the button."""
        button = self.button_rect
        return button.centerx, button.top - 26

    @property
    def count_rect(self) -> pygame.Rect:
        """The count before a throw: above the button, off the cloth."""
        button = self.button_rect
        return pygame.Rect(button.right - 200, button.top - 108, 196, 96)

    def plain_to_screen(self, x: float, y: float) -> tuple[float, float]:
        """Table units (y up) to screen pixels, the cloth not turned."""
        return self.centre[0] + x * self.scale, self.centre[1] - y * self.scale

    def polar(self, reach: float, angle: float) -> tuple[float, float]:
        """The screen point ``reach`` table units from the centre in direction ``angle``, in
        the fitted view (the seats' places: the zoom leaves them where they are)."""
        return self.plain_to_screen(reach * math.cos(angle), reach * math.sin(angle))

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
        """Table units to screen pixels, on the turned and zoomed cloth.

        >>> [round(c) for c in Geometry(4, below=1).to_screen(*seat_edge(1, 4))]
        [477, 745]
        >>> [round(c) for c in Geometry(4, below=1, sight=(2.0, -477.0, -400.0)
        ...                             ).to_screen(*seat_edge(1, 4))]
        [477, 1090]
        """
        return self.on_cloth(*self.plain_to_screen(*self.turned(x, y)))

    def to_table(self, px: float, py: float) -> tuple[float, float]:
        """Screen pixels to table units (the zoom undone, the cloth turned back)."""
        fx, fy = self.off_cloth(px, py)
        plain = (fx - self.centre[0]) / self.scale, (self.centre[1] - fy) / self.scale
        return self.turned(*plain, back=True)

    def angle(self, seat: int) -> float:
        """The direction of the seat's edge on screen (the turned cloth's)."""
        return seat_angle(seat, self.players) + self.turn

    def outward(self, seat: int) -> tuple[float, float]:
        """Unit vector on screen from the centre toward the seat's edge."""
        angle = self.angle(seat)
        return math.cos(angle), -math.sin(angle)

    def balance(self, seat: int) -> tuple[float, float]:
        return self.polar(SEAT_ROW, self.angle(seat))

    def tray(self, seat: int, count: int) -> list[tuple[float, float]]:
        """To the seat's right (counter-clockwise seen from above)."""
        step = 2.05 * TRAY / (SEAT_ROW * SCALE)
        return [self.polar(SEAT_ROW, self.angle(seat) + d)
                for d in spread(count, TRAY_FROM, step, SPREAD_TO)]

    def hoard(self, seat: int, count: int) -> list[tuple[float, float]]:
        """To the seat's left, pairs side by side: two rows along the rim."""
        columns = (count + 1) // 2
        step = 2.1 * HOARD / (SEAT_ROW * SCALE)
        offsets = spread(columns, HOARD_FROM, step, SPREAD_TO)
        spots = []
        for i in range(count):
            row = SEAT_ROW if i % 2 == 0 else HOARD_BACK_ROW
            spots.append(self.polar(row, self.angle(seat) - offsets[i // 2]))
        return spots

    def bag(self, seat: int) -> tuple[float, float]:
        """The bag lies before the first player, on their right (R20: it passes left)."""
        return self.polar(BAG_ROW, self.angle(seat) + BAG_TURN)

    def slide_start(self, seat: int) -> tuple[float, float]:
        """Where a seat's slide starts, in table units (R24)."""
        return seat_edge(seat, self.players, inset=SLIDE_INSET)

    def spread_apart(self, centres: dict[str, tuple[float, float]],
                     fixed: frozenset[str] = frozenset()) -> dict[str, tuple[float, float]]:
        """:func:`spread_apart` on this (zoomed) cloth, for its stones; a heap met again
        (a table is laid out again for each step of a move) is found, not spread again."""
        key = (tuple(sorted(centres.items())), fixed)
        memo = self.spread_memo
        if key not in memo:
            if len(memo) >= SPREAD_MEMO:
                memo.clear()
            memo[key] = spread_apart(centres, fixed, self.stone, self.cloth_size(STONE_GAP),
                                     self.middle, self.table_px * self.factor)
        return dict(memo[key])

    @cached_property
    def spread_memo(self) -> dict[object, dict[str, tuple[float, float]]]:
        """The heaps this geometry spread apart (:meth:`spread_apart`)."""
        return {}

    def plate(self, seat: int) -> pygame.Rect:
        """The name plate, just outside the rim at the seat's place, kept in the play area
        (a copy: the caller may move it)."""
        return self.plates[seat].copy()

    @cached_property
    def plates(self) -> tuple[pygame.Rect, ...]:
        """Every seat's plate, found once per geometry (a frame asks a dozen times)."""
        return tuple(self.find_plate(seat) for seat in range(self.players))

    def find_plate(self, seat: int) -> pygame.Rect:
        """Where the area's edge leaves no room at the seat's place (above and below a large
        cloth), the plate steps aside along the rim, to the seat's right first, until it is
        clear of the cloth and of the corner of the Throw button and the count (at its own
        place, of the button: a long name's plate below a small cloth may reach it)."""
        size = (self.plate_width(seat), self.plate_size[1])
        angle = self.angle(seat)
        room = self.play_area.inflate(-8, -8)
        corner = self.button_rect.union(self.count_rect).inflate(12, 12)
        for step in range(0, 40):
            for turn in ((0.0,) if step == 0 else (step, -step)):
                rect = self.plate_at(angle + math.radians(2 * turn), size).clamp(room)
                if self.clear_of_rim(rect, size[1]) and not rect.colliderect(
                        self.button_rect if step == 0 else corner):
                    return rect
        return self.plate_at(angle, size).clamp(room)

    def plate_at(self, angle: float, size: tuple[int, int]) -> pygame.Rect:
        """A plate just outside the rim in direction ``angle``: the first of the reaches
        ``table_px + 10, + 14 ...`` (below ``+ 140``) that puts its nearest corner clear, or
        the last. The corner's distance grows with the reach, so the reach is worked out (a
        quadratic) and checked where it lands, not tried step by step: a plate that steps
        aside along the rim is placed some eighty times."""
        rect = pygame.Rect((0, 0), size)
        ux, uy = math.cos(angle), -math.sin(angle)
        cx, cy = self.centre
        reaches = range(int(self.table_px) + 10, int(self.table_px) + 140, 4)
        clear_at = self.table_px + 14

        def clear(reach: int) -> bool:
            rect.center = (round(cx + ux * reach), round(cy + uy * reach))
            corner = (rect.centerx - ux * size[0] / 2, rect.centery - uy * size[1] / 2)
            return math.dist(corner, self.centre) > clear_at

        # |reach·u - (ux·w/2, uy·h/2)| = clear_at, with |u| = 1: a quadratic in the reach
        middle = ux * ux * size[0] / 2 + uy * uy * size[1] / 2
        rest = ux * ux * (size[0] / 2) ** 2 + uy * uy * (size[1] / 2) ** 2
        guess = middle + math.sqrt(max(0.0, middle * middle - rest + clear_at * clear_at))
        k = min(len(reaches) - 1, max(0, math.ceil((guess - reaches[0]) / reaches.step)))
        while k > 0 and clear(reaches[k - 1]):  # (rounding: the first clear one)
            k -= 1
        while not clear(reaches[k]) and k < len(reaches) - 1:
            k += 1
        return rect

    def clear_of_rim(self, rect: pygame.Rect, height: int) -> bool:
        """The plate covers no more of the cloth's rim than it would below the reference
        layout's cloth (a tall plate there: its runes lie farther in)."""
        cx, cy = self.centre
        near = (min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom))
        below = PLAY_AREA.height / 2 - TABLE_PX - 4  # (the room under the reference cloth)
        return math.dist(near, self.centre) >= self.table_px - max(6.0, height - below + 1)
