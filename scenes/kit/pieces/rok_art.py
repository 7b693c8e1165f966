"""RÖK's stones drawn in code: carved line glyphs on round stones, the Destiny rune, the cloth.

Each of the 8 signs is a few straight strokes in the manner of the Elder
Futhark (fehu ᚠ, uruz ᚢ, thurisaz ᚦ, ansuz ᚨ, raido ᚱ, kaunan ᚲ, gebo ᚷ,
wunjo ᚹ), drawn large and thick on a 4× canvas, then smooth-scaled. A sign
stays upright however its stone lies (telling signs apart at a glance is the
game; turning them would only make it harder to read, not to play), and spans
most of the stone. The three colours are also told apart without colour: black
is smooth and dark with a light sign, grey has grit near its rim (clear of the
sign), white is pale with a dark sign and a carved ring; the colour-blind palette
makes these cues bolder (a light rim on black, coarser grit on grey, a double
ring on white). A face-down rune shows a blank sandstone back, the same for
every rune, whose dimples turn with it. Surfaces are cached by (face, radius,
angle step; face-up runes have one).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.core import Rng
from scenes.kit.art import Pen
from scenes.kit.palette import Colour, Palette

SUPERSAMPLE = 4
ANGLE_STEPS = 72  # cached rotations per turn (5°) of what turns: backs and their dimples
GLYPH_BOX = 1.5  # a sign's box across the stone, in radii
CACHE_LIMIT = 6000

Stroke = Sequence[tuple[float, float]]
#: Strokes of each sign in a unit box (y down), by sign number "1".."8".
GLYPHS: dict[str, tuple[Stroke, ...]] = {
    "1": (((0.36, 0.06), (0.36, 0.94)), ((0.36, 0.32), (0.74, 0.08)),  # fehu
          ((0.36, 0.58), (0.74, 0.34))),
    "2": (((0.30, 0.94), (0.30, 0.06), (0.72, 0.36), (0.72, 0.94)),),  # uruz
    "3": (((0.34, 0.06), (0.34, 0.94)), ((0.34, 0.27), (0.72, 0.50), (0.34, 0.73))),  # thurisaz
    "4": (((0.34, 0.94), (0.34, 0.06), (0.74, 0.32)), ((0.34, 0.36), (0.74, 0.62))),  # ansuz
    "5": (((0.32, 0.94), (0.32, 0.06), (0.70, 0.27), (0.32, 0.50), (0.74, 0.94)),),  # raido
    "6": (((0.70, 0.12), (0.30, 0.50), (0.70, 0.88)),),  # kaunan
    "7": (((0.22, 0.10), (0.78, 0.90)), ((0.78, 0.10), (0.22, 0.90))),  # gebo
    "8": (((0.34, 0.94), (0.34, 0.06), (0.72, 0.26), (0.34, 0.48)),),  # wunjo
}

BODY: dict[str, Colour] = {"b": (46, 44, 50), "g": (158, 158, 152), "w": (236, 231, 218)}
SIGN: dict[str, Colour] = {"b": (240, 234, 216), "g": (16, 16, 20), "w": (40, 36, 44)}
BACK: Colour = (178, 152, 116)
DESTINY: Colour = (212, 168, 72)
SHADOW = (0, 0, 0, 90)
EDGE: Colour = (22, 20, 20)
CLOTH: Colour = (30, 84, 66)
RIM: Colour = (104, 66, 40)


def rotate(point: tuple[float, float], angle: float) -> tuple[float, float]:
    """A unit-box point turned by ``angle`` radians around the box's centre."""
    x, y = point[0] - 0.5, point[1] - 0.5
    c, s = math.cos(angle), math.sin(angle)
    return 0.5 + x * c - y * s, 0.5 + x * s + y * c


def angle_step(angle: float) -> int:
    return round(angle / (2 * math.pi) * ANGLE_STEPS) % ANGLE_STEPS


class RuneArt:
    """Stone surfaces for one palette, made on demand and kept."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self.bold = palette.name == "colourblind"
        self._cache: dict[tuple[str | None, int, int], pygame.Surface] = {}

    def stone(self, face: str | None, radius: int, angle: float = 0.0,
              faded: bool = False) -> pygame.Surface:
        """Rune ``face`` (``None``: its blank back; ``"D"``: Destiny; ``"seat:N"``: a
        slide stone) of ``radius`` pixels, turned by ``angle`` radians (screen, clockwise);
        ``faded``: see-through (runes set aside during a slide-off)."""
        upright = face is not None and face[0] in BODY  # a face-up rune: its sign stays upright
        key = (face, radius, (0 if upright else angle_step(angle)) + (ANGLE_STEPS if faded
                                                                      else 0))
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            image = self._draw(face, radius, key[2] * 2 * math.pi / ANGLE_STEPS)
            if faded:
                image.set_alpha(110)
            self._cache[key] = image
        return image

    def _draw(self, face: str | None, radius: int, angle: float) -> pygame.Surface:
        size = 2 * radius + 4
        canvas = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        pen = Pen(canvas)
        r = radius / size  # the stone's radius in the unit box
        pygame.draw.circle(canvas, SHADOW, pen.p((0.5 + 0.05, 0.5 + 0.06)), pen.w(r))
        if face is None:
            self._back(pen, r, angle)
        elif face == "D":
            pen.circle((0.5, 0.5), r, DESTINY, edge=0.04)
            pen.circle((0.5, 0.5), r * 0.78, DESTINY, edge=0.02)
            pen.circle((0.5, 0.5), r * 0.24, EDGE, edge=0)
        elif face.startswith("seat:"):
            seat = int(face[5:])
            colour = self.palette.seats[seat % len(self.palette.seats)]
            self._back(pen, r, angle)
            pygame.draw.circle(canvas, colour, pen.p((0.5, 0.5)), pen.w(r), pen.w(r * 0.28))
        else:
            self._face(pen, face, r, angle)
        image = pygame.transform.smoothscale(canvas, (size, size))
        return image.convert_alpha() if pygame.display.get_surface() else image

    def _back(self, pen: Pen, r: float, angle: float) -> None:
        pen.circle((0.5, 0.5), r, BACK, edge=0.035)
        dimple = tuple(max(0, c - 26) for c in BACK)
        for dx, dy in ((-0.3, -0.25), (0.28, 0.1), (-0.05, 0.34)):
            x, y = rotate((0.5 + dx * r * 1.6, 0.5 + dy * r * 1.6), angle)
            pygame.draw.circle(pen.surface, dimple, pen.p((x, y)), pen.w(r * 0.12))

    def _face(self, pen: Pen, face: str, r: float, angle: float) -> None:
        colour, sign = face[0], face[1]
        body, ink = BODY[colour], SIGN[colour]
        pen.circle((0.5, 0.5), r, body, edge=0.035)
        if colour == "g":
            self._speckles(pen, face, r, angle)
        if colour == "w":
            pygame.draw.circle(pen.surface, (150, 140, 126), pen.p((0.5, 0.5)), pen.w(r * 0.9),
                               pen.w(r * 0.05))
            if self.bold:
                pygame.draw.circle(pen.surface, (150, 140, 126), pen.p((0.5, 0.5)),
                                   pen.w(r * 0.78), pen.w(r * 0.05))
        if colour == "b" and self.bold:
            pygame.draw.circle(pen.surface, (236, 230, 214), pen.p((0.5, 0.5)), pen.w(r * 0.93),
                               pen.w(r * 0.1))
        box = r * GLYPH_BOX  # the sign's unit box, centred on the stone, always upright
        width = box * (0.15 if box * pen.size > 60 else 0.17)
        for stroke in GLYPHS[sign]:
            pen.polyline([(0.5 + (x - 0.5) * box, 0.5 + (y - 0.5) * box) for x, y in stroke],
                         width, ink)

    def _speckles(self, pen: Pen, face: str, r: float, angle: float) -> None:
        rng = Rng(sum(ord(c) * 31 ** i for i, c in enumerate(face)))
        dark, light = (118, 118, 112), (196, 196, 190)
        count, size = (26, 0.1) if self.bold else (18, 0.07)
        for i in range(count):  # grit near the rim, clear of the sign
            reach = r * (0.72 + 0.16 * rng.random())
            turn = rng.uniform(0, 2 * math.pi)
            x, y = rotate((0.5 + reach * math.cos(turn), 0.5 + reach * math.sin(turn)), angle)
            pygame.draw.circle(pen.surface, dark if i % 3 else light, pen.p((x, y)),
                               pen.w(r * size))

    def table(self, radius: int, keep: bool = True) -> pygame.Surface:
        """The round cloth with its wooden rim, seen from above (``keep``: cached; a zoomed
        cloth, large and one of many sizes, is not)."""
        key = ("table", radius, 0)
        if key not in self._cache:
            size = 2 * radius + 40
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            centre = (size // 2, size // 2)
            pygame.draw.circle(surface, (0, 0, 0, 70), (centre[0] + 4, centre[1] + 6),
                               radius + 16)
            pygame.draw.circle(surface, RIM, centre, radius + 14)
            pygame.draw.circle(surface, (70, 44, 26), centre, radius + 14, 3)
            pygame.draw.circle(surface, CLOTH, centre, radius)
            rng = Rng(radius)
            for _ in range(900):  # the felt's nap
                reach = radius * math.sqrt(rng.random())
                turn = rng.uniform(0, 2 * math.pi)
                shade = rng.below(2)
                colour = (38, 96, 76) if shade else (24, 72, 56)
                spot = (round(centre[0] + reach * math.cos(turn)),
                        round(centre[1] + reach * math.sin(turn)))
                pygame.draw.circle(surface, colour, spot, 2)
            pygame.draw.circle(surface, (22, 62, 48), centre, radius, 3)
            if not keep:
                return surface
            self._cache[key] = surface
        return self._cache[key]
