"""Pook Hard's playouts: Normal's moves, results as the arena counts them, and the budget
going to close decisions (game/pook/playouts.py)."""

from __future__ import annotations

from game.core import Rng
from game.pook import determinize, new_game
from game.pook.bots import NormalBot
from game.pook.playouts import halving, normal_move, playout, result, settled, standing

from .helpers import walk


def test_normal_move_is_what_normal_plays_when_no_piggy_swap_tempts_it():
    """Without the Piggy swap's look Normal's choice and the playouts' agree nearly always."""
    agree = total = 0
    for seed in range(6):
        for state in walk(2, seed)[:40]:
            if state.is_terminal() or len(state.legal_actions()) < 2:
                continue
            seat = state.current_player
            total += 1
            chosen = NormalBot().choose(state.view(seat), Rng(1))
            agree += str(normal_move(state)) == chosen
    assert total > 50 and agree >= 0.85 * total


def test_result_counts_each_rival_as_the_arena_does_ahead_level_or_behind():
    for seed in range(8):
        state = new_game(4, seed)
        playout(state, 0, None)
        assert state.is_terminal()
        scores, winners = state.scores(), state.winners()
        for seat in range(4):
            points = []
            for rival in range(4):
                if rival == seat:
                    continue
                if (seat in winners) != (rival in winners):
                    points.append(float(seat in winners))
                elif seat in winners or scores[seat] == scores[rival]:
                    points.append(0.5)
                else:
                    points.append(float(scores[seat] > scores[rival]))
            assert result(state, seat) == sum(points) / 3


def test_before_the_end_the_result_follows_the_margin_on_the_table_and_in_hand():
    state = new_game(2, 3)
    for _ in range(12):
        state.apply(normal_move(state))
    points = standing(state, 0)
    ahead = points[0] > points[1]
    behind = points[0] < points[1]
    assert (result(state, 0) > 0.5) == ahead and (result(state, 1) > 0.5) == behind


def test_a_clear_paired_lead_settles_a_decision_and_a_noisy_one_does_not():
    lead = [1.0, 0.8, 0.9, 1.0, 0.7, 0.9, 1.0, 0.8]
    assert settled(lead, [x - 0.45 for x in lead[:4]] + [x - 0.55 for x in lead[4:]])
    assert not settled([1.0, 0.0] * 3 + [1.0, 1.0], [0.0, 1.0] * 3 + [0.0, 0.0])
    assert settled([0.5] * 8, [0.5] * 8)  # never differed: the favourite is as good
    assert not settled([1.0] * 7, [0.0] * 7)  # too few deals yet


def deals(view, settle: bool) -> tuple[str, int]:
    """Halving's move from ``view`` and how many full states it dealt for it."""
    calls: list[int] = []

    def counted(seen, rng):
        calls.append(1)
        return determinize(seen, rng)

    action = halving(view, Rng(2), counted, 240, 6, None, 20, settle)
    return str(action), len(calls)


def test_halving_stops_early_on_settled_decisions_and_replays_the_same_move():
    fewer = 0
    for seed in range(3):
        state = walk(2, seed)[20]
        view = state.view(state.current_player)
        move, quick = deals(view, settle=True)
        assert deals(view, settle=True) == (move, quick)
        _, full = deals(view, settle=False)
        assert move in view["legal"] and quick <= full
        fewer += quick < full
    assert fewer >= 1
