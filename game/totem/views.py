"""What one seat may see (``view``, ``public_view``), what each event showed whom, and a
move shown one moment at a time (``moments``); full states dealt back from a view are
:mod:`game.totem.guess`'s.

A seat sees its own hand and its own face-down defenders; of the opponent it
sees the hand size, revealed defenders and backs (``"card": None``) for the
face-down ones; of the deck only its size. Discards are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.totem.actions import SLOTS, parse_action
from game.totem.cards import names
from game.totem.phases import OVER

if TYPE_CHECKING:  # the state calls its view here: only its type is needed
    from game.totem.rules import State


def view(state: State, seat: int, everything: bool = False) -> dict[str, Any]:
    """The JSON-ready table as ``seat`` sees it, with the texts of its legal actions.

    ``everything``: every face-down defender named and ``hands`` holding both hands
    (watching a game again); otherwise ``hands`` is None.
    """
    if seat not in (0, 1):
        raise ValueError(f"Totem has seats 0 and 1, not {seat!r}")
    current = state.current_player
    return {
        "game": "totem",
        "seat": seat,
        "current_player": current,
        "legal": [str(a) for a in state.legal_actions()] if current == seat else [],
        **state.progress(),
        "deck": len(state.deck),
        "discard": names(state.discard),
        "hand": names(state.hands[seat]),
        "hand_counts": [len(h) for h in state.hands],
        "hands": [names(hand) for hand in state.hands] if everything else None,
        "zones": [[state.defender(owner, i, owner == seat or everything) for i in range(SLOTS)]
                  for owner in (0, 1)],
        "defenders": state.scores(),
        "totals": state.totals() if state.phase == OVER else None,
        "end_reason": state.end_reason,
        "winners": state.winners(),
    }


def public_view(state: State, seat: int) -> dict[str, Any]:
    """The table as ``seat`` sits at it, showing only what both seats may see: no hand's
    cards, no face-down defender named (a hot-seat table shows this while the next seat
    to act is not the one at the screen).

    >>> from game.totem.rules import new_game
    >>> seen = public_view(new_game(2, seed=1), 0)
    >>> seen["hand"], seen["hand_counts"], seen["legal"]
    ([], [7, 7], [])
    """
    seen = view(state, seat)
    seen.update({"legal": [], "hand": [], "public": True,
                 "zones": [[state.defender(owner, i, False) for i in range(SLOTS)]
                           for owner in (0, 1)]})
    return seen


def learned_by(events: list[Event], players: int) -> set[int]:
    """The seats these events showed something hidden from them (for take-backs).

    A draw shows a card to the drawer; an attack or a discard shows hand cards
    to the opponent; a reveal (attack, Eye, end) shows a defender to everyone
    but its owner. Setting up, defending and exchanging show nothing.
    """
    learned: set[int] = set()
    for event in events:
        if event.seat is None:
            continue
        if event.kind == "draw":
            learned.add(event.seat)
        elif event.kind in ("attack", "discard", "reveal"):
            learned.add(1 - event.seat)
    return learned


class _Watched(list[Event]):
    """The events of one action as the rules tell them, with what a seat saw after each."""

    def __init__(self, state: State, seat: int, everything: bool, public: bool) -> None:
        super().__init__()
        self.state, self.seat, self.everything, self.public = state, seat, everything, public
        self.views: list[dict[str, Any]] = []

    def append(self, event: Event) -> None:
        super().append(event)
        seen = public_view(self.state, self.seat) if self.public else \
            view(self.state, self.seat, self.everything)
        seen["legal"] = []  # a moment inside a move: nobody acts then
        self.views.append(seen)


def moments(state: State, action: str, seat: int, everything: bool = False,
            public: bool = False) -> tuple[list[Event], list[dict[str, Any]]]:
    """Play the legal ``action`` on a copy of ``state`` (left unchanged) and return its
    events with the view ``seat`` had right after each one, so a table can show a move one
    moment at a time: a hand, the deck's count, a score change with the event that
    changes them, never before. ``public``: the moments as :func:`public_view` shows them.

    >>> from game.totem.rules import new_game
    >>> state = new_game(2, seed=1)
    >>> events, views = moments(state, "setup " + " ".join(state.view(0)["hand"][:4]), 0)
    >>> [e.kind for e in events], len(views[0]["hand"]), state.phase
    (['setup'], 3, 'setup')
    """
    copy = state.clone()
    watched = _Watched(copy, seat, everything, public)
    copy.apply(parse_action(copy, action), watched)
    return list(watched), watched.views
