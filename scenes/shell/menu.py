"""The title screen: one tile per game (emblem, name, one-line pitch), Continue, saved games,
settings and quit.

What Continue and the counts say comes from the index of saved games (game/index.py), asked
once the autosave has written the last move (a few milliseconds after a table closes): no
file is read until a game is opened. Each time the menu shows, the index is brought in step
with the folder off the frame thread (scenes/kit/indexer.py); when that has much to read (a first
start beside thousands of games, an index deleted or damaged) a line says how far it is and
Continue follows what it has found so far.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from scenes.frame.catalogue import GAMES, GameInfo
from scenes.frame.fitting import button_width
from scenes.frame.uiscene import UIScene, key_row
from scenes.kit.names import normalise
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, ellipsize
from scenes.shell.game_rows import describe_entry, open_game, reading_words
from scenes.shell.menu_layout import (
    EMBLEM_TOP,
    NAME_STEP,
    SUBTITLE_TOP,
    MenuLayout,
    designed,
    menu_layout,
)

if TYPE_CHECKING:
    from game.listing import GameRow
    from scenes.frame.context import AppContext

SAVER_PATIENCE = 2.0  # seconds the listing waits for the last move's write at most
FOLLOW_SECONDS = 0.5  # while a refresh runs, Continue and the counts follow it this often


@dataclass(frozen=True)
class Listing:
    """What the menu shows of the saved games: the latest unfinished one and the counts."""

    latest: GameRow | None
    unfinished: int  # unfinished games and damaged files (what Saved games lists)


def tile_rects(canvas: pygame.Rect) -> list[pygame.Rect]:
    """The tiles at 100 % text in ``canvas`` (the picture every text size starts from)."""
    return designed(canvas).tiles()


class MenuScene(UIScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.hovered: int | None = None
        self.listing: Listing | None = None  # None until the index was read since shown
        self.listing_due = True
        self.refresh_due = True
        self.updates = 0  # frames updated since the app started
        self.waited = 0.0  # seconds waited for the autosave before reading
        self.since_read = 0.0
        self.generation_read = -1  # the indexer's generation when it was last read
        self.continue_button: pygame_gui.elements.UIButton | None = None
        self.continue_row: GameRow | None = None  # the game Continue opens
        self.saved_games_button: pygame_gui.elements.UIButton | None = None
        self.history_button: pygame_gui.elements.UIButton | None = None
        self.layout = self.lay_out()

    def lay_out(self) -> MenuLayout:
        """The menu's places for the text size and the language's words."""
        tr = self.ctx.tr
        return menu_layout(
            self.ctx.canvas, self.ctx.settings.text_scale, self.ctx.assets,
            [tr(f"games.{info.id}.pitch") for info in GAMES], tr("pause.rules"),
            [tr("menu.saved_games", count=tr.number(100_000)), tr("menu.history"),
             tr("menu.settings"), tr("menu.quit")])

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.layout = layout = self.lay_out()
        for rect, info in zip(layout.tiles(), GAMES, strict=True):
            play, learn = layout.tile_buttons(rect)
            self.button(play, tr("menu.choose"), partial(self.open_setup, info),
                        f"#tile_{info.id}")
            self.button(learn, tr("learn.learn"),
                        partial(self.open_lesson, info), f"#tile_learn_{info.id}",
                        tooltip=tr("learn.tile_tooltip"))
            self.button(layout.rules_button(rect), tr("pause.rules"),
                        partial(self.open_rules, info), f"#tile_rules_{info.id}",
                        tooltip=tr("rules.tile_tooltip"))
        network = tr("net.menu_button")
        self.button((30, 30, button_width(self.ctx.assets, [network], 300), 50), network,
                    self.open_network, "#menu_network", tooltip=tr("net.menu_tooltip"))
        mistakes = tr("practice.deck.menu")  # (under it: the notices take the right corner)
        self.button((30, 90, button_width(self.ctx.assets, [mistakes], 220), 50), mistakes,
                    lambda: self.ctx.nav.open("mistakes"), "#menu_mistakes")
        saved, history, settings, leave = layout.bottom_row()
        self.continue_button = None
        self.saved_games_button = self.button(
            saved, tr("menu.saved_games", count=0),
            self.open_saved_games, "#menu_saved_games", enabled=False)
        self.history_button = self.button(history, tr("menu.history"), self.open_history,
                                          "#menu_history", enabled=False)
        self.show_saves()
        self.button(settings, tr("menu.settings"), self.open_settings, "#menu_settings")
        self.button(leave, tr("menu.quit"), self.ctx.request_quit, "#menu_quit")
        self.backdrop = self.compose_backdrop()

    def compose_backdrop(self) -> pygame.Surface:
        """Everything static on this screen, drawn once per language and palette."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        title = assets.font(84, bold=True).render("Tablée", True, palette.accent)
        surface.blit(title, self.title_rect())
        subtitle = self.subtitle_font().render(tr("menu.subtitle"), True, palette.muted)
        surface.blit(subtitle, self.subtitle_rect())
        for rect, info in zip(self.layout.tiles(), GAMES, strict=True):
            self.draw_tile(surface, rect, info)
        return surface

    def draw_tile(self, surface: pygame.Surface, rect: pygame.Rect, info: GameInfo) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=18)
        pygame.draw.rect(surface, palette.panel_edge, rect, 2, border_radius=18)
        layout = self.layout
        emblem = assets.emblem(info.id, layout.emblem, palette)
        surface.blit(emblem, emblem.get_rect(midtop=(rect.centerx, rect.top + EMBLEM_TOP)))
        name = assets.font(40, bold=True).render(tr(f"games.{info.id}.name"), True, palette.ink)
        name_top = layout.name_top(rect)
        surface.blit(name, name.get_rect(midtop=(rect.centerx, name_top)))
        players = (tr("menu.players_range", low=info.min_players, high=info.max_players)
                   if info.min_players != info.max_players
                   else tr("menu.players_exact", count=info.min_players))
        meta = assets.font(18).render(players, True, palette.accent)
        surface.blit(meta, meta.get_rect(midtop=(rect.centerx, name_top + NAME_STEP)))
        pitch_box = layout.pitch_box(rect)
        blit_wrapped(surface, tr(f"games.{info.id}.pitch"), assets.font(19), palette.ink,
                     pitch_box, centred=True)
        if not info.playable:
            ribbon = assets.font(16, bold=True).render(tr("menu.coming_soon"), True,
                                                       palette.background)
            box = ribbon.get_rect(center=(rect.centerx, rect.top)).inflate(22, 10)
            pygame.draw.rect(surface, palette.accent, box, border_radius=8)
            surface.blit(ribbon, ribbon.get_rect(center=box.center))

    # --- saved games ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Read the index once the last move is written, and again as a refresh adds rows
        (not before the menu's first frame is up: opening the index, let alone a thread
        listing the folder, would hold that frame back)."""
        self.updates += 1
        if self.updates == 1:
            return
        self.waited += dt
        self.since_read += dt
        indexer = self.ctx.indexer
        if self.refresh_due:  # files changed while the app was closed, or elsewhere
            self.refresh_due = False
            indexer.start()
        if self.listing_due:
            if self.ctx.saver.idle or self.waited >= SAVER_PATIENCE:
                self.read_listing()
        elif indexer.generation != self.generation_read and (
                self.since_read >= FOLLOW_SECONDS or not indexer.running):
            self.read_listing()

    def still(self) -> bool:
        """Still once the listing is read after the index's refresh (until then the menu
        follows the refresh and its progress line)."""
        return self.settled

    @property
    def settled(self) -> bool:
        """The listing was read after the index's last refresh ended (scripts wait for it)."""
        indexer = self.ctx.indexer
        return (self.listing is not None and not indexer.running and indexer.runs > 0
                and self.generation_read == indexer.generation)

    def read_listing(self) -> None:
        index = self.ctx.saves.index
        self.generation_read = self.ctx.indexer.generation
        self.listing = Listing(index.latest_unfinished(), index.unfinished_count())
        self.listing_due, self.since_read = False, 0.0
        self.show_saves()

    def uncover(self, result: object = None) -> None:
        super().uncover(result)
        self.listing_due, self.waited, self.refresh_due = True, 0.0, True

    def show_saves(self) -> None:
        """Offer the latest unfinished game and count them all (widgets added or updated in
        place, so a click in progress on another button is never lost)."""
        assert self.history_button is not None and self.saved_games_button is not None
        listing = self.listing
        if listing is not None:
            self.history_button.enable()
        count = listing.unfinished if listing else 0
        self.saved_games_button.set_text(self.ctx.tr("menu.saved_games",
                                                     count=self.ctx.tr.number(count)))
        self.saved_games_button.enable() if count else self.saved_games_button.disable()
        latest = listing.latest if listing else None
        if self.continue_button is not None and self.continue_row != latest:
            self.remove(self.continue_button)  # another game is the latest now
            self.continue_button = None
        if latest is None or self.continue_button is not None:
            return
        text = self.ctx.tr("menu.continue", game=describe_entry(self.ctx.tr, latest))
        self.continue_button = self.button(
            (self.layout.centre_x - 520, self.layout.continue_top, 1040, 50),
            ellipsize(text, self.ctx.assets.font(21, bold=True), 1000),
            lambda: self.resume(latest), "#menu_continue")
        self.continue_row = latest

    def resume(self, row: GameRow) -> None:
        if not open_game(self.ctx, row):
            self.read_listing()  # it was damaged or gone: the menu says what there is now

    def open_saved_games(self) -> None:
        self.ctx.nav.open("saved_games")

    def open_history(self) -> None:
        self.ctx.nav.open("history")  # (loaded when asked for: a quicker start)

    def progress_words(self) -> str | None:
        return reading_words(self.ctx)

    # --- transitions ----------------------------------------------------------------------------

    def open_setup(self, info: GameInfo) -> None:
        self.ctx.nav.open("setup", info.id)

    def open_settings(self) -> None:
        self.ctx.nav.open("settings")

    def open_network(self) -> None:
        """Join a table another laptop hosts (hosting starts from a game's setup)."""
        self.ctx.nav.open("join")

    def open_lesson(self, info: GameInfo) -> None:
        """A guided first game of ``info``'s game, for the first name the setup remembers;
        a lesson left half-way goes on where it was."""
        begun = self.ctx.saves.index.latest_unfinished(info.id, lesson=True)
        if begun is not None and open_game(self.ctx, begun):
            return
        names = self.ctx.settings.player_names
        name = normalise(names[0]) if names else ""
        from scenes.frame.payloads import LessonPayload  # (not before the first frame)

        self.ctx.nav.table(info.id, LessonPayload(
            info.id, name or self.ctx.tr("setup.default_name", n=1)))

    def open_rules(self, info: GameInfo) -> None:
        from scenes.frame.payloads import RulesPayload  # (not before the first frame)

        self.ctx.nav.open("rules", RulesPayload(info.id))

    # --- input ----------------------------------------------------------------------------------

    def key_help(self) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        return [key_row(tr, "menu_numbers"), key_row(tr, "esc_quit"), *super().key_help()]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = next((i for i, r in enumerate(self.layout.tiles())
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
                from scenes.frame.payloads import PausePayload  # (not before the first frame)

                self.ctx.nav.open("pause", PausePayload(game=None, in_game=False))
                return True
        return False

    def title_rect(self) -> pygame.Rect:
        width, height = self.ctx.assets.font(84, bold=True).size("Tablée")
        return pygame.Rect(self.layout.centre_x - width // 2, self.layout.origin[1] + 40, width,
                           height)

    def subtitle_font(self) -> pygame.font.Font:
        """The subtitle's (the tiles start under it at every text size)."""
        return self.ctx.assets.font(24)

    def subtitle_rect(self) -> pygame.Rect:
        width, height = self.subtitle_font().size(self.ctx.tr("menu.subtitle"))
        return pygame.Rect(self.layout.centre_x - width // 2, self.layout.origin[1] + SUBTITLE_TOP,
                           width, height)

    def notice_area(self) -> pygame.Rect:
        """Right of the title, above the subtitle: a "game saved" met on the way back from a
        table keeps off the title and the tiles."""
        left = self.title_rect().right + 24
        top = self.layout.origin[1] + 16
        return pygame.Rect(left, top, self.ctx.canvas.width - 16 - left, 120)

    def progress_rect(self, words: str) -> pygame.Rect:
        width, height = self.ctx.assets.font(18).size(words)
        return pygame.Rect(self.layout.centre_x - width // 2, self.layout.progress_top, width,
                           height)

    def drawn_regions(self) -> list[Region]:
        title = self.title_rect()
        regions = [Region("text", "title", (title.x, title.y, title.w, title.h)),
                   *(Region("plate", f"tile_{info.id}", (r.x, r.y, r.w, r.h))
                     for r, info in zip(self.layout.tiles(), GAMES, strict=True))]
        words = self.progress_words()
        if words is not None:
            regions.append(Region("text", "progress", box_of(self.progress_rect(words))))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.hovered is not None:
            rect = self.layout.tiles()[self.hovered]
            pygame.draw.rect(surface, self.ctx.palette.accent, rect.inflate(6, 6), 3,
                             border_radius=20)
        words = self.progress_words()
        if words is not None:
            text = self.ctx.assets.font(18).render(words, True, self.ctx.palette.muted)
            surface.blit(text, self.progress_rect(words))
