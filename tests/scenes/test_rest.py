"""An app at rest draws nothing: when nothing moves, counts down or waits on a
thread, the loop waits for events instead of drawing 60 frames a second. A click, a key, a
window event and a bot's move wake it and are shown; a RÖK throw and a card's flight keep
the display's pace; a focused text field keeps its caret blinking. Flips are counted, not
time (each resting step waits at most a tenth of a second)."""

from __future__ import annotations

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app import loop
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.shell.menu import MenuScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import start_table


@pytest.fixture
def paced_app(tmp_path, monkeypatch):
    """An app paced as a player's is (60 frames a second, no fixed step), whose last input
    is never recent (no hover glow or tooltip is pending)."""
    monkeypatch.setattr(loop, "LINGER", 0.0)
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=60))
    yield app
    if app.stack.scenes:
        app.close()


def step_through(app, frames):
    """Advance a Probe script one loop pass per step, as the running app does."""
    for _ in frames:
        app.step()


def rest(app, limit=900):
    """Loop passes until the app rests (the menu first reads its index)."""
    for _ in range(limit):
        if app.resting():
            return
        app.step()
    raise AssertionError(f"never at rest on {type(app.stack.top).__name__}")


def test_an_untouched_menu_draws_no_frame(paced_app):
    rest(paced_app)
    flips, frames = paced_app.flips, paced_app.frames
    for _ in range(10):  # about a second
        paced_app.step()
    assert paced_app.frames == frames + 10  # the loop went on (clocks, threads, the writer)
    assert paced_app.flips == flips  # but drew nothing


def test_a_click_and_a_key_wake_it_and_show_their_effect(paced_app):
    rest(paced_app)
    flips = paced_app.flips
    step_through(paced_app, Probe(paced_app).click("#menu_settings"))
    assert isinstance(paced_app.stack.top, SettingsScene) and paced_app.flips > flips
    rest(paced_app)
    flips = paced_app.flips
    step_through(paced_app, Probe(paced_app).key(pygame.K_ESCAPE))
    assert isinstance(paced_app.stack.top, MenuScene) and paced_app.flips > flips


def test_a_window_event_wakes_it(paced_app):
    rest(paced_app)
    flips = paced_app.flips
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    paced_app.step()
    assert paced_app.flips == flips + 1


def test_a_focused_text_field_keeps_its_caret_blinking(paced_app):
    rest(paced_app)
    paced_app.stack.push(SetupScene, "totem")
    paced_app.stack.apply_pending()
    probe = Probe(paced_app)
    step_through(paced_app, probe.click("#name_0"))
    assert not paced_app.resting()  # the caret blinks on: frames go on
    flips = paced_app.flips
    for _ in range(5):
        paced_app.step()
    assert paced_app.flips == flips + 5


def test_a_bots_turn_is_drawn_and_the_table_rests_on_the_humans(paced_app):
    """Totem against a bot: at rest while the human's four defenders wait; their setup
    played, the bot's move is staged at the display's pace, then the table rests again."""
    paced_app.ctx.change_settings(bot_speed="fast")  # (the test's time: the staging is shorter)
    table = start_table(paced_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    rest(paced_app)
    assert table.my_turn
    played = len(table.session.record.actions)
    probe = Probe(paced_app)
    for _ in range(5):  # four defenders dragged, then Confirm: one step at a time, each
        # asked of the table where things are now (the hand closes up as cards leave it)
        gesture = next(g for text, g in table.gestures().items() if text.startswith("setup"))
        step_through(paced_app, probe.perform(gesture[0]))
        if len(table.session.record.actions) > played:
            break
        while table.board.moving:
            paced_app.step()
    assert len(table.session.record.actions) > played  # the human's setup was played
    flips, passes = paced_app.flips, 0
    while len(table.session.record.actions) < played + 2 or not paced_app.resting():
        assert not paced_app.resting() or table.my_turn  # never at rest during the bot's turn
        paced_app.step()
        passes += 1
        assert passes < 3000
    assert paced_app.flips - flips >= passes - 1  # every pass of the bot's turn was drawn


def test_R08_a_throw_keeps_the_displays_pace(paced_app):
    table = start_table(paced_app, RokScene, "rok", (HUMAN, BOT), seed=1)
    for _ in range(600):
        if table.my_turn and table.live is None:
            break
        paced_app.step()
    assert table.my_turn and table.view["phase"] == "throw"
    rest(paced_app)  # at rest, waiting for the throw
    step_through(paced_app, Probe(paced_app).key(pygame.K_SPACE))
    flips = drawn = 0
    while table.live is not None or table.counting:
        assert not paced_app.resting()
        flips = paced_app.flips
        paced_app.step()
        drawn += paced_app.flips - flips
        assert drawn < 3000
    assert drawn > 30  # the stones flew frame by frame


class QuietNetwork:
    """What a networked table asks of its network (scenes.table.networked.NetSeats), with
    nothing arriving: every seat but the viewer's is played at another laptop."""

    def __init__(self, viewer: int) -> None:
        self.viewer, self.busy, self.joined, self.ready = viewer, False, True, True
        self.words: str | None = None

    def plays_elsewhere(self, seat: int) -> bool:
        return seat != self.viewer

    def status(self, tr, names) -> str | None:
        return self.words

    def update(self, table) -> bool:
        return False  # (read the network: nothing came; no laptop is away)

    def show(self, table) -> bool:
        return False

    def close(self) -> None: ...


def test_a_networked_table_rests_while_another_laptop_thinks_and_draws_what_changes(paced_app):
    """At a table over the network, another laptop's turn can take minutes: the table rests
    (its updates still read the network ten times a second). What arrives wakes it: a move
    made elsewhere, or new words on the status line ("waiting for NAME's laptop...")."""
    table = start_table(paced_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    network = QuietNetwork(viewer=table.viewer)  # (the bot's seat: "another laptop")
    table.net = network
    rest(paced_app)
    assert table.my_turn
    table.act(next(t for t in table.gestures() if t.startswith("setup")))
    rest(paced_app)
    assert not table.my_turn and network.plays_elsewhere(table.session.current_player)
    for _ in range(3):  # (the move's last words and its write settle first)
        paced_app.step()
    rest(paced_app)
    flips = paced_app.flips
    for _ in range(5):
        paced_app.step()
    assert paced_app.flips == flips
    network.words = "The game waits for the laptop of P1..."
    paced_app.step()
    assert paced_app.flips == flips + 1 and table.status[0] == network.words
    for _ in range(4):  # (the loop draws one more frame after any change)
        paced_app.step()
    assert paced_app.flips <= flips + 2 and paced_app.resting()  # then at rest again
    flips = paced_app.flips
    network.busy = True  # a move made elsewhere, still to be shown
    paced_app.step()
    assert paced_app.flips == flips + 1
    table.net = None
