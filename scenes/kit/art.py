"""Our own art, drawn in code: emblems for games, factions and powers.

Every emblem has its own silhouette (shield, hat, tusks, horns, sword...), so
it reads in greyscale and for colour-blind players; colour only helps. Shapes
are drawn on a 4× canvas in unit coordinates and smooth-scaled down, which
gives clean anti-aliased edges with plain ``pygame.draw``. Results are cached
by :class:`scenes.kit.assets.Assets`, never built at import time.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

import pygame

from scenes.kit.palette import Colour, Palette

SUPERSAMPLE = 4
OUTLINE: Colour = (28, 24, 22)
LIGHT: Colour = (248, 242, 228)
STEEL: Colour = (214, 220, 226)

Point = tuple[float, float]


class Pen:
    """Draws in unit coordinates (0..1 on both axes) on a square surface."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size = surface.get_width()

    def p(self, point: Point) -> tuple[int, int]:
        return round(point[0] * self.size), round(point[1] * self.size)

    def w(self, width: float) -> int:
        return max(1, round(width * self.size))

    def polygon(self, points: Sequence[Point], fill: Colour, edge: float = 0.025) -> None:
        pts = [self.p(pt) for pt in points]
        pygame.draw.polygon(self.surface, fill, pts)
        if edge:
            pygame.draw.polygon(self.surface, OUTLINE, pts, self.w(edge))

    def circle(self, centre: Point, radius: float, fill: Colour, edge: float = 0.025) -> None:
        pygame.draw.circle(self.surface, fill, self.p(centre), self.w(radius))
        if edge:
            pygame.draw.circle(self.surface, OUTLINE, self.p(centre), self.w(radius), self.w(edge))

    def ellipse(self, box: tuple[float, float, float, float], fill: Colour,
                edge: float = 0.025) -> None:
        rect = pygame.Rect(*self.p(box[:2]), self.w(box[2]), self.w(box[3]))
        pygame.draw.ellipse(self.surface, fill, rect)
        if edge:
            pygame.draw.ellipse(self.surface, OUTLINE, rect, self.w(edge))

    def rect(self, box: tuple[float, float, float, float], fill: Colour, edge: float = 0.025,
             radius: float = 0.0) -> None:
        rect = pygame.Rect(*self.p(box[:2]), self.w(box[2]), self.w(box[3]))
        pygame.draw.rect(self.surface, fill, rect, border_radius=self.w(radius) if radius else 0)
        if edge:
            pygame.draw.rect(self.surface, OUTLINE, rect, self.w(edge),
                             border_radius=self.w(radius) if radius else 0)

    def line(self, a: Point, b: Point, width: float, colour: Colour = OUTLINE) -> None:
        pygame.draw.line(self.surface, colour, self.p(a), self.p(b), self.w(width))
        for end in (a, b):  # round caps
            pygame.draw.circle(self.surface, colour, self.p(end), self.w(width) // 2)

    def polyline(self, points: Sequence[Point], width: float, colour: Colour = OUTLINE) -> None:
        for a, b in itertools.pairwise(points):
            self.line(a, b, width, colour)


def star_points(centre: Point, outer: float, inner: float, tips: int = 5) -> list[Point]:
    points = []
    for i in range(tips * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / tips
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return points


def arc_points(centre: Point, radius_x: float, radius_y: float, start: float, end: float,
               steps: int = 24) -> list[Point]:
    return [(centre[0] + radius_x * math.cos(start + (end - start) * i / steps),
             centre[1] + radius_y * math.sin(start + (end - start) * i / steps))
            for i in range(steps + 1)]


# --- factions (Pook) -------------------------------------------------------------------------


def _knight(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.2, 0.12), (0.8, 0.12), (0.8, 0.5), (0.5, 0.9), (0.2, 0.5)], colour)
    pen.rect((0.45, 0.2, 0.1, 0.52), LIGHT, edge=0.015)
    pen.rect((0.29, 0.34, 0.42, 0.1), LIGHT, edge=0.015)


def _mage(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.52, 0.06), (0.64, 0.3), (0.72, 0.7), (0.28, 0.7), (0.4, 0.34)], colour)
    pen.ellipse((0.1, 0.64, 0.8, 0.2), colour)
    pen.polygon(star_points((0.52, 0.46), 0.12, 0.05), LIGHT, edge=0.012)


def _orc(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.22, 0.2), (0.78, 0.2), (0.86, 0.5), (0.72, 0.86), (0.28, 0.86), (0.14, 0.5)],
                colour)
    pen.polygon([(0.28, 0.36), (0.44, 0.44), (0.3, 0.47)], OUTLINE, edge=0)
    pen.polygon([(0.72, 0.36), (0.56, 0.44), (0.7, 0.47)], OUTLINE, edge=0)
    pen.polygon([(0.3, 0.8), (0.36, 0.56), (0.42, 0.8)], LIGHT, edge=0.015)
    pen.polygon([(0.58, 0.8), (0.64, 0.56), (0.7, 0.8)], LIGHT, edge=0.015)


def _viking(pen: Pen, colour: Colour) -> None:
    left_horn = [(0.3, 0.52), (0.12, 0.42), (0.06, 0.12), (0.2, 0.34), (0.34, 0.4)]
    pen.polygon(left_horn, LIGHT, edge=0.018)
    pen.polygon([(1 - x, y) for x, y in left_horn], LIGHT, edge=0.018)
    pen.polygon(arc_points((0.5, 0.62), 0.3, 0.34, math.pi, 2 * math.pi), colour)
    pen.rect((0.16, 0.6, 0.68, 0.12), colour, radius=0.02)
    pen.rect((0.46, 0.6, 0.08, 0.3), colour, edge=0.02)


# --- powers (Totem) --------------------------------------------------------------------------


def _sword(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.5, 0.06), (0.58, 0.18), (0.58, 0.64), (0.42, 0.64), (0.42, 0.18)], colour)
    pen.rect((0.24, 0.62, 0.52, 0.08), OUTLINE, edge=0, radius=0.03)
    pen.rect((0.45, 0.7, 0.1, 0.16), STEEL, edge=0.015)
    pen.circle((0.5, 0.9), 0.05, colour, edge=0.015)


def _shield(pen: Pen, colour: Colour) -> None:
    pen.circle((0.5, 0.5), 0.4, colour)
    pen.circle((0.5, 0.5), 0.28, colour, edge=0.018)
    pen.circle((0.5, 0.5), 0.1, STEEL, edge=0.02)


def _eye(pen: Pen, colour: Colour) -> None:
    upper = arc_points((0.5, 0.72), 0.44, 0.5, math.pi * 1.12, math.pi * 1.88)
    lower = arc_points((0.5, 0.28), 0.44, 0.5, math.pi * 0.12, math.pi * 0.88)
    pen.polygon(upper + lower, LIGHT)
    pen.circle((0.5, 0.5), 0.17, colour)
    pen.circle((0.5, 0.5), 0.07, OUTLINE, edge=0)


def _sum(pen: Pen, colour: Colour) -> None:
    pen.rect((0.14, 0.24, 0.4, 0.56), LIGHT, radius=0.05)
    pen.rect((0.3, 0.14, 0.4, 0.56), colour, radius=0.05)
    pen.rect((0.64, 0.52, 0.26, 0.08), OUTLINE, edge=0)
    pen.rect((0.73, 0.43, 0.08, 0.26), OUTLINE, edge=0)


# --- games and table pieces ------------------------------------------------------------------

PIG: Colour = (242, 160, 172)
STONE: Colour = (150, 150, 140)
WOOD: Colour = (176, 112, 62)


def _pook(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.16, 0.3), (0.2, 0.08), (0.38, 0.22)], PIG)
    pen.polygon([(0.84, 0.3), (0.8, 0.08), (0.62, 0.22)], PIG)
    pen.circle((0.5, 0.52), 0.38, PIG)
    pen.ellipse((0.33, 0.52, 0.34, 0.24), (230, 130, 146))
    pen.circle((0.43, 0.64), 0.035, OUTLINE, edge=0)
    pen.circle((0.57, 0.64), 0.035, OUTLINE, edge=0)
    pen.circle((0.36, 0.4), 0.04, OUTLINE, edge=0)
    pen.circle((0.64, 0.4), 0.04, OUTLINE, edge=0)


def _rok(pen: Pen, colour: Colour) -> None:
    pen.polygon(arc_points((0.5, 0.5), 0.4, 0.44, 0, 2 * math.pi, 40), STONE)
    pen.polyline([(0.4, 0.24), (0.4, 0.78)], 0.05)
    pen.polyline([(0.4, 0.26), (0.62, 0.38), (0.42, 0.5), (0.64, 0.76)], 0.05)
    pen.circle((0.72, 0.24), 0.05, OUTLINE, edge=0)


def _totem(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.1, 0.22), (0.36, 0.16), (0.36, 0.3)], WOOD)
    pen.polygon([(0.9, 0.22), (0.64, 0.16), (0.64, 0.3)], WOOD)
    for i, top in enumerate((0.08, 0.36, 0.64)):
        pen.rect((0.3, top, 0.4, 0.28), WOOD, radius=0.04)
        pen.circle((0.41, top + 0.11), 0.04, LIGHT if i != 1 else OUTLINE, edge=0.012)
        pen.circle((0.59, top + 0.11), 0.04, LIGHT if i != 1 else OUTLINE, edge=0.012)
        pen.line((0.42, top + 0.21), (0.58, top + 0.21), 0.025)


def _bourse(pen: Pen, colour: Colour) -> None:
    pen.polygon([(0.36, 0.12), (0.64, 0.12), (0.58, 0.3), (0.42, 0.3)], colour)
    pen.circle((0.5, 0.6), 0.3, colour)
    pen.line((0.38, 0.32), (0.62, 0.32), 0.05)
    pen.circle((0.5, 0.62), 0.09, (236, 196, 84), edge=0.018)


DRAWERS: dict[str, Callable[[Pen, Colour], None]] = {
    "knight": _knight, "mage": _mage, "orc": _orc, "viking": _viking,
    "sword": _sword, "shield": _shield, "eye": _eye, "sum": _sum,
    "pook": _pook, "rok": _rok, "totem": _totem, "bourse": _bourse,
}


def emblem_colour(name: str, palette: Palette) -> Colour:
    if name in palette.factions:
        return palette.factions[name]
    if name in palette.powers:
        return palette.powers[name]
    return (176, 120, 70)


def draw_emblem(name: str, size: int, palette: Palette) -> pygame.Surface:
    """A ``size``×``size`` transparent surface holding emblem ``name``."""
    if name not in DRAWERS:
        raise KeyError(f"no emblem called {name!r}; known: {', '.join(sorted(DRAWERS))}")
    canvas = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    DRAWERS[name](Pen(canvas), emblem_colour(name, palette))
    return pygame.transform.smoothscale(canvas, (size, size))


def felt_background(size: tuple[int, int], palette: Palette,
                    into: pygame.Surface | None = None) -> pygame.Surface:
    """A soft vignette on the table colour: concentric ellipses on a small canvas, upscaled
    (``into`` a surface of ``size`` and the display's format, if given)."""
    small_size = (max(1, size[0] // 8), max(1, size[1] // 8))
    small = pygame.Surface(small_size) if into is None else pygame.Surface(small_size, 0, into)
    small.fill(palette.background)
    steps = 24
    width, height = small.get_size()
    for i in range(steps):
        t = (i + 1) / steps
        colour = tuple(round(b + (f - b) * t ** 0.8)
                       for b, f in zip(palette.background, palette.felt, strict=True))
        scale = 1.5 * (1 - i / steps)
        box = pygame.Rect(0, 0, round(width * scale), round(height * scale))
        box.center = (width // 2, height // 2)
        pygame.draw.ellipse(small, colour, box)
    if into is None:
        return pygame.transform.smoothscale(small, size)
    return pygame.transform.smoothscale(small, size, into)
