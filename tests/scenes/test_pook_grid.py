"""Pook's grid in the still layer where the camera rests, and its cards drawn anew at a new size a
few a frame (scenes/games/pook/grid.py, PookPainter.warm_grid)."""

import pygame

from game.saves import BOT
from scenes.games.pook.grid import name_size
from scenes.games.pook.scene import PookScene
from tests.scenes.conftest import start_table


def a_table_mid_game(app):
    table = start_table(app, PookScene, "pook", [BOT] * 4)
    for _ in range(120):  # bots play a few turns; the square narrows and the grid glides
        app.frame(0.1)
    for _ in range(40):
        app.frame(0.1)
    return table


def felt_and_cells(app, table):
    """The board's window as the grid drawn cell by cell on the felt would show it."""
    surface = app.ctx.assets.felt_copy(app.ctx.canvas.size, app.ctx.palette)
    surface.set_clip(table.camera.window)
    table.grid.draw_cells(surface)
    return surface.subsurface(table.camera.window)


def same(a, b):
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_where_the_camera_rests_the_still_layer_holds_exactly_the_grid(fast_app):
    table = a_table_mid_game(fast_app)
    assert not table.camera.gliding and table.grid.in_still is not None
    fast_app.frame(0.1)  # (a composition in place since the last move)
    assert same(table.static.subsurface(table.camera.window), felt_and_cells(fast_app, table))
    drawn = []  # and no frame draws it again
    table.grid.draw_cells = lambda surface: drawn.append(surface)
    table.draw(pygame.Surface(fast_app.ctx.canvas.size))
    assert drawn == []


def test_a_grid_of_another_fit_is_never_shown(fast_app):
    table = a_table_mid_game(fast_app)
    table.camera.zoom.factor *= 1.5  # the player zooms: the still layer's grid is stale
    frame = table.static.copy()
    frame.set_clip(table.camera.window)
    table.grid.draw(frame)  # (draw_table clips it so)
    assert same(frame.subsurface(table.camera.window), felt_and_cells(fast_app, table))
    table.grid.follow()
    assert table.static_dirty  # the next update composes the layer with the zoomed grid
    fast_app.frame(0.1)
    assert table.grid.in_still == table.grid.shown() is not None
    assert same(table.static.subsurface(table.camera.window), felt_and_cells(fast_app, table))


def test_while_the_camera_glides_the_still_layer_holds_no_grid(fast_app):
    table = a_table_mid_game(fast_app)
    table.camera.aim_scale *= 1.2  # a new fit: the grid glides toward it
    table.grid.follow()
    fast_app.frame(0.001)
    assert table.camera.gliding and table.grid.in_still is None
    felt = fast_app.ctx.assets.background(fast_app.ctx.canvas.size, fast_app.ctx.palette)
    assert same(table.static.subsurface(table.camera.window),
                felt.subsurface(table.camera.window))


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


def test_a_card_placed_leaves_the_grid_to_the_next_still_layer(fast_app):
    """The camera resting, free cells that changed are not drawn on the frame: the still
    layer's grid (here one of other free cells, as before a card was placed) stands until the
    next layer, which the next update composes with the cells free now."""
    table = a_table_mid_game(fast_app)
    fast_app.frame(0.1)
    assert not table.camera.gliding and table.grid.in_still == table.grid.shown()
    table.grid.in_still = table.grid.in_still._replace(free=frozenset(["E5"]))
    drawn = []
    table.grid.draw_cells = lambda surface: drawn.append(surface)
    table.draw(pygame.Surface(fast_app.ctx.canvas.size))
    assert drawn == []
    table.grid.follow()
    assert table.static_dirty
    del table.grid.draw_cells
    table.recompose()  # (what the next update does)
    assert table.grid.in_still == table.grid.shown() is not None
    assert same(table.static.subsurface(table.camera.window), felt_and_cells(fast_app, table))


def test_a_glide_keeps_the_names_size_it_started_with(fast_app):
    """The cells' names are written at the size of the cards where the camera rests; a glide
    to larger cards keeps that size until it rests (no 81 names written anew every few
    frames), then the names take the new size."""
    table = a_table_mid_game(fast_app)
    fast_app.frame(0.1)
    before = table.grid.label_size
    assert before == name_size(table.camera.card_size)
    table.camera.aim_scale *= 1.5
    table.grid.follow()
    table.camera.update(0.05)
    table.grid.follow()
    assert table.camera.gliding and name_size(table.camera.card_size) != before
    assert table.grid.label_size == before
    while table.camera.gliding:
        table.camera.update(0.05)
    table.grid.follow()
    assert table.grid.label_size == name_size(table.camera.card_size) != before
