"""What just happened (scenes.table.recap): when a human's turn comes back after other seats
moved, one line says what changed for them, and a click replays those moves once, as this
viewer saw them (or would have: nothing hidden from them shows)."""

import random
import re

import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_layout import LONG_NAMES, check


def human_turns(app, scene, turns, seed=1):
    """Play the human at random until ``turns`` of their turns came with a recap; returns
    those recaps' lines (the table stops on the last one)."""
    rng, lines = random.Random(seed), []
    for _ in range(4000):
        if type(app.stack.top).__name__ == "CurtainScene":
            lift_curtain(app)
        if scene.hand_over.seat is not None:
            scene.hand_over.pass_over()
        if scene.my_turn and not scene.board.moving and scene.legal:
            app.frame(FAST)
            if scene.recap.shown:
                lines.append(scene.recap.line[2])
                if len(lines) == turns:
                    return lines
            scene.act(rng.choice(scene.legal))
        app.frame(FAST)
    raise AssertionError(f"only {len(lines)} turns came with a recap")


def test_after_the_bots_turn_the_line_says_what_it_did_to_you(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    lines = human_turns(fast_app, scene, 4)
    assert lines[0].startswith("P2 laid 4 defenders face down")
    attacks = [line for line in lines if "your slot" in line or "beat your" in line]
    assert attacks and all(re.search(r"(attacked your slot \d with .+ — it failed: |"
                                      r"beat your .+ in slot \d with )", line)
                           for line in attacks)
    assert any(r.name == "recap" for r in scene.regions())


def test_a_click_replays_those_moves_once_then_the_table_is_as_it_is(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    human_turns(fast_app, scene, 2)
    start, end, _ = scene.recap.line
    present = {key: (piece.face, piece.end) for key, piece in scene.board.pieces.items()}
    run(fast_app, Probe(fast_app).click_at(scene.recap.rect().center, settle=False))
    assert scene.staging.current is not None and scene.staging.current.whole
    assert not scene.my_turn and not scene.recap.shown  # the table replays; the line went
    seen = []
    for _ in range(200):
        step = scene.staging.current
        if step is None:
            break
        if not seen or seen[-1] is not step:
            seen.append(step)
        fast_app.frame(FAST)
    assert len(seen) == end - start + 1  # the position before, then one step per move
    assert seen[0].view["hand_counts"] != scene.view["hand_counts"] or \
        seen[0].view["discard"] != scene.view["discard"]  # it was another position
    for _ in range(10):
        fast_app.frame(FAST)
    assert scene.my_turn and not scene.recap.shown  # once only
    assert {key: (piece.face, piece.end) for key, piece in scene.board.pieces.items()} == present


def test_at_a_hot_seat_the_replay_shows_nothing_hidden_from_the_player_watching_it(fast_app):
    scene = start_table(fast_app, TotemScene, "totem", (HUMAN, HUMAN), seed=4)
    human_turns(fast_app, scene, 3)
    watcher = scene.viewer
    other_hand = set(scene.session.state.view(1 - watcher)["hand"])
    run(fast_app, Probe(fast_app).click_at(scene.recap.rect().center, settle=False))
    faces = set()
    for _ in range(200):
        if scene.staging.current is None:
            break
        faces |= {piece.face for piece in scene.board.pieces.values()}
        faces |= set(scene.view.get("hand", []))
        fast_app.frame(FAST)
    assert faces and not faces & other_hand


def test_pook_names_each_seat_that_moved_in_turn(fast_app):
    scene = start_table(fast_app, PookScene, "pook", (HUMAN, BOT, BOT, BOT), seed=3)
    line = human_turns(fast_app, scene, 2)[-1]
    parts = line.split(" · ")
    assert [part.split(":")[0] for part in parts] == ["P2", "P3", "P4"]
    assert all(re.search(r"(on [A-I]\d|Bourse)", part) for part in parts)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["totem", "pook"])
def test_the_recap_keeps_clear_of_everything_with_long_names(tmp_path, language, game):
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST))
    try:
        players = 2 if game == "totem" else 4
        seats = tuple(Seat(LONG_NAMES[i], HUMAN if i == 0 else BOT,
                           None if i == 0 else "normal") for i in range(players))
        scene_type = TotemScene if game == "totem" else PookScene
        app.stack.push(scene_type, GameSetup(game, seats, 6, {}))
        app.stack.apply_pending()
        scene = app.stack.top
        for line in human_turns(app, scene, 3, seed=2):
            assert "pace." not in line and "%{" not in line
        check(app, f"{game} recap")
    finally:
        app.close()
