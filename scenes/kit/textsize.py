"""Larger text (issue 29): one setting, 100 %, 125 % or 150 %, for every text the app draws.

Small text grows by the whole scale, headings less, titles not at all — as Android 14's
non-linear font scaling does: a 48-pixel title is already large, and growing it by half
would only push the words under it off the screen. The same rule scales pygame_gui's theme
fonts (the buttons, labels and text boxes), so the widgets' words grow with the rest.

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
# A drop-down's option buttons keep the theme's button font at 100 %: pygame_gui rebuilds
# them at every open and close, so they cannot be fitted to their box as buttons are
# (scenes/frame/fitting.py), and the setup's options ("N'importe quelle carte adjacente")
# already fill theirs.
KEPT_AT_100 = ("drop_down_menu.button", "selection_list.button")


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
    """A copy of a pygame_gui theme (the JSON's dict) whose font sizes are scaled (but for
    :data:`KEPT_AT_100`)."""
    scaled = copy.deepcopy(theme)
    for name in KEPT_AT_100:
        scaled.setdefault(name, {})["font"] = copy.deepcopy(theme["button"]["font"])
    for name, block in scaled.items():
        if not isinstance(block, dict) or name in KEPT_AT_100:
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
