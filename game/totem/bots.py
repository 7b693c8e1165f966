"""Totem bots at four levels, all deciding from a view (``state.view(seat)``) alone.

- ``random``: any legal action, uniformly (the baseline);
- ``easy``: the heuristic below, sampled with a lot of noise: it attacks what it
  can beat, defends and trims sensibly, but often picks a lesser move;
- ``normal``: the same heuristic, greedy;
- ``hard``: information-set Monte Carlo tree search (:mod:`game.search`) over
  full states dealt from the view by :func:`game.totem.determinize`, guided by
  the heuristic in its tree and its rollouts.

A bot is never given the State: ``choose(view, rng)`` gets the dict a seat
sees and an Rng, and returns the text of one action of ``view["legal"]``.
The heuristic reads a (determinized) state, but only what its current player
could see there: their own hand and defenders, the revealed defenders, the
discard pile and the counts.

Slots are interchangeable as far as a bot knows (it does not follow who put
what where), so bots think about one face-down target, one empty slot and one
order of setup defenders, and the move actually played picks the slot (or the
setup order) at random: a human cannot learn that "the bot always attacks slot 1".

>>> from game.totem.rules import new_game
>>> state = new_game(2, seed=5)
>>> make_bot("hard").choose(state.view(0), Rng(1)) in state.view(0)["legal"]
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import accumulate, combinations
from typing import Any

from game.bots import JudgingBot, RandomBot, Scored, legal_texts, level_bot, rank_by
from game.core import Rng
from game.search import ISMCTS, Bot
from game.totem.actions import (
    DEFEND,
    EYE_REVEAL,
    SLOTS,
    Action,
    Again,
    Attack,
    Defend,
    Discard,
    Exchange,
    EyeReveal,
    Setup,
    Trim,
)
from game.totem.cards import DECK_SIZE, EYE, IS_SWORD, LEVEL, POWER, SHIELD, SUM
from game.totem.phases import DEFENDERS_AT_SETUP, EYE_PHASE, SETUP, TRIM_PHASE
from game.totem.rules import State
from game.totem.views import determinize

# --- what a card is worth --------------------------------------------------------------------

# In hand, a card is an attack: its level, more for a Sword (it adds to any partner, T20),
# a little more for an Eye or a Sum (their power activates when the attack succeeds).
ATTACK_WORTH: tuple[float, ...] = tuple(
    LEVEL[c] + (3.0 if IS_SWORD[c] else 1.0 if POWER[c] in (EYE, SUM) else 0.0)
    for c in range(DECK_SIZE))
# Face down, a card is a defender: its level, much more for a Shield (the first attack
# against it fails whatever its value, T21), a little more for an Eye or a Sum.
GUARD_WORTH: tuple[float, ...] = tuple(
    LEVEL[c] + (5.0 if POWER[c] == SHIELD else 1.0 if POWER[c] in (EYE, SUM) else 0.0)
    for c in range(DECK_SIZE))
BEATABLE = tuple(POWER[c] != SHIELD for c in range(DECK_SIZE))  # face down: no Shield to stop it
MAX_VALUE = 9 + 13  # the strongest Sword combination
BEATEN_AT = [sum(BEATABLE[c] and LEVEL[c] == v for c in range(DECK_SIZE))
             for v in range(MAX_VALUE + 1)]  # per value, how many cards a value beats first

SPEND = 0.35  # what losing a card from hand costs, per point of ATTACK_WORTH
GUARD = 0.5  # what a defender is worth, per point of GUARD_WORTH
BEAT = 10.0  # beating a defender
WIN = 50.0  # beating the last one (T25)
POWER_BONUS = 2.0  # an Eye or Sum attack that succeeds and has something to act on
REVEAL = 1.0  # a failed attack on a face-down defender still shows it (net of its power)
FILL = 7.0  # one more defender in an empty slot (T25, T26 count defenders)
DRAW = SPEND * 8.0  # a card drawn is worth an average card
SPENT = tuple(SPEND * w for w in ATTACK_WORTH)  # a card leaves the hand
AS_DEFENDER = tuple(GUARD * g - s for g, s in zip(GUARD_WORTH, SPENT, strict=True))


def beat_chances(state: State, seat: int) -> list[float]:
    """For each attack value v, the chance that v beats a face-down defender of the opponent,
    if that defender is any card ``seat`` has not seen (a Shield never falls at first)."""
    enemy = 1 - seat
    seen = [*state.hands[seat], *state.discard]
    seen += [c for c in state.zone[seat] if c is not None]
    seen += [c for c, shown in zip(state.zone[enemy], state.revealed[enemy], strict=True)
             if shown and c is not None]
    beaten_at = list(BEATEN_AT)
    for card in seen:
        if BEATABLE[card]:
            beaten_at[LEVEL[card]] -= 1
    unseen = DECK_SIZE - len(seen)
    if not unseen:
        return [0.0] * len(beaten_at)
    return [count / unseen for count in accumulate(beaten_at)]


class Judge:
    """Values the actions of the current player of ``state``, from what that player sees."""

    __slots__ = ("beat_gain", "chances", "eye_gain", "hidden", "mine", "sum_gain")

    def __init__(self, state: State) -> None:
        seat = state.current_player
        assert seat is not None
        enemy = 1 - seat
        self.chances = beat_chances(state, seat)
        self.hidden = [not shown for shown in state.revealed[enemy]]
        self.mine = state.zone[seat]
        last = SLOTS - state.zone[enemy].count(None) == 1
        self.beat_gain = BEAT + (WIN if last else 0.0)
        self.eye_gain = self.beat_gain + (
            POWER_BONUS if len(state.face_down_slots(enemy)) > 1 else 0.0)
        self.sum_gain = self.beat_gain + (POWER_BONUS if state.deck else 0.0)

    def __call__(self, action: Action) -> float:
        """How good ``action`` looks."""
        if type(action) is Attack:
            return self.attack(action)
        if type(action) is Exchange:
            old = self.mine[action.slot - 1]
            assert old is not None
            return AS_DEFENDER[action.card] - AS_DEFENDER[old] - 0.5
        if type(action) is Defend:
            return FILL + AS_DEFENDER[action.card]
        if type(action) is Discard:
            return DRAW - 0.2 - SPENT[action.card]
        if type(action) is Trim:
            return -SPENT[action.card]
        if type(action) is Again:
            return DRAW
        if type(action) is Setup:
            return float(sum(AS_DEFENDER[c] for c in action.cards))
        return 0.0  # end, eye: nothing to weigh (face-down slots are alike)

    def attack(self, action: Attack) -> float:
        """Success (sure on a revealed defender, else by chance) minus the card(s) spent;
        a failure at least shows the defender."""
        cards = action.cards
        first = cards[0]
        if len(cards) == 1:
            value = LEVEL[first]
            cost = SPENT[first]
            power = POWER[first]
            gain = (self.eye_gain if power == EYE else self.sum_gain if power == SUM
                    else self.beat_gain)
        else:
            second = cards[1]
            value = LEVEL[first] + LEVEL[second]
            cost = SPENT[first] + SPENT[second]
            gain = self.beat_gain
        if not self.hidden[action.slot - 1]:
            return gain - cost
        success = self.chances[value]
        return success * gain + (1.0 - success) * REVEAL - cost


# --- the moves worth thinking about ----------------------------------------------------------


def candidates(state: State) -> list[Action]:
    """The legal actions with interchangeable ones merged: one face-down target, one empty
    slot to defend, one Eye target, setup defenders in a single order (see the docstring)."""
    if state.phase == SETUP:
        return [Setup(c) for c in combinations(state.hands[state.active], DEFENDERS_AT_SETUP)]
    if state.phase == EYE_PHASE:
        assert state.eye_seat is not None
        return [EYE_REVEAL[state.face_down_slots(1 - state.eye_seat)[0]]]
    actions = state.legal_actions()
    if state.phase == TRIM_PHASE:
        return actions
    seat = state.active
    hidden = state.face_down_slots(1 - seat)
    extra_targets = {i + 1 for i in hidden[1:]}
    extra_slots = set(range(2, SLOTS + 1))
    empty = state.zone[seat].index(None) + 1 if None in state.zone[seat] else 0
    extra_slots.discard(empty)
    kept: list[Action] = []
    for action in actions:
        if ((isinstance(action, Attack) and action.slot in extra_targets)
                or (isinstance(action, Defend) and action.slot in extra_slots)):
            continue
        kept.append(action)
    return kept


def ranked(state: State, actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """``actions`` with their values, best first (ties keep the legal order)."""
    return rank_by(Judge(state), actions)


def spread(action: Action, view: dict[str, Any], rng: Rng) -> str:
    """The text of ``action`` with its slot (or setup order) chosen at random among the
    interchangeable ones, so that the move played is one of ``view["legal"]``."""
    seat = view["seat"]
    mine, theirs = view["zones"][seat], view["zones"][1 - seat]
    hidden = [i + 1 for i, s in enumerate(theirs) if s is not None and not s["revealed"]]
    if isinstance(action, Setup):
        order = list(action.cards)
        rng.shuffle(order)
        action = Setup(tuple(order))
    elif isinstance(action, Attack) and action.slot in hidden:
        action = Attack(action.cards, rng.choice(hidden))
    elif isinstance(action, Defend):
        empty = [i + 1 for i, s in enumerate(mine) if s is None]
        action = DEFEND[action.card][rng.choice(empty) - 1]
    elif isinstance(action, EyeReveal):
        action = EYE_REVEAL[rng.choice(hidden) - 1]
    text = str(action)
    if text not in view["legal"]:
        raise AssertionError(f"bot chose {text!r}, not legal here")
    return text


# --- the bots --------------------------------------------------------------------------------


def random_action(state: State, rng: Rng) -> Action:
    """One legal action of ``state`` drawn uniformly from ``rng``."""
    return rng.choice(state.legal_actions())


class HeuristicBot(JudgingBot):
    """The heuristic's choice among the candidates, softened by ``temperature`` (0: greedy)."""

    name = "heuristic"

    def judge(self, view: Mapping[str, Any], rng: Rng) -> Scored:
        state = determinize(dict(view), rng)  # only what this seat sees is read from it
        return ranked(state, candidates(state))

    def answer(self, action: Hashable, view: Mapping[str, Any], rng: Rng) -> str:
        return spread(action, dict(view), rng)  # type: ignore[arg-type]  # one of ours


class EasyBot(HeuristicBot):
    """Sensible moves, picked loosely: often a lesser one, so it can be beaten."""

    name = "easy"
    temperature = 3.0


class NormalBot(HeuristicBot):
    """The heuristic's best move every time."""

    name = "normal"


def rollout_policy(state: State, rng: Rng) -> Action:
    """The rollouts' move: the heuristic's best candidate, now and then a random one."""
    actions = candidates(state) if state.phase == SETUP else state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if rng.below(8) == 0:
        return actions[rng.below(len(actions))]
    return best_of(state, actions)


def best_of(state: State, actions: Sequence[Action]) -> Action:
    """The heuristic's best of ``actions`` (the first one on a tie)."""
    judge = Judge(state)
    best, best_value = actions[0], -math.inf
    for action in actions:
        value = judge(action)
        if value > best_value:
            best, best_value = action, value
    return best


def tree_actions(width: int) -> Callable[[State], list[Action]]:
    """The tree's moves: the heuristic's ``width`` best candidates."""
    def best(state: State) -> list[Action]:
        actions = candidates(state)
        if len(actions) <= 1:
            return actions
        return [a for _, a in ranked(state, actions)[:width]]
    return best


def evaluation(state: State) -> list[float]:
    """Each seat's chance to win, guessed from the table: defenders above all (T25, T26),
    then how hard they are to beat, then the cards in hand to attack with."""
    strength = [0.0, 0.0]
    for seat in (0, 1):
        for card, shown in zip(state.zone[seat], state.revealed[seat], strict=True):
            if card is not None:
                strength[seat] += 1.0 + (0.03 * LEVEL[card] if shown else 0.04 * GUARD_WORTH[card])
        strength[seat] += 0.02 * sum(ATTACK_WORTH[c] for c in state.hands[seat])
    first = 1.0 / (1.0 + math.exp(-1.2 * (strength[0] - strength[1])))
    return [first, 1.0 - first]


class HardBot:
    """IS-MCTS over determinizations of the view, ``iterations`` per decision.

    The tree weighs the heuristic's ``width`` best candidates at each node; rollouts
    follow the heuristic (with a little chance) for ``rollout_cap`` actions, then
    :func:`evaluation` judges. 600 iterations (1,000 before, which won all of
    the ladder's 13 games against Normal but took 0.52 s a decision on average) keep it
    well inside the 1 s bar (``make bench ONLY=bots``: ``bot_totem_hard_p95``).
    """

    name = "hard"

    def __init__(self, iterations: int = 600, width: int = 8, rollout_cap: int | None = 10,
                 exploration: float = 0.7) -> None:
        self.search = ISMCTS(determinize=determinize, iterations=iterations,
                             exploration=exploration, tree_actions=tree_actions(width),
                             rollout=rollout_policy, rollout_cap=rollout_cap,
                             evaluate=evaluation)

    def choose(self, view: dict[str, Any], rng: Rng) -> str:
        legal = legal_texts(view)
        if len(legal) == 1:
            return legal[0]
        choices = candidates(determinize(view, rng))
        if len(choices) == 1:  # e.g. an Eye: every face-down target is alike
            return spread(choices[0], view, rng)
        action: Action = self.search.choose(view, rng)  # type: ignore[assignment]
        return spread(action, view, rng)


BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
}


def make_bot(level: str) -> Bot:
    """A fresh bot of ``level`` (one of ``BOTS``)."""
    return level_bot(BOTS, "Totem", level)



__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "RandomBot", "make_bot", "random_action"]
