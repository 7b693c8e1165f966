"""The title screen: one tile per game (emblem, name, one-line pitch), settings and quit."""

from __future__ import annotations

import pygame
from pygame_gui.core import UIContainer

from scenes.catalogue import GAMES, GameInfo
from scenes.pause import PauseOverlay, PausePayload
from scenes.regions import Region
from scenes.settings_scene import SettingsScene
from scenes.setup_scene import SetupScene
from scenes.textlayout import blit_wrapped
from scenes.uiscene import LOGICAL_SIZE, UIScene

TILE_SIZE = (340, 440)
TILE_GAP = 30
TILE_TOP = 200
EMBLEM_SIZE = 150


def tile_rects() -> list[pygame.Rect]:
    width = len(GAMES) * TILE_SIZE[0] + (len(GAMES) - 1) * TILE_GAP
    left = (LOGICAL_SIZE[0] - width) // 2
    return [pygame.Rect(left + i * (TILE_SIZE[0] + TILE_GAP), TILE_TOP, *TILE_SIZE)
            for i in range(len(GAMES))]


class MenuScene(UIScene):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.hovered: int | None = None

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        for rect, info in zip(tile_rects(), GAMES, strict=True):
            self.button((rect.centerx - 110, rect.bottom - 66, 220, 50), tr("menu.choose"),
                        lambda info=info: self.open_setup(info), f"#tile_{info.id}")
        bottom = LOGICAL_SIZE[1] - 110
        centre = LOGICAL_SIZE[0] // 2
        self.button((centre - 250, bottom, 240, 50), tr("menu.settings"),
                    self.open_settings, "#menu_settings")
        self.button((centre + 10, bottom, 240, 50), tr("menu.quit"),
                    self.ctx.request_quit, "#menu_quit")
        self.backdrop = self.compose_backdrop()

    def compose_backdrop(self) -> pygame.Surface:
        """Everything static on this screen, drawn once per language and palette."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.background(LOGICAL_SIZE, palette).copy()
        title = assets.font(84, bold=True).render("Tablée", True, palette.accent)
        surface.blit(title, title.get_rect(midtop=(LOGICAL_SIZE[0] // 2, 40)))
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
        surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.top + 186)))
        players = (tr("menu.players_range", low=info.min_players, high=info.max_players)
                   if info.min_players != info.max_players
                   else tr("menu.players_exact", count=info.min_players))
        meta = assets.font(18).render(players, True, palette.accent)
        surface.blit(meta, meta.get_rect(midtop=(rect.centerx, rect.top + 240)))
        pitch_box = pygame.Rect(rect.left + 22, rect.top + 270, rect.width - 44, 100)
        blit_wrapped(surface, tr(f"games.{info.id}.pitch"), assets.font(19), palette.ink,
                     pitch_box, centred=True)
        if not info.playable:
            ribbon = assets.font(16, bold=True).render(tr("menu.coming_soon"), True,
                                                       palette.background)
            box = ribbon.get_rect(center=(rect.centerx, rect.top)).inflate(22, 10)
            pygame.draw.rect(surface, palette.accent, box, border_radius=8)
            surface.blit(ribbon, ribbon.get_rect(center=box.center))

    # --- transitions ----------------------------------------------------------------------------

    def open_setup(self, info: GameInfo) -> None:
        self.ctx.stack.push(SetupScene, info.id)

    def open_settings(self) -> None:
        self.ctx.stack.push(SettingsScene)

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
                self.ctx.stack.push(PauseOverlay, PausePayload(game=None, in_game=False))
                return True
        return False

    def drawn_regions(self) -> list[Region]:
        return [Region("plate", f"tile_{info.id}", (r.x, r.y, r.w, r.h))
                for r, info in zip(tile_rects(), GAMES, strict=True)]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.hovered is not None:
            rect = tile_rects()[self.hovered]
            pygame.draw.rect(surface, self.ctx.palette.accent, rect.inflate(6, 6), 3,
                             border_radius=20)
