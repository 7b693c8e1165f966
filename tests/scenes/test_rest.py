"""An app at rest makes no frame: when nothing moves, the loop sleeps until an event comes
(input, or a thread's wake-up: a bot's move, a save written, a message from the network) or
the earliest time something registered (a caret's blink, a tooltip's delay, a notice's fade,
a thinking bot's dots), never on a fixed tick. A throw and a card's flight keep the
display's pace. Loop passes are counted over real time (``App.frames``), draws by flips."""

from __future__ import annotations

import threading
import time

import pygame
import pygame_gui
import pytest

from game.saves import BOT, HUMAN
from scenes.app import loop
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.kit.wake import wake
from scenes.shell.menu import MenuScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from tests.scenes.conftest import lift_curtain, start_table

QUIET = 1.0  # seconds a resting app is watched


@pytest.fixture
def paced_app(tmp_path, monkeypatch):
    """An app paced as a player's is (60 frames a second, no fixed step), whose last input
    is never recent (no frames linger after it)."""
    monkeypatch.setattr(loop, "LINGER", 0.0)
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=60))
    yield app
    if app.stack.scenes:
        app.close()


def step_through(app, frames):
    """Advance a Probe script one loop pass per step, as the running app does (a step with
    nothing posted and nothing due waits a tenth of a second, then goes on)."""
    for _ in frames:
        app.step(0.1)


def passes_over(app, seconds):
    """Run the loop for ``seconds`` of real time: (passes made, frames drawn)."""
    frames, flips = app.frames, app.flips
    end = time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        app.step(left)
    return app.frames - frames, app.flips - flips


def rest(app, limit=900):
    """Loop until the app rests, then until what it set off has settled: the saves written
    (each wakes the loop once) and nothing drawn for a quarter of a second."""
    for _ in range(limit):
        if app.resting():
            break
        app.step()
    else:
        raise AssertionError(f"never at rest on {type(app.stack.top).__name__}")
    for _ in range(limit):
        if app.ctx.library.built("saver"):
            app.ctx.saver.flush(5)
        if passes_over(app, 0.25)[1] == 0:
            return
    raise AssertionError(f"never quiet on {type(app.stack.top).__name__}")


def test_an_untouched_menu_makes_no_pass(paced_app):
    rest(paced_app)
    assert paced_app.due() is None  # nothing is due: it sleeps until an event
    assert passes_over(paced_app, QUIET) == (0, 0)


@pytest.mark.parametrize("scene, game", [(TotemScene, "totem"), (PookScene, "pook")])
def test_a_table_waiting_for_the_human_makes_no_pass(paced_app, scene, game):
    table = start_table(paced_app, scene, game, (HUMAN, BOT), seed=3)
    for _ in range(3000):
        if table.my_turn and paced_app.resting():
            break
        paced_app.step(0.1)
    rest(paced_app)
    assert table.my_turn and passes_over(paced_app, QUIET) == (0, 0)


def test_R08_a_rok_table_waiting_for_space_makes_no_pass_then_counts_at_full_pace(paced_app):
    paced_app.ctx.change_settings(throw_wait=True)
    table = start_table(paced_app, RokScene, "rok", (BOT, HUMAN), seed=1)
    rest(paced_app)
    assert table.pace.awaiting_space and passes_over(paced_app, QUIET) == (0, 0)
    step_through(paced_app, Probe(paced_app).key(pygame.K_SPACE))
    assert table.pace.counting  # 3-2-1, then the throw: every pass drawn at the display's pace
    passes, drawn = 0, 0
    while table.pace.counting or table.live is not None:
        assert not paced_app.resting()
        flips = paced_app.flips
        paced_app.step()
        passes, drawn = passes + 1, drawn + paced_app.flips - flips
        assert passes < 3000
    assert drawn == passes > 60  # (the count alone lasts over a second)


def test_the_hot_seats_hand_over_makes_no_pass(paced_app):
    """Hot seat: after P1's move the table waits for "Pass to P2" with nothing moving."""
    table = start_table(paced_app, TotemScene, "totem", (HUMAN, HUMAN), seed=3)
    lift_curtain(paced_app)
    rest(paced_app)
    mover = table.session.current_player
    while table.session.current_player == mover:
        assert table.act(table.legal[0])
        for _ in range(900):
            if not table.board.moving and table.hold <= 0:
                break
            paced_app.step(0.1)
    rest(paced_app)
    assert table.hand_over.seat is not None and type(paced_app.stack.top) is TotemScene
    assert passes_over(paced_app, QUIET) == (0, 0)


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
    assert paced_app.step(1.0)
    assert paced_app.flips == flips + 1


def test_a_thread_wakes_it_at_once(paced_app):
    """A thread's wake-up (a bot's move, a save) is read as soon as it is posted."""
    rest(paced_app)
    posted = []

    def later():
        time.sleep(0.3)
        posted.append(time.monotonic())
        wake("test")

    threading.Thread(target=later).start()
    assert paced_app.step(5.0)
    assert posted and time.monotonic() - posted[0] < 0.1


def test_a_focused_text_field_wakes_only_to_blink_its_caret(paced_app):
    rest(paced_app)
    paced_app.stack.push(SetupScene, "totem")
    paced_app.stack.apply_pending()
    step_through(paced_app, Probe(paced_app).click("#name_0"))
    field = Probe(paced_app).find("#name_0")
    assert field.is_focused and paced_app.resting() and paced_app.due() is not None
    shown, toggles = [], 0
    end = time.monotonic() + 3.0
    passes = paced_app.frames
    while (left := end - time.monotonic()) > 0:
        if paced_app.step(left):
            toggles += bool(shown) and shown[-1] != field.cursor_on
            shown.append(field.cursor_on)
    passes = paced_app.frames - passes
    assert toggles >= 4  # on for a second after it moved, then 0.4 s off, 0.4 s on ...
    assert passes <= toggles + 3  # and each pass but a few made a blink


def test_a_tooltip_shows_after_its_delay_with_no_frame_before(paced_app):
    rest(paced_app)
    probe = Probe(paced_app)
    tile = probe.find("#menu_network")
    pygame.mouse.set_pos(probe.window_pos(tile.rect.center))  # (what hovering reads)
    probe.move(tile.rect.center)
    paced_app.step(0.1)  # the pointer came: the button is hovered
    assert tile.hovered
    rest_passes, _ = passes_over(paced_app, tile.tool_tip_delay * 0.6)
    assert rest_passes <= 2 and tile.tool_tip is None  # (a hover is drawn on the next update)
    passes, drawn = passes_over(paced_app, tile.tool_tip_delay * 0.7)
    assert isinstance(tile.tool_tip, pygame_gui.elements.UITooltip) and tile.tool_tip.alive()
    assert 1 <= drawn == passes <= 2  # woken for it, and it was drawn


def test_a_notice_sleeps_until_it_fades(paced_app):
    rest(paced_app)
    paced_app.ctx.notices.add("A notice", seconds=1.2)
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    assert paced_app.step(1.0)  # shown (1.2 s, of which its last 0.6 fading)
    assert paced_app.resting() and 0.49 <= paced_app.due() <= 0.6
    assert passes_over(paced_app, 0.4) == (0, 0)  # shown, unchanged
    passes, drawn = passes_over(paced_app, 1.0)
    assert not paced_app.ctx.notices.items and drawn == passes > 15  # it faded frame by frame


def test_a_bots_turn_rests_while_it_thinks_and_is_staged_at_the_displays_pace(paced_app):
    """Totem against a bot: after the human's setup the bot thinks (the loop wakes for its
    dots and its least time, and when its thread has chosen), then its move is staged frame
    by frame, then the table rests on the human's turn again."""
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
    thinking = staged = drawn = 0
    started = time.monotonic()
    while len(table.session.record.actions) < played + 2 or not paced_app.resting():
        moving = table.board.moving or table.hold > 0
        assert not (moving and paced_app.resting())  # a move is never staged at rest
        busy = table.worker.busy and not moving
        flips = paced_app.flips
        paced_app.step(1.0)
        thinking += busy
        staged += moving
        drawn += moving and paced_app.flips > flips
        assert time.monotonic() - started < 60
    assert staged > 10 and drawn == staged  # every pass of the staging was drawn
    assert thinking <= 12  # the bot's thinking woke the loop a few times, not 60 a second


def test_R08_a_throw_keeps_the_displays_pace(paced_app):
    table = start_table(paced_app, RokScene, "rok", (HUMAN, BOT), seed=1)
    for _ in range(600):
        if table.my_turn and table.live is None:
            break
        paced_app.step(0.1)
    assert table.my_turn and table.view["phase"] == "throw"
    rest(paced_app)  # at rest, waiting for the throw
    step_through(paced_app, Probe(paced_app).key(pygame.K_SPACE))
    flips = drawn = 0
    while table.live is not None or table.pace.counting:
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

    def draw(self, surface) -> None: ...  # (nothing said at the table)

    def close(self) -> None: ...


def test_a_networked_table_rests_while_another_laptop_thinks_and_draws_what_changes(paced_app):
    """At a table over the network, another laptop's turn can take minutes: the table rests,
    drawing nothing (its updates still read the network ten times a second: the host's clock
    runs there, and what arrives wakes it at once). What arrives is drawn: a move made
    elsewhere, or new words on the status line ("waiting for NAME's laptop...")."""
    table = start_table(paced_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    network = QuietNetwork(viewer=table.viewer)  # (the bot's seat: "another laptop")
    table.net = network
    rest(paced_app)
    assert table.my_turn
    table.act(next(t for t in table.gestures() if t.startswith("setup")))
    rest(paced_app)
    assert not table.my_turn and network.plays_elsewhere(table.session.current_player)
    passes, drawn = passes_over(paced_app, 0.55)
    assert drawn == 0 and 3 <= passes <= 7  # the network read about every tenth of a second
    network.words = "The game waits for the laptop of P1..."
    flips = paced_app.flips
    paced_app.step()
    assert paced_app.flips == flips + 1 and table.status_line.status[0] == network.words
    for _ in range(4):  # (the loop draws one more frame after any change)
        paced_app.step()
    assert paced_app.flips <= flips + 2 and paced_app.resting()  # then at rest again
    flips = paced_app.flips
    network.busy = True  # a move made elsewhere, still to be shown
    paced_app.step()
    assert paced_app.flips == flips + 1
    table.net = None
