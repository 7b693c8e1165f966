"""Information-set Monte Carlo tree search for any Tablée game, and the bot interface.

A bot sees one view (``state.view(seat)``), never the state. To search anyway,
single-observer IS-MCTS (Cowling, Powley & Whitehouse, 2012) samples, at every
iteration, one full state consistent with that view (the game's
``determinize(view, rng)``) and walks one shared tree with it: at each node only
the actions available in *that* sample compete (UCB1 with availability counts),
one new action is expanded, a rollout plays on to the end (or to a cap, where
an evaluation takes over) and the rewards go back up the path. Over many
samples the tree's root statistics average over what the seat cannot see.

Written against the contract only (``current_player``, ``legal_actions``,
``apply`` or ``play``, ``is_terminal``, ``winners``, ``scores``): a game plugs in
through hooks for its tree actions, rollout policy and evaluation.

Decisions are reproducible: the budget is a number of iterations, never a
clock, and all chance comes from the ``Rng`` given, so the same view and the
same seed always give the same action.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.core import Rng

State = Any  # a game's State: the hooks below say what is used of it
Action = Hashable
Rewards = Sequence[float]  # one reward in [0, 1] per seat


class Bot(Protocol):
    """What every game's bot levels offer: an action text chosen from ``view["legal"]``."""

    name: str

    def choose(self, view: dict[str, Any], rng: Rng) -> str: ...


def terminal_rewards(state: State) -> list[float]:
    """1 for a sole winner, shared equally among tied winners, 0 for the others."""
    seats = len(state.scores())
    winners = state.winners()
    rewards = [0.0] * seats
    for seat in winners:
        rewards[seat] = 1.0 / len(winners)
    return rewards


def legal_actions(state: State) -> Sequence[Action]:
    """Every legal action: the tree's moves when a game prunes none."""
    actions: Sequence[Action] = state.legal_actions()
    return actions


def uniform_rollout(state: State, rng: Rng) -> Action:
    """Any legal action, uniformly: the rollout policy when a game gives none."""
    actions = legal_actions(state)
    return actions[rng.below(len(actions))]


def neutral_evaluation(state: State) -> list[float]:
    """Every seat equally placed: what a capped rollout knows without a game's evaluation."""
    seats = len(state.scores())
    return [1.0 / seats] * seats


def fast_apply(state: State, action: Action) -> None:
    """The unchecked ``apply`` when the game has one, else the checked ``play``."""
    (state.apply if hasattr(state, "apply") else state.play)(action)


def _decided(root: Node, left: int) -> bool:
    """The most visited child leads the next by more than ``left`` visits."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) < 2 or visits[0] - visits[1] > left


class Node:
    """One tree node: the action that led here, played by ``mover``, and its statistics."""

    __slots__ = ("available", "children", "mover", "reward", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0  # how many times this node's action could have been chosen
        self.reward = 0.0  # summed rewards of ``mover``

    def mean(self) -> float:
        return self.reward / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class ISMCTS:
    """Single-observer IS-MCTS with an iteration budget.

    - ``determinize(view, rng)``: a full state consistent with the view;
    - ``tree_actions(state)``: the actions the tree considers, never none (all legal
      ones by default; a game may prune equivalent or hopeless ones, and put the most
      promising first: untried actions are expanded in this order, and ties in the
      final choice go to the earlier one);
    - ``rollout(state, rng)``: the rollout policy (uniform by default);
    - ``rollout_cap``: at most this many rollout actions, then ``evaluate(state)``
      gives the rewards (None: play to the end);
    - ``apply(state, action)``: how to play an action (``state.apply`` if any);
    - ``settled``: stop before the budget once the most visited root action leads the
      next by more visits than the iterations left (checked every 50: the budget goes
      to the close decisions; still a count of iterations, so still reproducible).
    """

    determinize: Callable[[dict[str, Any], Rng], State]
    iterations: int
    exploration: float = 0.7
    tree_actions: Callable[[State], Sequence[Action]] = legal_actions
    rollout: Callable[[State, Rng], Action] = uniform_rollout
    rollout_cap: int | None = None
    evaluate: Callable[[State], Rewards] = neutral_evaluation
    apply: Callable[[State, Action], object] = fast_apply
    settled: bool = False

    def search(self, view: dict[str, Any], rng: Rng) -> Node:
        """Run the budget from ``view`` and return the root (its children are the choices)."""
        if self.iterations < 1:
            raise ValueError(f"a search needs at least one iteration, not {self.iterations}")
        root = Node(-1)  # nobody's move led to the root
        for done in range(1, self.iterations + 1):
            self._iterate(root, self.determinize(view, rng), rng)
            if self.settled and done % 50 == 0 and _decided(root, self.iterations - done):
                break
        return root

    def choose(self, view: dict[str, Any], rng: Rng) -> Action:
        """The most visited root action (ties: the better mean, then the first expanded)."""
        children = self.search(view, rng).children
        return max(children, key=lambda a: (children[a].visits, children[a].mean()))

    def _iterate(self, root: Node, state: State, rng: Rng) -> None:
        path = [root]
        node = root
        while not state.is_terminal():  # selection, then one expansion
            actions = self.tree_actions(state)
            children = node.children
            untried = next((a for a in actions if a not in children), None)
            if untried is not None:  # expanded in the order given: best first, if ranked
                children[untried] = Node(state.current_player)
                for a in actions:
                    if a in children:
                        children[a].available += 1
                self.apply(state, untried)
                path.append(children[untried])
                break
            action, node = self._select(node, actions)
            self.apply(state, action)
            path.append(node)
        rewards = self._rollout(state, rng)
        root.visits += 1
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.mover]

    def _select(self, node: Node, actions: Sequence[Action]) -> tuple[Action, Node]:
        """UCB1 among the children available now; each of them counts one more availability."""
        best: tuple[Action, Node] | None = None
        best_score = -math.inf
        c = self.exploration
        for action in actions:
            child = node.children[action]
            child.available += 1
            score = child.reward / child.visits + c * math.sqrt(
                math.log(child.available) / child.visits)
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best

    def _rollout(self, state: State, rng: Rng) -> Rewards:
        cap = self.rollout_cap
        steps = 0
        while not state.is_terminal():
            if cap is not None and steps >= cap:
                return self.evaluate(state)
            self.apply(state, self.rollout(state, rng))
            steps += 1
        return terminal_rewards(state)

