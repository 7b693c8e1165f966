"""pygame_gui's UIManager with one fix to its theme: the cache of combined element ids.

pygame_gui 0.6.14 (``UIAppearanceTheme.build_all_combined_ids``) keys that cache with
``str(a).join(str(b).join(str(c)).join(str(d)))`` over the id lists of an element and its
containers. ``join`` puts the separator between every character, so a key grows as the
product of the four lengths: up to 4 MB for one button in a seat row of the setup screen.
Every new id chain adds such a key and none is ever dropped, and building it costs time at
each widget's creation: about 110 MB after a minute of clicking through the setup screen,
and most of the 550 MB a soak reached. Here the ids are cached under a plain tuple key and
combined by the library's own steps (``_get_next_id_node``), without the giant key.
"""

from __future__ import annotations

from typing import Any

import pygame_gui
from pygame_gui.core import UIAppearanceTheme

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


class UIManager(pygame_gui.UIManager):
    """``pygame_gui.UIManager`` whose themes are :class:`Theme`."""

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
