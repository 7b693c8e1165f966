"""Whole-state snapshots written: ``to_json`` (read back, checked, by :mod:`game.totem.loading`).

The format is ``tablee-totem-state/1``: the Rng state, the phase fields, and
every card by name in the deck (drawn from its end), the discard pile, both
hands and both defence zones (4 slots each: null or card, revealed, spent).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from game.totem.actions import SLOTS
from game.totem.cards import names

if TYPE_CHECKING:  # the state writes itself here: only its type is needed
    from game.totem.rules import State

FORMAT = "tablee-totem-state/1"


def to_json(state: State) -> str:
    return json.dumps({
        "format": FORMAT,
        "rng": state.rng.to_json(),
        **state.progress(),
        "deck": names(state.deck),
        "discard": names(state.discard),
        "hands": [names(state.hands[0]), names(state.hands[1])],
        "zones": [[state.defender(seat, i, True) for i in range(SLOTS)] for seat in (0, 1)],
    }, separators=(",", ":"))


