"""What a game's end and Games played show of ratings: each seat's number before and after.

A person's rating moves with the game (``1,480 → 1,512``); a bot's does not: it shows the
fixed rating of its level, which is what a person measures themself against ("Normal is
1,500"); a guest's seat says it is not rated. A bot level without a fixed rating, a lesson or
an unfinished game shows nothing.

>>> from game.evening.ratings import BotRatings, Rating, Ratings
>>> from game.listing import GameRow
>>> from game.saves import BOT, Seat
>>> row = GameRow("g1", game="totem", finished=True, updated="2026-11-29T20:00:00Z",
...               seats=(Seat("Léa"), Seat("Robot", BOT, "normal")), winners=(0,), scores=(2, 0))
>>> bots = BotRatings({("totem", "normal"): Rating(25.0, 1.0)})
>>> lea, robot = seat_ratings(Ratings(bots), row)
>>> lea.before, lea.after > 1500, robot
(1500, True, SeatRating(before=1500, after=1500, bot=True, provisional=False, guest=False))
"""

from __future__ import annotations

from dataclasses import dataclass

from game.evening.ratings import Ratings, outcome_of
from game.games import replayed
from game.listing import GameRow, row_of
from game.saves import SavedGame


@dataclass(frozen=True)
class SeatRating:
    """One seat's shown rating at a game's end: a person's before and after the game, or a
    bot level's fixed one (``before == after``)."""

    before: int
    after: int
    bot: bool = False
    provisional: bool = False  # a person's rating after the game has not settled yet
    guest: bool = False  # a guest's seat: shown, never rated

    @property
    def change(self) -> int:
        return self.after - self.before


def seat_ratings(ratings: Ratings, row: GameRow) -> tuple[SeatRating | None, ...]:
    """Each seat's rating at the end of ``row``'s game (None: nothing to show for that seat;
    an empty tuple: the game is not rated). ``ratings`` may hold the game already (its change
    is read) or not yet (it is folded into a copy, as the game played last)."""
    outcome = outcome_of(row)
    if outcome is None or row.name in ratings.skipped:
        return ()
    changes = ratings.changes.get(row.name)
    if changes is None:
        scratch = ratings.copy()
        changes = scratch.fold(outcome)
        if row.name in scratch.skipped:
            return ()
    by_seat = {change.seat: change for change in changes}
    shown: list[SeatRating | None] = []
    for seat, sitter in enumerate(row.seats):
        change = by_seat.get(seat)
        fixed = None if sitter.is_human else ratings.bots.get(outcome.pool, sitter.level)
        if change is not None:
            shown.append(SeatRating(change.before, change.after,
                                    provisional=change.provisional))
        elif sitter.is_human and ratings.person_of(outcome, seat) is None:
            shown.append(SeatRating(0, 0, guest=True))
        elif fixed is not None:
            level = ratings.shown(outcome.pool, fixed)
            shown.append(SeatRating(level, level, bot=True))
        else:
            shown.append(None)
    return tuple(shown)


def saved_ratings(ratings: Ratings, saved: SavedGame) -> tuple[SeatRating | None, ...]:
    """:func:`seat_ratings` of a game just finished (its record replayed for its row)."""
    if not saved.finished or saved.lesson:
        return ()
    return seat_ratings(ratings, row_of(saved, replayed(saved.record)))
