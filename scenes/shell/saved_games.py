"""Saved games: continue an unfinished game or delete it; damaged files are listed with why.

The rows come from the index of saved games, a page at a time (:meth:`GameIndex.unfinished_page`):
opening the screen or turning a page reads no file. Continue reads and replays the one game
it opens. A damaged file never stops the list: it shows its name and the reason, and can be
deleted. Deleting asks for a second click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.listing import GameRow
from scenes.frame.fitting import button_width
from scenes.frame.uiscene import LOGICAL_SIZE, UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, ellipsize
from scenes.shell.game_rows import game_name, how_far, open_game, seat_names, when
from scenes.shell.paged_rows import ROW_GAP, ROWS_PER_PAGE, PagedRows

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

ROW_HEIGHT = 79  # six rows, notices above them, the page count under them, then the buttons
LIST = pygame.Rect(140, 136, LOGICAL_SIZE[0] - 280, ROWS_PER_PAGE * (ROW_HEIGHT + ROW_GAP))
EMBLEM = 56
BUTTON_WIDTH = 150


class SavedGamesScene(PagedRows, UIScene):
    escape_pops = True
    rows_area, row_height = LIST, ROW_HEIGHT
    progress_at = ("topleft", (LIST.left, 60))
    title = ("saves.title", 48, 40)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button_width = BUTTON_WIDTH
        self.init_rows()
        self.lay_out()

    def lay_out(self) -> None:
        """Rows as tall as their two lines and buttons as wide as their words at the text
        size: fewer rows a page with larger text, the same screen at 100 %."""
        assets, tr = self.ctx.assets, self.ctx.tr
        self.button_width = button_width(assets, [tr(key) for key in (
            "saves.continue", "saves.delete", "saves.really_delete")], BUTTON_WIDTH)
        lines = 12 + assets.font(22, bold=True).get_height() + assets.font(18).get_height() + 6
        self.row_height = max(ROW_HEIGHT, lines)
        room = LOGICAL_SIZE[1] - 100 - 8 - assets.font(17).get_height() - LIST.top + ROW_GAP
        self.rows_per_page = min(ROWS_PER_PAGE, room // (self.row_height + ROW_GAP))
        self.rows_area = pygame.Rect(LIST.left, LIST.top, LIST.width,
                                     self.rows_per_page * (self.row_height + ROW_GAP))

    def count_rows(self) -> int:
        return int(self.ctx.saves.index.unfinished_count())

    def fetch_rows(self, offset: int, limit: int) -> list[GameRow]:
        return list(self.ctx.saves.index.unfinished_page(offset, limit))

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.lay_out()
        self.build_slots()
        bottom = LOGICAL_SIZE[1] - 100
        self.button((LOGICAL_SIZE[0] // 2 - 130, bottom, 260, 54), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.build_pager((LIST.left, bottom, 200, 54), (LIST.right - 200, bottom, 200, 54))
        self.show_page()

    def build_slot(self, index: int) -> dict[str, Any]:
        rect = self.row_rect(index)
        buttons = pygame.Rect(0, 0, self.button_width, 44)
        buttons.midright = (rect.right - 16, rect.centery)
        tr = self.ctx.tr
        return {"delete": self.button(buttons, tr("saves.delete"),
                                      self.row_action(index, self.delete), f"#delete_{index}"),
                "continue": self.button(buttons.move(-(self.button_width + 12), 0),
                                        tr("saves.continue"),
                                        self.row_action(index, self.resume),
                                        f"#continue_{index}")}

    def fill_slot(self, slot: dict[str, Any], row: GameRow | None) -> None:
        if row is None:
            slot["delete"].hide()
            slot["continue"].hide()
            return
        slot["delete"].set_text(self.delete_text(row))
        slot["delete"].show()
        slot["continue"].hide() if row.damaged else slot["continue"].show()

    def notice_area(self) -> pygame.Rect:
        """Right of the title, above the list: a notice (a game that could not be opened)
        covers neither."""
        left = self.title_rect().right + 24
        return pygame.Rect(left, 6, LOGICAL_SIZE[0] - 8 - left, LIST.top - 6 - 4)

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(LOGICAL_SIZE, palette)
        self.draw_title(surface)
        self.draw_rows(surface, tr("saves.none"))
        return surface

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: GameRow) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        text_left = rect.left + EMBLEM + 36
        text_width = rect.width - (text_left - rect.left) - 2 * self.button_width - 52
        big, small = assets.font(22, bold=True), assets.font(18)
        if entry.damaged:
            heading = ellipsize(tr("saves.damaged", name=entry.name), big, text_width)
            surface.blit(big.render(heading, True, palette.danger), (text_left, rect.top + 10))
            reason = (entry.problem or "").removeprefix(f"{entry.name}: ")
            blit_wrapped(surface, reason, small, palette.muted,
                         pygame.Rect(text_left, rect.top + 40, text_width, rect.height - 44))
            return
        emblem = assets.emblem(entry.game, EMBLEM, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 18, rect.centery)))
        heading = f"{game_name(tr, entry)} · {seat_names(tr, entry)}"
        surface.blit(big.render(ellipsize(heading, big, text_width), True, palette.ink),
                     (text_left, rect.top + 12))
        detail = f"{how_far(tr, entry)} · {when(tr, entry.updated)}"
        surface.blit(small.render(ellipsize(detail, small, text_width), True, palette.muted),
                     (text_left, rect.top + 12 + max(34, big.get_height())))

    def drawn_regions(self) -> list[Region]:
        return [Region("text", "title", box_of(self.title_rect())), *self.row_regions(),
                *self.progress_regions()]

    # --- actions ----------------------------------------------------------------------------------

    def resume(self, entry: GameRow) -> None:
        if not open_game(self.ctx, entry, replace=True):
            self.relayout()
