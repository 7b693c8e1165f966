"""The end of a game: who won and why, each player's numbers, then play again or menu."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame_gui.core import UIContainer

from scenes.uiscene import LOGICAL_SIZE, UIScene

PANEL = pygame.Rect(0, 0, 760, 560)
PANEL.center = (LOGICAL_SIZE[0] // 2 - 150, LOGICAL_SIZE[1] // 2)


@dataclass(frozen=True)
class EndPayload:
    title: str  # "Léa wins!" / "Draw"
    subtitle: str  # why the game ended
    headers: tuple[str, ...]  # column titles of the results table
    rows: tuple[tuple[str, ...], ...]  # one per player, in finishing order
    winners: tuple[int, ...] = ()  # row indexes to highlight
    play_again: Any = None  # callable: start the same table again
    colours: tuple[tuple[int, int, int], ...] = field(default=())


class EndOverlay(UIScene):
    """Drawn over the finished table (not opaque), so the final position stays in view."""

    opaque = False

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.payload = EndPayload("", "", (), ())
        self.hidden = False

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, EndPayload):
            self.payload = payload
        super().enter(payload)
        self.ctx.audio.play("win")

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        # with the results hidden, the buttons sit in a strip under the table instead
        bottom = LOGICAL_SIZE[1] - 70 if self.hidden else PANEL.bottom - 76
        left = 40 if self.hidden else PANEL.left + 30
        gap = 240
        self.button((left, bottom, 220, 54), tr("end.play_again"), self.again, "#end_again")
        self.button((left + gap, bottom, 220, 54),
                    tr("end.results") if self.hidden else tr("end.look"), self.toggle,
                    "#end_look")
        self.button((left + 2 * gap, bottom, 220, 54), tr("end.menu"), self.menu, "#end_menu")
        self.backdrop = self.compose()

    def compose(self) -> pygame.Surface:
        assets, palette, p = self.ctx.assets, self.ctx.palette, self.payload
        surface = pygame.Surface(PANEL.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.panel, 242), surface.get_rect(), border_radius=20)
        pygame.draw.rect(surface, palette.accent, surface.get_rect(), 3, border_radius=20)
        title = assets.font(44, bold=True).render(p.title, True, palette.accent)
        surface.blit(title, title.get_rect(midtop=(PANEL.width // 2, 26)))
        subtitle = assets.font(21).render(p.subtitle, True, palette.ink,
                                          wraplength=PANEL.width - 60)
        surface.blit(subtitle, subtitle.get_rect(midtop=(PANEL.width // 2, 90)))
        columns = len(p.headers)
        if columns:
            first = 250
            step = (PANEL.width - first - 40) // max(1, columns - 1)
            xs = [40] + [first + step * i for i in range(columns - 1)]
            y = 160
            header_font, row_font = assets.font(18, bold=True), assets.font(22)
            for x, text in zip(xs, p.headers, strict=True):
                surface.blit(header_font.render(text, True, palette.muted), (x, y))
            for r, row in enumerate(p.rows):
                y += 44
                if r in p.winners:  # blended here: alpha drawn on alpha would show the table
                    tint = tuple(round(a + (b - a) * 0.25)
                                 for a, b in zip(palette.panel, palette.accent, strict=True))
                    pygame.draw.rect(surface, (*tint, 242), (24, y - 8, PANEL.width - 48, 40),
                                     border_radius=8)
                for c, (x, text) in enumerate(zip(xs, row, strict=True)):
                    font = assets.font(22, bold=True) if c == 0 else row_font
                    colour = p.colours[r] if c == 0 and r < len(p.colours) else palette.ink
                    surface.blit(font.render(text, True, colour), (x, y))
        return surface

    def again(self) -> None:
        if self.payload.play_again:
            self.payload.play_again()

    def menu(self) -> None:
        from scenes.menu import MenuScene  # the menu leads here through a game

        self.ctx.stack.reset(MenuScene)

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self.relayout()

    def handle_input(self, event: pygame.event.Event) -> bool:
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.hidden and self.backdrop is not None:
            surface.blit(self.backdrop, PANEL)
