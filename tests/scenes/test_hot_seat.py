"""Hot-seat rhythm (scenes.table.handover): a move that ends a human's turn stays on screen
until the mover passes the laptop ("Pass to NAME" or Enter), then the curtain comes; the
mover may still take the move back meanwhile when nothing hidden was shown since (a forced
"end" goes with the decision before it, game.match; a card drawn keeps it:
tests/scenes/test_take_back_reasons.py)."""

import pygame

from game.saves import HUMAN
from scenes.app.smoke import Probe
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run


def top_name(app):
    return type(app.stack.top).__name__


def test_P15_a_piggy_swap_that_ends_the_turn_stays_in_view_until_the_mover_passes(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, HUMAN), seed=2)
    assert top_name(fast_app) == "CurtainScene"  # the game opens behind the curtain
    lift_curtain(fast_app)
    card = scene.view["hand"][0]
    for text in (f"play {card} B E4", "swap E4"):
        assert scene.act(text)
    run(fast_app, Probe(fast_app).wait(30))  # the turn ends by itself ("end" is forced)
    assert scene.session.record.actions[-1] == "end"
    assert top_name(fast_app) == "PookScene" and scene.hand_over.seat == 1
    assert scene.viewer == 0 and scene.view["piggy"] == "E4"  # the mover sees the swap
    said = scene.status_line.status[0]
    assert said.startswith("Your move is done. Pass the laptop to P2 (Enter).")
    assert any(r.name == "#handover" for r in scene.regions())
    run(fast_app, Probe(fast_app).key(pygame.K_RETURN))
    assert top_name(fast_app) == "CurtainScene" and fast_app.stack.top.payload.name == "P2"
    lift_curtain(fast_app)
    assert scene.viewer == 1 and scene.hand_over.seat is None


def test_the_button_passes_the_laptop_too(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, HUMAN), seed=3)
    lift_curtain(fast_app)
    scene.act("setup " + " ".join(scene.view["hand"][:4]))
    run(fast_app, Probe(fast_app).wait(10))
    assert scene.hand_over.seat == 1 and top_name(fast_app) == "TotemScene"
    assert Probe(fast_app).find("#handover").text == "Pass to P2"
    run(fast_app, Probe(fast_app).click("#handover"))
    assert top_name(fast_app) == "CurtainScene"


def test_taking_back_the_move_instead_of_passing_keeps_the_turn(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, HUMAN), seed=3)
    lift_curtain(fast_app)
    for _ in range(2):  # both setups, each passed on
        scene.act("setup " + " ".join(scene.view["hand"][:4]))
        run(fast_app, Probe(fast_app).wait(10))
        run(fast_app, Probe(fast_app).key(pygame.K_RETURN))
        lift_curtain(fast_app)
    mover = scene.viewer
    exchange = next(text for text in scene.legal if text.startswith("exchange"))
    assert scene.act(exchange)  # the turn ends: the other draws
    run(fast_app, Probe(fast_app).wait(10))
    assert scene.hand_over.seat == 1 - mover
    assert scene.taking_back.take_back()
    run(fast_app, Probe(fast_app).wait(3))
    assert scene.hand_over.seat is None and scene.my_turn and scene.viewer == mover
    assert top_name(fast_app) == "TotemScene"
    assert all("#handover" not in e.get_object_ids() for e in Probe(fast_app).elements())


def test_a_forced_end_is_taken_back_with_the_decision_before_it(fast_app):
    """Four humans, no pile: the turn ends by itself after the Piggy swap; taking back while
    the result shows removes the end and the swap (game.match)."""
    scene = start_table(fast_app, PookScene, "pook", (HUMAN,) * 4, seed=2)
    lift_curtain(fast_app)
    card = scene.view["hand"][0]
    for text in (f"play {card} B E4", "swap E4"):
        assert scene.act(text)
    run(fast_app, Probe(fast_app).wait(30))
    assert scene.session.record.actions[-1] == "end" and scene.hand_over.seat == 1
    assert scene.taking_back.take_back()
    assert scene.session.record.actions == (f"play {card} B E4",)
    run(fast_app, Probe(fast_app).wait(3))
    assert scene.hand_over.seat is None and scene.my_turn and top_name(fast_app) == "PookScene"


def test_no_hand_over_against_bots(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, "bot"), seed=3)
    scene.act("setup " + " ".join(scene.view["hand"][:4]))
    for _ in range(40):
        assert scene.hand_over.seat is None
        fast_app.frame(FAST)


def test_P07_no_hand_shows_while_a_bot_plays_between_two_humans(fast_app):
    """Bob, a bot, Alice: once Bob's move is made the bot acts next, so Bob's hand and
    Banner are face down for the bot's whole turn (the core's public view); then the
    curtain comes for Alice at once: "Pass to NAME" follows a human's own move only."""
    from game.saves import BOT

    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT, HUMAN), seed=2)
    lift_curtain(fast_app)
    bob = list(scene.view["hand"])
    assert scene.viewer == 0 and bob and not scene.hand_over.hands_hidden
    assert scene.act(f"play {bob[0]} B E4") and scene.act("end")
    frames, handovers = 0, 0
    while top_name(fast_app) != "CurtainScene" and frames < 400:
        if scene.session.current_player == 1:  # the bot's turn, step by step
            assert scene.hand_over.hands_hidden
            assert scene.view["hand"] == [] and scene.view["public"]
            assert scene.view["banner"] is None and not scene.view["legal"]
            shown = [k for k in scene.board.pieces if k.startswith("hand:")]
            assert shown == [], shown  # none of Bob's cards is face up on screen
            assert len([k for k in scene.board.pieces if k.startswith("hidden:")]) == \
                len(bob) - 1 + 1  # his hand lies face down (one played, one drawn)
        handovers += scene.hand_over.seat is not None
        fast_app.frame(FAST)
        frames += 1
    assert scene.session.current_player == 2 and 1 in {s.actor for s in scene.session.match.steps}
    assert handovers == 0  # the bot moved last: no "Pass to Alice" after a move not Bob's
    assert fast_app.stack.top.payload.name == "P3"
    lift_curtain(fast_app)
    assert scene.viewer == 2 and not scene.hand_over.hands_hidden and scene.view["hand"]


def test_pass_to_name_still_follows_a_humans_own_move_with_a_bot_after_the_next(fast_app):
    from game.saves import BOT

    scene = start_table(fast_app, PookScene, "pook", (HUMAN, HUMAN, BOT), seed=2)
    lift_curtain(fast_app)
    card = scene.view["hand"][0]
    assert scene.act(f"play {card} B E4") and scene.act("end")
    run(fast_app, Probe(fast_app).wait(10))
    assert scene.hand_over.seat == 1 and top_name(fast_app) == "PookScene"
    assert scene.hand_over.hands_hidden and scene.view["hand"] == []  # the laptop changes hands
