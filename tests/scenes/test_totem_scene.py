"""The Totem table played through injected mouse events, as people and bots would."""

import random
import re

import pygame

from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.games.totem.scene import TotemScene
from scenes.kit.palette import COLOURBLIND, STANDARD
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_app import state_of


def start(app, kinds, seed=3):
    """The table with its first player seated (a hot-seat game's opening curtain lifted)."""
    scene = start_table(app, TotemScene, "totem", kinds, seed)
    lift_curtain(app)
    return scene


def assert_no_secret_drawn(scene):
    """Nothing of the other seat that the viewer may not see is drawn face up."""
    enemy = 1 - scene.viewer
    zone = scene.session.state.zone[enemy]
    revealed = scene.session.state.revealed[enemy]
    for key, piece in scene.board.pieces.items():
        if key.startswith("back:"):
            assert piece.face is None
        if key.startswith(f"zone:{enemy}:"):
            slot = int(key.rsplit(":", 1)[1]) - 1
            if zone[slot] is not None and not revealed[slot]:
                assert piece.face is None, key


def test_hot_seat_game_played_by_mouse_reaches_the_end_screen(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN))
    probe = Probe(fast_app)
    rng = random.Random(5)
    checks = []

    def choose(options):
        assert_no_secret_drawn(scene)
        checks.append(len(options))
        attacks = [o for o in options if o.startswith(("attack", "setup"))]
        return rng.choice(attacks if attacks and rng.random() < 0.7 else options)

    run(fast_app, probe.play_table(choose))
    probe.expect_top("EndOverlay")
    state = scene.session.state
    assert state.is_terminal()
    end = fast_app.stack.top.payload
    winners = state.winners()
    expected = "It's a draw" if len(winners) == 2 else f"{scene.name(winners[0])} wins!"
    assert end.title == expected
    assert [row[1] for row in end.rows] == [str(n) for n in state.scores()]
    assert len(checks) == len(scene.session.record.actions) > 4  # every action by gesture
    assert scene.log.texts[-1]  # the end is told in the log


def test_human_against_bot_game_ends(fast_app):
    scene = start(fast_app, (HUMAN, BOT), seed=11)
    probe = Probe(fast_app)
    rng = random.Random(2)
    run(fast_app, probe.play_table(lambda options: rng.choice(options)))
    assert scene.session.state.is_terminal()
    assert scene.viewer == 0  # a bot's turn never shows its cards


def test_bots_alone_play_to_the_end(fast_app):
    scene = start(fast_app, (BOT, BOT), seed=4)
    for _ in range(20_000):
        fast_app.frame(FAST)
        if type(fast_app.stack.top).__name__ == "EndOverlay":
            break
    assert scene.session.state.is_terminal()


def test_refusals_read_in_french_too(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    fast_app.ctx.change_settings(language="fr")
    try:
        scene.act("discard " + scene.view["hand"][0])
    finally:
        fast_app.ctx.change_settings(language="en")
    assert any(n.text.startswith("Choisissez d'abord vos 4 défenseurs") and n.tag == "T05"
               for n in fast_app.ctx.notices.items)


def test_a_drop_the_rules_refuse_says_why_and_changes_nothing(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    run(fast_app, Probe(fast_app).wait(5))
    before = scene.session.state.to_json()
    face = scene.view["hand"][0]
    piece = scene.board.pieces[f"card:{face}"]
    start_pos = (round(piece.centre[0]), round(piece.centre[1]) + 30)
    run(fast_app, Probe(fast_app).drag(start_pos, (858, 392)))  # the discard pile, at setup
    assert scene.session.state.to_json() == before
    assert any(n.tag == "T05" and "your own slots" in n.text  # says what to do instead
               for n in fast_app.ctx.notices.items)


def test_right_click_cancels_a_drag(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    run(fast_app, Probe(fast_app).wait(5))
    face = scene.view["hand"][0]
    piece = scene.board.pieces[f"card:{face}"]
    pos = (round(piece.centre[0]), round(piece.centre[1]) + 30)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    fast_app.frame(FAST)
    assert scene.painter.held == (face,)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=3))
    fast_app.frame(FAST)
    assert scene.painter.held == ()


def test_draw_changes_nothing(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    run(fast_app, Probe(fast_app).wait(5))
    surface = pygame.Surface((1280, 800))
    before, game = state_of(scene), scene.session.state.to_json()
    scene.draw(surface)
    assert state_of(scene) == before and scene.session.state.to_json() == game


def test_every_event_reads_as_words_in_both_languages(fast_app):
    from game.core import Rng
    from game.totem import new_game, random_action
    from scenes.kit.pieces.totem_words import describe

    state, rng, events = new_game(2, 9), Rng(9), []
    while not state.is_terminal():
        events += state.play(random_action(state, rng))
    for language in ("en", "fr"):
        fast_app.ctx.tr.set_language(language)
        for palette in (STANDARD, COLOURBLIND):
            for event in events:
                line = describe(event, fast_app.ctx.tr, ["A", "B"], palette.power_words)
                assert line is None or not re.search(r"\b(tablee|totem)\.\w", line), line
