"""A table made of parts, measured: the shared table and Pook's, Totem's and RÖK's scenes hold
their parts (hand-over, recap, look-back, status line, coaching, keys, painter ...) in
attributes instead of inheriting them, so each scene's class is a short line of classes
with a narrow public face; a part sees its table through the small protocol
``scenes/table/parts.py`` names, never as a base class."""

from __future__ import annotations

import pytest

from scenes.frame.uiscene import UIScene
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.table.base import TableScene
from scenes.table.hooks import TableHooks

MRO_BAR = 8  # classes in a game scene's method resolution order
PUBLIC_BAR = 120  # public attributes of a game scene's class


def public(cls: type) -> list[str]:
    return [name for name in dir(cls) if not name.startswith("_")]


def test_the_figures_see_a_mixin_tower():
    """The measure counts what a mixin adds: a class built of two bases has both in its
    order and both's names in its face."""
    class Left:
        def left(self) -> None: ...

    class Right:
        def right(self) -> None: ...

    class Tower(Left, Right):
        pass

    assert len(Tower.__mro__) == 4 and {"left", "right"} <= set(public(Tower))


def test_the_shared_table_derives_from_its_hooks_and_the_ui_scene_only():
    assert TableScene.__bases__ == (TableHooks, UIScene)


@pytest.mark.parametrize("scene", [PookScene, TotemScene, RokScene])
def test_a_game_scene_is_a_short_line_with_a_narrow_face(scene):
    assert scene.__bases__ == (TableScene,)
    assert len(scene.__mro__) <= MRO_BAR, [c.__name__ for c in scene.__mro__]
    assert len(public(scene)) <= PUBLIC_BAR, len(public(scene))


@pytest.mark.parametrize("scene", [PookScene, TotemScene, RokScene])
def test_the_parts_are_held_not_inherited(fast_app, scene):
    """Every shared part is an attribute of the table; none of their classes is a base."""
    table = scene(fast_app.ctx)
    parts = {"hand_over": "HandOver", "lookback": "LookBack", "pacing": "Pacing",
             "drawn": "Drawn", "recap": "Recap", "status_line": "StatusLine",
             "telling": "Telling", "taking_back": "TakingBack", "coaching": "Coaching",
             "keyplay": "KeyPlay", "bot_turns": "BotTurns", "ending": "Ending",
             "lesson": "Lesson", "keys": "Keys"}
    bases = {cls.__name__ for cls in scene.__mro__}
    for attribute, kind in parts.items():
        part = getattr(table, attribute)
        assert kind in type(part).__name__, (attribute, type(part).__name__)
        assert type(part).__name__ not in bases
        assert getattr(part, "table", table) is table  # (it sees this table, not another)
