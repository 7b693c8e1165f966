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
    """Card surfaces, made once per face and palette."""

    def __init__(self, assets: Assets, palette: Palette) -> None:
        self.assets = assets
        self.palette = palette
        self._cache: dict[tuple[str | None, bool], pygame.Surface] = {}
        # each face's printed numbers: where, in which ink, on which ground (for the checks)
        self.numbers: dict[str, list[Printed]] = {}
        self.upright: dict[str, Printed] = {}  # a turned card's level, printed upright

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
        (T19), its level printed again upright so a 9 never reads as a 6."""
        key = (face, sideways)
        if key not in self._cache:
            surface = self._face(face) if face else self._back()
            if sideways:
                surface = pygame.transform.rotozoom(surface, 90, 0.8)
                if face:
                    self.upright[face] = self._upright_level(surface, face, 22)
            self._cache[key] = surface.convert_alpha()
        return self._cache[key]

    def small(self, face: str | None, sideways: bool = False) -> pygame.Surface:
        """A card at :data:`SMALL_BACK` (the opponent's hand): its back, or — watching a game
        again — its face; ``sideways`` as :meth:`card` (its level upright)."""
        key = (f"small {face}", sideways)
        if key not in self._cache:
            surface = pygame.transform.smoothscale(self.card(face), SMALL_BACK)
            if sideways:
                surface = pygame.transform.rotate(surface, 90)
                if face:
                    self._upright_level(surface, face, 16)
            self._cache[key] = surface
        return self._cache[key]

    def _upright_level(self, surface: pygame.Surface, face: str, size: int) -> Printed:
        """The level on a round badge over the turned card's corner, upright (the turned
        numbers stay: the card lies as in the booklet)."""
        colour_letter, level = split(face)
        tint = self.palette.powers[COLOUR_POWER[colour_letter]]
        radius = size * 3 // 4 + 3
        centre = (radius + 3, radius + 3)
        pygame.draw.circle(surface, self.palette.card_face, centre, radius)
        pygame.draw.circle(surface, tint, centre, radius, 2)
        return self._number(surface, str(level), size, DARK, self.palette.card_face, "center",
                            centre)

    def _face(self, face: str) -> pygame.Surface:
        colour_letter, level = split(face)
        power = COLOUR_POWER[colour_letter]
        tint = self.palette.powers[power]
        surface = pygame.Surface(CARD_SIZE, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, self.palette.card_face, rect, border_radius=9)
        band = pygame.Rect(0, 0, rect.width, 30)
        pygame.draw.rect(surface, tint, band, border_top_left_radius=9, border_top_right_radius=9)
        pygame.draw.rect(surface, tint, rect, 3, border_radius=9)
        pygame.draw.rect(surface, DARK, rect, 1, border_radius=9)
        face_colour = self.palette.card_face
        self.numbers[face] = [
            self._number(surface, str(level), 26, DARK, tint, "midleft", (8, 16)),
            self._number(surface, str(level), 20, tint, face_colour, "bottomright",
                         (rect.width - 8, rect.height - 4))]
        if level <= POWER_LEVELS:
            emblem = self.assets.emblem(power, 58, self.palette)
            badge = self.assets.emblem(power, 22, self.palette)
            surface.blit(badge, badge.get_rect(midright=(rect.width - 6, 15)))
        else:
            emblem = self.assets.emblem("totem", 50, self.palette).copy()  # the cache is shared
            emblem.set_alpha(120)
        surface.blit(emblem, emblem.get_rect(center=(rect.centerx, 82)))
        return surface

    def _number(self, surface: pygame.Surface, text: str, size: int, ink: Colour,
                 ground: Colour, anchor: str, at: tuple[int, int]) -> Printed:
        """A level printed in ``ink`` (darkened or lightened to read on ``ground``, WCAG AA)."""
        return print_readable(surface, self.assets.font(size, True, fixed=True), text, ink, ground,
                              anchor, at)

    def _back(self) -> pygame.Surface:
        surface = pygame.Surface(CARD_SIZE, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, self.palette.card_back, rect, border_radius=9)
        pygame.draw.rect(surface, (92, 50, 32), rect.inflate(-12, -12), 2, border_radius=6)
        pygame.draw.rect(surface, DARK, rect, 1, border_radius=9)
        emblem = self.assets.emblem("totem", 60, self.palette)
        surface.blit(emblem, emblem.get_rect(center=rect.center))
        return surface
