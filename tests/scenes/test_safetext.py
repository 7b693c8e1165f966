"""Every text field survives every text: typed or pasted, into every field of every screen,
then the screen's own action; files holding such text (settings, saves, exports) too."""

from __future__ import annotations

import json
import sys
import unicodedata

import pygame
import pygame_gui
import pytest

from game.games import match_of
from game.saves import BOT, MAX_SAVE_BYTES, RECORD_SUFFIX, SavedGame, SaveLibrary, Seat
from game.store import JsonStore
from scenes.app.loop import App, AppOptions
from scenes.frame.catalogue import GAMES
from scenes.kit.assets import ui_font_path
from scenes.kit.names import undrawable
from scenes.kit.safetext import GuardedFont, field_text, invisible, shown
from scenes.kit.text_field import TextField
from scenes.shell.history import HistoryScene
from scenes.shell.menu import MenuScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import table_of

ISSUE = ("\u200b", "\u200c", "\u200d", "\u202e", "\u2060", "\ufeff", "\u00ad", "\u200e",
         "\ufe0f", "\U000E0001")  # the invisible characters the issue lists
FUZZ = (*ISSUE, "\u200b\u200d\u2060", "Zoé\u200b", "\u202eTom\u202c", "\u034f", "\u180e",
        " ", "   ", "\u00a0", "\u3000", "\t", "\n", "\r\n", "\x00", "\x7f", "\u2028",
        "\u0301", "q\u0301", "Le\u0301a", "\U0001F600", "\U0001F469\u200d\U0001F4BB",
        "\u674e\u534e", "\u0633\u0627\u0631\u0627", "\U0010FFFD", "\ue000", "\ufffd",
        "W" * 16, "É" * 20, "\U0001F600" * 63, "x" * 500)
"""The fuzz set: the issue's characters, and what the name tests probe (spaces of every
kind, marks, emoji and joined emoji, CJK, Arabic, private use, controls, long runs)."""


def zero_width(font: pygame.font.Font, char: str) -> bool:
    try:
        return font.size(char)[0] == 0 or font.render(char, True, (0, 0, 0)).get_width() == 0
    except pygame.error:
        return True


def test_every_character_the_fonts_draw_with_no_width_is_invisible():
    """The measured set, measured again: no code point that would make pygame raise
    "Text has zero width" gets past the guard."""
    pygame.font.init()
    fonts = [pygame.font.Font(ui_font_path(bold), 16) for bold in (False, True)]
    leaks = [f"U+{code:04X}" for code in range(sys.maxunicode + 1)
             if not 0xD800 <= code <= 0xDFFF and not invisible(chr(code))
             and any(zero_width(font, chr(code)) for font in fonts)]
    assert leaks == []


@pytest.mark.parametrize("text", [*FUZZ, "\ud800", "a\udfffb", "\n\u200b\n"])
def test_the_guarded_font_renders_anything(text):
    pygame.font.init()
    font = GuardedFont(ui_font_path(), 18)
    surface = font.render(text, True, (0, 0, 0), wraplength=300)
    assert surface.get_height() > 0 and font.size(text)[1] > 0
    assert "\ud800" not in shown(text) and all(
        c == "\n" or not invisible(c) for c in shown(text))
    assert shown(text) == "" or surface.get_width() > 0


def fields(app) -> list[pygame_gui.elements.UITextEntryLine]:
    return [e for e in app.ctx.ui.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UITextEntryLine) and e.visible]


def screens(app):
    """Every screen, each time with its text fields on top: (a name, its fields)."""
    app.frame(1 / 60)
    assert isinstance(app.stack.top, MenuScene)
    yield "menu", fields(app)
    for info in GAMES:
        app.stack.push(SetupScene, info.id)
        app.stack.apply_pending()
        app.stack.top.set_players(info.max_players)
        app.frame(1 / 60)
        yield f"setup {info.id}", fields(app)
        app.stack.pop()
        app.stack.apply_pending()
    for scene in (SettingsScene, HistoryScene):
        app.stack.push(scene)
        app.stack.apply_pending()
        app.frame(1 / 60)
        yield scene.__name__, fields(app)
        app.stack.pop()
        app.stack.apply_pending()


def clear(app, field):
    app.ctx.ui.set_focus_set(field)
    field.set_text("")
    app.frame(1 / 60)


def type_text(app, field, text):
    for char in text:  # as SDL sends typed text: a character (or a composed one) at a time
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))  # an IME's whole string
    app.frame(1 / 60)


def paste(app, field, text):
    """Ctrl+V with ``text`` on SDL's clipboard (which cannot hold a NUL: it is left out)."""
    pygame.scrap.put_text(text.replace("\x00", ""))
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="",
                                        scancode=0))
    app.frame(1 / 60)


def drawable_field(field) -> bool:
    text = field.get_text()
    return all(not invisible(c) and c not in "\n\r\t" for c in text) and (
        field.length_limit is None or len(text) <= field.length_limit)


def test_every_field_of_every_screen_takes_every_text_typed_and_pasted(app):
    """Typed into an empty field, pasted into an empty one and after text already there:
    nothing raises, every field keeps only what it can draw, and frames go on."""
    seen = []
    for screen, found in screens(app):
        for field in found:
            assert isinstance(field, TextField), f"{screen}: {field.object_ids} is unguarded"
            seen.append(screen)
            for text in FUZZ:
                clear(app, field)
                type_text(app, field, text)
                assert drawable_field(field), (screen, text, field.get_text())
                clear(app, field)
                paste(app, field, text)
                assert drawable_field(field), (screen, text, field.get_text())
                if screen == "HistoryScene":  # a path: kept as pasted, only cleaned
                    pasted = field_text(text.replace("\x00", ""))
                    assert field.get_text() == pasted[:field.length_limit or None]
                else:  # a name: also only what the fonts draw (scenes/kit/names.py)
                    assert undrawable(field.get_text(), app.ctx.assets.glyphs()) == []
                type_text(app, field, "Zoé")
                paste(app, field, text)
                assert drawable_field(field), (screen, text, field.get_text())
    assert sorted(set(seen)) == ["HistoryScene", "setup pook", "setup rok", "setup totem"]
    assert app.running


@pytest.mark.parametrize("text", (*ISSUE, "\u200b" * 3, "\ufe0f\ufe0f"))
def test_start_after_an_invisible_name_opens_the_table(app, text):
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    field = app.stack.top.entries[0]
    clear(app, field)
    type_text(app, field, text)
    paste(app, field, text)
    app.stack.top.start()
    app.stack.apply_pending()
    app.frame(1 / 60)
    assert table_of(app).session.names[0] == "Player 1"


@pytest.mark.parametrize("text", (*ISSUE, "\u200b \u200d", "\U0001F600" * 63))
def test_open_a_record_file_with_an_invisible_path_says_what_to_do(app, text):
    app.stack.push(HistoryScene)
    app.stack.apply_pending()
    field = app.stack.top.path_entry
    clear(app, field)
    paste(app, field, text)
    type_text(app, field, text)
    app.stack.top.open_file()
    app.frame(1 / 60)
    assert isinstance(app.stack.top, HistoryScene)
    assert app.ctx.notices.items, "nothing was said"


def test_a_settings_file_with_a_lone_surrogate_starts_saves_and_plays(tmp_path):
    """The issue's settings.json: every Start and every settings change crashed."""
    (tmp_path / "settings.json").write_text(
        '{"format": "tablee-settings/1", "effects_volume": 40, "zz": "\\ud800"}',
        encoding="utf-8")
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=1 / 60))
    try:
        assert app.ctx.settings.effects_volume == 40 and not app.ctx.notices.items
        app.ctx.change_settings(effects_volume=50)
        app.stack.push(SetupScene, "totem")
        app.stack.apply_pending()
        app.stack.top.start()
        app.stack.apply_pending()
        app.frame(1 / 60)
        assert table_of(app).session.names[0] == "Player 1"
    finally:
        app.close()
    kept = (tmp_path / "settings.json").read_bytes().decode("utf-8")
    assert json.loads(kept)["zz"] == "\ud800" and json.loads(kept)["effects_volume"] == 50


@pytest.mark.parametrize(("names", "kept", "shown"), [
    (["\ufe0f"], (), ["Player 1", "Player 2"]), (["\u200b"], (), ["Player 1", "Player 2"]),
    ([" "], (), ["Player 1", "Player 2"]), (["Léa", "\u0301"], ("Léa",), ["Léa", "Player 2"]),
    (["Léa", "Tom\ud800"], ("Léa",), ["Léa", "Player 2"]),
    (["Zo\u0007é", "Tom"], ("", "Tom"), ["Player 1", "Tom"])])
def test_a_remembered_name_that_shows_nothing_alone_goes_back_to_its_default(
        tmp_path, names, kept, shown):
    """One bad name in the settings costs that seat only, and the notice says so."""
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": "tablee-settings/1", "player_names": names}), encoding="utf-8")
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=1 / 60))
    try:
        assert app.ctx.settings.player_names == kept
        assert any("player name" in n.text for n in app.ctx.notices.items)
        app.stack.push(SetupScene, "pook")
        app.stack.apply_pending()
        app.frame(1 / 60)
        assert [app.stack.top.entries[seat].get_text() for seat in (0, 1)] == shown
    finally:
        app.close()


@pytest.mark.parametrize(("name", "shown"), [
    ("\ufe0f", "?"), (" ", "?"), ("\u0301", "?"), ("\u200b", "?"), ("", "?"),
    ("Bob\u202e", "Bob"), ("Bob\u0007", "Bob"), ("Zo\u200bé", "Zoé"), ("Ann\ud800", "Ann")])
def test_a_seat_name_an_older_version_saved_loads_as_the_table_shows_it(tmp_path, name, shown):
    """Names a laptop sent an older host (bidi overrides, bells, zero-width spaces, lone
    surrogates) were saved as sent: such a game still loads, lists and continues."""
    library = SaveLibrary(tmp_path)
    saved = SavedGame.start("totem", 1, (Seat("Léa"), Seat("Robot", BOT, "easy")), {})
    data = saved.to_dict()
    data["seats"][0]["name"] = name
    JsonStore(tmp_path, MAX_SAVE_BYTES).write(saved.name, data)
    entry = library.load(saved.name)
    assert entry.problem is None and entry.saved is not None
    assert entry.saved.seats[0].name == shown


def test_a_seat_name_too_long_for_any_version_makes_a_save_damaged(tmp_path):
    library = SaveLibrary(tmp_path)
    saved = SavedGame.start("totem", 1, (Seat("Léa"), Seat("Robot", BOT, "easy")), {})
    data = saved.to_dict()
    data["seats"][0]["name"] = "L" * 500
    JsonStore(tmp_path, MAX_SAVE_BYTES).write(saved.name, data)
    assert "not a short name" in library.load(saved.name).problem


def finished_totem(seats) -> SavedGame:
    from game.core import Rng
    from game.totem import random_action

    saved = SavedGame.start("totem", 9, seats, {})
    match, rng = match_of(saved.record), Rng(9)
    while not match.state.is_terminal():
        match.play(str(random_action(match.state, rng)))
    return saved.advanced(match.record, True)


def test_export_with_a_lone_surrogate_and_63_emoji_names_fits_the_name_limit(app, tmp_path):
    """Both crashed: the surrogate when writing, the emoji names with "File name too long"."""
    from dataclasses import replace

    emoji = "\U0001F600" * 63
    saved = replace(finished_totem((Seat(emoji), Seat("\U0001F469\U0001F4BB" * 30))),
                    extra={"zz": "\ud800"})
    app.ctx.export_dir = tmp_path / "exports"  # not the session's shared folder
    app.ctx.saves.write(saved)
    app.stack.push(HistoryScene)
    app.stack.apply_pending()
    [entry] = app.stack.top.shown
    history = app.stack.top
    for _ in range(3):
        history.export(entry)
        app.frame(1 / 60)
    files = sorted(app.ctx.export_dir.iterdir())
    assert len(files) == 3, [n.text for n in app.ctx.notices.items]
    for path in files:
        assert len(path.name.encode()) <= 255 and path.name.endswith(RECORD_SUFFIX)
        assert unicodedata.category(path.name.removesuffix(RECORD_SUFFIX)[-1]) != "Cf"
        assert json.loads(path.read_text(encoding="utf-8"))["zz"] == "\ud800"
