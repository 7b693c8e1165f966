"""Looking back at the game in progress (scenes.table.lookback): a click on
a log line shows the table as it was after that move, from the viewer's own seat, with
nothing hidden from them; ← → step, Esc (or the same line) comes back; the table waits."""

import random

import pygame

from game.replay import Replay
from game.saves import BOT, HUMAN
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, lift_curtain, start_table


def play_a_while(app, scene, moves, seed=1):
    rng = random.Random(seed)
    for _ in range(2000):
        if len(scene.session.record.actions) >= moves and scene.my_turn \
                and not scene.board.moving and scene.staging.current is None:
            return
        if scene.my_turn and not scene.board.moving and scene.legal:
            scene.act(rng.choice(scene.legal))
        app.frame(FAST)
    raise AssertionError("the game did not get that far")


def click_line_of(app, scene, position):
    """Click the log's first row written at ``position`` (scrolled into view)."""
    log = scene.log
    row = log.positions.index(position)
    log.scroll_to(len(log.rows) - row - 1)
    shown = log.shown()
    foot = log.rect.bottom - 10 - (2 * log.step if log.offset else 0)
    y = foot - (len(shown) - (row - shown.start)) * log.step + log.step // 2
    pos = (log.rect.centerx, y)
    assert log.position_at(pos) == position
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame(FAST)


def faces_drawn(scene):
    return {piece.face for piece in scene.board.pieces.values() if piece.face}


def names_in(view):
    zones = [slot["card"] for zone in view["zones"] for slot in zone if slot and slot["card"]]
    return {*view["hand"], *zones, *view["discard"]}


def test_T12_a_log_line_shows_the_table_after_its_move_from_the_viewers_seat(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    play_a_while(fast_app, scene, 12)
    record = scene.session.record
    moves = len(record.actions)
    position = 4
    click_line_of(fast_app, scene, position)
    past = Replay.of(record).state_at(position).view(0)
    assert scene.lookback.look is not None and scene.lookback.look.position == position
    assert scene.view == past and scene.log.marked == position and scene.log.marked_rows()
    for _ in range(30):  # the board settles on the past position; the table waits
        fast_app.frame(FAST)
    assert faces_drawn(scene) <= names_in(past)  # nothing the viewer did not see then
    assert "after move 4 of" in scene.status_line.status[0]
    assert len(scene.session.record.actions) == moves and not scene.my_turn
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert scene.lookback.look.position == position + 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert scene.lookback.look is None and scene.view == scene.session.view(0)
    assert type(fast_app.stack.top).__name__ == "TotemScene"  # Esc came back, no pause
    assert scene.my_turn and scene.log.marked is None


def test_the_left_key_looks_one_move_back_and_the_same_line_comes_back(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    play_a_while(fast_app, scene, 8)
    moves = len(scene.session.record.actions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert scene.lookback.look.position == moves - 1
    click_line_of(fast_app, scene, moves - 1)  # the line of the position shown: back
    assert scene.lookback.look is None


def test_P07_at_a_hot_seat_looking_back_shows_only_what_every_seat_saw(fast_app):
    """While the bot (or the laptop's next player) is to act, the past is the core's public
    view: no hand's cards, no secret Banner."""
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, HUMAN), seed=2)
    lift_curtain(fast_app)
    card = scene.view["hand"][0]
    assert scene.act(f"play {card} B E4") and scene.act("end")
    for _ in range(10):
        fast_app.frame(FAST)
    assert scene.hand_over.hands_hidden and scene.hand_over.seat == 1
    scene.lookback.look_back(1)
    assert scene.view["public"] and scene.view["hand"] == [] and scene.view["banner"] is None
    assert not any(k.startswith("hand:") for k in scene.board.pieces)


def test_R09_rok_does_not_pause_a_race_to_look_back(fast_app):
    scene = start_table(fast_app, RokScene, "rok", (HUMAN, BOT), seed=1)
    for _ in range(400):
        if scene.view["phase"] == "grab" and scene.grabbing:
            break
        if scene.my_turn and scene.view["phase"] == "throw":
            scene.signal_throw()
        fast_app.frame(FAST)
    assert scene.view["phase"] == "grab"
    scene.lookback.look_back(0)
    assert scene.lookback.look is None
    assert fast_app.ctx.notices.items[-1].text.startswith("Not during a race")
