"""What a screen is opened with: the payloads the navigator carries from one floor to another.

They live here, with the catalogue, below every screen that opens another or is opened, so
that no screen needs to import another to say what it wants shown. A new game's
:class:`~scenes.frame.catalogue.GameSetup` is the catalogue's; a saved game to continue is
a :class:`game.saves.SaveEntry`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core import GameState
    from game.evening.trophies import Standing
    from game.replay import Replay
    from game.review.turns import Decision
    from game.saves import SavedGame
    from scenes.frame.catalogue import GameSetup


@dataclass(frozen=True)
class LessonPayload:
    """Start ``game``'s lesson for a learner called ``name`` (a lesson left half-way goes on
    as any saved game does: its file says it is a lesson)."""

    game: str
    name: str


@dataclass(frozen=True)
class WatchPayload:
    """A finished game to watch: its file and its replay (already checked by the core); from
    position ``start``, through the eyes of seat ``eyes`` (None: everything shown). A review's
    Show adds the ``better`` move found at ``start`` (an action text: drawn on the table
    there) and its ``note`` (in words, in the status line there)."""

    saved: SavedGame
    replay: Replay[GameState, object]
    start: int = 0
    eyes: int | None = None
    better: str = ""
    note: str = ""


@dataclass(frozen=True)
class RetryPayload:
    """A review's decision to retry (:mod:`scenes.shell.retry`): the saved game and the
    decision as the review weighed it."""

    saved: SavedGame
    decision: Decision


@dataclass(frozen=True)
class RetryResult:
    """What the retry screen hands back for the decision at record ``index``: whether it
    ``shown`` the best move (the review names it from then on) and whether the first try
    found it (``found``: graded best or better; None: no try was judged), for the deck."""

    index: int
    shown: bool
    found: bool | None


@dataclass(frozen=True)
class ReviewPayload:
    """A finished game to review: its file (the review screen replays what it shows)."""

    saved: SavedGame


@dataclass(frozen=True)
class StatsPayload:
    """A finished game whose end-of-game statistics and ratings to show: its file."""

    saved: SavedGame


@dataclass(frozen=True)
class EveningPayload:
    """Whose ratings and trophies to show first (None: the first player's), in which game."""

    player: str | None = None
    game: str = "totem"


@dataclass(frozen=True)
class TrophiesPayload:
    """Whose trophies, and where they stand with each (as Ratings and trophies counted)."""

    player: str
    standings: tuple[Standing, ...]


@dataclass(frozen=True)
class PausePayload:
    game: str | None  # whose rules to show first; None from the menu
    in_game: bool  # "quit to menu" in a game, "quit Tablée" on the menu
    section: str | None = None  # the rules section that fits the table's moment
    watch: str | None = None  # a hosted table: how friends may still come to watch (words)
    kept: str | None = None  # how this game is kept, when not by this app (a laptop's: words)


@dataclass(frozen=True)
class KeysPayload:
    """The keys of the screen underneath: rows of (keys, what they do), in words."""

    rows: tuple[tuple[str, str], ...]
    title: str = ""


@dataclass(frozen=True)
class RulesPayload:
    game: str | None = None  # None: the first game
    section: str | None = None  # None: the game's first section


@dataclass(frozen=True)
class NetSetup:
    """A game set up to be hosted (the Host screen's payload): the setup as the setup
    screen made it, and the seats left open for a laptop."""

    setup: GameSetup
    open_seats: tuple[int, ...]


@dataclass(frozen=True)
class HostedPayload:
    """A hosted table whose seats are all taken: the setup with the laptops' names, the
    seats at laptops, and the running host (a ``scenes.kit.net.hosting.HostRunner``, which
    the table closes with itself)."""

    setup: GameSetup
    remote: tuple[int, ...]
    runner: Any
    where: str = ""  # the address the laptops type (and the relay's), told again in the pause


@dataclass(frozen=True)
class JoinedPayload:
    """A seat taken at another laptop's table: the link to the host (a
    ``scenes.kit.net.client.ClientLink``, closed with the table) and what it received so
    far (a ``game.net.mirror.Mirror``)."""

    link: Any
    mirror: Any
