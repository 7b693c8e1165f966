"""RÖK's rules pictures: stones from ``RuneArt`` on bits of the cloth, and the check's cases.

Runes are named as in the core (``w3a``: white, sign 3, copy a). The examples'
claims (a false pair costs a hoard pair, a theft takes every rune of the
Balance's colour) are checked against the core in ``tests/scenes/test_rules_scene.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from scenes.shell.rules.kit import Kit, arrow, arrow_piece, canvas, column, cross, row, tick

R = 24  # a stone's radius in the pictures (the table's are smaller)
CLOTH = 150  # the radius of the bits of table
TRUE_PAIR = ("b5a", "b5b")
FALSE_PAIR = ("w3a", "w4a")  # not a pair: back to the bag, and a hoard pair with them (R14)
FALSE_PENALTY = ("g1a", "g1b")
SPLIT_PAIR = ("g7a", "g7b")  # one each: both back to the bag (R15)
#: The theft (R16): the thief grabbed the twin of the victim's grey Balance rune.
THEFT_BALANCE = "g5a"
THEFT_TWIN = "g5b"
THEFT_HOARD = ("g1a", "g1b", "b2a", "b2b", "g6a", "g6b")  # the victim's hoard before
#: Face-up runes left on the table and their distance to the Destiny rune: the closest
#: becomes a new Balance rune (R18).
NEW_BALANCE = {"w2a": (5.5, 1.5), "b7a": (-7.0, 5.0), "g4a": (9.0, -8.0)}
#: Ten face-up runes holding one pair (b5a, b5b), for the robots' pace (R25).
TEN_RUNES = ((-60, -40, "b1a"), (40, -70, "w6b"), (70, 20, "g3a"), (-30, 60, "b5b"),
             (10, 95, "w2a"), (-95, 10, "w8a"), (90, -45, "g6b"), (-20, -100, "b4b"),
             (55, 70, "g7a"), (0, -5 + 40, "b5a"))
SCATTER = ((-60, -40, "b1a"), (40, -70, None), (70, 20, "w6b"), (-30, 60, None),
           (10, 95, "g3a"), (-95, 10, "w8a"), (90, -45, None), (-20, -100, "b4b"),
           (55, 70, "g7a"), (-70, -85, None))


def stone(kit: Kit, face: str | None, radius: int = R) -> pygame.Surface:
    return kit.runes.stone(face, radius)


def no_stone(kit: Kit) -> pygame.Surface:
    """Where a rune is missing (a Balance rune lost): an empty ring."""
    surface = canvas((2 * R + 4, 2 * R + 4))
    pygame.draw.circle(surface, kit.palette.panel_edge, (R + 2, R + 2), R, 2)
    return surface


def stones(kit: Kit, faces: Sequence[str | None], gap: int = 4) -> pygame.Surface:
    return row([stone(kit, face) for face in faces], gap)


def mark(good: bool, size: int = 13) -> pygame.Surface:
    surface = canvas((2 * size + 6, 2 * size + 6))
    (tick if good else cross)(surface, (size + 3, size + 3), size)
    return surface


def cloth(kit: Kit, radius: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """A round bit of RÖK's table (its cloth and rim) and the centre where the Destiny lies."""
    table = kit.runes.table(radius).copy()
    centre = (table.get_width() // 2, table.get_height() // 2)
    destiny = stone(kit, "D", R - 2)
    table.blit(destiny, destiny.get_rect(center=centre))
    return table, centre


def bag(kit: Kit) -> pygame.Surface:
    """The bag, drawn plainly: a sack with a tied neck."""
    surface = canvas((54, 62))
    sack, dark = (150, 104, 64), (90, 60, 36)
    pygame.draw.ellipse(surface, sack, (4, 18, 46, 42))
    pygame.draw.ellipse(surface, dark, (4, 18, 46, 42), 2)
    pygame.draw.polygon(surface, sack, [(16, 4), (38, 4), (32, 22), (22, 22)])
    pygame.draw.polygon(surface, dark, [(16, 4), (38, 4), (32, 22), (22, 22)], 2)
    pygame.draw.line(surface, dark, (18, 20), (36, 20), 3)
    return surface


def tray(kit: Kit, faces: Sequence[str | None], label: str | None = None) -> pygame.Surface:
    """Runes on a small plate (a tray, a hoard), with a word under it; no runes: an empty
    ring."""
    inner = stones(kit, faces) if faces else no_stone(kit)
    plate = canvas((inner.get_width() + 16, inner.get_height() + 12))
    pygame.draw.rect(plate, kit.palette.panel_edge, plate.get_rect(), 2, border_radius=10)
    plate.blit(inner, (8, 6))
    if label is None:
        return plate
    return column([plate, kit.text(label, 16, bold=False, colour=kit.palette.muted)], 2)


def signs(kit: Kit) -> pygame.Surface:
    from game.rok.components import SIGNS

    cells = [column([stone(kit, f"w{i + 1}a"), kit.text(name, 14, True, kit.palette.muted)], 2)
             for i, name in enumerate(SIGNS)]
    return row(cells, 6)


def pairs(kit: Kit) -> pygame.Surface:
    lines = [row([stones(kit, ("b6a", "b6b")), mark(True)], 8),
             row([stones(kit, ("g2a", "g2b")), mark(True)], 8),
             row([stones(kit, ("w5a", "w5b")), mark(True)], 8),
             row([stones(kit, ("b4a", "g4a")), mark(False)], 8)]
    return column(lines, 4)


def destiny(kit: Kit) -> pygame.Surface:
    return row([stone(kit, "D", R + 4), stone(kit, None, R + 4)], 30)


def on_cloth(kit: Kit, radius: int, placed: Sequence[tuple[float, float, str | None]],
             scale: float = 1.0) -> tuple[pygame.Surface, tuple[int, int]]:
    table, centre = cloth(kit, radius)
    for x, y, face in placed:
        image = stone(kit, face, R - 4)
        table.blit(image, image.get_rect(center=(centre[0] + x * scale, centre[1] + y * scale)))
    return table, centre


def setup_table(kit: Kit) -> pygame.Surface:
    balances = ("b3a", "g8a", "w1a")
    placed = []
    for i, face in enumerate(balances):
        angle = math.pi / 2 + i * 2 * math.pi / len(balances)
        placed.append((math.cos(angle) * 128, math.sin(angle) * 128, face))
    return on_cloth(kit, CLOTH, placed)[0]


def throw_table(kit: Kit) -> pygame.Surface:
    return on_cloth(kit, CLOTH, SCATTER)[0]


def grab_pair(kit: Kit) -> pygame.Surface:
    return row([stones(kit, TRUE_PAIR, 14), mark(True)], 8)


def grab_down(kit: Kit) -> pygame.Surface:
    return row([stone(kit, None), mark(False)], 8)


def grab_balance(kit: Kit) -> pygame.Surface:
    return row([tray(kit, ("g2a",), kit.label("balance")), stone(kit, "g2b"), mark(True)], 8)


def robot_pace(kit: Kit) -> pygame.Surface:
    """A pair among ten runes, and how long an attentive adult takes to find it (R25)."""
    return row([on_cloth(kit, 120, TEN_RUNES, 0.8)[0], kit.text(kit.label("about_3s"), 22)], 12)


def true_pair(kit: Kit) -> pygame.Surface:
    return row([tray(kit, TRUE_PAIR, kit.label("tray")), arrow_piece(kit, 36),
                tray(kit, TRUE_PAIR, kit.label("hoard"))], 6)


def false_pair(kit: Kit) -> pygame.Surface:
    return row([column([tray(kit, FALSE_PAIR, kit.label("tray")),
                        tray(kit, FALSE_PENALTY, kit.label("hoard"))], 6),
                arrow_piece(kit, 36), bag(kit)], 6)


def split_pair(kit: Kit) -> pygame.Surface:
    return row([column([tray(kit, SPLIT_PAIR[:1], kit.label("player_1")),
                        tray(kit, SPLIT_PAIR[1:], kit.label("player_2"))], 6),
                arrow_piece(kit, 36), bag(kit)], 6)


def theft_before(kit: Kit) -> pygame.Surface:
    victim = row([tray(kit, (THEFT_BALANCE,), kit.label("balance")),
                  tray(kit, THEFT_HOARD, kit.label("hoard"))], 8)
    thief = tray(kit, (THEFT_TWIN,), kit.label("tray"))
    return column([kit.text(kit.label("victim"), 16), victim,
                   kit.text(kit.label("thief"), 16), thief], 4)


def theft_after(kit: Kit) -> pygame.Surface:
    taken = tuple(r for r in THEFT_HOARD if r[0] == THEFT_BALANCE[0])
    kept = tuple(r for r in THEFT_HOARD if r[0] != THEFT_BALANCE[0])
    victim = row([tray(kit, (), kit.label("balance")), tray(kit, kept, kit.label("hoard"))], 8)
    thief = tray(kit, (THEFT_BALANCE, THEFT_TWIN, *taken), kit.label("hoard"))
    return column([kit.text(kit.label("victim"), 16), victim,
                   kit.text(kit.label("thief"), 16), thief], 4)


def new_balance(kit: Kit) -> pygame.Surface:
    scale = 9.0
    placed: list[tuple[float, float, str | None]] = [
        (x * scale, -y * scale, face) for face, (x, y) in NEW_BALANCE.items()]
    placed += [(20, -105, None), (-105, 45, None)]
    table, centre = on_cloth(kit, CLOTH, placed)
    closest = min(NEW_BALANCE, key=lambda face: math.dist((0, 0), NEW_BALANCE[face]))
    x, y = NEW_BALANCE[closest]
    spot = (centre[0] + x * scale, centre[1] - y * scale)
    pygame.draw.circle(table, kit.palette.glow, spot, R, 3)
    return row([table, arrow_piece(kit, 40), tray(kit, (closest,), kit.label("balance"))], 8)


def slide(kit: Kit) -> pygame.Surface:
    table, centre = cloth(kit, CLOTH)
    edge = (centre[0], centre[1] + CLOTH - 2)
    near = (centre[0] + 14, centre[1] + 42)
    foul = (centre[0] - 30, centre[1] - 10)
    for start, end in ((edge, near), ((centre[0] - 104, centre[1] + 104), foul)):
        arrow(table, start, end, kit.palette.muted, 2, 9)
    for spot, seat in ((near, 0), (foul, 1)):
        image = stone(kit, f"seat:{seat}", R - 4)
        table.blit(image, image.get_rect(center=spot))
    pygame.draw.line(table, kit.palette.glow, centre, near, 2)
    good, bad = mark(True, 10), mark(False, 10)
    table.blit(good, good.get_rect(midleft=(near[0] + 16, near[1])))
    table.blit(bad, bad.get_rect(midright=(foul[0] - 16, foul[1])))
    return table


def end_hoards(kit: Kit) -> pygame.Surface:
    first = ("b1a", "b1b", "w6a", "w6b", "g3a", "g3b", "w2a", "w2b")
    second = ("g8a", "g8b", "b7a", "b7b", "w4a", "w4b")
    return column([row([tray(kit, first), kit.text(str(len(first)), 22), mark(True)], 8),
                   row([tray(kit, second), kit.text(str(len(second)), 22)], 8)], 8)


PICTURES: dict[str, Callable[[Kit], pygame.Surface]] = {
    "signs": signs, "pairs": pairs, "destiny": destiny,
    "setup_table": setup_table, "throw_table": throw_table,
    "grab_pair": grab_pair, "grab_down": grab_down, "grab_balance": grab_balance,
    "robot_pace": robot_pace,
    "true_pair": true_pair, "false_pair": false_pair, "split_pair": split_pair,
    "theft_before": theft_before, "theft_after": theft_after,
    "new_balance": new_balance, "slide": slide, "end_hoards": end_hoards,
}
