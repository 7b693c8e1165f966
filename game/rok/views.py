"""What one seat sees (``view``); a full state sampled from it is :mod:`game.rok.guess`'s.

Everything on the table is public — face-up runes with their ids, trays,
hoards, Balance runes, slide results — except what nobody sees: the bag's
contents, the runes drawn into hands (unseen even by their holder, R07), the
identity of face-down runes (a blank back, R02) and the generator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.rok.actions import Done, Grab, Order
from game.rok.snapshot import public_dict

if TYPE_CHECKING:  # the state calls its view here: only its type is needed
    from game.rok.rules import State


def seat_legal(state: State, seat: int) -> list[str]:
    """The actions ``seat`` itself may take now, as text.

    In the grab phase: its own grabs, plus ``done`` for the table host (the
    current player). Throw and slide outcomes come from the table, not a menu.
    """
    if state.phase == "grab":
        texts = [str(Grab(seat, r)) for r in state.grabbable()]
        if seat == state.current_player:
            texts.append(str(Done()))
        return texts
    if seat == state.current_player:
        return [str(a) for a in state.legal_actions() if isinstance(a, Order)]
    return []


def view(state: State, seat: int, everything: bool = False) -> dict[str, Any]:
    """A JSON-ready dict of exactly what ``seat`` may see.

    Every seat sees the same table; ``everything`` (watching a game again) changes
    nothing: a face-down rune or a hand is unseen by all, and stays so.
    """
    data = public_dict(state)
    data.update({
        "game": "rok",
        "seat": seat,
        "current_player": state.current_player,
        "legal": seat_legal(state, seat),
        "expects": state.expects_outcome(),
        "bag": len(state.bag),
        "hands": [len(h) for h in state.hands],
        "table": [[r, x, y, True] for r, (x, y, up) in sorted(state.table.items()) if up],
        "face_down": sorted([x, y] for (x, y, up) in state.table.values() if not up),
        "scores": state.scores(),
        "winners": state.winners(),
    })
    return data


def learned_by(events: list[Event], players: int) -> set[int]:
    """Every RÖK action is a physical outcome or a timed grab that all seats watch."""
    return set(range(players))
