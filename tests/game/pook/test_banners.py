"""The Banner guess reads a seat's view only, and the seats' play moves it the right way."""

from __future__ import annotations

from game.core import Rng
from game.pook import determinize, new_game
from game.pook.banners import banner_odds, faction_odds, sample_banners
from game.pook.bots import NormalBot
from game.pook.cards import BANNERS
from game.pook.rules import State


def played(players: int, seed: int, moves: int) -> State:
    """A game of Normal bots after ``moves`` actions."""
    state = new_game(players, seed)
    bots = [NormalBot() for _ in range(players)]
    rngs = [Rng(seed).fork(seat) for seat in range(players)]
    for _ in range(moves):
        seat = state.current_player
        state.play(bots[seat].choose(state.view(seat), rngs[seat]))
    return state


def test_the_guess_is_the_same_for_states_a_seat_cannot_tell_apart():
    for players in (2, 4):
        state = played(players, seed=5, moves=14)
        seat = state.current_player
        view = state.view(seat)
        for k in range(4):
            twin = determinize(view, Rng(50 + k))
            assert twin.view(seat) == view
            assert banner_odds(twin.view(seat)) == banner_odds(view)
            assert sample_banners(twin.view(seat), Rng(9)) == sample_banners(view, Rng(9))


def test_the_guess_is_a_distribution_over_the_banners_the_seat_has_not_seen():
    state = played(4, seed=2, moves=10)
    view = state.view(1)
    odds = banner_odds(view)
    assert abs(sum(p for _, p in odds) - 1) < 1e-9
    for deal, _ in odds:
        assert deal[1] == view["banner"] and len(set(deal)) == 4
    assert abs(sum(faction_odds(odds, 1)) - 2) < 1e-9  # its own two factions, surely


def test_a_rivals_play_points_to_its_banner():
    """Halfway through games of Normal bots, the true Banner of the rival is far likelier
    than the one in five it was before anything was played."""
    chances = []
    for seed in range(20):
        state = played(2, seed, moves=16)
        view = state.view(0)
        truth = BANNERS[state.banners[1]]
        chances.append(sum(p for deal, p in banner_odds(view) if deal[1] == truth))
    assert sum(chances) / len(chances) > 0.4  # twice the prior (0.50 measured)
