"""Totem cards drawn in code: face (level, colour band, power emblem) and back.

The power emblem (sword, shield, eye, sum) names the colour without relying
on it; levels 10-13 carry no power and show a plain totem mark instead.
"""

from __future__ import annotations

import pygame

from scenes.kit.assets import Assets
from scenes.kit.contrast import Printed, print_readable
from scenes.kit.palette import Colour, Palette

CARD_SIZE = (100, 146)
SMALL_BACK = (60, 88)  # the opponent's hand, along the top edge
COLOUR_POWER = {"R": "sword", "B": "shield", "G": "eye", "Y": "sum"}
POWER_LEVELS = 9  # cards 1-9 carry their colour's power (T02)
DARK = (34, 30, 28)


def split(face: str) -> tuple[str, int]:
    return face[0], int(face[1:])


class TotemArt:
    """Card surfaces, made once per face and palette, drawn at ``scale`` times
    :data:`CARD_SIZE` (a larger table draws its cards larger, never a small one scaled up)."""

    def __init__(self, assets: Assets, palette: Palette, scale: float = 1.0) -> None:
        self.assets = assets
        self.palette = palette
        self.scale = scale
        self.size = self.px(CARD_SIZE[0]), self.px(CARD_SIZE[1])
        self.small_size = self.px(SMALL_BACK[0]), self.px(SMALL_BACK[1])
        self._cache: dict[tuple[str | None, bool], pygame.Surface] = {}
        # each face's printed numbers: where, in which ink, on which ground (for the checks)
        self.numbers: dict[str, list[Printed]] = {}
        self.upright: dict[str, Printed] = {}  # a turned card's level, printed upright

    def px(self, base: float) -> int:
        """A length of the card as drawn at 100 %, at this art's scale."""
        return round(base * self.scale)

    def warm_up(self) -> None:
        """Draw every face (upright and turned), the back and the small back once now, so no
        frame of the game pays for a first drawing (a bot's first card: a 2 ms frame)."""
        from game.totem.cards import NAME

        for face in NAME:
            self.card(face)
        self.card(None)
        self.small(None)

    def card(self, face: str | None, sideways: bool = False) -> pygame.Surface:
        """A card's face (None: its back); ``sideways``: turned a quarter, its power used
        (T19), its level printed only upright, on a badge: its turned corners carry no number,
        so a 9 never reads as a 6, nor an 8 as "∞"."""
        key = (face, sideways)
        if key not in self._cache:
            surface = self._face(face, numbers=not sideways) if face else self._back()
            if sideways:
                surface = pygame.transform.rotozoom(surface, 90, 0.8)
                if face:
                    self.upright[face] = self._upright_level(surface, face, self.px(22))
            self._cache[key] = surface.convert_alpha()
        return self._cache[key]

    def small(self, face: str | None, sideways: bool = False) -> pygame.Surface:
        """A card at :data:`SMALL_BACK`, scaled (the opponent's hand): its back, or — watching a
        game again — its face; ``sideways`` as :meth:`card` (its level upright)."""
        key = (f"small {face}", sideways)
        if key not in self._cache:
            bare = sideways and face is not None  # (turned: its corners bare, as card's)
            source = self._face(face, numbers=False) if bare and face else self.card(face)
            surface = pygame.transform.smoothscale(source, self.small_size)
            if sideways:
                surface = pygame.transform.rotate(surface, 90)
                if face:
                    self._upright_level(surface, face, self.px(16))
            self._cache[key] = surface
        return self._cache[key]

    def _upright_level(self, surface: pygame.Surface, face: str, size: int) -> Printed:
        """The level on a round badge over the turned card's corner, upright (the card lies
        as in the booklet, its corners bare)."""
        colour_letter, level = split(face)
        tint = self.palette.powers[COLOUR_POWER[colour_letter]]
        radius = size * 3 // 4 + 3
        centre = (radius + 3, radius + 3)
        pygame.draw.circle(surface, self.palette.card_face, centre, radius)
        pygame.draw.circle(surface, tint, centre, radius, 2)
        return self._number(surface, str(level), size, DARK, self.palette.card_face, "center",
                            centre)

    def _face(self, face: str, numbers: bool = True) -> pygame.Surface:
        """A card's face; ``numbers``: with its level in two corners (a turned card has them
        on its upright badge instead)."""
        colour_letter, level = split(face)
        power = COLOUR_POWER[colour_letter]
        tint = self.palette.powers[power]
        px = self.px
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = px(9)
        pygame.draw.rect(surface, self.palette.card_face, rect, border_radius=radius)
        band = pygame.Rect(0, 0, rect.width, px(30))
        pygame.draw.rect(surface, tint, band, border_top_left_radius=radius,
                         border_top_right_radius=radius)
        pygame.draw.rect(surface, tint, rect, px(3), border_radius=radius)
        pygame.draw.rect(surface, DARK, rect, 1, border_radius=radius)
        face_colour = self.palette.card_face
        if numbers:
            self.numbers[face] = [
                self._number(surface, str(level), px(26), DARK, tint, "midleft",
                             (px(8), px(16))),
                self._number(surface, str(level), px(20), tint, face_colour, "bottomright",
                             (rect.width - px(8), rect.height - px(4)))]
        if level <= POWER_LEVELS:
            emblem = self.assets.emblem(power, px(58), self.palette)
            badge = self.assets.emblem(power, px(22), self.palette)
            surface.blit(badge, badge.get_rect(midright=(rect.width - px(6), px(15))))
        else:  # (a copy: the cache is shared)
            emblem = self.assets.emblem("totem", px(50), self.palette).copy()
            emblem.set_alpha(120)
        surface.blit(emblem, emblem.get_rect(center=(rect.centerx, px(82))))
        return surface

    def _number(self, surface: pygame.Surface, text: str, size: int, ink: Colour,
                 ground: Colour, anchor: str, at: tuple[int, int]) -> Printed:
        """A level printed in ``ink`` (darkened or lightened to read on ``ground``, WCAG AA)."""
        return print_readable(surface, self.assets.font(size, True, fixed=True), text, ink, ground,
                              anchor, at)

    def _back(self) -> pygame.Surface:
        px = self.px
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, self.palette.card_back, rect, border_radius=px(9))
        pygame.draw.rect(surface, (92, 50, 32), rect.inflate(-px(12), -px(12)), px(2),
                         border_radius=px(6))
        pygame.draw.rect(surface, DARK, rect, 1, border_radius=px(9))
        emblem = self.assets.emblem("totem", px(60), self.palette)
        surface.blit(emblem, emblem.get_rect(center=rect.center))
        return surface
