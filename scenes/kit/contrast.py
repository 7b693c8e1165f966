"""Contrast between two colours as WCAG 2 measures it, and inks that reach a contrast.

Numbers on cards are printed in their suit's tint or on its band; a yellow 5 on cream or
a white 3 on a green band is hard to read. :func:`readable` keeps the intended ink's hue
and darkens (or lightens) it just enough to reach WCAG AA for text (4.5:1): every number
printed on a Totem or Pook card reads so on what lies under it, in both palettes
(``tests/scenes/test_palette_words.py``). What is not text — the focus ring, a hovered
button's border (the theme's amber), the legal-move glows and the highlights of a lifted card
or a hovered tile — passes WCAG's 3:1 for non-text against what it is drawn on
(``tests/scenes/test_focus.py``, ``tests/scenes/test_hover_contrast.py``).

>>> round(contrast((0, 0, 0), (255, 255, 255)), 1)
21.0
>>> contrast(readable((230, 190, 40), (246, 238, 220)), (246, 238, 220)) >= AA
True
"""

from __future__ import annotations

from functools import lru_cache

import pygame

Colour = tuple[int, int, int]
AA = 4.5  # WCAG 2 level AA, normal text


def luminance(colour: Colour) -> float:
    """WCAG relative luminance (sRGB, 0 for black … 1 for white)."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """The contrast ratio of two colours, 1 … 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def mix(a: Colour, b: Colour, share: float) -> Colour:
    """``a`` moved ``share`` (0 … 1) of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * share), round(a[1] + (b[1] - a[1]) * share),
            round(a[2] + (b[2] - a[2]) * share))


def readable(ink: Colour, ground: Colour, least: float = AA) -> Colour:
    """``ink`` as little changed as it takes to reach ``least`` against ``ground``: moved
    toward black or toward white, whichever gets there sooner (or goes furthest). Asked
    for every number a card prints, with a few inks and grounds: each answer is kept."""
    return _readable((ink[0], ink[1], ink[2]), (ground[0], ground[1], ground[2]), least)


@lru_cache(maxsize=1024)
def _readable(ink: Colour, ground: Colour, least: float) -> Colour:
    if contrast(ink, ground) >= least:
        return ink
    best: tuple[float, Colour] | None = None
    for end in ((0, 0, 0), (255, 255, 255)):
        for step in range(1, 21):
            candidate = mix(ink, end, step / 20)
            if contrast(candidate, ground) >= least:
                if best is None or step < best[0]:
                    best = (step, candidate)
                break
    if best is not None:
        return best[1]
    return max(((0, 0, 0), (255, 255, 255)), key=lambda end: contrast(end, ground))


Printed = tuple[pygame.Rect, Colour, Colour]  # where, in which ink, on which ground


def print_readable(surface: pygame.Surface, font: pygame.font.Font, text: str, ink: Colour,
                   ground: Colour, anchor: str, at: tuple[int, int]) -> Printed:
    """``text`` (a card's level) printed in ``ink`` made :func:`readable` on ``ground``,
    placed by ``anchor`` ("midleft", "bottomright"...) at ``at``; says what it printed."""
    ink = readable(ink, ground)
    label = font.render(text, True, ink)
    return surface.blit(label, label.get_rect(**{anchor: at})), ink, ground
