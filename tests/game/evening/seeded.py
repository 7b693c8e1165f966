"""Seeded bot games saved as people's games: the trophies' and ratings' test material.

Bots play every seat (each from its own view, with its own generator forked from the seed,
as tools/arena.py seeds them); the saved game then names the seats as the test wishes, people
or bots, so "Léa" is whoever played seat 0.
"""

from game.core import GameRecord, Rng
from game.games import load_game, match_of
from game.saves import SavedGame


def turn_game(game, levels, seed, **options):
    """A whole seeded game of Pook or Totem between bots of ``levels``, as a record."""
    bots = load_game(game).bots
    players = [bots[level]() for level in levels]
    rngs = [Rng(seed).fork(seat + 1) for seat in range(len(levels))]
    match = match_of(GameRecord(game, len(levels), seed, options))
    while not match.state.is_terminal():
        seat = match.state.current_player
        match.play(players[seat].choose(match.state.view(seat), rngs[seat]))
    return match.record


def rok_game(levels, seed):
    """A whole seeded RÖK game (levels' names or reflexes), grabs stamped with their times."""
    from game.rok.bots import bot_game

    played = []
    bot_game(levels, seed, played=played)
    return GameRecord("rok", len(levels), seed, {}, tuple(played))


def saved(record, seats, day, finished=True, lesson=False):
    """``record`` saved as played by ``seats`` on 2026-11-``day`` (later days later)."""
    when = f"2026-11-{day:02d}T20:00:00Z"
    return SavedGame(record, tuple(seats), when, when, finished,
                     f"{when[:10]}-{record.game}-{day:02d}.json", (0,) * record.players,
                     lesson)


def winners(record):
    return match_of(record).state.winners()
