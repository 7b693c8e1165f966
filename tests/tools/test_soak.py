"""The soak tests what it says: its random input acts (and the verdict fails when it gives up
more than it acts), scripted and random clicks land at any window size, and every thread the
app starts says whose it is — a thread left running fails the soak by its name."""

from __future__ import annotations

import random
import threading

import pygame
import pytest

from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.app.smoke import Probe
from tests.scenes.conftest import run_frames
from tools.soak import (
    Burst,
    Report,
    back_to_menu,
    random_burst,
    settle_threads,
    verdict,
    watch_effects,
)


@pytest.fixture
def soak_app(tmp_path):
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=1 / 60, seed=1))
    yield app
    app.close()


def burst_on(app: App, frames: int, seed: int = 1) -> Burst:
    tally = Burst()
    watch_effects(app, tally)
    run_frames(app, random_burst(app, random.Random(seed), frames, tally))
    run_frames(app, back_to_menu(app))
    return tally


def test_a_burst_of_random_input_acts_more_than_it_gives_up_and_presses_buttons(soak_app):
    tally = burst_on(soak_app, 400)
    assert tally.acted > 300 and tally.acted > tally.gave_up
    assert tally.pressed >= 10 and tally.screens >= 2, tally
    assert soak_app.running


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (800, 1000)])
def test_clicks_land_where_aimed_at_any_window_size(soak_app, size):
    soak_app.screen.resize(size)
    soak_app.frame(1 / 60)
    assert not soak_app.screen.viewport.identity
    probe = Probe(soak_app)
    run_frames(soak_app, probe.click("#menu_settings"))
    probe.expect_top("SettingsScene")
    run_frames(soak_app, probe.click("#back"))
    probe.expect_top("MenuScene")
    tally = burst_on(soak_app, 250, seed=2)
    assert tally.acted > tally.gave_up and tally.pressed >= 5


def test_random_input_that_reaches_fullscreen_still_lands(soak_app):
    probe = Probe(soak_app)
    run_frames(soak_app, probe.click("#menu_settings"))
    run_frames(soak_app, probe.click("#fullscreen"))
    assert soak_app.screen.fullscreen
    run_frames(soak_app, probe.click("#back"))
    probe.expect_top("MenuScene")
    tally = burst_on(soak_app, 250, seed=3)
    assert tally.acted > tally.gave_up and tally.pressed >= 5


def test_the_verdict_fails_a_burst_that_gives_up_more_than_it_acts():
    report = Report()
    report.burst = Burst(acted=3, gave_up=605, reasons=["random input: AttributeError"])
    [problem] = verdict(report, margin=30)
    assert "gave up more than it acted: 605 gave up, 3 acted" in problem
    report.burst = Burst(acted=605, gave_up=3)
    assert verdict(report, margin=30) == []


def test_a_thread_left_running_fails_the_soak_by_its_name():
    report = Report(left=["tablee-bot pook seat 2 HardBot"])
    assert verdict(report, margin=30) == [
        "1 thread(s) left running back at the menu: tablee-bot pook seat 2 HardBot"]


def test_every_thread_the_app_starts_says_whose_it_is_and_ends(soak_app, monkeypatch):
    """The index's refresh, a hint, a game with a Hard bot left while it thinks: each of
    their threads is named for what it does, and back at the menu they all end."""
    from game.saves import BOT, HUMAN, Seat
    from scenes.frame.catalogue import GameSetup

    at_start = {t.ident for t in threading.enumerate()}
    names: list[str] = []
    start = threading.Thread.start

    def noted(thread: threading.Thread) -> None:
        names.append(thread.name)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", noted)
    soak_app.frame(1 / 60)  # the menu's first frame: the index is refreshed
    setup = GameSetup("pook", (Seat("Léa", HUMAN), Seat("Robot", BOT, "hard")), 4)
    soak_app.stack.push(table_scene("pook"), setup)
    soak_app.stack.apply_pending()
    table = soak_app.stack.top
    while not table.my_turn:
        soak_app.frame(1 / 60)
    assert table.hint_allowed
    table.hinter.ask()
    for _ in range(3000):  # play our turn out, until the bot thinks
        if table.worker.busy:
            break
        if table.my_turn and not table.board.moving:
            table.act(sorted(map(str, table.session.state.legal_actions()))[0])
        soak_app.frame(1 / 60)
    assert table.worker.busy
    probe = Probe(soak_app)
    run_frames(soak_app, probe.key(pygame.K_ESCAPE))
    run_frames(soak_app, probe.click("#pause_quit"))
    probe.expect_top("MenuScene")
    assert {"tablee-index", "tablee-hint pook seat 1", "tablee-bot pook seat 2 HardBot"} <= set(
        names), names
    assert all(name.startswith("tablee-") for name in names), names
    assert settle_threads(soak_app, at_start) == []


def test_a_guided_rok_game_reads_the_screen_when_bots_wait_for_space(soak_app):
    """Random input may switch on "a bot's throw waits for Space" in the settings; the guided
    game then presses Space when the table asks for it, as a person does (it used to wait
    for 60,000 frames and give up)."""
    from tools.session import Stopwatch, game_tour

    soak_app.ctx.change_settings(throw_wait=True)
    run_frames(soak_app, game_tour(Probe(soak_app), Stopwatch(), "rok", random.Random(2)))
    assert type(soak_app.stack.top).__name__ == "MenuScene"
