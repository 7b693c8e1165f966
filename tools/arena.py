"""Bots against bots, seeded: ``python tools/arena.py totem hard random --games 200 --seed 1``.

Any game plugs in: the arena drives it through ``new_game``, ``view`` and
``play`` only, and finds its bots in the registry ``game.<name>.bots.BOTS``.
Bot A takes seat ``g % players`` in game ``g`` (so seats alternate), bot B every
other seat (``--players 4``: A against three Bs). Each bot decides from its
seat's view with its own Rng, seeded from the arena seed, the game number and
the seat: the same command prints the same results on any machine (only the
decision times vary).

A game is a win for A if A is its only winner, a draw if A shares the win.

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

    @property
    def outcome(self) -> str:
        if self.winners == [self.seat_a]:
            return "win"
        return "draw" if self.seat_a in self.winners else "loss"


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
        start = time.perf_counter()
        text = bots[seat].choose(view, rngs[seat])
        (result.times_a if seat == seat_a else result.times_b).append(
            time.perf_counter() - start)
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
        return [t for g in self.games for t in (g.times_a if side == "a" else g.times_b)]


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
    args = parser.parse_args(argv)
    bots = registry(args.game)
    unknown = [level for level in (args.a, args.b) if level not in bots]
    if unknown:
        parser.error(f"no {args.game} bot {', '.join(unknown)}; choose from {', '.join(bots)}")
    result = run_arena(args.game, bots[args.a], bots[args.b], args.games, args.seed,
                       args.players, args.jobs)
    print(f"{args.game}, {args.players} players, seed {args.seed}:")
    print("\n".join(summary(args.a, args.b, result)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
