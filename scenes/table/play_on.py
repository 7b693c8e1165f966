"""Play on from a position of a saved game (:mod:`game.practice`): a new practice game at
the table, the position redealt from one seat's information, that seat the human, the
others bots. Opened from the review (scenes/shell), from a retry, and from a game watched
again (:mod:`scenes.table.watching`): a setup the table takes as it takes any.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import GameRecord
from game.games import load_game
from game.practice import practice_record
from game.replay import Replay
from game.saves import BOT, SavedGame, Seat
from scenes.frame.catalogue import GameSetup

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

LEVEL = "normal"
"""The bots' level where the game had a human (a bot keeps its own level)."""


def practice_seats(saved: SavedGame, seat: int, level: str | None = None
                   ) -> tuple[Seat, ...]:
    """The seat's own place for the human (its name kept); every other seat a bot: of
    ``level``, or (None) its own level if it was one, else :data:`LEVEL`."""
    return tuple(
        Seat(sitter.name) if k == seat
        else Seat(sitter.name if not sitter.is_human else f"Bot {k + 1}", BOT,
                  level or (sitter.level if not sitter.is_human else LEVEL))
        for k, sitter in enumerate(saved.seats))


def practice_at(saved: SavedGame, index: int, seat: int, deal: int) -> GameRecord:
    """The practice record of ``saved``'s position ``index``, redealt for ``seat``."""
    spec = load_game(saved.record.game)
    state = Replay(spec, saved.record).state_at(index)
    return practice_record(spec, state, seat, deal, index, saved.name)


def play_on(ctx: AppContext, saved: SavedGame, index: int, seat: int, deal: int,
            level: str | None = None) -> None:
    """A new practice game at the table from position ``index``, for ``seat``, the other
    seats bots (of ``level``: see :func:`practice_seats`)."""
    record = practice_at(saved, index, seat, deal)
    ctx.nav.table(record.game, GameSetup(record.game, practice_seats(saved, seat, level),
                                         record.seed, dict(record.options)))
