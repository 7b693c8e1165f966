"""Ratings and trophies: one person's rating in one pool (a game; Pook for two apart) over
their games, as a plot with the offered bots' levels across it, and their trophies with
their dates. The legend says how many games the rating is made of, and marks it "?" while
it has not settled (:data:`game.evening.ratings.SETTLED_SIGMA`).

Opened from Games played. The ratings are the index's (cached beside the rows, recomputed
from the records: :meth:`game.index.GameIndex.ratings`); the trophies are found in the
player's own games, read and replayed on a thread of their own (:mod:`game.evening.trophies`)
— the screen says it is counting meanwhile.
"""

from __future__ import annotations

import sqlite3
import threading
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.evening.people import PeopleError, checked_name
from game.evening.ratings import (
    DISPLAY_BASE,
    DUELS_APART,
    Ratings,
    pool_game,
    shipped_bot_ratings,
)
from game.evening.trophies import Standing, standings
from scenes.frame.catalogue import GAMES
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import EveningPayload, TrophiesPayload
from scenes.frame.people import keep, people_of
from scenes.frame.uiscene import Options, UIScene, select_only
from scenes.kit.dates import day
from scenes.kit.regions import Region, box_of
from scenes.kit.safetext import shown
from scenes.kit.settings import MAX_NAME_LENGTH
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import ellipsize
from scenes.kit.wake import wake
from scenes.shell.rating_plot import Level, PlotStyle, PlotWords, Series, draw_plot

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

LEFT, TOP = 40, 20
TROPHIES_WIDTH = 340
GAMES_READ = 2000  # a player's latest games of each game read for their trophies
COUNTING = "counting"
LEVELS = ("easy", "normal", "hard")  # the setup's (Random is not offered)


class EveningScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.game = "totem"
        self.player: str | None = None
        self.renaming: str | None = None  # the name being typed (None: not renaming)
        self.names: list[str] = []
        self.ratings: Ratings | None = None
        self.found: dict[str, list[Standing] | str] = {}  # each one's trophies (or COUNTING)
        self.counted = threading.Event()
        self.buttons: dict[str, Any] = {}
        self.placed: list[Region] = []
        self.top = 0  # where the plot and the trophies start (under the buttons)
        self.drew_counting = False  # the picture says the trophies are being counted

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, EveningPayload):
            self.player, self.game = payload.player, payload.game
        self.load()
        super().enter(payload)

    def load(self) -> None:
        """Everyone's ratings (the people's: guests are not rated) and the people's names."""
        index = self.ctx.saves.index
        try:
            self.ratings = index.ratings(shipped_bot_ratings(), people_of(self.ctx))
            self.names = [person.name for person in people_of(self.ctx).persons]
        except (sqlite3.Error, InvalidRecord, OSError) as exc:
            self.ctx.notices.add(str(exc), warning=True)
        if self.player not in self.names:
            self.player = self.names[0] if self.names else None

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        tr, assets = self.ctx.tr, self.ctx.assets
        high = button_height(assets, 40)
        title = assets.font(34, bold=True)
        row = TOP + title.get_height() + 12
        left, self.buttons = LEFT, {}
        for pool in pools():
            words = self.pool_words(pool)
            width = button_width(assets, [words], 110)
            self.buttons[pool] = self.button((left, row, width, high), words,
                                             partial(self.show_game, pool),
                                             f"#game_{pool.replace('-', '_')}")
            left += width + 8
        select_only(self.buttons, self.game)
        if self.names and self.player is not None:
            self.build_person(row, high)
        self.top = row + high + 20
        found = self.trophies_of(self.player) if self.player is not None else []
        side = self.areas()[1].inflate(-24, -24)
        words = tr("evening.trophies.all")
        size = (min(side.width, button_width(assets, [words], 160)), button_height(assets, 40))
        self.button((side.left, side.bottom - size[1], *size), words, self.all_trophies,
                    "#evening_trophies", enabled=isinstance(found, list) and bool(found))
        words = tr("common.back")
        back = (button_width(assets, [words], 200), button_height(assets, 44))
        canvas = self.ctx.canvas
        self.button((canvas.width - LEFT - back[0], canvas.height - 16 - back[1], *back),
                    words, self.ctx.stack.pop, "#back")
        self.backdrop = self.compose()

    def build_person(self, row: int, high: int) -> None:
        """Whose ratings: the people in a menu (**Rename** at the foot, left of Back); while
        renaming, the name in a field and **OK** (Enter) in the menu's place."""
        tr, assets = self.ctx.tr, self.ctx.assets
        place = pygame.Rect(self.ctx.canvas.width - LEFT - TROPHIES_WIDTH, row, TROPHIES_WIDTH,
                            high + 8)
        if self.renaming is not None:
            words = tr("evening.people.ok")
            ok = button_width(assets, [words], 70)
            field = TextField(pygame.Rect(place.left, row, place.width - ok - 8, high + 8),
                              self.ctx.ui, container=self.root, object_id="#evening_name",
                              initial_text=self.renaming)
            field.set_text_length_limit(MAX_NAME_LENGTH)
            self.ctx.ui.set_focus_set(field)  # (typing at once)
            self.on_change(field, self.typed_name)
            self.button((place.right - ok, row, ok, high + 8), words, self.rename,
                        "#evening_rename_ok")
            return
        words = tr("evening.people.rename")
        size = (button_width(assets, [words], 160), button_height(assets, 44))
        self.button((LEFT, self.ctx.canvas.height - 16 - size[1], *size), words,
                    self.start_renaming, "#evening_rename")
        font = assets.font(21, bold=True)
        options: Options = [(ellipsize(shown(name), font, TROPHIES_WIDTH - 48), name)
                            for name in self.names]
        menu = self.drop_down(options, next(o for o in options if o[1] == self.player),
                              place, "#evening_player")
        self.on_change(menu, self.pick_player)

    def start_renaming(self) -> None:
        self.renaming = self.player
        self.relayout()

    def typed_name(self, text: str) -> None:
        self.renaming = text

    def rename(self) -> None:
        """The person shown called what the field says from now on, every game kept (the
        ratings folded again under the new name); a name that cannot be is said why."""
        old, new = self.player, (self.renaming or "").strip()
        if old is None:
            return
        if new == old or not new:
            self.renaming = None
            self.relayout()
            return
        try:
            people = people_of(self.ctx).renamed(old, new)
        except PeopleError:
            self.ctx.notices.add(self.ctx.tr("evening.people.name_taken", name=shown(new)),
                                 warning=True)
            return
        keep(self.ctx, people)
        self.renaming, self.player = None, checked_name(new)
        self.found.pop(old, None)
        self.load()
        self.relayout()

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.renaming is not None:
            if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
                self.rename()  # (Enter in the field)
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.renaming = None  # (Esc leaves the name as it was, the screen open)
                self.relayout()
                return True
        return super().handle_input(event)

    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The plot's panel and the trophies' panel, between the buttons and Back: the plot
        takes the canvas's width and height."""
        canvas = self.ctx.canvas
        bottom = canvas.height - 16 - button_height(self.ctx.assets, 44) - 12
        trophies_left = canvas.width - LEFT - TROPHIES_WIDTH
        return (pygame.Rect(LEFT, self.top, trophies_left - 20 - LEFT, bottom - self.top),
                pygame.Rect(trophies_left, self.top, TROPHIES_WIDTH, bottom - self.top))

    # --- actions --------------------------------------------------------------------------------

    def show_game(self, game: str) -> None:
        self.game = game
        select_only(self.buttons, game)
        self.backdrop = self.compose()

    def pick_player(self, name: str) -> None:
        self.player = name
        self.relayout()

    def all_trophies(self) -> None:
        found = self.trophies_of(self.player) if self.player is not None else []
        if self.player is not None and isinstance(found, list):
            self.ctx.nav.open("trophies", TrophiesPayload(self.player, tuple(found)))

    def trophies_of(self, name: str) -> list[Standing] | str:
        """Where ``name`` stands with every trophy: found once, on a thread of its own (every
        game of theirs read and replayed); ``COUNTING`` meanwhile."""
        if name not in self.found:
            self.found[name] = COUNTING
            library = self.ctx.saves

            person = people_of(self.ctx).person(name)
            names = list(person.names) if person is not None else [name]  # (its former ones)

            def count() -> None:
                try:
                    games = [saved for info in GAMES
                             for saved in library.recent_games(names, info.id, GAMES_READ)]
                    self.found[name] = standings(games, name, names)
                except (sqlite3.Error, InvalidRecord, OSError):
                    self.found[name] = []
                finally:
                    library.release()
                self.counted.set()
                wake("trophies")

            threading.Thread(target=count, name="tablee-trophies", daemon=True).start()
        return self.found[name]

    def still(self) -> bool:
        return (super().still() and not self.drew_counting  # (until the trophies are drawn
                and not self.counted.is_set())  # and the screen laid out with them)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.counted.is_set():
            self.counted.clear()
            self.relayout()  # (All trophies can be opened now)

    # --- drawing --------------------------------------------------------------------------------

    def compose(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        canvas = self.ctx.canvas
        surface = assets.felt_copy(canvas.size, palette)
        self.placed = []
        font = assets.font(34, bold=True)
        title = font.render(tr("evening.open"), True, palette.accent)
        self.placed.append(Region("text", "title", box_of(surface.blit(
            title, title.get_rect(midtop=(canvas.centerx, TOP))))))
        plot, side = self.areas()
        for panel in (plot, side):
            pygame.draw.rect(surface, palette.panel, panel, border_radius=12)
            pygame.draw.rect(surface, palette.panel_edge, panel, 1, border_radius=12)
        self.draw_ratings(surface, plot.inflate(-24, -24))
        self.draw_trophies(surface, side.inflate(-24, -24))
        return surface

    def pool_words(self, pool: str) -> str:
        """A pool's button: the game's name, Pook's two pools said apart."""
        tr, game = self.ctx.tr, pool_game(pool)
        name = tr(f"games.{game}.name")
        if game not in DUELS_APART:
            return name
        return tr("evening.ratings.pool_duel" if pool != game else "evening.ratings.pool_table",
                  game=name)

    def series(self) -> tuple[list[Series], int, list[str]]:
        """The chosen person's line in this pool (starting at 1,500, the rating of a person
        with no game yet), the number of their games on the x axis and their dates."""
        ratings, palette = self.ratings, self.ctx.palette
        points = [] if ratings is None or self.player is None else \
            ratings.history.get((self.player, self.game), [])
        if not points:
            return [], 0, []
        stamps = [when for when, _ in points]
        steps = tuple((number + 1, value) for number, (_, value) in enumerate(points))
        line = Series(self.player or "", palette.seats[0], ((0, DISPLAY_BASE), *steps), bold=True)
        return [line], len(stamps), stamps

    def levels(self) -> list[Level]:
        ratings, tr = self.ratings, self.ctx.tr
        if ratings is None:
            return []
        found = []
        for level in LEVELS:
            rating = ratings.bots.get(self.game, level)
            if rating is not None:
                shown_at = ratings.shown(self.game, rating)
                found.append(Level(shown_at, tr("evening.ratings.level_line",
                                                level=tr(f"evening.ratings.level.{level}"),
                                                rating=tr.number(shown_at))))
        return found

    def draw_ratings(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        lines, games, stamps = self.series()
        small = assets.font(16)
        legend_bottom = self.draw_legend(surface, area, lines)
        if not lines:
            said = tr("evening.ratings.none", name=shown(self.player or ""))
            empty = assets.font(19).render(said, True, palette.muted,
                                           wraplength=area.width)
            self.placed.append(Region("text", "none", box_of(surface.blit(
                empty, (area.left, legend_bottom)))))
            legend_bottom += empty.get_height() + 12
        words = PlotWords(tr("evening.ratings.rating"), tr("evening.ratings.games"),
                          day(stamps[0]) if stamps else "", day(stamps[-1]) if stamps else "",
                          tr.number)
        style = PlotStyle(palette.ink, palette.muted, palette.panel_edge, palette.accent,
                          small, small)
        plot = pygame.Rect(area.left, legend_bottom, area.width, area.bottom - legend_bottom)
        self.placed += draw_plot(surface, plot, lines, self.levels(), max(1, games), words,
                                 style)

    def draw_legend(self, surface: pygame.Surface, area: pygame.Rect,
                    lines: list[Series]) -> int:
        """Each person's colour, name and rating now, in rows above the plot; returns where
        the plot starts."""
        font = self.ctx.assets.font(17, bold=True)
        x, y, height = area.left, area.top, font.get_linesize()
        for line in lines:
            words = self.legend_words(line)
            width = 26 + font.size(words)[0]
            if x > area.left and x + width > area.right:
                x, y = area.left, y + height + 4
            text = ellipsize(words, font, area.right - x - 26)  # (one name alone on its row)
            pygame.draw.line(surface, line.colour, (x, y + height // 2),
                             (x + 18, y + height // 2), 4 if line.bold else 2)
            self.placed.append(Region("text", f"legend_{line.name}", box_of(surface.blit(
                font.render(text, True, line.colour), (x + 26, y)))))
            x += 26 + font.size(text)[0] + 22
        return y + (height + 12 if lines else 0)

    def legend_words(self, line: Series) -> str:
        """"Léa 1,512? · 7 games": the person, their rating now ("?" while it has not settled)
        and the games it is made of."""
        tr = self.ctx.tr
        rating = tr.number(line.points[-1][1])
        if self.ratings is not None and self.ratings.provisional(line.name, self.game):
            rating = tr("evening.ratings.unsettled", rating=rating)
        return str(tr("evening.ratings.legend", name=shown(line.name), rating=rating,
                      count=len(line.points) - 1))

    def draw_trophies(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The trophies earned, newest first, as many as the panel holds above **All
        trophies** (which lists them all, the others with how to earn them)."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        heading, name_font, small = (assets.font(20, bold=True), assets.font(17, bold=True),
                                     assets.font(15))
        found = self.trophies_of(self.player) if self.player is not None else []
        self.drew_counting = isinstance(found, str)
        earned = [] if isinstance(found, str) else [s.earned for s in found if s.earned]
        title = tr("evening.trophies.title") if isinstance(found, str) else tr(
            "evening.trophies.count", earned=len(earned), total=len(found))
        y = area.top
        words = heading.render(ellipsize(title, heading, area.width), True, palette.accent)
        self.placed.append(Region("text", "trophies", box_of(surface.blit(words, (area.left,
                                                                                   y)))))
        y += heading.get_linesize() + 8
        bottom = area.bottom - button_height(assets, 40) - 8
        if not earned:
            key = "evening.trophies.counting" if isinstance(found, str) else \
                "evening.trophies.none"
            text = small.render(tr(key), True, palette.muted, wraplength=area.width)
            self.placed.append(Region("text", "trophies_none", box_of(surface.blit(
                text, (area.left, y)))))
            return
        newest = sorted(earned, key=lambda t: t.when, reverse=True)
        for number, trophy in enumerate(newest):
            block = [name_font.render(tr(f"evening.trophies.{trophy.key}.name"), True,
                                      palette.ink, wraplength=area.width),
                     small.render(tr("evening.trophies.earned", date=day(trophy.when),
                                     game=tr(f"games.{trophy.game}.name")), True,
                                  palette.accent, wraplength=area.width),
                     small.render(tr(f"evening.trophies.{trophy.key}.feat"), True,
                                  palette.muted, wraplength=area.width)]
            need = sum(b.get_height() for b in block) + 10
            more = small.get_linesize()
            if y + need > bottom - (more if number < len(newest) - 1 else 0):
                rest = small.render(tr("evening.trophies.more", count=len(newest) - number),
                                    True, palette.muted)
                self.placed.append(Region("text", "trophies_more", box_of(surface.blit(
                    rest, (area.left, y)))))
                return
            top = y
            for picture in block:
                surface.blit(picture, (area.left, y))
                y += picture.get_height()
            self.placed.append(Region("text", f"trophy_{trophy.key}", box_of(pygame.Rect(
                area.left, top, max(b.get_width() for b in block), y - top))))
            y += 10

    def drawn_regions(self) -> list[Region]:
        plot, side = self.areas()
        return [*self.placed, Region("panel", "plot", box_of(plot)),
                Region("panel", "trophies_panel", box_of(side))]


def pools() -> list[str]:
    """The pools a rating is kept in, in the games' order (Pook for two before Pook at a
    table)."""
    return [pool for info in GAMES for pool in
            ((f"{info.id}-2", info.id) if info.id in DUELS_APART else (info.id,))]
