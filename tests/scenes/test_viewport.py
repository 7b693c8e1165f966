"""The canvas a window gets, the window ↔ canvas mapping, and the window's size at start."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scenes.kit.regions import inside, overlap
from scenes.kit.viewport import (
    MIN_WINDOW,
    Viewport,
    centred,
    choose_window,
    first_window,
    fits,
    position_fits,
    usable,
)

CANVAS = (1280, 800)
SIZES = [(1024, 640), (1280, 720), (1366, 768), (1920, 1080), (2560, 1600), (1920, 1200),
         (800, 1200), (1280, 800), (333, 999)]


@pytest.mark.parametrize("window", SIZES)
def test_the_canvas_holds_the_smallest_and_fills_the_window_centred(window):
    view = Viewport.fit(window, CANVAS)
    left, top, width, height = view.rect
    assert view.canvas[0] >= CANVAS[0] and view.canvas[1] >= CANVAS[1]  # screens fit in it
    assert left >= 0 and top >= 0 and left + width <= window[0] and top + height <= window[1]
    assert window[0] - width < max(2, view.scale) and window[1] - height < max(2, view.scale)
    assert abs(left - (window[0] - left - width)) <= 1  # what is left over, shared
    assert abs(top - (window[1] - top - height)) <= 1


def test_usual_windows_are_drawn_at_their_own_size():
    for window in ((1280, 800), (1366, 768 - 80), (1920, 1080), (1920, 1200), (2000, 1500)):
        view = Viewport.fit(window, CANVAS)
        if window[0] >= 1280 and window[1] >= 800:
            assert view.identity and view.scale == 1 and view.bars() == []


def test_known_canvases():
    assert Viewport.fit((1920, 1080), CANVAS).canvas == (1920, 1080)
    assert Viewport.fit((2560, 1600), CANVAS).canvas == (1280, 800)  # two to a pixel
    assert Viewport.fit((2600, 1700), CANVAS).canvas == (1300, 850)
    assert Viewport.fit((1280, 720), CANVAS).canvas == (1422, 800)  # shrunk by 0.9
    assert Viewport.fit((1334, 688), CANVAS).canvas == (1551, 800)
    assert Viewport.fit((1024, 640), CANVAS).canvas == (1280, 800)
    assert Viewport.fit((1280, 1000), CANVAS).rect == (0, 0, 1280, 1000)


def test_only_a_whole_factor_leaves_a_pixel_or_two():
    view = Viewport.fit((2561, 1601), CANVAS)
    assert view.scale == 2 and view.canvas == (1280, 800)
    assert view.bars() == [(0, 0, 0, 1601), (2560, 0, 1, 1601)]
    assert Viewport.fit((1920, 1080), CANVAS).bars() == []


def test_mapping_known_points():
    view = Viewport.fit((1280, 720), CANVAS)  # scale 0.9, the canvas 1422×800
    assert view.to_canvas((0, 0)) == (0, 0)
    assert view.to_canvas((0.9 * 640, 0.9 * 400)) == (640, 400)
    assert view.to_canvas((1279, 719)) == (1421, 799)
    double = Viewport.fit((2560, 1600), CANVAS)
    assert double.to_canvas((1, 1)) == (0, 0)
    assert double.to_canvas((2, 3)) == (1, 1)
    assert double.to_window((1, 1)) == (3, 3)


def test_positions_off_the_picture_map_to_the_nearest_edge():
    view = Viewport.fit((2561, 1601), CANVAS)
    assert view.to_canvas((2560, 0)) == (1279, 0)
    assert view.to_canvas((-40, -40)) == (0, 0)


windows = st.tuples(st.integers(200, 4000), st.integers(200, 3000))
points = st.tuples(st.integers(0, CANVAS[0] - 1), st.integers(0, CANVAS[1] - 1))  # in any canvas


@given(windows, points)
def test_a_canvas_point_shown_in_the_window_maps_back_to_itself_or_its_neighbour(window, point):
    view = Viewport.fit(window, CANVAS)
    shown = view.to_window(point)
    x, y, w, h = view.rect
    assert x <= shown[0] < x + w and y <= shown[1] < y + h
    back = view.to_canvas(shown)
    # below scale 1 several canvas pixels share one window pixel: never more than 1/scale off
    slack = 0 if view.scale >= 1 else int(1 / view.scale) + 1
    assert abs(back[0] - point[0]) <= slack and abs(back[1] - point[1]) <= slack


@given(windows, st.tuples(st.integers(0, 4000), st.integers(0, 3000)))
def test_every_window_pixel_maps_inside_the_canvas(window, pos):
    view = Viewport.fit(window, CANVAS)
    x, y = view.to_canvas(pos)
    assert 0 <= x < view.canvas[0] and 0 <= y < view.canvas[1]


@given(windows, st.tuples(st.integers(0, 1279), st.integers(0, 799), st.integers(1, 400),
                          st.integers(1, 400)))
def test_a_canvas_rectangle_covers_the_window_pixels_of_its_corners(window, box):
    view = Viewport.fit(window, CANVAS)
    x, y, w, h = box
    wx, wy, ww, wh = view.rect_to_window(box)
    for corner in ((x, y), (x + w - 1, y + h - 1)):
        px, py = view.to_window(corner)
        assert wx <= px <= wx + ww and wy <= py <= wy + wh


@pytest.mark.parametrize("desktop", [(1024, 640), (1280, 720), (1366, 768), (1920, 1080),
                                     (2560, 1600), (1280, 800), (800, 600)])
def test_the_first_window_takes_the_usable_desktop(desktop):
    size = first_window(desktop)
    assert size == usable(desktop)
    assert size[1] <= desktop[1] - 48 - 32  # a taskbar and a title bar still fit
    assert fits(size, desktop)
    assert position_fits(centred(size, desktop), size, desktop)


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 720)])
def test_the_first_window_takes_at_least_88_percent_of_a_small_laptop(desktop):
    size = first_window(desktop)
    assert min(size[0] / desktop[0], size[1] / desktop[1]) >= 0.88


def test_a_remembered_window_comes_back_only_if_it_still_fits():
    assert fits((1600, 1000), (1920, 1200))
    assert not fits((1600, 1000), (1366, 768))  # the laptop, after the big screen
    assert not fits((100, 100), (1366, 768))
    assert fits(MIN_WINDOW, (1366, 768))
    assert position_fits((10, 40), (1100, 688), (1366, 768))
    assert not position_fits((300, 40), (1100, 688), (1366, 768))  # its right side off screen
    assert not position_fits((0, -16), (1100, 688), (1366, 768))
    assert not position_fits((2000, 40), (1100, 688), (1366, 768))  # a screen now gone


def test_choose_window_restores_what_still_fits_each_on_its_own():
    laptop, big = (1366, 768), (2560, 1600)
    assert choose_window(big, (1600, 1000), (100, 200)) == ((1600, 1000), (100, 200))
    size, place = choose_window(laptop, (1600, 1000), (100, 200))
    assert size == first_window(laptop) and place == centred(size, laptop)
    assert choose_window(laptop, (1000, 625), (300, 60)) == ((1000, 625), (300, 60))
    assert choose_window(laptop, (1000, 625), (900, 60))[1] == centred((1000, 625), laptop)
    assert choose_window(laptop, None, None) == (first_window(laptop),
                                                 centred(first_window(laptop), laptop))


boxes = st.tuples(st.integers(0, 1200), st.integers(0, 700), st.integers(1, 300),
                  st.integers(1, 300))


@given(windows, boxes, boxes)
def test_boxes_apart_on_the_canvas_stay_apart_in_the_window_and_inside_stays_inside(window, a, b):
    view = Viewport.fit(window, CANVAS)
    wa, wb = view.rect_to_window(a), view.rect_to_window(b)
    if not overlap(a, b):
        assert not overlap(wa, wb)
    if inside(a, b):
        assert inside(wa, wb)
