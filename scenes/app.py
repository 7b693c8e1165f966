"""The app: one window, one loop, one place where events are read.

Each frame: read events (pygame_gui gets first refusal, then the top scene),
update the UI and the top scene, apply queued scene transitions, draw the
visible scenes, the widgets and the notices, then flip.
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui

from scenes import art
from scenes.assets import Assets
from scenes.audio import Audio
from scenes.context import AppContext
from scenes.i18n import Translator, resolve_language
from scenes.menu import MenuScene
from scenes.notices import Notices
from scenes.palette import STANDARD
from scenes.settings import SettingsStore, default_config_dir
from scenes.stack import SceneStack
from scenes.uimanager import UIManager
from scenes.uiscene import LOGICAL_SIZE

MAX_DT = 0.1  # a long stall (window drag, breakpoint) must not fast-forward animations
# Bots think on a worker thread; a 1 ms GIL switch interval (default 5 ms) lets the frame
# loop take the interpreter back quickly, so frames stay smooth while a bot searches.
GIL_SWITCH_SECONDS = 0.001


@dataclass(frozen=True)
class AppOptions:
    language: str | None = None  # force "en" / "fr" for this run (else the settings decide)
    config_dir: Path | None = None
    fps: int = 60  # 0: as fast as possible (scripted runs)
    fixed_dt: float | None = None  # scripted runs advance time by a constant step
    seed: int | None = None  # first game seed (scripted runs); None: a fresh random one each game
    drive_file: Path | None = None  # tools/drive.py reads what is on screen from here


def seed_source(first: int | None) -> Callable[[], int]:
    """Game seeds: fresh from the OS, or a fixed sequence from ``first`` for scripted runs."""
    if first is None:
        generator = random.SystemRandom()
        return lambda: generator.randrange(2**31)
    sequence = itertools.count(first)
    return lambda: next(sequence)


class App:
    def __init__(self, options: AppOptions = AppOptions()) -> None:
        self.options = options
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Tablée")
        pygame.display.set_icon(art.draw_emblem("pook", 64, STANDARD))
        self.screen = pygame.display.set_mode(LOGICAL_SIZE, pygame.SCALED | pygame.RESIZABLE)
        store = SettingsStore(options.config_dir or default_config_dir())
        settings, problem = store.load()
        language = options.language or resolve_language(settings.language)
        assets = Assets()
        ui = UIManager(LOGICAL_SIZE, str(assets.path("theme.json")),
                                  enable_live_theme_updates=False, starting_language=language,
                                  translation_directory_paths=[str(assets.path("i18n"))])
        self.ctx = AppContext(ui=ui, tr=Translator(assets.path("i18n"), language), assets=assets,
                              audio=Audio(settings.volume), store=store, settings=settings,
                              notices=Notices(), toggle_fullscreen=self.toggle_fullscreen,
                              request_quit=self.quit, new_seed=seed_source(options.seed))
        self.stack = SceneStack(self.ctx)
        self.ctx.stack = self.stack
        if problem:
            self.ctx.notices.add(self.ctx.tr("notice.bad_settings", reason=problem), warning=True)
        if settings.fullscreen and not self.toggle_fullscreen():
            self.ctx.notices.add(self.ctx.tr("notice.no_fullscreen"), warning=True)
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self._published = ""
        self.stack.push(MenuScene)
        self.stack.apply_pending()

    # --- services handed to scenes --------------------------------------------------------------

    def toggle_fullscreen(self) -> bool:
        """Switch between window and fullscreen; False when the platform refuses."""
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return False
        return True

    def quit(self) -> None:
        self.running = False

    # --- the loop -------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.ctx.change_settings(fullscreen=not self.ctx.settings.fullscreen)
        elif not self.ctx.ui.process_events(event):
            self.stack.handle_event(event)

    def frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.dispatch(event)
        self.ctx.ui.update(dt)
        self.stack.update(dt)
        self.ctx.notices.update(dt)
        self.stack.apply_pending()
        if not len(self.stack):
            self.quit()
            return
        self.stack.draw(self.screen)
        self.ctx.ui.draw_ui(self.screen)
        self.ctx.notices.draw(self.screen, self.ctx.assets, self.ctx.palette)
        pygame.display.flip()
        self.frames += 1
        if self.options.drive_file:
            self.publish(self.options.drive_file)

    def publish(self, path: Path) -> None:
        """For tools/drive.py: the top scene, its buttons and, on a human's turn, the
        gestures of each legal action (written only when it changes)."""
        top = self.stack.top
        buttons = {e.get_object_ids()[-1]: e.rect.center
                   for e in self.ctx.ui.get_sprite_group().sprites()
                   if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled}
        ready = bool(getattr(top, "my_turn", False)) and not top.board.moving
        state = {"scene": type(top).__name__, "buttons": buttons,
                 "gestures": top.gestures() if ready else {}}  # type: ignore[union-attr]
        text = json.dumps(state, sort_keys=True)
        if text != self._published:
            self._published = text
            path.write_text(text, encoding="utf-8")

    def run(self, script: Iterator[None] | None = None) -> None:
        """Loop until quit. ``script``, if given, is advanced once per frame (smoke runs)."""
        try:
            while self.running:
                elapsed = self.clock.tick(self.options.fps) / 1000
                dt = self.options.fixed_dt or min(elapsed, MAX_DT)
                if script is not None and next(script, StopIteration) is StopIteration:
                    break
                self.frame(dt)
        finally:
            self.close()

    def close(self) -> None:
        self.stack.clear()
        self.ctx.audio.close()
        pygame.quit()
