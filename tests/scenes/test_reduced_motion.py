"""Reduced motion: no frame draws a card or a rune between where it was and where
it goes, RÖK's throws and slides show their stones only at rest, and the record is the one
the animated table makes. Each check runs with the setting off too, where the in-between
frames must be there: the count is not blind."""

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app.loop import App, AppOptions
from scenes.games.pook.scene import PookScene
from scenes.games.rok.moments import throw_table
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.table.board import Board, Placement
from tests.scenes.conftest import FAST, start_table, table_of

FRAMES = 300


def in_between(table):
    """The pieces this frame draws away from their ends or mid-flip (the animation layer's
    own account: ``Piece.centre`` and ``width_scale`` are what the painters draw)."""
    return [p.key for p in table.board.pieces.values()
            if p.centre != p.end or p.width_scale != 1.0 or p.key in table.board.leaving]


def app_with(tmp_path, reduced, name):
    app = App(AppOptions(language="en", config_dir=tmp_path / name, data_dir=tmp_path / name,
                         fps=0, fixed_dt=FAST))
    app.ctx.change_settings(reduced_motion=reduced)
    return app


@pytest.mark.parametrize(("scene", "game", "kinds"),
                         [(PookScene, "pook", (BOT,) * 4), (TotemScene, "totem", (BOT, BOT))])
def test_no_card_is_drawn_between_its_places(tmp_path, scene, game, kinds):
    seen, records = {}, {}
    for reduced in (True, False):
        app = app_with(tmp_path, reduced, str(reduced))
        table = start_table(app, scene, game, kinds, seed=4)
        frames = 0
        for _ in range(FRAMES):
            app.frame(FAST)
            frames += bool(in_between(table))
        seen[reduced], records[reduced] = frames, list(table.session.record.actions)
        app.close()
    assert seen[True] == 0
    assert seen[False] > 10  # the same game, animated: glides and flips were drawn
    assert len(records[True]) > 5  # (the bots played on: staging is pace, kept)


def test_the_board_shows_a_move_and_a_flip_at_once():
    board = Board(instant=True)
    board.show({"a": Placement("K1", (10, 10))}, lambda key: (500, 500))
    assert board.pieces["a"].centre == (10, 10) and not board.moving
    board.show({"a": Placement("K2", (300, 40))}, lambda key: (0, 0))
    assert board.pieces["a"].centre == (300, 40) and board.pieces["a"].width_scale == 1.0
    board.show({}, lambda key: (0, 0), exit_to=lambda key: (900, 900))
    assert board.pieces == {}  # taken away: gone, not gliding off
    animated = Board()
    animated.show({"a": Placement("K1", (10, 10))}, lambda key: (500, 500))
    assert animated.moving


def test_rok_throws_show_their_stones_only_at_rest_and_record_the_same_throw(tmp_path):
    recorded, live_frames = {}, {}
    for reduced in (True, False):
        app = app_with(tmp_path, reduced, str(reduced))
        table = start_table(app, RokScene, "rok", (HUMAN, BOT), seed=6)
        lying, hands = dict(table.session.state.table), [list(h) for h in
                                                          table.session.state.hands]
        drawn = []
        table.painter.draw_live = lambda surface, live, drawn=drawn: drawn.append(live.time)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
        glides = 0
        for _ in range(400):
            app.frame(FAST)
            glides += bool(in_between(table_of(app)))
            if table.session.record.actions:
                break
        recorded[reduced], live_frames[reduced] = table.session.record.actions[0], len(drawn)
        pure = throw_table(6, 1, hands, lying, 2)
        pure.run()
        assert recorded[reduced] == str(
            pure.throw_outcome([r for h in hands for r in h]).to_action())
        if reduced:
            assert glides == 0
        app.close()
    assert recorded[True] == recorded[False]
    assert live_frames[True] == 0 and live_frames[False] > 3


def test_the_setting_is_kept_and_old_files_read(tmp_path):
    from scenes.kit.settings import SettingsStore, parse

    assert parse(b'{"format": "tablee-settings/1", "language": "fr"}').reduced_motion is False
    app = app_with(tmp_path, True, "kept")
    app.close()
    settings, problem = SettingsStore(tmp_path / "kept").load()
    assert settings.reduced_motion is True and problem is None
