"""R25 at the real table: a bot's click passes through the same pipeline as a person's
(game.rok.latency). The modelled person clicking into the real app loop and the same throws
raced headless agree grab for grab, time for time; no claim is stamped before the frame that
showed the runes at rest plus the display and input latencies."""

from __future__ import annotations

import pytest

from game.rok.human import FIRST_GRAB
from game.rok.latency import DISPLAY_LATENCY, FRAME, INPUT_LATENCY, click_arrives, read_at
from tools.pace_app import play_in_app, race_again, throws_of


@pytest.fixture(scope="module")
def game_at_the_table(tmp_path_factory):
    seed = 3  # (its first three throws all leave pairs to race for)
    return seed, play_in_app(seed, throws=3, folder=tmp_path_factory.mktemp("pace"))


def test_R25_the_table_and_the_headless_race_agree_grab_for_grab(game_at_the_table):
    seed, actions = game_at_the_table
    throws = throws_of(actions, 3, seed)
    assert len(throws) >= 2 and sum(len(t.grabs) for _, t in throws) >= 6
    for rest, at_table in throws:
        assert race_again(rest, seed, ("normal", "normal")).grabs == at_table.grabs


def test_R25_no_claim_is_stamped_before_the_runes_could_be_seen_and_clicked(game_at_the_table):
    _, actions = game_at_the_table
    earliest = read_at(click_arrives(FIRST_GRAB))
    assert earliest >= DISPLAY_LATENCY + INPUT_LATENCY + FIRST_GRAB - FRAME
    stamps = [float(text.split()[3]) for text in actions if text.startswith("grab")]
    assert stamps and all(stamp >= round(earliest, 2) for stamp in stamps)
    for stamp in stamps:  # each one a frame's clock: read once a frame, never in between
        assert abs(stamp / FRAME - round(stamp / FRAME)) * FRAME <= 0.005 + 1e-9


def test_R25_the_round_clock_starts_at_the_frame_that_draws_the_runes_at_rest(app):
    """Clock 0 is the drawn rest: what a bot sees at 0 a person sees in the same frame."""
    import pygame

    from game.saves import BOT, HUMAN, Seat
    from scenes.frame.catalogue import GameSetup
    from scenes.games.rok.scene import RokScene

    seats = (Seat("P1", HUMAN), Seat("Bot", BOT, "normal"))
    app.stack.push(RokScene, GameSetup("rok", seats, 3))  # (its first throw leaves pairs)
    app.stack.apply_pending()
    scene = app.stack.top
    drawn = []
    draw = scene.draw

    def noting(surface):
        draw(surface)
        if scene.view.get("phase") == "grab":
            drawn.append(None if scene.round is None else scene.round.clock)

    scene.draw = noting
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=44))
    for _ in range(2_000):
        app.frame(1 / 60)
        if len(drawn) >= 3:
            break
    assert drawn[:3] == [0.0, pytest.approx(1 / 60), pytest.approx(2 / 60)]


def test_R25_the_human_models_click_target_is_the_stone_as_the_table_draws_it():
    from game.rok.human import TARGET_WIDTH
    from scenes.games.rok import layout as geo

    assert pytest.approx(2 * (geo.STONE + 2) / geo.SCALE, abs=0.01) == TARGET_WIDTH
