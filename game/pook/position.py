"""A Pook position: what lies where, and what the table shows (P03, P10-P12, P16, P25, P28).

The bottom layer of the Pook state. :class:`Position` holds every field of a game
(board, hands, pile, Banners, turn, phase, tie-break, and the public history of
what each seat showed, hid and turned) and answers questions about the table as it
lies — Bourse faces per line, open cells, where a card may go — without changing
anything but the history's record of what has become public. Each layer above adds
one concern and calls only the layers below it, so the imports run one way:

``position`` ← :mod:`~game.pook.ending` (scoring, the end and the tie-break, P25-P27)
← :mod:`~game.pook.powers` (the Warrior powers, P17-P24) ← :mod:`~game.pook.turn`
(play, Piggy swap, Banner, end of turn) ← :mod:`~game.pook.rules` (``State``: the
contract, ``new_game``). Only ``State`` is ever built.

The names every layer and the rest of the package share — the phases, ``EMPTY``,
the option values, the player counts — live here, at the bottom, for the same reason.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng, is_integer
from game.pook.cards import (
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CENTER,
    COL,
    FACTION_NAMES,
    N_CARDS,
    N_CELLS,
    NEIGHBOURS,
    PIGGY,
    ROW,
    SIDE,
    SQUARE,
)

MIN_PLAYERS = 2
MAX_PLAYERS = 4
HAND_SIZE = 6
EMPTY = -1

START, POWER, AFTER, TIEBREAK, OVER = range(5)
PHASES = ("start", "power", "after", "tiebreak", "over")

KNIGHT_PROTECTS = ("all", "warriors")
"""O1: a Knight protects all adjacent Faction cards (default) or adjacent Warriors only."""
MAGE_SWAP = ("any", "same")
"""O2: the Mage swaps under P21 (default) or, for a Warrior, only with a same-level card."""

SwapRecord = tuple[int, int, int]
"""A Piggy swap: (card swapped, or -1 once a Mage took it off the table; Piggy from; Piggy to)."""

SHOWN, HIDDEN, TURNED, FLIPPED, TOOK = range(5)
SIGNS = ("warrior", "bourse", "orc", "viking", "mage")
"""What a seat did in front of everyone: placed a card Warrior or Bourse face up (by a play
or a Mage), turned a Warrior down with an Orc, turned a Bourse up with a Viking, took a card
with a Mage. Players remember this; bots read it to guess the secret Banners."""

Sign = tuple[int, int, int, bool]
"""One entry of the public history: (seat, one of SIGNS' indices, card, whether everyone may
know which card it was). A Bourse's card becomes public when a Viking turns it up; a card a
Mage took while face down stays the taker's secret."""


def check_options(players: object, visible_banners: object, teams: object,
                  knight_protects: object, mage_swap: object) -> None:
    """Raise ValueError naming the bad option (P05, P28, P29, O1, O2)."""
    if not is_integer(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Pook is for 2 to 4 players, not {players!r} (P05)")
    if not isinstance(visible_banners, bool):
        raise ValueError(f"visible_banners must be true or false, not {visible_banners!r} (P28)")
    if not isinstance(teams, bool):
        raise ValueError(f"teams must be true or false, not {teams!r} (P29)")
    if teams and players != 4:
        raise ValueError(f"teams of two need 4 players, not {players} (P29)")
    if knight_protects not in KNIGHT_PROTECTS:
        raise ValueError(f"knight_protects must be one of {KNIGHT_PROTECTS}, "
                         f"not {knight_protects!r} (O1)")
    if mage_swap not in MAGE_SWAP:
        raise ValueError(f"mage_swap must be one of {MAGE_SWAP}, not {mage_swap!r} (O2)")


def bourses_text(n: int) -> str:
    """``n`` Bourses in words, for refusals: "1 Bourse", "2 Bourses"."""
    return f"{n} Bourse" if n == 1 else f"{n} Bourses"


def face_data(card: int, warrior: bool) -> dict[str, Any]:
    """What everyone sees of a card on the table: a Warrior's identity, or only a Bourse."""
    if not warrior:
        return {"face": "bourse", "card": None, "faction": None, "level": None}
    return {"face": "warrior", "card": CARD_IDS[card],
            "faction": FACTION_NAMES[CARD_FACTION[card]], "level": CARD_LEVEL[card]}


def banner_text(banner: int) -> str | None:
    return None if banner == EMPTY else BANNERS[banner]


class Position:
    """Every field of a Pook game and the read-only questions about its table.

    The base of :class:`game.pook.rules.State`, the one class ever built from it.
    """

    __slots__ = ("banners", "board", "box", "current", "final", "first_banner", "hands",
                 "history", "knight_protects", "known", "mage_swap", "occupied", "phase",
                 "picks", "pile", "placed", "players", "prev_swap", "rng", "teams", "this_swap",
                 "tiebreak_round", "tied", "turn", "up", "visible_banners", "where")

    def __init__(self, players: int, *, visible_banners: bool = False, teams: bool = False,
                 knight_protects: str = "all", mage_swap: str = "any",
                 rng: Rng | None = None) -> None:
        """An empty table with the Piggy on E5; :func:`~game.pook.rules.new_game` deals,
        snapshots fill it in."""
        check_options(players, visible_banners, teams, knight_protects, mage_swap)
        self.players = players
        self.visible_banners = visible_banners
        self.teams = teams
        self.knight_protects = knight_protects
        self.mage_swap = mage_swap
        self.rng = rng if rng is not None else Rng(0)
        self.board = [EMPTY] * N_CELLS
        self.board[CENTER] = PIGGY
        self.where = [EMPTY] * (N_CARDS + 1)
        self.where[PIGGY] = CENTER
        self.up = [False] * N_CARDS
        self.occupied = [CENTER]
        self.box = [COL[CENTER], COL[CENTER], ROW[CENTER], ROW[CENTER]]
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.pile: list[int] = []
        self.known = [0] * N_CARDS
        self.banners = [EMPTY] * self.sides
        self.first_banner = EMPTY
        self.turn = 1
        self.current = 0
        self.phase = START
        self.this_swap: SwapRecord | None = None
        self.prev_swap: SwapRecord | None = None
        self.placed = EMPTY
        self.tied: list[int] = []
        self.picks = [EMPTY] * players
        self.tiebreak_round = 0
        self.final: list[int] | None = None
        self.history: list[Sign] = []

    @property
    def sides(self) -> int:
        """How many Banner holders: one per seat, or one per team of two (P29)."""
        return 2 if self.teams else self.players

    def side(self, seat: int) -> int:
        """The Banner holder a seat plays for: itself, or its team (seats 0+2, 1+3)."""
        return seat % 2 if self.teams else seat

    # --- what the table shows -----------------------------------------------------------------

    @property
    def everyone(self) -> int:
        return (1 << self.players) - 1

    def is_bourse(self, card: int) -> bool:
        """True for the Piggy (P03) and for a Faction card showing its Bourse face."""
        return card == PIGGY or not self.up[card]

    def bourse_lines(self) -> tuple[list[int], list[int]]:
        """Bourse faces (Piggy included) per row and per column of the frame."""
        rows, cols = [0] * SIDE, [0] * SIDE
        board, up = self.board, self.up
        for cell in self.occupied:
            card = board[cell]
            if card == PIGGY or not up[card]:
                rows[ROW[cell]] += 1
                cols[COL[cell]] += 1
        return rows, cols

    def bourses_in_line(self, cell: int) -> int:
        """P12: Bourse faces in ``cell``'s row and column, the cell itself excluded."""
        rows, cols = self.bourse_lines()
        count = rows[ROW[cell]] + cols[COL[cell]]
        card = self.board[cell]
        if card != EMPTY and self.is_bourse(card):
            count -= 2
        return count

    def open_cells(self) -> list[int]:
        """P10 + P11: empty cells next to a card that keep the table within a 5×5 square."""
        min_col, max_col, min_row, max_row = self.box
        low_col, high_col = max_col - SQUARE + 1, min_col + SQUARE - 1
        low_row, high_row = max_row - SQUARE + 1, min_row + SQUARE - 1
        board = self.board
        found = set()
        for cell in self.occupied:
            for near in NEIGHBOURS[cell]:
                if board[near] == EMPTY and low_col <= COL[near] <= high_col \
                        and low_row <= ROW[near] <= high_row:
                    found.add(near)
        return sorted(found)

    def placements(self, card: int, warrior: bool) -> list[int]:
        """The cells where ``card`` may be played with that face (P10-P12), whoever holds it."""
        cells = self.open_cells()
        if not warrior:
            return cells
        rows, cols = self.bourse_lines()
        level = CARD_LEVEL[card]
        return [cell for cell in cells if rows[ROW[cell]] + cols[COL[cell]] >= level]

    def blocked_cell(self) -> int:
        """P16: the cell the Piggy may not swap with this turn (undoing the last swap), or -1."""
        previous = self.prev_swap
        if previous is None or previous[0] == EMPTY:
            return EMPTY
        return previous[1]

    def must_take_banner(self) -> bool:
        """P28: the current player holds no Banner and is about to play their last card."""
        return (self.visible_banners and self.banners[self.side(self.current)] == EMPTY
                and len(self.hands[self.current]) == 1 and not self.pile)

    def unveil(self, card: int) -> None:
        """``card`` was just turned up from a Bourse (a Viking, the tie-break): everyone now
        knows which card hid behind the Bourse placed where it lies (its last placement; a
        Mage's earlier take of it stays the taker's secret)."""
        history = self.history
        for index in range(len(history) - 1, -1, -1):
            seat, sign, placed, _ = history[index]
            if placed == card and sign in (SHOWN, HIDDEN):
                history[index] = (seat, sign, placed, True)
                return

    def cards_to_play(self) -> bool:
        """P25: Faction cards are left in a hand or the pile."""
        return bool(self.pile) or any(self.hands)
