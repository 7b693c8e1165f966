"""What a Pook move is worth to the seat making it, judged from what that seat sees.

A seat scores the two factions of its Banner (P26) and wants the others to score
little, so every faction gets a *weight* for it: 1 for each faction of its Banner,
minus how likely the rivals are to hold it (their Banners are secret: each is one
of the Banners not seen, P06). A Warrior of level L on the table is worth
``weight × L``; everything else follows from that:

- a hand card of one's own factions is a Warrior still to come (worth part of its
  level, :data:`IN_HAND`): played as a Bourse it is lost, played as a Warrior it
  counts in full; a rival card is best played as a Bourse, which hides it;
- a Warrior next to an empty cell with no Knight beside it may be turned back by an
  Orc or taken by a Mage (:data:`EXPOSED`); a Knight shelters its neighbours (P20);
- an Orc turns the heaviest rival Warrior next to it (P22), a Viking shows a Bourse
  of one's own factions, or an unknown one at the average of the cards unseen (P23),
  a Mage swaps a rival Warrior for one of one's own (P21);
- a Bourse adds room (P12) in its row and column, where the seat's Warriors may go.

:class:`Judge` reads a state only where its current player could look: the public
table, that player's own hand and Banner, and the cards it knows; the rivals'
Banners only in the Visible Banners variant (P28) or for a partner (P29). So a bot
may hand it a determinized state (``determinize(view, rng)``) and stay honest.

>>> from game.pook import new_game
>>> state = new_game(2, seed=4)
>>> judge = Judge(state)
>>> best = max(state.legal_actions(), key=judge)
>>> str(best), round(judge(best), 2)
('play O3b B E4', 0.03)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from game.bots import rank_by
from game.pook.actions import Action, Pick, Play, Power, Swap, TakeBanner, play_action
from game.pook.cards import (
    BANNER_FACTIONS,
    BANNERS,
    CARD_FACTION,
    CARD_LEVEL,
    COL,
    KNIGHT,
    MAGE,
    N_CARDS,
    NEIGHBOURS,
    ORC,
    PIGGY,
    ROW,
    SIDE,
    VIKING,
)
from game.pook.position import EMPTY, POWER, START
from game.pook.rules import State

IN_HAND = 0.6  # a hand card of one's own factions: its level, discounted
EXPOSED = 0.25  # the share of a Warrior's worth at risk next to an empty, unsheltered cell
SHELTER = 0.2  # what a Knight's shelter saves, per point of a neighbour's worth
REVEAL = 0.2  # a Bourse one knows to be of one's factions: a Viking may show it later
ROOM = 0.03  # a Bourse's room for Warriors, per open cell in its lines
RIVALS = 1.0  # how much the rivals' expected gain counts against one's own
FIRST_BANNER = 1.0  # P28: the first Banner taken scores +1
SWAP_MARGIN = 0.05  # a Piggy swap must gain at least this much to be worth the trouble


@cache
def rival_odds(hidden: tuple[int, ...]) -> tuple[float, ...]:
    """Per faction, the chance that a rival whose Banner is one of ``hidden`` holds it."""
    if not hidden:
        return (0.0,) * 4
    return tuple(sum(f in BANNER_FACTIONS[b] for b in hidden) / len(hidden) for f in range(4))


def faction_weights(state: State, seat: int) -> list[float]:
    """What one level of each faction (K, M, O, V) on the table is worth to ``seat``.

    Reads ``seat``'s own Banner and, only where they are public (P28) or shared (P29),
    the others'; the secret ones count as any of the Banners ``seat`` has not seen.
    """
    mine_side = state.side(seat)
    banner = state.banners[mine_side]
    if not state.visible_banners and banner != EMPTY:  # the same for every state: cached
        return list(secret_weights(banner, state.sides))
    if banner == EMPTY:  # P28: not taken yet: count on the best one still there
        banner = intended_banner(state, seat)
    mine = BANNER_FACTIONS[banner] if banner != EMPTY else ()
    known = [b for side, b in enumerate(state.banners)
             if b != EMPTY and side != mine_side and state.visible_banners]
    unseen = tuple(b for b in range(len(BANNERS))
                   if b != banner and b not in known
                   and (not state.visible_banners or b not in state.banners))
    rivals = [side for side in range(state.sides) if side != mine_side]
    odds = rival_odds(unseen)
    against = [0.0] * 4
    for side in rivals:
        held = state.banners[side] if state.visible_banners else EMPTY
        for f in range(4):
            against[f] += (f in BANNER_FACTIONS[held]) if held != EMPTY else odds[f]
    share = RIVALS / max(1, len(rivals))
    return [(1.0 if f in mine else 0.0) - share * against[f] for f in range(4)]


@cache
def secret_weights(banner: int, sides: int) -> tuple[float, ...]:
    """:func:`faction_weights` where every rival's Banner is secret: each rival holds any of
    the Banners other than ``banner``, alike."""
    odds = rival_odds(tuple(b for b in range(len(BANNERS)) if b != banner))
    against = [0.0] * 4
    for _ in range(sides - 1):  # summed rival by rival, as below, to the last bit
        for f in range(4):
            against[f] += odds[f]
    share = RIVALS / max(1, sides - 1)
    return tuple((1.0 if f in BANNER_FACTIONS[banner] else 0.0) - share * against[f]
                 for f in range(4))


def intended_banner(state: State, seat: int) -> int:
    """P28: the available Banner whose factions ``seat`` can score best (table + own hand)."""
    free = [b for b in range(len(BANNERS)) if b not in state.banners]
    if not free:
        return EMPTY
    totals = state.faction_totals()
    for card in state.hands[seat]:
        totals[CARD_FACTION[card]] += CARD_LEVEL[card]
    return max(free, key=lambda b: (totals[BANNER_FACTIONS[b][0]] + totals[BANNER_FACTIONS[b][1]]))


class Judge:
    """Values the actions of the current player of ``state`` (see the module docstring)."""

    __slots__ = ("around", "board", "cols", "hand", "keep", "open_cols", "open_rows", "protected",
                 "rows", "seat", "state", "table", "unseen", "up", "weights", "worth")

    def __init__(self, state: State, weights: Sequence[float] | None = None) -> None:
        seat = state.current
        self.state = state
        self.seat = seat
        self.weights = w = faction_weights(state, seat) if weights is None else weights
        self.worth = [w[CARD_FACTION[c]] * CARD_LEVEL[c] for c in range(N_CARDS)]
        self.keep = [IN_HAND * max(0.0, v) for v in self.worth]
        self.board, self.up = state.board, state.up
        self.hand = state.hands[seat]
        self.rows, self.cols = state.bourse_lines()
        self.protected = state.protected_cells()
        self.open_rows, self.open_cols = [0] * SIDE, [0] * SIDE
        for cell in state.open_cells():
            self.open_rows[ROW[cell]] += 1
            self.open_cols[COL[cell]] += 1
        self.unseen = self._unseen_worth()
        self.table: float | None = None  # table_worth, once a swap asks for it
        self.around: dict[tuple[int, int], float] = {}  # (faction or card, cell): see play()

    def _unseen_worth(self) -> float:
        """The average worth of a card this seat has not seen (what a Viking may show)."""
        bit = 1 << self.seat
        known, up = self.state.known, self.up
        values = [self.worth[c] for c in range(N_CARDS) if not (known[c] & bit or up[c])]
        return sum(values) / len(values) if values else 0.0

    def __call__(self, action: Action) -> float:
        """How good ``action`` looks to the current player."""
        if type(action) is Play:
            return self.play(action)
        if type(action) is Power:
            return self.power(action)
        if type(action) is Swap:
            return self.swap(action)
        if type(action) is TakeBanner:
            return self.banner(action)
        if type(action) is Pick:
            return self.bourse_worth(self.board[action.cell])
        return 0.0  # skip, end

    # --- the parts -----------------------------------------------------------------------------

    def bourse_worth(self, card: int) -> float:
        """A face-down card's worth once shown: known, or the unseen average."""
        if self.state.known[card] >> self.seat & 1:
            return self.worth[card]
        return self.unseen

    def exposed(self, cell: int) -> bool:
        """Could a rival's Orc or Mage land beside ``cell`` (no Knight shelters it)?"""
        if cell in self.protected:
            return False
        board = self.board
        return any(board[near] == EMPTY for near in NEIGHBOURS[cell])

    def play(self, action: Play) -> float:
        if action.warrior:
            return self.warrior(action.card, action.cell)
        return self.bourse(action.card, action.cell)

    def bourse(self, card: int, cell: int) -> float:
        """``card`` played as a Bourse on ``cell``: lost to one's hand, room for Warriors."""
        return -self.keep[card] + REVEAL * max(0.0, self.worth[card]) + self.room(cell)

    def warrior(self, card: int, cell: int) -> float:
        """``card`` played as a Warrior on ``cell``: its worth, less what is at risk there,
        and what its power (or a Knight's shelter) brings."""
        worth = self.worth[card]
        value = worth - self.keep[card]
        if self.exposed(cell):
            value -= EXPOSED * worth
        faction = CARD_FACTION[card]
        key = (N_CARDS + faction if faction != MAGE else card, cell)  # a Mage's card matters
        around = self.around.get(key)
        if around is None:
            around = self.around[key] = (self.shelter(cell) if faction == KNIGHT else
                                         max(0.0, self.best_power(faction, cell, card)))
        return value + around

    def best_play(self) -> Play:
        """The best of the legal plays, found without listing them all: one Bourse cell
        (the roomiest) serves every card. Only when a card may be played (phase start)."""
        state = self.state
        cells = state.open_cells()
        rows, cols = self.rows, self.cols
        roomiest = max(cells, key=self.room)
        best, best_value = play_action(self.hand[0], False, roomiest), -math.inf
        for card in self.hand:
            value = self.bourse(card, roomiest)
            if value > best_value:
                best, best_value = play_action(card, False, roomiest), value
            level = CARD_LEVEL[card]
            for cell in cells:
                if rows[ROW[cell]] + cols[COL[cell]] >= level:
                    value = self.warrior(card, cell)
                    if value > best_value:
                        best, best_value = play_action(card, True, cell), value
        return best

    def room(self, cell: int) -> float:
        """A Bourse on ``cell`` (an open cell): one more unit of room on each other open
        cell of its lines."""
        return ROOM * (self.open_rows[ROW[cell]] + self.open_cols[COL[cell]] - 2)

    def shelter(self, cell: int) -> float:
        """A Knight on ``cell`` shelters the exposed cards beside it (P20)."""
        board, up = self.board, self.up
        gain = 0.0
        for near in NEIGHBOURS[cell]:
            card = board[near]
            if 0 <= card < N_CARDS and near not in self.protected:
                if up[card]:
                    gain += SHELTER * self.worth[card]
                elif self.state.known[card] >> self.seat & 1:
                    gain += SHELTER * REVEAL * max(0.0, self.worth[card])
        return gain

    def targets(self, cell: int) -> list[int]:
        board = self.board
        return [near for near in NEIGHBOURS[cell]
                if 0 <= board[near] < N_CARDS and near not in self.protected]

    def best_power(self, faction: int, cell: int, placed: int) -> float:
        """The best the power of a Warrior just placed on ``cell`` can do (P21-P23)."""
        best = 0.0
        up = self.up
        for target in self.targets(cell):
            card = self.board[target]
            if faction == ORC and up[card]:
                best = max(best, -self.worth[card] * (1.0 - EXPOSED))
            elif faction == VIKING and not up[card]:
                best = max(best, self.bourse_worth(card))
            elif faction == MAGE:
                for mine in self.hand:
                    if mine != placed:
                        best = max(best, self.mage(target, card, mine))
        return best

    def mage(self, target: int, taken: int, card: int) -> float:
        """P21: ``card`` from hand takes the place and face of ``taken`` on ``target``."""
        if self.up[taken]:
            if CARD_LEVEL[card] > self.rows[ROW[target]] + self.cols[COL[target]]:
                return -1e9  # P12: it could not show its Warrior face there
            return (self.worth[card] - self.keep[card]) - self.worth[taken] + self.keep[taken]
        gained = IN_HAND * max(0.0, self.bourse_worth(taken))
        return gained - self.keep[card] - 0.1

    def power(self, action: Power) -> float:
        card = self.board[action.cell]
        faction = CARD_FACTION[self.board[self.state.placed]]
        if faction == ORC:
            return -self.worth[card] * (1.0 - EXPOSED)
        if faction == VIKING:
            return self.bourse_worth(card)
        assert action.card is not None
        return self.mage(action.cell, card, action.card)

    def banner(self, action: TakeBanner) -> float:
        """P28: take the Banner one can score best, as soon as possible (the first scores +1)."""
        if action.banner == intended_banner(self.state, self.seat):
            return 1.0 + (FIRST_BANNER if self.state.first_banner == EMPTY else 0.0)
        return -1.0

    def swap(self, action: Swap) -> float:
        """P15: what moving the Piggy changes to the Warriors' exposure and shelter."""
        if self.table is None:
            self.table = table_worth(self.state, self.seat, self.weights)
        after = self.state.clone()
        after.apply(action)
        return table_worth(after, self.seat, self.weights) - self.table


def outlook(state: State, seat: int) -> float:
    """How well ``seat`` stands, from what it sees: the Warriors on the table by their
    weights (P26, less what is exposed) and a share of those of its factions still in
    its hand."""
    weights = faction_weights(state, seat)
    value = table_worth(state, seat, weights)
    for card in state.hands[seat]:
        value += IN_HAND * max(0.0, weights[CARD_FACTION[card]] * CARD_LEVEL[card])
    if state.visible_banners and state.first_banner == state.side(seat):
        value += FIRST_BANNER
    return value


def table_worth(state: State, seat: int, weights: Sequence[float]) -> float:
    """The Warriors on the table for ``seat``, less what is at risk (see :data:`EXPOSED`)."""
    protected = state.protected_cells()
    board, up = state.board, state.up
    total = 0.0
    for cell in state.occupied:
        card = board[cell]
        if card == PIGGY or not up[card]:
            continue
        worth = weights[CARD_FACTION[card]] * CARD_LEVEL[card]
        if cell not in protected and any(board[near] == EMPTY for near in NEIGHBOURS[cell]):
            worth *= 1.0 - EXPOSED
        total += worth
    return total


def ranked(state: State, actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """``actions`` with their values, best first (ties keep the given order)."""
    return rank_by(Judge(state), actions)


def candidates(state: State) -> list[Action]:
    """The legal actions with interchangeable ones merged: of two copies of a card
    (``K1a``, ``K1b``) only the first is kept for the same face and cell."""
    actions = state.legal_actions()
    if state.phase not in (START, POWER):
        return actions
    hand = state.hands[state.current]
    twins = {card for card in hand if card - 1 in hand and CARD_FACTION[card - 1]
             == CARD_FACTION[card] and CARD_LEVEL[card - 1] == CARD_LEVEL[card]}
    if not twins:
        return actions
    return [a for a in actions
            if not ((type(a) is Play and a.card in twins)
                    or (type(a) is Power and a.card in twins))]

