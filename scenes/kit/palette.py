"""Colours, in one place, with a colour-blind variant (Okabe–Ito hues for the factions and the
powers; the players' colours, light, stay clear of them in both).

Colour is never the only cue: factions, powers and rune colours also have
emblems or patterns (see scenes/kit/art.py). The palette only makes them easier.

The players' colours (``Palette.seats``) are light, 4.5:1 on the felt and the panels, and far
from every faction's colour in both palettes: CIEDE2000 ΔE₀₀ ≥ 22 from the nearest faction
for Pook's four seats, ≥ 15 between seats (``tests/scenes/test_seat_colours.py``). A log line
takes the colour of the seat it speaks of (``TableHooks.line_seat``: Pook's "— Turn 5: Léa —" is
Léa's, not the colour of who ended the turn before).
"""

from __future__ import annotations

from dataclasses import dataclass, field

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Palette:
    name: str
    background: Colour = (24, 36, 38)
    felt: Colour = (30, 71, 58)
    panel: Colour = (36, 50, 52)
    panel_edge: Colour = (78, 98, 94)
    ink: Colour = (242, 234, 216)
    muted: Colour = (170, 176, 166)
    accent: Colour = (224, 168, 58)
    danger: Colour = (222, 92, 72)
    glow: Colour = (250, 220, 120)
    card_face: Colour = (246, 238, 220)
    card_back: Colour = (128, 72, 48)
    # the players' colours: light (names in them read on the felt and the panels), and of
    # hues no faction takes (turquoise, pink, yellow, peach, silver beside Pook's blue,
    # purple, green and red), so that a player's colour never reads as a faction
    seats: tuple[Colour, ...] = ((90, 225, 230), (250, 140, 200), (240, 235, 110),
                                 (255, 180, 130), (200, 205, 215))
    factions: dict[str, Colour] = field(default_factory=dict)
    powers: dict[str, Colour] = field(default_factory=dict)
    # what each power's colour is called in words, as it is drawn (Totem's suits)
    power_words: dict[str, str] = field(default_factory=dict)


STANDARD = Palette(
    name="standard",
    factions={"knight": (63, 111, 181), "mage": (138, 85, 194),
              "orc": (79, 154, 63), "viking": (194, 71, 58)},
    powers={"sword": (200, 60, 50), "shield": (60, 110, 200),
            "eye": (60, 160, 80), "sum": (230, 190, 40)},
    power_words={"sword": "red", "shield": "blue", "eye": "green", "sum": "yellow"},
)

COLOURBLIND = Palette(
    name="colourblind",
    seats=((90, 225, 230), (235, 190, 175), (240, 235, 110), (190, 190, 250), (225, 225, 230)),
    factions={"knight": (0, 114, 178), "mage": (204, 121, 167),
              "orc": (0, 158, 115), "viking": (230, 159, 0)},
    powers={"sword": (213, 94, 0), "shield": (0, 114, 178),
            "eye": (0, 158, 115), "sum": (240, 228, 66)},
    power_words={"sword": "orange", "shield": "blue", "eye": "green", "sum": "yellow"},
)


def palette_for(colourblind: bool) -> Palette:
    return COLOURBLIND if colourblind else STANDARD
