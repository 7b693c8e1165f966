"""Take back says why it is off, in the core's reason (game.match): its tooltip, shown on
the greyed button too, and the status line while the viewer's own move has just made it
stand (a card drawn or turned up since: the rules' hidden information)."""

import pygame

from game.match import REVEALED
from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.frame.explained import ExplainedButton
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run

NOTE = "No take-back: a card was shown."


def tip(button):
    return button.tool_tip_text


def test_pooks_pass_step_says_the_drawn_card_keeps_the_move(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, HUMAN), seed=2)
    lift_curtain(fast_app)
    card = scene.view["hand"][0]
    assert scene.act(f"play {card} B E4")
    run(fast_app, Probe(fast_app).wait(5))
    button = scene.taking_back.button
    assert button.is_enabled and "while nothing hidden" in tip(button)
    assert NOTE not in scene.status_line.status[0]
    assert scene.act("swap E4")
    run(fast_app, Probe(fast_app).wait(30))  # the turn ends: P1 draws, then "Pass to P2"
    assert scene.hand_over.seat == 1
    assert scene.session.take_back_refusal(0) == REVEALED  # the core's word
    assert not button.is_enabled
    assert tip(button) == ("Take back (Ctrl+Z) is off now: Something hidden has been shown "
                           "since (a draw, a card turned up): the move stands")
    said = scene.status_line.status[0]
    assert said == f"Your move is done. Pass the laptop to P2 (Enter). {NOTE}"


def test_a_totem_attack_that_turns_a_card_up_says_so(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    scene.act("setup " + " ".join(scene.view["hand"][:4]))
    for _ in range(400):  # the bot sets up; then it is the human's turn
        if scene.my_turn and scene.view["phase"] == "turn":
            break
        fast_app.frame(FAST)
    attack = next(text for text in scene.legal if text.startswith("attack"))
    assert scene.act(attack)  # a face-down defender: turned up (T-rules' hidden information)
    for _ in range(60):  # the attack shown step by step, and not a frame more: the bot,
        fast_app.frame(FAST)  # thinking on a thread of its own, may answer at once after it
        if scene.staging.current is None and scene.hold <= 0:
            break
    assert scene.session.match.last_actor() == 0
    assert scene.session.take_back_refusal(0) == REVEALED
    assert not scene.taking_back.button.is_enabled
    assert "turned up" in tip(scene.taking_back.button)
    assert scene.status_line.status[0].endswith(NOTE)


def test_the_greyed_button_shows_its_tooltip_under_the_pointer(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    button = scene.taking_back.button
    assert isinstance(button, ExplainedButton) and not button.is_enabled  # nothing to take
    assert "Nothing of yours" in tip(button)
    centre = button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.mouse.set_pos(centre)
    for _ in range(20):
        fast_app.frame(FAST)
    assert button.tool_tip is not None  # (a plain UIButton shows none while disabled)
    assert not button.is_enabled and button.drawable_shape.active_state.state_id == "disabled"
