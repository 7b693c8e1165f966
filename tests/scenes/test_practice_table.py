"""Playing on from a redealt position at an ordinary table: the session starts from the practice
record, each bot is handed its own seat's view of the redealt game and nothing else, and the
game is saved as practice."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.games import load_game
from game.match import Match
from game.practice import is_practice, practice_record
from game.saves import BOT, Seat
from scenes.frame.catalogue import GameSetup
from scenes.table.session import GameSession


class Watching:
    """A bot that remembers every view it was handed."""

    def __init__(self, bot) -> None:
        self.bot, self.name, self.seen = bot, bot.name, []

    def choose(self, view, rng):
        self.seen.append(view)
        return self.bot.choose(view, rng)


@pytest.mark.parametrize("game", ["pook", "totem"])
def test_a_bot_playing_on_is_handed_only_its_own_view_of_the_redealt_game(game):
    spec = load_game(game)
    players = {"pook": 3, "totem": 2}[game]
    true, rng = Match.new(spec, players, 12), Rng(12)
    for _ in range(9):
        true.play(str(spec.random_action(true.state, rng)))
    record = practice_record(spec, true.state, 0, 77, 9)
    seats = (Seat("Léa"), *(Seat("Robot", BOT, "easy") for _ in range(players - 1)))
    session = GameSession.new(GameSetup(game, seats, record.seed, dict(record.options)))
    assert is_practice(session.saved.record)
    assert session.state.view(0) == true.state.view(0)
    assert session.state.to_json() != true.state.to_json()  # the hidden cards were dealt again
    bots = {seat: Watching(bot) for seat, bot in session.bots.items()}
    session.bots = dict(bots)
    turns = 0
    while not session.is_terminal() and turns < 60:
        seat = session.current_player
        if session.is_bot(seat):
            bot, view, bot_rng = session.bot_request(seat)
            assert view == session.state.view(seat)
            assert view["seat"] == seat
            session.play(bot.choose(view, bot_rng))
        else:
            session.play(str(spec.random_action(session.state, rng)))
        turns += 1
    assert sum(len(b.seen) for b in bots.values()) > 0
    for seat, bot in bots.items():
        assert all(view["seat"] == seat for view in bot.seen)
