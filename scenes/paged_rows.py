"""A page of saved-game rows with a two-click Delete: what Saved games and Games played share.

A mixin of a :class:`scenes.uiscene.UIScene`: the scene says where its rows go
(``rows_area``, ``row_height``) and which entries it lists (``rows``); paging, the row
plates and the Delete that asks to be clicked again live here.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.saves import SaveEntry
from game.store import StoreError
from scenes.regions import Region

ROWS_PER_PAGE = 6
ROW_GAP = 8


class PagedRows:
    ctx: Any
    rows_area: pygame.Rect
    row_height: int

    def init_rows(self) -> None:
        self.page = 0
        self.armed: str | None = None  # the file whose Delete was clicked once

    @property
    def rows(self) -> list[SaveEntry]:
        """*hook* Every entry listed (all pages)."""
        raise NotImplementedError

    @property
    def shown(self) -> list[SaveEntry]:
        start = self.page * ROWS_PER_PAGE
        return self.rows[start:start + ROWS_PER_PAGE]

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.rows) // ROWS_PER_PAGE))

    def row_rect(self, index: int) -> pygame.Rect:
        area = self.rows_area
        return pygame.Rect(area.left, area.top + index * (self.row_height + ROW_GAP), area.width,
                           self.row_height)

    def row_regions(self) -> list[Region]:
        """Each row's plate (its buttons lie on it)."""
        return [Region("plate", f"row_{i}", tuple(self.row_rect(i)))
                for i in range(len(self.shown))]

    def draw_rows(self, surface: pygame.Surface, empty: str) -> None:
        """This page's rows (``empty`` when there are none) and, with several pages, which
        one this is."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        if not self.rows:
            words = assets.font(22).render(empty, True, palette.muted)
            surface.blit(words, words.get_rect(center=self.rows_area.center))
        for i, entry in enumerate(self.shown):
            self.draw_row(surface, self.row_rect(i), entry)
        if self.pages > 1:
            page = assets.font(17).render(tr("saves.page", page=self.page + 1, pages=self.pages),
                                          True, palette.muted)
            surface.blit(page, page.get_rect(midtop=(self.rows_area.centerx,
                                                     self.rows_area.bottom + 2)))

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: SaveEntry) -> None:
        """*hook* One entry's plate and words."""
        raise NotImplementedError

    def delete_text(self, entry: SaveEntry) -> str:
        return str(self.ctx.tr("saves.really_delete" if self.armed == entry.name
                               else "saves.delete"))

    def turn_page(self, step: int) -> None:
        self.page += step
        self.armed = None
        self.relayout()  # type: ignore[attr-defined]

    def delete(self, entry: SaveEntry) -> None:
        """The first click arms Delete (it asks again), the second deletes the file."""
        if self.armed != entry.name:
            self.armed = entry.name
            self.relayout()  # type: ignore[attr-defined]
            return
        self.armed = None
        self.ctx.saver.forget(entry.name)
        try:
            self.ctx.saves.delete(entry.name)
        except StoreError as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        self.forget_entry(entry)
        self.page = min(self.page, self.pages - 1)
        self.relayout()  # type: ignore[attr-defined]

    def forget_entry(self, entry: SaveEntry) -> None:
        """*hook* Drop a deleted entry from the scene's list."""
        raise NotImplementedError
