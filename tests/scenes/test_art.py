"""Emblems: every one draws, and their silhouettes differ (they read without colour)."""

import itertools

import pygame
import pytest

from scenes.kit.art import DRAWERS, draw_emblem, felt_background
from scenes.kit.palette import COLOURBLIND, STANDARD

GROUPS = {
    "factions": ("knight", "mage", "orc", "viking"),
    "powers": ("sword", "shield", "eye", "sum"),
    "games": ("pook", "rok", "totem"),
}


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def greyscale(surface):
    """Per-pixel luminance over the opaque pixels: what a player without colour sees."""
    width, height = surface.get_size()
    values = []
    for y in range(height):
        for x in range(width):
            r, g, b, a = surface.get_at((x, y))
            values.append(round((0.3 * r + 0.59 * g + 0.11 * b) * a / 255) // 32)
    return values


@pytest.mark.parametrize("name", sorted(DRAWERS))
def test_every_emblem_draws_something(name):
    surface = draw_emblem(name, 48, STANDARD)
    assert surface.get_size() == (48, 48)
    assert pygame.mask.from_surface(surface).count() > 48 * 48 // 8


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_emblems_in_a_group_differ_in_greyscale(group):
    for a, b in itertools.combinations(GROUPS[group], 2):
        ga, gb = greyscale(draw_emblem(a, 32, STANDARD)), greyscale(draw_emblem(b, 32, STANDARD))
        differing = sum(x != y for x, y in zip(ga, gb, strict=True))
        assert differing > len(ga) // 6, f"{a} and {b} look alike without colour"


def test_unknown_emblem_is_a_clear_error():
    with pytest.raises(KeyError, match="no emblem called 'dragon'"):
        draw_emblem("dragon", 32, STANDARD)


def test_palettes_give_each_faction_its_own_colour():
    for palette in (STANDARD, COLOURBLIND):
        assert len(set(palette.factions.values())) == 4
        assert len(set(palette.powers.values())) == 4


def test_background_has_the_requested_size():
    assert felt_background((320, 200), STANDARD).get_size() == (320, 200)
