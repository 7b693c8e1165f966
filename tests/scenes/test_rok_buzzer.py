"""RÖK's buzzer at a hot seat (R25): the window a buzzer key gives is 2 s by default, set in
Settings, and never runs out before a click made within it is read."""

import pygame

from game.saves import HUMAN
from scenes.app.smoke import Probe
from scenes.games.rok.moments import KEYS
from scenes.kit.settings import BUZZER_SECONDS, Settings
from tests.scenes.conftest import FAST
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_rok_scene import grab_ready, played_grabs, rune_pos


def buzz(app, seat):
    run(app, Probe(app).key(pygame.key.key_code(KEYS[seat])))


def test_R25_the_buzzer_window_is_at_least_two_seconds_and_set_in_settings(fast_app):
    assert Settings().buzzer_seconds == 2 and min(BUZZER_SECONDS) >= 2
    scene = grab_ready(fast_app, (HUMAN, HUMAN))
    pressed = scene.round.clock  # (the key is read at this clock)
    buzz(fast_app, 0)
    assert scene.round.window == (0, pressed + 2)
    while scene.round.clock + FAST < pressed + 1.95:  # a person's key, a look, a move of the mouse
        fast_app.frame(FAST)
    assert scene.round.holder() == 0
    fast_app.ctx.change_settings(buzzer_seconds=4)
    scene.round.window = None
    pressed = scene.round.clock
    buzz(fast_app, 1)
    assert scene.round.window == (1, pressed + 4)


def test_R25_a_click_made_within_the_window_is_read_even_after_a_long_frame(fast_app):
    scene = grab_ready(fast_app, (HUMAN, HUMAN))
    rune = sorted(scene.face_up())[0]
    buzz(fast_app, 1)
    until = scene.round.window[1]
    while scene.round.clock + FAST < until - 0.01:  # the last frame inside the window
        fast_app.frame(FAST)
    pos = rune_pos(scene, rune)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    fast_app.frame(1.5)  # the frame that carries the click runs long, past the window's end
    fast_app.frame(FAST)
    assert not any("Press your key first" in n.text for n in fast_app.ctx.notices.items)
    assert f"grab 1 {rune}" in played_grabs(scene) or rune in scene.view["hoards"][1]


def test_R25_a_click_after_the_window_asks_for_the_key_again(fast_app):
    scene = grab_ready(fast_app, (HUMAN, HUMAN))
    rune = sorted(scene.face_up())[0]
    buzz(fast_app, 1)
    while scene.round.holder() is not None:
        fast_app.frame(FAST)
    fast_app.frame(FAST)
    run(fast_app, Probe(fast_app).click_at(rune_pos(scene, rune)))
    assert any("Press your key first" in n.text for n in fast_app.ctx.notices.items)
    assert f"grab 1 {rune}" not in played_grabs(scene)
