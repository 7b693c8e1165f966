"""Games played: every finished game, newest first, to watch again, export or delete; the
players' stats; and a field to open a record file someone shared.

Everything shown is computed from the records (each replayed through the core
by the menu's scan): the winner and the numbers that decided a game are its final
position's, worded as its end screen words them (:mod:`scenes.outcomes`), the stats
are :func:`game.stats.player_stats` over the games listed (lessons are listed, marked,
and left out of the stats; a filter shows them apart).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.replay import Replay
from game.rok.pace import Pace, ThrowPace, throws_paced
from game.saves import SavedGame, SaveEntry, read_record_file, write_record_file
from game.stats import Finished, PlayerStats, Tally, player_stats
from game.store import StoreError
from scenes.catalogue import GAMES, game_info
from scenes.outcomes import deciding_line, fitted_title
from scenes.paged_rows import ROW_GAP, ROWS_PER_PAGE, PagedRows
from scenes.regions import Region
from scenes.saved_games import game_name, seat_names, when
from scenes.textlayout import ellipsize
from scenes.uiscene import LOGICAL_SIZE, UIScene

ROW_HEIGHT = 78
LIST = pygame.Rect(40, 150, 850, ROWS_PER_PAGE * (ROW_HEIGHT + ROW_GAP))
STATS = pygame.Rect(910, 150, 330, LIST.height)
FILTERS = ("all", *(info.id for info in GAMES), "lessons")
FILTER_SIZE, FILTER_STEP = (104, 40), 110
SMALL_BUTTON = 144  # Export and Delete, one over the other: wide enough for "Supprimer"
WATCH_BUTTON = 112  # Watch, the row's height
MEASURING = "measuring"  # a player's pace is being measured


def finished_games(entries: list[SaveEntry]) -> list[SaveEntry]:
    return [e for e in entries if e.saved is not None and e.saved.finished]


def as_finished(entry: SaveEntry) -> Finished:
    assert entry.saved is not None and entry.match is not None
    return Finished(entry.saved.record.game, entry.saved.seats,
                    tuple(entry.match.state.winners()), entry.saved.lesson)


class HistoryScene(PagedRows, UIScene):
    escape_pops = True
    rows_area, row_height = LIST, ROW_HEIGHT

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.games: list[SaveEntry] = []
        self.shown_game = "all"
        self.init_rows()
        self.player: str | None = None
        self.path_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.paces: dict[str, Pace | str | None] = {}  # each player's pace at RÖK (game.rok.pace)
        self.pace_measured = threading.Event()
        self.pace_lines: list[pygame.Rect] = []  # where the pace's lines were drawn

    def enter(self, payload: Any = None) -> None:
        self.games = finished_games(list(payload or []))
        names = sorted(player_stats(map(as_finished, self.games)))
        self.player = names[0] if names else None
        super().enter(payload)

    @property
    def rows(self) -> list[SaveEntry]:
        if self.shown_game == "lessons":  # the guided first games, apart
            return [e for e in self.games if e.saved.lesson]
        return [e for e in self.games if self.shown_game in ("all", e.saved.record.game)]

    def forget_entry(self, entry: SaveEntry) -> None:
        self.games = [e for e in self.games if e.name != entry.name]

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        for i, name in enumerate(FILTERS):
            text = tr(f"history.{name}") if name in ("all", "lessons") else \
                tr(f"games.{name}.name")
            button = self.button((LIST.left + i * FILTER_STEP, 96, *FILTER_SIZE), text,
                                 lambda name=name: self.filter(name), f"#filter_{name}")
            if name == self.shown_game:
                button.select()
        pages = self.pages
        if pages > 1:
            self.button((LIST.right - 290, 96, 140, 40), tr("saves.previous"),
                        lambda: self.turn_page(-1), "#previous", enabled=self.page > 0)
            self.button((LIST.right - 140, 96, 140, 40), tr("saves.next"),
                        lambda: self.turn_page(1), "#next", enabled=self.page < pages - 1)
        for i, entry in enumerate(self.shown):
            places = self.row_buttons(i)
            self.button(places["delete"], self.delete_text(entry),
                        lambda e=entry: self.delete(e), f"#delete_{i}")
            self.button(places["export"], tr("history.export"),
                        lambda e=entry: self.export(e), f"#export_{i}")
            self.button(places["watch"], tr("history.watch"),
                        lambda e=entry: self.watch(e.saved, e), f"#watch_{i}")
        self.build_stats_picker(root)
        bottom = LOGICAL_SIZE[1] - 70
        self.path_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(LIST.left, bottom, 560, 44), self.ctx.ui, container=root,
            object_id="#record_path", placeholder_text=tr("history.path_hint"))
        self.button((LIST.left + 570, bottom, 200, 44), tr("history.open"), self.open_file,
                    "#open_record")
        self.button((STATS.right - 200, bottom, 200, 44), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.backdrop = self.compose_backdrop()

    def build_stats_picker(self, root: UIContainer) -> None:
        names = sorted(player_stats(map(as_finished, self.games)))
        if not names or self.player is None:
            return
        menu = pygame_gui.elements.UIDropDownMenu(
            names, self.player, pygame.Rect(STATS.left + 12, STATS.top + 48, STATS.width - 24,
                                            40), self.ctx.ui, container=root,
            object_id="#stats_player")
        self.on_change(menu, self.pick_player)

    # --- drawing --------------------------------------------------------------------------------

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.background(LOGICAL_SIZE, palette).copy()
        title = assets.font(44, bold=True).render(tr("history.title"), True, palette.accent)
        surface.blit(title, title.get_rect(midtop=(LOGICAL_SIZE[0] // 2, 24)))
        self.draw_rows(surface, tr("history.none"))
        self.draw_stats(surface)
        return surface

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: SaveEntry) -> None:
        palette, assets = self.ctx.palette, self.ctx.assets
        assert entry.saved is not None and entry.match is not None
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        emblem = assets.emblem(entry.saved.record.game, 48, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 12, rect.centery)))
        for _, text, font, colour, place in self.row_texts(rect, entry):
            surface.blit(font.render(text, True, colour), place)

    def row_buttons(self, index: int) -> dict[str, pygame.Rect]:
        """A row's buttons in two columns at its right: Watch the whole height, Export over
        Delete (the row's words keep the rest of its width)."""
        rect = self.row_rect(index)
        half = (rect.height - 14) // 2
        right = pygame.Rect(rect.right - 8 - SMALL_BUTTON, rect.top + 5, SMALL_BUTTON, half)
        return {"export": right, "delete": right.move(0, half + 4),
                "watch": pygame.Rect(right.left - 8 - WATCH_BUTTON, rect.top + 5, WATCH_BUTTON,
                                     rect.height - 10)}

    def row_texts(self, rect: pygame.Rect, entry: SaveEntry
                  ) -> list[tuple[str, str, pygame.font.Font, tuple[int, int, int],
                                  tuple[int, int]]]:
        """A row's three lines, each fitted to the room left of its buttons: the game (a
        lesson marked) and its players; who won and the numbers that decided it, as the
        end screen says them; when, and how many moves."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        assert entry.saved is not None
        left, width = rect.left + 72, rect.width - 72 - SMALL_BUTTON - WATCH_BUTTON - 34
        big, small, detail = assets.font(20, bold=True), assets.font(17), assets.font(16)
        heading = f"{game_name(tr, entry)} · {seat_names(tr, entry)}"
        lines = [("heading", ellipsize(heading, big, width), big, palette.ink, rect.top + 2),
                 ("result", self.outcome(entry, small, width), small, palette.accent,
                  rect.top + 2 + big.get_height()),
                 ("detail", ellipsize(f"{when(tr, entry.saved.updated)} · "
                                      f"{tr('saves.moves', count=len(entry.saved.record.actions))}",
                                      detail, width), detail, palette.muted,
                  rect.top + 2 + big.get_height() + small.get_height())]
        return [(name, text, font, colour, (left, y)) for name, text, font, colour, y in lines]

    def outcome(self, entry: SaveEntry, font: pygame.font.Font, room: int) -> str:
        """Who won and the numbers that decided it ("Robot wins! · Totals: Léa 27 · Robot 35"),
        worded as the end screen words them, names shortened so every number fits."""
        assert entry.saved is not None and entry.match is not None
        game, names = entry.saved.record.game, [seat.name for seat in entry.saved.seats]
        view = entry.match.state.view(0)
        title = fitted_title(self.ctx.tr, game, view, names, font, room * 2 // 5)
        rest = room - font.size(f"{title} · ")[0]
        line = f"{title} · {deciding_line(self.ctx.tr, game, view, names, font, rest)}"
        return ellipsize(line, font, room)  # (with five 16-letter names every number fits)

    def draw_stats(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, STATS, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, STATS, 1, border_radius=12)
        heading = assets.font(20, bold=True).render(tr("history.stats"), True, palette.accent)
        surface.blit(heading, (STATS.left + 14, STATS.top + 12))
        self.pace_lines = []
        stats = player_stats(map(as_finished, self.games)).get(self.player or "")
        if stats is None:
            return
        font, y = assets.font(17), STATS.top + 104
        for label, tally in self.stat_lines(stats):
            if not label:
                y += 10
                continue
            right = font.render(tr("history.won_of", count=tally.won, played=tally.played),
                                True, palette.muted)
            room = STATS.width - 28 - right.get_width() - 10  # the label stops short of it
            left = font.render(ellipsize(label, font, room), True, palette.ink)
            surface.blit(left, (STATS.left + 14, y))
            surface.blit(right, right.get_rect(topright=(STATS.right - 14, y)))
            y += font.get_linesize() + 2

        pace = self.pace_of(self.player or "")
        if pace is not None:
            self.draw_pace(surface, pace, y + 10)

    def pace_of(self, name: str) -> Pace | str | None:
        """``name``'s pace at RÖK over the listed games (game.rok.pace): measured once, on a
        thread of its own (fitting a pace replays every throw); ``MEASURING`` meanwhile."""
        if name not in self.paces:
            self.paces[name] = MEASURING
            records = [entry.saved for entry in self.games if entry.saved is not None
                       and entry.saved.record.game == "rok"]

            def measure() -> None:
                throws: list[ThrowPace] = []
                for saved in records:
                    seats = [i for i, s in enumerate(saved.seats) if s.is_human and s.name == name]
                    record = saved.record
                    for paced in throws_paced(record.actions, record.players, record.seed,
                                              seats).values():
                        throws += paced
                self.paces[name] = Pace.of(throws)
                self.pace_measured.set()

            threading.Thread(target=measure, name="history-pace", daemon=True).start()
        return self.paces[name]

    def update(self, dt: float) -> None:
        if self.pace_measured.is_set():  # a pace measured off the frame: show it
            self.pace_measured.clear()
            self.backdrop = self.compose_backdrop()

    def draw_pace(self, surface: pygame.Surface, pace: Pace | str, y: int) -> None:
        """The player's pace at RÖK, and how many grabs it rests on (or that it is being
        measured)."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        heading = assets.font(17, bold=True)
        self.pace_lines = [surface.blit(heading.render(
            ellipsize(tr("history.pace"), heading, STATS.width - 28), True, palette.accent),
            (STATS.left + 14, y))]
        y += heading.get_linesize() + 2
        if isinstance(pace, str):
            lines = [(tr("history.pace_measuring"), "")]
        else:
            lines = self.pace_words(pace)
        self.draw_pace_lines(surface, lines, y)

    def pace_words(self, pace: Pace) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        lines = [(tr("history.pace_first", runes=round(pace.face_up)),
                  tr("history.seconds", value=tr.number(pace.first))),
                 (tr("history.pace_factor", factor=tr.number(pace.factor)), ""),
                 (tr("history.pace_false"), str(pace.false)),
                 (tr("history.pace_grabs", count=pace.grabs), "")]
        if pace.between is not None:
            lines.insert(1, (tr("history.pace_between"),
                             tr("history.seconds", value=tr.number(pace.between))))
        return lines

    def draw_pace_lines(self, surface: pygame.Surface, lines: list[tuple[str, str]],
                        y: int) -> None:
        assets, palette = self.ctx.assets, self.ctx.palette
        font = assets.font(17)
        for label, value in lines:
            if y + font.get_linesize() > STATS.bottom - 8:
                break  # the panel is full (it never spills)
            right = font.render(value, True, palette.muted)
            room = STATS.width - 28 - (right.get_width() + 10 if value else 0)
            left = surface.blit(font.render(ellipsize(label, font, room), True, palette.ink),
                                (STATS.left + 14, y))
            shown = surface.blit(right, right.get_rect(topright=(STATS.right - 14, y)))
            self.pace_lines.append(left.union(shown) if value else left)
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

    def title_rect(self) -> pygame.Rect:
        size = self.ctx.assets.font(44, bold=True).size(self.ctx.tr("history.title"))
        return pygame.Rect((LOGICAL_SIZE[0] - size[0]) // 2, 24, *size)

    def notice_area(self) -> pygame.Rect:
        """Above the stats panel, right of the title and the page buttons: "game saved" or
        "exported" keep off the title, the filters and the rows."""
        left = max(self.title_rect().right + 24, STATS.left)
        return pygame.Rect(left, 8, LOGICAL_SIZE[0] - 16 - left, STATS.top - 14)

    def drawn_regions(self) -> list[Region]:
        """Each row's plate and its lines (its buttons lie on it, never on its words), the
        stats panel (its picker on it) and its pace lines."""
        texts = [Region("text", f"{name}_{i}", (x, y, *font.size(text)))
                 for i, entry in enumerate(self.shown)
                 for name, text, font, _, (x, y) in self.row_texts(self.row_rect(i), entry)]
        title = self.title_rect()
        pace = [Region("text", f"pace:{i}", (r.x, r.y, r.w, r.h))
                for i, r in enumerate(self.pace_lines)]
        return [*self.row_regions(), *texts, Region("panel", "stats", tuple(STATS)),
                Region("text", "title", (title.x, title.y, title.w, title.h)), *pace]

    # --- actions ----------------------------------------------------------------------------------

    def filter(self, name: str) -> None:
        self.shown_game, self.page, self.armed = name, 0, None
        self.relayout()

    def pick_player(self, name: str) -> None:
        self.player = name
        self.relayout()

    def watch(self, saved: SavedGame | None, entry: SaveEntry | None = None) -> None:
        from scenes.table.watching import WatchPayload  # the tables load with the games

        assert saved is not None
        try:
            replay = Replay(saved.record)
        except InvalidRecord as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        scene = game_info(saved.record.game).load_scene()
        self.ctx.stack.push(scene, WatchPayload(saved, replay))

    def export(self, entry: SaveEntry) -> None:
        assert entry.saved is not None
        saved = entry.saved
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
