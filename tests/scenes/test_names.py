"""Names typed in the setup screen: cleaned to one form, only what the fonts can draw kept,
refusals said under the field — never a box on the table, never a crash at Start."""

import unicodedata

import pygame
import pytest

from scenes.kit.names import clean_entry, normalise, readable, undrawable
from scenes.kit.regions import problems
from scenes.kit.viewport import SMALLEST_CANVAS
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import table_of

WIDE = "W" * 16


@pytest.mark.parametrize(("typed", "kept"), [
    ("Léa\u00a0Marie", "Léa Marie"),  # AltGr+Space on a French keyboard
    ("  Jean   Paul ", "Jean Paul"),
    ("Zoé\u200b", "Zoé"),  # a zero-width space
    ("Le\u0301a", "Léa"),  # a combining acute composes
    ("A\u200dB\u2060C\ufe0f", "ABC"),  # joiners and a variation selector show nothing
    ("\u202eTom\u202c", "Tom"),  # bidi controls
    (WIDE, WIDE),
])
def test_normalise(typed, kept):
    assert normalise(typed) == kept
    assert unicodedata.is_normalized("NFC", kept) and kept.isprintable()


@pytest.mark.parametrize(("typed", "kept", "refused"), [
    ("Ana\U0001F469\u200d\U0001F4BB", "Ana", ["\U0001F469", "\U0001F4BB"]),  # a ZWJ sequence
    ("\U0001F600Bob", "Bob", ["\U0001F600"]),
    ("\u674e\u534e", "", ["\u674e", "\u534e"]),  # CJK
    ("\u0633\u0627\u0631\u0627", "", ["\u0633", "\u0627", "\u0631"]),  # Arabic
    ("Le\u0301a\u00a0M", "Léa\u00a0M", []),  # spaces stay as typed until Start
    ("q\u0301", "q\u0301", []),  # a mark with no precomposed letter is drawn on its letter
    (WIDE, WIDE, []),
])
def test_the_name_field_keeps_what_the_fonts_draw(app, typed, kept, refused):
    glyphs = app.ctx.assets.glyphs()
    assert clean_entry(typed, glyphs) == (kept, refused)
    assert undrawable(kept, glyphs) == []


def test_a_name_from_an_old_save_shows_question_marks_not_boxes(app):
    glyphs = app.ctx.assets.glyphs()
    assert readable("Ana\U0001F600\u200b", glyphs) == "Ana?"
    assert readable("\u674e", glyphs) == "?"


def type_into(app, seat, text):
    """Click-free typing: focus the seat's field and send the text as SDL would."""
    scene = app.stack.top
    entry = scene.entries[seat]
    app.ctx.ui.set_focus_set(entry)
    entry.set_text("")
    scene.set_name(seat, "")
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(1 / 60)  # the field's change event reaches the scene
    return entry


@pytest.mark.parametrize(("typed", "seat_name", "warned"), [
    ("Léa\u00a0Marie", "Léa Marie", False),
    ("Zoé\u200b", "Zoé", False),
    ("Le\u0301a", "Léa", False),
    ("Ana\U0001F469\u200d\U0001F4BB", "Ana", True),
    ("\u674e\u534e", "Player 1", True),
    ("\U0001F600", "Player 1", True),
    (WIDE, WIDE, False),
])
def test_start_never_crashes_and_the_table_writes_the_clean_name(app, typed, seat_name, warned):
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    setup = app.stack.top
    entry = type_into(app, 0, typed)
    assert undrawable(entry.get_text(), app.ctx.assets.glyphs()) == []
    assert setup.warnings[0].visible == warned
    assert not setup.warnings[1].visible
    setup.start()
    app.stack.apply_pending()
    app.frame(1 / 60)
    table = table_of(app)
    assert table.session.names[0] == seat_name
    assert app.ctx.settings.player_names[0] == seat_name
    shown = table.name(0)
    assert shown == seat_name or (shown.endswith("…") and seat_name.startswith(shown[:-1]))
    assert undrawable(shown, app.ctx.assets.glyphs()) == []


def test_the_chosen_player_count_stays_highlighted_when_clicked_again(app):
    app.stack.push(SetupScene, "pook")
    app.stack.apply_pending()
    app.frame(1 / 60)
    setup = app.stack.top
    button = setup.count_buttons[2]
    for _ in range(2):  # the count already chosen, clicked twice, as a person would
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.dispatch(pygame.event.Event(kind, pos=button.rect.center, button=1))
            app.frame(1 / 60)
        app.frame(1 / 60)
        assert setup.players == 2
        assert button.is_selected and button.drawable_shape.active_state.state_id == "selected"
    other = setup.count_buttons[3]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=other.rect.center, button=1))
        app.frame(1 / 60)
    app.frame(1 / 60)
    assert app.stack.top.players == 3
    assert app.stack.top.count_buttons[3].is_selected
    assert not app.stack.top.count_buttons[2].is_selected


def test_the_refusal_under_each_field_fits_and_covers_nothing(app):
    app.stack.push(SetupScene, "rok")
    app.stack.apply_pending()
    setup = app.stack.top
    setup.set_players(5)
    for seat in range(5):
        type_into(app, seat, "\U0001F600")
    assert all(setup.warnings[seat].visible for seat in range(5))
    assert problems(setup.regions(), (0, 0, *SMALLEST_CANVAS)) == []
