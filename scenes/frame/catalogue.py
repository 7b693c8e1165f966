"""The games the app offers, what the setup screen asks for each, and the setup it hands on.

A game's table scene is the app's to load (``scenes.app.navigation.table_scene``), only
when a game starts, so the menu starts without loading any game (or pymunk).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.saves import Seat


@dataclass(frozen=True)
class OptionSpec:
    """One variant option: the keyword given to ``new_game`` and its choices (default first)."""

    name: str
    choices: tuple[Any, ...]
    only_with_players: int | None = None  # e.g. teams of two need exactly 4 players

    @property
    def default(self) -> Any:
        return self.choices[0]

    def offered(self, players: int) -> bool:
        return self.only_with_players is None or players == self.only_with_players


@dataclass(frozen=True)
class GameInfo:
    id: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    bot_levels: tuple[str, ...] = ("random",)  # as named in game.<id>.bots.BOTS, easiest first
    handicaps: tuple[float, ...] = ()  # paces a bot may be slowed down by (RÖK), 1 first
    networked: bool = False  # its table plays over the network (a seat at another laptop)
    first_player: bool = False  # the setup lets the table choose who begins (``first``)
    playable: bool = True  # its table scene exists (scenes.app.navigation.TABLES)

    @property
    def default_level(self) -> str:
        """The level a new bot seat starts at: Normal when the game has it."""
        return "normal" if "normal" in self.bot_levels else self.bot_levels[0]



GAMES: tuple[GameInfo, ...] = (
    GameInfo("pook", 2, 4, options=(
        OptionSpec("visible_banners", (False, True)),
        OptionSpec("teams", (False, True), only_with_players=4),
        OptionSpec("knight_protects", ("all", "warriors")),
        OptionSpec("mage_swap", ("any", "same")),
    ), bot_levels=("easy", "normal", "hard"), networked=True),
    GameInfo("rok", 2, 5,
             bot_levels=("easy", "normal", "hard", "matched"), handicaps=(1.0, 1.25, 1.5, 2.0),
             networked=True, first_player=True),  # (R06: the youngest begins)
    GameInfo("totem", 2, 2,
             bot_levels=("easy", "normal", "hard"), networked=True),
)


def game_info(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(f"unknown game {game_id!r}")


@dataclass(frozen=True)
class GameSetup:
    """What the setup screen hands to a game's table scene."""

    game: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
