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
from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, ellipsize
from scenes.shell.game_rows import game_name, how_far, open_game, seat_names, when
from scenes.shell.paged_rows import ROW_GAP, PagedRows

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

ROW_HEIGHT = 79  # six rows, notices above them, the page count under them, then the buttons
LIST_TOP = 136
LIST_MARGIN = 140  # left and right of the rows on the smallest canvas
LIST_WIDEST = 1400  # rows no wider than this on a wide canvas (their words stay together)
EMBLEM = 56
BUTTON_WIDTH = 150


class SavedGamesScene(PagedRows, UIScene):
    escape_pops = True
    row_height = ROW_HEIGHT
    title = ("saves.title", 48, 40)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button_width = BUTTON_WIDTH
        self.init_rows()
        self.lay_out()

    def list_rect(self) -> pygame.Rect:
        """The rows' column: centred, wider on a wide canvas (up to :data:`LIST_WIDEST`)."""
        canvas = self.ctx.canvas
        width = min(canvas.width - 2 * LIST_MARGIN, LIST_WIDEST)
        return pygame.Rect(canvas.centerx - width // 2, LIST_TOP, width, 0)

    def lay_out(self) -> None:
        """Rows as tall as their two lines and buttons as wide as their words at the text
        size: fewer rows a page with larger text, more on a taller canvas, six on 1280×800
        at 100 %."""
        assets, tr = self.ctx.assets, self.ctx.tr
        listed = self.list_rect()
        self.progress_at = ("topleft", (listed.left, 60))
        self.button_width = button_width(assets, [tr(key) for key in (
            "saves.continue", "saves.delete", "saves.really_delete")], BUTTON_WIDTH)
        lines = 12 + assets.font(22, bold=True).get_height() + assets.font(18).get_height() + 6
        self.row_height = max(ROW_HEIGHT, lines)
        room = (self.ctx.canvas.height - 100 - 8 - assets.font(17).get_height() - LIST_TOP
                + ROW_GAP)
        self.rows_per_page = max(1, room // (self.row_height + ROW_GAP))
        self.rows_area = pygame.Rect(listed.left, LIST_TOP, listed.width,
                                     self.rows_per_page * (self.row_height + ROW_GAP))

    def count_rows(self) -> int:
        return int(self.ctx.saves.index.unfinished_count())

    def fetch_rows(self, offset: int, limit: int) -> list[GameRow]:
        return list(self.ctx.saves.index.unfinished_page(offset, limit))

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.lay_out()
        self.build_slots()
        bottom, listed = self.ctx.canvas.height - 100, self.rows_area
        self.button((listed.centerx - 130, bottom, 260, 54), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.build_pager((listed.left, bottom, 200, 54), (listed.right - 200, bottom, 200, 54))
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
        return pygame.Rect(left, 6, self.ctx.canvas.width - 8 - left, LIST_TOP - 6 - 4)

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
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
