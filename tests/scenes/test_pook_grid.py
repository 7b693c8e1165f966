"""Pook's grid drawn once where the camera rests, and its cards drawn anew at a new size a
few a frame (scenes/games/pook/grid.py, PookPainter.warm_grid)."""

import pygame

from game.saves import BOT
from scenes.games.pook.scene import PookScene
from tests.scenes.conftest import start_table


def a_table_mid_game(app):
    table = start_table(app, PookScene, "pook", [BOT] * 4)
    for _ in range(120):  # bots play a few turns; the square narrows and the grid glides
        app.frame(0.1)
    for _ in range(40):
        app.frame(0.1)
    return table


def test_the_grid_layer_draws_exactly_what_the_cells_would(fast_app):
    table = a_table_mid_game(fast_app)
    assert not table.camera.gliding and table.grid.layer is not None
    window = table.camera.window
    by_layer, by_cells = (pygame.Surface(fast_app.ctx.canvas.size) for _ in range(2))
    for surface in (by_layer, by_cells):
        surface.fill((30, 71, 58))
    table.grid.draw(by_layer)
    table.grid.draw_cells(by_cells)
    for x in range(window.left, window.right, 7):
        for y in range(window.top, window.bottom, 7):
            a, b = by_layer.get_at((x, y)), by_cells.get_at((x, y))
            # (premultiplied colours round twice: a step or two of 255, never a shade)
            assert max(abs(p - q) for p, q in zip(a, b, strict=True)) <= 3, (x, y, a, b)


def test_a_layer_of_another_fit_is_never_shown(fast_app):
    table = a_table_mid_game(fast_app)
    shown, _ = table.grid.layer
    table.camera.zoom.factor *= 1.5  # the player zooms: the layer no longer shows the grid
    assert table.grid.shown() != shown
    drawn = []
    table.grid.draw_cells = lambda surface, offset=(0, 0): drawn.append(surface)
    table.grid.draw(pygame.Surface(fast_app.ctx.canvas.size))
    assert drawn  # drawn cell by cell, not the stale layer


def test_a_new_card_size_is_drawn_one_face_a_frame(fast_app):
    table = a_table_mid_game(fast_app)
    on_grid = {p.shown_face for p in table.board.pieces.values() if p.shown_face
               and not p.key.startswith(("hand:", "hidden:", "back:"))}
    assert len(on_grid) >= 3
    table.camera.zoom.factor *= 1.25  # every grid card is wanted at a size never drawn
    aim = table.camera.aim_card_size
    def drawn_at_aim():
        return {face for face in on_grid if table.art.cached(face, aim) is not None}

    assert drawn_at_aim() == set()
    table.draw(pygame.Surface(fast_app.ctx.canvas.size))  # the faces stand in, scaled
    assert drawn_at_aim() == set()
    table.painter.warm_grid()
    assert len(drawn_at_aim()) == 1
