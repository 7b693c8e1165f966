"""The pause overlay (Esc): resume, rules, settings, quit — over a dimmed table or menu."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.core import UIContainer

from scenes.regions import Region
from scenes.rules_scene import RulesPayload, RulesScene
from scenes.settings_scene import SettingsScene
from scenes.textlayout import blit_wrapped
from scenes.uiscene import LOGICAL_SIZE, UIScene

PANEL = pygame.Rect(0, 0, 420, 470)
PANEL.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)


@dataclass(frozen=True)
class PausePayload:
    game: str | None  # whose rules to show first; None from the menu
    in_game: bool  # "quit to menu" in a game, "quit Tablée" on the menu
    section: str | None = None  # the rules section that fits the table's moment


class PauseOverlay(UIScene):
    opaque = False

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.payload = PausePayload(None, False)
        self.title: pygame.Surface | None = None
        self.saved_note: pygame.Surface | None = None
        self.shade = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 150))

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, PausePayload):
            self.payload = payload
        super().enter(payload)

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        quit_text = tr("pause.quit_to_menu") if self.payload.in_game else tr("menu.quit")
        entries = (("resume", tr("pause.resume"), self.ctx.stack.pop),
                   ("rules", tr("pause.rules"), self.open_rules),
                   ("settings", tr("menu.settings"), self.open_settings),
                   ("quit", quit_text, self.quit))
        for i, (name, text, action) in enumerate(entries):
            self.button((PANEL.centerx - 150, PANEL.top + 110 + i * 70, 300, 54), text, action,
                        f"#pause_{name}")
        self.title = self.ctx.assets.font(40, bold=True).render(tr("pause.title"), True,
                                                               self.ctx.palette.ink)
        self.saved_note = None
        if self.payload.in_game:
            self.saved_note = pygame.Surface((PANEL.width - 40, 56), pygame.SRCALPHA)
            blit_wrapped(self.saved_note, tr("pause.saved"), self.ctx.assets.font(17),
                         self.ctx.palette.muted, self.saved_note.get_rect(), centred=True)

    def open_rules(self) -> None:
        self.ctx.stack.push(RulesScene, RulesPayload(self.payload.game, self.payload.section))

    def open_settings(self) -> None:
        self.ctx.stack.push(SettingsScene)

    def quit(self) -> None:
        if not self.payload.in_game:
            self.ctx.request_quit()
            return
        from scenes.menu import MenuScene  # the menu imports this overlay

        self.ctx.notices.add(self.ctx.tr("notice.game_saved"))
        self.ctx.stack.reset(MenuScene)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        # a modal overlay: clicks and keys never reach the table underneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def drawn_regions(self) -> list[Region]:
        regions = [Region("panel", "pause", (PANEL.x, PANEL.y, PANEL.w, PANEL.h))]
        if self.saved_note is not None:
            note = self.saved_note.get_rect(midbottom=(PANEL.centerx, PANEL.bottom - 6))
            regions.append(Region("text", "saved_note", tuple(note)))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.ctx.palette
        surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, PANEL, border_radius=18)
        pygame.draw.rect(surface, palette.accent, PANEL, 2, border_radius=18)
        if self.title:
            surface.blit(self.title, self.title.get_rect(midtop=(PANEL.centerx, PANEL.top + 30)))
        for region in self.drawn_regions()[1:]:
            assert self.saved_note is not None
            surface.blit(self.saved_note, region.box[:2])
