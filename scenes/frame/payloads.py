"""What a screen is opened with: the payloads the navigator carries from one floor to another.

They live here, with the catalogue, below every screen that opens another or is opened, so
that no screen needs to import another to say what it wants shown. A new game's
:class:`~scenes.frame.catalogue.GameSetup` is the catalogue's; a saved game to continue is
a :class:`game.saves.SaveEntry`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.replay import Replay
    from game.saves import SavedGame


@dataclass(frozen=True)
class LessonPayload:
    """Start ``game``'s lesson for a learner called ``name`` (a lesson left half-way goes on
    as any saved game does: its file says it is a lesson)."""

    game: str
    name: str


@dataclass(frozen=True)
class WatchPayload:
    """A finished game to watch: its file and its replay (already checked by the core); from
    position ``start``, through the eyes of seat ``eyes`` (None: everything shown)."""

    saved: SavedGame
    replay: Replay
    start: int = 0
    eyes: int | None = None


@dataclass(frozen=True)
class ReviewPayload:
    """A finished game to review: its file (the review screen replays what it shows)."""

    saved: SavedGame


@dataclass(frozen=True)
class PausePayload:
    game: str | None  # whose rules to show first; None from the menu
    in_game: bool  # "quit to menu" in a game, "quit Tablée" on the menu
    section: str | None = None  # the rules section that fits the table's moment


@dataclass(frozen=True)
class RulesPayload:
    game: str | None = None  # None: the first game
    section: str | None = None  # None: the game's first section
