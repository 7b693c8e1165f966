"""The Totem table laid out for the window: at a laptop's canvas (1551×800) and at full HD
(1888×1000) its sides, piles and hands use the play area (centred, spread to the log, cards
larger where there is height), nothing overlaps, and a dragged card lands in its slot."""

import random

import pygame
import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.games.totem.scene import TotemScene
from scenes.kit.regions import problems
from tests.scenes.conftest import FAST, run_fast
from tests.scenes.test_layout import LONG_NAMES

CANVASES = {(1280, 800): (1280, 800), (1334, 688): (1551, 800), (1888, 1000): (1888, 1000)}
OLD_LOG_LEFT = 962  # where the log's column began on the 1280×800 canvas


def open_table(tmp_path, window, language="en", text=100):
    """A Totem game, a long-named person against a bot, in a window of ``window``."""
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, window_size=window))
    if text != 100:
        app.ctx.change_settings(text_scale=text)
    assert app.ctx.canvas.size == CANVASES[window]
    seats = (Seat(LONG_NAMES[0], HUMAN, None), Seat(LONG_NAMES[1], BOT, "random"))
    app.stack.push(TotemScene, GameSetup("totem", seats, 3, {}))
    app.stack.apply_pending()
    return app, app.stack.top


def settle(app, table):
    for _ in range(400):
        if table.my_turn and not table.board.moving and app.stack.top is table:
            break
        app.frame(FAST)
    for _ in range(3):
        app.frame(FAST)
    assert table.my_turn and not table.board.moving


def table_boxes(table):
    """The boxes of what the game draws on its play area (cards and texts left of the log)."""
    return [pygame.Rect(r.box) for r in table.regions()
            if r.kind in ("card", "text") and r.box[0] < table.log_rect.left]


def check_uses_the_room(app, table, what):
    """No problem at the real canvas; the play centred across the play area, reaching near
    the log and, down it, near the bottom edge (no empty band beside or under it)."""
    canvas = app.ctx.canvas
    assert problems(table.regions(), (0, 0, canvas.w, canvas.h)) == [], what
    area = table.play_area()
    play = table_boxes(table)[0].unionall(table_boxes(table))
    assert play.right > area.right - 140, (what, play, area)
    assert abs((play.left - area.left) - (area.right - play.right)) < 60, (what, play, area)
    assert play.bottom > area.bottom - 20, (what, play, area)


@pytest.mark.parametrize(("window", "language", "text"),
                         [((1334, 688), "en", 100), ((1334, 688), "fr", 150),
                          ((1888, 1000), "fr", 100), ((1888, 1000), "en", 150)])
def test_the_table_uses_the_canvas_without_overlaps(tmp_path, window, language, text):
    """From the setup through a dozen moves against the bot, at rest each time."""
    app, table = open_table(tmp_path, window, language, text)
    try:
        rng, moves = random.Random(7), 0
        while moves < 12 and not table.session.is_terminal():
            settle(app, table)
            check_uses_the_room(app, table, f"{window} {language} {text} % move {moves}")
            table.act(rng.choice(table.legal))
            moves += 1
    finally:
        app.close()


@pytest.mark.parametrize("window", [(1334, 688), (1888, 1000)])
def test_the_play_spreads_past_the_old_log_edge(tmp_path, window):
    """The discard pile and its count lie right of where the 1280×800 log began."""
    app, table = open_table(tmp_path, window)
    try:
        settle(app, table)
        assert max(box.right for box in table_boxes(table)) > OLD_LOG_LEFT
        assert table.log_rect.left > OLD_LOG_LEFT + 200  # (a wider canvas indeed)
    finally:
        app.close()


def hand_card(app, table):
    """A card of the viewer's hand, its box as the table lists it, and its picture."""
    settle(app, table)
    face = table.view["hand"][0]
    box = next(pygame.Rect(r.box) for r in table.regions() if r.name == f"card:{face}")
    return face, box, table.art.card(face)


def test_cards_are_larger_where_the_canvas_is_taller(tmp_path):
    """Drawn at their size (a picture the size of the box, not a small one scaled up)."""
    app, table = open_table(tmp_path / "small", (1280, 800))
    try:
        _, small, small_picture = hand_card(app, table)
    finally:
        app.close()
    app, table = open_table(tmp_path / "large", (1888, 1000))
    try:
        _, large, picture = hand_card(app, table)
        assert large.w > small.w and large.h > small.h
        assert picture.get_size() == large.size and small_picture.get_size() == small.size
        back = next(r for r in table.regions() if r.name.startswith("back:"))
        assert table.art.small(None).get_size() == back.box[2:]  # (the opponent's hand)
    finally:
        app.close()


@pytest.mark.parametrize("window", sorted(CANVASES))
def test_a_card_dragged_to_a_slot_lands_there(tmp_path, window):
    """At setup, two cards dragged into the middle slots land in them, one each side of the
    play area's middle."""
    app, table = open_table(tmp_path, window)
    try:
        settle(app, table)
        setup = next(text for text in table.legal if text.startswith("setup"))
        drags = []
        for _ in range(2):  # slot 2, then slot 3 (slot 1 left empty)
            settle(app, table)  # (the hand closed up: where its cards lie now)
            drags.append(table.gestures()[setup][1])
            run_fast(app, Probe(app).perform(drags[-1]))
        settle(app, table)
        faces = setup.split()[2:4]
        assert table.arranged[1:3] == faces
        centres = [table.board.pieces[f"card:{face}"].centre for face in faces]
        for centre, step in zip(centres, drags, strict=True):
            assert pygame.Vector2(centre).distance_to(step[2]) < 2
        middle = (centres[0][0] + centres[1][0]) / 2
        assert abs(middle - table.play_area().centerx) <= 2
        assert centres[0][1] > app.ctx.canvas.height / 2  # (the viewer's side)
    finally:
        app.close()


@pytest.mark.parametrize("window", [(1334, 688), (1888, 1000)])
def test_the_lessons_ring_points_at_the_slots_where_cards_land(tmp_path, window):
    """The setup step's ring is on the first own slot the table lists; the card the coach asks
    for, dragged onto the ring, lands in that slot, and the ring moves on to the next."""
    from scenes.frame.payloads import LessonPayload

    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, window_size=window))
    try:
        app.stack.push(TotemScene, LessonPayload("totem", "Zoé"))
        app.stack.apply_pending()
        table = app.stack.top
        probe = Probe(app)
        while table.coach.holding:
            run_fast(app, probe.click("#coach_next"))
        assert table.coach.step.say == "setup" and table.my_turn
        slots = {r.name: pygame.Rect(r.box) for r in table.regions()}
        ring = table.lesson.target(("slot", "own", 1))
        assert ring == slots["slot:own:1"] and table.play_area().contains(ring)
        face = table.coach.step.do[0].split()[1]
        piece = table.board.pieces[f"card:{face}"]
        run_fast(app, probe.drag((round(piece.centre[0]), round(piece.centre[1]) + 30),
                                 ring.center))
        assert table.arranged[0] == face
        settle(app, table)
        assert table.piece_box(piece) == ring
        assert table.lesson.target(("slot", "own", 1)) == slots["slot:own:2"]
    finally:
        app.close()
