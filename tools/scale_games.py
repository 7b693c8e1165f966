"""A large, seeded collection of saved games, for ``make bench ONLY=scale`` and tests.

    .venv/bin/python tools/scale_games.py DATA_DIR --unfinished 10000 --finished 10000

writes ``DATA_DIR/games/*.json``: real records (each replays through the core) of Pook,
RÖK and Totem, finished and unfinished, with a dozen human names and bots of every level
at the seats, started over the year before ``--today`` and last played minutes later; each
file's modification time is its ``updated`` time, as if it had been saved then. The same
``--seed`` writes the same files (names, contents, times) on any machine.

To be quick, a pool of distinct random games is played once per game (``--pool`` each) and
every file takes one of them whole (finished) or cut short (unfinished) with its own seats,
names and times: every file still replays its own record when indexed.
``--damaged N`` adds N files that are not games (cut short, not JSON), as people's folders
hold after a crash.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import sys
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from game.games import match_of

if __name__ == "__main__":  # `python tools/scale_games.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import GAMES, GameRecord, Rng
from game.saves import BOT, SAVE_SUFFIX, SavedGame, Seat

NAMES = ("Léa", "Zoé", "Hugo", "Ana", "Noé", "Inès", "Jules", "Maëlle", "Tom", "Chloé",
         "Élise", "Bastien")
PLAYERS = {"pook": (2, 4), "rok": (2, 5), "totem": (2, 2)}
LEVELS = ("easy", "normal", "hard")
STAMP = "%Y-%m-%dT%H:%M:%SZ"


def play_pool(game: str, count: int, seed: int) -> list[GameRecord]:
    """``count`` random games of ``game`` played to their end (seeded)."""
    module = importlib.import_module(f"game.{game}")
    low, high = PLAYERS[game]
    pool = []
    for index in range(count):
        rng = Rng(seed * 7919 + index)
        players = low + index % (high - low + 1)
        match = match_of(GameRecord(game, players, seed * 100_003 + index, {}))
        while not match.state.is_terminal():
            match.play(str(module.random_action(match.state, rng)))
        pool.append(match.record)
    return pool


def seats_for(players: int, rng: random.Random) -> tuple[Seat, ...]:
    """A human first, then humans and bots of every level, names told apart."""
    names = rng.sample(NAMES, players)
    seats = [Seat(names[0])]
    for name in names[1:]:
        seats.append(Seat(name) if rng.random() < 0.3
                     else Seat(f"Robot {len(seats)}", BOT, rng.choice(LEVELS)))
    return tuple(seats)


def saved_game(record: GameRecord, finished: bool, rng: random.Random,
               today: datetime) -> SavedGame:
    actions = record.actions
    if not finished:  # cut short, at least one action before the end
        actions = actions[:rng.randrange(0, len(actions))]
    started = today - timedelta(seconds=rng.randrange(365 * 24 * 3600))
    updated = started + timedelta(seconds=30 * len(actions) + rng.randrange(60))
    name = (f"{started.strftime('%Y%m%dT%H%M%SZ')}-{record.game}-"
            f"{rng.getrandbits(24):06x}{SAVE_SUFFIX}")
    return SavedGame(replace(record, actions=actions), seats_for(record.players, rng),
                     started.strftime(STAMP), updated.strftime(STAMP), finished, name,
                     (0,) * record.players)


def write(folder: Path, saved: SavedGame) -> None:
    path = folder / saved.name
    path.write_text(json.dumps(saved.to_dict(), ensure_ascii=False, indent=1),
                    encoding="utf-8")
    moment = datetime.strptime(saved.updated, STAMP).replace(tzinfo=UTC).timestamp()
    os.utime(path, (moment, moment))


def generate(data_dir: Path, unfinished: int, finished: int, seed: int = 1, pool: int = 120,
             damaged: int = 0, today: datetime | None = None) -> Path:
    """Write the collection; returns the games folder."""
    folder = data_dir / "games"
    folder.mkdir(parents=True, exist_ok=True)
    today = today or datetime(2026, 11, 26, 20, 0, tzinfo=UTC)
    rng = random.Random(seed)
    pools = {game: play_pool(game, pool, seed) for game in GAMES}
    for count, done in ((finished, True), (unfinished, False)):
        for index in range(count):
            game = GAMES[index % len(GAMES)]
            write(folder, saved_game(rng.choice(pools[game]), done, rng, today))
    for index in range(damaged):
        (folder / f"damaged-{index:04d}{SAVE_SUFFIX}").write_text(
            '{"format": "tablee-game/1", "game": "pook", "pla' if index % 2 else "not json",
            encoding="utf-8")
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/scale_games.py",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--unfinished", type=int, default=10_000)
    parser.add_argument("--finished", type=int, default=10_000)
    parser.add_argument("--damaged", type=int, default=0)
    parser.add_argument("--pool", type=int, default=120, help="distinct games played per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    folder = generate(args.data_dir, args.unfinished, args.finished, args.seed, args.pool,
                      args.damaged)
    print(f"wrote {args.unfinished} unfinished, {args.finished} finished and {args.damaged} "
          f"damaged games to {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
