"""The Warrior powers (P17-P24, O1, O2): the Knight's protection, the Mage's swap, the Orc's and
the Viking's flips.

A Mage, an Orc or a Viking placed Warrior face up with a legal target opens the
``power`` phase: :meth:`Powers.power_actions` lists every target (empty: no
power, P24), ``_refuse_power`` says why one is not legal, ``_apply_power``
applies it. A face-up Knight protects the cards next to it (P20, O1:
:meth:`Powers.protected_cells`).

A layer of the Pook state (see :mod:`game.pook.position`): built on
:mod:`game.pook.ending`, whose ``_resolved`` settles the card once its power is
applied; the turn above asks ``power_actions`` whether a power phase opens.
"""

from __future__ import annotations

from game.core import Event
from game.pook.actions import POWERS, Action, Power, mage_power
from game.pook.cards import (
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    FACTION_NAMES,
    KNIGHT,
    MAGE,
    N_CARDS,
    NEIGHBOURS,
    ORC,
    PIGGY,
    VIKING,
    card_name,
)
from game.pook.ending import Ending
from game.pook.position import (
    EMPTY,
    FLIPPED,
    HIDDEN,
    POWER,
    SHOWN,
    TOOK,
    TURNED,
    SwapRecord,
    bourses_text,
)

_POWER_RULE = {MAGE: "P21", ORC: "P22", VIKING: "P23"}


class Powers(Ending):
    """The placed Warrior's power: its targets, its refusals and its effect; Knight protection."""

    __slots__ = ()

    def protected_cells(self) -> set[int]:
        """P20 / O1: cells whose Faction card a face-up Knight next to it protects."""
        board, up = self.board, self.up
        all_faces = self.knight_protects == "all"
        shielded = set()
        for cell in self.occupied:
            card = board[cell]
            if card != PIGGY and up[card] and CARD_FACTION[card] == KNIGHT:
                for near in NEIGHBOURS[cell]:
                    other = board[near]
                    if 0 <= other < N_CARDS and (all_faces or up[other]):
                        shielded.add(near)
        return shielded

    def power_actions(self) -> list[Action]:
        """P21-P24: the placed Warrior's power on every legal target (empty: no power)."""
        placed = self.placed
        board, up = self.board, self.up
        faction = CARD_FACTION[board[placed]]
        shielded = self.protected_cells()
        targets = [near for near in NEIGHBOURS[placed]
                   if 0 <= board[near] < N_CARDS and near not in shielded]
        if faction == ORC:
            return [POWERS[near] for near in targets if up[board[near]]]
        if faction == VIKING:
            return [POWERS[near] for near in targets if not up[board[near]]]
        if faction != MAGE:
            return []
        hand = self.hands[self.current]
        actions: list[Action] = []
        for near in targets:
            taken = board[near]
            if not up[taken]:
                actions += [mage_power(near, card) for card in hand]
                continue
            room = self.bourses_in_line(near)
            same = self.mage_swap == "same"
            actions += [mage_power(near, card) for card in hand if CARD_LEVEL[card] <= room
                        and (not same or CARD_LEVEL[card] == CARD_LEVEL[taken])]
        return actions

    def _refuse_power(self, action: Power) -> tuple[str, str] | None:
        if self.phase != POWER:
            return ("no Warrior power is waiting (powers follow placing a Mage, an Orc or a "
                    "Viking with a legal target)"), "P13"
        placed = self.placed
        faction = CARD_FACTION[self.board[placed]]
        power, rule = FACTION_NAMES[faction], _POWER_RULE[faction]
        cell = action.cell
        name = CELL_NAMES[cell]
        if faction == MAGE and action.card is None:
            return "the Mage's power names the hand card to put in: power CELL CARD", rule
        if faction != MAGE and action.card is not None:
            return f"the {power}'s power takes no hand card: power CELL", rule
        if cell not in NEIGHBOURS[placed]:
            return (f"{name} is not orthogonally adjacent to the {power} on "
                    f"{CELL_NAMES[placed]}"), rule
        target = self.board[cell]
        if target == EMPTY:
            return f"{name} is empty", rule
        if target == PIGGY:
            if faction == MAGE:
                return "the Piggy can never be taken by a Mage", "P18"
            return f"the Piggy on {name} is no Faction card", rule
        if cell in self.protected_cells():
            what = card_name(target) if self.up[target] else "the Bourse"
            return f"{what} on {name} is protected by an adjacent Knight", "P20"
        if faction == ORC and not self.up[target]:
            return f"{name} shows a Bourse: the Orc turns a Warrior to its Bourse face", rule
        if faction == VIKING and self.up[target]:
            return f"{name} shows a Warrior: the Viking turns a Bourse face up", rule
        if faction == MAGE:
            return self._refuse_mage_card(action, target)
        return None

    def _refuse_mage_card(self, action: Power, target: int) -> tuple[str, str] | None:
        card = action.card
        assert card is not None
        if card not in self.hands[self.current]:
            return f"{CARD_IDS[card]} is not in your hand", "P21"
        if not self.up[target]:
            return None
        if self.mage_swap == "same" and CARD_LEVEL[card] != CARD_LEVEL[target]:
            return (f"{card_name(card)} is not the same level as {card_name(target)} "
                    "(Mage swap: same level only)"), "O2"
        room = self.bourses_in_line(action.cell)
        if CARD_LEVEL[card] > room:
            return (f"{card_name(card)} would replace a Warrior, so it goes Warrior face up, but "
                    f"{CELL_NAMES[action.cell]} has only {bourses_text(room)} in its row and "
                    "column (P12)"), "P21"
        return None

    def _apply_power(self, action: Power) -> list[Event]:
        seat, cell = self.current, action.cell
        target = self.board[cell]
        faction = CARD_FACTION[self.board[self.placed]]
        by = {"by": FACTION_NAMES[faction], "from": CELL_NAMES[self.placed]}
        if faction != MAGE:
            self.up[target] = faction == VIKING
            self.known[target] = self.everyone
            if faction == VIKING:
                self.unveil(target)
            self.history.append((seat, FLIPPED if faction == VIKING else TURNED, target, True))
            face = "warrior" if faction == VIKING else "bourse"
            data = {"cell": CELL_NAMES[cell], "card": CARD_IDS[target], "face": face, **by}
            return self._resolved([Event("flip", seat, data)])
        assert action.card is not None
        return self._apply_mage(cell, target, action.card, by)

    def _apply_mage(self, cell: int, target: int, card: int, by: dict[str, str]) -> list[Event]:
        """P21: the Mage's hand card takes the target's cell and face; the target goes to hand."""
        seat = self.current
        warrior = self.up[target]
        hand = self.hands[seat]
        hand.remove(card)
        hand.append(target)
        hand.sort()
        self.board[cell] = card
        self.where[card] = cell
        self.up[card] = warrior
        self.where[target] = EMPTY
        self.up[target] = False
        self.known[target] |= 1 << seat
        if warrior:
            self.known[card] = self.everyone
        self.this_swap = _forget(self.this_swap, target)
        self.prev_swap = _forget(self.prev_swap, target)
        self.history += [(seat, TOOK, target, warrior),
                         (seat, SHOWN if warrior else HIDDEN, card, warrior)]
        data = {"cell": CELL_NAMES[cell], "face": "warrior" if warrior else "bourse",
                "taken": CARD_IDS[target] if warrior else None,
                "placed": CARD_IDS[card] if warrior else None, **by}
        return self._resolved([Event("mage_swap", seat, data)])


def _forget(record: SwapRecord | None, card: int) -> SwapRecord | None:
    """A swap record whose card a Mage took off the table no longer blocks anything (P16)."""
    if record is not None and record[0] == card:
        return EMPTY, record[1], record[2]
    return record
