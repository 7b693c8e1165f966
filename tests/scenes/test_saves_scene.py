"""Autosave, Continue, the saved-games list and take-backs, through the app's own screens."""

from __future__ import annotations

import json
import time

import pygame

from game.core import Rng
from game.saves import BOT, HUMAN, SaveLibrary
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.shell.menu import MenuScene
from tests.scenes.conftest import FAST, lift_curtain, start_table, table_of
from tests.scenes.conftest import run_fast as run


def library(app) -> SaveLibrary:
    return app.ctx.saves


def saved_record(app, scene):
    """The record on disk for the scene's game, once the autosave has written it."""
    assert app.ctx.saver.flush(5)
    return library(app).load(scene.session.saved.name).saved.record


def play_gesture(app, scene, pattern=lambda text: True):
    """Perform, by mouse, the first legal action whose text ``pattern`` accepts."""
    deadline = time.monotonic() + 60  # a bot's thread may be slow on a busy machine
    while not (scene.my_turn and not scene.board.moving) and time.monotonic() < deadline:
        app.frame(FAST)
    text = next(t for t in sorted(scene.gestures()) if pattern(t))
    played = len(scene.session.record.actions)
    for _ in range(5):  # a gesture may take steps (drag, then pick the face...)
        if len(scene.session.record.actions) > played:
            break
        run(app, Probe(app).perform(scene.gestures()[text][0]))
    assert len(scene.session.record.actions) > played, text
    return text


def wait_for_menu_scan(app):
    """Until the menu has read the index after its refresh (what Continue offers is final)."""
    menu = app.stack.top
    for _ in range(200):
        app.frame(FAST)
        if menu.settled:
            return menu
    raise AssertionError("the menu never read the index after its refresh")


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z", scancode=0))
    app.frame(FAST)


def test_every_accepted_action_is_on_disk_and_a_refusal_writes_nothing(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    assert saved_record(fast_app, scene).actions == ()
    play_gesture(fast_app, scene, lambda t: t.startswith("play"))
    assert saved_record(fast_app, scene) == scene.session.record
    before = (fast_app.ctx.saves.store.directory / scene.session.saved.name).read_bytes()
    scene.act("swap A1")  # not adjacent to the Piggy: refused (P15)
    assert fast_app.ctx.saver.flush(5)
    after = (fast_app.ctx.saves.store.directory / scene.session.saved.name).read_bytes()
    assert after == before


def test_quit_to_menu_says_saved_and_continue_restores_the_exact_game(fast_app):
    fast_app.stack.apply_pending()
    wait_for_menu_scan(fast_app)
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=4)
    for _ in range(3):
        play_gesture(fast_app, scene)
    deadline = time.monotonic() + 60  # let the bot answer (its move shown to the end), so
    while time.monotonic() < deadline:  # bot seats have something to restore; its thread
        fast_app.frame(FAST)  # may be slow on a busy machine, so wait by the clock
        if scene.still():  # the human's turn again, nothing left to show
            break
    assert scene.still() and len(scene.session.record.actions) > 3
    state, log, seats = scene.session.state.to_json(), scene.log.texts, scene.session.saved.seats
    probe = Probe(fast_app)
    run(fast_app, probe.key(pygame.K_ESCAPE))
    assert fast_app.stack.top.saved_note is not None  # the pause says the game is saved
    run(fast_app, probe.click("#pause_quit"))
    assert any("saved" in n.text for n in fast_app.ctx.notices.items)
    wait_for_menu_scan(fast_app)
    continue_text = probe.find("#menu_continue").text
    assert "Totem" in continue_text and "P1" in continue_text
    run(fast_app, probe.click("#menu_continue"))
    table = table_of(fast_app)
    assert table is not scene and table.session.state.to_json() == state
    assert table.session.saved.seats == seats and table.session.bots.keys() == {1}
    assert table.log.texts == log  # the log is written again from the replayed events


def test_a_continued_hot_seat_game_opens_behind_the_curtain(fast_app):
    fast_app.stack.apply_pending()
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, HUMAN))
    lift_curtain(fast_app)
    play_gesture(fast_app, scene, lambda t: t.startswith("play"))
    fast_app.ctx.saver.flush(5)
    [entry] = library(fast_app).scan()
    fast_app.stack.reset(PookScene, entry)
    fast_app.stack.apply_pending()
    assert type(fast_app.stack.top).__name__ == "CurtainScene"
    assert fast_app.stack.top.payload.name == "P1"  # the seat whose turn it still is


def test_a_finished_game_leaves_the_list(fast_app):
    fast_app.stack.apply_pending()
    scene = start_table(fast_app, TotemScene, "totem", (BOT, BOT), seed=2)
    for _ in range(3000):
        if scene.session.is_terminal():
            break
        fast_app.frame(FAST)
    assert scene.session.is_terminal()
    fast_app.ctx.saver.flush(5)  # the last move's write lands before the menu reads (a race)
    fast_app.stack.reset(MenuScene)
    fast_app.stack.apply_pending()
    menu = wait_for_menu_scan(fast_app)
    assert menu.listing.unfinished == 0 and menu.listing.latest is None
    assert fast_app.ctx.saves.index.finished_count() == 1
    probe = Probe(fast_app)
    assert not probe.find("#menu_saved_games").is_enabled
    assert all("#menu_continue" not in e.get_object_ids() for e in probe.elements())


def test_damaged_saves_are_listed_with_the_reason_and_deleted_leaving_the_others(fast_app):
    fast_app.stack.apply_pending()
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=4)
    play_gesture(fast_app, scene)
    fast_app.ctx.saver.flush(5)
    good = scene.session.saved.name
    folder = library(fast_app).store.directory
    good_bytes = (folder / good).read_bytes()
    (folder / "broken.json").write_text('{"format": "tablee-game/1", "game": "to')
    data = json.loads(good_bytes)
    (folder / "illegal.json").write_text(json.dumps({**data, "actions": ["attack Y13 9"]}))
    fast_app.stack.reset(MenuScene)
    fast_app.stack.apply_pending()
    wait_for_menu_scan(fast_app)
    probe = Probe(fast_app)
    assert probe.find("#menu_saved_games").text.endswith("(3)")
    run(fast_app, probe.click("#menu_saved_games"))
    screen = fast_app.stack.top
    assert [e.name for e in screen.shown] == [good, "broken.json", "illegal.json"]
    assert "not valid JSON" in screen.shown[1].problem
    assert "'attack Y13 9'" in screen.shown[2].problem
    run(fast_app, probe.click("#delete_1"))
    assert (folder / "broken.json").exists()  # one click only arms the delete
    run(fast_app, probe.click("#delete_1"))
    assert not (folder / "broken.json").exists()
    assert [e.name for e in screen.shown] == [good, "illegal.json"]
    assert (folder / good).read_bytes() == good_bytes
    run(fast_app, probe.click("#continue_0"))
    assert table_of(fast_app).session.record.actions == tuple(data["actions"])


def test_P09_take_back_a_warrior_by_button_then_nothing_after_the_draw(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT), seed=3)
    probe = Probe(fast_app)
    before = scene.session.state.to_json()
    assert not probe.find("#take_back").is_enabled
    play_gesture(fast_app, scene, lambda t: t.startswith("play") and " W " in t)
    assert probe.find("#take_back").is_enabled
    run(fast_app, probe.click("#take_back"))
    assert scene.session.state.to_json() == before and scene.session.record.actions == ()
    assert saved_record(fast_app, scene).actions == ()  # the record keeps only what stands
    assert not probe.find("#take_back").is_enabled
    play_gesture(fast_app, scene, lambda t: t.startswith("play"))
    play_gesture(fast_app, scene, lambda t: t == "end")  # two players: a card is drawn (P14)
    ctrl_z(fast_app)
    assert len(scene.session.record.actions) >= 2
    assert any("hidden" in n.text for n in fast_app.ctx.notices.items)


def test_P15_ctrl_z_takes_back_a_piggy_swap_then_the_card(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT, BOT, BOT), seed=3)  # a Bourse
    start = scene.session.state.to_json()
    play_gesture(fast_app, scene, lambda t: t.startswith("play") and " B " in t)
    after_play = scene.session.state.to_json()
    play_gesture(fast_app, scene, lambda t: t.startswith("swap"))
    for _ in range(10):  # nothing else left: the turn ends by itself, bots think
        fast_app.frame(FAST)
    ctrl_z(fast_app)  # the swap goes, with the end it forced and any bot's Bourse after it
    assert scene.session.state.to_json() == after_play
    ctrl_z(fast_app)
    assert scene.session.state.to_json() == start
    assert scene.log.texts == [scene.log.texts[0]]  # only the opening line stands


def test_T08_a_defender_added_is_taken_back_before_the_bot_answers(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=6)
    rng = Rng(1)
    for _ in range(400):  # play on until a defence is possible on our turn
        if scene.my_turn and any(t.startswith("defend") for t in scene.legal):
            break
        if scene.my_turn and not scene.board.moving:
            scene.act(scene.legal[rng.below(len(scene.legal))])
        fast_app.frame(FAST)
    before = scene.session.state.to_json()
    play_gesture(fast_app, scene, lambda t: t.startswith("defend"))
    assert scene.session.current_player == 1  # the bot is to play...
    ctrl_z(fast_app)  # ...and stops thinking: the defence is taken back
    assert scene.session.state.to_json() == before and not scene.worker.busy


def test_R09_rok_says_grabs_are_a_race_and_takes_nothing_back(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (HUMAN, BOT))
    probe = Probe(fast_app)
    assert "race" in probe.find("#no_take_back").text
    assert all("#take_back" not in e.get_object_ids() for e in probe.elements())
    record = scene.session.record
    ctrl_z(fast_app)
    assert scene.session.record == record
    assert any("race" in n.text for n in fast_app.ctx.notices.items)


def test_a_continued_rok_game_writes_the_same_log_it_showed(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (BOT, BOT), seed=5)
    for _ in range(3000):
        if sum(a.startswith("throw") for a in scene.session.record.actions) >= 3 \
                and not scene.stepping and scene.view["phase"] == "throw":
            break
        fast_app.frame(FAST)
    log = scene.log.texts
    fast_app.ctx.saver.flush(5)
    entry = library(fast_app).load(scene.session.saved.name)
    fast_app.stack.reset(RokScene, entry)
    fast_app.stack.apply_pending()
    assert table_of(fast_app).log.texts == log
