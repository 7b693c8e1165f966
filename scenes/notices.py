"""Short messages shown at the top of the screen for a few seconds (a "toast").

Used for things the player must know but that need no answer: a damaged
settings file replaced by defaults, fullscreen not available, a refused move.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.assets import Assets
from scenes.palette import Palette

SHOW_SECONDS = 6.0
FADE_SECONDS = 0.6


@dataclass
class Notice:
    text: str
    remaining: float = SHOW_SECONDS
    warning: bool = False


class Notices:
    def __init__(self) -> None:
        self.items: list[Notice] = []

    def add(self, text: str, warning: bool = False, seconds: float = SHOW_SECONDS) -> None:
        self.items = [n for n in self.items if n.text != text][-2:]
        self.items.append(Notice(text, seconds, warning))

    def update(self, dt: float) -> None:
        for notice in self.items:
            notice.remaining -= dt
        self.items = [n for n in self.items if n.remaining > 0]

    def draw(self, surface: pygame.Surface, assets: Assets, palette: Palette) -> None:
        font = assets.font(20)
        y = 14
        for notice in self.items:
            text = font.render(notice.text, True, palette.ink, wraplength=surface.get_width() - 120)
            box = text.get_rect(midtop=(surface.get_width() // 2, y)).inflate(32, 16)
            box.clamp_ip(surface.get_rect())
            alpha = round(235 * min(1.0, notice.remaining / FADE_SECONDS))
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            edge = palette.danger if notice.warning else palette.accent
            pygame.draw.rect(plate, (*palette.panel, alpha), plate.get_rect(), border_radius=10)
            pygame.draw.rect(plate, (*edge, alpha), plate.get_rect(), 2, border_radius=10)
            text.set_alpha(alpha)
            plate.blit(text, text.get_rect(center=plate.get_rect().center))
            surface.blit(plate, box)
            y = box.bottom + 8
