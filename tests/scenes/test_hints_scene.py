"""The Hint button and H at the table: the sentence shown, counted in the file and at the
end; every reason a hint can give has words in both languages."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.core import Rng
from game.games import load_game
from game.hints import suggest
from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from scenes.table.hint_words import sentence
from tests.scenes.conftest import FAST, start_table
from tests.scenes.conftest import run_fast as run

PLAYERS = {"pook": 3, "totem": 2, "rok": 3}


def wait_for_turn(app, scene, frames=200):
    for _ in range(frames):
        if scene.my_turn and not scene.board.moving:
            return
        app.frame(FAST)
    raise AssertionError("never our turn")


def press_h(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                         scancode=0))
    for _ in range(20):
        app.frame(FAST)


def test_h_shows_the_hint_in_words_and_counts_it_in_the_file(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT), seed=4)
    wait_for_turn(fast_app, scene)
    expected = sentence("pook", suggest(load_game("pook"), scene.session.view(0),
                                        Rng(scene.session.saved.record.seed ^ 0x41D7)),
                        fast_app.ctx.tr, scene.names, fast_app.ctx.palette.power_words)
    press_h(fast_app)
    assert any(n.text == expected for n in fast_app.ctx.notices.items)
    assert scene.session.saved.hints == (1, 0)
    fast_app.ctx.saver.flush(5)
    saved = fast_app.ctx.saves.load(scene.session.saved.name).saved
    assert saved.hints == (1, 0)


def test_the_button_does_the_same_and_nothing_is_hinted_off_turn(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    wait_for_turn(fast_app, scene)
    run(fast_app, Probe(fast_app).click("#hint"))
    for _ in range(20):
        fast_app.frame(FAST)
    assert scene.session.saved.hints == (1, 0)
    scene.act(scene.legal[0])  # our setup: now the bot is to act
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                         scancode=0))
    fast_app.frame(FAST)  # (said at once; the bot's move, the table moving on, takes it away)
    assert any(n.text == fast_app.ctx.tr("table.hint.none") for n in fast_app.ctx.notices.items)
    press_h(fast_app)
    assert scene.session.saved.hints == (1, 0)


def test_the_end_screen_counts_the_hints_used(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    wait_for_turn(fast_app, scene)
    press_h(fast_app)
    rng = Rng(2)
    for _ in range(5000):
        if type(fast_app.stack.top).__name__ == "EndOverlay":
            break
        if scene.my_turn and not scene.board.moving:
            scene.act(scene.legal[rng.below(len(scene.legal))])
        fast_app.frame(FAST)
    assert "Hints used: 1 for P1" in fast_app.stack.top.payload.subtitle


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_every_reason_met_in_many_positions_has_words(fast_app, game, language):
    fast_app.ctx.tr.set_language(language)
    module = importlib.import_module(f"game.{game}")
    names = [f"P{i}" for i in range(PLAYERS[game])]
    reasons = set()
    for seed in range(12):
        state, rng = module.new_game(PLAYERS[game], seed), Rng(seed)
        while not state.is_terminal():
            seat = state.current_player
            view = state.view(seat)
            if view["legal"] or game == "rok":
                try:
                    hint = suggest(load_game(game), view, rng)
                except ValueError:
                    hint = None
                if hint is not None:
                    reasons.add(hint.reason)
                    text = sentence(game, hint, fast_app.ctx.tr, names,
                                    fast_app.ctx.palette.power_words)
                    assert f"{game}.hint" not in text and "%{" not in text, text
            state.play(str(module.random_action(state, rng)))
    assert len(reasons) >= 4
