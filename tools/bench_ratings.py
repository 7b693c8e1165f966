"""``make bench ONLY=ratings``: what people's ratings cost, and whether the bots' predict.

- ``ratings_rebuild_s``: every rating folded from 10,000 finished games in the index (the
  SQLite index of :mod:`game.index`, filled with real seeded records' rows:
  ``tools/scale_games.py``'s pools with their own seats, names and times) and cached there:
  :meth:`GameIndex.ratings` on an index with no cache, the read and the writing included;
  ``ratings_recompute_s`` is the same fold without the cache (``rate_all``), for comparison;
- ``ratings_cached_read_s``: the cached ratings read back by an index opened anew (the app
  started again: nothing in memory);
- ``ratings_update_ms``: one game just finished written to the index and folded in (the
  fold of the 10,000 before it remembered), median of 21.
- ``ratings_calibration_brier``: the bots' fixed ratings (``assets/ratings/bots.json``)
  predicting held-out arena games (seed 2, not the fit's 1): every pair of seats of
  different levels, the predicted chance that the first finishes ahead of the second
  against what happened (1 ahead, ½ level, 0 behind); ``ratings_calibration_naive_brier``
  is the same games predicted at 50 % (0.25 unless there are ties).
- ``ratings_rms_50_games``: how far a person's shown rating lies from the truth after 50 games:
  simulated people of true 1,200, 1,500 and 1,800 play each offered level (Easy, Normal,
  Hard) of every rated pool (Totem, RÖK and Pook for two, Pook for four), each game's ranking
  drawn from the bots' own model (every seat's performance drawn around its rating with
  spread β: the Thurstone model the bots' ratings were fitted with) and folded in by the
  app's update (:meth:`Ratings.fold`); the root mean square of shown − true over
  :data:`SIM_SEEDS` seeds each. ``#`` lines: each truth's mean error and RMS;
- ``ratings_provisional_first_games``: of the same people, the share whose rating was shown
  provisional ("1,500?") after each of their first :data:`FIRST_GAMES` games (bar: 100).
  ``#`` line: how many games their ratings took to settle (σ under 110 points);
- ``identity_merge_ok``: a guest's games claimed by a person are rated once
  (:func:`identity_merge`), 1 or 0.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import GAMES
from game.evening.people import People, PeopleError
from game.evening.ratings import (
    BETA,
    DISPLAY_BASE,
    POINTS_PER_MU,
    BotRatings,
    Outcome,
    Ratings,
    model,
    outcome_of,
    pool_of,
    rate_all,
    shipped_bot_ratings,
)
from game.games import match_of
from game.index import GameIndex
from game.listing import GameRow, row_of
from game.saves import BOT, Seat
from tools.benchlib import report
from tools.bot_ratings import PAIRINGS, Pairing, comparisons, play
from tools.scale_games import play_pool, saved_game

GAMES_REBUILT = 10_000
HELD_OUT_SEED = 2


def finished_rows(count: int, seed: int = 1) -> list[GameRow]:
    """``count`` finished games' rows, from real seeded records (each pool game replayed
    once; every row has its own seats, names and times)."""
    rng = random.Random(seed)
    today = datetime(2026, 11, 26, 20, 0, tzinfo=UTC)
    pools = {game: [(record, match_of(record).state) for record in play_pool(game, 40, seed)]
             for game in GAMES}
    rows = []
    for index in range(count):
        record, state = rng.choice(pools[GAMES[index % len(GAMES)]])
        rows.append(row_of(saved_game(record, True, rng, today), state))
    return rows


def rebuild_and_update() -> None:
    """The app's path: the index's ratings (game.evening.cached) built, read back, updated."""
    bots = shipped_bot_ratings()
    rows = finished_rows(GAMES_REBUILT + 21)
    rows.sort(key=lambda row: row.updated)
    older, newer = rows[:GAMES_REBUILT], rows[GAMES_REBUILT:]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "index.sqlite3"
        index = GameIndex(path)
        index.record(((row, None) for row in older), lambda _name: (0, 0, 0))
        start = time.perf_counter()
        table = index.ratings(bots)
        report("ratings_rebuild_s", time.perf_counter() - start, "s")
        print(f"# {GAMES_REBUILT} games, {len(table.people)} people's ratings, "
              f"{len(table.skipped)} left unrated")
        start = time.perf_counter()
        plain = rate_all((outcome_of(row) for row in index.finished_page(None, 0,
                                                                         GAMES_REBUILT)), bots)
        report("ratings_recompute_s", time.perf_counter() - start, "s")
        assert plain.people == table.people
        started = GameIndex(path)  # the app started again: nothing in memory, the cache read
        start = time.perf_counter()
        started.ratings(bots)
        report("ratings_cached_read_s", time.perf_counter() - start, "s")
        started.close()
        times = []
        for row in newer:
            index.record([(row, None)], lambda _name: (0, 0, 0))
            start = time.perf_counter()
            index.ratings(bots)
            times.append(time.perf_counter() - start)
        report("ratings_update_ms", 1000 * statistics.median(times), "ms")
        index.close()


HELD_OUT_GAMES = {"hard": 10}  # Hard's games take seconds each
HELD_OUT_DEFAULT = 100


def calibration() -> None:
    bots = shipped_bot_ratings()
    errors, naive = [], []
    for pairing in PAIRINGS:
        games = HELD_OUT_GAMES.get(pairing.a, HELD_OUT_DEFAULT)
        held_out = play(Pairing(pairing.game, pairing.players, pairing.a, pairing.b, games),
                        HELD_OUT_SEED)
        for level, other, ahead in comparisons(pairing, held_out):
            pool = pool_of(pairing.game, pairing.players)
            first, second = bots.get(pool, level), bots.get(pool, other)
            assert first is not None and second is not None
            chance = model().predict_win([[first.model()], [second.model()]])[0]
            errors.append((chance - ahead) ** 2)
            naive.append((0.5 - ahead) ** 2)
    print(f"# {len(errors)} held-out comparisons (arena seed {HELD_OUT_SEED})")
    report("ratings_calibration_brier", statistics.mean(errors), "brier")
    report("ratings_calibration_naive_brier", statistics.mean(naive), "brier")


SIM_TRUTHS = (1200, 1500, 1800)
SIM_LEVELS = ("easy", "normal", "hard")  # the setup's (Random is not offered)
SIM_POOLS = (("totem", 2), ("rok", 2), ("pook", 2), ("pook", 4))
SIM_GAMES = 50
SIM_SEEDS = 20
FIRST_GAMES = 5  # a new person's first games: their rating must be shown provisional


@dataclass(frozen=True)
class Simulated:
    """A simulated person after their games: shown minus true rating, and after which games
    their rating was shown provisional."""

    error: float
    provisional: tuple[bool, ...]


def simulated(bots: BotRatings, game: str, players: int, level: str, truth: int, seed: int,
              games: int = SIM_GAMES) -> Simulated:
    """A person of rating ``truth`` playing ``games`` against ``level`` (the others' seats)."""
    rng = random.Random(seed)
    table = Ratings(bots)
    seats = (Seat("Sim"), *(Seat(f"Bot {k}", BOT, level) for k in range(1, players)))
    sides = tuple(range(players))
    pool = Outcome("", game, "", seats, sides, sides).pool
    true_mu = bots.anchor(pool) + (truth - DISPLAY_BASE) / POINTS_PER_MU
    bot = bots.get(pool, level)
    assert bot is not None, f"no rating for {pool}/{level}"
    provisional = []
    for number in range(games):
        performance = [rng.gauss(true_mu, BETA)] + [rng.gauss(bot.mu, BETA)
                                                     for _ in range(players - 1)]
        ranked = sorted(range(players), key=lambda seat: -performance[seat])
        table.fold(Outcome(f"g{number}", game, f"{number:05d}", seats, sides,
                           tuple(ranked.index(seat) for seat in range(players))))
        provisional.append(table.provisional("Sim", pool))
    return Simulated(table.display("Sim", pool) - truth, tuple(provisional))


def convergence() -> None:
    bots = shipped_bot_ratings()
    found: dict[int, list[Simulated]] = {truth: [] for truth in SIM_TRUTHS}
    for game, players in SIM_POOLS:
        for level in SIM_LEVELS:
            for truth in SIM_TRUTHS:
                found[truth] += [simulated(bots, game, players, level, truth, seed)
                                 for seed in range(SIM_SEEDS)]
    for truth, people in found.items():
        errors = [person.error for person in people]
        rms = math.sqrt(statistics.mean(e * e for e in errors))
        print(f"# true {truth}: mean error {statistics.mean(errors):+.0f}, RMS {rms:.0f} "
              f"({len(people)} simulated people, {SIM_GAMES} games each)")
    everyone = [person for people in found.values() for person in people]
    report("ratings_rms_50_games",
           math.sqrt(statistics.mean(p.error ** 2 for p in everyone)), "points")
    first = [shown for person in everyone for shown in person.provisional[:FIRST_GAMES]]
    report("ratings_provisional_first_games", 100 * sum(first) / len(first), "%")
    settled = sorted(next((k + 1 for k, shown in enumerate(p.provisional) if not shown),
                          SIM_GAMES + 1) for p in everyone)
    print(f"# games until a rating settles: fewest {settled[0]}, median "
          f"{statistics.median(settled):.0f}, still provisional after {SIM_GAMES}: "
          f"{sum(1 for n in settled if n > SIM_GAMES)} of {len(settled)}")


MERGE_GAMES = 400
GUEST = "Player 2"


def identity_merge() -> None:
    """``identity_merge_ok``: 400 finished games' rows whose second human seat is renamed a
    guest ("Player 2") in every other game; one person (the seat's own name) claims each of
    those guest seats where they do not sit already. Then 1 when: every game the person sat
    at or claimed is in their history exactly once; the index's cached fold (the people
    given) equals the fold of the rows themselves; and no claim could add a game twice
    (each refused where the person already sat)."""
    bots = shipped_bot_ratings()
    rows = [r for r in finished_rows(MERGE_GAMES, seed=3) if outcome_of(r) is not None]
    people, claimed, refused, merged = People(), 0, 0, []
    for number, row in enumerate(rows):
        humans = [k for k, seat in enumerate(row.seats) if seat.is_human]
        if len(humans) < 2 or number % 2:
            merged.append(row)
            continue
        seat = humans[1]
        person = row.seats[seat].name
        people = people.created(person, "2026-12-07T20:00:00Z")
        seats = tuple(replace(s, name=GUEST) if k == seat else s
                      for k, s in enumerate(row.seats))
        guest_row = replace(row, seats=seats)
        merged.append(guest_row)
        sitting = [(k, s.name) for k, s in enumerate(seats) if s.is_human]
        try:
            people = people.claimed(row.name, sitting, seat, person)
            claimed += 1
        except PeopleError:
            refused += 1
        try:  # the same seat again: always refused (it is the person's now)
            people.claimed(row.name, sitting, seat, person)
            refused -= 1000
        except PeopleError:
            pass
    for row in merged:  # everyone else who sat becomes a person too
        for seat in row.seats:
            if seat.is_human and seat.name != GUEST:
                people = people.created(seat.name, "2026-12-07T20:00:00Z")
    folded = rate_all((outcome_of(row) for row in merged), bots, people)
    ok = refused >= 0
    for person in people.persons:
        key_games = [row.name for row in merged for k, seat in enumerate(row.seats)
                     if seat.is_human and people.who(row.name, k, seat.name) == person.name
                     and outcome_of(row) is not None]
        for pool in {outcome_of(row).pool for row in merged if row.name in key_games
                     if outcome_of(row) is not None}:
            history = folded.history.get((person.name, pool), [])
            wanted = [row for row in merged if row.name in key_games
                      and (o := outcome_of(row)) is not None and o.pool == pool
                      and row.name not in folded.skipped]
            ok = ok and len(history) == len(wanted) == len(set(r.name for r in wanted))
    with tempfile.TemporaryDirectory() as folder:
        index = GameIndex(Path(folder) / "index.sqlite3")
        index.record(((row, None) for row in merged), lambda _name: (0, 0, 0))
        cached = index.ratings(bots, people)
        again = GameIndex(Path(folder) / "index.sqlite3").ratings(bots, people)
        ok = ok and cached.people == folded.people == again.people \
            and cached.history == folded.history
        index.close()
    print(f"# {len(merged)} games, {claimed} guest seats claimed, {len(people.persons)} people")
    report("identity_merge_ok", 1 if ok else 0, "")


def run() -> None:
    convergence()
    identity_merge()
    rebuild_and_update()
    calibration()


if __name__ == "__main__":
    run()
