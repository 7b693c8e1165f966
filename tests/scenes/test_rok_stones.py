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


def test_no_stone_is_under_28_px_across_on_a_1280x720_screen():
    """The window a 1280×720 desktop opens (scenes.kit.viewport) shows its canvas at 0.8:
    a stone on the cloth is still 28 px across or more (and more in fullscreen)."""
    from scenes.kit.viewport import Viewport, first_window

    for desktop in ((1280, 720), (1366, 768)):
        scale = Viewport.fit(first_window(desktop)).scale
        assert 2 * geo.STONE * scale >= 28, (desktop, 2 * geo.STONE * scale)


def drawn_apart(spots):
    up = {k: s.placement.centre for k, s in spots.items() if k.startswith("rune:")
          and s.placement.layer == 10}
    for a in up:
        for b in up:
            if a < b:
                assert math.dist(up[a], up[b]) >= 2 * geo.STONE, (a, b)  # no sign covered
        assert math.dist(up[a], geo.CENTRE) >= 2 * geo.STONE  # nor the Destiny rune
        assert math.dist(up[a], geo.CENTRE) <= geo.TABLE_PX - geo.STONE  # on the cloth
    return up


def test_a_heap_is_drawn_apart_so_that_no_sign_is_hidden():
    """Runes as tightly heaped as a real throw can leave them (R08's spacing) are drawn
    apart, each face-up sign in full; the core keeps where they lie."""
    from game.rok.components import MIN_SPACING, RUNES

    heap = {}
    for i, rune in enumerate(RUNES[:18]):  # a hexagonal heap, around the Destiny rune
        ring, at = divmod(i, 6)
        angle = at * math.pi / 3 + ring * 0.5
        reach = MIN_SPACING * (ring + 1)
        heap[rune] = (reach * math.cos(angle), reach * math.sin(angle))
    shown = Tableau(players=2, first=0, bag=10, table=dict(heap), down=[(0.0, 5.0)],
                    trays=[[], []], hoards=[[], []], balance=[None, None])
    up = drawn_apart(shown.spots(geo.Geometry(2)))
    assert len(up) == 18 and shown.table == heap


def test_real_throws_come_to_rest_drawn_apart():
    from game.rok import new_game
    from scenes.games.rok.moments import throw_table

    for seed in range(4):
        state = new_game(4, seed)
        live = throw_table(seed, 1, [list(h) for h in state.hands], {}, 4)
        while not live.at_rest():
            live.step(1 / 60)
        thrown = [r for hand in state.hands for r in hand]
        state.play(live.throw_outcome(thrown).to_action())
        drawn_apart(Tableau.from_view(state.view(0)).spots(geo.Geometry(4)))
