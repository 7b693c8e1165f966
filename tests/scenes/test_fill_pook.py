"""The Pook board at the window's size: the square that can still hold cards drawn big,
zoom and pan that keep every gesture on the right cell, the keys' ring brought into view,
and the Visible Warriors' names whole."""

import pygame
import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.games.pook import layout as geo
from scenes.games.pook.scene import PookScene
from scenes.kit.pieces.pook_art import HAND
from scenes.kit.pieces.pook_words import faction_name
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.keyplay import press


def laptop(tmp_path, language="en"):
    """A 1366×768 laptop's usable desktop: canvas 1551×800 shown at 0.86."""
    return App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                          fps=0, fixed_dt=FAST, window_size=(1334, 688)))


@pytest.fixture
def small(tmp_path):
    instance = laptop(tmp_path)
    yield instance
    if instance.stack.scenes:
        instance.close()


def square_of(scene) -> tuple[int, int]:
    low_col, high_col, low_row, high_row = geo.bounds(geo.available(scene.view["table"]))
    return high_col - low_col + 1, high_row - low_row + 1


def bots_to_a_5x5_square(app):
    scene = start_table(app, PookScene, "pook", (BOT, BOT, BOT, BOT), seed=8)
    for _ in range(3000):
        app.frame(FAST)
        if square_of(scene) == (5, 5) and not scene.board.moving:
            break
    assert square_of(scene) == (5, 5)
    for _ in range(60):  # the board glides to its new fit
        if not scene.camera.gliding:
            break
        scene.update(FAST)
    assert not scene.camera.gliding
    return scene


def test_a_5x5_square_on_a_laptop_shows_board_cards_as_big_as_the_hand(small):
    assert small.ctx.canvas.size == (1551, 800)
    scene = bots_to_a_5x5_square(small)
    width, height = scene.board_card_size()
    assert width >= 84 and width >= HAND[0]  # 72 window pixels at 0.86
    assert scene.card_digit_px() >= 17  # 14 window pixels
    piece = next(p for k, p in scene.board.pieces.items() if k.startswith("t:"))
    assert scene.painter.grid_card(piece.face).get_size() == (width, height)  # drawn at size
    for cell in geo.available(scene.view["table"]):  # the square is whole in the window
        assert scene.camera.window.contains(scene.camera.cell_box(cell))


def test_cells_that_can_no_longer_be_used_are_not_drawn_at_full_strength(small):
    scene = bots_to_a_5x5_square(small)
    surface = pygame.Surface(small.ctx.canvas.size)
    scene.draw(surface)
    edge = scene.ctx.palette.panel_edge
    taken = {entry["cell"] for entry in scene.view["table"]}
    free = geo.available(scene.view["table"])
    camera = scene.camera

    def outline(cell):
        box = camera.cell_box(cell)
        return tuple(surface.get_at((box.left, box.centery)))[:3]

    empty = [cell for cell in free if cell not in taken]
    assert empty and all(outline(cell) == edge for cell in empty)  # (what full strength is)
    shown = [cell for cell in geo.ALL_CELLS if cell not in free
             and camera.window.contains(camera.cell_box(cell))]
    assert shown  # (the window is wider than the square: some lie in it)
    assert all(outline(cell) != edge for cell in shown)


def post(kind, pos, **data):
    if kind == pygame.MOUSEMOTION:
        data.setdefault("rel", (0, 0))
        data.setdefault("buttons", (1, 0, 0))
    else:
        data.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, pos=pos, **data))


def human_game(app):
    scene = start_table(app, PookScene, "pook", (HUMAN, BOT), seed=6)
    lift_curtain(app)
    for _ in range(40):
        if scene.my_turn and not scene.board.moving:
            break
        app.frame(FAST)
    assert scene.my_turn
    return scene


def test_a_hand_card_dropped_on_a_zoomed_and_panned_board_lands_under_the_pointer(small):
    scene = human_game(small)
    camera, view = scene.camera, small.screen.viewport
    scene.sight.move_camera(lambda: camera.zoom.zoom_at(1.5, camera.window.center, camera.content,
                                                  camera.window))
    start = view.to_window(camera.window.center)  # a pan with the wheel button held
    post(pygame.MOUSEBUTTONDOWN, start, button=2)
    post(pygame.MOUSEMOTION, (start[0] + 70, start[1] + 40), buttons=(0, 1, 0))
    post(pygame.MOUSEBUTTONUP, (start[0] + 70, start[1] + 40), button=2)
    small.frame(FAST)
    assert camera.zoom.factor == 1.5 and camera.zoom.shift != (0.0, 0.0)
    card = scene.view["hand"][0]
    piece = scene.board.pieces[f"hand:{card}"]
    at = view.to_window((piece.centre[0], piece.centre[1] + 20))
    post(pygame.MOUSEMOTION, at, buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, at)
    small.frame(FAST)
    post(pygame.MOUSEMOTION, (at[0], at[1] - 60))
    small.frame(FAST)
    assert scene.grip == ("hand", card)
    glowing = [cell for cell in sorted(scene.glow())
               if camera.window.inflate(-40, -40).collidepoint(camera.centre(cell))]
    assert glowing
    cell = glowing[-1]
    target = view.to_window(camera.centre(cell))
    unzoomed = geo.Camera(camera.window)
    unzoomed.fit(camera.window, scene.grid_free, True)
    assert unzoomed.cell_at(view.to_canvas(target)) != cell  # (the zoom moved it)
    post(pygame.MOUSEMOTION, target)
    small.frame(FAST)
    post(pygame.MOUSEBUTTONUP, target)
    small.frame(FAST)
    face = "W" if scene.warrior else "B"
    assert scene.session.record.actions[0] == f"play {card} {face} {cell}"


def test_the_keys_bring_the_ring_s_cell_into_view(small):
    scene = human_game(small)
    camera = scene.camera
    corner = camera.content.topleft
    scene.sight.move_camera(lambda: camera.zoom.zoom_at(3.0, corner, camera.content, camera.window))
    press(small, pygame.K_TAB)
    while scene.focus.zone != "hand":
        press(small, pygame.K_TAB)
    press(small, pygame.K_RETURN)  # the card picked up: the ring goes to its cells
    assert scene.focus.zone == "targets"
    brought = 0
    for _ in range(len(scene.glow()) + 1):
        following = [cell for cell in scene.glow()
                     if not camera.window.contains(camera.cell_box(cell))]
        press(small, pygame.K_RIGHT)
        cell = scene.focus.stop.removeprefix("cell:")
        assert camera.window.contains(camera.cell_box(cell))
        brought += cell in following
    assert brought  # (some were off the window when the ring went to them)


def test_ctrl_and_the_wheel_zoom_the_plain_wheel_does_not(small):
    scene = human_game(small)
    camera = scene.camera
    pointer = small.screen.viewport.to_window(camera.window.center)
    post(pygame.MOUSEMOTION, pointer, buttons=(0, 0, 0))
    pygame.key.set_mods(0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    small.frame(FAST)
    assert camera.zoom.factor == 1.0
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    try:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        small.frame(FAST)
    finally:
        pygame.key.set_mods(0)
    assert camera.zoom.factor > 1.0
    press(small, pygame.K_0, mod=pygame.KMOD_LCTRL)
    assert camera.zoom.factor == 1.0


def test_the_visible_warriors_names_are_whole_in_french_at_150(tmp_path):
    app = laptop(tmp_path, "fr")
    try:
        app.ctx.change_settings(text_scale=150)
        scene = start_table(app, PookScene, "pook", (BOT, BOT, BOT, BOT), seed=8)
        app.frame(FAST)
        scene.view["faction_totals"] = {"K": 12, "M": 14, "O": 18, "V": 11}
        scene.recompose()
        assets = app.ctx.assets
        marks = {region.name: region.box for region in scene.drawn_regions()}
        for letter in "KMOV":
            name, box = faction_name(app.ctx.tr, letter), marks[f"total_name:{letter}"]
            whole = {assets.font(size, fixed=True).size(name)[0] for size in range(15, 24)}
            assert pygame.Rect(box).width in whole, name  # not "Cheva…"
            assert not pygame.Rect(box).colliderect(marks[f"total:{letter}"])
    finally:
        app.close()



def visible_banners_taken(tmp_path, window=None):
    """French at 150 %, four long names, Visible Banners: the viewer (a human) takes the
    first Banner, a full hand left."""
    from scenes.app.navigation import table_scene
    from scenes.frame.catalogue import GameSetup
    from tools.screen_walk import LONG_NAMES

    app = App(AppOptions(language="fr", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, **({"window_size": window} if window else {})))
    app.ctx.change_settings(text_scale=150)
    seats = tuple(Seat(LONG_NAMES[i], HUMAN if i == 0 else BOT, None if i == 0 else "hard")
                  for i in range(4))
    app.stack.reset(table_scene("pook"), GameSetup("pook", seats, 5, {"visible_banners": True}))
    app.stack.apply_pending()
    scene = app.stack.top
    for _ in range(200):
        if scene.my_turn and not scene.board.moving:
            break
        app.frame(FAST)
    scene.act(next(action for action in scene.legal if action.startswith("banner")))
    for _ in range(10):
        app.frame(FAST)
    assert scene.view["first_banner"] == [0] and len(scene.view["hand"]) == 6
    return app, scene


def test_the_viewers_corner_is_whole_at_150_beside_a_full_hand_with_visible_banners(tmp_path):
    """On the narrowest canvas (1280×800): the viewer's long name marked "(vous)", its
    Banner beside it and "+1 première" under that stand whole at the text size, clear of
    each other, of the hold-to-see button and of a full hand (which lies further right);
    the Banners still to take start under their title. (The name stepped down and was cut;
    "+1 première" lay over the Banner and the hand.)"""
    from scenes.kit.regions import overlap, problems
    from tools.screen_walk import LONG_NAMES

    app, scene = visible_banners_taken(tmp_path)
    try:
        assert app.ctx.canvas.size == (1280, 800) and scene.view["banners_available"]
        marks = {region.name: region.box for region in scene.drawn_regions()}
        font = app.ctx.assets.font(18, bold=True)
        assert marks["own_name"][2] == font.size(f"{LONG_NAMES[0]} (vous)")[0]  # whole, grown
        corner = [marks[name] for name in ("own_name", "own_banner", "own_first", "peek")]
        hand = [box for name, box in marks.items() if name.startswith("hand:")]
        for i, box in enumerate(corner):
            assert not any(overlap(box, other) for other in corner[i + 1:] + hand), box
        assert problems(scene.drawn_regions(), tuple(app.ctx.canvas)) == []
    finally:
        app.close()


def test_a_laptops_plates_keep_long_names_whole_beside_their_banners(tmp_path):
    """Four seats on a 1366×768 laptop at 150 %: a plate showing its seat's Banner (Visible
    Banners, or the end) writes the long name whole; its "6 en main" gives way (the backs
    show as many cards)."""
    from tools.screen_walk import LONG_NAMES

    app, scene = visible_banners_taken(tmp_path, (1334, 688))
    try:
        scene.view["banners"] = ["KM", "KO", "MV", "OV"]  # every plate shows one
        scene.recompose()
        marks = {region.name: region.box for region in scene.drawn_regions()}
        font = app.ctx.assets.font(18, bold=True)
        for seat in (1, 2, 3):
            assert marks[f"name:{seat}"][2] == font.size(LONG_NAMES[seat])[0], seat
    finally:
        app.close()
