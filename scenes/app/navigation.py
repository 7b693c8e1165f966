"""The app's navigator: screens loaded by name when first asked for, put on the stack.

Every scene reaches it as ``ctx.nav`` (:class:`scenes.frame.navigator.Navigator`); only
this module knows where each screen lives.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from scenes.frame.catalogue import game_info
from scenes.frame.navigator import Screen

if TYPE_CHECKING:
    from scenes.frame.navigator import ScreenPayload, TablePayload
    from scenes.frame.stack import SceneStack

SCREENS: dict[Screen, str] = {
    "menu": "scenes.shell.menu:MenuScene",
    "setup": "scenes.shell.setup_scene:SetupScene",
    "settings": "scenes.shell.settings_scene:SettingsScene",
    "saved_games": "scenes.shell.saved_games:SavedGamesScene",
    "history": "scenes.shell.history:HistoryScene",
    "rules": "scenes.shell.rules_scene:RulesScene",
    "pause": "scenes.shell.pause:PauseOverlay",
    "review": "scenes.shell.review:ReviewScene",
    "host": "scenes.shell.host_scene:HostScene",
    "join": "scenes.shell.join_scene:JoinScene",
    "keys": "scenes.shell.keys_scene:KeysOverlay",
}


def screen_class(screen: Screen) -> Any:
    """The scene class of ``screen`` (its module imported now if it was not yet)."""
    module, _, name = SCREENS[screen].partition(":")
    return getattr(importlib.import_module(module), name)


class Navigation:
    """:class:`~scenes.frame.navigator.Navigator` over the app's scene stack."""

    def __init__(self, stack: SceneStack) -> None:
        self.stack = stack

    def home(self) -> None:
        self.stack.reset(screen_class("menu"))

    def open(self, screen: Screen, payload: ScreenPayload = None) -> None:
        self.stack.push(screen_class(screen), payload)

    def table(self, game: str, payload: TablePayload, *, replace: bool = False) -> None:
        scene = game_info(game).load_scene()
        if replace:
            self.stack.replace(scene, payload)
        else:
            self.stack.push(scene, payload)
