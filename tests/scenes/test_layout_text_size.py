"""Larger text: the layout checks of test_layout.py at 125 % and 150 % text, in
English and French — nothing outside the canvas, nothing overlapping, no button or label
whose words are wider or taller than it.

Every shell screen, every rules section (each sheet a long one runs on to), the saved
games and the history with notices over them, each game's table with long names from its
start (its curtain, the laptop passed, checked whenever it rests) for 240 frames, its pause
and its end screen (a game watched to its end), two lessons with their coach, a game's
review; and whole games from the first move to the end screen at 150 % and at 125 %."""

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel
from pygame_gui.elements.ui_drop_down_menu import UIClosedDropDownState

from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GAMES, GameSetup
from scenes.frame.payloads import LessonPayload, PausePayload, RulesPayload
from scenes.frame.rules_sections import section_ids
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_layout import (
    CANVAS,
    LONG_NAMES,
    check_notices,
    check_table,
    play_to_the_end,
    saved_and_finished,
    watch_to_the_end,
)
from tests.scenes.test_layout import check as layout_check


def an_app(tmp_path, language, scale):
    instance = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                              fps=0, fixed_dt=FAST))
    instance.ctx.change_settings(text_scale=scale)
    return instance


@pytest.fixture
def app(sized_app):
    """Each test here runs at 125 % and 150 %, in English and in French."""
    return sized_app


def cut_words(app):
    """Buttons and labels whose words (in their own, scaled, theme font) do not fit them,
    at any depth (a drop-down's chosen option is a button inside it)."""
    root, cut = app.stack.top.root, []
    for e in (descendants(root) if root else []):
        if isinstance(e, UIButton | UILabel) and e.visible and e.text:
            width, height = e.font.size(e.text)
            rect = e.get_abs_rect()
            room = 12 if isinstance(e, UIButton) else 0
            if width + room > rect.width or height > rect.height:
                cut.append((e.get_object_ids()[-1], e.text, (width, height), rect.size))
    return cut


def descendants(container):
    for element in container.elements:
        yield element
        if isinstance(element, UIContainer):
            yield from descendants(element)


def check(app, what):
    layout_check(app, what, cut_words)


def push(app, factory, payload=None):
    app.stack.push(factory, payload)
    app.stack.apply_pending()


def pop(app):
    app.stack.pop()
    app.stack.apply_pending()


def test_the_text_really_grows(app):
    """The check above is not idle: the fonts it measures are the scaled ones, drawn and
    themed alike, and a label cached at 100 % is not reused."""
    from scenes.shell.settings_scene import SettingsScene

    scale = app.ctx.settings.text_scale
    assert app.ctx.assets.font(17).get_linesize() > 17 * 1.36 * (scale - 10) / 100
    push(app, SettingsScene)
    label = next(e for e in app.stack.top.root.elements if isinstance(e, UILabel))
    assert label.font.size("Mm")[1] >= app.ctx.assets.font(24).size("Mm")[1] - 2
    app.ctx.change_settings(text_scale=100)
    small = app.ctx.assets.label("Léa", 17, (255, 255, 255))
    app.ctx.change_settings(text_scale=scale)
    assert app.ctx.assets.label("Léa", 17, (255, 255, 255)).get_height() > small.get_height()


def test_the_shell_screens_and_every_rules_section(app):
    from scenes.shell.pause import PauseOverlay
    from scenes.shell.rules_scene import RulesScene
    from scenes.shell.settings_scene import SettingsScene
    from scenes.shell.setup_scene import SetupScene
    check(app, "menu")
    check_notices(app, "menu")
    for info in GAMES:
        push(app, SetupScene, info.id)
        app.stack.top.set_players(info.max_players)
        check(app, f"setup {info.id}")
        pop(app)
        for section in section_ids(info.id):
            push(app, RulesScene, RulesPayload(info.id, section))
            check(app, f"rules {info.id} {section}")
            top = app.stack.top
            for sheet in range(len(top.pages[section].more)):
                top.turn(1)
                check(app, f"rules {info.id} {section} sheet {sheet + 2}")
            pop(app)
    for factory, payload in ((SettingsScene, None), (PauseOverlay, PausePayload(None, False))):
        push(app, factory, payload)
        check(app, factory.__name__)
        pop(app)

def test_saved_games_and_history(app, tmp_path):
    from scenes.shell.history import HistoryScene
    from scenes.shell.saved_games import SavedGamesScene
    saved_and_finished(app, tmp_path)
    check(app, "menu with Continue")
    for factory in (SavedGamesScene, HistoryScene):
        push(app, factory)
        check(app, factory.__name__)
        check_notices(app, factory.__name__)
        pop(app)

@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_each_table_its_curtain_pause_and_end(app, game):
    from scenes.shell.pause import PauseOverlay
    players = 2 if game == "totem" else 4
    seats = tuple(Seat(LONG_NAMES[i], HUMAN if i < 2 else BOT, None if i < 2 else "random")
                  for i in range(players))
    app.stack.reset(table_scene(game), GameSetup(game, seats, 5, {}))
    app.stack.apply_pending()
    table, checked = table_of(app), 0
    for frame in range(240):
        checked += check_table(app, table, f"{game} table, frame {frame}", frame % 20 == 0,
                               check)
        app.frame(FAST)
    assert checked > 3
    push(app, PauseOverlay, PausePayload(game, in_game=True))
    check(app, f"{game} pause")
    pop(app)
    from tests.game.test_replay import random_record
    watch_to_the_end(app, game, random_record(game, players, 3), seats)
    check(app, f"{game} results")


@pytest.mark.parametrize("game", ["pook", "rok"])
def test_a_lesson_with_its_coach(app, game):
    app.stack.reset(table_scene(game), LessonPayload(game, "Léa"))
    app.stack.apply_pending()
    for _ in range(30):
        app.frame(FAST)
    check(app, f"{game} lesson")


def test_a_games_review(app, monkeypatch):
    from scenes.kit import reviewer
    from tests.scenes.test_review_scene import SMALL, finish, open_review, totem_game

    monkeypatch.setattr(reviewer, "BUDGET", SMALL)
    scene = open_review(app, totem_game(moves=14))
    finish(app, scene)
    check(app, "review")


def in_each_language(request, tmp_path, scale):
    """An app at ``scale`` % text in the fixture's language, closed after the test."""
    instance = an_app(tmp_path, request.param, scale)
    yield instance
    if instance.stack.scenes:
        instance.close()


@pytest.fixture(params=["en", "fr"])
def app150(request, tmp_path):
    """150 % text, in English, then in French."""
    yield from in_each_language(request, tmp_path, 150)


@pytest.fixture(params=["en", "fr"])
def app125(request, tmp_path):
    """125 % text, in English, then in French."""
    yield from in_each_language(request, tmp_path, 125)


WHOLE_GAMES = [("totem", 2, 2, 25), ("pook", 4, 2, 25), ("rok", 5, 0, 10)]


@pytest.mark.parametrize(("game", "players", "humans", "every"), WHOLE_GAMES)
def test_whole_games_at_150(app150, game, players, humans, every):
    """Long names playing at random from the first move to the end screen (both ways):
    Totem's two humans, Pook's four seats (two humans: curtains, hand-overs; its powers and
    Piggy come up as they are played), RÖK's five."""
    play_to_the_end(app150, game, players, humans, check_every=every, checker=check)


@pytest.mark.parametrize(("game", "players", "humans", "every"), WHOLE_GAMES)
def test_whole_games_at_125(app125, game, players, humans, every):
    """The same whole games at 125 % (beyond the 240 frames of each table above)."""
    play_to_the_end(app125, game, players, humans, check_every=every, checker=check)



def opened_drop_downs(app):
    """Each drop-down of the top screen opened in turn, as a click on it opens it, and
    closed again: its name, its buttons as built open, and the list's rectangle."""
    for menu in [e for e in descendants(app.stack.top.root) if isinstance(e, UIDropDownMenu)]:
        click = menu.current_state.selected_option_button
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=click))
        app.frame(FAST)
        listed = menu.current_state.options_selection_list
        yield menu.get_object_ids()[-1], menu.buttons(), listed.get_abs_rect()
        click = menu.current_state.selected_option_button
        pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=click))
        app.frame(FAST)
        assert isinstance(menu.current_state, UIClosedDropDownState)


def test_drop_downs_open_and_closed_at_the_larger_size(app):
    """The setup's and the settings' drop-downs, their chosen option and their opened list:
    every option's words fit its button, at least as large as at 100 %, most larger; the
    list stays on the canvas."""
    from scenes.shell.settings_scene import SettingsScene
    from scenes.shell.setup_scene import SetupScene

    at_100 = app.ctx.assets.font(19, fixed=True).size("Mg")[1]  # the list's theme font
    grown, seen = 0, 0
    for factory, payload in ((SetupScene, "pook"), (SetupScene, "rok"), (SettingsScene, None)):
        push(app, factory, payload)
        for name, buttons, listed in opened_drop_downs(app):
            assert pygame.Rect(CANVAS).contains(listed), name
            assert len(buttons) > 2, name  # the chosen one and the list's
            for button in buttons:
                width, height = button.font.size(button.text)
                rect = button.get_abs_rect()
                assert width + 12 <= rect.width and height <= rect.height, (name, button.text)
                assert height >= at_100, (name, button.text)
                grown += height > at_100 + 2
                seen += 1
        check(app, f"{factory.__name__} {payload} after its drop-downs")
        pop(app)
    assert grown > seen * 3 // 4


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_a_notice_over_each_table_keeps_off_its_pieces(app, game):
    """"Game saved" and a long warning over a table in play keep off its cards, plates and
    buttons at the size (Totem's notices lay over the opponent's hand and defenders)."""
    players = 2 if game == "totem" else 4
    seats = tuple(Seat(LONG_NAMES[i], HUMAN if i == 0 else BOT, None if i == 0 else "random")
                  for i in range(players))
    app.stack.reset(table_scene(game), GameSetup(game, seats, 5, {}))
    app.stack.apply_pending()
    for _ in range(3):
        app.frame(FAST)
    check_notices(app, f"{game} table")
