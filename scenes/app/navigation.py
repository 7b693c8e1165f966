"""The app's navigator: screens loaded by name when first asked for, put on the stack.

Every scene reaches it as ``ctx.nav`` (:class:`scenes.frame.navigator.Navigator`); only
this module knows where each screen lives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.frame.navigator import Screen

if TYPE_CHECKING:
    from scenes.frame.navigator import ScreenPayload, TablePayload
    from scenes.frame.stack import SceneFactory, SceneStack

# Each screen's module is imported by its loader below, when the screen is first asked for.


def _menu() -> SceneFactory:
    from scenes.shell.menu import MenuScene

    return MenuScene

def _setup() -> SceneFactory:
    from scenes.shell.setup_scene import SetupScene

    return SetupScene

def _settings() -> SceneFactory:
    from scenes.shell.settings_scene import SettingsScene

    return SettingsScene

def _saved_games() -> SceneFactory:
    from scenes.shell.saved_games import SavedGamesScene

    return SavedGamesScene

def _history() -> SceneFactory:
    from scenes.shell.history import HistoryScene

    return HistoryScene

def _rules() -> SceneFactory:
    from scenes.shell.rules_scene import RulesScene

    return RulesScene

def _pause() -> SceneFactory:
    from scenes.shell.pause import PauseOverlay

    return PauseOverlay

def _review() -> SceneFactory:
    from scenes.shell.review import ReviewScene

    return ReviewScene

def _retry() -> SceneFactory:
    from scenes.shell.retry import RetryScene

    return RetryScene


def _mistakes() -> SceneFactory:
    from scenes.shell.mistakes import MistakesScene

    return MistakesScene


def _drill() -> SceneFactory:
    from scenes.shell.drill import DrillScene

    return DrillScene


def _host() -> SceneFactory:
    from scenes.shell.host_scene import HostScene

    return HostScene

def _join() -> SceneFactory:
    from scenes.shell.join_scene import JoinScene

    return JoinScene

def _keys() -> SceneFactory:
    from scenes.shell.keys_scene import KeysOverlay

    return KeysOverlay

def _game_stats() -> SceneFactory:
    from scenes.shell.game_stats import GameStatsScene

    return GameStatsScene

def _evening() -> SceneFactory:
    from scenes.shell.evening_scene import EveningScene

    return EveningScene

def _trophies() -> SceneFactory:
    from scenes.shell.trophies_scene import TrophiesScene

    return TrophiesScene

def _pook() -> SceneFactory:
    from scenes.games.pook.scene import PookScene

    return PookScene

def _rok() -> SceneFactory:
    from scenes.games.rok.scene import RokScene

    return RokScene

def _totem() -> SceneFactory:
    from scenes.games.totem.scene import TotemScene

    return TotemScene


SCREENS: dict[Screen, Callable[[], SceneFactory]] = {
    "menu": _menu,
    "setup": _setup,
    "settings": _settings,
    "saved_games": _saved_games,
    "history": _history,
    "rules": _rules,
    "pause": _pause,
    "review": _review,
    "host": _host,
    "join": _join,
    "keys": _keys,
    "game_stats": _game_stats,
    "evening": _evening,
    "retry": _retry,
    "drill": _drill,
    "mistakes": _mistakes,
    "trophies": _trophies,
}
"""Where each shell screen is found."""
TABLES: dict[str, Callable[[], SceneFactory]] = {"pook": _pook, "rok": _rok, "totem": _totem}
"""Each game's table scene, by the game's name (:data:`game.core.GAMES`)."""


def screen_class(screen: Screen) -> SceneFactory:
    """The scene class of ``screen`` (its module imported now if it was not yet)."""
    return SCREENS[screen]()


def table_scene(game: str) -> SceneFactory:
    """The table scene of ``game`` (:raises KeyError: for a game with no table)."""
    return TABLES[game]()


class Navigation:
    """:class:`~scenes.frame.navigator.Navigator` over the app's scene stack."""

    def __init__(self, stack: SceneStack) -> None:
        self.stack = stack

    def home(self) -> None:
        self.stack.reset(screen_class("menu"))

    def open(self, screen: Screen, payload: ScreenPayload = None) -> None:
        self.stack.push(screen_class(screen), payload)

    def table(self, game: str, payload: TablePayload, *, replace: bool = False) -> None:
        scene = table_scene(game)
        if replace:
            self.stack.replace(scene, payload)
        else:
            self.stack.push(scene, payload)
