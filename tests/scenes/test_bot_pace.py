"""Bot turns people can follow (scenes.table.pace): at normal speed a bot's move is shown as a
staged sequence of steps — the draw, the attack, the reveal, the clash, each power — each
with its words and its acting card ringed; fast keeps the old pace; slow doubles normal.
Checked on the steps and on frame counts, never on the wall clock."""

import random

import pytest

from game.saves import BOT, HUMAN
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, start_table


def play(app, scene, frames, seed=1, on_step=None, on_frame=None):
    """The human plays at random (attacking more often than not); ``on_step(step)`` is
    called as each step comes on screen, ``on_frame(scene)`` before every frame."""
    rng, last = random.Random(seed), None
    for _ in range(frames):
        if on_frame:
            on_frame(scene)
        step = scene.staging.current
        if step is not last and step is not None and on_step:
            on_step(step)
        last = step
        if scene.my_turn and not scene.board.moving and scene.legal:
            attacks = [a for a in scene.legal if a.startswith("attack")]
            scene.act(rng.choice(attacks if attacks and rng.random() < 0.7 else scene.legal))
        app.frame(FAST)
        if scene.session.is_terminal():
            break


def moves_of(app, scene, frames=1500):
    """Each staged move of the bot: the steps seen, with what was on screen for each."""
    moves: dict[int, list[dict]] = {}

    def seen(step):
        app.frame(FAST)  # the step's first frame drawn: the status line says its words
        keys = set(scene.board.pieces)
        moves.setdefault(len(scene.session.record.actions), []).append({
            "kind": step.kind, "words": step.words, "status": scene.status_line.status[0],
            "focus": step.focus, "focus_shown": all(key in keys for key in step.focus),
            "log": scene.log.texts[-1], "overrides": dict(scene.overrides)})

    play(app, scene, frames, on_step=seen)
    return moves


def test_a_totem_bot_attack_is_shown_attack_reveal_clash_power_one_step_at_a_time(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    moves = moves_of(fast_app, scene)
    attacks = [m for m in moves.values() if m[0]["kind"] == "attack"]
    assert len(attacks) >= 3
    kinds = {step["kind"] for move in moves.values() for step in move}
    assert {"draw", "attack", "reveal", "clash"} <= kinds
    for move in attacks:
        order = [step["kind"] for step in move]
        assert "clash" in order and order.index("clash") > 0
        if "reveal" in order:  # a face-down defender turns up before the clash
            assert order.index("reveal") < order.index("clash")
        assert all(k in ("power", "cancel", "draw") for k in order[order.index("clash") + 1:])
    for move in moves.values():
        for step in move:
            assert step["status"] == step["words"]  # the words of the step, as it shows
            if step["kind"] == "attack":  # the status speaks to the player, the log names
                assert step["words"].startswith("P2 ") and "your slot" in step["words"]
                assert step["log"] == step["words"].replace("your slot", "P1's slot")
            elif step["words"].startswith(("You draw", "Sum: you draw")):  # the player's card
                assert step["log"] == step["words"].replace("you draw", "P1 draws").replace(
                    "You draw", "P1 draws")
            else:
                assert step["log"] == step["words"]  # the log tells the move up to this step
            assert step["focus_shown"]


def test_the_defender_looks_as_before_until_its_reveal_then_face_up(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    moves = moves_of(fast_app, scene)
    revealed = [m for m in moves.values() if [s["kind"] for s in m][:2] == ["attack", "reveal"]]
    assert revealed, "no bot attack on a face-down defender in this game"
    for move in revealed:
        attack, reveal = move[0], move[1]
        (defender,) = reveal["focus"]
        assert attack["overrides"][defender].peek  # only its owner knew it (face down)
        assert not reveal["overrides"][defender].peek  # now shown to all, face up
        assert reveal["overrides"][defender].face == attack["overrides"][defender].face


def test_a_bots_turn_opens_with_its_draw_after_the_humans_move(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=5)
    draws = []
    play(fast_app, scene, 600, on_step=lambda step: draws.append(
        (step.kind, scene.session.current_player, step.focus)))
    opening = [d for d in draws if d[0] == "draw" and d[1] == 1]
    assert opening and all(focus[0].startswith("back:") for _, _, focus in opening)


def test_fast_keeps_the_old_pace_no_steps_and_the_clash_held_at_once(fast_app):
    fast_app.ctx.change_settings(bot_speed="fast")
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    holds = []
    rng = random.Random(1)
    for _ in range(900):
        if scene.my_turn and not scene.board.moving and scene.legal:
            scene.act(rng.choice(scene.legal))
        before = len(scene.session.record.actions)
        fast_app.frame(FAST)
        if len(scene.session.record.actions) > before and scene.banner:
            holds.append(scene.hold)
    assert scene.staging.shown == []
    assert holds and max(holds) > 1.0  # the clash shown in one go (ATTACK_HOLD)


def step_frames(app, speed):
    """Frames each step of a Totem bot's moves stays on screen at ``speed``."""
    app.ctx.change_settings(bot_speed=speed)
    scene = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    lengths, current, count = [], None, 0
    rng = random.Random(2)
    for _ in range(700):
        step = scene.staging.current
        if step is not current:
            if current is not None:
                lengths.append(count)
            current, count = step, 0
        count += 1
        if scene.my_turn and not scene.board.moving and scene.legal:
            scene.act(rng.choice(scene.legal))
        app.frame(FAST)
    app.stack.pop()
    app.stack.apply_pending()
    return lengths


def test_slow_holds_each_step_twice_as_long_as_normal(fast_app):
    normal, slow = step_frames(fast_app, "normal"), step_frames(fast_app, "slow")
    assert normal and slow
    assert all(7 <= n <= 9 for n in normal)  # 0.8 s at 0.1 s a frame, give or take one
    assert all(15 <= n <= 17 for n in slow)  # 1.6 s


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_pook_bots_card_is_ringed_while_its_step_shows(fast_app, speed):
    fast_app.ctx.change_settings(bot_speed=speed)
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT, BOT), seed=3)
    steps = []
    play(fast_app, scene, 400, on_step=steps.append)
    if speed == "fast":
        assert steps == []
        return
    kinds = [step.kind for step in steps]
    assert kinds.count("place") >= 4 and "draw" in kinds
    placed = [step for step in steps if step.kind == "place"]
    assert all(len(step.focus) == 1 and step.focus[0].startswith("t:") for step in placed)


def test_taking_back_drops_the_steps_still_to_show(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    for _ in range(400):
        if scene.staging.current is not None and scene.taking_back.take_back_refusal is None:
            break
        if scene.my_turn and not scene.board.moving and scene.legal:
            scene.act(scene.legal[0])
        fast_app.frame(FAST)
    assert scene.staging.current is not None, "no step shown while a take-back was allowed"
    assert scene.taking_back.take_back()
    assert scene.staging.current is None and not scene.staging.queue and scene.hold == 0
