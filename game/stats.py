"""Players' stats, computed from the finished games' records (never stored apart from them).

Per human player name: games played and won, in all, per game and per kind of
opponent — ``"human"`` when another human sat at the table, else the level of
each bot faced. A game counts once under each kind of opponent it had.
Shared wins (a Pook team, a Totem draw) count as won for each winner. Lessons
(guided first games, ``game.lessons``) are not counted: the coach chose the moves.

>>> from game.saves import BOT, Seat
>>> game = Finished("totem", (Seat("Léa"), Seat("Robot", BOT, "hard")), (0,))
>>> stats = player_stats([game])
>>> stats["Léa"].total, stats["Léa"].by_opponent["hard"]
(Tally(played=1, won=1), Tally(played=1, won=1))
>>> "Robot" in stats
False
>>> player_stats([Finished("totem", game.seats, (1,), lesson=True)])
{}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.saves import Seat

HUMAN_OPPONENT = "human"


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        self.played += 1
        self.won += won


@dataclass
class PlayerStats:
    name: str
    total: Tally = field(default_factory=Tally)
    by_game: dict[str, Tally] = field(default_factory=dict)
    by_opponent: dict[str, Tally] = field(default_factory=dict)


@dataclass(frozen=True)
class Finished:
    """What the stats need of one finished game: which, who sat where, who won."""

    game: str
    seats: tuple[Seat, ...]
    winners: tuple[int, ...]
    lesson: bool = False  # a guided first game: listed, never counted


def opponents(seats: tuple[Seat, ...], seat: int) -> set[str]:
    """The kinds of opponent ``seat`` faced: ``"human"`` and/or bot levels."""
    return {HUMAN_OPPONENT if other.is_human else str(other.level)
            for i, other in enumerate(seats) if i != seat}


def player_stats(games: Iterable[Finished]) -> dict[str, PlayerStats]:
    """Stats per human player name, over ``games`` (lessons left out)."""
    stats: dict[str, PlayerStats] = {}
    for game in games:
        if game.lesson:
            continue
        for seat, sitter in enumerate(game.seats):
            if not sitter.is_human:
                continue
            won = seat in game.winners
            player = stats.setdefault(sitter.name, PlayerStats(sitter.name))
            player.total.add(won)
            player.by_game.setdefault(game.game, Tally()).add(won)
            for kind in opponents(game.seats, seat):
                player.by_opponent.setdefault(kind, Tally()).add(won)
    return stats
