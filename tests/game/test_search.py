"""The shared IS-MCTS engine (game/search.py) on tiny toy games written here."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.search import ISMCTS, Node, fast_apply, neutral_evaluation, terminal_rewards


class Nim:
    """Take 1-3 objects from a heap; whoever takes the last one wins (perfect information)."""

    def __init__(self, heap: int, player: int = 0) -> None:
        self.heap, self.player = heap, player

    @property
    def current_player(self) -> int | None:
        return None if self.heap == 0 else self.player

    def legal_actions(self) -> list[int]:
        return [n for n in (1, 2, 3) if n <= self.heap]

    def play(self, take: int) -> None:
        self.heap -= take
        self.player = 1 - self.player

    def is_terminal(self) -> bool:
        return self.heap == 0

    def scores(self) -> list[int]:
        return [0, 0]

    def winners(self) -> list[int]:
        return [1 - self.player] if self.heap == 0 else []


def nim_view(heap: int) -> dict:
    return {"seat": 0, "heap": heap, "legal": [str(n) for n in (1, 2, 3) if n <= heap]}


def nim_search(iterations: int = 400, **hooks) -> ISMCTS:
    return ISMCTS(determinize=lambda view, rng: Nim(view["heap"], view["seat"]),
                  iterations=iterations, **hooks)


class Guess:
    """Hidden information: a coin lies face down (``heads`` is secret); seat 0 calls it,
    then seat 1, who saw the coin, may ``pass`` or ``steal`` — but may steal only when the
    coin shows heads. A right call wins unless stolen; a wrong call loses."""

    def __init__(self, heads: bool) -> None:
        self.heads = heads
        self.call: str | None = None
        self.stolen = False
        self.done = False

    @property
    def current_player(self) -> int | None:
        return None if self.done else (0 if self.call is None else 1)

    def legal_actions(self) -> list[str]:
        if self.call is None:
            return ["heads", "tails"]
        return ["pass", "steal"] if self.heads else ["pass"]

    def apply(self, action: str) -> None:
        if self.call is None:
            self.call = action
        else:
            self.stolen = action == "steal"
            self.done = True

    def play(self, action: str) -> None:
        raise AssertionError("the search must use the unchecked apply when there is one")

    def is_terminal(self) -> bool:
        return self.done

    def scores(self) -> list[int]:
        return [0, 0]

    def winners(self) -> list[int]:
        right = (self.call == "heads") == self.heads
        return [0] if right and not self.stolen else [1]


def guess_search(iterations: int = 600, **hooks) -> ISMCTS:
    """Seat 0's view says the coin is heads with probability ``view["p_heads"]``."""
    return ISMCTS(determinize=lambda view, rng: Guess(rng.random() < view["p_heads"]),
                  iterations=iterations, **hooks)


@pytest.mark.parametrize(("heap", "take"), [(5, 1), (6, 2), (7, 3), (9, 1), (10, 2)])
def test_search_finds_the_winning_nim_move(heap, take):
    assert nim_search().choose(nim_view(heap), Rng(1)) == take


def test_search_averages_over_determinizations():
    # Calling heads: right 70 % of the time, but always stolen when right (the opponent
    # sees heads and steals); calling tails: right 30 % of the time and never stolen.
    assert guess_search().choose({"p_heads": 0.7}, Rng(2)) == "tails"


def test_opponent_moves_are_judged_only_where_available():
    def always_heads(state):
        return ["heads"] if state.call is None else state.legal_actions()

    root = guess_search(400, tree_actions=always_heads).search({"p_heads": 0.5}, Rng(3))
    heads = root.children["heads"]
    steal, passed = heads.children["steal"], heads.children["pass"]
    # "steal" exists only in heads determinizations (about half of them), "pass" in all;
    # once tried, the opponent steals every time it can: it always wins by it.
    assert 150 < steal.available < 250 and passed.available == heads.visits - 1 == 399
    assert steal.mean() == 1.0 and steal.visits > 0.9 * steal.available


def test_same_view_and_seed_give_the_same_tree():
    def fingerprint(node: Node) -> list:
        return [(a, c.visits, c.available, c.reward, fingerprint(c))
                for a, c in node.children.items()]

    trees = [fingerprint(guess_search(300).search({"p_heads": 0.5}, Rng(9))) for _ in range(2)]
    assert trees[0] == trees[1]
    assert fingerprint(guess_search(300).search({"p_heads": 0.5}, Rng(10))) != trees[0]


def test_iterations_are_the_budget():
    root = nim_search(iterations=37).search(nim_view(12), Rng(1))
    assert root.visits == 37 == sum(c.visits for c in root.children.values())
    with pytest.raises(ValueError, match="at least one iteration"):
        nim_search(iterations=0).search(nim_view(3), Rng(1))


def test_capped_rollouts_take_the_evaluation():
    calls = []

    def evaluate(state):
        calls.append(state.heap)
        return [1.0, 0.0]  # seat 0 always looks won: the real outcome is never reached

    root = nim_search(iterations=50, rollout_cap=0, evaluate=evaluate).search(
        nim_view(30), Rng(4))
    assert len(calls) == 50 and min(calls) > 0
    assert [child.mean() for child in root.children.values()] == [1.0, 1.0, 1.0]


def test_tree_actions_hook_prunes_the_choices():
    def no_single_take_at_nine(state):
        return [2, 3] if state.heap == 9 else state.legal_actions()

    root = nim_search(iterations=100, tree_actions=no_single_take_at_nine).search(
        nim_view(9), Rng(1))
    assert set(root.children) == {2, 3}


def test_rollout_hook_replaces_the_uniform_policy():
    seen = []

    def take_one(state, rng):
        seen.append(state.heap)
        return 1

    nim_search(iterations=20, rollout=take_one).search(nim_view(6), Rng(1))
    assert seen and all(heap >= 1 for heap in seen)


def test_rewards_share_a_tied_win_and_evaluations_default_to_even():
    class Tie(Nim):
        def winners(self) -> list[int]:
            return [0, 1]

        def scores(self) -> list[int]:
            return [0, 0, 0]

    assert terminal_rewards(Nim(0, 1)) == [1.0, 0.0]
    assert terminal_rewards(Tie(0)) == [0.5, 0.5, 0.0]
    assert neutral_evaluation(Tie(3)) == [1 / 3] * 3


def test_fast_apply_prefers_the_unchecked_path():
    coin = Guess(True)
    fast_apply(coin, "heads")  # Guess.play would raise
    assert coin.call == "heads"
    heap = Nim(5)
    fast_apply(heap, 2)  # no apply: play
    assert heap.heap == 3


def test_a_settled_search_stops_once_the_lead_cannot_be_caught_and_chooses_the_same():
    whole = nim_search(2000).search(nim_view(5), Rng(1))
    settled = nim_search(2000, settled=True).search(nim_view(5), Rng(1))
    assert whole.visits == 2000 and settled.visits % 50 == 0 and settled.visits < 2000
    most = sorted((c.visits for c in settled.children.values()), reverse=True)
    assert most[0] - most[1] > 2000 - settled.visits  # nothing left could change the lead
    assert nim_search(2000, settled=True).choose(nim_view(5), Rng(1)) == 1
    assert guess_search(settled=True).choose({"p_heads": 0.7}, Rng(2)) == "tails"
