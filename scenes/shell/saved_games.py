"""Saved games: continue an unfinished game or delete it; damaged files are listed with why.

The rows come from the index of saved games, a page at a time (:meth:`GameIndex.unfinished_page`):
opening the screen or turning a page reads no file. Continue reads and replays the one game
it opens. A damaged file never stops the list: it shows its name and the reason, and can be
deleted. Deleting asks for a second click.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.listing import GameRow
from scenes.frame.fitting import button_height, button_width
from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, ellipsize
from scenes.shell.game_rows import game_name, how_far, open_game, seat_labels, when
from scenes.shell.paged_rows import ROW_GAP, PagedRows, fit_rows

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

ROW_PAD = 6  # above and under a row's lines
HEADING_LINES = 2  # the game and its players: every name whole on two lines
LIST_TOP = 136
LIST_MARGIN = 100  # left and right of the rows on the smallest canvas
LIST_WIDEST = 1400  # rows no wider than this on a wide canvas (their words stay together)
EMBLEM = 56
BUTTON_WIDTH = 150
BUTTON_HEIGHT = 40  # at 100 %: Continue over Delete, right of the row's words
BUTTON_GAP = 4


def heading_lines(game: str, seats: Sequence[tuple[str, str]], font: pygame.font.Font,
                  width: int) -> list[str]:
    """"Pook · Léa, Tom (Bot — hard)" broken between the players only (a player's name
    and level stay together), each line but the last ending with its comma."""
    labels = [f"{name}{level}{',' if k < len(seats) - 1 else ''}"
              for k, (name, level) in enumerate(seats)]
    lines, line = [], f"{game} ·"
    for label in labels:
        candidate = f"{line} {label}" if line else label
        if line and line != f"{game} ·" and font.size(candidate)[0] > width:
            lines.append(line)
            line = label
        else:
            line = candidate
    return [*lines, line]


def fitted_heading(game: str, seats: Sequence[tuple[str, str]],
                   fonts: Sequence[pygame.font.Font], width: int
                   ) -> tuple[pygame.font.Font, list[str]]:
    """The heading on :data:`HEADING_LINES` lines of ``width`` in the largest of ``fonts``
    (the text size's first) that holds every name whole; only where even the last cannot
    (five 16-letter names and their bots' levels on a narrow canvas) are names shortened."""
    def fits(lines: list[str]) -> bool:
        return len(lines) <= HEADING_LINES and all(font.size(line)[0] <= width
                                                    for line in lines)

    for font in fonts:
        lines = heading_lines(game, seats, font, width)
        if fits(lines):
            return font, lines
    font = fonts[-1]
    room = max(font.size(name)[0] for name, _ in seats)
    while room > 24 and not fits(lines):
        room -= 8
        lines = heading_lines(game, [(ellipsize(name, font, room), level)
                                     for name, level in seats], font, width)
    return font, lines


class SavedGamesScene(PagedRows, UIScene):
    escape_pops = True
    title = ("saves.title", 48, 40)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button_width = BUTTON_WIDTH
        self.button_height = BUTTON_HEIGHT
        self.init_rows()
        self.lay_out()

    def list_rect(self) -> pygame.Rect:
        """The rows' column: centred, wider on a wide canvas (up to :data:`LIST_WIDEST`)."""
        canvas = self.ctx.canvas
        width = min(canvas.width - 2 * LIST_MARGIN, LIST_WIDEST)
        return pygame.Rect(canvas.centerx - width // 2, LIST_TOP, width, 0)

    def lay_out(self) -> None:
        """Rows as tall as their lines at the text size (the game and its players on two,
        then how far and when) and buttons as large as their words, one over the other:
        fewer rows a page with larger text, more on a taller canvas (five on 1280×800 at
        100 %)."""
        assets, tr = self.ctx.assets, self.ctx.tr
        listed = self.list_rect()
        self.progress_at = ("topleft", (listed.left, 60))
        self.button_width = button_width(assets, [tr(key) for key in (
            "saves.continue", "saves.delete", "saves.really_delete")], BUTTON_WIDTH)
        self.button_height = button_height(assets, BUTTON_HEIGHT)
        lines = (HEADING_LINES * assets.font(22, bold=True).get_linesize()
                 + assets.font(18).get_linesize())
        self.row_height = 2 * ROW_PAD + max(lines, 2 * self.button_height + BUTTON_GAP)
        room = self.ctx.canvas.height - 100 - 8 - assets.font(17).get_height() - LIST_TOP
        self.rows_per_page = fit_rows(room, self.row_height)
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
        upper = pygame.Rect(0, 0, self.button_width, self.button_height)
        upper.bottomright = (rect.right - 16, rect.centery - BUTTON_GAP // 2)
        tr = self.ctx.tr
        return {"continue": self.button(upper, tr("saves.continue"),
                                        self.row_action(index, self.resume),
                                        f"#continue_{index}"),
                "delete": self.button(upper.move(0, self.button_height + BUTTON_GAP),
                                      tr("saves.delete"), self.row_action(index, self.delete),
                                      f"#delete_{index}")}

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
        """The game and its players (every name whole, on two lines where one is not
        enough), then how far it stands and when, left of its buttons."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        words = self.word_box(rect)
        text_left, text_width = words.left, words.width
        big, small = assets.font(22, bold=True), assets.font(18)
        if entry.damaged:
            heading = ellipsize(tr("saves.damaged", name=entry.name), big, text_width)
            surface.blit(big.render(heading, True, palette.danger),
                         (text_left, rect.top + ROW_PAD))
            reason = (entry.problem or "").removeprefix(f"{entry.name}: ")
            top = rect.top + ROW_PAD + big.get_linesize()
            blit_wrapped(surface, reason, small, palette.muted,
                         pygame.Rect(text_left, top, text_width, rect.bottom - ROW_PAD - top))
            return
        emblem = assets.emblem(entry.game, EMBLEM, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 18, rect.centery)))
        font, lines = self.heading(entry, text_width)
        step = font.get_linesize()
        y = rect.centery - (len(lines) * step + small.get_linesize()) // 2  # (one line: centred)
        for line in lines:
            surface.blit(font.render(line, True, palette.ink), (text_left, y))
            y += step
        detail = f"{how_far(tr, entry)} · {when(tr, entry.updated)}"
        surface.blit(small.render(ellipsize(detail, small, text_width), True, palette.muted),
                     (text_left, y))

    def word_box(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a row's words go: right of its emblem, left of its buttons."""
        left = rect.left + EMBLEM + 36
        return pygame.Rect(left, rect.top, rect.right - 16 - self.button_width - 16 - left,
                           rect.height)

    def heading(self, entry: GameRow, width: int) -> tuple[pygame.font.Font, list[str]]:
        """The game and its players on at most two lines of ``width``, and their font."""
        tr = self.ctx.tr
        return fitted_heading(game_name(tr, entry), seat_labels(tr, entry),
                              self.ctx.assets.down_to_designed(22, bold=True), width)

    def drawn_regions(self) -> list[Region]:
        return [Region("text", "title", box_of(self.title_rect())), *self.row_regions(),
                *self.progress_regions()]

    # --- actions ----------------------------------------------------------------------------------

    def resume(self, entry: GameRow) -> None:
        if not open_game(self.ctx, entry, replace=True):
            self.relayout()
