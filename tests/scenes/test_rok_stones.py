"""RÖK's stones read at a glance at 1280×800: large signs that stay upright whatever way a
stone lies, each sign unlike the others, face-down backs under the face-up runes. Nothing
marks a pair: spotting them stays the players' game."""

import math

import pytest

from game.rok.components import COLOURS
from scenes.games.rok import layout as geo
from scenes.games.rok.tableau import Tableau
from scenes.kit.palette import COLOURBLIND, STANDARD
from scenes.kit.pieces.rok_art import GLYPHS, SIGN, RuneArt

PALETTES = pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
FACES = [colour + sign for colour in COLOURS for sign in GLYPHS]


def pixels(surface):
    return [[tuple(surface.get_at((x, y))) for x in range(surface.get_width())]
            for y in range(surface.get_height())]


def sign_mask(surface, colour):
    """The pixels of the carved sign (its ink), inside the stone's rim."""
    ink, size = SIGN[colour], surface.get_width()
    centre, reach = size / 2, 0.8 * geo.STONE
    return {(x, y) for x in range(size) for y in range(size)
            if math.dist((x + 0.5, y + 0.5), (centre, centre)) < reach
            and surface.get_at((x, y)).a > 200
            and sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink, strict=True))
            < 90}


@PALETTES
def test_signs_stay_upright_whatever_way_the_stone_lies(app, palette):
    art = RuneArt(palette)
    for face in FACES:
        upright = pixels(art.stone(face, geo.STONE, 0.0))
        for angle in (0.4, 1.9, 3.3, 5.5):
            assert pixels(art.stone(face, geo.STONE, angle)) == upright, (face, angle)


@PALETTES
def test_each_sign_is_large_and_unlike_the_others_at_table_size(app, palette):
    art = RuneArt(palette)
    for colour in COLOURS:
        masks = {sign: sign_mask(art.stone(colour + sign, geo.STONE), colour)
                 for sign in GLYPHS}
        for sign, mask in masks.items():
            rows = [y for _, y in mask]
            assert max(rows) - min(rows) + 1 >= 20, (colour, sign)  # 20 px of a 1280×800 table
        for a in GLYPHS:
            for b in GLYPHS:
                if a < b:
                    apart = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
                    assert apart >= 0.15, (colour, a, b, apart)


def test_face_down_backs_lie_under_the_face_up_runes():
    shown = Tableau(players=3, first=0, bag=10, table={"w4": (0.0, 0.0), "b2": (3.0, 0.0)},
                    down=[(1.0, 0.5), (2.0, -0.5)], trays=[[], [], []], hoards=[[], [], []],
                    balance=[None, None, None])
    spots = shown.spots(geo.Geometry(3))
    up = [s.placement.layer for k, s in spots.items() if k.startswith("rune:")]
    down = [s.placement.layer for k, s in spots.items() if k.startswith("down:")]
    assert down and up and max(down) < min(up)
