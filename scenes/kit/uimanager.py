"""pygame_gui's UIManager with one fix to its theme (the cache of combined element ids) and
a loader of the theme's fonts and images that needs no threads.

pygame_gui 0.6.14 (``UIAppearanceTheme.build_all_combined_ids``) keys that cache with
``str(a).join(str(b).join(str(c)).join(str(d)))`` over the id lists of an element and its
containers. ``join`` puts the separator between every character, so a key grows as the
product of the four lengths: up to 4 MB for one button in a seat row of the setup screen.
Every new id chain adds such a key and none is ever dropped, and building it costs time at
each widget's creation: about 110 MB after a minute of clicking through the setup screen,
and most of the 550 MB a soak reached. Here the ids are cached under a plain tuple key and
combined by the library's own steps (``_get_next_id_node``), without the giant key.

Two more savings of memory, each for the screen in front. The library opens each font size
from a copy of the font file read into memory (half a megabyte a size, eleven sizes by the
end of a walk through every screen): :func:`fonts_by_path` has it open them from the file.
And it draws every state a widget may show (hovered, pressed, selected...) over its first
frames, the disabled one apart, though most buttons are only ever seen at rest: each state
of a button is as big as the button (a third of the memory of the widgets). The manager
keeps the states still queued for drawing undrawn (:func:`draw_states_when_shown`); the
library draws a state the moment it is first shown, as it always does for the disabled one.

The library's default loader starts five threads to read the theme's few fonts and waits for
them: about 10 ms of the first frame on this machine for work the interpreter's lock makes
serial anyway (a quicker start). :class:`InlineLoader` reads them in order, on the spot.
"""

from __future__ import annotations

import warnings
from importlib import resources
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.package_resource import PackageResource
from pygame_gui.core.resource_loaders import IResourceLoader
from pygame_gui.core.utility import FontResource, ImageResource, SurfaceResource

IdList = list[str | None] | None


def _frozen(ids: IdList) -> tuple[str | None, ...] | None:
    return None if ids is None else tuple(ids)


class Theme(UIAppearanceTheme):
    """The library's theme, whose combined ids are cached under tuple keys."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._combined: dict[tuple[Any, ...], list[str]] = {}

    def build_all_combined_ids(self, element_base_ids: IdList, element_ids: Any,
                               class_ids: IdList, object_ids: IdList) -> list[str]:
        key = (_frozen(element_base_ids), _frozen(element_ids), _frozen(class_ids),
               _frozen(object_ids))
        found = self._combined.get(key)
        if found is None:
            found = self._combined[key] = self._combine(element_base_ids, element_ids,
                                                        class_ids, object_ids)
        return found

    def _combine(self, element_base_ids: IdList, element_ids: Any, class_ids: IdList,
                 object_ids: IdList) -> list[str]:
        """The library's own combination, most specific first (its code, minus the key)."""
        combined: list[str] = []
        if None in (element_base_ids, element_ids, class_ids, object_ids):
            return combined
        assert element_base_ids is not None and class_ids is not None and object_ids is not None
        if not len(object_ids) == len(class_ids) == len(element_base_ids) == len(element_ids):
            raise ValueError(f"Object & class ID hierarchy is not equal in length to Element ID "
                             f"hierarchy: {element_ids} {class_ids} {object_ids}")
        if element_ids:
            self._get_next_id_node(None, element_base_ids, element_ids, class_ids, object_ids,
                                   0, len(element_ids), combined)
        current, done = combined[:], not combined
        while not done:  # then every shorter suffix, pass after pass, as the library does
            for index, combined_id in enumerate(current):
                stop = combined_id.find(".")
                if stop == -1:
                    done = True
                else:
                    current[index] = combined_id[stop + 1:]
                    combined.append(current[index])
        return combined


class InlineLoader(IResourceLoader):
    """Loads the resources a theme asks for when :meth:`update` is called, on this thread:
    fonts and images first, then the surfaces cut from those images (as the library's loaders
    order them). Resources asked for after that load at once (the library does so itself
    once a loader has started)."""

    def __init__(self) -> None:
        self.queued: list[FontResource | ImageResource | SurfaceResource] = []
        self._started = False

    def add_resource(self, resource: FontResource | ImageResource | SurfaceResource) -> None:
        if self._started:
            raise ValueError("Too late to add this resource to the loader")
        self.queued.append(resource)

    def start(self) -> None:
        self._started = True

    def update(self) -> tuple[bool, float]:
        first = [r for r in self.queued if not isinstance(r, SurfaceResource)]
        then = [r for r in self.queued if isinstance(r, SurfaceResource)]
        for resource in first + then:
            if isinstance(resource, FontResource):
                resource.location = by_path(resource.location)
            error = resource.load()
            if error is not None:  # as the library's loaders report a missing file
                warnings.warn(str(error), stacklevel=2)
        self.queued = []
        return True, 1.0

    def started(self) -> bool:
        return self._started


def by_path(location: Any) -> Any:
    """A font shipped in a package as its file's path, where it is a file (a checkout, a
    wheel, a PyInstaller build): opened from the file, not from a copy of it in memory."""
    if isinstance(location, PackageResource):
        path = resources.files(location.package) / location.resource
        if isinstance(path, Path) and path.is_file():
            return str(path)
    return location


def fonts_by_path(fonts: Any) -> None:
    """The font dictionary's fonts to come opened from their files (:func:`by_path`), and
    those it opened from copies in memory (its default ones, at its start) opened again."""
    for styles in fonts.known_font_paths.values():
        for index, (location, flag) in enumerate(styles):
            styles[index] = (by_path(location), flag)
    for resource in fonts.loaded_fonts.values():
        location = by_path(resource.location)
        if location is not resource.location:
            resource.location = location
            resource.load()


def draw_states_when_shown(element: Any) -> None:
    """Leave undrawn the states of ``element``'s shape the library queued for drawing, but
    the one it shows (marked undrawn: the library draws each when it is first shown)."""
    shape: Any = getattr(element, "drawable_shape", None)
    queue = getattr(shape, "states_to_redraw_queue", None)
    if not queue:
        return
    shown = shape.active_state.state_id
    for state_id in queue:
        if state_id != shown:  # as the library makes a state before it draws it
            state = shape.states[state_id]
            state.generated = False
            state.surface = pygame.Surface((0, 0), flags=pygame.SRCALPHA, depth=32)
            state.text_surface = state.pre_text_surface = None
    queue.clear()
    if not shape.states[shown].generated:
        queue.append(shown)


class UIManager(pygame_gui.UIManager):
    """``pygame_gui.UIManager`` whose themes are :class:`Theme`, loaded by an
    :class:`InlineLoader` unless another loader is given, whose fonts open from their files
    and whose widgets' states are drawn when first shown (see the module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        inline = kwargs.get("resource_loader") is None
        if inline:
            kwargs["resource_loader"] = InlineLoader()
        super().__init__(*args, **kwargs)
        if inline:  # (the library loads at once only with its own default loader)
            self.resource_loader.start()
            self.resource_loader.update()
        fonts_by_path(self.get_theme().get_font_dictionary())

    def set_locale(self, language: str) -> None:
        super().set_locale(language)
        fonts_by_path(self.get_theme().get_font_dictionary())

    def update(self, time_delta: float) -> None:
        for element in self.get_sprite_group().sprites():  # (5 µs for 200 widgets)
            draw_states_when_shown(element)
        super().update(time_delta)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
