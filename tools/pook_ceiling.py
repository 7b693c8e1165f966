"""How far Pook's Hard could go at four players if it knew what it cannot see.

``python tools/pook_ceiling.py --games 200 --seed 7 --jobs 2`` plays the arena's four-player
games (tools/arena.py: one seat against three Normal bots, seats taking turns, the same
seeds and the same score: 1 ahead of a Normal seat, ½ level, 0 behind) with Hard's search
(:func:`game.pook.playouts.halving`, its budget and width) dealt four ways:

- ``hard``: as the real Hard deals, from its seat's view (the Banners guessed from the
  public history, the hands read from the plays);
- ``banners``: the rivals' true Banners, the cards dealt as Hard deals them;
- ``cards``: every hidden card where it truly is (hands and face-down Bourses), the
  Banners guessed;
- ``everything``: the true state itself.

Only this tool hands the search the state: the three "knowing" bots are measuring sticks,
never levels a player meets (they are not in ``game.pook.bots.BOTS``). Each line prints
the mean score with a normal 95 % interval and Hard's p95 decision time.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # `python tools/pook_ceiling.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import checked, legal_texts
from game.core import Rng
from game.pook import new_game
from game.pook.banners import banner_odds, draw
from game.pook.bots import HardBot, NormalBot, guessed_weights
from game.pook.cards import BANNER_INDEX, BANNERS
from game.pook.hands import Clues
from game.pook.playouts import halving
from game.pook.rules import State
from game.pook.views import determinize
from tools.arena import GameResult, bot_rng, game_seed
from tools.benchlib import percentile

KNOWS = ("hard", "banners", "cards", "everything")


def dealer(knows: str, view: Mapping[str, Any], truth: State
           ) -> tuple[Callable[[Mapping[str, Any], Rng], State], list[float] | None]:
    """How the search deals its samples, and the faction weights it ranks its moves by,
    when it ``knows`` that much of ``truth``."""
    if knows in ("banners", "everything"):
        odds = [(tuple(BANNERS[b] for b in truth.banners), 1.0)]
    else:
        odds = banner_odds(view)
    weights = guessed_weights(view, odds)
    if knows == "everything":
        return (lambda seen, rng: truth.clone()), weights
    if knows == "cards":
        def with_true_cards(seen: Mapping[str, Any], rng: Rng) -> State:
            state = truth.clone()
            state.banners = [BANNER_INDEX[name] for name in draw(odds, rng)]
            return state
        return with_true_cards, weights
    clues = Clues(view)
    return partial(determinize, banners=partial(draw, odds),
                   hands=clues.hands if clues.active else None), weights


class KnowingHard(HardBot):
    """Hard's search, dealt as ``knows`` says (see the module)."""

    def __init__(self, knows: str) -> None:
        super().__init__()
        self.knows = knows

    def decide(self, view: Mapping[str, Any], rng: Rng, truth: State) -> str:
        legal = legal_texts(view)
        if self.knows == "hard" or len(legal) == 1 or view["phase"] == "tiebreak":
            return self.choose(view, rng)
        deal, weights = dealer(self.knows, view, truth)
        return checked(halving(view, rng, deal, self.iterations, self.width, weights,
                               self.horizon, self.settle), legal)


def play_one(knows: str, seed: int, index: int, players: int = 4) -> GameResult:
    """Game ``index`` of the arena ``seed``: the knowing Hard at seat ``index % players``."""
    seat_a = index % players
    hard, normal = KnowingHard(knows), NormalBot()
    rngs = [bot_rng(seed, index, seat) for seat in range(players)]
    state = new_game(players, game_seed(seed, index))
    result = GameResult(seat_a, [])
    while not state.is_terminal():
        seat = state.current_player
        view = state.view(seat)
        start = time.perf_counter()
        text = (hard.decide(view, rngs[seat], state) if seat == seat_a
                else normal.choose(view, rngs[seat]))
        if seat == seat_a and len(view["legal"]) > 1:
            result.times_a.append(time.perf_counter() - start)
        state.play(text)
    result.winners, result.scores = list(state.winners()), list(state.scores())
    return result


def line(knows: str, games: Sequence[GameResult]) -> str:
    scores = [game.score for game in games]
    mean = statistics.mean(scores)
    half = 1.96 * statistics.stdev(scores) / len(scores) ** 0.5
    times = [t for game in games for t in game.times_a]
    return (f"{knows:>10}: {100 * mean:.1f} % (95 % interval {100 * (mean - half):.1f}–"
            f"{100 * (mean + half):.1f}) over {len(games)} games, p95 "
            f"{percentile(times, 95):.3f} s")


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--knows", default=",".join(KNOWS),
                        help=f"comma separated, of {', '.join(KNOWS)}")
    args = parser.parse_args(argv)
    chosen = args.knows.split(",")
    if any(knows not in KNOWS for knows in chosen) or args.games < 2:
        parser.error(f"--knows from {', '.join(KNOWS)}; --games at least 2")
    print(f"pook, 4 players, seed {args.seed}, against three Normal bots:", flush=True)
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for knows in chosen:
            games = pool.map(partial(play_one, knows, args.seed), range(args.games))
            print(line(knows, games), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
