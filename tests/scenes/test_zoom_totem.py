"""Zooming the Totem table (scenes.games.totem.sight): Ctrl+wheel zooms and the plain wheel
does not, the cards are drawn at the zoomed size, a card dragged on a zoomed and panned table
lands in the slot under the pointer, Ctrl+0 brings the fitted table back, and the keys' ring
brings a card off the screen into view."""

import pygame

from scenes.app.smoke import Probe
from tests.scenes.conftest import FAST, run_fast
from tests.scenes.keyplay import press
from tests.scenes.test_fill_totem import open_table, settle

LAPTOP = (1334, 688)  # canvas 1551×800, shown at 0.86


def post(app, kind, pos, **data):
    """A mouse event at canvas point ``pos`` (posted in window pixels, as SDL's are)."""
    data["pos"] = app.screen.viewport.to_window(pos)
    if kind == pygame.MOUSEMOTION:
        data.setdefault("rel", (0, 0))
        data.setdefault("buttons", (0, 0, 0))
    else:
        data.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, **data))


def wheel(app, ctrl):
    pygame.key.set_mods(pygame.KMOD_LCTRL if ctrl else 0)
    try:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        app.frame(FAST)
    finally:
        pygame.key.set_mods(0)


def card_boxes(table):
    return {r.name: pygame.Rect(r.box) for r in table.regions() if r.kind == "card"}


def test_ctrl_and_the_wheel_zoom_the_plain_wheel_does_not(tmp_path):
    app, table = open_table(tmp_path, LAPTOP)
    try:
        settle(app, table)
        fitted = card_boxes(table)
        pointer = table.geo.slot_rect(True, 2).center
        post(app, pygame.MOUSEMOTION, pointer)
        wheel(app, ctrl=False)
        assert table.sight.zoom.factor == 1.0 and card_boxes(table) == fitted
        wheel(app, ctrl=True)
        zoom = table.sight.zoom
        assert zoom.factor > 1.0
        app.frame(FAST)
        face = table.view["hand"][0]
        box = card_boxes(table)[f"card:{face}"]
        assert box.w > fitted[f"card:{face}"].w  # drawn larger...
        assert table.art.card(face).get_size() == box.size  # ...at its size, not scaled up
        slot = card_boxes(table)["slot:own:2"]  # (the zoom is about the pointer)
        assert pygame.Vector2(slot.center).distance_to(pointer) < 2
    finally:
        app.close()


def test_a_card_dragged_on_a_zoomed_and_panned_table_lands_in_the_slot(tmp_path):
    app, table = open_table(tmp_path, LAPTOP)
    try:
        settle(app, table)
        sight, geo = table.sight, table.geo
        zoom, view = sight.zoom, geo.view
        about = (round(geo.centre_x), round((geo.own_zone_y + geo.own_hand_y) / 2))
        sight.change(lambda: zoom.zoom_at(2.0, about, view, view))
        zoomed = zoom.shift
        start = view.center  # a pan, the wheel button held
        post(app, pygame.MOUSEBUTTONDOWN, start, button=2)
        post(app, pygame.MOUSEMOTION, (start[0] - 90, start[1] - 60), buttons=(0, 1, 0))
        post(app, pygame.MOUSEBUTTONUP, (start[0] - 90, start[1] - 60), button=2)
        app.frame(FAST)
        assert zoom.factor == 2.0 and zoom.shift == (zoomed[0] - 90, zoomed[1] - 60)
        shown = {face: zoom.apply(table.board.pieces[f"card:{face}"].centre)
                 for face in table.view["hand"]}
        face = min(shown, key=lambda face: abs(shown[face][0] - view.centerx))
        card = shown[face]
        target = tuple(round(c) for c in zoom.apply(geo.slot_centre(True, 2)))
        assert view.collidepoint(card) and view.collidepoint(target)
        assert not geo.slot_rect(True, 2).collidepoint(target)  # (the zoom moved it)
        run_fast(app, Probe(app).drag((round(card[0]), round(card[1])), target))
        settle(app, table)
        assert table.arranged[1] == face
        box = table.piece_box(table.board.pieces[f"card:{face}"])
        assert pygame.Vector2(box.center).distance_to(target) < 2
        assert box.w >= 2 * geo.card[0] - 2
    finally:
        app.close()


def test_ctrl_0_brings_the_fitted_table_back(tmp_path):
    app, table = open_table(tmp_path, LAPTOP)
    try:
        settle(app, table)
        fitted = card_boxes(table)
        press(app, pygame.K_PLUS)
        press(app, pygame.K_KP_PLUS)
        assert table.sight.zoom.factor > 1.5 and card_boxes(table) != fitted
        press(app, pygame.K_0)  # (without Ctrl: nothing)
        assert table.sight.zoom.factor > 1.5
        press(app, pygame.K_0, mod=pygame.KMOD_LCTRL)
        assert table.sight.zoom.factor == 1.0 and table.sight.zoom.shift == (0.0, 0.0)
        assert card_boxes(table) == fitted
    finally:
        app.close()


def test_the_keys_bring_the_ring_s_card_into_view(tmp_path):
    app, table = open_table(tmp_path, LAPTOP)
    try:
        settle(app, table)
        sight = table.sight
        view = table.geo.view
        sight.change(lambda: sight.zoom.zoom_at(3.0, view.topleft, view, view))
        brought = 0
        for _ in range(8):
            if table.focus.zone == "hand" and table.focus.shown:
                break
            press(app, pygame.K_TAB)
        assert table.focus.zone == "hand"
        for _ in range(len(table.view["hand"])):
            ring = table.focus.ring(table.key_zones())
            assert ring is not None and view.contains(ring)
            off = {stop.key for zone in table.key_zones() if zone.name == "hand"
                   for stop in zone.stops if not view.contains(stop.rect)}
            press(app, pygame.K_RIGHT)
            brought += table.focus.stop in off
        assert brought  # (some were off the screen when the ring went to them)
    finally:
        app.close()
