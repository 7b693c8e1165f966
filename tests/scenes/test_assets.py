"""The asset loader's fonts: a font object set to a new size draws what a new object at
that size draws (scenes/kit/assets.py, ``Assets.font_at``)."""

import pygame
import pytest

from scenes.kit.assets import Assets, ui_font_path
from scenes.kit.safetext import GuardedFont
from scenes.kit.textsize import scaled_size

TEXTS = ("A1", "E5", "Équipe 12", "Ça va ? « œ »", "PIGGY")


def pixels(surface: pygame.Surface) -> tuple[tuple[int, int], bytes]:
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_a_font_set_to_a_size_draws_what_a_new_font_at_that_size_draws(fast_app, bold):
    assets = Assets()
    for size in (13, 40, 17, 24, 31, 12):  # (up and down: each set over the last)
        fresh = GuardedFont(ui_font_path(bold), size)
        resized = assets.font_at(size, bold)
        assert resized.point_size == size
        for text in TEXTS:
            assert pixels(resized.render(text, True, (10, 20, 30))) == \
                pixels(fresh.render(text, True, (10, 20, 30)))
        assert (resized.get_linesize(), resized.get_ascent(), resized.metrics("0123456789")) \
            == (fresh.get_linesize(), fresh.get_ascent(), fresh.metrics("0123456789"))


def test_a_label_is_drawn_at_the_grown_size_unless_fixed(fast_app):
    assets = Assets()
    assets.text_scale = 150
    grown = assets.label("Tablée", 16, (0, 0, 0))
    fixed = assets.label("Tablée", 16, (0, 0, 0), fixed=True)
    for label, size in ((grown, scaled_size(16, 150)), (fixed, 16)):
        assert pixels(label) == pixels(GuardedFont(ui_font_path(), size).render(
            "Tablée", True, (0, 0, 0)))
