"""The Pook state: setup and the contract, over the layers that hold the rules.

A turn runs through phases: ``start`` (optional Piggy swap, optional Banner in
the variant, then play a card) → ``power`` (only when the placed Warrior has a
power with a legal target) → ``after`` (optional swap / Banner, then ``end``).
Once the last Faction card is placed and resolved the game is scored; a tie
for first place opens the ``tiebreak`` phase; then ``over``.

``legal_actions`` builds the exact set from tables of shared action objects;
``play`` checks one action directly with :meth:`State.refusal` (the same rules,
written as reasons) so both stay cheap. Tests check the two agree everywhere.

This module holds the contract — :func:`new_game`, :func:`random_action` and
:class:`State`'s ``legal_actions`` / ``play`` / ``refusal`` / ``apply`` /
``clone`` — and dispatches each action to the layer that knows its rules, one
module a concern, each built only on the ones before it:

- :mod:`game.pook.position`: the fields, the phases and what the table shows
  (P10-P12 placement, P16, P28);
- :mod:`game.pook.ending`: scoring, the end and the tie-break (P25-P27);
- :mod:`game.pook.powers`: the Warrior powers and Knight protection (P17-P24);
- :mod:`game.pook.turn`: play, Piggy swap, Banner, end of turn (P09-P16, P28).
"""

from __future__ import annotations

from typing import Any

from game.core import Event, IllegalAction, MalformedAction, Rng, check_seed
from game.pook.actions import (
    END,
    PICKS,
    SKIP,
    Action,
    End,
    Pick,
    Play,
    Power,
    Skip,
    Swap,
    TakeBanner,
    parse_action,
)
from game.pook.cards import BANNERS, CELL_NAMES, N_CARDS
from game.pook.position import AFTER, HAND_SIZE, OVER, PHASES, POWER, START, TIEBREAK
from game.pook.snapshot import to_json
from game.pook.turn import Turn
from game.pook.views import view

_ACTION_TYPES = (Swap, Play, Power, Skip, End, TakeBanner, Pick)


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


class State(Turn):
    """A whole Pook position, secrets included; scenes and bots see it only through ``view``."""

    __slots__ = ()

    # --- the contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def options(self) -> dict[str, Any]:
        """The ``new_game`` keyword options, as a game record stores them."""
        return {"visible_banners": self.visible_banners, "teams": self.teams,
                "knight_protects": self.knight_protects, "mage_swap": self.mage_swap}

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
        copy.history = self.history[:]
        return copy

    def view(self, seat: int, everything: bool = False) -> dict[str, Any]:
        """What ``seat`` may see; ``everything``: every hidden card too, for watching a
        finished game again (never for a player or a bot)."""
        return view(self, seat, everything)

    def to_json(self) -> str:
        return to_json(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and other.to_json() == self.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<pook State players={self.players} turn={self.turn} "
                f"phase={PHASES[self.phase]} current={self.current_player}>")
