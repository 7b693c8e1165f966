"""Every trophy, to aim for: one person's trophies in a grid of cards, the earned ones with
their date and game, the others greyed with how to earn them and, for a count, how far the
person got ("12 of 20", a bar). Opened from Ratings and trophies (**All trophies**) with the
standings it counted (:func:`game.evening.trophies.standings`).

The cards that do not fit go on further pages, turned with the wheel, Page Up / Page Down or
the arrows, as the rules' pages are; the counter says which page is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.evening.trophies import Standing
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import TrophiesPayload
from scenes.frame.uiscene import UIScene, key_row
from scenes.kit.dates import day
from scenes.kit.regions import Region, box_of
from scenes.kit.safetext import shown
from scenes.kit.textlayout import blit_lines, ellipsize, wrap

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.safetext import GuardedFont

MARGIN, GAP = 40, 14
COLUMN_WIDTH = 360  # a card's width at least; as many columns as the canvas holds
BACK = {pygame.K_PAGEUP, pygame.K_LEFT, pygame.K_UP}
FORWARD = {pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_DOWN}


class TrophiesScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.player = ""
        self.standings: tuple[Standing, ...] = ()
        self.page = 0
        self.pages: list[list[int]] = []  # each page's cards (indexes into the order)
        self.placed: list[Region] = []
        self.top = 0  # where the cards start, under the title

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, TrophiesPayload)
        self.player, self.standings = payload.player, payload.standings
        super().enter(payload)

    def order(self) -> list[Standing]:
        """The earned trophies first, newest first; then the others, the nearest first."""
        earned = sorted((s for s in self.standings if s.earned is not None),
                        key=lambda s: s.earned.when if s.earned else "", reverse=True)
        others = sorted((s for s in self.standings if s.earned is None),
                        key=lambda s: -(s.done / s.goal if s.goal else 0.0))
        return earned + others

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        tr, assets, canvas = self.ctx.tr, self.ctx.assets, self.ctx.canvas
        words = tr("common.back")
        size = (button_width(assets, [words], 200), button_height(assets, 44))
        self.button((canvas.width - MARGIN - size[0], canvas.height - 16 - size[1], *size),
                    words, self.ctx.stack.pop, "#back")
        self.backdrop = self.compose()

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in BACK | FORWARD:
            self.turn(-1 if event.key in BACK else 1)
            return True
        return super().handle_input(event)

    def turn(self, step: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.backdrop = self.compose()

    def key_help(self) -> list[tuple[str, str]]:
        return [key_row(self.ctx.tr, "pages"), *super().key_help()]

    # --- drawing --------------------------------------------------------------------------------

    def columns(self) -> tuple[int, int]:
        """How many cards a row holds and each one's width."""
        room = self.ctx.canvas.width - 2 * MARGIN
        count = max(1, (room + GAP) // (COLUMN_WIDTH + GAP))
        return count, (room - (count - 1) * GAP) // count

    def fonts(self) -> tuple[GuardedFont, GuardedFont]:
        return self.ctx.assets.font(19, bold=True), self.ctx.assets.font(15)

    def card_lines(self, standing: Standing, width: int) -> list[tuple[list[str], bool]]:
        """A card's words, wrapped: its name (bold), how it is earned, then its date or how
        far the person got."""
        tr = self.ctx.tr
        bold, small = self.fonts()
        inner = width - 24
        lines = [(wrap(tr(f"evening.trophies.{standing.key}.name"), bold, inner), True),
                 (wrap(tr(f"evening.trophies.{standing.key}.feat"), small, inner), False)]
        if standing.earned is not None:
            said = tr("evening.trophies.earned", date=day(standing.earned.when),
                      game=tr(f"games.{standing.earned.game}.name"))
        elif standing.goal:
            said = tr("evening.trophies_screen.progress", done=tr.number(standing.done),
                      goal=tr.number(standing.goal))
        else:
            said = tr("evening.trophies_screen.locked")
        lines.append((wrap(said, small, inner), False))
        return lines

    def card_height(self, standing: Standing, width: int) -> int:
        bold, small = self.fonts()
        height = sum(len(rows) * (bold if strong else small).get_linesize()
                     for rows, strong in self.card_lines(standing, width))
        bar = 12 if standing.earned is None and standing.goal else 0
        return height + bar + 24

    def paginate(self, order: list[Standing], top: int, bottom: int) -> list[list[int]]:
        """The cards in rows of :meth:`columns`, as many rows a page as fit between ``top``
        and ``bottom`` (a row as tall as its tallest card); at least one row a page."""
        count, width = self.columns()
        rows = [list(range(k, min(k + count, len(order)))) for k in range(0, len(order), count)]
        pages: list[list[int]] = [[]]
        y = top
        for row in rows:
            tall = max(self.card_height(order[k], width) for k in row)
            if pages[-1] and y + tall > bottom:
                pages.append([])
                y = top
            pages[-1] += row
            y += tall + GAP
        return pages

    def compose(self) -> pygame.Surface:
        tr, assets, palette, canvas = self.ctx.tr, self.ctx.assets, self.ctx.palette, \
            self.ctx.canvas
        surface = assets.felt_copy(canvas.size, palette)
        self.placed = []
        title = assets.font(32, bold=True)
        earned = sum(1 for s in self.standings if s.earned is not None)
        words = tr("evening.trophies_screen.title", name=shown(self.player), earned=earned,
                   total=len(self.standings))
        self.placed.append(Region("text", "title", box_of(surface.blit(
            title.render(ellipsize(words, title, canvas.width - 2 * MARGIN), True,
                         palette.accent), (MARGIN, 20)))))
        top = 20 + title.get_linesize() + 14
        bottom = canvas.height - 16 - button_height(assets, 44) - 12
        order = self.order()
        self.pages = self.paginate(order, top, bottom)
        self.page = min(self.page, len(self.pages) - 1)
        count, width = self.columns()
        y, shown_cards = top, self.pages[self.page]
        for start in range(0, len(shown_cards), count):
            row = shown_cards[start:start + count]
            tall = max(self.card_height(order[k], width) for k in row)
            for column, k in enumerate(row):
                box = pygame.Rect(MARGIN + column * (width + GAP), y, width, tall)
                self.draw_card(surface, order[k], box)
            y += tall + GAP
        if len(self.pages) > 1:
            small = assets.font(16)
            counter = small.render(tr("evening.trophies_screen.page", page=self.page + 1,
                                      pages=len(self.pages)), True, palette.muted)
            self.placed.append(Region("text", "page", box_of(surface.blit(
                counter, (MARGIN, bottom + 16)))))
        return surface

    def draw_card(self, surface: pygame.Surface, standing: Standing, box: pygame.Rect) -> None:
        palette = self.ctx.palette
        won = standing.earned is not None
        pygame.draw.rect(surface, palette.panel, box, border_radius=10)
        pygame.draw.rect(surface, palette.accent if won else palette.panel_edge, box,
                         2 if won else 1, border_radius=10)
        bold, small = self.fonts()
        y = box.top + 12
        inks = [palette.ink if won else palette.muted, palette.ink if won else palette.muted,
                palette.accent if won else palette.ink]
        lines = self.card_lines(standing, box.width)
        for part, ((rows, strong), ink) in enumerate(zip(lines, inks, strict=True)):
            height = blit_lines(surface, rows, bold if strong else small, ink,
                                pygame.Rect(box.left + 12, y, box.width - 24, 0))
            self.placed.append(Region("text", f"trophy_{standing.key}_{part}",
                                      (box.left + 12, y, box.width - 24, height)))
            y += height
        if not won and standing.goal:
            bar = pygame.Rect(box.left + 12, y + 2, box.width - 24, 8)
            pygame.draw.rect(surface, palette.background, bar, border_radius=4)
            filled = bar.copy()
            filled.width = max(0, round(bar.width * standing.done / standing.goal))
            if filled.width:
                pygame.draw.rect(surface, palette.accent, filled, border_radius=4)
        self.placed.append(Region("panel", f"trophy_{standing.key}", box_of(box)))

    def drawn_regions(self) -> list[Region]:
        return list(self.placed)
