"""The app in windows of other sizes (dummy driver): a usual window is drawn at its size, a
small one gets a canvas of its aspect shrunk into it; clicks reach the widget and the card
under them, and a resize or F11 in the middle of a drag neither crashes nor drops the held
card."""

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.shell.menu import tile_rects
from scenes.shell.settings_scene import SettingsScene
from tests.scenes.conftest import FAST, start_table


@pytest.fixture
def wide_app(tmp_path):
    """A 1280×720 window: lower than the screens are made for, so its canvas is 1422×800,
    shown at 0.9 (the mouse needs mapping back)."""
    instance = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=FAST,
                              window_size=(1280, 720)))
    yield instance
    if instance.stack.scenes:
        instance.close()


def post(kind, pos, **data):
    if kind == pygame.MOUSEMOTION:
        data.setdefault("rel", (0, 0))
        data.setdefault("buttons", (1, 0, 0))
    else:
        data.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, pos=pos, **data))


def test_a_low_window_shows_a_canvas_of_its_aspect_filling_it(wide_app):
    wide_app.frame(FAST)
    screen = pygame.display.get_surface()
    assert screen.get_size() == (1280, 720)
    assert wide_app.screen.canvas_size == wide_app.ctx.canvas.size == (1422, 800)
    view = wide_app.screen.viewport
    assert view.rect == (0, 0, 1280, 720) and not view.bars()
    canvas_pixel = wide_app.screen.canvas.get_at((640, 20))[:3]
    shown = screen.get_at(wide_app.screen.viewport.to_window((640, 20)))[:3]
    assert max(abs(a - b) for a, b in zip(canvas_pixel, shown, strict=True)) <= 24


def test_a_full_hd_window_is_drawn_at_its_own_size(tmp_path):
    """Nothing scaled: the window's surface is the canvas, the screens laid out for it."""
    app = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=FAST,
                         window_size=(1920, 1080)))
    try:
        app.frame(FAST)
        assert app.screen.canvas is pygame.display.get_surface()
        assert app.ctx.canvas.size == (1920, 1080)
        assert app.stack.top.root.get_relative_rect().size == (1920, 1080)
    finally:
        app.close()


def test_a_new_window_size_lays_the_screens_out_again(wide_app):
    wide_app.frame(FAST)
    wide_app.screen.resize((1600, 900))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=900))
    wide_app.frame(FAST)
    assert wide_app.ctx.canvas.size == (1600, 900)
    assert wide_app.stack.top.root.get_relative_rect().size == (1600, 900)


def test_a_click_in_window_pixels_presses_the_widget_under_it(wide_app):
    wide_app.frame(FAST)
    button = Probe(wide_app).find("#menu_settings")
    at = wide_app.screen.viewport.to_window(button.rect.center)
    assert at != button.rect.center  # the window is not the canvas: a mapping is needed
    post(pygame.MOUSEMOTION, at, buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, at)
    post(pygame.MOUSEBUTTONUP, at)
    for _ in range(4):
        wide_app.frame(FAST)
    assert isinstance(wide_app.stack.top, SettingsScene)


def test_scenes_see_the_pointer_in_canvas_units(wide_app):
    wide_app.frame(FAST)
    menu = wide_app.stack.top
    for index, rect in enumerate(tile_rects(wide_app.ctx.canvas)):
        post(pygame.MOUSEMOTION, wide_app.screen.viewport.to_window(rect.center),
             buttons=(0, 0, 0))
        wide_app.frame(FAST)
        assert menu.hovered == index
    post(pygame.MOUSEMOTION, (2, 500), buttons=(0, 0, 0))  # at the window's left edge
    wide_app.frame(FAST)
    assert menu.hovered is None


def hold_a_card(app, scene):
    """Press a hand card and drag it a little (window pixels); returns the card."""
    for _ in range(40):
        if scene.my_turn and not scene.board.moving:
            break
        app.frame(FAST)
    card = scene.view["hand"][0]
    piece = scene.board.pieces[f"hand:{card}"]
    start = app.screen.viewport.to_window((piece.centre[0], piece.centre[1] + 20))
    post(pygame.MOUSEMOTION, start, buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, start)
    app.frame(FAST)
    post(pygame.MOUSEMOTION, (start[0], start[1] - 60))
    app.frame(FAST)
    assert scene.grip == ("hand", card) and scene.dragging
    return card


def drop_on_a_glowing_cell(app, scene, card):
    cell = sorted(scene.glow())[0]
    face = "W" if scene.warrior else "B"
    at = app.screen.viewport.to_window(scene.camera.centre(cell))
    post(pygame.MOUSEMOTION, at)
    app.frame(FAST)
    assert scene.grip == ("hand", card) and scene.mouse == app.screen.viewport.to_canvas(at)
    post(pygame.MOUSEBUTTONUP, at)
    app.frame(FAST)
    assert scene.session.record.actions[0] == f"play {card} {face} {cell}"


def test_a_resize_in_the_middle_of_a_drag_keeps_the_card_in_hand(wide_app):
    scene = start_table(wide_app, PookScene, "pook", (HUMAN, BOT), seed=6)
    assert isinstance(scene, PookScene)
    card = hold_a_card(wide_app, scene)
    wide_app.screen.resize((1024, 640))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=640))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    for _ in range(3):
        wide_app.frame(FAST)  # frames drawn at the new size, card still held
    assert wide_app.screen.viewport.rect == (0, 0, 1024, 640)
    assert pygame.display.get_surface().get_size() == (1024, 640)
    assert scene.grip == ("hand", card) and scene.dragging
    drop_on_a_glowing_cell(wide_app, scene, card)


def press_F11():
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode="",
                                             scancode=0))


def test_F11_in_the_middle_of_a_drag_goes_fullscreen_and_keeps_the_card_in_hand(wide_app):
    scene = start_table(wide_app, PookScene, "pook", (HUMAN, BOT), seed=6)
    card = hold_a_card(wide_app, scene)
    press_F11()
    wide_app.frame(FAST)
    assert wide_app.screen.fullscreen and wide_app.ctx.settings.fullscreen
    for kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):  # the old window's goodbye
        pygame.event.post(pygame.event.Event(kind))
    wide_app.frame(FAST)
    desktop = pygame.display.get_desktop_sizes()[0]
    assert pygame.display.get_surface().get_size() == desktop
    assert scene.grip == ("hand", card) and scene.dragging
    drop_on_a_glowing_cell(wide_app, scene, card)
    press_F11()
    wide_app.frame(FAST)
    assert not wide_app.screen.fullscreen
    assert pygame.display.get_surface().get_size() == (1280, 720)  # the window it was


def test_a_bot_game_runs_at_every_window_size(tmp_path):
    """Tables draw and present without trouble however the window is sized."""
    app = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=FAST,
                         window_size=(1366, 768)))
    try:
        start_table(app, PookScene, "pook", (BOT, BOT, BOT), seed=2)
        for size in ((2560, 1600), (800, 500), (1280, 800), (1000, 1000)):
            app.screen.resize(size)
            for _ in range(10):
                app.frame(FAST)
            assert app.screen.viewport.window == size
            assert (app.screen.canvas is pygame.display.get_surface()) == (size == (1280, 800))
    finally:
        app.close()


def test_F11_held_down_toggles_once_on_release(wide_app):
    """A held key repeats its press; only the release switches (SDL remakes the window, and
    a release lost with the old window must not leave fullscreen flickering)."""
    for _ in range(5):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                             unicode="", scancode=0))
        wide_app.frame(FAST)
    assert not wide_app.screen.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="",
                                         scancode=0))
    wide_app.frame(FAST)
    assert wide_app.screen.fullscreen


def test_the_pointer_leaving_the_window_still_drops_the_held_card(wide_app):
    """Outside a fullscreen switch, leaving the window ends a drag as before."""
    scene = start_table(wide_app, PookScene, "pook", (HUMAN, BOT), seed=6)
    hold_a_card(wide_app, scene)
    pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE))
    wide_app.frame(FAST)
    assert not scene.dragging and scene.pressed is None


def test_at_twice_the_size_each_canvas_pixel_is_an_exact_square(tmp_path):
    """A whole factor keeps every edge crisp: no blending between canvas pixels."""
    app = App(AppOptions(language="en", config_dir=tmp_path, fps=0, window_size=(2560, 1600)))
    try:
        app.frame(FAST)
        canvas, screen = app.screen.canvas, pygame.display.get_surface()
        squares = pygame.transform.scale(canvas, (2560, 1600))  # every pixel doubled each way
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(squares, "RGB")
        smooth = pygame.transform.smoothscale(canvas, (2560, 1600))
        assert pygame.image.tobytes(smooth, "RGB") != pygame.image.tobytes(squares, "RGB")
    finally:
        app.close()


def test_a_resize_under_the_pause_keeps_the_table_s_buttons_hidden(wide_app):
    """The table under the pause is laid out again for the new window, and its buttons stay
    hidden there: no click reaches them through the pause."""
    from scenes.frame.payloads import PausePayload
    from scenes.shell.pause import PauseOverlay

    scene = start_table(wide_app, PookScene, "pook", (HUMAN, BOT), seed=6)
    wide_app.stack.push(PauseOverlay, PausePayload("pook", in_game=True))
    wide_app.stack.apply_pending()
    wide_app.frame(FAST)
    wide_app.screen.resize((1600, 900))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=900))
    wide_app.frame(FAST)
    assert scene.root is not None and scene.root.get_relative_rect().size == (1600, 900)
    assert not scene.root.visible
