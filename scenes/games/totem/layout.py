"""Where things sit on the Totem table: a :class:`Geometry` of the play area (the canvas left
of the log), made again whenever that area changes.

The viewer's side is at the bottom: their hand along the edge, their four defender slots
above it; the opponent mirrors them at the top. Deck on the left of the middle band, discard
pile on the right. The places were drawn for a play area of :data:`BASE` (a 1280×800 canvas
less the log); a larger area spreads the rows down its height and the piles and hands across
its width, and the cards grow with whichever of the two grew less (the text does not grow:
the text size setting does that).

A Geometry may also be *zoomed* (:meth:`Geometry.zoomed`): the same places as the player's
zoom shows them (``fitted × factor + shift``, scenes.table.zoom), the cards' size with them.
The board's cards live in the fitted places; the screen, the pointer and the keys' ring
read the zoomed ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.kit.pieces.totem_art import CARD_SIZE, SMALL_BACK
from scenes.table.board import Placement

BASE = (954, 800)  # the play area the numbers below are measured in
SLOTS = 4
PLATE_WIDTH = 180  # a seat's name, at the left edge, stops before the cards
PLATE_WIDEST = 300  # (where the room before them is wider: the hand may reach further left)
SPREAD = 1.5  # the piles and hands spread at most this much more than the cards grow


@dataclass(frozen=True)
class Geometry:
    """Every place of the table, for one play area (canvas units)."""

    area: tuple[int, int, int, int]
    factor: float = 1.0  # the player's zoom (1: the fitted places)
    shift: tuple[float, float] = (0.0, 0.0)  # and its pan, in canvas pixels
    scale: float = field(init=False)  # the cards' size, as a multiple of CARD_SIZE
    spread: float = field(init=False)  # distances across the table, as a multiple of BASE's
    stretch: float = field(init=False)  # distances down the table, as a multiple of BASE's

    def __post_init__(self) -> None:
        width, height = self.area[2] / BASE[0], self.area[3] / BASE[1]
        scale = round(max(1.0, min(width, height)), 2)  # (rounded: one drawing per size)
        factor = self.factor
        object.__setattr__(self, "scale", round(scale * factor, 3))
        object.__setattr__(self, "spread", max(scale, min(width, SPREAD * scale)) * factor)
        object.__setattr__(self, "stretch", max(1.0, height) * factor)

    @classmethod
    def of(cls, area: pygame.Rect) -> Geometry:
        return cls((area.x, area.y, area.w, area.h))

    def zoomed(self, factor: float, shift: tuple[float, float]) -> Geometry:
        """These places as a zoom of ``factor`` panned by ``shift`` shows them."""
        return Geometry(self.area, factor, shift)

    @property
    def view(self) -> pygame.Rect:
        """The play area: what a zoom shows, clipped."""
        return pygame.Rect(self.area)

    # --- sizes and lines ------------------------------------------------------------------

    def size(self, base: float) -> int:
        """A length of the cards' scale (a card's offset, a lift)."""
        return round(base * self.scale)

    @property
    def card(self) -> tuple[int, int]:
        return self.size(CARD_SIZE[0]), self.size(CARD_SIZE[1])

    @property
    def small(self) -> tuple[int, int]:
        """The opponent's hand, along the top edge."""
        return self.size(SMALL_BACK[0]), self.size(SMALL_BACK[1])

    @property
    def centre_x(self) -> float:
        return (self.area[0] + self.area[2] / 2) * self.factor + self.shift[0]

    def y(self, base: float) -> float:
        """A height of BASE, stretched down the area."""
        return self.area[1] * self.factor + self.shift[1] + base * self.stretch

    def across(self, base: float) -> float:
        """A distance from the middle of BASE, spread across the area."""
        return self.centre_x + base * self.spread

    @property
    def enemy_hand_y(self) -> float:
        return self.y(52)

    @property
    def enemy_zone_y(self) -> float:
        return self.y(212)

    @property
    def middle_y(self) -> float:
        """The middle band's line: the piles, the clash's banner."""
        return self.y(392)

    @property
    def own_zone_y(self) -> float:
        return self.y(566)

    @property
    def own_hand_y(self) -> float:
        return self.y(726)

    @property
    def status_y(self) -> float:
        """A one- or two-line status is centred here."""
        return self.y(318)

    @property
    def recap_y(self) -> float:
        return self.y(348)

    def button_rect(self, width: int, offset: float = 0) -> pygame.Rect:
        """A button of the middle band (End turn, Confirm), ``offset`` from the middle."""
        rect = pygame.Rect(0, 0, width, 50)
        rect.center = (round(self.centre_x + offset), round(self.y(465)))
        return rect

    @property
    def deck(self) -> tuple[float, float]:
        return self.across(-383), self.middle_y

    @property
    def discard(self) -> tuple[float, float]:
        return self.across(383), self.middle_y

    @property
    def plate_x(self) -> int:
        """The seats' plates' left edge: by the deck's, or the area's."""
        return max(self.area[0] + 16, self.pile_rect(self.deck).left - 26)

    @property
    def plate_width(self) -> int:
        """How wide a seat's plate may be: from its left edge to the first slot (the cards
        on the table begin there), never narrower than at 1280×800."""
        first = min(self.slot_rect(True, 1).left, self.slot_rect(False, 1).left)
        return max(PLATE_WIDTH, min(PLATE_WIDEST, first - 24 - self.plate_x))

    @property
    def between_piles(self) -> int:
        """The width between the deck and the discard pile, less their labels' margin."""
        return round(2 * (self.discard[0] - self.centre_x)) - 190

    # --- rectangles -----------------------------------------------------------------------

    def slot_centre(self, own: bool, slot: int) -> tuple[float, float]:
        """Centre of slot 1-4 on the viewer's side (``own``) or the opponent's."""
        return (self.centre_x + (slot - 2.5) * self.size(126),
                self.own_zone_y if own else self.enemy_zone_y)

    def card_rect(self, centre: tuple[float, float]) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.card)
        rect.center = (round(centre[0]), round(centre[1]))
        return rect

    def small_rect(self, centre: tuple[float, float]) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.small)
        rect.center = (round(centre[0]), round(centre[1]))
        return rect

    def slot_rect(self, own: bool, slot: int) -> pygame.Rect:
        return self.card_rect(self.slot_centre(own, slot))

    def pile_rect(self, which: tuple[float, float]) -> pygame.Rect:
        return self.card_rect(which)

    def hand_centres(self, count: int, y: float, width: float,
                     card: int) -> list[tuple[float, float]]:
        """Cards ``card`` wide side by side, overlapping when they would not fit in ``width``."""
        if count == 0:
            return []
        step = min(card + self.size(10), (width - card) / max(1, count - 1))
        left = self.centre_x - step * (count - 1) / 2
        return [(left + i * step, y) for i in range(count)]

    def own_hand(self, count: int) -> list[tuple[float, float]]:
        return self.hand_centres(count, self.own_hand_y, 760 * self.spread, self.card[0])

    def enemy_hand(self, count: int) -> list[tuple[float, float]]:
        return self.hand_centres(count, self.enemy_hand_y, 520 * self.spread, self.small[0])

    # --- the view's cards -----------------------------------------------------------------

    def layout(self, view: dict[str, Any], arranged: list[str | None]) -> dict[str, Placement]:
        """Placements for ``view``; ``arranged`` holds hand cards the viewer has put in their
        slots during setup but not yet confirmed."""
        seat = view["seat"]
        enemy = 1 - seat
        placements: dict[str, Placement] = {}
        held_back = {card for card in arranged if card}
        hand = [card for card in view["hand"] if card not in held_back]
        for i, centre in enumerate(self.own_hand(len(hand))):
            placements[f"card:{hand[i]}"] = Placement(hand[i], centre, layer=10 + i)
        if view.get("public"):  # hot seat, the other seat acts: the viewer's hand face down
            for i, centre in enumerate(self.own_hand(view["hand_counts"][seat])):
                placements[f"hidden:{i}"] = Placement(None, centre, layer=10 + i)
        for i, card in enumerate(arranged):
            if card:
                placements[f"card:{card}"] = Placement(card, self.slot_centre(True, i + 1),
                                                       layer=5, peek=True)
        shown = (view.get("hands") or [[], []])[enemy]  # every card, only when watching again
        for i, centre in enumerate(self.enemy_hand(view["hand_counts"][enemy])):
            placements[f"back:{i}"] = Placement(shown[i] if i < len(shown) else None, centre,
                                                layer=10 + i)
        for owner in (seat, enemy):
            for i, slot in enumerate(view["zones"][owner]):
                if slot is None:
                    continue
                placements[f"zone:{owner}:{i + 1}"] = Placement(
                    slot["card"], self.slot_centre(owner == seat, i + 1),
                    sideways=slot["spent"], layer=4,
                    peek=slot["card"] is not None and not slot["revealed"])
        x, y = self.discard
        for depth, card in enumerate(view["discard"][-3:]):
            placements[f"card:{card}"] = Placement(card, (x + 2 * depth, y - 2 * depth),
                                                   layer=depth)
        return placements
