"""Symbols the bundled fonts lack, drawn as art: ≥, <, ✓ and ↓.

NotoSans as pygame_gui ships it has no mathematical comparison signs beyond ``<``/``>``,
no check marks and no arrows (see scenes/kit/glyphs.py); text that needs them is composed
of rendered words and these small surfaces, drawn a little thicker than the text beside
them so they read at a glance. Strokes are drawn on a 4× canvas and smooth-scaled.
"""

from __future__ import annotations

import pygame

from scenes.kit.art import SUPERSAMPLE, Pen
from scenes.kit.palette import Colour

Stroke = tuple[tuple[float, float], ...]
SIGNS: dict[str, tuple[Stroke, ...]] = {
    "at_least": (((0.22, 0.14), (0.78, 0.38), (0.22, 0.62)), ((0.22, 0.84), (0.78, 0.84))),
    "less": (((0.78, 0.18), (0.22, 0.5), (0.78, 0.82)),),
    "tick": (((0.14, 0.55), (0.4, 0.8), (0.88, 0.2)),),
    "down": (((0.5, 0.1), (0.5, 0.86)), ((0.2, 0.56), (0.5, 0.86), (0.8, 0.56))),
}


def sign(name: str, height: int, colour: Colour, weight: float = 0.13) -> pygame.Surface:
    """Sign ``name`` in a ``height``×``height`` transparent square."""
    canvas = pygame.Surface((height * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    pen = Pen(canvas)
    for stroke in SIGNS[name]:
        pen.polyline(stroke, weight, colour)
    return pygame.transform.smoothscale(canvas, (height, height))


def row(parts: list[pygame.Surface], gap: int = 8) -> pygame.Surface:
    """Surfaces side by side, centred on one line (text and signs composed into a phrase)."""
    width = sum(p.get_width() for p in parts) + gap * max(0, len(parts) - 1)
    height = max(p.get_height() for p in parts)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        surface.blit(part, part.get_rect(midleft=(x, height // 2)))
        x += part.get_width() + gap
    return surface
