"""RÖK at a human pace: a 3-2-1 count before every throw a human grabs from, a bot's throw
that waits for Space when asked, hot-seat grabbing that ends only when every human says so
(R13), and the slow bot speed."""

import pygame
import pytest

from game.net.gestures import COUNT_FROM
from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.rok.pace import DONE_KEYS
from scenes.games.rok.scene import RokScene
from tests.scenes.conftest import FAST, start_table
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_layout import LONG_NAMES, check
from tests.scenes.test_rok_scene import frames_until


def counted_numbers(app, scene, frames=80):
    """The numbers the count showed, in order, until the runes fly."""
    shown = []
    for _ in range(frames):
        if scene.live is not None:
            return shown
        if scene.pace.counting and (not shown or shown[-1] != scene.pace.count_number()):
            shown.append(scene.pace.count_number())
            assert any(r.name == "throw_count" for r in scene.regions())
        app.frame(FAST)
    raise AssertionError("the runes never flew")


def test_R08_a_humans_signal_counts_three_two_one_before_the_runes_fly(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (HUMAN, BOT))
    run(fast_app, Probe(fast_app).key(pygame.K_SPACE))
    assert scene.live is None and scene.pace.counting and not scene.session.record.actions
    assert counted_numbers(fast_app, scene) == list(range(COUNT_FROM, 0, -1))


def test_R08_a_bots_throw_is_counted_too_when_a_human_will_grab(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (BOT, HUMAN))  # the bot throws first
    frames_until(fast_app, lambda: scene.pace.counting, 40)
    assert counted_numbers(fast_app, scene) == [3, 2, 1]


def test_R08_bots_alone_throw_without_a_count(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (BOT, BOT))
    for _ in range(60):
        assert not scene.pace.counting
        if scene.live is not None:
            return
        fast_app.frame(FAST)
    raise AssertionError("the bots never threw")


def test_R08_with_the_setting_a_bots_throw_waits_for_a_humans_space(fast_app):
    fast_app.ctx.change_settings(throw_wait=True)
    scene = start_table(fast_app, RokScene, "rok", (BOT, HUMAN))
    run(fast_app, Probe(fast_app).wait(100))  # ten seconds: the bot would long have thrown
    assert scene.pace.awaiting_space and not scene.pace.counting and scene.live is None
    assert "press Space" in scene.status_text()
    assert any(r.name == "throw_count" for r in scene.regions())  # "Ready? Space" shows
    run(fast_app, Probe(fast_app).key(pygame.K_SPACE))
    assert scene.pace.counting
    assert counted_numbers(fast_app, scene)[-1] == 1


def grabbing_hot_seat(app, seed=7):
    scene = start_table(app, RokScene, "rok", (HUMAN, HUMAN), seed=seed)
    run(app, Probe(app).key(pygame.K_SPACE))
    frames_until(app, lambda: scene.grabbing, 200)
    return scene


def test_R13_at_a_hot_seat_grabbing_ends_only_when_every_human_says_done(fast_app):
    scene = grabbing_hot_seat(fast_app)
    probe = Probe(fast_app)
    run(fast_app, probe.key(pygame.K_RETURN))  # Enter alone ends nothing, it says how
    assert scene.grabbing and "done" not in scene.session.record.actions
    assert any("own key" in n.text for n in fast_app.ctx.notices.items)
    run(fast_app, probe.key(pygame.key.key_code(DONE_KEYS[0])))
    assert scene.round.done == {0} and scene.grabbing
    run(fast_app, probe.key(pygame.key.key_code(DONE_KEYS[0])))  # taken back
    assert scene.round.done == set()
    run(fast_app, probe.key(pygame.key.key_code(DONE_KEYS[0])))
    plate = scene.places.plate(1)  # seat 1 clicks its own plate: the button for its seat
    run(fast_app, probe.click_at(plate.center))
    assert "done" in scene.session.record.actions


def test_the_hot_seat_plates_show_each_players_keys(fast_app):
    scene = grabbing_hot_seat(fast_app)
    names = {r.name for r in scene.regions()}
    assert {"keys:0", "keys:1"} <= names
    assert scene.places.plate(0).height > 52  # room for the third line
    seen = scene.ctx.tr("pace.rok.plate_keys", grab="A", done="1")
    assert "[A]" in seen and "[1]" in seen


def test_slow_bot_speed_doubles_a_bots_moments(fast_app):
    """The frames a bot host waits before its count, at normal and at slow speed."""
    waited = {}
    for speed in ("normal", "slow"):
        fast_app.ctx.change_settings(bot_speed=speed)
        scene = start_table(fast_app, RokScene, "rok", (BOT, HUMAN))
        frames = 0
        while not scene.pace.counting:
            fast_app.frame(FAST)
            frames += 1
        waited[speed] = frames
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    assert abs(waited["slow"] - 2 * waited["normal"]) <= 2  # a frame either side


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_count_and_the_hot_seat_plates_keep_clear_of_everything(tmp_path, language,
                                                                     players):
    """Long names, every seat human: the count, the plates with their keys, a grab phase
    and a player done pass the layout checks (scenes.kit.regions) in both languages."""
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST))
    try:
        seats = tuple(Seat(name, HUMAN, None) for name in LONG_NAMES[:players])
        app.stack.push(RokScene, GameSetup("rok", seats, 5, {}))
        app.stack.apply_pending()
        scene = app.stack.top
        run(app, Probe(app).key(pygame.K_SPACE))
        assert scene.pace.counting
        check(app, "the count")
        for _ in range(3000):  # throw again until a throw leaves pairs to grab
            if scene.grabbing:
                break
            if scene.my_turn and scene.view["phase"] == "throw":
                scene.signal_throw()
            app.frame(FAST)
        check(app, "grabbing")
        run(app, Probe(app).key(pygame.key.key_code(DONE_KEYS[1])))
        assert 1 in scene.round.done
        check(app, "a player done")
    finally:
        app.close()
