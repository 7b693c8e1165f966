"""A bot that thinks never freezes the table: frames go on, its seat shows as thinking, and
the human can pause and quit to the menu meanwhile (issue: bots off the frame loop)."""

import threading
import time

import pygame
import pytest

from game.pook import bots as pook_bots
from game.saves import BOT, HUMAN, Seat
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.pook.scene import PookScene
from tests.scenes.conftest import FAST
from tests.scenes.conftest import run_fast as run


class Gate:
    """A bot that thinks until the test lets it answer (its first legal action)."""

    name = "gate"
    asked = threading.Event()
    answer = threading.Event()

    def choose(self, view, rng):
        Gate.asked.set()
        Gate.answer.wait(timeout=30)
        return view["legal"][0]


@pytest.fixture
def gated(monkeypatch):
    Gate.asked.clear()
    Gate.answer.clear()
    monkeypatch.setitem(pook_bots.BOTS, "gate", Gate)
    yield Gate
    Gate.answer.set()  # never leave a worker thread waiting


def start_against_gate(app):
    seats = (Seat("Robot", BOT, "gate"), Seat("Alice", HUMAN, None))
    app.stack.push(PookScene, GameSetup("pook", seats, 3, {}))
    app.stack.apply_pending()
    scene = app.stack.top
    frames_until(app, Gate.asked.is_set)
    assert Gate.asked.is_set(), "the bot was never asked"
    return scene


def frames_until(app, done, seconds=30.0):
    """Frames until ``done()`` — by the clock, not a count of frames a busy machine outruns
    (the bot's thread must be given the processor to answer)."""
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.frame(FAST)
        time.sleep(0.002)


def test_frames_go_on_and_the_table_says_who_thinks_while_a_bot_decides(fast_app, gated):
    scene = start_against_gate(fast_app)
    for _ in range(20):
        fast_app.frame(FAST)  # would hang here if the frame loop waited for the bot
    assert not Gate.answer.is_set() and scene.thinking_seat == 0
    assert scene.status_line.status[0].startswith("Robot is thinking")
    Gate.answer.set()
    frames_until(fast_app, lambda: bool(scene.session.record.actions))
    assert scene.session.record.actions, "the bot's answer was never played"
    assert scene.thinking_seat is None or scene.session.current_player == 0


def test_escape_pauses_and_quit_reaches_the_menu_while_a_bot_thinks(fast_app, gated):
    scene = start_against_gate(fast_app)
    probe = Probe(fast_app)
    run(fast_app, probe.key(pygame.K_ESCAPE))
    assert probe.top_name() == "PauseOverlay" and scene.worker.busy
    run(fast_app, probe.click("#pause_quit"))
    assert probe.top_name() == "MenuScene"
    assert not scene.worker.busy  # the table let go of its bot when it left
    Gate.answer.set()
    for _ in range(5):
        fast_app.frame(FAST)  # the late answer lands nowhere
    assert probe.top_name() == "MenuScene"
