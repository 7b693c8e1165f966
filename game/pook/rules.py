"""The Pook state: setup, the legality of every action, applying it, scoring and the tie-break.

A turn runs through phases: ``start`` (optional Piggy swap, optional Banner in
the variant, then play a card) → ``power`` (only when the placed Warrior has a
power with a legal target) → ``after`` (optional swap / Banner, then ``end``).
Once the last Faction card is placed and resolved the game is scored; a tie
for first place opens the ``tiebreak`` phase; then ``over``.

``legal_actions`` builds the exact set from tables of shared action objects;
``play`` checks one action directly with :meth:`State.refusal` (the same rules,
written as reasons) so both stay cheap. Tests check the two agree everywhere.
"""

from __future__ import annotations

from typing import Any

from game.core import Event, IllegalAction, MalformedAction, Rng, check_seed, is_integer
from game.pook.actions import (
    END,
    PICKS,
    PLAYS,
    POWERS,
    SKIP,
    SWAPS,
    TAKE_BANNERS,
    Action,
    End,
    Pick,
    Play,
    Power,
    Skip,
    Swap,
    TakeBanner,
    mage_power,
    parse_action,
)
from game.pook.cards import (
    BANNER_FACTIONS,
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    CENTER,
    COL,
    FACTION_NAMES,
    FACTIONS,
    KNIGHT,
    MAGE,
    N_CARDS,
    N_CELLS,
    NEIGHBOURS,
    ORC,
    PIGGY,
    ROW,
    SIDE,
    SQUARE,
    VIKING,
    card_name,
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

_POWER_RULE = {MAGE: "P21", ORC: "P22", VIKING: "P23"}
_ACTION_TYPES = (Swap, Play, Power, Skip, End, TakeBanner, Pick)


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


def new_game(players: int, seed: int, visible_banners: bool = False, teams: bool = False,
             knight_protects: str = "all", mage_swap: str = "any") -> State:
    """A shuffled, dealt game (P05-P08): Piggy on E5, 6 cards a hand, Banners dealt or laid out.

    >>> state = new_game(3, seed=1)
    >>> [len(hand) for hand in state.hands], len(state.pile), state.current_player
    ([6, 6, 6], 6, 0)
    """
    check_seed(seed)
    state = State(players, visible_banners=visible_banners, teams=teams,
                  knight_protects=knight_protects, mage_swap=mage_swap, rng=Rng(seed))
    deck = list(range(N_CARDS))
    state.rng.shuffle(deck)
    for seat in range(players):
        state.hands[seat] = sorted(deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE])
        for card in state.hands[seat]:
            state.known[card] = 1 << seat
    state.pile = deck[players * HAND_SIZE:]
    if not visible_banners:
        banners = list(range(len(BANNERS)))
        state.rng.shuffle(banners)
        state.banners = banners[:state.sides]
    return state


def random_action(state: State, rng: Rng) -> Action:
    """One legal action drawn uniformly with ``rng``.

    :raises ValueError: if the game is over.
    """
    actions = state.legal_actions()
    if not actions:
        raise ValueError("the game is over: no legal action (P25)")
    return actions[rng.below(len(actions))]


def _bourses(n: int) -> str:
    return f"{n} Bourse" if n == 1 else f"{n} Bourses"


class State:
    """A whole Pook position, secrets included; scenes and bots see it only through ``view``."""

    __slots__ = ("banners", "board", "box", "current", "final", "first_banner", "hands",
                 "knight_protects", "known", "mage_swap", "occupied", "phase", "picks", "pile",
                 "placed", "players", "prev_swap", "rng", "teams", "this_swap",
                 "tiebreak_round", "tied", "turn", "up", "visible_banners", "where")

    def __init__(self, players: int, *, visible_banners: bool = False, teams: bool = False,
                 knight_protects: str = "all", mage_swap: str = "any",
                 rng: Rng | None = None) -> None:
        """An empty table with the Piggy on E5; :func:`new_game` deals, snapshots fill it in."""
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

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def sides(self) -> int:
        """How many Banner holders: one per seat, or one per team of two (P29)."""
        return 2 if self.teams else self.players

    @property
    def options(self) -> dict[str, Any]:
        """The ``new_game`` keyword options, as a game record stores them."""
        return {"visible_banners": self.visible_banners, "teams": self.teams,
                "knight_protects": self.knight_protects, "mage_swap": self.mage_swap}

    def side(self, seat: int) -> int:
        """The Banner holder a seat plays for: itself, or its team (seats 0+2, 1+3)."""
        return seat % 2 if self.teams else seat

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now, in a stable order."""
        phase = self.phase
        if phase == START:
            actions = self._swap_actions() + self._banner_actions()
            if not self.must_take_banner():
                actions += self._play_actions()
            return actions
        if phase == POWER:
            return [*self.power_actions(), SKIP]
        if phase == AFTER:
            return [*self._swap_actions(), *self._banner_actions(), END]
        if phase == TIEBREAK:
            return [PICKS[cell] for cell in self.bourse_cells()]
        return []

    def play(self, action: Action | str) -> list[Event]:
        """Check and apply one action of the current player; returns what happened.

        :raises MalformedAction: for text that does not parse.
        :raises IllegalAction: naming the rule, with the state left exactly as it was.
        """
        if isinstance(action, str):
            action = parse_action(self, action)
        elif not isinstance(action, _ACTION_TYPES):
            raise MalformedAction(repr(action), "not a Pook action")
        refusal = self.refusal(action)
        if refusal is not None:
            raise refusal
        return self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it (the fast path for bots)."""
        if isinstance(action, Play):
            return self._apply_play(action)
        if isinstance(action, Power):
            return self._apply_power(action)
        if isinstance(action, Skip):
            return self._resolved([Event("skip", self.current, {"cell": CELL_NAMES[self.placed]})])
        if isinstance(action, Swap):
            return self._apply_swap(action)
        if isinstance(action, End):
            return self._apply_end()
        if isinstance(action, TakeBanner):
            return self._apply_banner(action)
        return self._apply_pick(action)

    def scores(self) -> list[int]:
        """Each seat's score (P26, +1 for the first Banner taken in P28, tie-break P27)."""
        return list(self.final) if self.final is not None else self.current_scores()

    def winners(self) -> list[int]:
        """The seats that won (partners both, tied players sharing); [] while playing."""
        if self.phase != OVER or self.final is None:
            return []
        best = max(self.final)
        return [seat for seat, score in enumerate(self.final) if score == best]

    def clone(self) -> State:
        copy = State.__new__(State)
        for name in ("players", "visible_banners", "teams", "knight_protects", "mage_swap",
                     "first_banner", "turn", "current", "phase", "this_swap", "prev_swap",
                     "placed", "tiebreak_round"):
            setattr(copy, name, getattr(self, name))
        copy.rng = self.rng.clone()
        copy.board = self.board[:]
        copy.where = self.where[:]
        copy.up = self.up[:]
        copy.occupied = self.occupied[:]
        copy.box = self.box[:]
        copy.hands = [hand[:] for hand in self.hands]
        copy.pile = self.pile[:]
        copy.known = self.known[:]
        copy.banners = self.banners[:]
        copy.tied = self.tied[:]
        copy.picks = self.picks[:]
        copy.final = None if self.final is None else self.final[:]
        return copy

    def view(self, seat: int, everything: bool = False) -> dict[str, Any]:
        """What ``seat`` may see; ``everything``: every hidden card too, for watching a
        finished game again (never for a player or a bot)."""
        from game.pook.views import view
        return view(self, seat, everything)

    def to_json(self) -> str:
        from game.pook.snapshot import to_json
        return to_json(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and other.to_json() == self.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<pook State players={self.players} turn={self.turn} "
                f"phase={PHASES[self.phase]} current={self.current_player}>")

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

    def faction_totals(self) -> list[int]:
        """P26: the sum of the levels of each faction's visible Warriors (K, M, O, V)."""
        totals = [0, 0, 0, 0]
        board, up = self.board, self.up
        for cell in self.occupied:
            card = board[cell]
            if card != PIGGY and up[card]:
                totals[CARD_FACTION[card]] += CARD_LEVEL[card]
        return totals

    def bourse_cells(self) -> list[int]:
        """Cells holding a Faction card on its Bourse face (the Piggy excluded), in order."""
        board, up = self.board, self.up
        return sorted(cell for cell in self.occupied
                      if board[cell] != PIGGY and not up[board[cell]])

    def current_scores(self) -> list[int]:
        """P26 (+1 for the first Banner taken, P28) for the table as it lies now."""
        totals = self.faction_totals()
        per_side = []
        for side, banner in enumerate(self.banners):
            score = 0
            if banner != EMPTY:
                first, second = BANNER_FACTIONS[banner]
                score = totals[first] + totals[second]
            if self.visible_banners and self.first_banner == side:
                score += 1
            per_side.append(score)
        return [per_side[self.side(seat)] for seat in range(self.players)]

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

    def cards_to_play(self) -> bool:
        """P25: Faction cards are left in a hand or the pile."""
        return bool(self.pile) or any(self.hands)

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

    # --- refusals: the same rules, as reasons ---------------------------------------------------

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal here, as the IllegalAction to raise; None when it is legal."""
        if self.phase == OVER:
            return IllegalAction(action, "the game is over", "P25")
        if self.phase == TIEBREAK and not isinstance(action, Pick):
            return IllegalAction(action, "the game is over: the tied players now each choose a "
                                 "Bourse in secret (pick CELL)", "P27")
        found: tuple[str, str] | None
        if isinstance(action, Play):
            found = self._refuse_play(action)
        elif isinstance(action, Power):
            found = self._refuse_power(action)
        elif isinstance(action, Swap):
            found = self._refuse_swap(action)
        elif isinstance(action, TakeBanner):
            found = self._refuse_banner(action)
        elif isinstance(action, Pick):
            found = self._refuse_pick(action)
        elif isinstance(action, Skip):
            found = None if self.phase == POWER else ("no Warrior power is waiting to be "
                                                      "applied or skipped", "P13")
        else:
            found = self._refuse_end()
        return None if found is None else IllegalAction(action, found[0], found[1])

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
                        f"{_bourses(room)} in its row and column"), "P12"
        return None

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
                    f"{CELL_NAMES[action.cell]} has only {_bourses(room)} in its row and "
                    "column (P12)"), "P21"
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

    def _refuse_pick(self, action: Pick) -> tuple[str, str] | None:
        if self.phase != TIEBREAK:
            return "choosing a Bourse only happens in a tie-break for first place", "P27"
        name = CELL_NAMES[action.cell]
        card = self.board[action.cell]
        if card == EMPTY:
            return f"{name} is empty: choose a Bourse card", "P27"
        if card == PIGGY:
            return "the Piggy cannot be chosen: choose a Faction card's Bourse", "P27"
        if self.up[card]:
            return f"{name} already shows its Warrior face: choose a Bourse", "P27"
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

    def _apply_power(self, action: Power) -> list[Event]:
        seat, cell = self.current, action.cell
        target = self.board[cell]
        faction = CARD_FACTION[self.board[self.placed]]
        by = {"by": FACTION_NAMES[faction], "from": CELL_NAMES[self.placed]}
        if faction != MAGE:
            self.up[target] = faction == VIKING
            self.known[target] = self.everyone
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
        data = {"cell": CELL_NAMES[cell], "face": "warrior" if warrior else "bourse",
                "taken": CARD_IDS[target] if warrior else None,
                "placed": CARD_IDS[card] if warrior else None, **by}
        return self._resolved([Event("mage_swap", seat, data)])

    def _resolved(self, events: list[Event]) -> list[Event]:
        """The card is played and its power settled: on to ``after``, or to scoring (P25)."""
        self.phase = AFTER
        if not self.cards_to_play():
            self._game_over(events)
        return events

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

    # --- the end (P25-P27) ----------------------------------------------------------------------

    def _game_over(self, events: list[Event]) -> None:
        self.final = self.current_scores()
        totals = self.faction_totals()
        events.append(Event("game_over", None, {
            "banners": [banner_text(self.banners[self.side(s)]) for s in range(self.players)],
            "totals": dict(zip(FACTIONS, totals, strict=True)),
            "scores": list(self.final)}))
        self._settle(list(range(self.sides)), events)

    def _settle(self, sides: list[int], events: list[Event]) -> None:
        """P27: a tie for first among ``sides`` with Bourses left opens a round of secret picks."""
        final = self.final
        assert final is not None
        best = max(final[side] for side in sides)
        tied = [side for side in sides if final[side] == best]
        if len(tied) > 1 and self.bourse_cells():
            self.tied = [seat for seat in range(self.players) if self.side(seat) in tied]
            self.picks = [EMPTY] * self.players
            self.tiebreak_round += 1
            self.phase = TIEBREAK
            self.current = self.tied[0]
            events.append(Event("tiebreak", None, {"seats": self.tied[:],
                                                   "round": self.tiebreak_round}))
            return
        self.phase = OVER
        winners = self.winners()
        shared = len({self.side(seat) for seat in winners}) > 1
        events.append(Event("winners", None, {"seats": winners, "scores": list(final),
                                              "shared": shared}))

    def _apply_pick(self, action: Pick) -> list[Event]:
        self.picks[self.current] = action.cell
        events = [Event("pick", self.current, {})]
        waiting = [seat for seat in self.tied if self.picks[seat] == EMPTY]
        if waiting:
            self.current = waiting[0]
            return events
        chosen = sorted({self.picks[seat] for seat in self.tied})
        events.append(Event("reveal", None, {"picks": [
            CELL_NAMES[cell] if cell != EMPTY else None for cell in self.picks]}))
        for cell in chosen:
            card = self.board[cell]
            self.up[card] = True
            self.known[card] = self.everyone
            events.append(Event("flip", None, {"cell": CELL_NAMES[cell], "card": CARD_IDS[card],
                                               "face": "warrior", "by": "tie-break"}))
        scores = self.current_scores()
        assert self.final is not None
        for seat in self.tied:
            self.final[seat] = scores[seat]
        self._settle(sorted({self.side(seat) for seat in self.tied}), events)
        return events


def _forget(record: SwapRecord | None, card: int) -> SwapRecord | None:
    """A swap record whose card a Mage took off the table no longer blocks anything (P16)."""
    if record is not None and record[0] == card:
        return EMPTY, record[1], record[2]
    return record


def face_data(card: int, warrior: bool) -> dict[str, Any]:
    """What everyone sees of a card on the table: a Warrior's identity, or only a Bourse."""
    if not warrior:
        return {"face": "bourse", "card": None, "faction": None, "level": None}
    return {"face": "warrior", "card": CARD_IDS[card],
            "faction": FACTION_NAMES[CARD_FACTION[card]], "level": CARD_LEVEL[card]}


def banner_text(banner: int) -> str | None:
    return None if banner == EMPTY else BANNERS[banner]
