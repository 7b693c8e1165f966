"""What the rules' pictures are drawn with: the games' own art and a few marks of our own.

Cards and runes come from the tables' art classes (``PookArt``, ``TotemArt``,
``RuneArt``), made on first use and dropped with the kit when the rules screen
closes. The marks (a tick, a cross, an arrow, a numbered badge) are drawn
shapes, never glyphs, so no font can lack them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Colour, Palette
from scenes.kit.textlayout import wrap

if TYPE_CHECKING:
    from scenes.kit.pieces.pook_art import PookArt
    from scenes.kit.pieces.rok_art import RuneArt
    from scenes.kit.pieces.totem_art import TotemArt

OK: Colour = (96, 196, 112)
NO: Colour = (222, 92, 72)


class Kit:
    """The art of every game for one palette, plus the words pictures carry (``labels``)."""

    def __init__(self, assets: Assets, palette: Palette, labels: dict[str, str]) -> None:
        self.assets = assets
        self.palette = palette
        self.labels = labels
        self._pook: PookArt | None = None
        self._totem: TotemArt | None = None
        self._runes: RuneArt | None = None

    @property
    def pook(self) -> PookArt:  # imported late: the tables' modules load only when needed
        if self._pook is None:
            from scenes.kit.pieces.pook_art import PookArt
            self._pook = PookArt(self.assets, self.palette)
        return self._pook

    @property
    def totem(self) -> TotemArt:
        if self._totem is None:
            from scenes.kit.pieces.totem_art import TotemArt
            self._totem = TotemArt(self.assets, self.palette)
        return self._totem

    @property
    def runes(self) -> RuneArt:
        if self._runes is None:
            from scenes.kit.pieces.rok_art import RuneArt
            self._runes = RuneArt(self.palette)
        return self._runes

    def label(self, key: str) -> str:
        return self.labels[key]

    def text(self, text: str, size: int = 17, bold: bool = True,
             colour: Colour | None = None) -> pygame.Surface:
        return self.assets.font(size, bold).render(text, True, colour or self.palette.ink)

    def lines(self, text: str, width: int, size: int = 16, colour: Colour | None = None,
              bold: bool = False) -> pygame.Surface:
        """``text`` wrapped at ``width``, each line centred."""
        font = self.assets.font(size, bold)
        rendered = [font.render(line, True, colour or self.palette.muted)
                    for line in wrap(text, font, width)]
        surface = canvas((max(r.get_width() for r in rendered),
                          len(rendered) * font.get_linesize()))
        for i, line in enumerate(rendered):
            surface.blit(line, line.get_rect(midtop=(surface.get_width() // 2,
                                                     i * font.get_linesize())))
        return surface


def canvas(size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface (a new SRCALPHA surface starts clear)."""
    return pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)


def row(items: Sequence[pygame.Surface], gap: int = 10) -> pygame.Surface:
    """Surfaces side by side, centred on one line."""
    width = sum(i.get_width() for i in items) + gap * (len(items) - 1)
    height = max(i.get_height() for i in items)
    surface, x = canvas((width, height)), 0
    for item in items:
        surface.blit(item, (x, (height - item.get_height()) // 2))
        x += item.get_width() + gap
    return surface


def column(items: Sequence[pygame.Surface], gap: int = 6) -> pygame.Surface:
    """Surfaces one under the other, centred."""
    width = max(i.get_width() for i in items)
    height = sum(i.get_height() for i in items) + gap * (len(items) - 1)
    surface, y = canvas((width, height)), 0
    for item in items:
        surface.blit(item, ((width - item.get_width()) // 2, y))
        y += item.get_height() + gap
    return surface


def fan(cards: Sequence[pygame.Surface], step: int) -> pygame.Surface:
    """Cards overlapping left to right, ``step`` pixels apart."""
    width = cards[0].get_width() + step * (len(cards) - 1)
    surface = canvas((width, max(c.get_height() for c in cards)))
    for i, card in enumerate(cards):
        surface.blit(card, (i * step, 0))
    return surface


def tick(surface: pygame.Surface, centre: tuple[int, int], radius: int = 13) -> None:
    """A round green badge with a tick: allowed."""
    pygame.draw.circle(surface, (24, 30, 30), centre, radius + 2)
    pygame.draw.circle(surface, OK, centre, radius)
    x, y, r = centre[0], centre[1], radius
    pygame.draw.lines(surface, (255, 255, 255), False,
                      [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.42), (x + r * 0.55, y - r * 0.45)],
                      max(2, r // 4))


def cross(surface: pygame.Surface, centre: tuple[int, int], radius: int = 13) -> None:
    """A round red badge with a cross: refused."""
    pygame.draw.circle(surface, (24, 30, 30), centre, radius + 2)
    pygame.draw.circle(surface, NO, centre, radius)
    x, y, d = centre[0], centre[1], radius * 0.45
    width = max(2, radius // 4)
    pygame.draw.line(surface, (255, 255, 255), (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, (255, 255, 255), (x - d, y + d), (x + d, y - d), width)


def badge(kit: Kit, surface: pygame.Surface, centre: tuple[int, int], text: str,
          fill: Colour | None = None, radius: int = 12) -> None:
    """A small round badge holding a letter or a number."""
    pygame.draw.circle(surface, (24, 30, 30), centre, radius + 2)
    pygame.draw.circle(surface, fill or kit.palette.accent, centre, radius)
    label = kit.text(text, 14, colour=(24, 30, 30))
    surface.blit(label, label.get_rect(center=centre))


def arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
          colour: Colour, width: int = 4, head: int = 12) -> None:
    """A straight arrow from ``start`` to ``end``."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    base = (end[0] - head * math.cos(angle), end[1] - head * math.sin(angle))
    pygame.draw.line(surface, colour, start, base, width)
    left = (base[0] + head * 0.6 * math.sin(angle), base[1] - head * 0.6 * math.cos(angle))
    right = (base[0] - head * 0.6 * math.sin(angle), base[1] + head * 0.6 * math.cos(angle))
    pygame.draw.polygon(surface, colour, [end, left, right])


def arrow_piece(kit: Kit, width: int = 48, height: int = 40, both: bool = False) -> pygame.Surface:
    """An arrow (or a double arrow) on its own, to stand between two things in a row."""
    surface = canvas((width, height))
    middle = height // 2
    arrow(surface, (4, middle), (width - 4, middle), kit.palette.accent)
    if both:
        arrow(surface, (width - 4, middle), (4, middle), kit.palette.accent)
    return surface


def outline(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 3) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(width * 2 + 2, width * 2 + 2), width,
                     border_radius=8)
