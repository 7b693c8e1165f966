"""Random games complete without an exception, with every option set; the full 1,000 games
per player count run under ``make test-slow``."""

import pytest

from game.core import Rng
from game.pook import new_game, random_action
from game.pook.position import TIEBREAK
from tests.game.pook.helpers import options_for


def play_random_games(players, games, first_seed=0):
    """Play ``games`` seeded random games; returns how many went to a tie-break."""
    tie_breaks = 0
    for seed in range(first_seed, first_seed + games):
        state = new_game(players, seed, **options_for(players, seed))
        rng = Rng(seed)
        tied = False
        for _ in range(2_000):
            if state.is_terminal():
                break
            tied |= state.phase == TIEBREAK
            state.play(random_action(state, rng))
        assert state.is_terminal(), f"{players} players, seed {seed}: no end"
        assert len(state.occupied) == 25 and state.current_player is None
        winners, scores = state.winners(), state.scores()
        assert winners and all(scores[w] == max(scores) for w in winners)
        if state.teams:
            assert scores[0] == scores[2] and scores[1] == scores[3]
        tie_breaks += tied
    return tie_breaks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_P25_random_games_complete(players):
    play_random_games(players, 60)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_P25_P27_a_thousand_random_games_per_player_count(players):
    tie_breaks = play_random_games(players, 1_000, first_seed=10_000)
    assert tie_breaks > 0, "some random games reach the tie-break"
