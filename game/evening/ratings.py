"""Players' ratings per game, folded from the finished games' records (never kept apart).

One model for people and bots: Thurstone's, where each seat's performance in a game is drawn
around its rating with spread :data:`BETA` and the better performance finishes ahead, so one
seat is ahead of another with chance Φ(Δμ / √(2β² + σ₁² + σ₂²)). The bots' fixed ratings
were fitted with this model (``tools/bot_ratings.py``) and people are updated with it
(openskill's Thurstone–Mosteller update; a logistic update against probit-fitted bots once
drew a true 1,200 down to 906 after 50 games).

Each finished game that is not a lesson is folded in, oldest first: every person at the table
(a hot-seat game rates each of them) is updated against each seat of another side in turn,
ahead, level or behind (:meth:`Ratings.fold`), every comparison against the others' ratings
of before the game. One update of four seats at once collapsed a new person's uncertainty to
nothing at their first Pook game (openskill's full pairing shrinks it once per opponent), and
their rating then crept for hundreds of games. A bot does not move: each level carries the
fixed rating its game's arena games gave it (``assets/ratings/bots.json``), so a person's
first game already says something ("you play Totem like a 1,480; Normal is 1,500").

Ratings are kept per *pool*: a game, except that Pook for two (a duel) is rated apart from
Pook at a table of three to five (:func:`pool_of`).

Where each seat finished is the core's answer, read off the game's row: its winners first,
then the others by their scores (the arena's reading, ``tools/arena.py``); Pook's teams are
the core's sides (:meth:`game.pook.rules.State.side`).

A rating is shown as ``DISPLAY_BASE + POINTS_PER_MU * (mu - Normal's mu)``: each pool's
Normal bot stands at 1,500, and 200 points apart is about a 3-to-1 favourite. A rating is
*provisional* ("1,500?") while its uncertainty is over :data:`SETTLED_SIGMA`.

>>> from game.saves import BOT, Seat
>>> from game.listing import GameRow
>>> row = GameRow("g1", game="totem", finished=True, updated="2026-11-29T20:00:00Z",
...               seats=(Seat("Léa"), Seat("Robot", BOT, "normal")), winners=(0,), scores=(2, 0))
>>> bots = BotRatings({("totem", "normal"): Rating(25.0, 1.0)})
>>> table = rate_all([outcome_of(row)], bots)
>>> table.display("Léa", "totem") > 1500, table.changes["g1"][0].before
(True, 1500)
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from openskill.models import ThurstoneMostellerFull, ThurstoneMostellerFullRating

from game.core import InvalidRecord, parse_json_object
from game.evening.people import People
from game.games import load_game
from game.listing import GameRow
from game.saves import Seat

MU = 25.0
SIGMA = MU / 3
BETA = MU / 6
DISPLAY_BASE = 1500
POINTS_PER_MU = 200 / BETA  # one beta, about a 3-to-1 favourite between equals' spreads
ANCHOR_LEVEL = "normal"
BOTS_FORMAT = "tablee-bot-ratings/1"
MODEL_NAME = "thurstone-pairwise/1"
"""The update's name: ratings cached by another (:mod:`game.evening.cached`) are dropped."""
SETTLED_SIGMA = 110 / POINTS_PER_MU
"""A rating is provisional while its σ is over this: 110 shown points, the rating deviation
under which Lichess's Glicko-2 ratings stop being provisional (lichess.org/faq#provisional).
Measured honest: simulated people's shown ratings lie within σ of the truth about as often
as a normal error would (0.6-0.8 of them after 3 to 50 games). A new person's σ (400 points)
takes 30 games against the bots to fall under it (8 at the fewest, at Pook for four: ``make
bench ONLY=ratings``)."""
DUELS_APART = ("pook",)
"""Games rated apart at two seats: Pook's duel and its table play differently."""


def pool_of(game: str, players: int) -> str:
    """Which ratings a game of ``players`` seats counts in: ``"pook-2"`` for Pook's duel,
    else the game's own.

    >>> pool_of("pook", 2), pool_of("pook", 4), pool_of("totem", 2)
    ('pook-2', 'pook', 'totem')
    """
    return f"{game}-2" if game in DUELS_APART and players == 2 else game


def pool_game(pool: str) -> str:
    """The game a pool is of (``"pook-2"`` → ``"pook"``)."""
    return pool.removesuffix("-2")


@dataclass(frozen=True)
class Rating:
    """A skill's estimate: its mean and its uncertainty, in openskill's units."""

    mu: float = MU
    sigma: float = SIGMA

    def model(self) -> ThurstoneMostellerFullRating:
        return ThurstoneMostellerFullRating(self.mu, self.sigma)


def model() -> ThurstoneMostellerFull:
    """The one model every rating goes through (openskill's defaults, written out)."""
    return ThurstoneMostellerFull(mu=MU, sigma=SIGMA, beta=BETA)


@dataclass(frozen=True)
class BotRatings:
    """Each bot level's fixed rating per game: ``(game, level) -> Rating``."""

    levels: Mapping[tuple[str, str], Rating]

    def get(self, game: str, level: str | None) -> Rating | None:
        return self.levels.get((game, level or ""))

    def anchor(self, game: str) -> float:
        """The mu shown as 1,500 in ``game``: its Normal bot's (the default mu without one)."""
        normal = self.get(game, ANCHOR_LEVEL)
        return normal.mu if normal else MU

    def to_json(self) -> str:
        games: dict[str, dict[str, Any]] = {}
        for (game, level), rating in sorted(self.levels.items()):
            games.setdefault(game, {})[level] = {"mu": round(rating.mu, 4),
                                                 "sigma": round(rating.sigma, 4)}
        return json.dumps({"format": BOTS_FORMAT, "games": games}, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str | bytes) -> BotRatings:
        """:raises InvalidRecord: saying what is wrong."""
        data = parse_json_object(text, "bot ratings")
        if data.get("format") != BOTS_FORMAT:
            raise InvalidRecord(f"bot ratings: expected format {BOTS_FORMAT!r}")
        levels: dict[tuple[str, str], Rating] = {}
        games = data.get("games")
        if not isinstance(games, dict):
            raise InvalidRecord("bot ratings: 'games' must be an object")
        for game, by_level in games.items():
            if not isinstance(by_level, dict):
                raise InvalidRecord(f"bot ratings: {game!r} must map levels to ratings")
            for level, value in by_level.items():
                mu, sigma = (value.get(k) if isinstance(value, dict) else None
                             for k in ("mu", "sigma"))
                if not (isinstance(mu, int | float) and isinstance(sigma, int | float)
                        and math.isfinite(mu) and math.isfinite(sigma) and sigma > 0):
                    raise InvalidRecord(f"bot ratings: {game}/{level} needs a mu and a sigma > 0")
                levels[(game, level)] = Rating(float(mu), float(sigma))
        return cls(levels)


def shipped_bot_ratings() -> BotRatings:
    """The bots' ratings shipped in ``assets/ratings/bots.json``."""
    text = resources.files("assets").joinpath("ratings", "bots.json").read_text("utf-8")
    return BotRatings.from_json(text)


# --- a finished game, as ratings see it -------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """One finished game: which, when, who sat where, each seat's side and place (0 best)."""

    name: str  # the game's file: its identity
    game: str
    when: str
    seats: tuple[Seat, ...]
    sides: tuple[int, ...]
    places: tuple[int, ...]

    @property
    def pool(self) -> str:
        """Which ratings it counts in (:func:`pool_of`)."""
        return pool_of(self.game, len(self.seats))


def places(winners: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place: the core's winners share the first (0); the others follow by their
    scores, equal scores sharing a place (as the arena scores a game).

    >>> places([2], [5, 9, 11, 5])
    (2, 1, 0, 2)
    """
    behind = sorted({score for seat, score in enumerate(scores) if seat not in winners},
                    reverse=True)
    return tuple(0 if seat in winners else 1 + behind.index(score)
                 for seat, score in enumerate(scores))


@cache
def sides_of(game: str, players: int, teams: bool) -> tuple[int, ...]:
    """Which side each seat plays for, as the core says (Pook's teams, P29; else one each)."""
    if not teams:
        return tuple(range(players))
    from game.pook import SPEC as POOK  # (teams are Pook's alone)

    state = POOK.own(load_game(game).new_game(players, 0, teams=True))
    return tuple(state.side(seat) for seat in range(players))


def outcome_of(row: GameRow) -> Outcome | None:
    """What ratings read of a game's row, or None if it does not count: damaged, a lesson,
    a practice game (played on from a redealt position), not finished (no winners yet), or
    played against a bot level without a fixed rating."""
    if row.damaged or row.lesson or row.practice or not row.finished or not row.winners:
        return None
    teams = bool(row.ending.get("options", {}).get("teams", False))
    sides = sides_of(row.game, len(row.seats), teams)
    return Outcome(row.name, row.game, row.updated, row.seats, sides,
                   places(row.winners, row.scores))


# --- folding games in ------------------------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """How one person's shown rating moved with one game."""

    seat: int
    name: str
    before: int
    after: int
    provisional: bool = False  # the rating after it has not settled yet (SETTLED_SIGMA)


@dataclass
class Ratings:
    """Everyone's rating per game after the games folded in so far, the change each game
    made and each person's shown rating over time (for the plot of Games played)."""

    bots: BotRatings
    people: dict[tuple[str, str], Rating] = field(default_factory=dict)
    who: People | None = None  # who is who (None: every human seat by its name)
    changes: dict[str, tuple[Change, ...]] = field(default_factory=dict)
    history: dict[tuple[str, str], list[tuple[str, int]]] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)  # games with an unrated bot level

    def rating(self, name: str, pool: str) -> Rating:
        return self.people.get((name, pool), Rating(self.bots.anchor(pool), SIGMA))

    def shown(self, pool: str, rating: Rating) -> int:
        return round(DISPLAY_BASE + POINTS_PER_MU * (rating.mu - self.bots.anchor(pool)))

    def display(self, name: str, pool: str) -> int:
        return self.shown(pool, self.rating(name, pool))

    def provisional(self, name: str, pool: str) -> bool:
        """Whether ``name``'s rating in ``pool`` has not settled yet (:data:`SETTLED_SIGMA`)."""
        return self.rating(name, pool).sigma > SETTLED_SIGMA

    def copy(self) -> Ratings:
        return Ratings(self.bots, dict(self.people), self.who, dict(self.changes),
                       {key: list(points) for key, points in self.history.items()},
                       list(self.skipped))

    def person_of(self, outcome: Outcome, seat: int) -> str | None:
        """Whose rating a human seat counts for: a person's name, or None for a guest
        (:meth:`game.evening.people.People.who`)."""
        name = outcome.seats[seat].name
        return name if self.who is None else self.who.who(outcome.name, seat, name)

    def seat_ratings(self, outcome: Outcome) -> list[Rating] | None:
        """Each seat's rating before ``outcome``; None if a bot level has none."""
        found: list[Rating] = []
        pool = outcome.pool
        for number, seat in enumerate(outcome.seats):
            person = self.person_of(outcome, number) if seat.is_human else None
            rating = (self.bots.get(pool, seat.level) if not seat.is_human
                      else Rating(self.bots.anchor(pool), SIGMA) if person is None  # a guest
                      else self.rating(person, pool))
            if rating is None:
                return None
            found.append(rating)
        return found

    def fold(self, outcome: Outcome) -> tuple[Change, ...]:
        """Fold one finished game in: its people move, its bots stay. Each person is updated
        against each seat of another side in turn (ahead, level or behind), each of those
        at its rating of before the game (see the module)."""
        before = self.seat_ratings(outcome)
        if before is None:
            self.skipped.append(outcome.name)
            return ()
        pool, rater = outcome.pool, model()
        changes = []
        for seat, sitter in enumerate(outcome.seats):
            person = self.person_of(outcome, seat) if sitter.is_human else None
            if person is None:
                continue  # a bot stays, a guest is never rated
            rating = before[seat]
            for other in range(len(outcome.seats)):
                if outcome.sides[other] != outcome.sides[seat]:
                    rating = compared(rater, rating, before[other],
                                      outcome.places[seat], outcome.places[other])
            key = (person, pool)
            self.people[key] = rating
            old, shown = self.shown(pool, before[seat]), self.shown(pool, rating)
            self.history.setdefault(key, []).append((outcome.when, shown))
            changes.append(Change(seat, person, old, shown,
                                  rating.sigma > SETTLED_SIGMA))
        self.changes[outcome.name] = tuple(changes)
        return self.changes[outcome.name]


def compared(rater: ThurstoneMostellerFull, rating: Rating, other: Rating, place: int,
             other_place: int) -> Rating:
    """``rating`` after one comparison with ``other`` (places: 0 best, equal ones level)."""
    ranks = [0.0, 0.0] if place == other_place else [float(place > other_place),
                                                     float(place < other_place)]
    (after,), _ = rater.rate([[rating.model()], [other.model()]], ranks=ranks)
    return Rating(after.mu, after.sigma)


def in_order(outcomes: Iterable[Outcome]) -> tuple[Outcome, ...]:
    """The games in the order they were played (then by file name, so ties are stable)."""
    return tuple(sorted(outcomes, key=lambda o: (o.when, o.name)))


def rate_all(outcomes: Iterable[Outcome | None], bots: BotRatings,
             people: People | None = None) -> Ratings:
    """Every rating, recomputed from the games (``None``s, games that do not count, skipped);
    given the ``people``, guests are not rated."""
    table = Ratings(bots, who=people)
    for outcome in in_order(o for o in outcomes if o is not None):
        table.fold(outcome)
    return table


def win_chances(ratings: Sequence[Rating]) -> list[float]:
    """Each seat's chance of finishing first, as the model predicts it."""
    return list(model().predict_win([[rating.model()] for rating in ratings]))
