"""Pook bots at four levels, all deciding from a view (``state.view(seat)``) alone.

- ``random``: any legal action, uniformly (the baseline);
- ``easy``: the judgement of :mod:`game.pook.heuristics`, sampled with a lot of
  noise: it plays its factions' Warriors and hides the others as Bourses, but
  often picks a lesser move;
- ``normal``: the same judgement, greedy, with a look at the Piggy swap before playing;
- ``hard``: the judgement's best few moves (or, in a tie-break, every Bourse it may pick),
  each played out many times from full states dealt from the view
  (:func:`game.pook.determinize`; the secret Banners as likely as the seats' public history
  makes them, :mod:`game.pook.banners`; at four players the rivals' hands and the Bourses
  each laid as likely as their plays make them, :mod:`game.pook.hands`) with everyone
  playing on as Normal would, the budget going to the close decisions
  (:mod:`game.pook.playouts`).

Rollout policies for other searches (the review's, :mod:`game.review`) are here too:
:func:`rollout_policy` (quick) and :func:`greedy_rollout` (the judgement, mostly).

A bot is never given the State: ``choose(view, rng)`` gets the dict a seat sees and
an Rng, and returns the text of one action of ``view["legal"]``. The judgement reads
a (determinized) state only where the seat could look (see the heuristics module).

>>> from game.pook import new_game
>>> state = new_game(2, seed=1)
>>> make_bot("hard").choose(state.view(0), Rng(3)) in state.view(0)["legal"]
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from game.bots import JudgingBot, RandomBot, Scored, checked, legal_texts, level_bot
from game.core import Rng
from game.pook.actions import (
    END,
    SKIP,
    TAKE_BANNERS,
    Action,
    Play,
    Power,
    Swap,
    play_action,
)
from game.pook.banners import Deal, banner_odds, draw, faction_odds
from game.pook.cards import BANNER_FACTIONS, BANNER_INDEX, CARD_FACTION, ORC, VIKING
from game.pook.guess import determinize
from game.pook.hands import Clues
from game.pook.heuristics import (
    RIVALS,
    SWAP_MARGIN,
    Judge,
    candidates,
    faction_weights,
    intended_banner,
    ranked,
)
from game.pook.playouts import halving
from game.pook.position import AFTER, EMPTY, POWER, START, TIEBREAK
from game.pook.rules import State
from game.search import Bot

# --- the judgement's choice ----------------------------------------------------------------------


def judged(state: State) -> list[tuple[float, Action]]:
    """The candidates of ``state`` with their values, best first.

    Before playing, a Piggy swap is worth what it changes on the table plus what it
    changes to the best play that follows; after playing, what it changes on the table
    (``end`` is 0), less :data:`SWAP_MARGIN` either way.
    """
    scored = ranked(state, candidates(state))
    if state.phase not in (START, AFTER):
        return scored
    best_play = max((v for v, a in scored if type(a) is Play), default=0.0)
    rescored = []
    for value, action in scored:
        if type(action) is Swap:
            value -= SWAP_MARGIN
            if state.phase == START:
                after = state.clone()
                after.apply(action)
                follow = [v for v, a in ranked(after, candidates(after)) if type(a) is Play]
                value += max(follow, default=0.0) - best_play
        rescored.append((value, action))
    order = sorted(range(len(rescored)), key=lambda k: -rescored[k][0])
    return [rescored[k] for k in order]


class HeuristicBot(JudgingBot):
    """The judgement's choice among the candidates, softened by ``temperature`` (0: greedy)."""

    name = "heuristic"

    def judge(self, view: Mapping[str, Any], rng: Rng) -> Scored:
        return judged(determinize(view, rng))  # only what this seat sees is read from it


class EasyBot(HeuristicBot):
    """Sensible moves, picked loosely: often a lesser one, so it can be beaten."""

    name = "easy"
    temperature = 0.8
    crowded = 1.2  # at four players: one seat's care shows less among three rivals

    def looseness(self, view: Mapping[str, Any]) -> float:
        """Looser at four players, so that Normal's care still shows against it."""
        return self.crowded if view["players"] >= 4 else self.temperature


class NormalBot(HeuristicBot):
    """The judgement's best move every time."""

    name = "normal"


# --- the search -----------------------------------------------------------------------------------


def rollout_policy(state: State, rng: Rng) -> Action:
    """A quick, plausible move for rollouts: a random hand card, as a Warrior where it may
    go if it is of the mover's factions, else as a Bourse; Orcs turn rival Warriors,
    Vikings show a Bourse; no Piggy swaps."""
    phase = state.phase
    seat = state.current
    if phase == START:
        if state.visible_banners and state.banners[state.side(seat)] == EMPTY:
            return TAKE_BANNERS[intended_banner(state, seat)]
        hand = state.hands[seat]
        card = hand[rng.below(len(hand))]
        if _weight(state, seat, CARD_FACTION[card]) > 0:
            cells = state.placements(card, True)
            if cells:
                return play_action(card, True, cells[rng.below(len(cells))])
        cells = state.open_cells()
        return play_action(card, False, cells[rng.below(len(cells))])
    if phase == POWER:
        return _rollout_power(state, seat, rng)
    if phase == AFTER:
        return END
    actions = state.legal_actions()
    return actions[rng.below(len(actions))]


def greedy_rollout(state: State, rng: Rng) -> Action:
    """The rollouts' move when time allows: the judgement's best, now and then a quick one."""
    if rng.below(8) == 0 or state.phase == TIEBREAK:
        return rollout_policy(state, rng)
    if state.phase == AFTER:
        return END
    judge = Judge(state)
    if state.phase == START and not (state.visible_banners
                                     and state.banners[state.side(state.current)] == EMPTY):
        return judge.best_play()
    return max(candidates(state), key=judge)


def _weight(state: State, seat: int, faction: int) -> float:
    banner = state.banners[state.side(seat)]
    return 1.0 if banner != EMPTY and faction in BANNER_FACTIONS[banner] else 0.0


def _rollout_power(state: State, seat: int, rng: Rng) -> Action:
    faction = CARD_FACTION[state.board[state.placed]]
    powers = state.power_actions()
    if faction == ORC:
        rivals = [a for a in powers if type(a) is Power
                  and _weight(state, seat, CARD_FACTION[state.board[a.cell]]) <= 0]
        return rivals[rng.below(len(rivals))] if rivals else SKIP
    if faction == VIKING:
        return powers[rng.below(len(powers))]
    return SKIP


def guessed_weights(view: Mapping[str, Any], odds: Sequence[tuple[Deal, float]]
                    ) -> list[float] | None:
    """The faction weights of the viewer (see :func:`faction_weights`) with each rival's
    Banner as likely as ``odds`` (its guess from the view's history) makes it; None when
    the view already shows every Banner that matters or the viewer holds none yet."""
    if view["banner"] is None or view["options"].get("visible_banners"):
        return None
    teams = view["options"].get("teams")
    sides = 2 if teams else view["players"]
    mine_side = view["seat"] % 2 if teams else view["seat"]
    mine = BANNER_FACTIONS[BANNER_INDEX[view["banner"]]]
    rivals = [side for side in range(sides) if side != mine_side]
    against = [0.0] * 4
    for side in rivals:
        for faction, chance in enumerate(faction_odds(odds, side)):
            against[faction] += chance
    share = RIVALS / len(rivals)
    return [(1.0 if f in mine else 0.0) - share * against[f] for f in range(4)]


class HardBot:
    """The judgement's ``width`` best moves compared by ``iterations`` paired playouts in
    which everyone plays on as Normal would (:mod:`game.pook.playouts`), over full states
    dealt from the view with the rivals' Banners as likely as their public history makes
    them (:mod:`game.pook.banners`, ``infer``); a playout stops after ``horizon`` actions
    and judges the margins then (None: plays to the end)."""

    name = "hard"

    def __init__(self, iterations: int = 240, width: int = 6, horizon: int | None = 20,
                 infer: bool = True, settle: bool = True, read_hands: bool = True) -> None:
        self.iterations = iterations
        self.settle = settle
        self.width = width
        self.horizon = horizon
        self.infer = infer
        self.read_hands = read_hands

    def choose(self, view: Mapping[str, Any], rng: Rng) -> str:
        legal = legal_texts(view)
        if len(legal) == 1:
            return legal[0]
        weights = None
        deal: Callable[[Mapping[str, Any], Rng], State] = determinize
        if self.infer:
            odds = banner_odds(view)
            weights = guessed_weights(view, odds)
            clues = Clues(view) if self.read_hands else None
            deal = partial(determinize, banners=partial(draw, odds),
                           hands=clues.hands if clues is not None and clues.active else None)
        action = halving(view, rng, deal, self.iterations, self.width, weights, self.horizon,
                         self.settle)
        return checked(action, legal)


def play_out(state: State, rng: Rng) -> None:
    """``state`` played to its end by the bots' rollout policy (unchecked moves: the review's
    play-outs, :class:`game.core.Weighing`)."""
    while not state.is_terminal():
        state.apply(greedy_rollout(state, rng))


def hard_pick(view: dict[str, Any], rng: Rng, iterations: int) -> str:
    """The Hard bot's move from ``view`` on a budget of ``iterations`` (the review's search)."""
    return HardBot(iterations=iterations).choose(view, rng)


BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
}


def make_bot(level: str) -> Bot:
    """A fresh bot of ``level`` (one of ``BOTS``)."""
    return level_bot(BOTS, "Pook", level)


__all__ = ["BOTS", "EasyBot", "HardBot", "Judge", "NormalBot", "RandomBot", "faction_weights",
           "make_bot"]
