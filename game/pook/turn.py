"""A turn's own actions: play a card (P09-P12), swap the Piggy (P15, P16), take a Banner
(P28), end the turn and draw (P14).

For each: the legal actions, built from the shared action tables of
:mod:`game.pook.actions`; the refusal, the same rules written as reasons with
their rule IDs; and the change it makes. Where a card may go is asked of the
position (P10-P12); a Warrior placed with a power opens the ``power`` phase of
:mod:`game.pook.powers`; every other card is settled at once by the end's
``_resolved`` (P25).

A layer of the Pook state (see :mod:`game.pook.position`), built on
:mod:`game.pook.powers`; :class:`game.pook.rules.State` dispatches to it.
"""

from __future__ import annotations

from game.core import Event
from game.pook.actions import (
    PLAYS,
    SWAPS,
    TAKE_BANNERS,
    Action,
    Play,
    Swap,
    TakeBanner,
)
from game.pook.cards import (
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    COL,
    KNIGHT,
    N_CELLS,
    NEIGHBOURS,
    PIGGY,
    ROW,
    SQUARE,
    card_name,
)
from game.pook.position import EMPTY, HIDDEN, POWER, SHOWN, START, bourses_text, face_data
from game.pook.powers import Powers


class Turn(Powers):
    """Playing a card, the Piggy swap, the Banners and the end of a turn."""

    __slots__ = ()

    # --- legal actions ------------------------------------------------------------------------

    def _swap_actions(self) -> list[Action]:
        if self.this_swap is not None:
            return []
        blocked = self.blocked_cell()
        board = self.board
        return [SWAPS[near] for near in NEIGHBOURS[self.where[PIGGY]]
                if board[near] != EMPTY and near != blocked]

    def _banner_actions(self) -> list[Action]:
        if not self.visible_banners or self.banners[self.side(self.current)] != EMPTY:
            return []
        return [TAKE_BANNERS[b] for b in range(len(BANNERS)) if b not in self.banners]

    def _play_actions(self) -> list[Action]:
        cells = self.open_cells()
        rows, cols = self.bourse_lines()
        rooms = [(cell, rows[ROW[cell]] + cols[COL[cell]]) for cell in cells]
        actions: list[Action] = []
        for card in self.hands[self.current]:
            level = CARD_LEVEL[card]
            bourse = card * 2 * N_CELLS
            warrior = bourse + N_CELLS
            actions += [PLAYS[warrior + cell] for cell, room in rooms if room >= level]
            actions += [PLAYS[bourse + cell] for cell in cells]
        return actions

    # --- refusals: the same rules, as reasons ---------------------------------------------------

    def _refuse_play(self, action: Play) -> tuple[str, str] | None:
        if self.phase != START:
            return "one card per turn: a card was already played this turn", "P09"
        card, cell = action.card, action.cell
        name = CELL_NAMES[cell]
        if card not in self.hands[self.current]:
            return f"{CARD_IDS[card]} is not in your hand", "P09"
        if self.must_take_banner():
            return "take a Banner before playing your last card", "P28"
        if self.board[cell] != EMPTY:
            return f"{name} is already taken by a card", "P11"
        if all(self.board[near] == EMPTY for near in NEIGHBOURS[cell]):
            return f"{name} is not orthogonally adjacent to any card on the table", "P11"
        min_col, max_col, min_row, max_row = self.box
        width = max(max_col, COL[cell]) - min(min_col, COL[cell]) + 1
        height = max(max_row, ROW[cell]) - min(min_row, ROW[cell]) + 1
        if width > SQUARE or height > SQUARE:
            return (f"{name} is outside the 5×5 square: the table would be {width} columns "
                    f"by {height} rows"), "P10"
        if action.warrior:
            room = self.bourses_in_line(cell)
            if CARD_LEVEL[card] > room:
                return (f"{card_name(card)} cannot go to {name} as a Warrior: only "
                        f"{bourses_text(room)} in its row and column"), "P12"
        return None

    def _refuse_swap(self, action: Swap) -> tuple[str, str] | None:
        if self.phase == POWER:
            return "the Piggy swap comes before or after playing, not before the power", "P15"
        if self.this_swap is not None:
            return "the Piggy was already swapped this turn (once per turn)", "P15"
        piggy, cell = self.where[PIGGY], action.cell
        name = CELL_NAMES[cell]
        if cell not in NEIGHBOURS[piggy]:
            return (f"{name} is not orthogonally adjacent to the Piggy on "
                    f"{CELL_NAMES[piggy]}"), "P15"
        if self.board[cell] == EMPTY:
            return f"{name} is empty: the Piggy swaps with a card", "P15"
        if cell == self.blocked_cell():
            return f"swapping with {name} would undo the previous player's Piggy swap", "P16"
        return None

    def _refuse_banner(self, action: TakeBanner) -> tuple[str, str] | None:
        if not self.visible_banners:
            return "Banners are dealt face down; taking one is the Visible Banners variant", "P28"
        if self.phase == POWER:
            return "a Banner is taken before or after playing, not before the power", "P28"
        if self.banners[self.side(self.current)] != EMPTY:
            holder = "your team" if self.teams else "you"
            return f"{holder} already hold a Banner, kept to the end", "P28"
        if action.banner in self.banners:
            return f"the {BANNERS[action.banner]} Banner is already taken", "P28"
        return None

    def _refuse_end(self) -> tuple[str, str] | None:
        if self.phase == START:
            return "play a card before ending the turn", "P09"
        if self.phase == POWER:
            return "apply or skip the placed Warrior's power before ending the turn", "P13"
        return None

    # --- applying -------------------------------------------------------------------------------

    def _apply_play(self, action: Play) -> list[Event]:
        seat, card, cell, warrior = self.current, action.card, action.cell, action.warrior
        self.hands[seat].remove(card)
        self.board[cell] = card
        self.where[card] = cell
        self.up[card] = warrior
        self.occupied.append(cell)
        box = self.box
        box[0], box[1] = min(box[0], COL[cell]), max(box[1], COL[cell])
        box[2], box[3] = min(box[2], ROW[cell]), max(box[3], ROW[cell])
        self.placed = cell
        self.history.append((seat, SHOWN if warrior else HIDDEN, card, warrior))
        events = [Event("place", seat, {"cell": CELL_NAMES[cell], **face_data(card, warrior)})]
        if warrior:
            self.known[card] = self.everyone
            if CARD_FACTION[card] != KNIGHT:
                if self.power_actions():
                    self.phase = POWER
                    return events
                events.append(Event("no_power", seat, {"cell": CELL_NAMES[cell],
                                                       "card": CARD_IDS[card]}))
        return self._resolved(events)

    def _apply_swap(self, action: Swap) -> list[Event]:
        piggy, cell = self.where[PIGGY], action.cell
        card = self.board[cell]
        self.board[piggy], self.where[card] = card, piggy
        self.board[cell], self.where[PIGGY] = PIGGY, cell
        self.this_swap = (card, piggy, cell)
        if self.placed == cell:
            self.placed = piggy
        data = {"piggy_from": CELL_NAMES[piggy], "piggy_to": CELL_NAMES[cell],
                **face_data(card, self.up[card])}
        return [Event("swap", self.current, data)]

    def _apply_banner(self, action: TakeBanner) -> list[Event]:
        side = self.side(self.current)
        self.banners[side] = action.banner
        first = self.first_banner == EMPTY
        if first:
            self.first_banner = side
        return [Event("banner", self.current, {"banner": BANNERS[action.banner], "first": first})]

    def _apply_end(self) -> list[Event]:
        seat = self.current
        events = []
        if self.pile:
            card = self.pile.pop()
            hand = self.hands[seat]
            hand.append(card)
            hand.sort()
            self.known[card] |= 1 << seat
            events.append(Event("draw", seat, {"pile": len(self.pile)}))
        self.prev_swap, self.this_swap = self.this_swap, None
        self.placed = EMPTY
        self.turn += 1
        for step in range(1, self.players + 1):
            self.current = (seat + step) % self.players
            if self.hands[self.current]:
                break
        self.phase = START
        events.append(Event("end_turn", seat, {"next": self.current, "turn": self.turn}))
        return events
