"""The small things that read wrong, each checked where it showed:
tooltips on a background inside the window; a used Totem card's level upright; Esc on
the menu asks "Quit Tablée?"; the name field says when it stops taking letters; the hints
count and a one-card attack in words that read right in both languages; RÖK's coach shows
the runes it names; Hint is not offered once the game has ended; RÖK's clock says it is a
limit."""

import random

import pygame
import pytest
from pygame_gui.elements import UITooltip

from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.games.totem.scene import TotemScene
from scenes.kit.pieces.totem_art import TotemArt
from scenes.kit.pieces.totem_words import refusal_values
from scenes.kit.settings import MAX_NAME_LENGTH
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import FAST, run_frames, start_table
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_lessons_scene import start_lesson
from tests.scenes.test_names import type_into
from tests.scenes.test_watching import finished, watch


def test_a_tooltip_is_drawn_on_its_own_background_inside_the_window(fast_app, monkeypatch):
    """The replay's ‹ tooltip printed its words straight over "‹ Turn": its text box had
    the page's transparent background."""
    scene = watch(fast_app, finished("totem"))
    button = Probe(fast_app).find("#watch_back")
    window = fast_app.screen.viewport.to_window(button.rect.center)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: window)  # pygame_gui hovers by it
    for _ in range(15):
        fast_app.frame(FAST)
    tips = [e for e in fast_app.ctx.ui.get_sprite_group().sprites()
            if isinstance(e, UITooltip)]
    assert tips, "no tooltip came"
    tip = tips[0]
    assert tip.text_block.background_colour.a >= 200  # opaque enough to read over anything
    assert pygame.Rect(0, 0, 1280, 800).contains(tip.text_block.rect)
    inside = tip.text_block.image.get_at((tip.text_block.rect.width // 2, 3))
    assert inside.a >= 200  # its image is drawn on that background
    assert scene.watch is not None


@pytest.mark.parametrize("face", ["B9", "R6", "G8", "Y13"])
def test_T19_a_used_card_lies_sideways_with_its_level_printed_upright(fast_app, face):
    """A sideways 9 read as a 6 (and the rules' sideways 8 as "∞"): the turned card carries
    its level again, upright, on a badge (the table's cards and the rules' pictures)."""
    art = TotemArt(fast_app.ctx.assets, fast_app.ctx.palette)
    image = art.card(face, sideways=True)
    box, ink, _ = art.upright[face]
    assert image.get_width() > image.get_height()  # lying sideways
    assert image.get_rect().contains(box)
    upright = fast_app.ctx.assets.font(22, bold=True).render(face[1:], True, ink)
    assert box.size == upright.get_size()  # as wide as the level written upright
    small = art.small(face, sideways=True)
    assert small.get_width() > small.get_height()


def test_escape_on_the_menu_asks_quit_tablee(app):
    probe = Probe(app)
    run_frames(app, probe.key(pygame.K_ESCAPE))
    probe.expect_top("PauseOverlay")
    overlay = app.stack.top
    assert overlay.payload.in_game is False
    titles = [r for r in overlay.regions() if r.name == "title"]
    assert titles and overlay.title is not None
    ids = {e.get_object_ids()[-1] for e in overlay.root.elements if e.visible}
    assert ids == {"#pause_quit", "#pause_resume"}
    assert probe.find("#pause_resume").text == "Stay"
    assert app.ctx.tr("pause.ask_quit") == "Quit Tablée?"
    run_frames(app, probe.click("#pause_resume"))
    probe.expect_top("MenuScene")


def test_the_name_field_says_when_it_stops_taking_letters(app):
    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    setup = app.stack.top
    entry = type_into(app, 0, "A" * (MAX_NAME_LENGTH + 3))
    assert entry.get_text() == "A" * MAX_NAME_LENGTH
    assert setup.warnings[0].visible
    assert setup.warnings[0].text == app.ctx.tr("setup.name_too_long", count=MAX_NAME_LENGTH)
    assert "16" in setup.warnings[0].text and not setup.warnings[1].visible
    type_into(app, 1, "B" * MAX_NAME_LENGTH)  # exactly 16: nothing left out, nothing said
    assert not setup.warnings[1].visible


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "yellow 2 is only 2", "red 3 + yellow 2 make 5"),
    ("fr", "le 2 jaune ne fait que 2", "3 rouge + 2 jaune font 5")])
def test_T13_a_one_card_attack_reads_right(fast_app, language, one, two):
    fast_app.ctx.change_settings(language=language)
    tr, words = fast_app.ctx.tr, fast_app.ctx.palette.power_words
    view = {"seat": 0, "zones": [[None] * 4, [{"card": "B9", "revealed": True}, None, None,
                                              None]]}
    single = tr("totem.refusal.T13", **refusal_values(tr, "attack Y2 1", view, words))
    double = tr("totem.refusal.T13", **refusal_values(tr, "attack R3+Y2 1", view, words))
    assert one in single and "make 2" not in single and "font 2" not in single
    assert two in double


def test_the_hints_used_are_counted_in_words_at_the_end(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    scene.session.saved = scene.session.saved.hinted(0).hinted(0)
    text = ", ".join(fast_app.ctx.tr("table.hint.by", count=n, name=scene.name(s))
                     for s, n in enumerate(scene.session.saved.hints) if n)
    assert text == "2 for P1"
    fast_app.ctx.change_settings(language="fr")
    assert fast_app.ctx.tr("table.hint.by", count=2, name="P1") == "2 pour P1"


def test_hint_is_not_offered_once_the_game_has_ended(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    hint = Probe(fast_app).find("#hint")
    assert hint.is_enabled
    rng = random.Random(1)
    for _ in range(4000):
        if scene.session.is_terminal():
            break
        if scene.my_turn and not scene.board.moving and scene.legal:
            scene.act(rng.choice(scene.legal))
        fast_app.frame(FAST)
    fast_app.frame(FAST)
    assert scene.session.is_terminal() and not hint.is_enabled


def test_rok_coach_shows_the_runes_it_names(fast_app):
    """"grey gebo": the coach names runes nothing on the table labels, so its panel draws
    the rune beside its name; hovering a stone shows its name too (the magnifier)."""
    table = start_lesson(fast_app, "rok")
    coach = table.coach
    probe = Probe(fast_app)
    while coach.step.say != "balance":
        run(fast_app, probe.click("#coach_next"))
    rune = table.lesson.rune(coach.step)
    assert rune == table.session.view(0)["balance"][0]
    from scenes.kit.pieces.rok_words import rune_name

    name = rune_name(fast_app.ctx.tr, rune)
    assert name in coach.words(coach.step)
    drawn = []
    original = table.art.stone
    table.art.stone = lambda face, *a, **k: drawn.append(face) or original(face, *a, **k)
    coach.rendered = None
    coach.panel()
    assert rune in drawn  # the legend draws the rune it names


def test_rok_clock_says_it_is_a_limit(fast_app):
    assert fast_app.ctx.tr("rok.countdown", n=15) == "At most 15 s left"
    fast_app.ctx.change_settings(language="fr")
    assert fast_app.ctx.tr("rok.countdown", n=15) == "Encore 15\u00a0s au plus" or \
        fast_app.ctx.tr("rok.countdown", n=15) == "Encore 15 s au plus"


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_game_saved_keeps_off_the_setup_s_options_even_open(app, game):
    """The notice floated over the options: it now keeps to the foot, clear of every
    option's list as it drops down (38 units an item, pygame_gui's theme here)."""
    from scenes.frame.catalogue import game_info
    from scenes.shell.setup_scene import ROW_STEP, ROW_TOP

    app.stack.push(SetupScene, game)
    app.stack.apply_pending()
    setup = app.stack.top
    setup.set_players(game_info(game).max_players)
    area = setup.notice_area()
    for i, spec in enumerate(game_info(game).options):
        top = ROW_TOP + i * ROW_STEP
        opened = pygame.Rect(setup_right(), top, 450, 44 + 38 * len(spec.choices) + 8)
        assert not area.colliderect(opened), (spec.name, area, opened)
    for seat in setup.warnings:  # nor any seat's note under its name
        assert not area.colliderect(setup.warnings[seat].rect)


def setup_right():
    from scenes.shell.setup_scene import RIGHT_COLUMN

    return RIGHT_COLUMN
