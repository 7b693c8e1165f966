"""The clash banner held over the table while an attack resolves: "9 ≥ 7 beaten!".

The comparison is drawn, not typed: the fonts have no "≥" (scenes/kit/signs.py), and a
Shield's win is shown by the Shield itself between the numbers and said in words, so a
13 stopped by a 2 reads as what it is (T21), not as a sum gone wrong.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.signs import row, sign

OUTCOMES = ("beaten", "short", "shield")  # T15 success, T14 too low, T21 the Shield holds
SIZE = 34  # the numbers
WORDS_SIZE = 26  # the verdict beside them


def outcome_of(won: bool, reason: str | None) -> str:
    """The banner's case, from the core's events (``attack_failed``'s reason)."""
    if won:
        return "beaten"
    return "shield" if reason == "shield" else "short"


def clash_banner(value: int, level: int, outcome: str, tr: Callable[..., str], assets: Assets,
                 palette: Palette) -> pygame.Surface:
    """The banner's text line: attack value, sign (or Shield), defender level, verdict."""
    font = assets.font(SIZE, bold=True)
    height = font.get_height()
    if outcome == "shield":
        middle = assets.emblem("shield", height, palette)
    else:
        middle = sign("at_least" if outcome == "beaten" else "less", round(height * 0.62),
                      palette.ink)
    verdict = tr({"beaten": "totem.hit", "short": "totem.miss",
                  "shield": "totem.shield_holds"}[outcome])
    parts = [font.render(str(value), True, palette.ink), middle,
             font.render(str(level), True, palette.ink)]
    words = assets.font(WORDS_SIZE, bold=True).render(verdict, True, palette.ink)
    return row([row(parts, 10), words], 24)
