"""The pause overlay (Esc): resume, rules, settings, the keys' list, quit to the menu — over a
dimmed table (a hosted table's also says how friends may still come to watch: its watch code);
on the menu, Esc asks "Quit Tablée?" (quit, or stay)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from scenes.frame.payloads import PausePayload, RulesPayload
from scenes.frame.uiscene import UIScene, key_row
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, wrap

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

PANEL = pygame.Rect(0, 0, 420, 540)  # in a game, at 100 % text (the note grows it); centred
WATCH_TOP = 454  # a hosted table's watch code: under the five buttons
WATCH_GAP = 10
NOTE_HEIGHT = 56  # the note under the buttons ("your game is saved"), two lines at 100 %
ASK = pygame.Rect(0, 0, 420, 260)  # on the menu: quit, or stay


class PauseOverlay(UIScene):
    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload = PausePayload(None, False)
        self.title: pygame.Surface | None = None
        self.saved_note: pygame.Surface | None = None
        self.watch_note: pygame.Surface | None = None  # a hosted table's watch code
        self.shade = pygame.Surface((1, 1), pygame.SRCALPHA)  # (the canvas's size: build_ui)
        self.grown = 0  # larger text: how much taller the note (and the panel) is

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, PausePayload):
            self.payload = payload
        super().enter(payload)

    @property
    def panel(self) -> pygame.Rect:
        """Centred in the canvas."""
        panel = PANEL.inflate(0, self.grown) if self.payload.in_game else ASK.copy()
        panel.center = self.ctx.canvas.center
        return panel

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.shade = pygame.Surface(self.ctx.canvas.size, pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 150))
        entries: tuple[tuple[str, str, Callable[[], object]], ...] = (
            ("resume", tr("pause.resume"), self.ctx.stack.pop),
            ("rules", tr("pause.rules"), self.open_rules),
            ("settings", tr("menu.settings"), self.open_settings),
            ("keys", tr("keys.pause_button"), self.open_keys),
            ("quit", tr("pause.quit_to_menu"), self.quit))
        title = tr("pause.title")
        if not self.payload.in_game:  # the menu has its own rules and settings
            entries = (("quit", tr("menu.quit"), self.quit),
                       ("resume", tr("pause.stay"), self.ctx.stack.pop))
            title = tr("pause.ask_quit")
        note_font, note_width = self.ctx.assets.font(17), PANEL.width - 40
        kept = self.payload.kept or tr("pause.saved")
        note_height = len(wrap(kept, note_font, note_width)) * \
            note_font.get_linesize()
        note_grown = max(0, note_height - NOTE_HEIGHT) if self.payload.in_game else 0
        self.grown = note_grown
        self.watch_note = self.watch_words(note_width) if self.payload.in_game else None
        if self.watch_note is not None:
            self.grown += self.watch_note.get_height() + WATCH_GAP
        panel = self.panel
        for i, (name, text, action) in enumerate(entries):
            self.button((panel.centerx - 150, panel.top + 110 + i * 70, 300, 54), text, action,
                        f"#pause_{name}")
        self.title = self.ctx.assets.font(40, bold=True).render(title, True,
                                                               self.ctx.palette.ink)
        self.saved_note = None
        if self.payload.in_game:
            self.saved_note = pygame.Surface((note_width, NOTE_HEIGHT + note_grown),
                                             pygame.SRCALPHA)
            blit_wrapped(self.saved_note, kept, note_font, self.ctx.palette.muted,
                         self.saved_note.get_rect(), centred=True)

    def watch_words(self, width: int) -> pygame.Surface | None:
        """The watch code's words, wrapped to ``width`` (None when there are none)."""
        words = self.payload.watch
        if not words:
            return None
        font = self.ctx.assets.font(18, bold=True)
        note = pygame.Surface((width, len(wrap(words, font, width)) * font.get_linesize()),
                              pygame.SRCALPHA)
        blit_wrapped(note, words, font, self.ctx.palette.accent, note.get_rect(), centred=True)
        return note

    @property
    def watch_place(self) -> pygame.Rect:
        """Under the buttons (the panel grew by its height)."""
        assert self.watch_note is not None
        return self.watch_note.get_rect(midtop=(self.panel.centerx,
                                                self.panel.top + WATCH_TOP))

    def open_rules(self) -> None:
        self.ctx.nav.open("rules", RulesPayload(self.payload.game, self.payload.section))

    def open_settings(self) -> None:
        self.ctx.nav.open("settings")

    def open_keys(self) -> None:
        """The keys of the table underneath (not the pause's own)."""
        scenes = self.ctx.stack.scenes
        below = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else self
        below.help_key() if isinstance(below, UIScene) else self.help_key()

    def quit(self) -> None:
        if not self.payload.in_game:
            self.ctx.request_quit()
            return
        self.ctx.notices.add(self.ctx.tr("notice.game_saved"))
        self.ctx.nav.home()

    def key_help(self) -> list[tuple[str, str]]:
        return [key_row(self.ctx.tr, "esc_resume" if self.payload.in_game else "esc_back"),
                *super().key_help()]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        # a modal overlay: clicks and keys never reach the table underneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def notice_area(self) -> pygame.Rect | None:
        """Where the screen underneath shows notices (the menu: right of its title)."""
        scenes = self.ctx.stack.scenes
        below = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        return below.notice_area() if below is not None else None

    def drawn_regions(self) -> list[Region]:
        panel = self.panel
        regions = [Region("panel", "pause", (panel.x, panel.y, panel.w, panel.h))]
        if self.saved_note is not None:
            note = self.saved_note.get_rect(midbottom=(panel.centerx, panel.bottom - 6))
            regions.append(Region("text", "saved_note", box_of(note)))
        if self.watch_note is not None:
            regions.append(Region("text", "watch_code", box_of(self.watch_place)))
        if self.title is not None:
            title = self.title.get_rect(midtop=(panel.centerx, panel.top + 30))
            regions.append(Region("text", "title", box_of(title)))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        palette, panel = self.ctx.palette, self.panel
        surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, panel, border_radius=18)
        pygame.draw.rect(surface, palette.accent, panel, 2, border_radius=18)
        if self.title:
            surface.blit(self.title, self.title.get_rect(midtop=(panel.centerx, panel.top + 30)))
        if self.watch_note is not None:
            surface.blit(self.watch_note, self.watch_place)
        if self.saved_note is not None:
            surface.blit(self.saved_note,
                         self.saved_note.get_rect(midbottom=(panel.centerx, panel.bottom - 6)))
