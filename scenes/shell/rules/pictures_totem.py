"""Totem's rules pictures: cards from ``TotemArt``, and the attacks the booklet describes.

Each example is data (who attacks what, and what comes of it); the claims are
checked against the core in ``tests/scenes/test_rules_scene.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from scenes.shell.rules.kit import Kit, arrow_piece, canvas, column, cross, fan, row, tick

SUITS = {"sword": "R4", "shield": "B7", "eye": "G2", "sum": "Y9", "plain": "B12"}
SETUP_HAND = ("R9", "Y3", "B11")
#: (attacker cards, defender, defender face down before the attack, the attack succeeds)
Example = tuple[tuple[str, ...], str, bool, bool]  # attackers, defender, face down, succeeds
ATTACK_WIN = (("Y11",), "G7", True, True)
ATTACK_FAIL = (("G5",), "Y8", True, False)
REVEALED = "Y8"
REVEALED_TRIES = {"B6": False, "Y10": True}  # attacks on the revealed Y8: allowed or not (T13)
#: A revealed defender with a power has used it or had it cancelled (T19): it lies sideways.
SWORD_COMBO = (("R4", "Y6"), "B10", False, True)
SHIELD_FIRST = (("R13",), "B5", True, False)
SHIELD_LATER = (("Y7",), "B5", False, True)  # the Shield, revealed and spent, is beaten
EYE_EXAMPLE = ("G3", "Y2", "R6")  # the Eye beats Y2, then reveals R6 and cancels its power
SUM_EXAMPLE = ("Y4", "B10")  # the Sum beats B10, then its owner draws at once


def card(kit: Kit, face: str | None, small: bool = False, sideways: bool = False) -> pygame.Surface:
    """A card as the table draws it; ``sideways``: its power used or cancelled (T19)."""
    if small:
        return kit.totem.small(face, sideways)
    return kit.totem.card(face, sideways)


def plus(kit: Kit) -> pygame.Surface:
    return kit.text("+", 26, colour=kit.palette.accent)


def verdict(kit: Kit, good: bool, size: int = 15) -> pygame.Surface:
    surface = canvas((2 * size + 6, 2 * size + 6))
    (tick if good else cross)(surface, (size + 3, size + 3), size)
    return surface


def clash(kit: Kit, example: Example, spent: bool = False, small: bool = False) -> pygame.Surface:
    """Attacker(s) → the defender as it lies after the attack, and a tick or a cross."""
    attackers, defender, _down, succeeds = example
    parts: list[pygame.Surface] = []
    for i, face in enumerate(attackers):
        if i:
            parts.append(plus(kit))
        parts.append(card(kit, face, small))
    parts += [arrow_piece(kit), card(kit, defender, small, sideways=spent),
              verdict(kit, succeeds)]
    return row(parts, 8)


def defenders(kit: Kit) -> pygame.Surface:
    return row([card(kit, None) for _ in range(4)], 10)


def setup_hand(kit: Kit) -> pygame.Surface:
    return fan([card(kit, face) for face in SETUP_HAND], 52)


def move(kit: Kit, left: list[pygame.Surface], right: list[pygame.Surface],
         both: bool = False) -> pygame.Surface:
    return row([*left, arrow_piece(kit, 40, 30, both), *right], 6)


def defend(kit: Kit) -> pygame.Surface:
    slot = canvas((60, 88))
    pygame.draw.rect(slot, kit.palette.panel_edge, slot.get_rect(), 2, border_radius=8)
    return move(kit, [card(kit, "B8", True)], [slot])


def exchange(kit: Kit) -> pygame.Surface:
    return move(kit, [card(kit, "R3", True)], [card(kit, None, True)], both=True)


def discard(kit: Kit) -> pygame.Surface:
    pile = fan([card(kit, "G11", True), card(kit, "Y5", True)], 6)
    return row([move(kit, [card(kit, "Y5", True)], [pile]), plus(kit), card(kit, None, True)], 8)


def attack_revealed(kit: Kit) -> pygame.Surface:
    lines = [row([card(kit, face, True), arrow_piece(kit, 40, 30),
                  card(kit, REVEALED, True, sideways=True), verdict(kit, allowed, 12)], 6)
             for face, allowed in REVEALED_TRIES.items()]
    return column(lines, 8)


def eye_example(kit: Kit) -> pygame.Surface:
    eye, beaten, seen = EYE_EXAMPLE
    won = row([card(kit, eye, True), arrow_piece(kit, 36, 30), card(kit, beaten, True),
               verdict(kit, True, 12)], 6)
    reveal = row([card(kit, None, True), arrow_piece(kit, 36, 30),
                  card(kit, seen, True, sideways=True)], 6)
    return column([won, reveal], 8)


def sum_example(kit: Kit) -> pygame.Surface:
    summ, beaten = SUM_EXAMPLE
    won = row([card(kit, summ, True), arrow_piece(kit, 36, 30), card(kit, beaten, True),
               verdict(kit, True, 12)], 6)
    draw = row([card(kit, None, True), arrow_piece(kit, 36, 30),
                fan([card(kit, "R2", True), card(kit, "G12", True)], 30)], 6)
    return column([won, draw], 8)


def zone(kit: Kit, faces: list[str | None], slots: int = 4) -> pygame.Surface:
    parts = []
    for face in faces + [""] * (slots - len(faces)):
        if face == "":
            slot = canvas((60, 88))
            pygame.draw.rect(slot, kit.palette.panel_edge, slot.get_rect(), 2, border_radius=8)
            parts.append(slot)
        else:
            parts.append(card(kit, face, True))
    return row(parts, 6)


def winner(kit: Kit, faces: list[str | None]) -> pygame.Surface:
    """The winner's defence zone, with a tick beside it."""
    return row([zone(kit, faces), verdict(kit, True)], 10)


def loser(kit: Kit, faces: list[str | None]) -> pygame.Surface:
    """The other zone, padded so both zones line up."""
    return row([zone(kit, faces), canvas((36, 36))], 10)


def end_beaten(kit: Kit) -> pygame.Surface:
    return column([loser(kit, []), winner(kit, ["B9", None])], 10)


def end_count(kit: Kit) -> pygame.Surface:
    return column([loser(kit, ["Y12", None]), winner(kit, [None, "R7", None])], 10)


PICTURES: dict[str, Callable[[Kit], pygame.Surface]] = {
    **{power: partial(card, face=face) for power, face in SUITS.items()},
    "defenders": defenders,
    "setup_hand": setup_hand,
    "defend": defend,
    "exchange": exchange,
    "discard": discard,
    "attack_win": lambda kit: clash(kit, ATTACK_WIN, small=True),
    "attack_fail": lambda kit: clash(kit, ATTACK_FAIL, spent=True, small=True),
    "attack_revealed": attack_revealed,
    "sword_combo": lambda kit: clash(kit, SWORD_COMBO),
    "shield_first": lambda kit: clash(kit, SHIELD_FIRST, spent=True),
    "shield_later": lambda kit: clash(kit, SHIELD_LATER, spent=True),
    "eye_example": eye_example,
    "sum_example": sum_example,
    "end_beaten": end_beaten,
    "end_count": end_count,
}
