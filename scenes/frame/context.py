"""What every scene is handed: the app's services, passed explicitly (no globals)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.kit.assets import Assets
from scenes.kit.audio import Audio
from scenes.kit.focus import Modality
from scenes.kit.i18n import Translator, resolve_language
from scenes.kit.library import Library
from scenes.kit.notices import Notices
from scenes.kit.palette import Palette, palette_for
from scenes.kit.settings import Settings, SettingsStore
from scenes.kit.textsize import theme_source

if TYPE_CHECKING:
    from game.indexed import IndexedLibrary
    from scenes.frame.navigator import Navigator
    from scenes.frame.stack import SceneStack
    from scenes.kit.autosave import Autosaver
    from scenes.kit.indexer import Indexer


@dataclass
class AppContext:
    """Services shared by scenes. ``stack`` and ``nav`` are set right after construction by
    the app: a scene asks ``nav`` for another screen, never imports it."""

    ui: pygame_gui.UIManager
    tr: Translator
    assets: Assets
    audio: Audio
    store: SettingsStore
    settings: Settings
    notices: Notices
    toggle_fullscreen: Callable[[], bool]
    request_quit: Callable[[], None]
    new_seed: Callable[[], int]  # seeds for new games (fixed in scripted runs)
    library: Library  # the saved games, their writer and their index, made when first asked
    locate_exports: Callable[[], Path]  # where record files are exported (asked when needed)
    keyboard: Modality = field(default_factory=Modality)  # moving by keys: rings show
    stack: SceneStack = field(init=False)
    nav: Navigator = field(init=False)
    _export_dir: Path | None = field(default=None, init=False)

    @property
    def export_dir(self) -> Path:
        """Where record files are exported: found the first time a record is exported
        (platformdirs reads the desktop's folder list: 28-40 ms the menu need not wait)."""
        if self._export_dir is None:
            self._export_dir = self.locate_exports()
        return self._export_dir

    @export_dir.setter
    def export_dir(self, folder: Path) -> None:
        self._export_dir = folder

    @property
    def saves(self) -> IndexedLibrary:
        """The saved games (unfinished and finished) and their index."""
        return self.library.saves

    @property
    def saver(self) -> Autosaver:
        """Writes each game after every move, off the frame thread."""
        return self.library.saver

    @property
    def indexer(self) -> Indexer:
        """Keeps the index in step with the files, off the frame thread."""
        return self.library.indexer

    @property
    def canvas(self) -> pygame.Rect:
        """The canvas the screens lay out for (a fresh rectangle: the caller may change it):
        the window's size, never smaller than :data:`scenes.kit.viewport.SMALLEST_CANVAS`.
        The UI manager's resolution is kept to it by the app, so it is said once."""
        return pygame.Rect((0, 0), self.ui.window_resolution)

    @property
    def palette(self) -> Palette:
        return palette_for(self.settings.colourblind)

    def change_settings(self, **changes: object) -> None:
        """Validate, apply and save new settings; the UI of every scene is rebuilt if needed."""
        before = self.settings
        self.settings = before.with_changes(**changes)
        sound = ("effects_volume", "interface_volume", "muted")
        if any(getattr(self.settings, name) != getattr(before, name) for name in sound):
            self.audio.set_volumes(*(getattr(self.settings, name) for name in sound))
        if self.settings.fullscreen != before.fullscreen and not self.toggle_fullscreen():
            self.settings = self.settings.with_changes(fullscreen=before.fullscreen)
            self.notices.add(self.tr("notice.no_fullscreen"), warning=True)
        relayout = any(getattr(self.settings, name) != getattr(before, name)
                       for name in ("language", "colourblind", "fullscreen", "text_scale"))
        if self.settings.text_scale != before.text_scale:
            self.assets.text_scale = self.settings.text_scale
            self.ui.get_theme().load_theme(
                theme_source(self.assets.path("theme.json"), self.settings.text_scale))
        if self.settings.language != before.language:
            language = resolve_language(self.settings.language)
            self.tr.set_language(language)
            self.ui.set_locale(language)
        problem = self.store.save(self.settings)
        if problem:  # (they hold for this run)
            self.notices.add(self.tr("notice.settings_not_saved", reason=problem), warning=True)
        if relayout:
            self.stack.relayout()
