"""What one seat sees (``view``) and a full state sampled from it (``determinize``).

Everything on the table is public — face-up runes with their ids, trays,
hoards, Balance runes, slide results — except what nobody sees: the bag's
contents, the runes drawn into hands (unseen even by their holder, R07), the
identity of face-down runes (a blank back, R02) and the generator.
"""

from __future__ import annotations

from typing import Any

from game.core import Event, InvalidRecord, Rng, require
from game.rok.actions import Done, Grab, Order
from game.rok.components import RUNES
from game.rok.rules import State
from game.rok.snapshot import coordinate, load_public, public_dict, rune_list, validate


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


def determinize(seen: dict[str, Any], rng: Rng) -> State:
    """A full state consistent with a view, its hidden runes dealt at random from ``rng``.

    The unseen runes (all but those on view) are shuffled into the bag, the
    hands and the face-down places; the new state gets a generator forked from ``rng``.

    :raises InvalidRecord: if the view is not one a state could show.
    """
    state = load_public(seen)
    state.rng = Rng(rng.next_u64())
    visible = set()
    for item in require(seen, "table", list):
        if not isinstance(item, list) or len(item) != 4:
            raise InvalidRecord("view table entries are [rune, x, y, true]")
        rune = rune_list([item[0]], "table")[0]
        state.table[rune] = (coordinate(item[1], "x"), coordinate(item[2], "y"), True)
    visible |= set(state.table)
    for group in (*state.trays, *state.hoards):
        visible |= set(group)
    visible |= {b for b in state.balance if b}
    hidden = [r for r in RUNES if r not in visible]
    rng.shuffle(hidden)
    counts = require(seen, "hands", list)
    face_down = require(seen, "face_down", list)
    bag_count = require(seen, "bag", int)
    if (len(counts) != state.players or bag_count < 0
            or any(not isinstance(c, int) or c < 0 for c in counts)
            or bag_count + sum(counts) + len(face_down) != len(hidden)):
        raise InvalidRecord("view: bag, hands and face-down runes do not add up to the unseen "
                            "runes (R01)")
    state.bag = sorted(hidden[:bag_count])
    start = bag_count
    for seat, count in enumerate(counts):
        state.hands[seat] = hidden[start:start + count]
        start += count
    for spot, rune in zip(face_down, hidden[start:], strict=True):
        if not isinstance(spot, list) or len(spot) != 2:
            raise InvalidRecord("view face_down entries are [x, y]")
        state.table[rune] = (coordinate(spot[0], "x"), coordinate(spot[1], "y"), False)
    validate(state)
    return state


def learned_by(events: list[Event], players: int) -> set[int]:
    """Every RÖK action is a physical outcome or a timed grab that all seats watch."""
    return set(range(players))
