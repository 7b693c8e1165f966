"""Pook's rules pictures: cards from ``PookArt`` laid on small grids, with the booklet's examples.

Positions are written as in the core's tests: rows of tokens, ``O2a`` a Warrior,
``o2a`` the same card as a Bourse, ``P`` the Piggy, ``.`` an empty cell. What a
picture claims (a cell is legal, a count, a score) is written here as data, and
``tests/scenes/test_rules_scene.py`` checks each claim against the core: the
pictures explain, the core decides.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit.pieces.pook_art import HAND, TABLE
from scenes.shell.rules.kit import Kit, arrow, badge, canvas, column, cross, fan, outline, row, tick

PITCH = (TABLE[0] + 6, TABLE[1] + 4)
COLUMNS = "ABCDEFGHI"

# The booklet's turn example (p. 4): you hold an Orc 2 and an Orc 3.
TURN_TABLE = """
    .   .   .   .   .
    V1a K1a M1a .   V1b
    .   .   P   o1a m2a
    .   .   .   v3a .
    .   .   .   .   .
"""
TURN_TOP_LEFT = "C3"
TURN_HAND = ("O2a", "O3a")
#: Cells the example marks for the Orc 2 as a Warrior: (letter, allowed, rule that decides).
TURN_MARKS = {"F4": ("A", True, "P12"), "C3": ("B", False, "P12"),
              "G7": ("C", False, "P11"), "B4": ("D", False, "P10")}
LEVEL_TARGET = "F4"
LEVEL_COUNTED = ("F5", "F6")  # the Bourses in row 4 and column F
#: After the Orc 2 is placed on F4: its power's targets (True) and refusals (False).
ORC_TARGETS = {"G4": True, "E4": False}
PIGGY_SWAP = ("E5", "E4")  # the Piggy swaps with the Mage a Knight protects (P17)

# The booklet's end-of-game example: the Knight + Mage Banner scores 17.
END_TABLE = """
    K1a k1b O1a o1b V1a
    K2a k2b O2a o2b V1b
    K3a M1a P   o3a v2a
    K3b m1b M2a O3b v2b
    M2b M3a m3b V3a v3b
"""
END_BANNER = "KM"
END_SUM = (1, 2, 3, 1, 3, 2, 2, 3)  # the visible Knights and Mages, row by row


def cells_of(grid: str, top_left: str) -> dict[str, str]:
    """``{cell: token}`` for the cards of ``grid`` whose top-left token lies on ``top_left``."""
    col0, row0 = COLUMNS.index(top_left[0]), int(top_left[1:])
    found = {}
    for r, line in enumerate(line for line in grid.strip().splitlines() if line.strip()):
        for c, token in enumerate(line.split()):
            if token != ".":
                found[f"{COLUMNS[col0 + c]}{row0 + r}"] = token
    return found


def face(token: str) -> str:
    """A grid token as a ``PookArt`` face: ``O2a`` → ``W:O2a``, ``o2a`` → ``B``, ``P``."""
    if token == "P":
        return "P"
    return f"W:{token}" if token[0].isupper() else "B"


class Grid:
    """A window on the table: columns ``cols`` × rows ``rows``; ``dim``: cells outside the
    5×5 square, shaded."""

    def __init__(self, kit: Kit, table: dict[str, str], cols: str, rows: range,
                 dim: tuple[str, ...] = ()) -> None:
        self.kit, self.cols, self.rows = kit, cols, rows
        self.surface = canvas((len(cols) * PITCH[0] + 8, len(rows) * PITCH[1] + 8))
        palette = kit.palette
        for c in cols:
            for r in rows:
                rect = self.rect(f"{c}{r}")
                if f"{c}{r}" in dim or c in dim:
                    pygame.draw.rect(self.surface, (0, 0, 0, 90), rect, border_radius=5)
                pygame.draw.rect(self.surface, palette.panel_edge, rect, 1, border_radius=5)
        for cell, token in table.items():
            if cell[0] in cols and int(cell[1:]) in rows:
                self.surface.blit(kit.pook.card(face(token)), self.rect(cell))

    def rect(self, cell: str) -> pygame.Rect:
        c, r = self.cols.index(cell[0]), self.rows.index(int(cell[1:]))
        return pygame.Rect(4 + c * PITCH[0], 4 + r * PITCH[1], *TABLE)


def turn_grid(kit: Kit) -> Grid:
    return Grid(kit, cells_of(TURN_TABLE, TURN_TOP_LEFT), "BCDEFG", range(3, 8), dim=("B",))


def turn_example(kit: Kit) -> pygame.Surface:
    grid = turn_grid(kit)
    for cell, (letter, allowed, _rule) in TURN_MARKS.items():
        rect = grid.rect(cell)
        outline(grid.surface, rect, (96, 196, 112) if allowed else (222, 92, 72), 2)
        badge(kit, grid.surface, (rect.centerx, rect.centery - 12), letter)
        (tick if allowed else cross)(grid.surface, (rect.centerx, rect.centery + 16), 10)
    return grid.surface


def hand_marks(kit: Kit, marks: dict[str, bool | None]) -> pygame.Surface:
    """Hand-size Warriors side by side, each with a tick, a cross or nothing under it."""
    cards = []
    for card, allowed in marks.items():
        surface = canvas((HAND[0], HAND[1] + 34))
        surface.blit(kit.pook.card(f"W:{card}", "hand"), (0, 0))
        if allowed is not None:
            (tick if allowed else cross)(surface, (HAND[0] // 2, HAND[1] + 16))
        cards.append(surface)
    return row(cards, 14)


def turn_hand(kit: Kit) -> pygame.Surface:
    return hand_marks(kit, {"O2a": None, "O3a": None})


def level_count(kit: Kit) -> pygame.Surface:
    grid = turn_grid(kit)
    band = kit.palette.glow
    target = grid.rect(LEVEL_TARGET)
    shade = canvas(grid.surface.get_size())
    row_rect = pygame.Rect(0, target.top - 2, grid.surface.get_width(), target.height + 4)
    col_rect = pygame.Rect(target.left - 2, 0, target.width + 4, grid.surface.get_height())
    for rect in (row_rect, col_rect):
        pygame.draw.rect(shade, (*band, 60), rect, border_radius=6)
    surface = canvas(grid.surface.get_size())
    surface.blit(shade, (0, 0))
    surface.blit(grid.surface, (0, 0))
    outline(surface, target, band, 3)
    for i, cell in enumerate(LEVEL_COUNTED):
        rect = grid.rect(cell)
        badge(kit, surface, (rect.right - 6, rect.top + 8), str(i + 1))
    return surface


def level_cards(kit: Kit) -> pygame.Surface:
    return hand_marks(kit, {"O2a": True, "O3a": False})


def warrior_card(card: str) -> Callable[[Kit], pygame.Surface]:
    return lambda kit: kit.pook.card(f"W:{card}", "hand")


def factions(kit: Kit) -> pygame.Surface:
    return row([kit.pook.card(f"W:{card}", "hand") for card in ("K1a", "M2a", "O3a", "V1a")], 8)


def hand(kit: Kit) -> pygame.Surface:
    cards = ("K2a", "M1b", "O2b", "V3a", "M3a", "O1a")
    return fan([kit.pook.card(f"W:{card}", "hand") for card in cards], 40)


def banner_card(kit: Kit, name: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(kit.pook.banner(name, "large"), size)


def orc_grid(kit: Kit, after: bool) -> Grid:
    table = cells_of(TURN_TABLE, TURN_TOP_LEFT)
    table[LEVEL_TARGET] = "O2a"
    if after:
        target = next(cell for cell, ok in ORC_TARGETS.items() if ok)
        table[target] = table[target][0].lower() + table[target][1:]
    return Grid(kit, table, "CDEFG", range(3, 7))


def orc_targets(kit: Kit) -> pygame.Surface:
    grid = orc_grid(kit, after=False)
    surface = grid.surface
    source = grid.rect(LEVEL_TARGET)
    outline(surface, source, kit.palette.accent, 2)
    for cell, allowed in ORC_TARGETS.items():
        rect = grid.rect(cell)
        outline(surface, rect, (96, 196, 112) if allowed else (222, 92, 72), 2)
        (tick if allowed else cross)(surface, (rect.centerx, rect.bottom - 12), 10)
        if not allowed:
            shield = kit.assets.emblem("knight", 22, kit.palette)
            surface.blit(shield, shield.get_rect(center=(rect.right - 4, rect.top + 6)))
    return surface


def orc_after(kit: Kit) -> pygame.Surface:
    grid = orc_grid(kit, after=True)
    target = next(cell for cell, ok in ORC_TARGETS.items() if ok)
    outline(grid.surface, grid.rect(target), kit.palette.glow, 2)
    return grid.surface


def piggy_grid(kit: Kit, swapped: bool) -> Grid:
    table = cells_of(TURN_TABLE, TURN_TOP_LEFT)
    a, b = PIGGY_SWAP
    if swapped:
        table[a], table[b] = table[b], table[a]
    return Grid(kit, table, "DEF", range(4, 7))


def swap_arrows(grid: Grid, colour: tuple[int, int, int], crossed: bool = False) -> None:
    a, b = (grid.rect(cell) for cell in PIGGY_SWAP)
    x = a.right + 3
    arrow(grid.surface, (x, a.centery - 6), (x, b.centery + 6), colour, 3, 9)
    arrow(grid.surface, (x + 1, b.centery + 6), (x + 1, a.centery - 6), colour, 3, 9)
    if crossed:
        cross(grid.surface, (x, (a.centery + b.centery) // 2), 11)


def piggy_before(kit: Kit) -> pygame.Surface:
    grid = piggy_grid(kit, swapped=False)
    swap_arrows(grid, kit.palette.glow)
    return grid.surface


def piggy_after(kit: Kit) -> pygame.Surface:
    return piggy_grid(kit, swapped=True).surface


def piggy_back(kit: Kit) -> pygame.Surface:
    grid = piggy_grid(kit, swapped=True)
    swap_arrows(grid, kit.palette.muted, crossed=True)
    return grid.surface


def end_table(kit: Kit) -> pygame.Surface:
    table = cells_of(END_TABLE, "C3")
    grid = Grid(kit, table, "CDEFG", range(3, 8))
    for cell, token in table.items():
        if token[0] in END_BANNER:
            outline(grid.surface, grid.rect(cell), kit.palette.glow, 2)
    return grid.surface


def end_banner(kit: Kit) -> pygame.Surface:
    total = "+".join(str(level) for level in END_SUM) + f" = {sum(END_SUM)}"
    return column([banner_card(kit, END_BANNER, (208, 120)), kit.text(total, 20)], 10)


def banners(kit: Kit) -> pygame.Surface:
    from game.pook.cards import BANNERS

    cards = [banner_card(kit, name, (112, 65)) for name in BANNERS]
    return column([row(cards[:3], 8), row(cards[3:], 8)], 8)


PICTURES: dict[str, Callable[[Kit], pygame.Surface]] = {
    "factions": factions,
    "bourse": lambda kit: kit.pook.card("B", "hand"),
    "piggy": lambda kit: kit.pook.card("P", "hand"),
    "start": lambda kit: Grid(kit, {"E5": "P"}, "CDEFG", range(3, 8)).surface,
    "hand": hand,
    "banner": lambda kit: banner_card(kit, "OV", (208, 120)),
    "turn_example": turn_example,
    "turn_hand": turn_hand,
    "level_count": level_count,
    "level_cards": level_cards,
    "knight": warrior_card("K3a"),
    "mage": warrior_card("M2a"),
    "orc": warrior_card("O2a"),
    "viking": warrior_card("V1a"),
    "orc_targets": orc_targets,
    "orc_after": orc_after,
    "piggy_before": piggy_before,
    "piggy_after": piggy_after,
    "piggy_back": piggy_back,
    "end_table": end_table,
    "end_banner": end_banner,
    "banners": banners,
}
