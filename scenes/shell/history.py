"""Games played: every finished game, newest first, to watch again, export or delete; the
players' stats; and a field to open a record file someone shared.

Rows, players and stats are questions to the index of saved games (game/index.py), a page
at a time: opening the screen or turning a page reads no file. What a row says — who won and
the numbers that decided it — is its final position's (:func:`game.listing.ending_of`),
worked out when its record was written or replayed and worded as its end screen words it
(:mod:`scenes.table.outcomes`); the stats are counted by SQL exactly as
:func:`game.stats.player_stats` counts records (lessons are listed, marked, and left out of
the stats; a filter shows them apart). Watch and Export read the one file they need; a
player's pace at RÖK reads their latest RÖK games on a thread of its own. With the keys'
ring on a row, W, R, E and Delete do what its icon buttons do (:data:`ROW_KEYS`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.listing import GameRow
from game.replay import Replay
from game.rok.pace import EARLIER_GAMES, Pace, throws_of_players
from game.saves import SavedGame, read_record_file, write_record_file
from game.stats import PlayerStats, Tally
from game.store import StoreError
from scenes.frame.catalogue import GAMES
from scenes.frame.fitting import button_width
from scenes.frame.payloads import EveningPayload, ReviewPayload, StatsPayload, WatchPayload
from scenes.frame.uiscene import Options, UIScene, select_only
from scenes.kit.focus import Stop, Zone
from scenes.kit.regions import Region, box_of
from scenes.kit.safetext import shown
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import ellipsize
from scenes.kit.wake import wake
from scenes.shell.game_rows import game_name, when
from scenes.shell.history_layout import (
    ICON_GAP,
    LIST_LEFT,
    RANK_LINES,
    ROW_FONTS,
    ROW_GAP,
    ROW_PAD,
    history_layout,
)
from scenes.shell.history_rows import ranking_lines, winner_line
from scenes.shell.paged_rows import PagedRows
from scenes.shell.row_icons import ICONS, IconButton

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

FILTERS = ("all", *(info.id for info in GAMES), "lessons")
ROW_KEYS = {pygame.K_w: "watch", pygame.K_r: "review", pygame.K_e: "export",
            pygame.K_DELETE: "delete"}  # a row's actions by key (the ring on the row)
KEY_NAMES = {"watch": "W", "review": "R", "export": "E"}  # (Delete's is the language's)
MEASURING = "measuring"  # a player's pace is being measured
PACE_AFTER = 0.3  # seconds from the stats drawn to measuring the pace (not in their frame)


class HistoryScene(PagedRows, UIScene):
    escape_pops = True
    progress_at = ("topleft", (LIST_LEFT, 60))  # left of the title, above the filters
    title = ("history.title", 44, 24)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.shown_game = "all"
        self.init_rows()
        self.names: list[str] = []  # every human who finished a game
        self.player: str | None = None  # whose stats are shown
        self.stats: PlayerStats | None = None
        self.path_entry: TextField | None = None
        self.filters: dict[str, Any] = {}  # the filter buttons by game
        self.paces: dict[str, Pace | str | None] = {}  # each player's pace at RÖK (game.rok.pace)
        self.pace_measured = threading.Event()
        self.pace_due: list[tuple[str, float]] = []  # paces to measure, in how many seconds
        self.pace_lines: list[pygame.Rect] = []  # where the pace's lines were drawn
        self.lay_out()

    def lay_out(self) -> None:
        """Rows, buttons and panel for the canvas, the text size and the language's words
        (history_layout.py): what the rows' paging reads too."""
        tr = self.ctx.tr
        self.layout = layout = history_layout(
            self.ctx.canvas, self.ctx.assets, [self.filter_words(name) for name in FILTERS],
            [tr("saves.previous"), tr("saves.next")], tr("history.open"))
        self.rows_area, self.row_height = layout.rows_area, layout.row_height
        self.rows_per_page = layout.rows_per_page

    def filter_words(self, name: str) -> str:
        tr = self.ctx.tr
        return str(tr(f"history.{name}") if name in ("all", "lessons")
                   else tr(f"games.{name}.name"))

    def enter(self, payload: Any = None) -> None:
        self.read_players()
        super().enter(payload)

    # --- what the index says --------------------------------------------------------------------

    def count_rows(self) -> int:
        return int(self.ctx.saves.index.finished_count(*self.wanted))

    def fetch_rows(self, offset: int, limit: int) -> list[GameRow]:
        game, lesson = self.wanted
        return list(self.ctx.saves.index.finished_page(game, offset, limit, lesson))

    @property
    def wanted(self) -> tuple[str | None, bool | None]:
        """The rows the filter shows: one game's or all (lessons too), or the lessons alone."""
        if self.shown_game == "lessons":
            return None, True
        return (None if self.shown_game == "all" else self.shown_game), None

    def read_players(self) -> bool:
        """The players and the shown player's stats, asked again; True if they changed."""
        index, before = self.ctx.saves.index, (self.names, self.stats)
        self.names = index.players()
        if self.player not in self.names:
            self.player = self.names[0] if self.names else None
        self.stats = index.player_stats(self.player) if self.player is not None else None
        return (self.names, self.stats) != before

    def rows_changed(self) -> bool:
        return self.read_players()

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.lay_out()
        layout, self.filters = self.layout, {}
        for name, place in zip(FILTERS, layout.filters, strict=True):
            self.filters[name] = self.button(place, self.filter_words(name),
                                             partial(self.filter, name), f"#filter_{name}")
        self.show_filter()
        self.build_pager(*layout.pager)
        self.build_slots()
        self.build_stats_picker(root)
        bottom, high = layout.bottom, layout.button_height
        # the path's field gives up room to Ratings and trophies' words (larger text)
        ratings = button_width(self.ctx.assets, [tr("evening.open")], 200)
        back = layout.stats.right - 200
        field = min(560, back - 10 - ratings - 10 - layout.open_width - 10 - LIST_LEFT)
        self.path_entry = TextField(
            pygame.Rect(LIST_LEFT, bottom, field, high), self.ctx.ui, container=root,
            object_id="#record_path", placeholder_text=tr("history.path_hint"))
        self.button((LIST_LEFT + field + 10, bottom, layout.open_width, high),
                    tr("history.open"), self.open_file, "#open_record")
        self.button((back - 10 - ratings, bottom, ratings, high), tr("evening.open"),
                    self.evening, "#evening")
        self.button((back, bottom, 200, high), tr("common.back"), self.ctx.stack.pop, "#back")
        self.show_page()

    def build_slot(self, index: int) -> dict[str, Any]:
        """Row ``index``'s actions: small icon buttons, each saying in its tooltip what it
        does and its key (the keys act on the row the ring is on)."""
        places, slot = self.row_buttons(index), {}
        for name in ICONS:
            button = self.button(places[name], "", self.row_action(index, self.acts()[name]),
                                 f"#{name}_{index}", tooltip=self.tip(name), kind=IconButton)
            assert isinstance(button, IconButton)
            button.set_icon(name, self.layout.icon - 10)
            slot[name] = button
        return slot

    def acts(self) -> dict[str, Callable[[GameRow], object]]:
        return {"watch": self.watch, "review": self.review, "export": self.export,
                "delete": self.delete}

    def tip(self, name: str) -> str:
        """"Watch (W)": what an icon does, and its key."""
        tr = self.ctx.tr
        words = {"watch": tr("history.watch"), "review": tr("review.open"),
                 "export": tr("history.export"), "delete": tr("saves.delete")}[name]
        key = KEY_NAMES.get(name) or tr("history.row_keys.keys").split(", ")[-1]
        return str(tr("history.tip", action=words, shortcut=key))

    def row_buttons(self, index: int) -> dict[str, pygame.Rect]:
        """A row's icon buttons side by side at its bottom right (its words keep the width
        above them, and left of them on its last line)."""
        rect, side = self.row_rect(index), self.layout.icon
        left = rect.right - 8 - self.layout.icons_width
        top = rect.bottom - ROW_PAD - side
        return {name: pygame.Rect(left + k * (side + ICON_GAP), top, side, side)
                for k, name in enumerate(ICONS)}

    def delete_place(self, index: int, asking: bool) -> pygame.Rect:
        """Delete's icon, or (asking again) a button as wide as its words ending there."""
        place = self.row_buttons(index)["delete"]
        if not asking:
            return place
        width = button_width(self.ctx.assets, [self.ctx.tr("saves.really_delete")],
                             self.layout.icons_width)
        return pygame.Rect(place.right - width, place.top, width, place.height)

    def fill_slot(self, slot: dict[str, Any], row: GameRow | None) -> None:
        """A row's icons; Delete clicked once asks again in words, wide, in their place."""
        for button in slot.values():
            button.hide() if row is None else button.show()
        if row is None:
            return
        index = next(i for i, each in enumerate(self.slots) if each is slot)
        delete, asking = slot["delete"], self.armed == row.name
        place = self.delete_place(index, asking)
        delete.set_relative_position(place.topleft)
        delete.set_dimensions(place.size)
        if asking:
            for name in ("watch", "review", "export"):
                slot[name].hide()
            delete.set_icon(None)
            delete.set_text(self.delete_text(row))
        else:
            delete.set_text("")
            delete.set_icon("delete", self.layout.icon - 10)

    def show_filter(self) -> None:
        """The chosen filter stays selected, the others not."""
        select_only(self.filters, self.shown_game)

    def build_stats_picker(self, root: UIContainer) -> None:
        if not self.names or self.player is None:
            return
        # a name from a file: guarded, and shortened to its box (beside the drop-down's arrow,
        # in the theme's button font at the setting's text size)
        stats = self.layout.stats
        font, room = self.ctx.assets.font(21, bold=True), stats.width - 24 - 56
        options: Options = [(ellipsize(shown(name), font, room), name) for name in self.names]
        menu = self.drop_down(options, next(o for o in options if o[1] == self.player),
                              (stats.left + 12, stats.top + 48, stats.width - 24,
                               self.layout.picker_height), "#stats_player")
        self.on_change(menu, self.pick_player)

    # --- drawing --------------------------------------------------------------------------------

    def notice_area(self) -> pygame.Rect:
        """Above the stats panel, right of the title and the page buttons: "exported" or
        "refused" keep off the title, the filters, the rows and the stats (the player's pace
        fills the panel's foot); the index's progress is at the left."""
        above = [*self.layout.filters, *self.layout.pager]
        left = max(self.title_rect().right + 24, *(r.right + 12 for r in above if r.top < 150))
        return pygame.Rect(left, 8, self.ctx.canvas.right - 8 - left,
                           self.layout.stats.top - 6 - 8)

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        self.draw_title(surface)
        self.draw_rows(surface, tr("history.none"))
        self.draw_stats(surface)
        return surface

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: GameRow) -> None:
        assets, palette = self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        emblem = assets.emblem(entry.game, 48, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 12, rect.centery)))
        for _, text, font, colour, place in self.row_texts(rect, entry):
            surface.blit(font.render(text, True, colour), place)

    def row_texts(self, rect: pygame.Rect, entry: GameRow
                  ) -> list[tuple[str, str, pygame.font.Font, tuple[int, int, int],
                                  tuple[int, int]]]:
        """A row's lines, first and whole: who won, as the end screen says it; the ranking
        (each seat's place, name and the number that decided the game) on the lines the row
        has; then, left of its icons, the game (a lesson, a practice game marked: the mark
        whole, the moves left out where the line has no room), when and how many moves."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        left, width = rect.left + 72, rect.width - 72 - 10
        names = [seat.name for seat in entry.seats]  # (the end screen's words)
        seated = [seat.name if seat.is_human else f"{seat.name} ({tr(f'setup.bot_{seat.level}')})"
                  for seat in entry.seats]
        (win_size, bold), (rank_size, _), (detail_size, _) = ROW_FONTS
        big, result = winner_line(tr, entry.game, entry.ending, names,
                                  assets.down_to_designed(win_size, bold), width)
        small, ranked = ranking_lines(tr, entry.game, entry.ending, seated,
                                      assets.down_to_designed(rank_size), width, RANK_LINES)
        detail = assets.font(detail_size)
        index = (rect.top - self.rows_area.top) // (self.row_height + ROW_GAP)
        icons = self.row_buttons(index)["watch"].union(
            self.delete_place(index, self.armed == entry.name))
        room = icons.left - 12 - left
        parts = [game_name(tr, entry), when(tr, entry.updated),
                 tr("saves.moves", count=entry.actions)]
        if entry.practice:
            parts.insert(1, tr("practice.practice"))
        moved = " · ".join(parts)
        if entry.practice and detail.size(moved)[0] > room:
            moved = " · ".join(parts[:2])  # the game and the mark whole, not the rest
        y = rect.top + ROW_PAD
        lines = [("result", result, big, palette.accent, y)]
        y += assets.font(win_size, bold).get_linesize() + 2  # (the row's room for each line)
        step = assets.font(rank_size).get_linesize()
        lines += [(f"ranking_{k}", line, small, palette.ink, y + k * step)
                  for k, line in enumerate(ranked)]
        lines.append(("detail", ellipsize(moved, detail, room), detail, palette.muted,
                      icons.centery - detail.get_linesize() // 2))
        return [(name, text, font, colour, (left, y)) for name, text, font, colour, y in lines]

    def draw_stats(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        panel = self.layout.stats
        pygame.draw.rect(surface, palette.panel, panel, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, panel, 1, border_radius=12)
        heading = assets.font(20, bold=True).render(tr("history.stats"), True, palette.accent)
        surface.blit(heading, (panel.left + 14, panel.top + 12))
        self.pace_lines = []
        stats = self.stats
        if stats is None:
            return
        font, y = assets.font(17), panel.top + 48 + self.layout.picker_height + 16
        for label, tally in self.stat_lines(stats):
            if not label:
                y += 10
                continue
            right = font.render(tr("history.won_of", count=tally.won, played=tally.played),
                                True, palette.muted)
            room = panel.width - 28 - right.get_width() - 10  # the label stops short of it
            if font.size(label)[0] > room:
                room = panel.width - 28  # a long label: the tally goes under it
                surface.blit(font.render(ellipsize(label, font, room), True, palette.ink),
                             (panel.left + 14, y))
                y += font.get_linesize()
            else:
                left = font.render(ellipsize(label, font, room), True, palette.ink)
                surface.blit(left, (panel.left + 14, y))
            surface.blit(right, right.get_rect(topright=(panel.right - 14, y)))
            y += font.get_linesize() + 2
        pace = self.pace_of(self.player or "")
        if pace is not None:
            self.draw_pace(surface, pace, y + 10)

    def pace_of(self, name: str) -> Pace | str | None:
        """``name``'s pace at RÖK over their latest RÖK games (game.rok.pace): measured once,
        on a thread of its own (the files are read and every throw replayed);
        ``MEASURING`` meanwhile."""
        if name not in self.paces:
            self.paces[name] = MEASURING
            self.pace_due.append((name, PACE_AFTER))
        return self.paces[name]

    def start_measuring(self, name: str) -> None:
        """Measure ``name``'s pace on a thread of its own (it holds the interpreter for about
        a second: started after the frame that shows the player's stats, not during it)."""
        library = self.ctx.saves

        def measure() -> None:
            games = library.recent_games([name], "rok", EARLIER_GAMES)
            self.paces[name] = Pace.of(throws_of_players(games, {name}).get(name, []))
            self.pace_measured.set()
            wake("pace")  # (a resting screen shows it now)

        threading.Thread(target=measure, name="tablee-pace", daemon=True).start()

    def still(self) -> bool:
        """Still unless the index is being filled or a player's pace is being measured."""
        return super().still() and MEASURING not in self.paces.values()

    def update(self, dt: float) -> None:
        super().update(dt)
        due = [(name, wait - dt) for name, wait in self.pace_due]
        self.pace_due = [(name, wait) for name, wait in due if wait > 0]
        for name, wait in due:
            if wait <= 0:
                self.start_measuring(name)
        if self.pace_measured.is_set():  # a pace measured off the frame: show it
            self.pace_measured.clear()
            self.backdrop = self.compose_backdrop()

    def draw_pace(self, surface: pygame.Surface, pace: Pace | str, y: int) -> None:
        """The player's pace at RÖK, and how many grabs it rests on (or that it is being
        measured)."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        heading, panel = assets.font(17, bold=True), self.layout.stats
        self.pace_lines = [surface.blit(heading.render(
            ellipsize(tr("history.pace"), heading, panel.width - 28), True, palette.accent),
            (panel.left + 14, y))]
        y += heading.get_linesize() + 2
        lines = [(tr("history.pace_measuring"), "")] if isinstance(pace, str) else \
            self.pace_words(pace)
        self.draw_pace_lines(surface, lines, y)

    def pace_words(self, pace: Pace) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        lines = [(tr("history.pace_first", runes=round(pace.face_up)),
                  tr("history.seconds", value=tr.decimal(pace.first))),
                 (tr("history.pace_factor", factor=tr.decimal(pace.factor)), ""),
                 (tr("history.pace_false"), str(pace.false)),
                 (tr("history.pace_grabs", count=pace.grabs), "")]
        if pace.between is not None:
            lines.insert(1, (tr("history.pace_between"),
                             tr("history.seconds", value=tr.decimal(pace.between))))
        return lines

    def draw_pace_lines(self, surface: pygame.Surface, lines: list[tuple[str, str]],
                        y: int) -> None:
        assets, palette = self.ctx.assets, self.ctx.palette
        font, panel = assets.font(17), self.layout.stats
        for label, value in lines:
            if y + font.get_linesize() > panel.bottom - 8:
                break  # the panel is full (it never spills)
            right = font.render(value, True, palette.muted)
            room = panel.width - 28 - (right.get_width() + 10 if value else 0)
            left = surface.blit(font.render(ellipsize(label, font, room), True, palette.ink),
                                (panel.left + 14, y))
            shown_at = surface.blit(right, right.get_rect(topright=(panel.right - 14, y)))
            self.pace_lines.append(left.union(shown_at) if value else left)
            y += font.get_linesize() + 2

    def stat_lines(self, stats: PlayerStats) -> list[tuple[str, Tally]]:
        tr = self.ctx.tr
        lines = [(tr("history.all_games"), stats.total), ("", Tally())]
        lines += [(tr(f"games.{game}.name"), tally)
                  for game, tally in sorted(stats.by_game.items())]
        lines.append(("", Tally()))
        for kind, tally in sorted(stats.by_opponent.items()):
            label = tr("history.vs_humans") if kind == "human" else tr("history.vs_level",
                                                                      level=tr(f"setup.bot_{kind}"))
            lines.append((label, tally))
        return lines

    def drawn_regions(self) -> list[Region]:
        """The title; each row's plate and its lines (its buttons lie on it, never on its
        words); the stats panel (its picker on it) and its pace lines; the index's progress."""
        texts = [Region("text", f"{name}_{i}", (x, y, *font.size(text)))
                 for i, entry in enumerate(self.shown)
                 for name, text, font, _, (x, y) in self.row_texts(self.row_rect(i), entry)]
        pace = [Region("text", f"pace:{i}", (r.x, r.y, r.w, r.h))
                for i, r in enumerate(self.pace_lines)]
        return [Region("text", "title", box_of(self.title_rect())), *self.row_regions(), *texts,
                Region("panel", "stats", box_of(self.layout.stats)), *pace,
                *self.progress_regions()]

    # --- actions ----------------------------------------------------------------------------------

    def handle_input(self, event: pygame.event.Event) -> bool:
        """A click on a row (not on its buttons, which take theirs first) opens its game's
        statistics; W, R, E, Delete act on the row the ring is on."""
        if self.row_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, entry in enumerate(self.shown):
                if self.row_rect(index).collidepoint(event.pos):
                    self.statistics(entry)
                    return True
        return super().handle_input(event)

    def key_zones(self) -> list[Zone]:
        """The widgets, and each row's words just before its buttons (Enter there opens its
        statistics, as a click does)."""
        (widgets,) = super().key_zones()
        stops = list(widgets.stops)
        for index, entry in enumerate(self.shown):
            row = Stop(f"row:{index}", self.row_words_rect(index),
                       partial(self.statistics, entry), f"statistics {index}")
            inside = self.row_rect(index)
            at = next((i for i, stop in enumerate(stops) if inside.contains(stop.rect)),
                      len(stops))
            stops.insert(at, row)
        return [Zone(widgets.name, tuple(stops))]

    def row_words_rect(self, index: int) -> pygame.Rect:
        """A row above its icons (who won, the ranking): where its ring goes."""
        rect = self.row_rect(index)
        rect.height = self.row_buttons(index)["watch"].top - 2 - rect.top
        return rect

    def key_help(self) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        return [(tr("evening.stats.click"), tr("evening.stats.click_does")),
                (tr("history.row_keys.keys"), tr("history.row_keys.does")), *super().key_help()]

    def row_key(self, event: pygame.event.Event) -> bool:
        """W, R, E or Delete with the ring on a row (or on one of its icons): that row's
        watch, review, export or delete, as its icon does."""
        if event.type != pygame.KEYDOWN or event.key not in ROW_KEYS or not self.focus.shown \
                or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        stop = self.focus.current(self.key_zones())
        if stop is None:
            return False
        at = pygame.Rect(stop.rect).center
        index = next((i for i in range(len(self.shown)) if self.row_rect(i).collidepoint(at)),
                     None)
        if index is None:
            return False
        self.ctx.audio.play("click")
        self.row_action(index, self.acts()[ROW_KEYS[event.key]])()
        return True

    def statistics(self, entry: GameRow) -> None:
        """The game's end-of-game statistics and ratings (scenes.shell.game_stats)."""
        saved = self.saved_game(entry)
        if saved is not None:
            self.ctx.nav.open("game_stats", StatsPayload(saved))

    def evening(self) -> None:
        """Each player's rating over time and their trophies (scenes.shell.evening_scene)."""
        game = self.shown_game if self.shown_game in (info.id for info in GAMES) else "totem"
        self.ctx.nav.open("evening", EveningPayload(self.player, game))

    def filter(self, name: str) -> None:
        self.shown_game, self.page, self.armed = name, 0, None
        self.show_filter()
        self.show_page()

    def pick_player(self, name: str) -> None:
        """Another player's stats: asked of the index and drawn (the picker shows the name)."""
        self.player = name
        self.stats = self.ctx.saves.index.player_stats(name)
        self.backdrop = self.compose_backdrop()

    def saved_game(self, entry: GameRow) -> SavedGame | None:
        """The game's file, read and replayed; None (and a notice) if it is damaged or gone."""
        loaded = self.ctx.saves.load(entry.name)
        if loaded.saved is None:
            self.ctx.notices.add(self.ctx.tr("saves.cannot_open", reason=loaded.problem),
                                 warning=True)
            self.rows_changed()
            self.relayout()
        return loaded.saved

    def watch(self, saved: SavedGame | GameRow | None) -> None:
        if isinstance(saved, GameRow):
            saved = self.saved_game(saved)
        if saved is None:
            return
        try:
            replay = Replay.of(saved.record)
        except InvalidRecord as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        self.ctx.nav.table(saved.record.game, WatchPayload(saved, replay))

    def review(self, entry: GameRow) -> None:
        """Where the humans' play cost the most in this game (scenes.shell.review)."""
        saved = self.saved_game(entry)
        if saved is not None:
            self.ctx.nav.open("review", ReviewPayload(saved))

    def export(self, entry: GameRow) -> None:
        saved = self.saved_game(entry)
        if saved is None:
            return
        title = (f"{self.ctx.tr(f'games.{saved.record.game}.name')} {saved.started[:10]} "
                 f"{' – '.join(seat.name for seat in saved.seats)}")
        try:
            path = write_record_file(saved, self.ctx.export_dir, title)
        except StoreError as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        self.ctx.notices.add(self.ctx.tr("history.exported", path=str(path)), seconds=8.0)

    def open_file(self) -> None:
        text = self.path_entry.get_text().strip() if self.path_entry else ""
        if not text:
            self.ctx.notices.add(self.ctx.tr("history.path_hint"), warning=True)
            return
        try:
            saved = read_record_file(Path(text).expanduser())
        except (StoreError, InvalidRecord) as exc:
            self.ctx.notices.add(self.ctx.tr("history.refused", reason=str(exc)), warning=True,
                                 seconds=8.0)
            return
        self.watch(saved)
