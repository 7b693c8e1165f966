"""Where things sit on the Pook table (1280×800 logical; the log takes x ≥ 962).

The grid is the core's 9×9 frame of cells (A1..I9, the Piggy's start on E5),
shown whole and still: a cell never moves on screen, whatever is played, and
every cell a card could ever go to is in view (cells beyond the 5×5 limit show
dimmed). The other seats sit along the top (their hands as Bourse backs), the
viewer's hand is fanned at the bottom, the faction totals and the pile are on
the left, what to do now and the turn's button in the column right of the grid.

Cards on the table are keyed by *tokens* (``t:1``, ``t:2``...) that follow a
card from cell to cell through the public events (a Piggy swap moves one), so
a Bourse nobody may name still glides and flips in place like any other card.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Event
from scenes.kit.pieces.pook_art import HAND, MINI, TABLE, warrior
from scenes.table.board import Placement

COLUMNS = "ABCDEFGHI"
SIDE = 9
SQUARE = 5
PITCH = (TABLE[0] + 6, TABLE[1] + 3)
AREA = pygame.Rect(152, 90, SIDE * PITCH[0], SIDE * PITCH[1])  # the whole 9×9 frame
CENTRE_X = 480  # the hand's middle
HAND_Y = 728
HAND_STEP = HAND[0] + 4
PLAY_RIGHT = 954  # the play area's right edge (the log lies beyond)
SIDE_COLUMN = pygame.Rect(AREA.right + 14, AREA.top, PLAY_RIGHT - AREA.right - 14, AREA.height)
STATUS_WIDTH = SIDE_COLUMN.width  # what to do now: wrapped in the column right of the grid
PLATES_TOP = 6
PLATE_HEIGHT = 72
PILE = (76, 584)
BUTTON = pygame.Rect(0, 0, 200, 50)  # End turn / Skip / Turn over share this place
BUTTON.midbottom = (SIDE_COLUMN.centerx, SIDE_COLUMN.bottom)
PEEK = pygame.Rect(10, 742, 198, 44)
OWN_NAME = (14, 690)
OWN_NAME_WIDTH = 136  # then the viewer's Banner (Visible Banners), short of the hand
OWN_NAME_ROOM = 196  # with no Banner beside it: as wide as the hold-to-see button
TOTALS_TOP = 96
BANNERS_TOP = 372


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


@dataclass(frozen=True)
class Camera:
    """The still view of the grid: the frame's middle cell E5 at the centre of its window."""

    def centre(self, cell: str) -> tuple[float, float]:
        """Screen centre of ``cell``."""
        col, row = cell_col_row(cell)
        middle = (SIDE - 1) / 2
        return AREA.centerx + (col - middle) * PITCH[0], AREA.centery + (row - middle) * PITCH[1]

    def cell_at(self, pos: tuple[int, int]) -> str | None:
        """The frame cell under ``pos``, if any."""
        if not AREA.collidepoint(pos):
            return None
        col, row = (pos[0] - AREA.left) // PITCH[0], (pos[1] - AREA.top) // PITCH[1]
        return cell_name(col, row) if 0 <= col < SIDE and 0 <= row < SIDE else None


def card_rect(centre: tuple[float, float], size: tuple[int, int] = TABLE) -> pygame.Rect:
    rect = pygame.Rect((0, 0), size)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def hand_centres(count: int) -> list[tuple[float, float]]:
    """The viewer's hand, side by side along a shallow arc (a fan that never hides a card)."""
    middle = (count - 1) / 2
    return [(CENTRE_X + (i - middle) * HAND_STEP, HAND_Y + 2 * (i - middle) ** 2)
            for i in range(count)]


def plate_rects(players: int, viewer: int, tall: int = PLATE_HEIGHT) -> dict[int, pygame.Rect]:
    """The other seats' plates along the top, in turn order after the viewer (``tall``:
    taller than 72 when larger text makes their name line taller, down to the grid)."""
    others = [(viewer + step) % players for step in range(1, players)]
    width = PLAY_RIGHT // len(others)
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
    return min(AREA.top - 4 - PLATES_TOP, max(PLATE_HEIGHT, 2 + name_line + 1 + MINI[1] + 6))


def name_top(tall: int, name_line: int) -> int:
    """Where a plate's name line starts: 4 units down, less on a plate grown to its limit."""
    return max(2, min(4, tall - 1 - MINI[1] - 6 - name_line))


def layout(view: dict[str, Any], tokens: Tokens, tall: int = PLATE_HEIGHT,
           rooms: Mapping[int, int] | None = None) -> dict[str, Placement]:
    """Placements for ``view`` (``tall``: the seats' plates' height; ``rooms``: how wide
    each seat's backs may lie, where its plate writes words beside them)."""
    placements: dict[str, Placement] = {}
    aim = Camera()
    for entry in view["table"]:
        key = "piggy" if entry["face"] == "piggy" else tokens.at[entry["cell"]]
        placements[key] = Placement(table_face(entry), aim.centre(entry["cell"]), layer=2)
    hand = view["hand"]
    for i, (card, centre) in enumerate(zip(hand, hand_centres(len(hand)), strict=True)):
        placements[f"hand:{card}"] = Placement(warrior(card), centre, layer=10 + i)
    if view.get("public"):  # hot seat, another seat acts: the viewer's hand lies face down
        hidden = view["hands"][view["seat"]]
        for i, centre in enumerate(hand_centres(len(hidden))):
            placements[f"hidden:{i}"] = Placement("B", centre, layer=10 + i)
    plates = plate_rects(view["players"], view["seat"], tall)
    for seat, rect in plates.items():
        others = view["hands"][seat]
        for i, centre in enumerate(back_centres(rect, len(others), (rooms or {}).get(seat))):
            known = others[i]
            placements[f"back:{seat}:{i}"] = Placement(warrior(known) if known else "B", centre,
                                                       layer=1)
    return placements


def banner_rects(names: list[str]) -> dict[str, pygame.Rect]:
    """The still available Banners (Visible Banners variant), two to a row on the left."""
    rects = {}
    for i, name in enumerate(names):
        rects[name] = pygame.Rect(10 + (i % 2) * 68, BANNERS_TOP + 26 + (i // 2) * 44, 62, 36)
    return rects
