"""A table's keys win over the keys' ring; "?" lists every key of the screen; F1's rules
start the ring on the game's own section; arrows show the ring from their first press."""

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app.navigation import table_scene
from scenes.frame.widget_keys import widget_name
from scenes.shell.keys_scene import KeysOverlay
from scenes.shell.rules_scene import RulesScene
from tests.scenes.conftest import FAST, start_table
from tests.scenes.keyplay import ENTER, focus_on, press, ring_stop
from tests.scenes.test_rok_scene import start as start_rok


def press_char(app, char: str, key: int = pygame.K_SLASH, mod: int = pygame.KMOD_SHIFT):
    """A key that types ``char`` (as SDL says it: the key, its modifiers, the character)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char,
                                         scancode=0))
    app.frame(FAST)


def ring_on_rules(app, table):
    """The ring shown on RÖK's Rules button, as a player who came by keys finds it."""
    stop = focus_on(app, lambda stop: stop.means == "press #rok_rules", "the Rules button")
    assert ring_stop(table) == stop and table.focus.zone == "buttons"


def test_space_throws_at_rok_even_when_the_ring_is_on_the_rules_button(fast_app):
    table = start_rok(fast_app, (HUMAN, BOT))
    assert table.view["phase"] == "throw" and table.my_turn
    ring_on_rules(fast_app, table)
    press(fast_app, pygame.K_SPACE)
    assert fast_app.stack.top is table  # the Rules did not open
    assert table.pace.counting  # the signal was given: 3-2-1, then everyone throws


def test_enter_presses_the_button_the_ring_is_on(fast_app):
    table = start_rok(fast_app, (HUMAN, BOT))
    ring_on_rules(fast_app, table)
    press(fast_app, ENTER, frames=2)
    assert isinstance(fast_app.stack.top, RulesScene)
    assert not table.pace.counting


def test_space_never_presses_a_tables_button(fast_app):
    table = start_table(fast_app, table_scene("totem"), "totem", (HUMAN, BOT))
    focus_on(fast_app, lambda stop: stop.means == "press #hint", "Hint")
    asked = []
    hint = table.taking_back.hint_button
    table._actions[hint] = lambda: asked.append(1)  # (what Hint does, counted)
    press(fast_app, pygame.K_SPACE)
    assert asked == []
    press(fast_app, ENTER)
    assert asked == [1]


def test_the_first_arrow_shows_the_ring_at_a_table_and_in_the_pause(fast_app):
    table = start_table(fast_app, table_scene("pook"), "pook", (HUMAN, BOT))
    for _ in range(40):
        if table.my_turn and not table.board.moving:
            break
        fast_app.frame(FAST)
    assert ring_stop(table) is None
    press(fast_app, pygame.K_DOWN)
    assert ring_stop(table) is not None and table.focus.zone == "hand"
    press(fast_app, pygame.K_ESCAPE)  # (nothing held: the pause)
    pause = fast_app.stack.top
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    fast_app.frame(FAST)
    assert ring_stop(pause) is None  # the mouse hid it
    press(fast_app, pygame.K_DOWN)
    assert ring_stop(pause) is not None


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_f1_starts_the_ring_on_the_games_own_section(fast_app, game):
    table = start_table(fast_app, table_scene(game), game,
                        (HUMAN, BOT) if game != "pook" else (HUMAN, BOT, BOT))
    press(fast_app, pygame.K_TAB)
    press(fast_app, pygame.K_F1, frames=2)
    rules = fast_app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == game
    stop = ring_stop(rules)
    button = rules.section_buttons[rules.section]
    assert stop is not None and stop.key == f"widget:{widget_name(button)}:{id(button)}"
    assert rules.section == table.rules_section()


def test_question_mark_lists_the_tables_own_keys_and_closes_again(fast_app):
    table = start_table(fast_app, table_scene("rok"), "rok", (HUMAN, HUMAN))
    press_char(fast_app, "?")
    fast_app.frame(FAST)
    overlay = fast_app.stack.top
    assert isinstance(overlay, KeysOverlay)
    rows = overlay.payload.rows
    assert ("Space", "Give the signal: everyone throws") in rows  # the game's own
    keys = {keys for keys, _ in rows}
    assert "A, L" in keys and "1, 2" in keys  # the hot seat's buzzers and done keys
    assert {"F1", "H", "?", "M", "F11"} <= keys
    panel = overlay.panel
    assert pygame.Rect(0, 0, 1280, 800).contains(panel)
    press_char(fast_app, "?")
    fast_app.frame(FAST)
    assert fast_app.stack.top is table


def test_the_pause_keys_button_lists_the_tables_keys(fast_app):
    start_table(fast_app, table_scene("pook"), "pook", (HUMAN, BOT))
    press(fast_app, pygame.K_ESCAPE, frames=2)
    fast_app.stack.top.open_keys()
    fast_app.stack.apply_pending()
    overlay = fast_app.stack.top
    assert isinstance(overlay, KeysOverlay)
    assert any(keys.startswith("F,") for keys, _ in overlay.payload.rows)  # Pook's F
    press(fast_app, pygame.K_ESCAPE)
    assert type(fast_app.stack.top).__name__ == "PauseOverlay"


def test_a_question_mark_typed_in_a_name_is_a_character(fast_app):
    fast_app.stack.top.ctx.nav.open("setup", "totem")
    fast_app.stack.apply_pending()
    setup = fast_app.stack.top
    entry = setup.entries[0]
    fast_app.ctx.ui.set_focus_set(entry)
    press_char(fast_app, "?")
    assert fast_app.stack.top is setup
    fast_app.ctx.ui.set_focus_set(None)  # the field let go: "?" is the keys' list again
    press_char(fast_app, "?")
    fast_app.frame(FAST)
    assert isinstance(fast_app.stack.top, KeysOverlay)


def test_the_longest_keys_list_fits_the_canvas_at_150_in_french(tmp_path):
    """A RÖK hot seat's list (its game keys, the buzzers and done keys, the table's, the
    ring's, every screen's) in French at 150 %: all of it on the canvas, Close too."""
    from scenes.app.loop import App, AppOptions

    app = App(AppOptions(language="fr", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST))
    app.ctx.change_settings(text_scale=150)
    start_table(app, table_scene("rok"), "rok", (HUMAN, HUMAN, HUMAN))
    press_char(app, "?")
    app.frame(FAST)
    overlay = app.stack.top
    assert isinstance(overlay, KeysOverlay) and len(overlay.payload.rows) > 18
    canvas = pygame.Rect(0, 0, 1280, 800)
    assert canvas.contains(overlay.panel), overlay.panel
    close = next(w for w in overlay._actions if w.get_object_ids()[-1] == "#keys_close")
    assert overlay.panel.contains(close.rect)
    app.close()
