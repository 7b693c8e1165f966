"""Pook cards drawn in code: Warrior faces, the Bourse face, the Piggy and the Banners.

Every face has its own silhouette, so nothing depends on colour alone: a
Warrior shows its faction emblem and its level in both corners, a Bourse the
purse emblem on a golden card, the Piggy the pig emblem on a pink card with
a double border. A Bourse the viewer knows (one they placed) carries a small
tag naming the card, for that viewer only. Faces are written as short
strings: ``"W:O2a"`` (Warrior), ``"B"`` (a Bourse), ``"B:O2a"`` (a Bourse the
viewer knows), ``"P"`` (the Piggy).
"""

from __future__ import annotations

import pygame

from scenes.kit.assets import Assets
from scenes.kit.contrast import Printed, print_readable
from scenes.kit.palette import Colour, Palette

TABLE = (46, 60)
HAND = (84, 118)
MINI = (24, 34)
BANNER = (62, 36)  # a small Banner (a plate's, the viewer's, one still to take)
SIZES = {"table": TABLE, "hand": HAND, "mini": MINI}
SIZES_KEPT = 3  # sizes of their own (a zoomed grid's) kept drawn, besides SIZES
DIGITS = "0123456789"

FACTION_KEYS = {"K": "knight", "M": "mage", "O": "orc", "V": "viking"}
DARK = (34, 30, 28)
PURSE = (196, 150, 74)
PURSE_DARK = (120, 84, 36)
PIG_CARD = (246, 190, 200)
PIG_EDGE = (170, 70, 98)


def warrior(card: str) -> str:
    return f"W:{card}"


def split(face: str) -> tuple[str, str | None]:
    """``"W:O2a"`` → ("W", "O2a"); ``"B"`` → ("B", None)."""
    kind, _, card = face.partition(":")
    return kind, card or None


def number_size(dims: tuple[int, int]) -> int:
    """The font size of a card's level in its top corner (a card ``dims`` big)."""
    return max(12, round(dims[1] * 0.22))


class PookArt:
    """Card surfaces, made once per face, size and palette; any size may be asked (a grid
    drawn large is drawn at its size, never a small card blown up), the few last kept."""

    def __init__(self, assets: Assets, palette: Palette) -> None:
        self.assets = assets
        self.palette = palette
        self._cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._sizes: list[tuple[int, int]] = []  # sizes beyond SIZES, the latest last
        self._banners: dict[tuple[str, str], pygame.Surface] = {}
        # each face's printed numbers: where, in which ink, on which ground (for the checks)
        self.numbers: dict[tuple[str, tuple[int, int]], list[Printed]] = {}

    def warm_up(self) -> None:
        """Draw every face once now, so no frame of the game pays for a first drawing."""
        from game.pook.cards import CARD_IDS

        for size in ("table", "hand"):
            for card in CARD_IDS:
                self.card(warrior(card), size)
            self.card("B", size)
        for card in CARD_IDS:
            self.card(f"B:{card}")
        self.card("B", "mini")
        self.card("P")

    def card(self, face: str, size: str | tuple[int, int] = "table") -> pygame.Surface:
        """``face`` at a named size (``SIZES``) or at ``(width, height)``."""
        dims = SIZES[size] if isinstance(size, str) else (max(8, size[0]), max(8, size[1]))
        key = (face, dims)
        if key not in self._cache:
            self._keep(dims)
            kind, card = split(face)
            if kind == "W" and card:
                surface = self._warrior(card, dims)
            elif kind == "P":
                surface = self._piggy(dims)
            else:
                surface = self._bourse(card, dims)
            self._cache[key] = surface.convert_alpha()
        return self._cache[key]

    def cached(self, face: str, dims: tuple[int, int]) -> pygame.Surface | None:
        """``face`` at ``dims`` if it was drawn already (nothing is drawn now)."""
        return self._cache.get((face, (max(8, dims[0]), max(8, dims[1]))))

    def largest_cached(self, face: str) -> pygame.Surface | None:
        """``face`` at the largest size drawn already, if any (to stand in, scaled, for a
        size still to be drawn)."""
        drawn = [surface for (kind, _), surface in self._cache.items() if kind == face]
        return max(drawn, key=pygame.Surface.get_width, default=None)

    def _keep(self, dims: tuple[int, int]) -> None:
        """Note a size being drawn; forget the faces of the oldest size beyond SIZES_KEPT."""
        if dims in SIZES.values():
            return
        if dims in self._sizes:
            self._sizes.remove(dims)
        self._sizes.append(dims)
        if len(self._sizes) > SIZES_KEPT:
            old = self._sizes.pop(0)
            for key in [k for k in self._cache if k[1] == old]:
                del self._cache[key]
            for key in [k for k in self.numbers if k[1] == old]:
                del self.numbers[key]

    def digit_height(self, dims: tuple[int, int]) -> int:
        """How tall the level's digits stand in a card's top corner (a card ``dims`` big), in
        pixels: the ink of the glyphs, not the font's line."""
        font = self.assets.font(number_size(dims), True, fixed=True)
        return min(maxy - miny for _, _, miny, maxy, _ in
                   (m for m in font.metrics(DIGITS) if m is not None))

    def _blank(self, dims: tuple[int, int], fill: tuple[int, int, int],
               edge: tuple[int, int, int], width: int) -> tuple[pygame.Surface, pygame.Rect]:
        surface = pygame.Surface(dims, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = max(3, dims[0] // 9)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
        pygame.draw.rect(surface, DARK, rect, 1, border_radius=radius)
        return surface, rect

    def _warrior(self, card: str, dims: tuple[int, int]) -> pygame.Surface:
        faction, level = FACTION_KEYS[card[0]], card[1]
        tint = self.palette.factions[faction]
        surface, rect = self._blank(dims, self.palette.card_face, tint, max(2, dims[0] // 24))
        band = pygame.Rect(0, 0, rect.width, max(8, rect.height // 5))
        pygame.draw.rect(surface, tint, band, border_top_left_radius=max(3, dims[0] // 9),
                         border_top_right_radius=max(3, dims[0] // 9))
        if dims[0] < 40:
            emblem = self.assets.emblem(faction, dims[0] - 6, self.palette)
            surface.blit(emblem, emblem.get_rect(center=rect.center))
            return surface
        face = self.palette.card_face
        self.numbers[card, dims] = [
            self._number(surface, level, number_size(dims), face, tint, "midleft",
                         (5, band.centery)),
            self._number(surface, level, max(12, dims[1] // 6), tint, face, "bottomright",
                         (rect.width - 5, rect.height - 2))]
        emblem = self.assets.emblem(faction, round(dims[0] * 0.66), self.palette)
        surface.blit(emblem, emblem.get_rect(center=(rect.centerx, rect.centery + dims[1] // 14)))
        pips = self.assets.emblem(faction, max(10, band.height - 4), self.palette)
        surface.blit(pips, pips.get_rect(midright=(rect.width - 4, band.centery)))
        return surface

    def _number(self, surface: pygame.Surface, text: str, size: int, ink: Colour,
                 ground: Colour, anchor: str, at: tuple[int, int]) -> Printed:
        """A level printed in ``ink`` (darkened or lightened to read on ``ground``, WCAG AA)."""
        return print_readable(surface, self.assets.font_at(size, True), text, ink, ground,
                              anchor, at)

    def _bourse(self, card: str | None, dims: tuple[int, int]) -> pygame.Surface:
        surface, rect = self._blank(dims, PURSE, PURSE_DARK, max(2, dims[0] // 20))
        inner = rect.inflate(-max(4, dims[0] // 7), -max(4, dims[0] // 7))
        pygame.draw.rect(surface, PURSE_DARK, inner, 1, border_radius=max(2, dims[0] // 12))
        emblem = self.assets.emblem("bourse", round(dims[0] * (0.8 if dims[0] < 40 else 0.7)),
                                    self.palette)
        surface.blit(emblem, emblem.get_rect(center=rect.center))
        if card and dims[0] >= 40:  # the viewer knows this one: a small tag names it
            faction = FACTION_KEYS[card[0]]
            tag = pygame.Rect(0, 0, dims[0] - 12, max(16, dims[1] // 6))
            tag.midbottom = (rect.centerx, rect.bottom - 4)
            pygame.draw.rect(surface, self.palette.card_face, tag, border_radius=4)
            pygame.draw.rect(surface, self.palette.factions[faction], tag, 2, border_radius=4)
            icon = self.assets.emblem(faction, tag.height - 2, self.palette)
            surface.blit(icon, icon.get_rect(midleft=(tag.left + 2, tag.centery)))
            self.numbers[f"B:{card}", dims] = [self._number(
                surface, card[1], tag.height - 4, DARK, self.palette.card_face, "midright",
                (tag.right - 5, tag.centery))]
        return surface

    def _piggy(self, dims: tuple[int, int]) -> pygame.Surface:
        surface, rect = self._blank(dims, PIG_CARD, PIG_EDGE, max(3, dims[0] // 14))
        pygame.draw.rect(surface, PIG_EDGE, rect.inflate(-10, -10), 2,
                         border_radius=max(2, dims[0] // 12))
        emblem = self.assets.emblem("pook", round(dims[0] * 0.8), self.palette)
        surface.blit(emblem, emblem.get_rect(center=(rect.centerx, rect.centery - dims[1] // 12)))
        if dims[0] >= 40:
            label = self.assets.font_at(max(10, dims[1] // 8), True).render("PIGGY", True,
                                                                            PIG_EDGE)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.bottom - 7)))
        return surface

    def banner(self, name: str, size: str = "small") -> pygame.Surface:
        """A Banner: its two faction emblems side by side (``size`` "small" or "large")."""
        key = (name, size)
        if key not in self._banners:
            dims = BANNER if size == "small" else (260, 150)
            surface, rect = self._blank(dims, self.palette.card_face, self.palette.accent, 3)
            emblem_size = 26 if size == "small" else 96
            for i, letter in enumerate(name):
                faction = FACTION_KEYS[letter]
                emblem = self.assets.emblem(faction, emblem_size, self.palette)
                centre = (round(rect.width * (0.28 + 0.44 * i)), rect.centery)
                if size == "large":
                    centre = (centre[0], rect.centery - 14)
                surface.blit(emblem, emblem.get_rect(center=centre))
            plus = self.assets.font(16 if size == "small" else 40, True, True).render(
                "+", True, DARK)
            surface.blit(plus, plus.get_rect(center=(rect.centerx,
                                                     rect.centery - (14 if size == "large"
                                                                     else 0))))
            self._banners[key] = surface.convert_alpha()
        return self._banners[key]
