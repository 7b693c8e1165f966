"""What the end screen and Games played show of ratings: a person's before and after, a bot
level's fixed rating, nothing for a lesson, an unfinished game or an unrated bot level."""

from dataclasses import replace

from game.evening.ratings import BotRatings, Rating, Ratings, outcome_of, rate_all
from game.evening.shown import SeatRating, saved_ratings, seat_ratings
from game.listing import GameRow
from game.saves import BOT, Seat
from tests.game.evening.seeded import saved, turn_game

BOTS = BotRatings({("totem", "easy"): Rating(21.0, 0.5), ("totem", "normal"): Rating(25.0, 0.4)})
LEA, ZOE = Seat("Léa"), Seat("Zoé")


def row(name, day, seats, winners, scores):
    when = f"2026-11-{day:02d}T20:00:00Z"
    return GameRow(name, None, "totem", tuple(seats), when, when, True, False, 10, 5,
                   tuple(winners), tuple(scores), {})


def test_a_game_already_folded_and_one_just_finished_read_the_same():
    first = row("a", 1, [LEA, Seat("Robot", BOT, "normal")], [0], [3, 0])
    second = row("b", 2, [LEA, ZOE, Seat("Robot", BOT, "easy")], [1], [1, 3, 0])
    both = rate_all([outcome_of(first), outcome_of(second)], BOTS)
    before = rate_all([outcome_of(first)], BOTS)
    folded, fresh = seat_ratings(both, second), seat_ratings(before, second)
    assert folded == fresh
    lea, zoe, robot = folded
    assert lea == SeatRating(both.changes["a"][0].after, both.changes["b"][0].after,
                             provisional=True)  # (two games: far from settled)
    assert lea.before > 1500 > lea.after + 0 or lea.change < 0
    assert zoe is not None and zoe.before == 1500 < zoe.after
    easy = before.shown("totem", BOTS.get("totem", "easy"))
    assert robot == SeatRating(easy, easy, bot=True) and easy < 1500
    assert "b" not in before.changes  # the copy folded it, not the table asked


def test_lessons_unfinished_games_and_unrated_levels_show_nothing():
    record = turn_game("totem", ("normal", "easy"), 6)
    won = saved(record, (LEA, Seat("Robot", BOT, "easy")), 3)
    assert saved_ratings(Ratings(BOTS), won)[0].change > 0
    assert saved_ratings(Ratings(BOTS), replace(won, lesson=True)) == ()
    assert saved_ratings(Ratings(BOTS), replace(won, finished=False)) == ()
    assert saved_ratings(Ratings(BOTS), replace(won, seats=(LEA, Seat("R", BOT, "matched")))) == ()
