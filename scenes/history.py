"""Games played: every finished game, newest first, to watch again, export or delete; the
players' stats; and a field to open a record file someone shared.

Rows, players and stats are questions to the index of saved games (game/index.py), a page
at a time: opening the screen or turning a page reads no file. What a row says — the winners
and every score — is its final position's, worked out when its record was written or
replayed; the stats are counted by SQL exactly as :func:`game.stats.player_stats` counts
records. Watch and Export read the one file they need.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.listing import GameRow
from game.replay import Replay
from game.saves import SavedGame, read_record_file, write_record_file
from game.stats import PlayerStats, Tally
from game.store import StoreError
from scenes.catalogue import GAMES, game_info
from scenes.paged_rows import ROW_GAP, ROWS_PER_PAGE, PagedRows
from scenes.regions import Region
from scenes.safetext import shown
from scenes.saved_games import seat_names, when
from scenes.text_field import TextField
from scenes.textlayout import ellipsize
from scenes.uiscene import LOGICAL_SIZE, UIScene, select_only

ROW_HEIGHT = 78
LIST = pygame.Rect(40, 150, 850, ROWS_PER_PAGE * (ROW_HEIGHT + ROW_GAP))
STATS = pygame.Rect(910, 150, 330, LIST.height)
FILTERS = ("all", *(info.id for info in GAMES))
BUTTON = (128, 40)  # wide enough for "Supprimer"


class HistoryScene(PagedRows, UIScene):
    escape_pops = True
    rows_area, row_height = LIST, ROW_HEIGHT
    progress_at = ("topright", (STATS.right, 30))
    title = ("history.title", 44, 24)

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.shown_game = "all"
        self.init_rows()
        self.names: list[str] = []  # every human who finished a game
        self.player: str | None = None  # whose stats are shown
        self.stats: PlayerStats | None = None
        self.path_entry: TextField | None = None
        self.filters: dict[str, Any] = {}  # the filter buttons by game

    def enter(self, payload: Any = None) -> None:
        self.read_players()
        super().enter(payload)

    # --- what the index says --------------------------------------------------------------------

    def count_rows(self) -> int:
        return int(self.ctx.saves.index.finished_count(self.game_filter))

    def fetch_rows(self, offset: int, limit: int) -> list[GameRow]:
        return list(self.ctx.saves.index.finished_page(self.game_filter, offset, limit))

    @property
    def game_filter(self) -> str | None:
        return None if self.shown_game == "all" else self.shown_game

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
        self.filters = {}
        for i, name in enumerate(FILTERS):
            text = tr("history.all") if name == "all" else tr(f"games.{name}.name")
            self.filters[name] = self.button((LIST.left + i * 130, 96, 120, 40), text,
                                             lambda name=name: self.filter(name),
                                             f"#filter_{name}")
        self.show_filter()
        self.build_pager((LIST.right - 290, 96, 140, 40), (LIST.right - 140, 96, 140, 40))
        self.build_slots()
        self.build_stats_picker(root)
        bottom = LOGICAL_SIZE[1] - 70
        self.path_entry = TextField(
            pygame.Rect(LIST.left, bottom, 560, 44), self.ctx.ui, container=root,
            object_id="#record_path", placeholder_text=tr("history.path_hint"))
        self.button((LIST.left + 570, bottom, 200, 44), tr("history.open"), self.open_file,
                    "#open_record")
        self.button((STATS.right - 200, bottom, 200, 44), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.show_page()

    def build_slot(self, index: int) -> dict[str, Any]:
        tr = self.ctx.tr
        right = pygame.Rect((0, 0), BUTTON)
        right.midright = (self.row_rect(index).right - 12, self.row_rect(index).centery)
        return {
            "delete": self.button(right, tr("saves.delete"),
                                  self.row_action(index, self.delete), f"#delete_{index}"),
            "export": self.button(right.move(-(BUTTON[0] + 8), 0), tr("history.export"),
                                  self.row_action(index, self.export), f"#export_{index}"),
            "watch": self.button(right.move(-2 * (BUTTON[0] + 8), 0), tr("history.watch"),
                                 self.row_action(index, self.watch), f"#watch_{index}")}

    def fill_slot(self, slot: dict[str, Any], row: GameRow | None) -> None:
        for button in slot.values():
            button.hide() if row is None else button.show()
        if row is not None:
            slot["delete"].set_text(self.delete_text(row))

    def show_filter(self) -> None:
        """The chosen filter stays selected, the others not."""
        select_only(self.filters, self.shown_game)

    def build_stats_picker(self, root: UIContainer) -> None:
        if not self.names or self.player is None:
            return
        options = [(shown(name), name) for name in self.names]  # a name from a file: guarded
        menu = pygame_gui.elements.UIDropDownMenu(
            options, next(o for o in options if o[1] == self.player),
            pygame.Rect(STATS.left + 12, STATS.top + 48, STATS.width - 24, 40), self.ctx.ui,
            container=root, object_id="#stats_player")
        self.on_change(menu, self.pick_player)

    # --- drawing --------------------------------------------------------------------------------

    def notice_area(self) -> pygame.Rect:
        """In the stats panel, under its lines: a notice (a file exported, a record refused)
        covers neither the title nor a row nor a count."""
        top = self.stats_bottom() + 12
        return pygame.Rect(STATS.left + 8, top, STATS.width - 16, STATS.bottom - 8 - top)

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.background(LOGICAL_SIZE, palette).copy()
        self.draw_title(surface)
        self.draw_rows(surface, tr("history.none"))
        self.draw_stats(surface)
        return surface

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: GameRow) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=12)
        game = entry.game
        emblem = assets.emblem(game, 48, palette)
        surface.blit(emblem, emblem.get_rect(midleft=(rect.left + 12, rect.centery)))
        left, width = rect.left + 72, rect.width - 72 - 3 * (BUTTON[0] + 8) - 16
        big, small = assets.font(20, bold=True), assets.font(17)
        heading = f"{tr(f'games.{game}.name')} · {seat_names(tr, entry)}"
        surface.blit(big.render(ellipsize(heading, big, width), True, palette.ink),
                     (left, rect.top + 10))
        surface.blit(small.render(ellipsize(self.outcome(entry), small, width), True,
                                  palette.accent), (left, rect.top + 36))
        detail = f"{when(tr, entry.updated)} · {tr('saves.moves', count=entry.actions)}"
        surface.blit(small.render(ellipsize(detail, small, width), True, palette.muted),
                     (left, rect.top + 56))

    def outcome(self, entry: GameRow) -> str:
        """Who won, and every seat's score."""
        names = [seat.name for seat in entry.seats]
        winners = " & ".join(names[s] for s in entry.winners)
        scores = ", ".join(f"{name} {score}" for name, score in zip(names, entry.scores,
                                                                     strict=False))
        return self.ctx.tr("history.outcome", winners=winners, scores=scores)

    def draw_stats(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, STATS, border_radius=12)
        pygame.draw.rect(surface, palette.panel_edge, STATS, 1, border_radius=12)
        heading = assets.font(20, bold=True).render(tr("history.stats"), True, palette.accent)
        surface.blit(heading, (STATS.left + 14, STATS.top + 12))
        stats = self.stats
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

    def stats_bottom(self) -> int:
        """Where the stats' lines end (as :meth:`draw_stats` lays them out)."""
        y = STATS.top + 104
        if self.stats is not None:
            step = self.ctx.assets.font(17).get_linesize() + 2
            y += sum(step if label else 10 for label, _ in self.stat_lines(self.stats))
        return y

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
        """Each row's plate (its buttons lie on it) and the stats panel (its picker on it)."""
        return [Region("text", "title", tuple(self.title_rect())), *self.row_regions(),
                Region("panel", "stats", tuple(STATS)), *self.progress_regions()]

    # --- actions ----------------------------------------------------------------------------------

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
        from scenes.table.watching import WatchPayload  # the tables load with the games

        if isinstance(saved, GameRow):
            saved = self.saved_game(saved)
        if saved is None:
            return
        try:
            replay = Replay(saved.record)
        except InvalidRecord as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        scene = game_info(saved.record.game).load_scene()
        self.ctx.stack.push(scene, WatchPayload(saved, replay))

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
