"""Where things sit on the Totem table (1280×800 logical; the log takes the right edge).

The viewer's side is at the bottom: their hand along the edge, their four
defender slots above it; the opponent mirrors them at the top. Deck on the
left of the middle band, discard pile on the right.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.kit.pieces.totem_art import CARD_SIZE, SMALL_BACK
from scenes.table.board import Placement

CENTRE_X = 475
SLOT_STEP = 126
ENEMY_ZONE_Y = 212
OWN_ZONE_Y = 566
OWN_HAND_Y = 726
ENEMY_HAND_Y = 52
DECK = (92, 392)
DISCARD = (858, 392)
HAND_WIDTH = 760
SLOTS = 4
PLATE_WIDTH = 180  # a seat's name, at the left edge, stops before the cards


def slot_centre(own: bool, slot: int) -> tuple[float, float]:
    """Centre of slot 1-4 on the viewer's side (``own``) or the opponent's."""
    return CENTRE_X + (slot - 2.5) * SLOT_STEP, OWN_ZONE_Y if own else ENEMY_ZONE_Y


def card_rect(centre: tuple[float, float]) -> pygame.Rect:
    rect = pygame.Rect((0, 0), CARD_SIZE)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def slot_rect(own: bool, slot: int) -> pygame.Rect:
    return card_rect(slot_centre(own, slot))


def pile_rect(which: tuple[int, int]) -> pygame.Rect:
    return card_rect(which)


def hand_centres(count: int, y: float, width: float = HAND_WIDTH,
                 card: int = CARD_SIZE[0]) -> list[tuple[float, float]]:
    """Cards ``card`` wide side by side, overlapping when they would not fit in ``width``."""
    if count == 0:
        return []
    step = min(card + 10, (width - card) / max(1, count - 1))
    left = CENTRE_X - step * (count - 1) / 2
    return [(left + i * step, y) for i in range(count)]


def layout(view: dict[str, Any], arranged: list[str | None]) -> dict[str, Placement]:
    """Placements for ``view``; ``arranged`` holds hand cards the viewer has put in their
    slots during setup but not yet confirmed."""
    seat = view["seat"]
    enemy = 1 - seat
    placements: dict[str, Placement] = {}
    held_back = {card for card in arranged if card}
    hand = [card for card in view["hand"] if card not in held_back]
    for i, centre in enumerate(hand_centres(len(hand), OWN_HAND_Y)):
        placements[f"card:{hand[i]}"] = Placement(hand[i], centre, layer=10 + i)
    if view.get("public"):  # hot seat, the other seat acts: the viewer's hand lies face down
        for i, centre in enumerate(hand_centres(view["hand_counts"][seat], OWN_HAND_Y)):
            placements[f"hidden:{i}"] = Placement(None, centre, layer=10 + i)
    for i, card in enumerate(arranged):
        if card:
            placements[f"card:{card}"] = Placement(card, slot_centre(True, i + 1), layer=5,
                                                   peek=True)
    enemy_hand = hand_centres(view["hand_counts"][enemy], ENEMY_HAND_Y, width=520,
                              card=SMALL_BACK[0])
    shown = (view.get("hands") or [[], []])[enemy]  # every card, only when watching again
    for i, centre in enumerate(enemy_hand):
        placements[f"back:{i}"] = Placement(shown[i] if i < len(shown) else None, centre,
                                            layer=10 + i)
    for owner in (seat, enemy):
        for i, slot in enumerate(view["zones"][owner]):
            if slot is None:
                continue
            own = owner == seat
            placements[f"zone:{owner}:{i + 1}"] = Placement(
                slot["card"], slot_centre(own, i + 1), sideways=slot["spent"], layer=4,
                peek=slot["card"] is not None and not slot["revealed"])
    for depth, card in enumerate(view["discard"][-3:]):
        placements[f"card:{card}"] = Placement(card, (DISCARD[0] + 2 * depth,
                                                      DISCARD[1] - 2 * depth), layer=depth)
    return placements
