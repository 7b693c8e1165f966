"""tools/pook_ceiling.py measures Hard's four-player search against the arena's own games:
its ``hard`` line must be the arena's Hard, game for game, and the bots that see the true
state must stay measuring sticks, never a level a player meets."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.pook import new_game
from game.pook.bots import BOTS, HardBot, NormalBot
from tools import arena
from tools.pook_ceiling import KnowingHard, main, play_one


def test_its_hard_decides_as_the_shipped_hard():
    state = new_game(4, seed=3)
    for _ in range(9):  # a few plays in: the Banner guess and the hand reading have evidence
        state.play(NormalBot().choose(state.view(state.current_player), Rng(1)))
    view = state.view(state.current_player)
    assert KnowingHard("hard").decide(view, Rng(5), state) == HardBot().choose(view, Rng(5))


def test_its_hard_plays_the_arenas_game_move_for_move():
    ours = play_one("hard", seed=3, index=1)
    theirs = arena.play_one("pook", HardBot, NormalBot, 4, 3, 1)
    assert (ours.seat_a, ours.scores, ours.winners) == (theirs.seat_a, theirs.scores,
                                                        theirs.winners)


def test_knowing_the_true_state_is_a_measuring_stick_only():
    assert not any(isinstance(make(), KnowingHard) for make in BOTS.values())
    everything = play_one("everything", seed=3, index=2)
    assert everything.seat_a == 2 and len(everything.scores) == 4
    assert 0.0 <= everything.score <= 1.0


def test_it_refuses_what_it_does_not_know(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--knows", "minds"])
    assert exit_.value.code == 2
    assert "--knows from hard, banners, cards, everything" in capsys.readouterr().err
