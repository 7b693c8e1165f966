"""The title screen: one tile per game (emblem, name, one-line pitch), Continue, saved games,
settings and quit.

Saved games are scanned (read and replayed through the core) on a background
thread once the first frame is up, so opening the menu never waits for them;
the Continue button appears when the scan finds an unfinished game.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.saves import SaveEntry
from scenes.background import Background
from scenes.catalogue import GAMES, GameInfo, game_info
from scenes.names import normalise
from scenes.regions import Region
from scenes.saved_games import SavedGamesScene, describe_entry, listed
from scenes.settings_scene import SettingsScene
from scenes.setup_scene import SetupScene
from scenes.textlayout import blit_wrapped, ellipsize
from scenes.uiscene import LOGICAL_SIZE, UIScene

TILE_SIZE = (340, 410)
TILE_GAP = 30
TILE_TOP = 186
EMBLEM_SIZE = 130
CONTINUE_TOP = TILE_TOP + TILE_SIZE[1] + 18


def tile_rects() -> list[pygame.Rect]:
    width = len(GAMES) * TILE_SIZE[0] + (len(GAMES) - 1) * TILE_GAP
    left = (LOGICAL_SIZE[0] - width) // 2
    return [pygame.Rect(left + i * (TILE_SIZE[0] + TILE_GAP), TILE_TOP, *TILE_SIZE)
            for i in range(len(GAMES))]


def rules_button_rect(tile: pygame.Rect) -> pygame.Rect:
    """The small Rules button in a tile's top-right corner, beside the emblem."""
    return pygame.Rect(tile.right - 112, tile.top + 12, 100, 38)


class MenuScene(UIScene):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.hovered: int | None = None
        self.saves: list[SaveEntry] | None = None  # None until the scan is done
        self.scan = Background("tablee-scan-saves")
        self.scan_due = True
        self.continue_button: pygame_gui.elements.UIButton | None = None
        self.saved_games_button: pygame_gui.elements.UIButton | None = None
        self.history_button: pygame_gui.elements.UIButton | None = None

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        for rect, info in zip(tile_rects(), GAMES, strict=True):
            self.button((rect.centerx - 155, rect.bottom - 62, 150, 50), tr("menu.choose"),
                        lambda info=info: self.open_setup(info), f"#tile_{info.id}")
            self.button((rect.centerx + 5, rect.bottom - 62, 150, 50), tr("learn.learn"),
                        lambda info=info: self.open_lesson(info), f"#tile_learn_{info.id}",
                        tooltip=tr("learn.tile_tooltip"))
            self.button(rules_button_rect(rect), tr("pause.rules"),
                        lambda info=info: self.open_rules(info), f"#tile_rules_{info.id}",
                        tooltip=tr("rules.tile_tooltip"))
        bottom = LOGICAL_SIZE[1] - 96
        left = LOGICAL_SIZE[0] // 2 - 495  # four buttons of 240, 10 apart
        self.continue_button = None
        self.saved_games_button = self.button(
            (left, bottom, 240, 50), tr("menu.saved_games", count=0),
            self.open_saved_games, "#menu_saved_games", enabled=False)
        self.history_button = self.button((left + 250, bottom, 240, 50), tr("menu.history"),
                                          self.open_history, "#menu_history", enabled=False)
        self.show_saves()
        self.button((left + 500, bottom, 240, 50), tr("menu.settings"),
                    self.open_settings, "#menu_settings")
        self.button((left + 750, bottom, 240, 50), tr("menu.quit"),
                    self.ctx.request_quit, "#menu_quit")
        self.backdrop = self.compose_backdrop()

    def compose_backdrop(self) -> pygame.Surface:
        """Everything static on this screen, drawn once per language and palette."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.background(LOGICAL_SIZE, palette).copy()
        title = assets.font(84, bold=True).render("Tablée", True, palette.accent)
        surface.blit(title, self.title_rect())
        subtitle = assets.font(24).render(tr("menu.subtitle"), True, palette.muted)
        surface.blit(subtitle, subtitle.get_rect(midtop=(LOGICAL_SIZE[0] // 2, 140)))
        for rect, info in zip(tile_rects(), GAMES, strict=True):
            self.draw_tile(surface, rect, info)
        return surface

    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, info: GameInfo) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=18)
        pygame.draw.rect(surface, palette.panel_edge, rect, 2, border_radius=18)
        emblem = assets.emblem(info.id, EMBLEM_SIZE, palette)
        surface.blit(emblem, emblem.get_rect(midtop=(rect.centerx, rect.top + 24)))
        name = assets.font(40, bold=True).render(tr(f"games.{info.id}.name"), True, palette.ink)
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.top + 162)))
        players = (tr("menu.players_range", low=info.min_players, high=info.max_players)
                   if info.min_players != info.max_players
                   else tr("menu.players_exact", count=info.min_players))
        meta = assets.font(18).render(players, True, palette.accent)
        surface.blit(meta, meta.get_rect(midtop=(rect.centerx, rect.top + 214)))
        pitch_box = pygame.Rect(rect.left + 22, rect.top + 244, rect.width - 44, 96)
        blit_wrapped(surface, tr(f"games.{info.id}.pitch"), assets.font(19), palette.ink,
                     pitch_box, centred=True)
        if not info.playable:
            ribbon = assets.font(16, bold=True).render(tr("menu.coming_soon"), True,
                                                       palette.background)
            box = ribbon.get_rect(center=(rect.centerx, rect.top)).inflate(22, 10)
            pygame.draw.rect(surface, palette.accent, box, border_radius=8)
            surface.blit(ribbon, ribbon.get_rect(center=box.center))

    # --- saved games ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Scan the saved games once the menu is on screen (again after another screen)."""
        if self.scan_due and not self.scan.busy:
            self.scan_due = False
            self.scan.start(self.scan_saves)
        elif self.scan.ready():
            self.saves = self.scan.result()
            if self.continue_button is not None:  # another game may be the latest now
                self.remove(self.continue_button)
                self.continue_button = None
            self.show_saves()

    def scan_saves(self) -> list[SaveEntry]:
        """Every saved game, once the autosave has written the last move (background)."""
        self.ctx.saver.flush(2.0)
        return self.ctx.saves.scan()

    def uncover(self, result: object = None) -> None:
        super().uncover(result)
        self.scan_due = True

    def exit(self) -> None:
        self.scan.cancel()
        super().exit()

    def show_saves(self) -> None:
        """Offer the latest unfinished game and count them all (widgets added or updated in
        place, so a click in progress on another button is never lost)."""
        unfinished = listed(self.saves or [])
        if self.saves is not None:
            self.history_button.enable()
        self.saved_games_button.set_text(self.ctx.tr("menu.saved_games", count=len(unfinished)))
        self.saved_games_button.enable() if unfinished else self.saved_games_button.disable()
        latest = next((e for e in unfinished if not e.damaged), None)
        if latest is None or self.continue_button is not None:
            return
        text = self.ctx.tr("menu.continue", game=describe_entry(self.ctx.tr, latest))
        self.continue_button = self.button(
            (LOGICAL_SIZE[0] // 2 - 520, CONTINUE_TOP, 1040, 50),
            ellipsize(text, self.ctx.assets.font(21, bold=True), 1000),
            lambda: self.resume(latest), "#menu_continue")

    def resume(self, entry: SaveEntry) -> None:
        assert entry.saved is not None
        self.ctx.stack.push(game_info(entry.saved.record.game).load_scene(), entry)

    def open_saved_games(self) -> None:
        self.ctx.stack.push(SavedGamesScene, self.saves)

    def open_history(self) -> None:
        from scenes.history import HistoryScene  # (loaded when asked for: a quicker start)

        self.ctx.stack.push(HistoryScene, self.saves)

    # --- transitions ----------------------------------------------------------------------------

    def open_setup(self, info: GameInfo) -> None:
        self.ctx.stack.push(SetupScene, info.id)

    def open_settings(self) -> None:
        self.ctx.stack.push(SettingsScene)

    def open_lesson(self, info: GameInfo) -> None:
        """A guided first game of ``info``'s game, for the first name the setup remembers;
        a lesson left half-way goes on where it was."""
        from scenes.table.coaching import LessonPayload  # (with the tables, not at start)

        begun = next((e for e in self.saves or () if e.saved is not None and e.saved.lesson
                      and not e.saved.finished and e.saved.record.game == info.id), None)
        if begun is not None:
            self.resume(begun)
            return
        names = self.ctx.settings.player_names
        name = normalise(names[0]) if names else ""
        self.ctx.stack.push(info.load_scene(), LessonPayload(
            info.id, name or self.ctx.tr("setup.default_name", n=1)))

    def open_rules(self, info: GameInfo) -> None:
        from scenes.rules_scene import RulesPayload, RulesScene  # (when asked for)

        self.ctx.stack.push(RulesScene, RulesPayload(info.id))

    # --- input ----------------------------------------------------------------------------------

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for i, r in enumerate(tile_rects())
                                 if r.collidepoint(event.pos)), None)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.hovered is not None):
            self.open_setup(GAMES[self.hovered])
            return True
        elif event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key < pygame.K_1 + len(GAMES):
                self.open_setup(GAMES[event.key - pygame.K_1])
                return True
            if event.key == pygame.K_ESCAPE:
                from scenes.pause import PauseOverlay, PausePayload  # (when asked for)

                self.ctx.stack.push(PauseOverlay, PausePayload(game=None, in_game=False))
                return True
        return False

    def title_rect(self) -> pygame.Rect:
        width, height = self.ctx.assets.font(84, bold=True).size("Tablée")
        return pygame.Rect(LOGICAL_SIZE[0] // 2 - width // 2, 40, width, height)

    def notice_area(self) -> pygame.Rect:
        """Right of the title, above the subtitle: a "game saved" met on the way back from a
        table keeps off the title and the tiles."""
        left = self.title_rect().right + 24
        return pygame.Rect(left, 16, LOGICAL_SIZE[0] - 16 - left, 120)

    def drawn_regions(self) -> list[Region]:
        title = self.title_rect()
        return [Region("text", "title", (title.x, title.y, title.w, title.h)),
                *(Region("plate", f"tile_{info.id}", (r.x, r.y, r.w, r.h))
                  for r, info in zip(tile_rects(), GAMES, strict=True))]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.hovered is not None:
            rect = tile_rects()[self.hovered]
            pygame.draw.rect(surface, self.ctx.palette.accent, rect.inflate(6, 6), 3,
                             border_radius=20)
