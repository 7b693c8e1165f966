"""The bots' fixed ratings, fitted once from seeded arena games: ``make bot-ratings``.

``python tools/bot_ratings.py`` plays the ladder's adjacent levels of every game against each
other (``tools/arena.py``, seeded, so any machine writes the same file), fits one rating per
level and pool (a game; Pook for two apart) and writes ``assets/ratings/bots.json``
(``--check`` compares instead and exits 1 when the file differs). People's ratings
(``game/evening/ratings.py``) are measured against these, so a person's first game already
means something.

The fit: every pair of seats of different levels in a game is one comparison (ahead 1, level
½, behind 0; the arena's reading). Under the rating model (openskill's, whose win chance
between two seats is Φ(Δμ / (√2·β))) the levels' means are the most likely ones given those
comparisons, with a weak prior N(25, σ₀²) on each so a level that never lost stays finite;
the Normal bot is held at 25 (each game's 1,500). A level's σ is the fit's own standard
error (one over the square root of its information), so a level measured over few games is
uncertain in the model too.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

if __name__ == "__main__":  # `python tools/bot_ratings.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.evening.ratings import (
    ANCHOR_LEVEL,
    BETA,
    DISPLAY_BASE,
    MU,
    POINTS_PER_MU,
    SIGMA,
    BotRatings,
    Rating,
    places,
    pool_of,
)
from tools.arena import ArenaResult, registry, run_arena

ROOT = Path(__file__).resolve().parent.parent
BOTS_FILE = ROOT / "assets" / "ratings" / "bots.json"


@dataclass(frozen=True)
class Pairing:
    """One arena run of the fit: level A against level B in ``game`` at ``players`` seats."""

    game: str
    players: int
    a: str
    b: str
    games: int


FIT_SEED = 1
PAIRINGS = (
    Pairing("totem", 2, "easy", "random", 200),
    Pairing("totem", 2, "normal", "easy", 200),
    Pairing("totem", 2, "hard", "normal", 40),
    Pairing("pook", 2, "easy", "random", 200),
    Pairing("pook", 2, "normal", "easy", 200),
    Pairing("pook", 2, "hard", "normal", 40),
    Pairing("pook", 4, "easy", "random", 200),
    Pairing("pook", 4, "normal", "easy", 200),
    Pairing("pook", 4, "hard", "normal", 40),
    Pairing("rok", 2, "normal", "easy", 200),
    Pairing("rok", 2, "hard", "normal", 200),
)
"""The ladder's adjacent levels (docs/bench.md, "bots: the ladder"); Hard pairs take seconds a
game, the others milliseconds. RÖK's random grabs like Normal and is no level of its own."""

Comparison = tuple[str, str, float]  # level, other level, how the first finished (1, ½, 0)


def comparisons(pairing: Pairing, arena: ArenaResult) -> list[Comparison]:
    """Every pair of seats of different levels in each game, as the arena reads the game."""
    found = []
    for result in arena.games:
        levels = [pairing.a if seat == result.seat_a else pairing.b
                  for seat in range(pairing.players)]
        place = places(result.winners, result.scores)
        for i in range(pairing.players):
            for j in range(i + 1, pairing.players):
                if levels[i] != levels[j]:
                    ahead = 1.0 if place[i] < place[j] else 0.5 if place[i] == place[j] else 0.0
                    found.append((levels[i], levels[j], ahead))
    return found


def win_chance(delta: float) -> float:
    """The model's chance that a seat ``delta`` above another finishes ahead of it."""
    return 0.5 * math.erfc(-delta / (2 * BETA))  # Φ(Δ / (√2·β))


def slope(delta: float) -> float:
    """How fast :func:`win_chance` grows with ``delta`` (the normal density, scaled)."""
    scale = math.sqrt(2) * BETA
    return math.exp(-((delta / scale) ** 2) / 2) / (math.sqrt(2 * math.pi) * scale)


def fit(found: Iterable[Comparison], prior: float = SIGMA) -> dict[str, Rating]:
    """The levels' most likely means (Normal held at ``MU``) and their standard errors."""
    tally: dict[tuple[str, str], list[float]] = {}
    for a, b, ahead in found:
        key = (a, b) if a < b else (b, a)
        cell = tally.setdefault(key, [0.0, 0.0])
        cell[0] += 1
        cell[1] += ahead if a < b else 1 - ahead
    levels = sorted({level for pair in tally for level in pair})
    mu = dict.fromkeys(levels, MU)
    free = [level for level in levels if level != ANCHOR_LEVEL]
    for _ in range(200):  # Newton steps, one level at a time (the objective is concave)
        moved = 0.0
        for level in free:
            grad, info = -(mu[level] - MU) / prior**2, 1 / prior**2
            for (a, b), (n, wins) in tally.items():
                if level not in (a, b):
                    continue
                sign = 1.0 if level == a else -1.0
                p = min(max(win_chance(mu[a] - mu[b]), 1e-12), 1 - 1e-12)
                dens = slope(mu[a] - mu[b])
                grad += sign * dens * (wins - n * p) / (p * (1 - p))
                info += n * dens**2 / (p * (1 - p))
            step = grad / info
            mu[level] += step
            moved = max(moved, abs(step))
        if moved < 1e-9:
            break
    ratings = {}
    for level in levels:
        info = 0.0 if level == ANCHOR_LEVEL else 1 / prior**2
        for (a, b), (n, _) in tally.items():
            if level in (a, b):
                p = win_chance(mu[a] - mu[b])
                dens = slope(mu[a] - mu[b])
                info += n * dens**2 / (p * (1 - p))
        ratings[level] = Rating(mu[level], 1 / math.sqrt(info))
    return ratings


def play(pairing: Pairing, seed: int, games: int | None = None, jobs: int = 2) -> ArenaResult:
    bots = registry(pairing.game)
    return run_arena(pairing.game, bots[pairing.a], bots[pairing.b], games or pairing.games,
                     seed=seed, players=pairing.players, jobs=jobs)


def fit_all(pairings: Sequence[Pairing], seed: int = FIT_SEED, jobs: int = 2) -> BotRatings:
    by_pool: dict[str, list[Comparison]] = {}  # (Pook's duel apart: game.evening.ratings)
    for pairing in pairings:
        arena = play(pairing, seed, jobs=jobs)
        by_pool.setdefault(pool_of(pairing.game, pairing.players), []).extend(
            comparisons(pairing, arena))
        print(f"# {pairing.game} {pairing.players}p {pairing.a} vs {pairing.b}: "
              f"{len(arena.games)} games, A's score {100 * arena_score(arena):.1f} %",
              flush=True)
    return BotRatings({(pool, level): rating for pool, found in by_pool.items()
                       for level, rating in fit(found).items()})


def arena_score(arena: ArenaResult) -> float:
    return sum(game.score for game in arena.games) / len(arena.games)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    bots = fit_all(PAIRINGS, jobs=args.jobs)
    for (pool, level), rating in sorted(bots.levels.items()):
        shown, half = (DISPLAY_BASE + POINTS_PER_MU * (rating.mu - bots.anchor(pool)),
                       1.96 * POINTS_PER_MU * rating.sigma)
        print(f"# {pool} {level}: {shown:.0f} (95 % interval {shown - half:.0f}-"
              f"{shown + half:.0f})")
    text = bots.to_json()
    if args.check:
        same = BOTS_FILE.exists() and BOTS_FILE.read_text(encoding="utf-8") == text
        print("bots.json is up to date" if same else "bots.json differs: make bot-ratings")
        return 0 if same else 1
    BOTS_FILE.parent.mkdir(parents=True, exist_ok=True)
    BOTS_FILE.write_text(text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
