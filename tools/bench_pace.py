"""Pace benchmarks: RÖK's bot levels against the human model's attentive adult, and Matched.

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
  A ``#`` table gives each level's first grab among 4, 8, 12 and 16 face-up runes holding
  one pair (mean, 10th and 90th percentiles, seconds).
- ``bench rok_bot_min_grab_gap_s G s``: the shortest time between two of one seat's clicks
  that became grabs, over every race above (every level and the modelled adult); its ``#``
  line names the model's floor (``human.MIN_GAP``: one fixation and a one-bit move, each at
  the fast end of its source's range) that no gap may go under.
- ``bench rok_matched_slow_share_first3 P %``: a stand-in twice as slow as the modelled adult
  (``PERSON.slower(2)``) plays its first three two-player games against Matched, which is
  measured again as each throw comes to rest from the stand-in's earlier games and this one
  (as the table does: ``game.rok.pace.matched_pace``); Matched's share of the contested pairs,
  over ``CAMPAIGNS`` seed bases. A ``#`` line gives Normal's share against the same stand-in
  in the same games. Bar ≤ 60 %.
- ``bench rok_matched_fit_err_pct_5 E %``: after five such games, how far the stand-in's fitted
  seeing pace lies from its true one (``|fit / k − 1|``), the mean over the stand-ins
  ``STAND_INS`` (×0.8 … ×2) and ``CAMPAIGNS``; ``#`` lines give the worst, and the same for
  the hand's pace. Bar ≤ 15 %.
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
from dataclasses import replace

from game.core import Event, Rng
from game.rok import new_game, random_action
from game.rok.bots import LEVELS, PERSON, REFLEXES, Reflexes, bot_game, race
from game.rok.components import RUNES, pair_of, twin
from game.rok.human import MIN_GAP, RANGES, Perception, Seeker
from game.rok.pace import (
    MATCHED_AFTER,
    RECENT,
    ThrowPace,
    contested,
    first_takers,
    fitted,
    matched_eyes,
    matched_pace,
    throws_paced,
)
from game.rok.rules import State
from game.rok.sampling import sample_spot
from game.streams import eyes_rng
from tools.benchlib import report

THROWS = 200
BASES = (14_000, 24_000, 34_000, 44_000, 54_000)
RESAMPLES = 2_000
APP_SEEDS = range(1, 7)
TABLE_RUNES = (4, 8, 12, 16)
STAND_INS = (0.8, 1.0, 1.25, 1.6, 2.0)
CAMPAIGNS = (44_000, 45_000, 46_000, 47_000)
GAMES = 5


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


def first_grab(held: int, tables: int = 400, face_up: int = 10,
               eyes: Perception = PERSON.eyes) -> list[float]:
    """Seconds from seeing the runes at rest to a first grab among ``face_up`` face-up runes,
    one table each: one pair and nothing held in mind (``held=0``), or the twin of its own
    Balance rune and another seat's Balance rune watched (``held=2``)."""
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
            if len(runes) < face_up and pair_of(rune) not in {pair_of(r) for r in runes}:
                runes.append(rune)
        view = {"seat": 0, "players": 2, "balance": balance, "trays": [[], []],
                "hoards": [[], []], "table": [[r, *sample_spot(rng), True] for r in runes]}
        plan = Seeker(0, 2, eyes, rng.fork(1), steal=1.0).next_grab(view, 0.0)
        if plan is not None:
            times.append(plan[0])
    return times


def first_grab_table() -> None:
    """Each level's first grab among 4, 8, 12 and 16 face-up runes holding one pair."""
    print("# first grab (s) | " + " | ".join(f"{n} runes: mean p10 p90" for n in TABLE_RUNES))
    for name in LEVELS:
        cells = []
        for runes in TABLE_RUNES:
            times = first_grab(0, face_up=runes, eyes=REFLEXES[name].eyes)
            tenths = statistics.quantiles(times, n=10)
            cells.append(f"{statistics.mean(times):.2f} {tenths[0]:.2f} {tenths[-1]:.2f}")
        print(f"# {name} | " + " | ".join(cells))


def campaign(slower: float, base: int, opponent: str, games: int = GAMES
             ) -> tuple[list[tuple[int, int]], list[tuple[float, float]]]:
    """A stand-in ``slower`` times the modelled adult's pace at seat 0, its first ``games``
    two-player games against ``opponent`` ("matched": measured again at each throw from the
    stand-in's throws so far, as the table does; or a level): per game, (pairs the opponent
    took first, contested pairs), and the stand-in's fitted paces after each game."""
    from tools.pace_app import throws_of

    person = PERSON.slower(slower)
    earlier: list[ThrowPace] = []
    shares, fits = [], []
    for game in range(games):
        seed = base + game
        known: dict[int, ThrowPace] = {}  # this game's throws measured so far (their curves kept)

        def retune(texts: Sequence[str], seed: int = seed, known: dict[int, ThrowPace] = known,
                   earlier: list[ThrowPace] = earlier) -> list[Reflexes]:
            if opponent != "matched":
                return [person, REFLEXES[opponent]]
            for throw in throws_paced(texts, 2, seed, (0,))[0]:
                known.setdefault(throw.rest.throw_no, throw)
            eyes = matched_eyes(*matched_pace([[*earlier, *known.values()]]))
            return [person, replace(REFLEXES["normal"], eyes=eyes)]

        played: list[str] = []
        bot_game([person, REFLEXES["normal"]], seed, played=played, retune=retune)
        throws = [throw.taken_by(1) for _, throw in throws_of(played, 2, seed)]
        shares.append((sum(t for t, _ in throws), sum(n for _, n in throws)))
        earlier += throws_paced(played, 2, seed, (0,))[0]
        fits.append(fitted(earlier[-RECENT:]))
    return shares, fits


def matched() -> None:
    """Matched against stand-ins of known pace (see the module)."""
    slow: dict[str, list[tuple[int, int]]] = {"matched": [], "normal": []}
    seeing: list[float] = []
    hand: list[float] = []
    for base in CAMPAIGNS:
        slow["normal"] += campaign(2.0, base, "normal", games=3)[0]
        for slower in STAND_INS:
            shares, fits = campaign(slower, base, "matched")
            if slower == 2.0:
                slow["matched"] += shares[:3]
            seeing.append(100 * abs(fits[-1][0] / slower - 1))
            hand.append(100 * abs(fits[-1][1] / slower - 1))
            print(f"# stand-in x{slower}, seeds {base}+: fitted seeing/hand after each game "
                  + ", ".join(f"{s:.2f}/{h:.2f}" for s, h in fits)
                  + f"; Matched took {sum(t for t, _ in shares)} of "
                  f"{sum(n for _, n in shares)} pairs", file=sys.stderr)
    share = {side: 100 * sum(t for t, _ in games) / max(1, sum(n for _, n in games))
             for side, games in slow.items()}
    print(f"# the stand-in x2's first three games (gate at {MATCHED_AFTER} paced throws): "
          f"Normal took {share['normal']:.1f} % of the contested pairs, Matched "
          f"{share['matched']:.1f} %")
    report("rok_matched_slow_share_first3", share["matched"], "%")
    print(f"# fit after {GAMES} games, {len(seeing)} stand-ins and seeds: seeing worst "
          f"{max(seeing):.1f} %, hand mean {statistics.mean(hand):.1f} %, worst "
          f"{max(hand):.1f} %")
    report("rok_matched_fit_err_pct_5", statistics.mean(seeing), "%")


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
    report("rok_model_adult_first_grab_10", statistics.mean(first_grab(0)), "s")
    report("rok_model_adult_first_grab_10_held2", statistics.mean(first_grab(2)), "s")
    first_grab_table()
    print(f"# no two grabs of one seat closer than {MIN_GAP} s: one fixation "
          f"({RANGES['look'].fast} s, {RANGES['look'].source}) and a one-bit move and click "
          f"(1 / {RANGES['throughput'].fast} bits/s, {RANGES['throughput'].source})")
    report("rok_bot_min_grab_gap_s", min(gaps), "s")
    matched()
    at_the_table()


if __name__ == "__main__":
    run()
