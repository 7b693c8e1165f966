"""Memory held for the screen in front: fonts, labels and emblems no screen in sight asks
for go at a change of screen; a screen out of sight under an opaque one lets go of its
widgets and pictures and is built again when it shows; pygame_gui draws a widget's states
when they are first shown and opens its fonts from their files. (The figure is
``make bench ONLY=memory``'s ``rss_peak_mb``.)"""

from __future__ import annotations

import platform
import sys

from game.saves import BOT, HUMAN
from scenes.app.memory import Heap
from scenes.app.smoke import Probe
from scenes.frame.payloads import PausePayload
from scenes.games.totem.scene import TotemScene
from scenes.kit.recent import Recent
from scenes.kit.uimanager import draw_states_when_shown
from scenes.shell.menu import MenuScene
from scenes.shell.pause import PauseOverlay
from scenes.shell.rules_scene import RulesScene
from scenes.shell.settings_scene import SettingsScene
from tests.scenes.conftest import start_table


def frames(app, count=4):
    for _ in range(count):
        app.frame(1 / 60)


def test_a_recent_cache_keeps_what_the_screen_in_front_and_the_one_left_asked_for():
    cache = Recent[str, int]()
    cache.put("menu", 1)
    cache.turn()  # the setup screen shows
    cache.put("setup", 2)
    assert cache.get("menu") == 1  # (the menu's, asked for again: kept one more change)
    cache.turn()  # the table shows
    cache.put("table", 3)
    cache.turn()  # the pause shows; the table is asked for again while under it
    assert cache.get("table") == 3
    assert sorted(cache.keys()) == ["table"]


def test_a_recent_cache_holds_no_more_than_its_limit_the_oldest_asked_for_going_first():
    cache = Recent[str, int](limit=2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert sorted(cache.keys()) == ["a", "c"]


def test_fonts_no_screen_asks_for_go_at_the_second_change_of_screen(app):
    assets = app.ctx.assets
    old = assets.font(61)
    assets.turn()
    assert assets.font(61) is old  # asked for since the last change: the same font
    assets.turn()
    assets.turn()
    assert assets.font(61) is not old  # opened again: it had gone


def test_a_screen_out_of_sight_lets_go_of_its_widgets_and_is_built_again_when_shown(app):
    frames(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.backdrop is not None
    app.stack.push(RulesScene, "pook")  # opaque: the menu is out of sight
    frames(app)
    assert menu.root is None and menu.backdrop is None  # let go once the rules were shown
    app.stack.pop()
    frames(app, 1)
    assert menu.root is not None and menu.root.visible and menu.backdrop is not None
    assert Probe(app).find("#menu_settings").visible  # its widgets, built again, work


def test_a_table_under_the_pause_stays_whole_and_under_the_rules_lets_go(app):
    table = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    frames(app, 10)
    app.stack.push(PauseOverlay, PausePayload("totem", in_game=True))  # the table shows
    frames(app)
    assert table.static is not None and table.root is not None
    app.stack.push(RulesScene, "totem")
    frames(app)
    assert table.static is None and table.root is None and app.stack.scenes[-2].root is None
    app.stack.pop()
    frames(app, 1)  # the pause and the table under it are built again, the table covered
    assert table.static is not None and table.root is not None and not table.root.visible
    assert isinstance(app.stack.top, PauseOverlay) and app.stack.top.root.visible


def test_a_language_chosen_over_the_pause_rebuilds_the_screens_under_it_when_they_show(app):
    table = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    frames(app, 10)
    app.stack.push(PauseOverlay, PausePayload("totem", in_game=True))
    app.stack.push(SettingsScene)
    frames(app)
    app.ctx.change_settings(language="fr")
    frames(app)
    assert app.stack.top.root is not None  # the settings, in French at once
    app.stack.pop()
    frames(app, 1)
    words = {e.text for e in Probe(app).elements() if hasattr(e, "text")}
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay) and app.ctx.tr("pause.resume") in words
    assert table.root is not None and app.ctx.tr.language == "fr"


def test_a_widget_s_states_are_drawn_when_first_shown(app):
    frames(app)
    button = Probe(app).find("#menu_settings")
    shape = button.drawable_shape
    frames(app, 6)  # the library would have drawn the others by now, one a frame
    drawn = {state for state, s in shape.states.items() if s.generated}
    assert drawn == {"normal"}
    button.set_text("Other words")  # every state is stale now: drawn again when shown
    draw_states_when_shown(button)
    shape.set_active_state("hovered")
    assert shape.states["hovered"].generated
    assert shape.states["hovered"].surface.get_size() == shape.states["normal"].surface.get_size()


def test_pygame_gui_opens_its_fonts_from_their_files(app):
    fonts = app.ctx.ui.get_theme().get_font_dictionary()
    locations = [location for styles in fonts.known_font_paths.values()
                 for location, _ in styles]
    assert locations and all(isinstance(location, str) for location in locations)
    in_memory = [key for key, font in fonts.loaded_fonts.items()
                 if not isinstance(font.location, str)]
    assert len(fonts.loaded_fonts) > 5 and in_memory == []


def test_the_heap_gives_memory_back_where_the_allocator_is_glibc():
    heap = Heap()
    heap.tune()
    heap.give_back()  # (elsewhere nothing is done)
    glibc = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"
    assert heap.usable == glibc
