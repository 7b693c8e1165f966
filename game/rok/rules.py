"""RÖK's state: setup and the contract, over the layers that hold the rules.

The core is time-agnostic (see the package docstring): physical outcomes arrive
as data in :class:`~game.rok.actions.Throw` and :class:`~game.rok.actions.Slide`
actions, and grabs arrive in time order (R25, :func:`~game.rok.throwing.resolve_grabs`).

This module holds :func:`new_game` (R03-R07) and :class:`State`'s contract —
``legal_actions`` / ``play`` / ``check`` / ``apply`` / ``clone`` — and dispatches
each action to the layer that knows its rules, one module a concern, each built
only on the ones before it:

- :mod:`game.rok.position`: the fields, thefts, slide-offs' data, what the table shows;
- :mod:`game.rok.ending`: the draw before each throw and the end (R07, R21-R23);
- :mod:`game.rok.check`: the check, when grabbing ends (R13-R20);
- :mod:`game.rok.throwing`: throws and grabs (R08-R13, R25);
- :mod:`game.rok.slides`: slide-offs and the order of thefts (R17, R23, R24).
"""

from __future__ import annotations

import itertools
from typing import Any

from game.core import Event, IllegalAction, MalformedAction, Rng, check_seed, is_integer
from game.rok.actions import (
    ACTION_TYPES,
    Action,
    Done,
    Grab,
    Order,
    Slide,
    Throw,
    parse_action,
)
from game.rok.components import MAX_PLAYERS, MIN_PLAYERS, RUNES, pair_of
from game.rok.slides import SlideOffs
from game.rok.snapshot import state_to_dict, state_to_json
from game.rok.throwing import Throwing
from game.rok.views import view


class State(Throwing, SlideOffs):
    """A game of RÖK in progress. Build one with :func:`new_game` (or ``from_json``).

    Public attributes (read them, change them only through :meth:`play`):
    ``bag`` (sorted; its order carries no information, draws use ``rng``),
    ``hands`` (runes drawn for the coming throw, unseen), ``table`` (rune →
    ``(x, y, face_up)``; the Destiny rune is implicit at the centre), ``trays``
    (this throw's grabs), ``hoards`` (pairs, two by two), ``balance`` (a rune or
    ``None`` per seat), ``thefts`` (pending, R16), ``contest`` (a slide-off in
    progress), ``chooser`` (who orders thefts, R17), ``tie_winner`` (R23).
    """

    __slots__ = ()

    # --- the contract ---------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Whose input the game waits for; ``None`` once the game is over.

        During a throw and the grab phase it is the throw's first player, the
        "table host" who gives the signal (R08): grabs themselves name their seat
        and any seat may grab. During a slide-off it is the seat that slides next,
        when thefts are ordered (R17) the slide winner.
        """
        if self.phase in ("throw", "grab"):
            return self.first
        if self.phase == "slide":
            assert self.contest is not None
            return self.contest.next_slider()
        if self.phase == "order":
            return self.chooser
        return None

    def expects_outcome(self) -> str | None:
        """``"throw"`` or ``"slide"`` when the next action is a physical outcome, else ``None``.

        Such actions are not enumerable: :meth:`legal_actions` leaves them out;
        ``table.py`` (or ``random_action``) produces them and :meth:`play` validates them.
        """
        return self.phase if self.phase in ("throw", "slide") else None

    def legal_actions(self) -> list[Action]:
        """Every enumerable legal action, in a stable order.

        Grab phase: every seat's grab of every face-up rune, then ``done``.
        Order phase: every order of the colour's thefts. Throw and slide phases
        expect a physical outcome (see :meth:`expects_outcome`), so the list is empty.
        """
        if self.phase == "grab":
            runes = self.grabbable()
            actions: list[Action] = [Grab(s, r) for s in range(self.players) for r in runes]
            actions.append(Done())
            return actions
        if self.phase == "order":
            return [Order(p) for p in itertools.permutations(self._ordered_group())]
        return []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def clone(self) -> State:
        other = State(self.players, self.rng.clone(), self.first)
        other.phase = self.phase
        other.throw_no = self.throw_no
        other.bag = list(self.bag)
        other.hands = [list(h) for h in self.hands]
        other.table = dict(self.table)
        other.trays = [list(t) for t in self.trays]
        other.hoards = [list(h) for h in self.hoards]
        other.balance = list(self.balance)
        other.thefts = list(self.thefts)
        other.contest = self.contest.clone() if self.contest else None
        other.chooser = self.chooser
        other.tie_winner = self.tie_winner
        other.tie_slides = dict(self.tie_slides)
        return other

    def view(self, seat: int, everything: bool = False) -> dict[str, Any]:
        """What ``seat`` may see; ``everything``: every hidden card too, for watching a
        finished game again (never for a player or a bot)."""
        return view(self, seat, everything)

    def to_dict(self) -> dict[str, Any]:
        return state_to_dict(self)

    def to_json(self) -> str:
        return state_to_json(self)

    def __repr__(self) -> str:
        return f"<rok.State players={self.players} throw={self.throw_no} phase={self.phase}>"

    # --- play -------------------------------------------------------------------------------

    def play(self, action: Action | str) -> list[Event]:
        """Check and apply one action; returns what happened, in order.

        :raises MalformedAction: for text that does not parse, or neither text nor an action.
        :raises IllegalAction: with the rule's ID; the state is then unchanged.
        """
        if isinstance(action, str):
            action = parse_action(self, action)
        elif not isinstance(action, ACTION_TYPES):
            raise MalformedAction(repr(action), "not a RÖK action")
        self.check(action)
        return self.apply(action)

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal here (changes nothing)."""
        if isinstance(action, Throw):
            self._check_throw(action)
        elif isinstance(action, Grab):
            self._check_grab(action)
        elif isinstance(action, Done):
            if self.phase != "grab":
                raise IllegalAction(action, "grabbing is not under way", "R13")
        elif isinstance(action, Slide):
            self._check_slide(action)
        elif isinstance(action, Order):
            self._check_order(action)
        else:
            raise IllegalAction(action, "not a RÖK action", "R03")

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it (the fast path for bots and replays)."""
        events: list[Event] = []
        if isinstance(action, Throw):
            self._apply_throw(action, events)
        elif isinstance(action, Grab):
            self._apply_grab(action, events)
        elif isinstance(action, Done):
            self._end_grabbing("done", events)
        elif isinstance(action, Slide):
            self._apply_slide(action, events)
        elif isinstance(action, Order):
            self._apply_order(action, events)
        return events


def new_game(players: int, seed: int, first: int = 0) -> State:
    """A new game: Destiny at the centre, Balance runes drawn (R04, R05), first hands drawn (R07).

    ``first`` is the seat that starts (R06: the youngest; seat 0 unless chosen).

    >>> state = new_game(3, seed=1)
    >>> state.phase, [len(h) for h in state.hands], len(state.bag)
    ('throw', [4, 4, 4], 33)
    """
    if not is_integer(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"RÖK is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r} "
                         "(R03)")
    if not is_integer(first) or not 0 <= first < players:
        raise ValueError(f"the first player must be a seat 0..{players - 1}, not {first!r} "
                         "(R06)")
    check_seed(seed)
    state = State(players, Rng(seed), first)
    state.bag = list(RUNES)
    draw_balances(state)
    state.draw_hands()
    return state


def draw_balances(state: State) -> None:
    """R05: each seat draws a Balance rune; identical ones go back and are redrawn."""
    waiting = state.turn_order()
    while waiting:
        for seat in waiting:
            state.balance[seat] = state._pop_from_bag()
        drawn = [pair_of(b) for b in state.balance if b is not None]
        waiting = [s for s in state.turn_order()
                   if drawn.count(pair_of(state.balance[s] or "")) > 1]
        state._to_bag(state.balance[s] or "" for s in waiting)
        for seat in waiting:
            state.balance[seat] = None
