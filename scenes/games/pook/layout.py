"""Where things sit on the Pook table, laid out for the play area it is given.

The grid is the core's 9×9 frame of cells (A1..I9, the Piggy's start on E5). What is drawn
big is the part of it that can still hold cards: the cells of some 5×5 square holding every
card (:func:`available`), fitted between the plates on top and the hand below; the other
cells fade (or lie off the board's window). As the square narrows the board grows, gliding
(:class:`Camera`); the player may zoom and pan it (scenes.table.zoom). The other seats sit
along the top (their hands as Bourse backs), the viewer's hand is fanned at the bottom,
the faction totals and the pile are on the left, what to do now and the turn's button in
the column right of the grid (:func:`places`).

Cards on the table are keyed by *tokens* (``t:1``, ``t:2``...) that follow a
card from cell to cell through the public events (a Piggy swap moves one), so
a Bourse nobody may name still glides and flips in place like any other card.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Event
from game.pook.position import HAND_SIZE
from scenes.kit.pieces.pook_art import BANNER, HAND, MINI, TABLE, warrior
from scenes.table.board import Placement
from scenes.table.zoom import Zoom

COLUMNS = "ABCDEFGHI"
SIDE = 9
SQUARE = 5
PITCH = (TABLE[0] + 5, TABLE[1] + 2)  # a cell at the cards' base size (TABLE)
HAND_STEP = HAND[0] + 4
HAND_RISE = 72  # the hand's middle, above the canvas's foot
HAND_MIDDLE = 480  # the hand's middle at least this far right (clear of the peek button)
HAND_GAP = 12  # between the viewer's name (and Banner) and its hand's first card
PLATES_TOP = 6
PLATE_HEIGHT = 72
PLATE_MOST = 80  # a plate grows with its name line up to this
LEFT_COLUMN = 142  # the totals, the Banners and the pile: at least this wide
SIDE_WIDTHS = (220, 320)  # the column right of the grid: what to do now, the turn's button
BUTTON_SIZE = (200, 50)  # End turn / Skip / Turn over share this place
PEEK_SIZE = (198, 44)
PEEK_LEFT = 10  # the hold-to-see button's left edge, in the play area
OWN_LEFT = 14  # the viewer's name's left edge, over that button
OWN_NAME_ROOM = 196  # the viewer's name has at least this room (the button's width)
BANNER_GAP = 8  # between the viewer's name and its Banner beside it
TOTALS_TOP = 96
BANNERS_TOP = 372
GLIDE = 9.0  # how fast the board's fit follows the square (per second, exponential)


@dataclass(frozen=True)
class Places:
    """Where each part of the table goes in a play area (see :func:`places`)."""

    area: pygame.Rect  # the canvas left of the log
    board: pygame.Rect  # the board's window: the grid is fitted and clipped to it
    side: pygame.Rect  # the column right of the board
    button: pygame.Rect
    hand: tuple[int, int]  # the hand's middle
    pile: tuple[int, int]
    peek: pygame.Rect
    own_name: tuple[int, int]

    @property
    def status_width(self) -> int:
        return self.side.width

    @property
    def own_room(self) -> int:
        """How wide the viewer's name (and Banner) may be beside a full hand."""
        return self.room_beside(HAND_SIZE)

    def room_beside(self, cards: int) -> int:
        """How wide the viewer's name (and Banner) may be, from its place to the first of
        ``cards`` in hand (never narrower than the hold-to-see button under it)."""
        if not cards:
            return max(OWN_NAME_ROOM, self.area.right - 4 - self.own_name[0])
        first = self.hand[0] - half_hand(cards)
        return max(OWN_NAME_ROOM, int(first) - HAND_GAP - self.own_name[0])


def half_hand(cards: int) -> float:
    """From the middle of a hand of ``cards`` to its first card's left edge."""
    return (cards - 1) / 2 * HAND_STEP + HAND[0] / 2


def places(area: pygame.Rect, tall: int = PLATE_HEIGHT, left: int = LEFT_COLUMN,
           own: int = OWN_NAME_ROOM) -> Places:
    """The parts of the table in ``area`` with plates ``tall``, a left column ``left``
    wide and the viewer's name (and Banner) ``own`` wide: the board takes the height
    between the plates and the hand, and what width the side column leaves it (that column
    as wide as it may be beside a 5×5 square); a full hand lies under the board, right of
    the viewer's name as far as the area lets it.

    >>> p = places(pygame.Rect(0, 0, 1225, 800))
    >>> p.board.height >= 5 * 115, p.side.right == 1225 - 4
    (True, True)
    >>> places(pygame.Rect(0, 0, 1225, 800), own=330).own_room >= 330
    True
    """
    hand_y = area.bottom - HAND_RISE
    top = area.top + PLATES_TOP + tall + 4
    bottom = hand_y - HAND[1] // 2 - 4
    board_left = area.left + left + 10
    square = (bottom - top) / (SQUARE * PITCH[1]) * SQUARE * PITCH[0]
    side_width = round(min(SIDE_WIDTHS[1], max(SIDE_WIDTHS[0],
                                               area.right - 4 - 14 - board_left - square)))
    side = pygame.Rect(area.right - 4 - side_width, top + 4, side_width, bottom - top - 4)
    board = pygame.Rect(board_left, top, side.left - 14 - board_left, bottom - top)
    button = pygame.Rect((0, 0), BUTTON_SIZE)
    button.midbottom = side.midbottom
    half = half_hand(HAND_SIZE)
    beside = math.ceil(area.left + OWN_LEFT + own + HAND_GAP + half)  # clear of the name
    hand_x = max(area.left + HAND_MIDDLE, board.centerx,
                 min(beside, area.right - 4 - math.ceil(half)))
    peek = pygame.Rect((area.left + PEEK_LEFT, area.bottom - 14 - PEEK_SIZE[1]), PEEK_SIZE)
    return Places(area, board, side, button, (hand_x, hand_y),
                  (area.left + 76, area.bottom - 216), peek,
                  (area.left + OWN_LEFT, area.bottom - 110))


def cell_col_row(name: str) -> tuple[int, int]:
    return COLUMNS.index(name[0]), int(name[1:]) - 1


def cell_name(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


ALL_CELLS = tuple(cell_name(c, r) for r in range(SIDE) for c in range(SIDE))


def bounds(cells: Iterable[str]) -> tuple[int, int, int, int]:
    """(min col, max col, min row, max row) of ``cells``."""
    spots = [cell_col_row(c) for c in cells]
    cols = [c for c, _ in spots]
    rows = [r for _, r in spots]
    return min(cols), max(cols), min(rows), max(rows)


def available(table: list[dict[str, Any]]) -> set[str]:
    """Cells of the frame that lie in some 5×5 square holding every card (public geometry)."""
    low_col, high_col, low_row, high_row = bounds(entry["cell"] for entry in table)
    return {cell_name(c, r) for c in range(max(0, high_col - SQUARE + 1),
                                           min(SIDE, low_col + SQUARE))
            for r in range(max(0, high_row - SQUARE + 1), min(SIDE, low_row + SQUARE))}


class Camera:
    """Where the grid is on the screen: fitted to the board's window so that the cells still
    available fill it (gliding there as they narrow), then zoomed and panned (``zoom``).

    Cell space counts in cells from A1's corner; the fitted picture is cell space times
    ``pitch`` from ``origin``; the screen is the fitted picture through ``zoom``."""

    def __init__(self, window: pygame.Rect | None = None) -> None:
        self.window = pygame.Rect(window or (152, 84, SIDE * PITCH[0], SIDE * PITCH[1]))
        self.zoom = Zoom()
        self.free: tuple[int, int, int, int] = (0, SIDE - 1, 0, SIDE - 1)  # the square's box
        self.scale = self.aim_scale = 1.0  # the pitch over PITCH
        self.origin = self.aim_origin = (0.0, 0.0)
        self.settle()

    # --- the fit --------------------------------------------------------------------------

    def fit(self, window: pygame.Rect, free: Iterable[str], instant: bool) -> None:
        """Aim at the box of the ``free`` cells fitted in ``window`` (at once if ``instant``)."""
        cells = list(free)
        self.free = bounds(cells) if cells else (0, SIDE - 1, 0, SIDE - 1)
        moved = window != self.window
        self.window = pygame.Rect(window)
        low_col, high_col, low_row, high_row = self.free
        cols, rows = high_col - low_col + 1, high_row - low_row + 1
        scale = min(window.width / (cols * PITCH[0]), window.height / (rows * PITCH[1]))
        middle = ((low_col + high_col + 1) / 2 * PITCH[0] * scale,
                  (low_row + high_row + 1) / 2 * PITCH[1] * scale)
        self.aim_scale = scale
        self.aim_origin = (window.centerx - middle[0], window.centery - middle[1])
        if instant or moved:
            self.settle()

    def settle(self) -> None:
        self.scale, self.origin = self.aim_scale, self.aim_origin
        self.zoom.clamp(self.content, self.window)

    @property
    def gliding(self) -> bool:
        return self.scale != self.aim_scale or self.origin != self.aim_origin

    def update(self, dt: float) -> bool:
        """Glide the fit toward its aim; True if the grid moved."""
        if not self.gliding:
            return False
        t = 1 - pow(2.718281828, -GLIDE * dt)
        scale = self.scale + (self.aim_scale - self.scale) * t
        if abs(scale - self.aim_scale) * SIDE * PITCH[1] < 1:
            self.settle()
            return True
        self.scale = scale
        self.origin = (self.origin[0] + (self.aim_origin[0] - self.origin[0]) * t,
                       self.origin[1] + (self.aim_origin[1] - self.origin[1]) * t)
        self.zoom.clamp(self.content, self.window)
        return True

    @property
    def content(self) -> pygame.Rect:
        """The cells still available in the fitted picture (what may never leave the screen)."""
        low_col, high_col, low_row, high_row = self.free
        left, top = self.fitted((low_col, low_row))
        right, bottom = self.fitted((high_col + 1, high_row + 1))
        return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))

    # --- cell space, the fitted picture and the screen ------------------------------------

    def fitted(self, spot: tuple[float, float]) -> tuple[float, float]:
        return (self.origin[0] + spot[0] * PITCH[0] * self.scale,
                self.origin[1] + spot[1] * PITCH[1] * self.scale)

    def to_screen(self, spot: tuple[float, float]) -> tuple[float, float]:
        """A point of cell space on the screen."""
        return self.zoom.apply(self.fitted(spot))

    def to_cells(self, pos: tuple[float, float]) -> tuple[float, float]:
        """The point of cell space under screen ``pos``."""
        x, y = self.zoom.undo(pos)
        return ((x - self.origin[0]) / (PITCH[0] * self.scale),
                (y - self.origin[1]) / (PITCH[1] * self.scale))

    @property
    def pitch(self) -> tuple[float, float]:
        """A cell's width and height on the screen now."""
        factor = self.scale * self.zoom.factor
        return PITCH[0] * factor, PITCH[1] * factor

    @property
    def card_size(self) -> tuple[int, int]:
        """A card on the grid, on the screen now."""
        factor = self.scale * self.zoom.factor
        return round(TABLE[0] * factor), round(TABLE[1] * factor)

    @property
    def aim_card_size(self) -> tuple[int, int]:
        """A card on the grid once the fit has glided to its aim."""
        factor = self.aim_scale * self.zoom.factor
        return round(TABLE[0] * factor), round(TABLE[1] * factor)

    def centre(self, cell: str) -> tuple[float, float]:
        """Screen centre of ``cell``."""
        col, row = cell_col_row(cell)
        return self.to_screen((col + 0.5, row + 0.5))

    def cell_box(self, cell: str) -> pygame.Rect:
        """A card's place on ``cell``, on the screen now."""
        return card_rect(self.centre(cell), self.card_size)

    def cell_at(self, pos: tuple[int, int]) -> str | None:
        """The frame cell under ``pos``, if any (only inside the board's window)."""
        if not self.window.collidepoint(pos):
            return None
        x, y = self.to_cells(pos)
        col, row = int(x // 1), int(y // 1)
        return cell_name(col, row) if 0 <= col < SIDE and 0 <= row < SIDE else None

    def shown(self, cell: str) -> bool:
        """Whether some of ``cell`` lies in the board's window."""
        return self.window.colliderect(self.cell_box(cell))


def card_rect(centre: tuple[float, float], size: tuple[int, int] = TABLE) -> pygame.Rect:
    rect = pygame.Rect((0, 0), size)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def hand_centres(count: int, middle_at: tuple[int, int]) -> list[tuple[float, float]]:
    """The viewer's hand around ``middle_at``, side by side along a shallow arc (a fan that
    never hides a card)."""
    middle = (count - 1) / 2
    return [(middle_at[0] + (i - middle) * HAND_STEP, middle_at[1] + 2 * (i - middle) ** 2)
            for i in range(count)]


def plate_rects(players: int, viewer: int, tall: int = PLATE_HEIGHT,
                right: int = 954) -> dict[int, pygame.Rect]:
    """The other seats' plates along the top up to ``right``, in turn order after the
    viewer (``tall``: taller than 72 when larger text makes their name line taller)."""
    others = [(viewer + step) % players for step in range(1, players)]
    width = right // len(others)
    return {seat: pygame.Rect(10 + i * width, PLATES_TOP, width - 10, tall)
            for i, seat in enumerate(others)}


def back_centres(rect: pygame.Rect, count: int, room: int | None = None
                 ) -> list[tuple[float, float]]:
    """A seat's backs along its plate's foot, closer together where ``room`` (the width
    they may take: the plate's, less the words at its right end) is short."""
    room = rect.width - 24 if room is None else room
    step = max(2.0, min(MINI[0] + 3, (room - MINI[0]) / max(1, count - 1)))
    return [(rect.left + 12 + MINI[0] / 2 + i * step, rect.bottom - MINI[1] / 2 - 6)
            for i in range(count)]


@dataclass
class Tokens:
    """Which token sits on which cell; tokens follow cards through public events only."""

    at: dict[str, str] = field(default_factory=dict)
    count: int = 0

    def add(self, cell: str) -> str:
        self.count += 1
        self.at[cell] = f"t:{self.count}"
        return self.at[cell]

    def follow(self, event: Event) -> str | None:
        """Move tokens as ``event`` moves cards; returns a token that just appeared."""
        data = event.data
        if event.kind == "swap":
            moved = self.at.pop(data["piggy_to"], None)
            if moved:
                self.at[data["piggy_from"]] = moved
        elif event.kind in ("place", "mage_swap"):
            return self.add(data["cell"])  # a Mage's new card is another card: a new token
        return None

    def sync(self, table: list[dict[str, Any]]) -> None:
        """Give every card a token and forget emptied cells (a fresh table, a new viewer)."""
        cards = {entry["cell"] for entry in table if entry["face"] != "piggy"}
        for cell in [c for c in self.at if c not in cards]:
            del self.at[cell]
        for cell in sorted(cards - set(self.at)):
            self.add(cell)


def table_face(entry: Mapping[str, Any]) -> str:
    if entry["face"] == "piggy":
        return "P"
    if entry["face"] == "warrior":
        return warrior(entry["card"])
    return f"B:{entry['card']}" if entry["card"] else "B"


def plate_height(name_line: int) -> int:
    """A plate as tall as a name line of ``name_line`` over the backs (72 at 100 %), and
    never down to the grid.

    >>> plate_height(25), plate_height(37)
    (72, 80)
    """
    return min(PLATE_MOST, max(PLATE_HEIGHT, 2 + name_line + 1 + MINI[1] + 6))


def name_top(tall: int, name_line: int) -> int:
    """Where a plate's name line starts: 4 units down, less on a plate grown to its limit."""
    return max(2, min(4, tall - 1 - MINI[1] - 6 - name_line))


def layout(view: dict[str, Any], tokens: Tokens, aim: Camera, where: Places,
           tall: int = PLATE_HEIGHT, rooms: Mapping[int, int] | None = None
           ) -> dict[str, Placement]:
    """Placements for ``view`` with the grid where ``aim`` shows it and the rest in
    ``where`` (``tall``: the seats' plates' height; ``rooms``: how wide each seat's backs
    may lie, where its plate writes words beside them)."""
    placements: dict[str, Placement] = {}
    for entry in view["table"]:
        key = "piggy" if entry["face"] == "piggy" else tokens.at[entry["cell"]]
        placements[key] = Placement(table_face(entry), aim.centre(entry["cell"]), layer=2)
    hand = view["hand"]
    for i, (card, centre) in enumerate(zip(hand, hand_centres(len(hand), where.hand),
                                           strict=True)):
        placements[f"hand:{card}"] = Placement(warrior(card), centre, layer=10 + i)
    if view.get("public"):  # hot seat, another seat acts: the viewer's hand lies face down
        hidden = view["hands"][view["seat"]]
        for i, centre in enumerate(hand_centres(len(hidden), where.hand)):
            placements[f"hidden:{i}"] = Placement("B", centre, layer=10 + i)
    plates = plate_rects(view["players"], view["seat"], tall, where.area.right)
    for seat, rect in plates.items():
        others = view["hands"][seat]
        for i, centre in enumerate(back_centres(rect, len(others), (rooms or {}).get(seat))):
            known = others[i]
            placements[f"back:{seat}:{i}"] = Placement(warrior(known) if known else "B", centre,
                                                       layer=1)
    return placements


def banner_rects(names: list[str], top: int = BANNERS_TOP + 26) -> dict[str, pygame.Rect]:
    """The still available Banners (Visible Banners variant), two to a row on the left from
    ``top`` (under their title)."""
    rects = {}
    for i, name in enumerate(names):
        rects[name] = pygame.Rect(10 + (i % 2) * 68, top + (i // 2) * 44, *BANNER)
    return rects
