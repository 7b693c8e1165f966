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

The library's default loader starts five threads to read the theme's few fonts and waits for
them: about 10 ms of the first frame on this machine for work the interpreter's lock makes
serial anyway (a quicker start). :class:`InlineLoader` reads them in order, on the spot.
"""

from __future__ import annotations

import warnings
from typing import Any

import pygame_gui
from pygame_gui.core import UIAppearanceTheme
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
            error = resource.load()
            if error is not None:  # as the library's loaders report a missing file
                warnings.warn(str(error), stacklevel=2)
        self.queued = []
        return True, 1.0

    def started(self) -> bool:
        return self._started


class UIManager(pygame_gui.UIManager):
    """``pygame_gui.UIManager`` whose themes are :class:`Theme`, loaded by an
    :class:`InlineLoader` unless another loader is given."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        inline = kwargs.get("resource_loader") is None
        if inline:
            kwargs["resource_loader"] = InlineLoader()
        super().__init__(*args, **kwargs)
        if inline:  # (the library loads at once only with its own default loader)
            self.resource_loader.start()
            self.resource_loader.update()

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
