"""Pace benchmarks: RÖK's bot levels against the human model's attentive adult.

What these figures measure, and what they do not: every time in them comes from the human
model (``game.rok.human``, each part from a published measurement of people) passed through
the table's latency pipeline (``game.rok.latency``). A level's share says how that level
compares with the *modelled* attentive adult, not with any real person; the model's own
figures (a first grab among ten runes, the shortest gap between two grabs) are printed so
they can be held against what people do.

- ``bench rok_<level>_vs_model_adult_share P %`` (and ``_lo`` / ``_hi``, its 95 % interval):
  one bot of ``level`` against the modelled attentive adult (``bots.PERSON``) in headless
  two-player races (``bots.race``), over ``BASES`` seed bases of ``THROWS`` throws each: the
  share of the contested pairs the bot takes. A contested pair is one the race decides —
  both twins face up when the runes rest, or a face-up twin of a Balance rune — and it goes
  to whoever grabs its first rune. The interval is a percentile bootstrap over throws (pairs
  of one throw are not independent), seeded. Bars: easy ``_hi`` ≤ 40 %, normal ``_lo`` ≥ 40 %
  and ``_hi`` ≤ 60 %, hard ``_lo`` ≥ 55 % and ``_hi`` ≤ 80 %. Each base's share is printed too.
- ``bench rok_model_adult_first_grab_10 T s``: the modelled adult's mean time from seeing the
  runes at rest to deciding its first grab, among 10 face-up runes holding one pair, no rune
  held in mind; ``…_10_held2``: among 10 face-up runes one of which is the twin of its own
  Balance rune, with a second Balance rune (another seat's) watched for a theft. Bar for the
  first: 2.5–4.5 s. A known target is found sooner than a pair nobody named.
- ``bench rok_bot_min_grab_gap_s G s``: the shortest time between two of one seat's clicks
  that became grabs, over every race above (every level and the modelled adult). Bar ≥ 0.45 s.
- ``bench rok_app_model_adult_share P %`` (``_lo`` / ``_hi``): the modelled adult at the real
  table (``tools/pace_app.py``: the app loop under SDL's dummy driver, its clicks posted into
  the event queue in the frame they arrive) against two Normal bots, whole three-player games
  from ``APP_SEEDS``; a third is fair against two equals. ``bench rok_app_share_gap_points``:
  the same throws raced headless, that share minus the in-app one (bar ≤ 5 points).
"""

from __future__ import annotations

import itertools
import statistics
import sys
from collections.abc import Sequence

from game.core import Event, Rng
from game.rok import new_game, random_action
from game.rok.bots import LEVELS, PERSON, REFLEXES, Reflexes, race
from game.rok.components import RUNES, pair_of, twin
from game.rok.human import Seeker
from game.rok.pace import contested, first_takers
from game.rok.rules import State
from game.rok.sampling import sample_spot
from game.streams import eyes_rng
from tools.benchlib import report

THROWS = 200
BASES = (14_000, 24_000, 34_000, 44_000, 54_000)
RESAMPLES = 2_000
APP_SEEDS = range(1, 7)


def throw_at(seed: int, players: int = 2) -> State:
    """A game whose runes just came to rest: the seed's game played on with sampled actions
    until its ``1 + seed % 6``-th throw has landed (tables of every size)."""
    for attempt in range(50):
        state, rng = new_game(players, seed + attempt * 7919), Rng(seed)
        target = 1 + seed % 6
        while not state.is_terminal():
            throwing = state.phase == "throw"
            number = state.throw_no
            state.play(random_action(state, rng))
            if throwing and number >= target and state.phase == "grab":
                return state
    raise RuntimeError(f"no sampled game from seed {seed} reached a grab phase")


def throws(level: Reflexes, base: int, gaps: list[float]) -> list[tuple[int, int]]:
    """``(pairs the bot took, contested pairs)`` per throw of one seed base, the bot at either
    seat in turn; every gap between a seat's two grabs goes to ``gaps``."""
    results = []
    for i in range(THROWS):
        seed = base + i
        state = throw_at(seed)
        bot = i % 2
        seats: list[Reflexes | None] = [PERSON, PERSON]
        seats[bot] = level
        pairs = contested(state)
        log: list[Event] = []
        clicks: list[tuple[int, float]] = []
        race(state, seats, [eyes_rng(seed, s, state.throw_no) for s in (0, 1)], log, seed,
             clicks)
        for seat in (0, 1):
            times = [t for s, t in clicks if s == seat]
            gaps += [b - a for a, b in itertools.pairwise(times)]
        grabs = [(e.seat, e.data["rune"]) for e in log if e.kind in ("grab", "balance_pair")]
        results.append((first_takers(grabs, pairs).get(bot, 0), len(pairs)))
    return results


def pooled(results: Sequence[tuple[int, int]]) -> float:
    return 100.0 * sum(t for t, _ in results) / max(1, sum(n for _, n in results))


def interval(results: Sequence[tuple[int, int]], seed: int = 22) -> tuple[float, float]:
    """The 95 % percentile-bootstrap interval of the pooled share, resampling whole throws."""
    rng, shares = Rng(seed), []
    for _ in range(RESAMPLES):
        shares.append(pooled([results[rng.below(len(results))] for _ in results]))
    shares.sort()
    return shares[int(0.025 * RESAMPLES)], shares[int(0.975 * RESAMPLES) - 1]


def first_grab(held: int, tables: int = 400) -> float:
    """The modelled adult's mean seconds from seeing the runes at rest to its first grab
    among 10 face-up runes: one pair and nothing held in mind (``held=0``), or the twin of
    its own Balance rune and another seat's Balance rune watched (``held=2``)."""
    times = []
    for seed in range(tables):
        rng = Rng(seed)
        pool = list(RUNES)
        rng.shuffle(pool)
        balance: list[str | None] = [None, None]
        if held:
            balance = [pool.pop(), None]
            balance[1] = next(r for r in pool if pair_of(r) != pair_of(balance[0]))
            pool = [r for r in pool if pair_of(r) not in {pair_of(b) for b in balance}]
            runes = [twin(balance[0])]
        else:
            runes = [pool[0], twin(pool[0])]
        for rune in pool:
            if len(runes) < 10 and pair_of(rune) not in {pair_of(r) for r in runes}:
                runes.append(rune)
        view = {"seat": 0, "players": 2, "balance": balance, "trays": [[], []],
                "hoards": [[], []], "table": [[r, *sample_spot(rng), True] for r in runes]}
        plan = Seeker(0, 2, PERSON.eyes, rng.fork(1), steal=1.0).next_grab(view, 0.0)
        if plan is not None:
            times.append(plan[0])
    return statistics.mean(times)


def at_the_table() -> None:
    """The modelled adult against two Normal bots in the real app, and the same throws headless."""
    from tools.pace_app import play_in_app, race_again, throws_of

    in_app: list[tuple[int, int]] = []
    headless: list[tuple[int, int]] = []
    for seed in APP_SEEDS:
        actions = play_in_app(seed, throws=99)
        for rest, throw in throws_of(actions, 3, seed):
            in_app.append(throw.taken_by(0))
            headless.append(race_again(rest, seed, ("normal", "normal")).taken_by(0))
    low, high = interval(in_app)
    print(f"# at the table: {sum(n for _, n in in_app)} contested pairs over {len(in_app)} "
          f"throws of {len(APP_SEEDS)} games")
    report("rok_app_model_adult_share", pooled(in_app), "%")
    report("rok_app_model_adult_share_lo", low, "%")
    report("rok_app_model_adult_share_hi", high, "%")
    report("rok_app_share_gap_points", pooled(headless) - pooled(in_app), "points")


def run() -> None:
    gaps: list[float] = []
    for name in LEVELS:
        results: list[tuple[int, int]] = []
        for base in BASES:
            part = throws(REFLEXES[name], base, gaps)
            print(f"# {name}, seeds {base}+: {pooled(part):.1f} % of "
                  f"{sum(n for _, n in part)} contested pairs", file=sys.stderr)
            results += part
        low, high = interval(results)
        print(f"# {name}: {sum(n for _, n in results)} contested pairs over "
              f"{len(results)} throws")
        report(f"rok_{name}_vs_model_adult_share", pooled(results), "%")
        report(f"rok_{name}_vs_model_adult_share_lo", low, "%")
        report(f"rok_{name}_vs_model_adult_share_hi", high, "%")
    report("rok_model_adult_first_grab_10", first_grab(0), "s")
    report("rok_model_adult_first_grab_10_held2", first_grab(2), "s")
    report("rok_bot_min_grab_gap_s", min(gaps), "s")
    at_the_table()


if __name__ == "__main__":
    run()
