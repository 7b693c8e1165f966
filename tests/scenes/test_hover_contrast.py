"""Hover glows and highlights pass WCAG 2's non-text contrast (AA, 1.4.11: 3:1) against what
they are drawn on, in both palettes. The ratios are WCAG 2's relative-luminance
contrast (scenes.kit.contrast); the colours are the ones the painters and the pygame_gui
theme use, read from where they live, so changing one to a fainter colour fails here."""

import json

import pytest

from scenes.kit.assets import assets_root
from scenes.kit.contrast import contrast
from scenes.kit.palette import COLOURBLIND, STANDARD
from scenes.kit.pieces.rok_art import CLOTH

AA_NON_TEXT = 3.0


def hex_colour(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def theme_colours():
    return {name: hex_colour(value) for name, value in
            json.loads((assets_root() / "theme.json").read_text())["defaults"]["colours"].items()}


def indicators(palette):
    """(what, indicator colour, ground it is drawn on) for every hover or highlight."""
    felts = (("felt", palette.felt), ("background", palette.background),
             ("RÖK's cloth", CLOTH))
    return [
        *((f"legal-target glow (Pook cells, Totem cards, RÖK's stone) on {name}", palette.glow,
           ground) for name, ground in felts),
        ("a lesson's ring on the panel", palette.glow, palette.panel),
        *((f"lifted card / hovered menu tile on {name}", palette.accent, ground)
          for name, ground in felts[:2]),
        ("hovered menu tile on its plate", palette.accent, palette.panel),
    ]


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_table_glows_and_highlights_pass_3_to_1(palette):
    ratios = {what: round(contrast(colour, ground), 2)
              for what, colour, ground in indicators(palette)}
    assert min(ratios.values()) >= AA_NON_TEXT, ratios


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_a_hovered_buttons_border_stands_out_from_its_face_and_the_table(palette):
    """The hover shows as the border turning amber: against the hovered face inside it and
    against every ground a button stands on."""
    theme = theme_colours()
    border = theme["hovered_border"]
    grounds = {"hovered face": theme["hovered_bg"], "felt": palette.felt,
               "background": palette.background, "panel": palette.panel}
    ratios = {name: round(contrast(border, ground), 2) for name, ground in grounds.items()}
    assert min(ratios.values()) >= AA_NON_TEXT, ratios
    assert contrast(border, theme["normal_border"]) > 1.5  # it changes visibly on hover


def test_the_measure_is_wcag_2s():
    assert round(contrast((0, 0, 0), (255, 255, 255)), 1) == 21.0
    assert round(contrast((118, 118, 118), (255, 255, 255)), 2) == 4.54  # WCAG's #767676
    assert contrast(hex_colour("#e0a83a"), hex_colour("#4a6d66")) < AA_NON_TEXT  # the old one
