"""One finished game's end-of-game statistics, as Board Game Arena shows them: a row per
figure, a column per seat, each seat's rating before and after the game on top.

Opened from Games played by clicking a row. The figures are the core's
(:mod:`game.evening.statistics`: the record replayed, its events counted) and the ratings
too (:mod:`game.evening.shown`); this screen only words and places them. A column per seat,
names in their seat's colour, wrapped where long; a name is cut only when even its longest
word cannot fit its column.
"""

from __future__ import annotations

import re
import sqlite3
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.evening.ratings import shipped_bot_ratings
from game.evening.shown import SeatRating, saved_ratings
from game.evening.statistics import (
    POOK_KEYS,
    ROK_KEYS,
    TOTEM_KEYS,
    Statistics,
    replay,
    statistics_of,
)
from game.practice import is_practice
from game.saves import SavedGame
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import StatsPayload
from scenes.frame.people import people_of
from scenes.frame.uiscene import UIScene
from scenes.kit.pieces.pook_words import banner_name, faction_name
from scenes.kit.rating_words import rating_words
from scenes.kit.regions import Region, box_of
from scenes.kit.safetext import shown
from scenes.kit.textlayout import ellipsize
from scenes.kit.textsize import scaled_size
from scenes.shell.game_rows import when
from scenes.table.outcomes import result_title

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.safetext import GuardedFont

PIECE = re.compile(r"[^\s-]+-?|-")  # a name breaks at its spaces and after its hyphens
Placed = tuple[str, pygame.Surface, pygame.Rect, pygame.Rect | None]
"""What the table draws: its name, its picture, where, and the stripe behind its row."""
KEYS = {"totem": TOTEM_KEYS, "pook": POOK_KEYS, "rok": ROK_KEYS}
SECONDS = ("first_grab_fastest", "first_grab_median", "fastest_pair")
PAD = 16
GAP = 12


class GameStatsScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.saved: SavedGame | None = None
        self.stats: Statistics | None = None
        self.ratings: tuple[SeatRating | None, ...] = ()
        self.problem: str | None = None
        self.result = ""  # who won, as the end screen said it
        self.placed: list[Region] = []  # where the words were drawn
        self.practice = False  # a practice game: never rated (its Rating row says so)

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, StatsPayload):
            self.read(payload.saved)
        super().enter(payload)

    def read(self, saved: SavedGame) -> None:
        """The game's statistics and ratings, from the core (a record that does not replay
        says why instead)."""
        self.saved, self.practice = saved, is_practice(saved.record)
        try:
            replayed = replay(saved.record)
            self.stats = statistics_of(replayed)
        except InvalidRecord as exc:
            self.problem = str(exc)
            return
        try:
            ratings = self.ctx.saves.index.ratings(shipped_bot_ratings(), people_of(self.ctx))
            self.ratings = saved_ratings(ratings, saved)
        except (sqlite3.Error, InvalidRecord, OSError):
            self.ratings = ()
        if replayed.finished:
            self.result = result_title(self.ctx.tr, saved.record.game, replayed.final_view,
                                       [seat.name for seat in saved.seats])

    @property
    def panel(self) -> pygame.Rect:
        """The table's panel: the canvas less its margins, the title above, Back under; on a
        very wide canvas no wider than a table of figures reads well, centred."""
        canvas = self.ctx.canvas
        width = min(canvas.width - 80, max(1200, canvas.width * 3 // 4))
        return pygame.Rect(canvas.centerx - width // 2, 116, width, canvas.height - 116 - 84)

    def build_ui(self, root: UIContainer) -> None:
        tr, assets = self.ctx.tr, self.ctx.assets
        words = tr("common.back")
        size = (button_width(assets, [words], 200), button_height(assets, 44))
        self.button((self.panel.right - size[0], self.ctx.canvas.bottom - 20 - size[1], *size),
                    words, self.ctx.stack.pop, "#back")
        self.backdrop = self.compose()

    # --- the words ------------------------------------------------------------------------------

    def value(self, key: str, value: Any) -> str:
        tr = self.ctx.tr
        if value is None:
            return "—"
        if key == "banner":
            return banner_name(tr, value)
        if key in SECONDS:
            return str(tr("evening.stats.rok.seconds", value=tr.decimal(float(value), 2)))
        return tr.number(int(value))

    def lines(self) -> list[tuple[str, list[str]]]:
        """Each row: its label and a cell per seat (the rating first, when the game has one)."""
        tr, stats = self.ctx.tr, self.stats
        assert stats is not None
        rows: list[tuple[str, list[str]]] = []
        if self.practice:
            rows.append((tr("evening.ratings.rating"),
                         [tr("evening.ratings.unrated_practice")] * len(stats.seats)))
        elif any(self.ratings):
            rows.append((tr("evening.ratings.rating"),
                         [rating_words(tr, r) if r is not None else "" for r in self.ratings]))
        for key in KEYS[stats.game]:
            rows.append((tr(f"evening.stats.{stats.game}.{key}"),
                         [self.value(key, seat[key]) for seat in stats.seats]))
        return rows

    def table_line(self) -> str:
        """What the whole table shares: Pook's faction totals ("What each faction scored:
        Knights 12 · Mages 9 …")."""
        stats, tr = self.stats, self.ctx.tr
        totals = stats.table.get("faction_totals") if stats is not None else None
        if not totals:
            return ""
        scored = " · ".join(f"{faction_name(tr, k)} {tr.number(v)}" for k, v in totals.items())
        return str(tr("evening.stats.pook.faction_totals_line", totals=scored))

    # --- drawing --------------------------------------------------------------------------------

    def compose(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        panel = self.panel
        self.placed = []
        title_font = assets.font(34, bold=True)
        saved = self.saved
        heading = tr("evening.stats.title")
        if saved is not None:
            heading = f"{heading} · {tr(f'games.{saved.record.game}.name')}"
        title = title_font.render(ellipsize(heading, title_font, panel.width), True,
                                  palette.accent)
        self.blit(surface, "title", title, title.get_rect(midtop=(panel.centerx, 20)))
        pygame.draw.rect(surface, palette.panel, panel, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, panel, 1, border_radius=12)
        if saved is not None:
            small = assets.font(17)
            parts = [when(tr, saved.updated), tr("saves.moves", count=len(saved.record.actions)),
                     self.result]
            line = ellipsize(" · ".join(p for p in parts if p), small, panel.width)
            self.blit(surface, "when", small.render(line, True, palette.muted),
                      pygame.Rect(panel.left, 20 + title.get_height() + 4, 0, 0))
        if self.problem is not None or self.stats is None or saved is None:
            font = assets.font(20)
            words = font.render(tr("evening.stats.unreadable", reason=self.problem or ""), True,
                                palette.danger, wraplength=panel.width - 2 * PAD)
            self.blit(surface, "problem", words, words.get_rect(topleft=(panel.left + PAD,
                                                                         panel.top + PAD)))
            return surface
        self.draw_table(surface, saved)
        return surface

    def blit(self, surface: pygame.Surface, name: str, words: pygame.Surface,
             at: pygame.Rect) -> None:
        box = surface.blit(words, at.topleft)
        self.placed.append(Region("text", name, box_of(box)))

    def columns(self, names: list[str], name_font: GuardedFont,
                label_font: GuardedFont) -> tuple[int, int]:
        """The labels' width and each seat's: a seat's column holds the longest piece of any
        name and the longest word of any cell; the labels take what they need of the rest
        (they wrap beyond it, never narrower than a sixth of the panel)."""
        inner, seats = self.panel.width - 2 * PAD, len(names)
        lines = self.lines()
        widest = max(label_font.size(label)[0] for label, _ in lines)
        seat_need = max([name_font.size(piece)[0] for name in names
                         for piece in PIECE.findall(name)]
                        + [label_font.size(word)[0] for _, cells in lines for cell in cells
                           for word in cell.split(" ")])
        label = max(inner // 6, min(widest, inner - GAP * seats - seats * seat_need))
        return label, (inner - label - GAP * seats) // seats

    def draw_table(self, surface: pygame.Surface, saved: SavedGame) -> None:
        """The names over their columns, a row per figure, the table's own line under them:
        at the player's text size if the panel holds them all, else a size smaller, and so
        on down to 100 % (never a row left off)."""
        palette = self.ctx.palette
        for step in range(12):
            placed, bottom = self.table_at(saved, step)
            if bottom <= self.panel.bottom - PAD:
                break
        for name, words, at, stripe in placed:
            if stripe is not None:
                pygame.draw.rect(surface, palette.background, stripe, border_radius=6)
            if name == "rule":
                pygame.draw.line(surface, palette.panel_edge, at.topleft, at.topright)
                continue
            self.blit(surface, name, words, at)

    def fonts(self, step: int) -> tuple[GuardedFont, GuardedFont]:
        """The names' and the rows' fonts, ``step`` sizes under the text size's (never
        under 100 %)."""
        assets = self.ctx.assets
        sizes = [max(size, scaled_size(size, assets.text_scale) - step) for size in (19, 18)]
        return (assets.font(sizes[0], bold=True, fixed=True),
                assets.font(sizes[1], fixed=True))

    def table_at(self, saved: SavedGame, step: int) -> tuple[list[Placed], int]:
        """What the table draws with the fonts ``step`` sizes down, and where it ends."""
        palette, panel = self.ctx.palette, self.panel
        name_font, font = self.fonts(step)
        names = [shown(seat.name) if seat.is_human else
                 f"{shown(seat.name)} ({self.ctx.tr(f'setup.bot_{seat.level}')})"
                 for seat in saved.seats]
        label_width, seat_width = self.columns(names, name_font, font)
        left = panel.left + PAD
        xs = [left + label_width + GAP + i * (seat_width + GAP) for i in range(len(names))]
        y, placed = panel.top + PAD, list[Placed]()
        heads = [self.name_words(name, name_font, seat_width,
                                 palette.seats[i % len(palette.seats)])
                 for i, name in enumerate(names)]
        for i, head in enumerate(heads):
            placed.append((f"seat_{i}", head, pygame.Rect(xs[i], y, 0, 0), None))
        y += max(head.get_height() for head in heads) + 10
        placed.append(("rule", heads[0], pygame.Rect(left, y - 5, panel.width - 2 * PAD, 0),
                       None))
        for r, (label, cells) in enumerate(self.lines()):
            words = font.render(label, True, palette.ink, wraplength=label_width)
            drawn = [font.render(ellipsize(cell, font, seat_width) if " " not in cell
                                 else cell, True, palette.ink, wraplength=seat_width)
                     for cell in cells]
            height = max(words.get_height(), *(d.get_height() for d in drawn))
            stripe = pygame.Rect(left - 6, y - 2, panel.width - 2 * PAD + 12, height + 4) \
                if r % 2 else None
            placed.append((f"label_{r}", words, pygame.Rect(left, y, 0, 0), stripe))
            placed += [(f"cell_{r}_{i}", cell, pygame.Rect(xs[i], y, 0, 0), None)
                       for i, cell in enumerate(drawn)]
            y += height + 6
        table = self.table_line()
        if table:
            words = font.render(table, True, palette.muted, wraplength=panel.width - 2 * PAD)
            placed.append(("table", words, pygame.Rect(left, y + 8, 0, 0), None))
            y += 8 + words.get_height()
        return placed, y

    def name_words(self, name: str, font: GuardedFont, width: int,
                   colour: tuple[int, int, int]) -> pygame.Surface:
        """A seat's name over its column, on as many lines as it needs, broken at its spaces
        and after its hyphens; only a piece wider than the column by itself is cut with
        "…" (nothing else fits there)."""
        lines: list[str] = []
        for piece in PIECE.findall(name):
            joined = f"{lines[-1]}{'' if lines[-1].endswith('-') else ' '}{piece}" \
                if lines else piece
            if lines and font.size(joined)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(ellipsize(piece, font, width))
        pictures = [font.render(line, True, colour) for line in lines or [""]]
        surface = pygame.Surface((max(p.get_width() for p in pictures),
                                  font.get_linesize() * (len(pictures) - 1)
                                  + pictures[-1].get_height()), pygame.SRCALPHA)
        for number, picture in enumerate(pictures):
            surface.blit(picture, (0, number * font.get_linesize()))
        return surface

    def drawn_regions(self) -> list[Region]:
        return [*self.placed, Region("panel", "statistics", box_of(self.panel))]
