"""Short messages shown for a few seconds (a "toast").

Used for things the player must know but that need no answer: a damaged
settings file replaced by defaults, fullscreen not available, a refused move.
A refusal carries its rule's ID, drawn as a small tag before the words. The top
scene says where toasts may go (``notice_area``): a table keeps them off the
seats' names and plates and off the log's title.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.textlayout import rule_tag
from scenes.kit.textsize import scaled_size

SHOW_SECONDS = 6.0
FADE_SECONDS = 0.6
TEXT = 20  # a notice's words, at 100 %
PADDING = (16, 8)
GAP = 8


@dataclass
class Notice:
    text: str
    remaining: float = SHOW_SECONDS
    warning: bool = False
    tag: str | None = None  # the rule a refusal cites ("T13")


class Notices:
    def __init__(self) -> None:
        self.items: list[Notice] = []

    def add(self, text: str, warning: bool = False, seconds: float = SHOW_SECONDS,
            tag: str | None = None) -> None:
        self.items = [n for n in self.items if n.text != text][-2:]
        self.items.append(Notice(text, seconds, warning, tag))

    def update(self, dt: float) -> None:
        for notice in self.items:
            notice.remaining -= dt
        self.items = [n for n in self.items if n.remaining > 0]

    def plates(self, assets: Assets, palette: Palette,
               area: pygame.Rect) -> list[tuple[Notice, pygame.Surface, pygame.Rect]]:
        """Each notice's opaque plate and where it goes: wrapped to ``area``'s width, centred
        in it and stacked down from its top, never on one another; when they do not all fit,
        the oldest give way to the newest."""
        plates = [(notice, self.plate(notice, assets, palette, area.width))
                  for notice in self.items]
        while len(plates) > 1 and sum(p.get_height() + GAP for _, p in plates) - GAP > \
                area.height:
            plates.pop(0)
        if plates and plates[-1][1].get_height() > area.height:  # larger text: as it holds
            notice, grown = plates[-1][0], scaled_size(TEXT, assets.text_scale)
            for size in range(grown - 1, TEXT - 1, -1):
                plates[-1] = (notice, self.plate(notice, assets, palette, area.width, size))
                if plates[-1][1].get_height() <= area.height:
                    break
        placed = []
        y = area.top
        for notice, plate in plates:
            box = plate.get_rect(midtop=(area.centerx, y))
            box.left = max(area.left, min(box.left, area.right - box.width))
            placed.append((notice, plate, box))
            y = box.bottom + GAP
        return placed

    def plate(self, notice: Notice, assets: Assets, palette: Palette,
              width: int, size: int | None = None) -> pygame.Surface:
        """A notice's words (and its rule's tag) on a rounded plate at most ``width`` wide
        (``size``: in that many pixels, not :data:`TEXT` grown to the player's text size)."""
        font = assets.font(TEXT) if size is None else assets.font(size, fixed=True)
        tag = None if notice.tag is None else rule_tag(
            notice.tag, assets.font(15, bold=True), palette.accent, palette.background)
        indent = tag.get_width() + 10 if tag is not None else 0
        text = font.render(notice.text, True, palette.ink,
                           wraplength=max(80, width - 2 * PADDING[0] - indent))
        plate = pygame.Surface((text.get_width() + indent + 2 * PADDING[0],
                                text.get_height() + 2 * PADDING[1]), pygame.SRCALPHA)
        edge = palette.danger if notice.warning else palette.accent
        pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=10)
        pygame.draw.rect(plate, edge, plate.get_rect(), 2, border_radius=10)
        if tag is not None:
            plate.blit(tag, tag.get_rect(midleft=(PADDING[0],
                                                  PADDING[1] + font.get_linesize() // 2)))
        plate.blit(text, (PADDING[0] + indent, PADDING[1]))
        return plate

    def draw(self, surface: pygame.Surface, assets: Assets, palette: Palette,
             area: pygame.Rect | None = None) -> None:
        where = area or pygame.Rect(0, 14, surface.get_width(), surface.get_height() - 14)
        for notice, plate, box in self.plates(assets, palette, where):
            plate.set_alpha(round(235 * min(1.0, notice.remaining / FADE_SECONDS)))
            surface.blit(plate, box)
