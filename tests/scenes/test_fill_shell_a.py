"""The shell's screens laid out for the window: the menu, the setup, the settings, Saved
games, the rules, the keys' list, the pause and the network screens use a canvas larger than
1280×800 (centred, not left in its top-left corner; lists and pages grow), and keep their
parts inside it and apart in English and French, at 100 % and 150 % text."""

import pygame
import pytest

from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.app.loop import App, AppOptions
from scenes.frame.payloads import KeysPayload, PausePayload, RulesPayload
from scenes.games.rok.scene import RokScene
from scenes.kit.regions import problems
from scenes.shell.join_scene import JoinScene
from scenes.shell.keys_scene import KeysOverlay
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseOverlay
from scenes.shell.rules_scene import RulesScene
from scenes.shell.saved_games import SavedGamesScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import FAST, start_table
from tools.screen_walk import LONG_NAMES, Spy


def make_app(tmp_path, window, language="en", scale=100):
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, window_size=window))
    if scale != 100:
        app.ctx.change_settings(text_scale=scale)
    app.frame(FAST)
    return app


def shown(app, scene, payload=None):
    """Push ``scene`` and draw a frame: the top scene."""
    app.stack.push(scene, payload)
    app.stack.apply_pending()
    app.frame(FAST)
    return app.stack.top


def middle(regions):
    """The horizontal middle of everything a screen shows (but the menu's Network and Your
    mistakes buttons, kept in the window's corner)."""
    boxes = [pygame.Rect(r.box) for r in regions
             if r.name not in ("#menu_network", "#menu_mistakes")]
    whole = boxes[0].unionall(boxes[1:])
    return whole.centerx


SCREENS = [(SetupScene, "pook"), (SetupScene, "rok"), (SettingsScene, None),
           (SavedGamesScene, None), (RulesScene, RulesPayload("rok")), (JoinScene, None),
           (KeysOverlay, KeysPayload((("?", "This list"),))),
           (PauseOverlay, PausePayload("pook", True))]


@pytest.mark.parametrize(("window", "language", "scale"), [
    ((1334, 688), "fr", 150), ((1888, 1000), "en", 100), ((1920, 1080), "fr", 100)])
def test_the_shell_screens_fill_a_larger_canvas(tmp_path, window, language, scale):
    app = make_app(tmp_path, window, language, scale)
    try:
        canvas = app.ctx.canvas
        assert canvas.width > 1280
        for scene, payload in [(MenuScene, None), *SCREENS]:
            top = app.stack.top if scene is MenuScene else shown(app, scene, payload)
            regions = top.regions()
            what = f"{scene.__name__} {window} {language} {scale}"
            assert problems(regions, canvas) == [], what
            # in the 1280×800 corner it would lie 135 to 320 units left of the middle
            assert abs(middle(regions) - canvas.centerx) <= 125, what
            if scene is not MenuScene:
                app.stack.pop()
                app.stack.apply_pending()
    finally:
        app.close()


def test_the_menu_tiles_are_centred_in_the_canvas(tmp_path):
    app = make_app(tmp_path, (1920, 1080))
    try:
        menu = app.stack.top
        tiles = menu.layout.tiles()
        whole = tiles[0].unionall(tiles[1:])
        assert whole.centerx == pytest.approx(960, abs=2)
        assert whole.centery == pytest.approx(1080 // 2, abs=80)  # not at the top of the window
    finally:
        app.close()


def test_saved_games_shows_more_rows_a_page_on_a_taller_canvas(tmp_path):
    rows = {}
    for window in ((1280, 800), (1888, 1000)):
        app = make_app(tmp_path / f"{window[1]}", window)
        try:
            screen = shown(app, SavedGamesScene)
            rows[window] = screen.rows_per_page
            assert screen.rows_area.bottom < app.ctx.canvas.height - 100  # above the buttons
        finally:
            app.close()
    assert rows[(1280, 800)] == 5  # (two lines for the game and its players, then when)
    assert rows[(1888, 1000)] > 6


def test_a_saved_game_names_every_player_whole_at_150_in_french(tmp_path):
    """1366×768's window (its canvas 1551×800), French, 150 %: four 16-letter names with
    their bots' levels, every one whole, in the text size, on the row's lines left of its
    buttons."""
    app = make_app(tmp_path, (1334, 688), "fr", 150)
    try:
        for game, players in (("pook", 4), ("totem", 2)):
            seats = tuple(Seat(LONG_NAMES[i], HUMAN if i % 2 == 0 else BOT,
                               None if i % 2 == 0 else "hard") for i in range(players))
            app.ctx.saves.write(SavedGame.start(game, 3, seats, {}))
        with Spy() as spy:
            screen = shown(app, SavedGamesScene)
        assert {entry.game for entry in screen.shown} == {"pook", "totem"}
        drawn = " ".join(spy.drawn)
        assert "…" not in drawn
        assert all(name in drawn for name in LONG_NAMES[:4])
        for index, entry in enumerate(screen.shown):
            row = screen.row_rect(index)
            words = screen.word_box(row)
            font, lines = screen.heading(entry, words.width)
            assert font.get_height() == app.ctx.assets.font(22, bold=True).get_height()
            assert len(lines) <= 2 and all(font.size(line)[0] <= words.width for line in lines)
            for button in screen.slots[index].values():
                assert row.contains(button.rect) and button.rect.left >= words.right
        assert problems(screen.regions(), app.ctx.canvas) == []
    finally:
        app.close()


def keys_row_height(tmp_path, scale):
    """The keys' font of RÖK's keys list (20 rows) on a full-HD window, at ``scale``."""
    app = make_app(tmp_path / str(scale), (1920, 1080), "fr", scale)
    try:
        table = start_table(app, RokScene, "rok", (HUMAN, HUMAN, BOT))
        for _ in range(3):
            app.frame(FAST)
        table.help_key()
        app.stack.apply_pending()
        app.frame(FAST)
        overlay = app.stack.top
        assert isinstance(overlay, KeysOverlay)
        assert problems(overlay.regions(), app.ctx.canvas) == []
        return overlay.row_font.get_height()
    finally:
        app.close()


def test_the_keys_list_grows_with_the_text_size(tmp_path):
    """At 150 % the rows are set at 150 % where the canvas holds them (they stepped down to
    about 100 % in a 1280×800 room whatever the window)."""
    assert keys_row_height(tmp_path, 150) >= 1.4 * keys_row_height(tmp_path, 100)
