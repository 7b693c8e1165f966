"""The mark in a corner while sound is off (M): a crossed-out speaker and its words.

Silence is said on screen too: a player who pressed M by chance, or whose
settings keep sound off, sees why nothing is heard: "Sound off · M" in the top right corner,
which notices keep clear of (:func:`clear_of`). M mutes and unmutes on every screen but while
a text field has the focus (an M is then a letter), and a notice says so. Rendered once per
words and palette; drawing only blits it.
"""

from __future__ import annotations

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette

MARGIN = 8
ICON = 22
MIN_NOTICE_WIDTH = 300


class MuteMark:
    def __init__(self) -> None:
        self._made: tuple[tuple[str, str], pygame.Surface] | None = None

    def plate(self, text: str, assets: Assets, palette: Palette) -> pygame.Surface:
        if self._made is not None and self._made[0] == (text, palette.name):
            return self._made[1]
        words = assets.font(15, bold=True).render(text, True, palette.ink)
        width = ICON + 18 + words.get_width()
        height = max(ICON, words.get_height()) + 10
        plate = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=8)
        pygame.draw.rect(plate, palette.accent, plate.get_rect(), 2, border_radius=8)
        speaker(plate, pygame.Rect(6, (height - ICON) // 2, ICON, ICON), palette.ink,
                palette.danger)
        plate.blit(words, words.get_rect(midleft=(ICON + 12, height // 2)))
        self._made = ((text, palette.name), plate)
        return plate

    def rect(self, surface: pygame.Surface, text: str, assets: Assets,
             palette: Palette) -> pygame.Rect:
        """Where it goes: the top right corner of the canvas."""
        return self.plate(text, assets, palette).get_rect(
            topright=(surface.get_width() - MARGIN, MARGIN))

    def draw(self, surface: pygame.Surface, text: str, assets: Assets,
             palette: Palette) -> pygame.Rect:
        """Over everything (notices keep clear of it: :func:`clear_of`)."""
        rect = self.rect(surface, text, assets, palette)
        surface.blit(self.plate(text, assets, palette), rect)
        return rect


def clear_of(area: pygame.Rect, mark: pygame.Rect) -> pygame.Rect:
    """``area`` (where notices go) kept clear of the mark: narrowed to its left, or, when
    too little would be left, starting below it."""
    if not area.colliderect(mark):
        return area
    width = mark.left - MARGIN - area.left
    if width >= MIN_NOTICE_WIDTH:
        return pygame.Rect(area.left, area.top, width, area.height)
    top = mark.bottom + MARGIN
    return pygame.Rect(area.left, top, area.width, max(area.bottom - top, 60))


def speaker(surface: pygame.Surface, box: pygame.Rect, ink: tuple[int, int, int],
            cross: tuple[int, int, int]) -> None:
    """A loudspeaker drawn in lines, crossed out."""
    x, y, w, h = box
    body = [(x, y + h * 0.35), (x + w * 0.25, y + h * 0.35), (x + w * 0.55, y + h * 0.1),
            (x + w * 0.55, y + h * 0.9), (x + w * 0.25, y + h * 0.65), (x, y + h * 0.65)]
    pygame.draw.polygon(surface, ink, body)
    pygame.draw.line(surface, cross, (x + w * 0.65, y + h * 0.3), (x + w, y + h * 0.7), 3)
    pygame.draw.line(surface, cross, (x + w * 0.65, y + h * 0.7), (x + w, y + h * 0.3), 3)
