"""RÖK bots decide from their seat's view: what to grab and when (R25), mistakes (R14),
the order of thefts (R17)."""

from game.core import Rng
from game.rok import new_game, random_action
from game.rok.bots import REFLEXES, grab_plan, look_alike, order_choice, reflexes_for, wanted_by
from tests.game.rok.helpers import position


def table_of(*runes):
    return {rune: (float(i), float(i % 3), True) for i, rune in enumerate(runes, start=3)}


def test_R11_R16_a_bot_wants_its_balance_twin_then_its_pair_then_a_theft_then_pairs():
    state = position(3, balance=["w3a", "b1a", "g2a"], trays=[["g5a"], [], []],
                     table=table_of("b4a", "b4b", "b1b", "g5b", "w3b", "g7a"))
    assert wanted_by(state.view(0), 0) == ["w3b", "g5b", "b1b", "b4a", "b4b"]
    assert "g5b" not in wanted_by(state.view(1), 1)  # R15: it would only split a pair


def test_R25_reaction_times_come_from_the_level_and_the_seed():
    state = position(2, balance=["w3a", "b1a"], table=table_of("w3b"))
    view = state.view(0)
    easy = [grab_plan(view, 0, Rng(s), REFLEXES["easy"], first=True)[0] for s in range(40)]
    hard = [grab_plan(view, 0, Rng(s), REFLEXES["hard"], first=True)[0] for s in range(40)]
    assert sum(hard) < sum(easy)
    assert min(easy + hard) >= 0.25
    assert grab_plan(view, 0, Rng(7), REFLEXES["easy"], True) == grab_plan(
        view, 0, Rng(7), REFLEXES["easy"], True)
    bare = {**view, "table": [["g4a", 1.0, 1.0, True]]}  # a single rune: nothing worth it
    assert grab_plan(bare, 0, Rng(1), REFLEXES["hard"], True) is None


def test_R14_easy_bots_sometimes_take_a_look_alike_and_hard_ones_never():
    state = position(2, balance=["w3a", "b2a"], table=table_of("g7a", "g7b", "w7a", "g4a"))
    view = state.view(0)
    easy = {grab_plan(view, 0, Rng(s), REFLEXES["easy"], first=True)[1] for s in range(200)}
    hard = {grab_plan(view, 0, Rng(s), REFLEXES["hard"], first=True)[1] for s in range(200)}
    assert hard <= {"g7a", "g7b"}
    assert "w7a" in easy  # gebo in white for gebo in grey
    up = {r: (0.0, 0.0) for r in ("w1a", "w4a", "b1a")}
    assert look_alike("w1b", up, Rng(1)) in ("w4a", "b1a")  # fehu ~ ansuz, or another colour


def test_unknown_levels_play_like_normal():
    assert reflexes_for(None) == reflexes_for("nonsense") == REFLEXES["normal"]
    assert reflexes_for("random") == REFLEXES["easy"]


def first_reaching(phase, players=3):
    """The first sampled game position (seeds 0, 1, ...) in ``phase``."""
    for seed in range(300):
        state, rng = new_game(players, seed), Rng(seed)
        while not state.is_terminal() and state.phase != phase:
            state.play(random_action(state, rng))
        if state.phase == phase:
            return state
    raise AssertionError(f"no sampled game reached {phase}")


def test_R17_the_slide_winner_orders_thefts_to_keep_the_most():
    state = first_reaching("order")
    seat = state.current_player
    text = order_choice(state.view(seat))
    best = max(state.legal_actions(), key=lambda a: _score_after(state, a, seat))
    assert _score_after(state, text, seat) == _score_after(state, best, seat)
    assert order_choice(state.view((seat + 1) % 3)) is None  # not theirs to choose


def _score_after(state, action, seat):
    trial = state.clone()
    trial.play(action)
    return trial.scores()[seat]
