"""Saved games: continue an unfinished game or delete it; damaged files are listed with why.

The list comes from :meth:`game.saves.SaveLibrary.scan` (every file replayed
through the core). A damaged file never stops the list: it shows its name and
the reason, and can be deleted. Deleting asks for a second click.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pygame
from pygame_gui.core import UIContainer

from game.saves import SaveEntry
from scenes.catalogue import game_info
from scenes.i18n import Translator
from scenes.paged_rows import ROW_GAP, ROWS_PER_PAGE, PagedRows
from scenes.regions import Region
from scenes.textlayout import blit_wrapped, ellipsize
from scenes.uiscene import LOGICAL_SIZE, UIScene

ROW_HEIGHT = 84
LIST = pygame.Rect(140, 130, LOGICAL_SIZE[0] - 280, ROWS_PER_PAGE * (ROW_HEIGHT + ROW_GAP))
EMBLEM = 56
BUTTON_WIDTH = 150


def listed(entries: list[SaveEntry]) -> list[SaveEntry]:
    """What this screen offers: unfinished games (newest first) and damaged files."""
    return [e for e in entries if e.damaged or (e.saved is not None and not e.saved.finished)]


def seat_names(tr: Translator, entry: SaveEntry) -> str:
    assert entry.saved is not None
    return ", ".join(seat.name if seat.is_human else
                     f"{seat.name} ({tr(f'setup.bot_{seat.level}')})"
                     for seat in entry.saved.seats)


def how_far(tr: Translator, entry: SaveEntry) -> str:
    """Where the game stands: its turn (its throw in RÖK) and how many moves were made."""
    assert entry.saved is not None and entry.match is not None
    game = entry.saved.record.game
    view = entry.match.state.view(0)
    step = tr("saves.throw", n=view["throw"]) if game == "rok" else tr("saves.turn",
                                                                       n=view["turn"])
    return f"{step} · {tr('saves.moves', count=len(entry.saved.record.actions))}"


def when(tr: Translator, stamp: str, today: datetime | None = None) -> str:
    """A save's time in the player's own time zone: today, yesterday or its date."""
    moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC).astimezone()
    today = today or datetime.now().astimezone()
    clock = moment.strftime("%H:%M")
    days = (today.date() - moment.date()).days
    if days == 0:
        return tr("saves.today", time=clock)
    if days == 1:
        return tr("saves.yesterday", time=clock)
    return tr("saves.on_date", date=moment.strftime("%Y-%m-%d"), time=clock)


def game_name(tr: Translator, entry: SaveEntry) -> str:
    """The game's name, and whether it is a lesson ("Totem (lesson)")."""
    assert entry.saved is not None
    name = tr(f"games.{entry.saved.record.game}.name")
    return tr("learn.titled", game=name) if entry.saved.lesson else name


def describe_entry(tr: Translator, entry: SaveEntry) -> str:
    """One line for the menu's Continue button."""
    assert entry.saved is not None
    return (f"{game_name(tr, entry)} · {seat_names(tr, entry)} · "
            f"{how_far(tr, entry)} · {when(tr, entry.saved.updated)}")


class SavedGamesScene(PagedRows, UIScene):
    escape_pops = True
    rows_area, row_height = LIST, ROW_HEIGHT

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.entries: list[SaveEntry] = []
        self.init_rows()

    def enter(self, payload: Any = None) -> None:
        self.entries = listed(list(payload or []))
        super().enter(payload)

    @property
    def rows(self) -> list[SaveEntry]:
        return self.entries

    def forget_entry(self, entry: SaveEntry) -> None:
        self.entries = [e for e in self.entries if e.name != entry.name]

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        for i, entry in enumerate(self.shown):
            rect = self.row_rect(i)
            buttons = pygame.Rect(0, 0, BUTTON_WIDTH, 44)
            buttons.midright = (rect.right - 16, rect.centery)
            self.button(buttons, self.delete_text(entry), lambda e=entry: self.delete(e),
                        f"#delete_{i}")
            if not entry.damaged:
                self.button(buttons.move(-(BUTTON_WIDTH + 12), 0), tr("saves.continue"),
                            lambda e=entry: self.resume(e), f"#continue_{i}")
        pages = self.pages
        bottom = LOGICAL_SIZE[1] - 100
        self.button((LOGICAL_SIZE[0] // 2 - 130, bottom, 260, 54), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        if pages > 1:
            self.button((LIST.left, bottom, 200, 54), tr("saves.previous"),
                        lambda: self.turn_page(-1), "#previous", enabled=self.page > 0)
            self.button((LIST.right - 200, bottom, 200, 54), tr("saves.next"),
                        lambda: self.turn_page(1), "#next", enabled=self.page < pages - 1)
        self.backdrop = self.compose_backdrop()

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.background(LOGICAL_SIZE, palette).copy()
        title = assets.font(48, bold=True).render(tr("saves.title"), True, palette.accent)
        surface.blit(title, title.get_rect(midtop=(LOGICAL_SIZE[0] // 2, 40)))
        self.draw_rows(surface, tr("saves.none"))
        return surface

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: SaveEntry) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        text_left = rect.left + EMBLEM + 36
        text_width = rect.width - (text_left - rect.left) - 2 * BUTTON_WIDTH - 52
        big, small = assets.font(22, bold=True), assets.font(18)
        if entry.saved is None:
            heading = ellipsize(tr("saves.damaged", name=entry.name), big, text_width)
            surface.blit(big.render(heading, True, palette.danger), (text_left, rect.top + 10))
            reason = (entry.problem or "").removeprefix(f"{entry.name}: ")
            blit_wrapped(surface, reason, small, palette.muted,
                         pygame.Rect(text_left, rect.top + 40, text_width, ROW_HEIGHT - 44))
            return
        game = entry.saved.record.game
        emblem = assets.emblem(game, EMBLEM, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 18, rect.centery)))
        heading = f"{game_name(tr, entry)} · {seat_names(tr, entry)}"
        surface.blit(big.render(ellipsize(heading, big, text_width), True, palette.ink),
                     (text_left, rect.top + 12))
        detail = f"{how_far(tr, entry)} · {when(tr, entry.saved.updated)}"
        surface.blit(small.render(ellipsize(detail, small, text_width), True, palette.muted),
                     (text_left, rect.top + 46))

    def title_rect(self) -> pygame.Rect:
        size = self.ctx.assets.font(48, bold=True).size(self.ctx.tr("saves.title"))
        return pygame.Rect((LOGICAL_SIZE[0] - size[0]) // 2, 40, *size)

    def notice_area(self) -> pygame.Rect:
        """Right of the title, above the list: a "game saved" met on the way from a table
        keeps off the title and the rows."""
        left = self.title_rect().right + 24
        return pygame.Rect(left, 8, LOGICAL_SIZE[0] - 16 - left, LIST.top - 14)

    def drawn_regions(self) -> list[Region]:
        title = self.title_rect()
        return [*self.row_regions(), Region("text", "title", (title.x, title.y, title.w,
                                                               title.h))]

    # --- actions ----------------------------------------------------------------------------------

    def resume(self, entry: SaveEntry) -> None:
        assert entry.saved is not None
        self.ctx.stack.replace(game_info(entry.saved.record.game).load_scene(), entry)
