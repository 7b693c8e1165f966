"""RÖK's geometry worked out rather than searched: a plate's reach from the rim, heaps spread
apart once per geometry (scenes/games/rok/layout.py)."""

import math

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.games.rok import layout as geo


def corner_clear(places, angle, size, reach):
    """The stepping definition: at ``reach`` the plate's nearest corner is off the rim."""
    ux, uy = math.cos(angle), -math.sin(angle)
    rect = pygame.Rect((0, 0), size)
    rect.center = (round(places.centre[0] + ux * reach), round(places.centre[1] + uy * reach))
    corner = (rect.centerx - ux * size[0] / 2, rect.centery - uy * size[1] / 2)
    return math.dist(corner, places.centre) > places.table_px + 14, rect


@settings(max_examples=300, deadline=None)
@given(width=st.integers(1100, 2600), height=st.integers(700, 1500),
       angle=st.floats(-7, 7), size=st.tuples(st.integers(40, 440), st.integers(24, 130)))
def test_a_plate_stands_at_the_first_reach_that_clears_the_rim(width, height, angle, size):
    places = geo.Geometry(5, area=(0, 0, width, height))
    reaches = list(range(int(places.table_px) + 10, int(places.table_px) + 140, 4))
    first = next((r for r in reaches if corner_clear(places, angle, size, r)[0]), reaches[-1])
    assert places.plate_at(angle, size) == corner_clear(places, angle, size, first)[1]


def test_a_heap_met_again_is_the_same_and_cannot_be_changed_through_the_memo():
    places = geo.Geometry(3)
    heap = {"a": (470.0, 400.0), "b": (474.0, 401.0), "c": (472.0, 398.0)}
    first = places.spread_apart(heap)
    first["a"] = (0.0, 0.0)  # the caller's copy
    again = places.spread_apart(dict(heap))
    assert again == geo.spread_apart(heap, frozenset(), places.stone,
                                     places.cloth_size(geo.STONE_GAP), places.middle,
                                     places.table_px * places.factor)
    assert len(places.spread_memo) == 1
