"""The tables' still layer drawn in place (2 ms frames): a move restores the felt only under
what the last composition drew, and must leave exactly the layer drawn on fresh felt."""

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from tests.scenes.conftest import FAST, lift_curtain, start_table

TABLES = [(PookScene, "pook", (BOT, BOT, BOT, BOT), 8),
          (TotemScene, "totem", (BOT, BOT), 5),
          (TotemScene, "totem", (HUMAN, BOT), 6)]


@pytest.mark.parametrize(("scene_class", "game", "kinds", "seed"), TABLES,
                         ids=["pook-4-bots", "totem-2-bots", "totem-human"])
def test_the_still_layer_drawn_in_place_is_the_layer_drawn_anew(fast_app, scene_class, game,
                                                                  kinds, seed):
    """After each composition of a game's moves the layer matches, pixel for pixel, the
    layer drawn on fresh felt (a plate, a line, a count or a cell left over would show)."""
    assert scene_class.recomposes_in_place
    scene = start_table(fast_app, scene_class, game, kinds, seed)
    lift_curtain(fast_app)
    compared = 0
    for _ in range(1500):
        if HUMAN in kinds and scene.my_turn and scene.session is not None:
            scene.act(sorted(scene.legal)[0])  # (the human's move, as the core lists it)
        was_dirty = scene.static_dirty
        fast_app.frame(FAST)
        if fast_app.stack.top is not scene:
            break
        if not was_dirty or scene.static_dirty or scene.static is None:
            continue  # (no composition this frame, or another one already asked for)
        assert not scene.static_fresh  # (drawn in place)
        kept = pygame.image.tobytes(scene.static, "RGB")
        scene.static = None
        scene.recompose()
        assert scene.static_fresh
        assert pygame.image.tobytes(scene.static, "RGB") == kept
        compared += 1
    assert compared >= 10
