"""The players' colours never read as a faction's, and names in them read on the table.

Colours are compared as people see them: CIEDE2000 (ΔE00) in CIELAB, where about 2 is
a difference one just notices and above 20 two colours have different names."""

import math
from itertools import combinations

import pytest

from scenes.frame.catalogue import game_info
from scenes.kit.contrast import AA, contrast
from scenes.kit.palette import COLOURBLIND, STANDARD

WHITE = (0.95047, 1.0, 1.08883)  # D65


def lab(colour):
    """sRGB (0–255) → CIELAB (D65)."""
    def linear(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in colour)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    fx, fy, fz = (t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
                  for t in (v / w for v, w in zip(xyz, WHITE, strict=True)))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e00(lab1, lab2):
    """CIEDE2000 (Sharma, Wu and Dalal, 2005)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6))
         - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    s_c, s_h = 1 + 0.045 * mean_c, 1 + 0.015 * mean_c * t
    r_c = 2 * math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7))
    r_t = -math.sin(math.radians(60 * math.exp(-(((mean_h - 275) / 25) ** 2)))) * r_c
    dl, dc, dh_ = (l2 - l1) / s_l, (c2 - c1) / s_c, big_dh / s_h
    return math.sqrt(dl ** 2 + dc ** 2 + dh_ ** 2 + r_t * dc * dh_)


def difference(a, b):
    return delta_e00(lab(a), lab(b))


@pytest.mark.parametrize(("first", "second", "expected"), [  # Sharma et al.'s test pairs
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 0, 0), (50, -1, 2), 2.3669),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_the_measure_is_ciede2000(first, second, expected):
    assert delta_e00(first, second) == pytest.approx(expected, abs=1e-4)


POOK_SEATS = game_info("pook").max_players


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_no_pook_seat_s_colour_reads_as_a_faction_s(palette):
    near = min((difference(seat, faction), seat, name)
               for seat in palette.seats[:POOK_SEATS]
               for name, faction in palette.factions.items())
    assert near[0] >= 22, near  # (a seat in its faction's colour, as it was, is 0)


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_the_seats_colours_differ_from_one_another_and_names_in_them_read(palette):
    assert len(palette.seats) == max(game_info(g).max_players for g in ("pook", "rok", "totem"))
    assert min(difference(a, b) for a, b in combinations(palette.seats, 2)) >= 15
    for seat in palette.seats:  # a name is written in its seat's colour on each of these
        for ground in (palette.felt, palette.panel, palette.background):
            assert contrast(seat, ground) >= AA, (seat, ground)
