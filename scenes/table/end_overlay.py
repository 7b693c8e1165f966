"""The end of a game: who won and why, each player's numbers and rating, then play again or
menu.

Drawn over the final table, which the player may look at instead (the buttons then docked at
the foot of the log's column). With larger text the results panel grows (taller rows, a long
reason, five seats), its buttons are as wide as the widest words and go on in a second row
when three do not fit, Review over them (:meth:`EndOverlay.button_rect`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.evening.ratings import shipped_bot_ratings
from game.evening.shown import SeatRating, saved_ratings
from game.practice import is_practice
from game.saves import SavedGame
from scenes.frame.fitting import button_width
from scenes.frame.payloads import ReviewPayload
from scenes.frame.people import people_of
from scenes.frame.uiscene import UIScene
from scenes.kit.rating_words import rating_words
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import ellipsize
from scenes.table.log_panel import log_rect

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.safetext import GuardedFont

PANEL_SIZE = (760, 560)  # the results at 100 % text (grown for their words)
BUTTON_SIZE = (220, 54)
REVIEWING = 64  # the results with a Review button: a row more
NAMES = 120  # the names' column is never narrower (a long name is cut to it)


def dock(buttons: int, log: pygame.Rect) -> pygame.Rect:
    """With the results hidden the buttons stand in a dock at the foot of the log's column
    (``log``: the table's, shorter when larger text stacks Take back over Hint), where no
    card ever lies."""
    return pygame.Rect(log.left, log.bottom - buttons * 64 - 16, log.width, buttons * 64 + 16)


@dataclass(frozen=True)
class EndPayload:
    title: str  # "Léa wins!" / "Draw"
    subtitle: str  # why the game ended
    headers: tuple[str, ...]  # column titles of the results table
    rows: tuple[tuple[str, ...], ...]  # one per player, in finishing order
    winners: tuple[int, ...] = ()  # row indexes to highlight
    play_again: Any = None  # callable: start the same table again
    colours: tuple[tuple[int, int, int], ...] = field(default=())
    watching: Any = None  # watching a game again: a Watcher (its end: watch again, or back)
    review: Any = None  # the SavedGame to review (None: no review offered)
    again: bool = True  # Play again is offered (not at a table over the network)


class EndOverlay(UIScene):
    """Drawn over the finished table (not opaque), so the final position stays in view."""

    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload = EndPayload("", "", (), ())
        self.hidden = False
        self.texts: list[Region] = []  # where compose() wrote the title, subtitle and results
        self.count = 3  # buttons shown
        self.panel = pygame.Rect((0, 0), PANEL_SIZE)  # where the results are drawn (build_ui)
        self.words: list[str] = []  # the buttons' words

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, EndPayload):
            self.payload = self.rated(payload)
        super().enter(payload)
        self.ctx.audio.play("win")

    def rated(self, payload: EndPayload) -> EndPayload:
        """The results with a last column: each person's rating before and after this game,
        each bot's level rating (the core's numbers, game.evening.shown); "Unrated" for a
        practice game, and why, under the title (it never counts). None for a game
        watched again, a lesson, a table over the network joined from here, or a game whose
        ratings cannot be read."""
        saved, table = payload.review, self.table()
        if not isinstance(saved, SavedGame) or table is None or payload.watching is not None:
            return payload
        tr = self.ctx.tr
        if is_practice(saved.record):
            return replace(payload, subtitle="\n".join(
                line for line in (payload.subtitle, tr("evening.ratings.practice")) if line),
                headers=(*payload.headers, tr("evening.ratings.rating")),
                rows=tuple((*row, tr("evening.ratings.unrated_cell")) for row in payload.rows))
        try:
            ratings = saved_ratings(self.ctx.saves.index.ratings(
                shipped_bot_ratings(), people_of(self.ctx)), saved)
        except (sqlite3.Error, InvalidRecord, OSError):
            return payload
        if not any(ratings):
            return payload
        free = list(range(len(ratings)))  # the seats, found by the names the table wrote
        cells = []
        for row in payload.rows:
            seat = next((s for s in free if row and table.name(s) == row[0]), None)
            if seat is not None:
                free.remove(seat)
            rating: SeatRating | None = ratings[seat] if seat is not None else None
            level = saved.seats[seat].level if seat is not None else None
            cells.append(rating_words(self.ctx.tr, rating, level) if rating is not None else "")
        subtitle = payload.subtitle
        if any(rating is not None and rating.provisional for rating in ratings):
            subtitle = "\n".join(line for line in (subtitle, tr("evening.ratings.first_games"))
                                  if line)  # (why a new person's rating moved so much)
        return replace(payload, subtitle=subtitle,
                       headers=(*payload.headers, tr("evening.ratings.rating")),
                       rows=tuple((*row, cell) for row, cell in zip(payload.rows, cells,
                                                                     strict=True)))

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        entries: tuple[tuple[str, str, Callable[[], object]], ...] = (
            ("#end_again", tr("end.play_again"), self.again),
            ("#end_look", tr("end.results") if self.hidden else tr("end.look"), self.toggle),
            ("#end_menu", tr("end.menu"), self.menu))
        if self.payload.watching is not None:  # the end of a game watched again
            entries = (("#end_again", tr("watch.again"), self.watch_again),
                       ("#end_look", tr("watch.controls"), self.ctx.stack.pop),
                       ("#end_menu", tr("watch.leave"), self.leave))
        elif self.payload.review is not None:
            entries = (*entries, ("#end_review", tr("review.open"), self.review))
        if not self.payload.again:  # (a table over the network: its seats are gone)
            entries = tuple(entry for entry in entries if entry[0] != "#end_again")
        self.count = len(entries)
        self.words = [text for _, text, _ in entries]
        self.panel = self.grown(PANEL_SIZE[1] + (REVIEWING if self.count > 3 and not self.hidden
                                                 else 0))
        for i, (object_id, text, action) in enumerate(entries):
            self.button(self.button_rect(i), text, action, object_id)
        self.backdrop = self.compose()

    def button_rect(self, index: int) -> pygame.Rect:
        """The buttons: in a row under the results (Review over them), or stacked in the
        dock. With larger text each is as wide as the widest words, and those that do not
        fit in one row go on in a second one (the panel grows by it)."""
        if self.hidden:
            docked = self.dock()
            return pygame.Rect(docked.left + 12, docked.top + 12 + index * 64,
                               docked.width - 24, BUTTON_SIZE[1])
        panel = self.panel
        if index == 3:  # Review, over the others
            width = button_width(self.ctx.assets, self.words[3:], 300)
            return pygame.Rect(panel.centerx - width // 2, panel.bottom - self.foot(),
                               width, BUTTON_SIZE[1])
        width, per_row = self.button_width(), self.per_row()
        main = min(self.count, 3)
        row, column = divmod(index, per_row)
        in_row = min(per_row, main - row * per_row)
        left = panel.centerx - (in_row * (width + 20) - 20) // 2 + column * (width + 20)
        rows = -(-main // per_row)
        return pygame.Rect(left, panel.bottom - 76 - (rows - 1 - row) * 64, width,
                           BUTTON_SIZE[1])

    def button_width(self) -> int:
        """The row's buttons' width: 220 units, or the widest words at this text size."""
        return button_width(self.ctx.assets, self.words[:3], BUTTON_SIZE[0])

    def per_row(self) -> int:
        return max(1, (self.panel.width - 60 + 20) // (self.button_width() + 20))

    def foot(self) -> int:
        """The height of the panel's foot: its rows of buttons, and Review over them."""
        rows = -(-min(self.count, 3) // self.per_row())
        return rows * 64 + 12 + (64 if self.count > 3 else 0)

    def subtitle(self, width: int) -> pygame.Surface:
        return self.ctx.assets.font(21).render(self.payload.subtitle, True, self.ctx.palette.ink,
                                               wraplength=width - 60)

    def rows_top(self, subtitle: pygame.Surface) -> int:
        return max(160, 90 + subtitle.get_height() + 16)  # under a subtitle of any length

    def row_step(self) -> int:
        """A results row: 44 units, more when larger text makes its line taller."""
        return max(44, self.cell_font(0).get_linesize() + 8)

    def grown(self, height: int) -> pygame.Rect:
        """The results' panel, ``height`` tall at least: as tall as its words need (larger
        text, a long subtitle, five seats) and as wide as its results' columns (larger text
        and the ratings' column; at most the canvas), in the middle of the table beside the
        log (which still scrolls), as far as the canvas lets it."""
        canvas = self.ctx.canvas
        table = self.table()
        middle = table.play_area().centerx if hasattr(table, "play_area") else canvas.centerx
        base = pygame.Rect(0, 0, min(canvas.width - 16, max(PANEL_SIZE[0], self.table_width())),
                           height)
        base.center = (middle, canvas.centery)
        bottom = self.rows_top(self.subtitle(base.width))
        if self.payload.headers:
            bottom += len(self.payload.rows) * self.row_step() + \
                max(32, self.cell_font(0).get_linesize())
        self.panel = base  # (the buttons' rows are counted in its width)
        height = min(max(base.height, bottom + 16 + self.foot()), canvas.height - 16)
        grown = pygame.Rect(base.left, 0, base.width, height)
        grown.center = base.center
        return grown.clamp(canvas.inflate(0, -16))

    def compose(self) -> pygame.Surface:
        assets, palette, p, panel = self.ctx.assets, self.ctx.palette, self.payload, self.panel
        surface = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.panel, 242), surface.get_rect(), border_radius=20)
        pygame.draw.rect(surface, palette.accent, surface.get_rect(), 3, border_radius=20)
        font = assets.font(44, bold=True)
        title = font.render(ellipsize(p.title, font, panel.width - 40), True, palette.accent)
        placed = [("title", title.get_rect(midtop=(panel.width // 2, 26)))]
        surface.blit(title, placed[0][1])
        subtitle = self.subtitle(panel.width)
        placed.append(("subtitle", subtitle.get_rect(midtop=(panel.width // 2, 90))))
        surface.blit(subtitle, placed[1][1])
        top, step = self.rows_top(subtitle), self.row_step()
        if p.headers:
            y = top
            header_font = assets.font(18, bold=True)
            for (x, _), text in zip(self.columns(), p.headers, strict=True):
                surface.blit(header_font.render(text, True, palette.muted), (x, y))
            for r, row in enumerate(p.rows):
                y += step
                if r in p.winners:  # blended here: alpha drawn on alpha would show the table
                    tint = tuple(round(a + (b - a) * 0.25)
                                 for a, b in zip(palette.panel, palette.accent, strict=True))
                    pygame.draw.rect(surface, (*tint, 242),
                                     (24, y - 8, panel.width - 48, step - 4), border_radius=8)
                for c, ((x, room), text) in enumerate(zip(self.columns(), row, strict=True)):
                    font = self.cell_font(c)
                    colour = p.colours[r] if c == 0 and r < len(p.colours) else palette.ink
                    surface.blit(font.render(ellipsize(text, font, room), True, colour), (x, y))
            line = max(32, self.cell_font(0).get_linesize())
            placed.append(("rows", pygame.Rect(24, top, panel.width - 48, y + line - top)))
        self.texts = [Region("text", name, box_of(box.move(panel.topleft))) for name, box in placed]
        return surface

    def cell_font(self, column: int) -> GuardedFont:
        return self.ctx.assets.font(22, bold=column == 0)

    def needs(self) -> list[int]:
        """Each results column's widest words (its header's or a cell's)."""
        p, header_font = self.payload, self.ctx.assets.font(18, bold=True)
        return [max([header_font.size(header)[0]] + [self.cell_font(c).size(row[c])[0]
                                                        for row in p.rows])
                for c, header in enumerate(p.headers)]

    def table_width(self) -> int:
        """The panel's width that holds every column whole, 28 units apart (the names' at
        least NAMES wide, as :meth:`columns` gives them)."""
        need = self.needs()
        if need:
            need[0] = max(NAMES, need[0])
        return sum(need) + 28 * max(0, len(need) - 1) + 80 if need else 0

    def columns(self) -> list[tuple[int, int]]:
        """Each column's left edge and room, sized to what it holds: the numbers and words
        whole, the names (first column) with what is left (a long one is cut)."""
        need = self.needs()
        left, right, gap = 40, self.panel.width - 40, 28
        others = sum(need[1:]) + gap * (len(need) - 1)
        need[0] = max(NAMES, min(need[0], right - left - others))
        spare = max(0, right - left - sum(need) - gap * (len(need) - 1))
        gap += spare // max(1, len(need) - 1) if len(need) > 1 else 0
        placed, x = [], left
        for width in need:
            placed.append((x, width))
            x += width + gap
        return placed

    def again(self) -> None:
        if self.payload.play_again:
            self.payload.play_again()

    def review(self) -> None:
        """Where the humans' play cost the most (scenes.shell.review), over this screen."""
        self.ctx.nav.open("review", ReviewPayload(self.payload.review))

    def menu(self) -> None:
        self.ctx.nav.home()

    def watch_again(self) -> None:
        """Back to the first move of the game being watched."""
        self.ctx.stack.pop()
        self.payload.watching.seek(0)

    def leave(self) -> None:
        """Leave the game watched again (back to Games played)."""
        self.ctx.stack.pop(levels=2)

    def toggle(self) -> None:
        self.hidden = not self.hidden
        self.relayout()

    def table(self) -> Any:
        """The finished table under this screen (None if it is not the top scene)."""
        scenes = self.ctx.stack.scenes
        return scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None

    def handle_input(self, event: pygame.event.Event) -> bool:
        """The log beside the results still scrolls; nothing else reaches the table."""
        scroll = getattr(self.table(), "scroll_log", None)
        if scroll is not None and scroll(event) and event.type != pygame.MOUSEMOTION:
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def notice_area(self) -> pygame.Rect | None:
        table = self.table()
        return table.notice_area() if table is not None else None

    def update(self, dt: float) -> None:
        table = self.table()
        if getattr(table, "log_dirty", False):  # it was scrolled: the table below redraws it
            table.recompose_log()

    def dock(self) -> pygame.Rect:
        table = self.table()
        return dock(self.count, getattr(table, "log_rect", log_rect(self.ctx.canvas)))

    def drawn_regions(self) -> list[Region]:
        """The results panel; or, looking at the table, the dock and the table's own regions."""
        if not self.hidden:
            return [Region("panel", "results", box_of(self.panel)),
                    *self.texts]
        table = self.table()
        below = table.regions() if table is not None else []
        docked = self.dock()
        return [*below, Region("panel", "dock", (docked.x, docked.y, docked.w, docked.h))]

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.ctx.palette
        if self.hidden:  # the dock covers the foot of the log, under the buttons
            docked = self.dock()
            pygame.draw.rect(surface, palette.panel, docked, border_radius=10)
            pygame.draw.rect(surface, palette.accent, docked, 2, border_radius=10)
        elif self.backdrop is not None:
            surface.blit(self.backdrop, self.panel)
