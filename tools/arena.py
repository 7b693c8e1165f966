"""Bots against bots, seeded: ``python tools/arena.py totem hard random --games 200 --seed 1``.

Any game plugs in: the arena drives it through ``new_game``, ``view`` and
``play`` only, and finds its bots in the registry ``game.<name>.bots.BOTS``.
Bot A takes seat ``g % players`` in game ``g`` (so seats alternate), bot B every
other seat (``--players 4``: A against three Bs). Each bot decides from its
seat's view with its own Rng, seeded from the arena seed, the game number and
the seat: the same command prints the same results on any machine (only the
decision times vary).

A game is a win for A if A is its only winner, a draw if A shares the win. Its
*score* for A is how A finished against each B seat, averaged: 1 ahead of it, ½
level with it, 0 behind (ahead: A won and it did not, or neither won and A scored
more). With two players that is 1 for a win, ½ for a draw, 0 for a loss; with more,
equal bots score ½ on average, so "A beats B at least X %" means the same at any
table size.

``--sprt P0,P1`` plays until a sequential probability ratio test (tools/sprt.py)
decides whether A's mean score is at least P1 (H1) or at most P0 (H0), with error
rates ``--alpha``/``--beta`` (2.5 % each by default), or ``--games`` runs out; it
prints the decision, the mean score with its 95 % confidence-sequence interval (valid
however early the test stops) and the games it took. Games run in order of their
number, so the decision is the same with any ``--jobs`` (games past it are dropped).

RÖK is played in real time, so its bots do not answer ``choose`` turn by turn:
when ``game.<name>.bots`` has a ``bot_game(levels, seed, rngs)``, the arena hands
it the seats' levels (the bots' ``name``) and their Rngs and takes the finished
game (``python tools/arena.py rok hard easy --players 3``: grabbing races from the
bots' reaction times, no wall clock). The summary then adds the mean score
(a RÖK hoard) of A and of B.
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # `python tools/arena.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import Rng
from game.search import Bot
from tools.benchlib import percentile
from tools.sprt import Run, Sprt

BotFactory = Callable[[], Bot]


def registry(game: str) -> dict[str, BotFactory]:
    """The bot levels of ``game`` (its ``bots.BOTS``)."""
    bots: dict[str, BotFactory] = importlib.import_module(f"game.{game}.bots").BOTS
    return bots


def game_seed(seed: int, index: int) -> int:
    return (seed << 20) + index


def bot_rng(seed: int, index: int, seat: int) -> Rng:
    return Rng(game_seed(seed, index)).fork(seat + 1)


@dataclass
class GameResult:
    """One game: where A sat, who won, and how long each decision of A and B took."""

    seat_a: int
    winners: list[int]
    scores: list[int] = field(default_factory=list)
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)
    cpu_a: list[float] = field(default_factory=list)  # A's decisions in CPU time (no neighbours)

    @property
    def outcome(self) -> str:
        if self.winners == [self.seat_a]:
            return "win"
        return "draw" if self.seat_a in self.winners else "loss"

    @property
    def score(self) -> float:
        """A's finish against each other seat, averaged (see the module docstring)."""
        a = self.seat_a
        won = a in self.winners
        points = []
        for seat, score in enumerate(self.scores):
            if seat == a:
                continue
            if won != (seat in self.winners):
                points.append(1.0 if won else 0.0)
            elif won or score == self.scores[a]:
                points.append(0.5)
            else:
                points.append(1.0 if self.scores[a] > score else 0.0)
        return sum(points) / len(points)


def play_one(game: str, make_a: BotFactory, make_b: BotFactory, players: int, seed: int,
             index: int) -> GameResult:
    """Play game number ``index`` of the arena ``seed`` to its end."""
    seat_a = index % players
    bots = [make_a() if seat == seat_a else make_b() for seat in range(players)]
    rngs = [bot_rng(seed, index, seat) for seat in range(players)]
    whole_game = getattr(importlib.import_module(f"game.{game}.bots"), "bot_game", None)
    if whole_game is not None:  # a real-time game: the bots play it out together
        state: Any = whole_game([bot.name for bot in bots], game_seed(seed, index), rngs)
        return GameResult(seat_a, list(state.winners()), list(state.scores()))
    module = importlib.import_module(f"game.{game}")
    state = module.new_game(players, game_seed(seed, index))
    result = GameResult(seat_a, [])
    while not state.is_terminal():
        seat = state.current_player
        view = state.view(seat)
        start, cpu = time.perf_counter(), time.thread_time()
        text = bots[seat].choose(view, rngs[seat])
        if len(view["legal"]) > 1:  # a real decision
            (result.times_a if seat == seat_a else result.times_b).append(
                time.perf_counter() - start)
            if seat == seat_a:
                result.cpu_a.append(time.thread_time() - cpu)
        state.play(text)
    result.winners = list(state.winners())
    result.scores = list(state.scores())
    return result


@dataclass
class ArenaResult:
    games: list[GameResult]

    def share(self, outcome: str) -> float:
        """The percentage of games that were ``outcome`` ("win", "draw", "loss") for A."""
        return 100.0 * sum(g.outcome == outcome for g in self.games) / len(self.games)

    def mean_score(self, side: str) -> float:
        """A's mean score (``side`` "a"), or the mean over B's seats ("b")."""
        scores = [score for g in self.games for seat, score in enumerate(g.scores)
                  if (seat == g.seat_a) == (side == "a")]
        return statistics.mean(scores)

    def times(self, side: str) -> list[float]:
        """Seconds per real decision (more than one legal action) of A or B."""
        return [t for g in self.games for t in (g.times_a if side == "a" else g.times_b)]

    def cpu_times(self) -> list[float]:
        """A's real decisions in CPU seconds of its thread (what other processes cannot add)."""
        return [t for g in self.games for t in g.cpu_a]


def run_arena(game: str, make_a: BotFactory, make_b: BotFactory, games: int, seed: int = 1,
              players: int = 2, jobs: int = 1) -> ArenaResult:
    """Play ``games`` seeded games; ``jobs`` > 1 spreads them over processes (same results;
    the factories must then be picklable, as the registry's classes are)."""
    one = partial(play_one, game, make_a, make_b, players, seed)
    results: Iterable[GameResult]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(one, range(games), chunksize=1)
    else:
        results = map(one, range(games))
    return ArenaResult(list(results))


def sequential(game: str, make_a: BotFactory, make_b: BotFactory, test: Sprt, seed: int = 1,
               players: int = 2, jobs: int = 1, most: int = 400) -> tuple[Run, ArenaResult]:
    """Play seeded games in order until ``test`` decides or ``most`` games were played;
    ``jobs`` > 1 plays ahead on more processes, and what they played past the decision
    is dropped, so the run is the same with any ``jobs``."""
    one = partial(play_one, game, make_a, make_b, players, seed)
    run = Run(test)
    games: list[GameResult] = []

    def feed(results: Iterable[GameResult]) -> None:
        for result in results:
            games.append(result)
            if run.add(result.score) is not None or len(games) >= most:
                return

    if jobs > 1:  # spawned, not forked: a fork of a threaded caller (a test runner) may hang
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            feed(pool.imap(one, range(most), chunksize=1))
            pool.terminate()
    else:
        feed(map(one, range(most)))
    return run, ArenaResult(games)


def verdict(name_a: str, name_b: str, run: Run) -> str:
    """One line: the test's decision, A's mean score with its interval, the games taken."""
    test = run.test
    low, high = run.interval()
    said = {"H1": f"H1 ({name_a} beats {name_b} at least {100 * test.p1:.0f} %) accepted",
            "H0": f"H0 ({name_a} beats {name_b} at most {100 * test.p0:.0f} %) accepted",
            None: "undecided"}[run.decision]
    return (f"{said} (SPRT {100 * test.p0:.0f}/{100 * test.p1:.0f} %, errors "
            f"{100 * test.alpha:g}/{100 * test.beta:g} %): score {100 * run.share:.1f} %, "
            f"95 % interval {100 * low:.1f}–{100 * high:.1f} %, {run.games} games")


def summary(name_a: str, name_b: str, result: ArenaResult) -> list[str]:
    lines = [f"{name_a} wins {result.share('win'):.1f} %, draws {result.share('draw'):.1f} %, "
             f"{name_b} wins {result.share('loss'):.1f} % over {len(result.games)} games"]
    if not result.times("a"):  # played out headless (RÖK): how much each side took
        lines.append(f"  mean score: {name_a} {result.mean_score('a'):.2f}, "
                     f"{name_b} {result.mean_score('b'):.2f}")
    for name, side in ((name_a, "a"), (name_b, "b")):
        times = result.times(side)
        if times:
            lines.append(f"  {name}: {len(times)} decisions, mean {statistics.mean(times):.4f} s,"
                         f" p95 {percentile(times, 95):.4f} s, max {max(times):.4f} s")
    return lines


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("a", help="bot level of seat A (e.g. hard)")
    parser.add_argument("b", help="bot level of the other seats (e.g. random)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1, help="processes (results do not change)")
    parser.add_argument("--sprt", metavar="P0,P1",
                        help="stop when A's score is shown at least P1 or at most P0 (--games: "
                             "the most to play)")
    parser.add_argument("--alpha", type=float, default=0.025, help="chance to accept P1 wrongly")
    parser.add_argument("--beta", type=float, default=0.025, help="chance to accept P0 wrongly")
    args = parser.parse_args(argv)
    bots = registry(args.game)
    unknown = [level for level in (args.a, args.b) if level not in bots]
    if unknown:
        parser.error(f"no {args.game} bot {', '.join(unknown)}; choose from {', '.join(bots)}")
    print(f"{args.game}, {args.players} players, seed {args.seed}:")
    if args.sprt:
        try:
            p0, p1 = (float(p) for p in args.sprt.split(","))
            test = Sprt(p0, p1, args.alpha, args.beta)
        except ValueError as exc:
            parser.error(f"--sprt P0,P1 with 0 < P0 < P1 < 1: {exc}")
        run, result = sequential(args.game, bots[args.a], bots[args.b], test, args.seed,
                                 args.players, args.jobs, args.games)
        print(verdict(args.a, args.b, run))
    else:
        result = run_arena(args.game, bots[args.a], bots[args.b], args.games, args.seed,
                           args.players, args.jobs)
    print("\n".join(summary(args.a, args.b, result)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
