"""Larger text: one setting, 100 %, 125 % or 150 %, for every text the app draws.

Small text grows by the whole scale, headings less, titles not at all — as Android 14's
non-linear font scaling does: a 48-pixel title is already large, and growing it by half
would only push the words under it off the screen. The same rule scales pygame_gui's theme
fonts (the buttons, labels, drop-downs and text boxes), so the widgets' words grow with the
rest; an opened drop-down's rows grow as its words do.

>>> [scaled_size(size, 150) for size in (14, 20, 24, 32, 40, 84)]
[21, 30, 36, 40, 40, 84]
>>> scaled_size(17, 100), scaled_size(17, 125)
(17, 21)
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

TEXT_SCALES = (100, 125, 150)  # the settings' choices, in per cent
FULL_UP_TO = 24  # text up to this size grows by the whole scale
KEPT_FROM = 40  # titles this large (and larger) keep their size
LIST_ROWS = "drop_down_menu.selection_list"  # an opened drop-down: its rows' height ...
LIST_WORDS = "drop_down_menu.selection_list.button"  # ... grows as its words


def scaled_size(size: int, percent: int) -> int:
    """The pixel size of text designed at ``size`` when the player asked for ``percent``:
    the whole scale up to :data:`FULL_UP_TO`, then tapering to none at :data:`KEPT_FROM`
    (capped there, so a larger design never shows smaller than a smaller one)."""
    if percent == 100 or size >= KEPT_FROM:
        return size
    grown = size * percent / 100
    if size <= FULL_UP_TO:
        return round(grown)
    share = (KEPT_FROM - size) / (KEPT_FROM - FULL_UP_TO)  # 1 at FULL_UP_TO, 0 at KEPT_FROM
    return min(round(size + (grown - size) * share), KEPT_FROM)


def scaled_theme(theme: dict[str, Any], percent: int) -> dict[str, Any]:
    """A copy of a pygame_gui theme (the JSON's dict) whose font sizes are scaled, and an
    opened drop-down's rows with them."""
    scaled = copy.deepcopy(theme)
    rows = scaled.get(LIST_ROWS, {}).get("misc", {})
    if "list_item_height" in rows:
        words = int(theme[LIST_WORDS]["font"]["size"])
        rows["list_item_height"] = str(
            round(int(rows["list_item_height"]) * scaled_size(words, percent) / words))
    for block in scaled.values():
        if not isinstance(block, dict):
            continue
        fonts = block.get("font")
        for font in fonts if isinstance(fonts, list) else [fonts]:
            if isinstance(font, dict) and "size" in font:
                font["size"] = str(scaled_size(int(font["size"]), percent))
    return scaled


def theme_source(path: Path, percent: int) -> str | dict[str, Any]:
    """What pygame_gui loads as the theme: the file itself at 100 %, else its scaled copy."""
    if percent == 100:
        return str(path)
    return scaled_theme(json.loads(path.read_text(encoding="utf-8")), percent)
