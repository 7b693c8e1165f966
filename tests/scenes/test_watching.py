"""Watching a finished game again: the table follows the replay forward and back, at any
speed, through everyone's or one seat's eyes, and nobody can play in it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.replay import Replay
from game.review.cache import ReviewCache
from game.review.whole import SEED, Review, record_key
from game.saves import BOT, SavedGame, Seat, write_record_file
from scenes.app.navigation import table_scene
from scenes.app.smoke import Probe
from scenes.frame.payloads import WatchPayload
from scenes.kit.regions import problems
from scenes.kit.reviewer import BUDGET, REVIEWS, human_seats
from scenes.shell.history import HistoryScene
from tests.game.test_replay import random_record
from tests.scenes.conftest import FAST, table_of
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_pook_scene import assert_no_secret_drawn as no_pook_secret
from tests.scenes.test_totem_scene import assert_no_secret_drawn as no_totem_secret

PLAYERS = {"pook": 3, "totem": 2, "rok": 3}
ROOT = Path(__file__).resolve().parents[2]


def finished(game: str, seed: int = 5) -> SavedGame:
    seats = (Seat("Léa"), Seat("Robot", BOT, "hard"), Seat("Tom"))[:PLAYERS[game]]
    record = random_record(game, PLAYERS[game], seed)
    return SavedGame.start(game, seed, seats, {}).advanced(record, True)


def watch(app, saved: SavedGame):
    app.stack.push(table_scene(saved.record.game),
                   WatchPayload(saved, Replay.of(saved.record)))
    app.stack.apply_pending()
    return table_of(app)


def settle(app, scene, frames=200):
    for _ in range(frames):
        if not scene.present(0.0):
            return
        app.frame(FAST)


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_forward_and_back_show_the_replay_s_positions_and_log(fast_app, game):
    saved = finished(game)
    scene = watch(fast_app, saved)
    replay = scene.watch.replay
    for _ in range(6):
        scene.watch.step_forward()
        settle(fast_app, scene)
    assert scene.watch.position == 6
    assert scene.session.state.to_json() == replay.state_at(6).to_json()
    forward_log = scene.log.texts
    scene.watch.back()
    scene.watch.step_forward()
    settle(fast_app, scene)
    assert scene.log.texts == forward_log  # the log written again is the log shown stepping
    scene.watch.seek(len(replay))
    assert scene.session.state.to_json() == replay.final.to_json()
    scene.watch.seek(2)
    assert scene.session.state.to_json() == replay.state_at(2).to_json()
    assert scene.session.record.actions == saved.record.actions[:2]


def test_playing_runs_to_the_end_and_faster_at_a_higher_speed(fast_app):
    saved = finished("totem")
    positions = {}
    for speed in ("1", "4"):
        scene = watch(fast_app, saved)
        scene.watch.set_speed(speed)
        scene.watch.toggle_play()
        for _ in range(60):
            fast_app.frame(FAST)
        positions[speed] = scene.watch.position
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    assert positions["4"] >= 2 * positions["1"] > 0


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_nobody_can_play_in_a_replay(fast_app, game):
    saved = finished(game)
    scene = watch(fast_app, saved)
    scene.watch.seek(3)
    probe = Probe(fast_app)
    assert not scene.my_turn and scene.gestures() == {} and scene.legal == []
    for pos in ((300, 400), (500, 700), (640, 420)):
        run(fast_app, probe.drag(pos, (pos[0] + 120, pos[1] - 200)))
        run(fast_app, probe.click_at(pos))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="z", scancode=0))
    fast_app.frame(FAST)
    assert scene.session.record.actions == saved.record.actions[:3]
    assert not (fast_app.ctx.saves.store.directory / saved.name).exists()  # nothing saved


@pytest.mark.parametrize("game,no_secret", [("pook", no_pook_secret),
                                            ("totem", no_totem_secret)])
def test_one_seat_s_eyes_show_only_that_seat_s_view(fast_app, game, no_secret):
    scene = watch(fast_app, finished(game))
    for position in (4, 12, 20):
        scene.watch.seek(position)
        for seat in range(PLAYERS[game]):
            scene.watch.set_eyes(str(seat))
            settle(fast_app, scene)
            assert scene.view == scene.session.state.view(seat)
            no_secret(scene)
        scene.watch.set_eyes("everything")
        assert scene.view == scene.session.state.view(scene.viewer, everything=True)


def test_everything_shows_the_opponent_s_totem_hand(fast_app):
    scene = watch(fast_app, finished("totem"))
    scene.watch.seek(10)
    settle(fast_app, scene)
    backs = [p for key, p in scene.board.pieces.items() if key.startswith("back:")]
    assert backs and all(p.face for p in backs)
    scene.watch.set_eyes(str(scene.viewer))
    settle(fast_app, scene)
    backs = [p for key, p in scene.board.pieces.items() if key.startswith("back:")]
    assert backs and not any(p.face for p in backs)


def test_history_lists_watches_and_exports_a_finished_game(fast_app, tmp_path):
    library = fast_app.ctx.saves
    for seed, game in enumerate(("pook", "totem", "rok")):
        library.write(finished(game, seed))
    fast_app.stack.apply_pending()
    menu = fast_app.stack.top
    while not menu.settled:
        fast_app.frame(FAST)
    probe = Probe(fast_app)
    run(fast_app, probe.click("#menu_history"))
    history = fast_app.stack.top
    assert isinstance(history, HistoryScene) and len(history.shown) == 3
    assert "Léa" in history.player and history.player in ("Léa", "Tom")
    run(fast_app, probe.click("#filter_totem"))
    assert [e.game for e in history.shown] == ["totem"]
    shown_record = library.load(history.shown[0].name).saved.record
    run(fast_app, probe.click("#export_0"))
    [exported] = list(fast_app.ctx.export_dir.glob("*.tablee.json"))
    run(fast_app, probe.click("#watch_0"))
    scene = table_of(fast_app)
    assert scene.watch is not None and scene.watch.replay.record == shown_record
    run(fast_app, probe.key(pygame.K_ESCAPE))
    assert fast_app.stack.top is history
    history.path_entry.set_text(str(exported))
    run(fast_app, probe.click("#open_record"))
    assert table_of(fast_app).watch.replay.record == shown_record


def test_history_deletes_a_game_on_the_second_click_only(fast_app):
    library = fast_app.ctx.saves
    for seed, game in enumerate(("pook", "totem")):
        library.write(finished(game, seed))
    fast_app.stack.push(HistoryScene)
    fast_app.stack.apply_pending()
    history, probe = fast_app.stack.top, Probe(fast_app)
    first = history.shown[0].name
    run(fast_app, probe.click("#delete_0"))
    assert probe.find("#delete_0").text == "Really delete?"
    assert len(history.shown) == 2 and len(library.scan()) == 2  # asked, nothing deleted
    run(fast_app, probe.click("#delete_0"))
    assert [e.name for e in library.scan()] == [e.name for e in history.shown]
    assert first not in [e.name for e in library.scan()] and len(history.shown) == 1


def test_deleting_a_game_deletes_its_kept_review_and_no_other(fast_app):
    library, data_dir = fast_app.ctx.saves, fast_app.ctx.library.data_dir
    games = [finished("totem", seed) for seed in (1, 2)]
    cache = ReviewCache(data_dir / REVIEWS)
    for saved in games:
        library.write(saved)
        seats = human_seats(saved)
        cache.put(Review("totem", record_key(saved.record, seats), seats, SEED, BUDGET))
    fast_app.stack.push(HistoryScene)
    fast_app.stack.apply_pending()
    history, probe = fast_app.stack.top, Probe(fast_app)
    first = history.shown[0].name
    run(fast_app, probe.click("#delete_0"))
    run(fast_app, probe.click("#delete_0"))
    [gone] = [s for s in games if s.name == first]
    [kept] = [s for s in games if s.name != first]
    assert cache.get(gone.record, human_seats(gone), BUDGET) is None
    assert cache.get(kept.record, human_seats(kept), BUDGET) is not None
    assert len(list((data_dir / REVIEWS).iterdir())) == 1


def test_opening_a_hostile_record_file_says_why_and_opens_nothing(fast_app, tmp_path):
    fast_app.stack.apply_pending()
    fast_app.stack.push(HistoryScene)
    fast_app.stack.apply_pending()
    history = fast_app.stack.top
    hostile = tmp_path / "x.tablee.json"
    hostile.write_bytes(b'{"format": "tablee-game/1", "game": "pook", "seed": ' + b"9" * 5000
                        + b"}")
    history.path_entry.set_text(str(hostile))
    run(fast_app, Probe(fast_app).click("#open_record"))
    assert fast_app.stack.top is history
    assert any("refused" in n.text for n in fast_app.ctx.notices.items)


def launch_replay(path: Path, tmp_path: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLEE_DRIVE_FILE": str(tmp_path / "screen.json")}
    return subprocess.Popen([sys.executable, "-m", "scenes", "--replay", str(path),
                             "--config-dir", str(tmp_path), "--data-dir", str(tmp_path / "d")],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


@pytest.mark.posix
def test_tablee_replay_opens_the_game_and_refuses_a_damaged_file_in_one_line(tmp_path):
    good = write_record_file(finished("pook"), tmp_path, "good")
    process = launch_replay(good, tmp_path)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and '"PookScene"' not in (
            (tmp_path / "screen.json").read_text() if (tmp_path / "screen.json").exists()
            else ""):
        time.sleep(0.1)
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)
    assert process.returncode == 0 and '"PookScene"' in (tmp_path / "screen.json").read_text()
    bad = tmp_path / "bad.tablee.json"
    bad.write_text(good.read_text().replace('"play ', '"ploy ', 1))
    process = launch_replay(bad, tmp_path)
    _, errors = process.communicate(timeout=30)
    assert process.returncode == 2
    assert errors.count("\n") == 1 and "refused" in errors and "Traceback" not in errors


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_watching_to_the_end_shows_the_end_screen_as_the_game_ended(fast_app, game):
    """The last move shown, the results come as the end screen gave them (the same title and
    rows); Watch again goes back to the start, Back to the game to the controls, Back leaves."""
    from scenes.table.end_overlay import EndOverlay

    saved = finished(game)
    scene = watch(fast_app, saved)
    scene.watch.seek(scene.watch.end - 1)
    scene.watch.step_forward()
    for _ in range(200):
        fast_app.frame(FAST)
        if isinstance(fast_app.stack.top, EndOverlay):
            break
    end = fast_app.stack.top
    assert isinstance(end, EndOverlay) and end.payload.watching is scene.watch
    payload = scene.end_payload()
    assert end.payload.title == payload.title and end.payload.rows == payload.rows
    assert problems(end.regions(), (0, 0, 1280, 800)) == []
    run(fast_app, Probe(fast_app).click("#end_look"))  # back to the controls, at the end
    assert fast_app.stack.top is scene and scene.watch.position == scene.watch.end
    for _ in range(20):
        fast_app.frame(FAST)
    assert fast_app.stack.top is scene  # it does not come back by itself
    scene.watch.seek(0)
    scene.watch.seek(scene.watch.end)
    fast_app.frame(FAST)
    run(fast_app, Probe(fast_app).click("#end_again"))
    assert fast_app.stack.top is scene and scene.watch.position == 0
    scene.watch.seek(scene.watch.end)
    fast_app.frame(FAST)
    depth = len(fast_app.stack.scenes)
    run(fast_app, Probe(fast_app).click("#end_menu"))
    assert len(fast_app.stack.scenes) == depth - 2  # the results and the table, both gone


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_the_table_under_the_end_screen_shows_the_last_position(fast_app, game):
    """"»" from the first move: the end screen covers the table within a frame or two, and
    the table under it (plates, hoards, piles, log) is drawn at the end — it showed the
    hoards of the first move ("Hoard: 0" behind results of 16, 16, 8, 6) while its layers,
    composed one a frame, waited for frames a covered table no longer gets."""
    from scenes.table.end_overlay import EndOverlay

    scene = watch(fast_app, finished(game))
    fast_app.frame(FAST)
    scene.watch.seek(scene.watch.end)
    for _ in range(3):
        fast_app.frame(FAST)
    assert isinstance(fast_app.stack.top, EndOverlay)
    assert not scene.static_dirty and not scene.log_dirty
    kept = pygame.image.tobytes(scene.static, "RGB")
    scene.static = None
    scene.recompose()
    assert pygame.image.tobytes(scene.static, "RGB") == kept


def test_a_tie_watched_again_shows_the_slides_that_broke_it(fast_app):
    """R23: the end screen of a tied RÖK game watched again has its tie-break slides (the
    core keeps them); it said "—" for each, the slides having been read from the live
    table's marks, which a game watched or continued never had."""
    from scenes.kit.pieces.rok_words import slide_result
    from scenes.table.end_overlay import EndOverlay

    record = random_record("rok", 2, 16)  # (a seed whose game ends in a tie)
    saved = SavedGame.start("rok", 16, (Seat("Léa"), Seat("Robot", BOT, "easy")), {}).advanced(
        record, True)
    scene = watch(fast_app, saved)
    scene.watch.seek(scene.watch.end)
    for _ in range(3):
        fast_app.frame(FAST)
    assert isinstance(fast_app.stack.top, EndOverlay)
    final = scene.watch.replay.final
    assert final.tie_winner is not None and len(final.tie_slides) == 2
    end = fast_app.stack.top.payload
    tr = fast_app.ctx.tr
    assert len(end.headers) == 3
    assert sorted(row[2] for row in end.rows) == sorted(
        slide_result(tr, result, short=True) for result in final.tie_slides.values())
