"""Zooming the RÖK cloth (scenes.games.rok.sight): Ctrl+wheel zooms and the plain wheel does
not; the runes are drawn larger where the zoom shows them, and a click there grabs them after
a pan; Ctrl+0 is the fitted cloth again; the keys' ring brings a rune off the shown cloth into
view. Frames of 10 ms: the bot's first grab (never within 0.65 s) waits meanwhile."""

import math

import pygame

from game.saves import BOT, HUMAN
from tests.scenes.keyplay import press, ring_stop
from tests.scenes.test_rok_scene import grab_ready

DT = 0.01


def post(app, kind, pos=None, **data):
    if pos is not None:
        data["pos"] = pos
    pygame.event.post(pygame.event.Event(kind, **data))
    app.frame(DT)


def wheel(app, notch, ctrl):
    pygame.key.set_mods(pygame.KMOD_LCTRL if ctrl else 0)
    try:
        post(app, pygame.MOUSEWHEEL, x=0, y=notch, flipped=False)
    finally:
        pygame.key.set_mods(0)


def drawn(scene):
    """Each face-up rune's centre and radius as drawn now."""
    return {rune: (scene.board.pieces[f"rune:{rune}"].centre,
                   scene.look_now(f"rune:{rune}")[0]) for rune in scene.face_up()}


def test_ctrl_and_the_wheel_zoom_the_cloth_the_plain_wheel_does_not(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    before = drawn(scene)
    seats = {seat: (scene.places.plate(seat), scene.places.balance(seat))
             for seat in range(2)}
    middle = tuple(round(c) for c in scene.places.middle)
    post(fast_app, pygame.MOUSEMOTION, middle, rel=(0, 0), buttons=(0, 0, 0))
    wheel(fast_app, 1, ctrl=False)
    assert scene.places.factor == 1.0 and drawn(scene) == before
    wheel(fast_app, 1, ctrl=True)
    wheel(fast_app, 1, ctrl=True)
    assert scene.places.factor > 1.5
    after = drawn(scene)
    for rune, (centre, radius) in before.items():  # larger and farther out, about the pointer
        assert after[rune][1] >= radius * 1.5
        assert math.dist(after[rune][0], middle) >= math.dist(centre, middle) * 1.4 - 2
    assert seats == {seat: (scene.places.plate(seat), scene.places.balance(seat))
                     for seat in range(2)}  # the seats' places stay where they were


def test_at_zoom_2_after_a_pan_a_click_on_a_rune_s_centre_grabs_it(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    sight, places = scene.sight, scene.places
    fitted = drawn(scene)
    sight.change(lambda: sight.zoom.zoom_at(2.0, places.middle, places.cloth_rect,
                                            places.play_area))
    shift = sight.zoom.shift
    start = (places.play_area.centerx, places.play_area.centery)
    post(fast_app, pygame.MOUSEBUTTONDOWN, start, button=2)  # the wheel button pans
    post(fast_app, pygame.MOUSEMOTION, (start[0] + 60, start[1] - 40), rel=(60, -40),
         buttons=(0, 1, 0))
    post(fast_app, pygame.MOUSEBUTTONUP, (start[0] + 60, start[1] - 40), button=2)
    assert scene.places.factor == 2.0 and sight.zoom.shift != shift
    zoom = sight.zoom
    shown = drawn(scene)
    inside = scene.places.play_area.inflate(-80, -80)
    rune = next(r for r in sorted(shown) if inside.collidepoint(shown[r][0])
                and scene.gesturing.stone_at(tuple(map(round, shown[r][0]))) == f"rune:{r}")
    centre, radius = shown[rune]
    assert math.dist(centre, zoom.apply(fitted[rune][0])) < 8  # where the zoom shows it,
    assert radius >= 2 * fitted[rune][1] - 1  # drawn twice as large
    pos = (round(centre[0]), round(centre[1]))
    post(fast_app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    post(fast_app, pygame.MOUSEBUTTONDOWN, pos, button=1)
    post(fast_app, pygame.MOUSEBUTTONUP, pos, button=1)
    fast_app.frame(DT)
    assert any(a.startswith(f"grab 0 {rune}") for a in scene.session.record.actions)


def test_ctrl_0_brings_back_the_fitted_cloth(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    before = drawn(scene)
    press(fast_app, pygame.K_EQUALS, dt=DT)  # + (also the keypad's)
    press(fast_app, pygame.K_KP_PLUS, dt=DT)
    assert scene.places.factor > 1.5 and drawn(scene) != before
    press(fast_app, pygame.K_0, mod=pygame.KMOD_LCTRL, dt=DT)
    assert scene.places.sight == (1.0, 0.0, 0.0)
    assert drawn(scene) == before


def test_the_keys_ring_brings_a_rune_off_the_shown_cloth_into_view(fast_app):
    scene = grab_ready(fast_app, (HUMAN, BOT))
    scene.sight.change(lambda: scene.sight.zoom.zoom_at(
        3.0, scene.places.cloth_rect.topleft, scene.places.cloth_rect, scene.places.play_area))
    view = scene.places.play_area
    press(fast_app, pygame.K_DOWN, dt=DT)  # the first arrow shows the ring
    brought = 0
    for _ in range(len(scene.face_up()) + 1):
        stop = ring_stop(scene)
        assert stop is not None and stop.key.startswith("rune:")
        assert view.contains(pygame.Rect(stop.rect))
        hidden = {f"rune:{r}" for r in scene.face_up()
                  if not view.contains(scene.keys.stone_rect(f"rune:{r}"))}
        press(fast_app, pygame.K_RIGHT, dt=DT)
        brought += ring_stop(scene).key in hidden
    assert brought  # (some lay off the shown cloth when the ring went to them)
