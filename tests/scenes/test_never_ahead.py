"""The screen never runs ahead of the story: while a bot's Totem move is
staged, the viewer's hand, the deck's count and the defenders left change only as the step
of the event that changes them comes on screen (the views of each moment are the core's,
``game.totem.views.moments``), at every bot speed that stages and at the fast pace's one
held clash. Counted on frames, never on the wall clock."""

import pytest

from game.saves import BOT, HUMAN
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import start_table
from tests.scenes.test_bot_pace import play


def told_so_far(events, step):
    """The events of the move the table has shown: up to the current step's, or all."""
    if step is None or step.event is None:
        return list(events)
    index = next(i for i, e in enumerate(events) if e is step.event)
    return events[:index + 1]


def expected(before, told, viewer):
    """What the table may show once ``told`` have been shown, from the view before the move."""
    draws = [e for e in told if e.kind == "draw"]
    beaten = [e.seat for e in told if e.kind == "discard" and e.data["from"] == "beaten"]
    placed = [e.seat for e in told if e.kind == "defend"] + [
        e.seat for e in told if e.kind == "setup" for _ in e.data["slots"]]
    return {"deck": before["deck"] - len(draws),
            "hand": len(before["hand"]) + sum(1 for e in draws if e.seat == viewer),
            "defenders": [count - beaten.count(seat) + placed.count(seat)
                          for seat, count in enumerate(before["defenders"])]}


def shown(scene):
    view = scene.view
    return {"deck": view["deck"], "hand": len(view["hand"]), "defenders": view["defenders"]}


@pytest.mark.parametrize("speed", ["normal", "slow"])
def test_T06_a_staged_bot_turn_changes_no_hand_deck_or_score_before_its_step(fast_app, speed):
    fast_app.ctx.change_settings(bot_speed=speed)
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    moves, mismatches = [], []
    core_play = scene.session.play

    def watched(text):
        before, bot = dict(scene.view), scene.session.is_bot(scene.session.current_player)
        events = core_play(text)
        moves.append((before, events) if bot else None)  # (a human's move: not watched)
        return events

    def look(scene):
        step = scene.staging.current
        if moves and moves[-1] and (step is not None or scene.hold > 0):
            before, events = moves[-1]
            told = told_so_far(events, step)
            if shown(scene) != expected(before, told, scene.viewer):
                mismatches.append((step and step.kind, shown(scene),
                                   expected(before, told, scene.viewer)))

    scene.session.play = watched
    play(fast_app, scene, 3000, seed=2, on_frame=look)
    assert mismatches == []
    bots = [events for move in moves if move for events in [move[1]]]
    # the case of the issue: a bot's attack in the same move as the viewer's next draw
    assert any({"attack"} <= {e.kind for e in events}
               and ("draw", 0) in [(e.kind, e.seat) for e in events] for events in bots)
    assert any(e.data.get("from") == "beaten" for events in bots for e in events)


def test_T14_the_fast_pace_holds_the_clash_as_it_was_not_the_turn_after(fast_app):
    fast_app.ctx.change_settings(bot_speed="fast")
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    held = []

    def look(scene):
        if scene.hold > 0 and scene.held_view is not None:
            held.append((scene.view["deck"], scene.held_view["deck"]))

    play(fast_app, scene, 3000, seed=2, on_frame=look)
    assert held and all(a == b for a, b in held)
    assert any(deck != scene.session.view(0)["deck"] for deck, _ in held)
