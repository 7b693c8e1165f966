"""RÖK laid out for the window: the cloth and its stones as large as the play area allows
(stones drawn at that size, clicks following them), the plates clear of it, the instruction
box growing with the text size, and the bots' plates saying their level."""

import math

import pygame
import pytest

from game.rok.components import TABLE_RADIUS
from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.rok import layout as geo
from scenes.games.rok.scene import RokScene
from scenes.kit.regions import problems
from tests.scenes.conftest import FAST
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_rok_scene import frames_until, played_grabs

SIZES = [(1280, 800), (1334, 688), (1248, 640), (1888, 1000), (1920, 1080)]


@pytest.fixture
def make_app(tmp_path):
    """Apps of a window size (one at a time), closed after the test."""
    made = []

    def make(size, language="en", text_scale=100):
        if made:
            made.pop().close()
        app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                             fps=0, fixed_dt=FAST, window_size=size))
        app.ctx.change_settings(text_scale=text_scale)  # (the config folder is shared)
        made.append(app)
        return app

    yield make
    for app in made:
        if app.stack.scenes:
            app.close()


def start(app, kinds, seed=3, level="random"):
    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else level)
                  for i, kind in enumerate(kinds))
    app.stack.push(RokScene, GameSetup("rok", seats, seed))
    app.stack.apply_pending()
    run(app, iter(range(2)))
    return app.stack.top


def grab_ready(app, kinds=(HUMAN, BOT, BOT, BOT, BOT)):
    """A table whose runes rest after the first throw, a face-up rune to grab."""
    for attempt in range(20):
        scene = start(app, kinds, 3 + attempt)
        run(app, Probe(app).key(pygame.K_SPACE))
        frames_until(app, lambda scene=scene: scene.my_turn or scene.session.is_terminal()
                     or (scene.view["phase"] != "grab" and scene.session.record.actions))
        if scene.grabbing and scene.face_up():
            return scene
        app.stack.pop()
        app.stack.apply_pending()
    raise AssertionError("no throw left a rune to grab")


def test_a_larger_window_gets_a_larger_cloth_and_stones_drawn_larger(make_app):
    """1888×1000 (a 1920×1080 desktop's window) against 1280×800: the cloth grows with the
    play area's height, and every face-up stone on it is drawn at the size it grew to."""
    found = {}
    for size in ((1280, 800), (1888, 1000)):
        scene = grab_ready(make_app(size))
        places = scene.places
        assert places.play_area == scene.play_area()  # laid out in the table's play area
        cloth = [f"rune:{r}" for r in scene.face_up() if f"rune:{r}" in scene.board.pieces]
        radii = {round(scene.look_now(key)[0]) for key in cloth}
        assert radii == {places.stone}, (size, radii)
        image = scene.art.stone("w1", places.stone)  # (drawn at that size, not scaled up)
        assert image.get_width() >= 2 * places.stone
        found[size] = (places.table_px, places.stone)
    (small_cloth, small_stone), (big_cloth, big_stone) = found[(1280, 800)], found[(1888, 1000)]
    assert small_cloth == geo.TABLE_PX and small_stone == geo.STONE  # (the smallest canvas)
    assert big_cloth >= 1.25 * small_cloth
    assert big_stone == pytest.approx(small_stone * big_cloth / small_cloth, abs=0.5)


def test_on_a_1366x768_laptop_stones_are_28_px_and_zoom_makes_them_larger(make_app):
    """Its window (1334×688) shows a 1551×800 canvas at 0.86: the cloth keeps the height the
    plates above and below leave it (what to do now stands beside the bottom one), a stone
    is at least 28 window pixels across, and the zoom shows it larger."""
    app = make_app((1334, 688))
    scene = grab_ready(app)
    scale = app.screen.viewport.scale
    assert app.ctx.canvas.size == (1551, 800)
    assert scene.places.table_px == geo.TABLE_PX
    key = f"rune:{sorted(scene.face_up())[0]}"
    across = 2 * scene.look_now(key)[0] * scale
    assert across >= 28, across


@pytest.mark.parametrize("size", SIZES)
def test_a_click_on_a_stones_centre_grabs_that_stone(make_app, size):
    """The stones lie where the cloth's own scale puts the core's places, and a click at a
    stone's centre, in window pixels, reaches it and grabs it."""
    app = make_app(size)
    scene = grab_ready(app, (HUMAN, BOT))
    places = scene.places
    assert places.scale == pytest.approx(places.table_px / TABLE_RADIUS)
    assert places.table_px == geo.table_radius(scene.play_area())
    state = scene.session.state
    rune = next((r for r in sorted(scene.face_up())
                 if math.dist(scene.board.pieces[f"rune:{r}"].end,
                              places.to_screen(*state.table[r][:2])) < 0.5), None)
    assert rune is not None  # (one not drawn aside from a heap)
    centre = scene.board.pieces[f"rune:{rune}"].end
    at = app.screen.viewport.to_window(centre)
    back = app.screen.viewport.to_canvas(at)
    assert math.dist(back, centre) <= 2 / app.screen.viewport.scale
    assert scene.gesturing.stone_at(back) == f"rune:{rune}"
    run(app, Probe(app).click_at((round(centre[0]), round(centre[1]))))
    frames_until(app, lambda: f"grab 0 {rune}" in played_grabs(scene), 60)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_plates_fit_beside_the_cloth(make_app, size, players):
    """Every plate in the play area, clear of the others, of the log and of the cloth (as
    much as on the smallest canvas), the table's regions keeping the layout rules."""
    app = make_app(size, "fr", 150)
    scene = start(app, (HUMAN,) + (BOT,) * (players - 1))
    run(app, iter(range(10)))
    places = scene.places
    plates = [places.plate(seat) for seat in range(players)]
    for seat, plate in enumerate(plates):
        assert scene.play_area().contains(plate), (seat, plate)
        assert not plate.colliderect(scene.log_rect)
        assert places.clear_of_rim(plate, plate.height), (seat, plate)
        assert plate.collidelist(plates[seat + 1:]) == -1, (seat, plates)
    assert problems(scene.regions(), app.ctx.canvas) == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_instruction_box_grows_at_150_percent_text(make_app, language):
    """What to do now, on the smallest canvas and a laptop's: at 150 % clearly (10 %)
    taller than at 100 % (its box grows; in the old one the longest fell back to 100 %),
    every word still in its box."""
    for size in ((1280, 800), (1334, 688)):
        heights = {}
        for scale in (100, 150):
            app = make_app(size, language, scale)
            scene = start(app, (HUMAN, BOT, BOT, BOT, BOT))
            for key in ("rok.status.grab_one", "rok.status.grab_one_keys", "rok.status.why_order"):
                font, lines = scene.painter.status_lines(app.ctx.tr(key))
                room = scene.places.status_rect(scale)
                assert max(font.size(line)[0] for line in lines) <= room.width - 12  # (inside)
                heights[scale, key] = font.get_height()
        for key in ("rok.status.grab_one", "rok.status.grab_one_keys", "rok.status.why_order"):
            assert heights[150, key] >= 1.1 * heights[100, key], (size, key, heights)


@pytest.mark.parametrize(("language", "words"), [("en", "Bot · Hard"), ("fr", "Robot · Difficile")])
def test_a_bots_plate_says_it_is_a_bot_and_its_level(make_app, language, words):
    app = make_app((1280, 800), language)
    scene = start(app, (HUMAN, BOT, BOT), level="hard")
    run(app, iter(range(5)))
    drawn = {r.name: pygame.Rect(r.box) for r in scene.drawn.regions()}
    assert scene.pace.bot_words(0) is None and "bot:0" not in drawn  # (a person's plate)
    for seat in (1, 2):
        assert scene.pace.bot_words(seat) == words
        plate = scene.places.plate(seat)
        font = scene.pace.plate_fonts()[2]
        assert plate.contains(drawn[f"bot:{seat}"])
        assert drawn[f"bot:{seat}"].width == font.size(words)[0]  # whole, not cut


@pytest.mark.parametrize(("size", "language", "scale"), [
    ((1334, 688), "fr", 150), ((1248, 640), "en", 150), ((1888, 1000), "en", 100)])
def test_long_real_names_are_whole_on_their_plates(make_app, size, language, scale):
    """Five seats of the longest real names (16 letters): each plate is as wide as its
    name (the viewer's with "(you)"), so none is shortened, and the plates keep clear of
    the cloth and of each other."""
    from scenes.table.yours import marked_name, plate_name
    from tools.screen_walk import LONG_NAMES

    app = make_app(size, language, scale)
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT, None if i == 0 else "random")
                  for i, name in enumerate(LONG_NAMES))
    app.stack.push(RokScene, GameSetup("rok", seats, 3))
    app.stack.apply_pending()
    run(app, iter(range(5)))
    scene = app.stack.top
    places, font = scene.places, scene.pace.plate_fonts()[0]
    plates = [places.plate(seat) for seat in range(5)]
    for seat, plate in enumerate(plates):
        whole = marked_name(scene, seat)
        assert scene.name(seat) == LONG_NAMES[seat]  # (the table's cap holds it)
        assert plate_name(scene, seat, font, plate.width - 16) == whole, (seat, plate)
        assert places.clear_of_rim(plate, plate.height), (seat, plate)
        assert plate.collidelist(plates[seat + 1:]) == -1, (seat, plates)
        assert scene.play_area().contains(plate)
    assert problems(scene.regions(), app.ctx.canvas) == []


def test_wider_side_plates_take_their_room_from_the_cloth():
    """On the smallest canvas's play area the side seats' plates (a long name's, at larger
    text) are as wide as told; the cloth gives up as much of its radius as they are wider
    than the table's plate, so they keep clear of it and of each other. Where the play area
    has that room beside the cloth (a laptop's), the cloth keeps its size."""
    wide = geo.Geometry(5, (150, 74), widths=(180, 260, 240, 250, 260))
    assert wide.table_px == geo.TABLE_PX - (260 - 150)
    plates = wide.plates
    assert [plate.width for plate in plates] == [180, 260, 240, 250, 260]
    for seat, plate in enumerate(plates):
        assert wide.play_area.inflate(-8, -8).contains(plate), (seat, plate)
        assert wide.clear_of_rim(plate, plate.height), (seat, plate)
        assert plate.collidelist(plates[seat + 1:]) == -1, (seat, plates)
    laptop = geo.area_of(pygame.Rect(0, 0, 1225, 800))  # 1334×688's canvas, left of the log
    assert geo.Geometry(5, (150, 74), widths=(180, 260, 240, 250, 260),
                        area=laptop).table_px == geo.TABLE_PX
    assert geo.Geometry(5, (150, 74)).table_px == geo.TABLE_PX  # (short names: as before)
