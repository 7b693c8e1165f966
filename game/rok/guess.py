"""A full RÖK state consistent with one seat's view (``determinize``): the unseen runes (the
bag, the hands, the face-down places) dealt at random, for a bot's search."""

from __future__ import annotations

from typing import Any

from game.core import InvalidRecord, Rng, require
from game.rok.components import RUNES
from game.rok.loading import coordinate, load_public, rune_list, validate
from game.rok.rules import State


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
