"""A page of saved-game rows with a two-click Delete: what Saved games and Games played share.

A mixin of a :class:`scenes.frame.uiscene.UIScene`: the scene says where its rows go
(``rows_area``, ``row_height``), how to ask the index for them (``count_rows``,
``fetch_rows``) and which buttons a row has (``build_slot``, ``fill_slot``); only the page
shown is fetched. The buttons of a page's rows and Previous / Next are made once per layout
and filled for each page (:meth:`show_page`): turning a page asks the index for a page of rows and
draws them, nothing is built again. Paging, the row plates, the Delete that asks to be
clicked again and following an index refresh under way (:meth:`follow_index`) live here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from game.listing import GameRow
from game.store import StoreError
from scenes.kit.regions import Region, box_of
from scenes.kit.reviewer import forget_review
from scenes.shell.game_rows import reading_words

if TYPE_CHECKING:
    from scenes.frame.uiscene import UIScene as RowsHost  # what PagedRows is mixed into
else:
    RowsHost = object

ROWS_PER_PAGE = 6
ROW_GAP = 8
FOLLOW_SECONDS = 1.0  # while the index is refreshed, the page is asked again this often


def fit_rows(room: int, row_height: int, gap: int = ROW_GAP) -> int:
    """How many rows of ``row_height`` (``gap`` under each) a page holds in ``room`` pixels:
    a taller canvas, more rows (one at least).

    >>> fit_rows(516, 78), fit_rows(780, 78), fit_rows(10, 78)
    (6, 9, 1)
    """
    return max(1, (room + gap) // (row_height + gap))


class PagedRows(RowsHost):
    """The rows, the pager and Delete (see the module docstring). To the type checker a
    :class:`UIScene` (its widgets, ``relayout``, and ``super()`` reaching its ``draw``); at run
    time a plain mixin, put before ``UIScene`` by the scene."""

    rows_area: pygame.Rect
    row_height: int
    rows_per_page = ROWS_PER_PAGE  # (fewer when the rows grow with larger text)
    progress_at: tuple[str, tuple[int, int]]  # where "Reading saved games…" goes: an anchor
    # of its box ("topleft", "topright") and that point
    title: tuple[str, int, int]  # the title's words (a key), size and top: centred

    if TYPE_CHECKING:
        def compose_backdrop(self) -> pygame.Surface: ...  # the scene's still art

    def title_rect(self) -> pygame.Rect:
        key, size, top = self.title
        rect = pygame.Rect((0, 0), self.ctx.assets.font(size, bold=True).size(self.ctx.tr(key)))
        rect.midtop = (self.ctx.canvas.centerx, top)
        return rect

    def draw_title(self, surface: pygame.Surface) -> None:
        key, size, _ = self.title
        words = self.ctx.assets.font(size, bold=True).render(self.ctx.tr(key), True,
                                                             self.ctx.palette.accent)
        surface.blit(words, self.title_rect())

    def init_rows(self) -> None:
        self.page = 0
        self.armed: str | None = None  # the file whose Delete was clicked once
        self.shown: list[GameRow] = []  # this page's rows
        self.total = 0  # rows on every page
        self.since_fetch = 0.0
        self.generation_read = -1  # the indexer's generation when the page was fetched
        self.slots: list[dict[str, UIButton]] = []  # each row's buttons, by role
        self.pager: tuple[UIButton, UIButton] | None = None  # Previous, Next

    def build_slots(self) -> None:
        """The buttons of every row of a page (filled, shown or hidden by :meth:`show_page`)."""
        self.slots = [self.build_slot(i) for i in range(self.rows_per_page)]

    def build_slot(self, index: int) -> dict[str, UIButton]:
        """*hook* Row ``index``'s buttons by role; their actions act on ``self.shown[index]``."""
        raise NotImplementedError

    def fill_slot(self, slot: dict[str, UIButton], row: GameRow | None) -> None:
        """*hook* Show ``row``'s buttons with its words (hide them all when None)."""
        raise NotImplementedError

    def build_pager(self, previous: pygame.Rect | tuple[int, int, int, int],
                    following: pygame.Rect | tuple[int, int, int, int]) -> None:
        """Previous and Next (shown when there are pages to turn)."""
        tr, button = self.ctx.tr, self.button
        self.pager = (button(previous, tr("saves.previous"), lambda: self.turn_page(-1),
                             "#previous"),
                      button(following, tr("saves.next"), lambda: self.turn_page(1), "#next"))

    def show_page(self) -> None:
        """Ask the index for this page and show it: rows' buttons filled, the pager set, the
        rows drawn."""
        self.load_page()
        for i, slot in enumerate(self.slots):
            self.fill_slot(slot, self.shown[i] if i < len(self.shown) else None)
        if self.pager is not None:
            for button, usable in zip(self.pager, (self.page > 0, self.page < self.pages - 1),
                                      strict=True):
                button.enable() if usable else button.disable()
                button.show() if self.pages > 1 else button.hide()
        self.backdrop = self.compose_backdrop()

    def row_action(self, index: int, action: Callable[[GameRow], object]
                   ) -> Callable[[], object]:
        """A button's action on whatever row ``index`` shows when it is clicked."""
        return lambda: action(self.shown[index]) if index < len(self.shown) else None

    def count_rows(self) -> int:
        """*hook* How many rows the list has (all pages)."""
        raise NotImplementedError

    def fetch_rows(self, offset: int, limit: int) -> list[GameRow]:
        """*hook* The rows from ``offset``, at most ``limit`` of them."""
        raise NotImplementedError

    def load_page(self) -> None:
        """Ask the index for this page (the last one if the list got shorter)."""
        self.generation_read = self.ctx.indexer.generation
        self.since_fetch = 0.0
        self.total = self.count_rows()
        self.page = max(0, min(self.page, self.pages - 1))
        self.shown = self.fetch_rows(self.page * self.rows_per_page, self.rows_per_page)

    def update(self, dt: float) -> None:
        self.follow_index(dt)

    def still(self) -> bool:
        """Still unless the index is being filled (the rows and the progress line follow)."""
        return not self.ctx.indexer.running

    def draw(self, surface: pygame.Surface) -> None:
        """The scene's own drawing, then the progress of an index refresh under way."""
        super().draw(surface)
        self.draw_progress(surface)

    def follow_index(self, dt: float) -> None:
        """While the index is being filled, show what it has (the page is built again only
        when its rows or the number of pages changed)."""
        self.since_fetch += dt
        indexer = self.ctx.indexer
        if indexer.generation == self.generation_read or (
                indexer.running and self.since_fetch < FOLLOW_SECONDS):
            return
        shown, pages = self.shown, self.pages
        if self.rows_changed():  # other widgets follow the rows (the stats' players)
            self.relayout()
            return
        self.load_page()
        if self.shown != shown or self.pages != pages:
            self.show_page()

    def rows_changed(self) -> bool:
        """*hook* Rows were written or deleted: ask again what else the screen shows of them
        (True if that changed)."""
        return False

    def progress_words(self) -> str | None:
        return reading_words(self.ctx)

    def progress_rect(self, words: str) -> pygame.Rect:
        """Where the scene says (``progress_at``: clear of its title, list and notices)."""
        anchor, point = self.progress_at
        rect = pygame.Rect((0, 0), self.ctx.assets.font(17).size(words))
        setattr(rect, anchor, point)
        return rect

    def draw_progress(self, surface: pygame.Surface) -> None:
        words = self.progress_words()
        if words is not None:
            text = self.ctx.assets.font(17).render(words, True, self.ctx.palette.muted)
            surface.blit(text, self.progress_rect(words))

    def progress_regions(self) -> list[Region]:
        words = self.progress_words()
        return [] if words is None else [Region("text", "progress",
                                                box_of(self.progress_rect(words)))]

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.rows_per_page))

    def row_rect(self, index: int) -> pygame.Rect:
        area = self.rows_area
        return pygame.Rect(area.left, area.top + index * (self.row_height + ROW_GAP), area.width,
                           self.row_height)

    def row_regions(self) -> list[Region]:
        """Each row's plate (its buttons lie on it), and which page this is."""
        regions = [Region("plate", f"row_{i}", box_of(self.row_rect(i)))
                   for i in range(len(self.shown))]
        if self.pages > 1:
            regions.append(Region("text", "page", box_of(self.page_rect(self.page_words()))))
        return regions

    def page_words(self) -> str:
        tr = self.ctx.tr
        return str(tr("saves.page", page=tr.number(self.page + 1), pages=tr.number(self.pages)))

    def page_rect(self, words: str) -> pygame.Rect:
        """Under the rows, centred."""
        rect = pygame.Rect((0, 0), self.ctx.assets.font(17).size(words))
        rect.midtop = (self.rows_area.centerx, self.rows_area.bottom + 2)
        return rect

    def draw_rows(self, surface: pygame.Surface, empty: str) -> None:
        """This page's rows (``empty`` when there are none) and, with several pages, which
        one this is."""
        assets, palette = self.ctx.assets, self.ctx.palette
        if not self.shown:
            image = assets.font(22).render(empty, True, palette.muted)
            surface.blit(image, image.get_rect(center=self.rows_area.center))
        for i, entry in enumerate(self.shown):
            self.draw_row(surface, self.row_rect(i), entry)
        if self.pages > 1:
            words = self.page_words()
            surface.blit(assets.font(17).render(words, True, palette.muted),
                         self.page_rect(words))

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: GameRow) -> None:
        """*hook* One entry's plate and words."""
        raise NotImplementedError

    def delete_text(self, entry: GameRow) -> str:
        return str(self.ctx.tr("saves.really_delete" if self.armed == entry.name
                               else "saves.delete"))

    def turn_page(self, step: int) -> None:
        self.page += step
        self.armed = None
        self.show_page()

    def delete(self, entry: GameRow) -> None:
        """The first click arms Delete (it asks again), the second deletes the file."""
        if self.armed != entry.name:
            self.armed = entry.name
            self.show_page()
            return
        self.armed = None
        self.ctx.saver.forget(entry.name)
        saved = self.ctx.saves.load(entry.name).saved  # (None if damaged: no review of it)
        try:
            self.ctx.saves.delete(entry.name)
        except StoreError as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        try:  # its review goes with it
            if saved is not None:
                forget_review(self.ctx.library.data_dir, saved)
        except StoreError as exc:
            self.ctx.notices.add(str(exc), warning=True)
        if self.rows_changed():
            self.relayout()
        else:
            self.show_page()
