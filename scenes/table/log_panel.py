"""The game log in words, newest at the bottom, in a panel beside the table."""

from __future__ import annotations

import pygame

from scenes.assets import Assets
from scenes.palette import Palette
from scenes.textlayout import wrap

MAX_LINES = 200
LOG_RECT = pygame.Rect(1280 - 318, 8, 310, 800 - 70)  # the log's column, right of every table
# (below it, the Take back button of the table)


class LogPanel:
    """Lines are rendered once when added, so drawing only blits."""

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.lines]

    def __init__(self, rect: pygame.Rect, assets: Assets, palette: Palette) -> None:
        self.rect = rect
        self.font = assets.font(17)
        self.title_font = assets.font(18, bold=True)
        self.palette = palette
        self.rendered: list[pygame.Surface] = []
        self.lines: list[tuple[str, tuple[int, int, int] | None]] = []
        self.plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        self.plate.fill((*palette.panel, 220))

    def add(self, text: str, colour: tuple[int, int, int] | None = None) -> None:
        self.lines.append((text, colour))
        for i, line in enumerate(wrap(text, self.font, self.rect.width - 28)):
            self.rendered.append(self.font.render(("" if i == 0 else "   ") + line, True,
                                                  colour or self.palette.ink))
        del self.rendered[:-MAX_LINES]

    def render(self, background: pygame.Surface, title: str) -> pygame.Surface:
        """The panel as one opaque surface (over its piece of ``background``)."""
        panel = background.subsurface(self.rect).copy()
        self.draw(panel, title, origin=(0, 0))
        return panel

    def draw(self, surface: pygame.Surface, title: str,
             origin: tuple[int, int] | None = None) -> None:
        rect = self.rect if origin is None else self.rect.move(origin[0] - self.rect.x,
                                                              origin[1] - self.rect.y)
        surface.blit(self.plate, rect)
        pygame.draw.rect(surface, self.palette.panel_edge, rect, 1, border_radius=6)
        heading = self.title_font.render(title, True, self.palette.accent)
        surface.blit(heading, (rect.x + 14, rect.y + 10))
        y = rect.bottom - 10
        top = rect.y + 42
        for line in reversed(self.rendered):
            y -= line.get_height()
            if y < top:
                break
            surface.blit(line, (rect.x + 14, y))
