"""Pook snapshots: the whole state as versioned JSON (read back by :mod:`game.pook.loading`).

The format names cards and cells in the action notation so that a position from
the rulebook can be written by hand in a test::

    {"format": "tablee-pook-state/2", "players": 4,
     "options": {"visible_banners": false, "teams": false,
                 "knight_protects": "all", "mage_swap": "any"},
     "rng": 0, "turn": 1, "phase": "start", "current": 0,
     "table": {"E5": "P", "E4": "O2a W", "D5": "K1a B"},
     "hands": [["K1b", ...], ...], "pile": [...next card to draw first...],
     "known": {"K1a": [0], ...every Faction card: the seats that know which card it is},
     "banners": ["KM", "OV", ...one per seat, or per team], "first_banner": null,
     "this_swap": null, "previous_swap": {"card": "K1a", "from": "E5", "to": "D5"},
     "placed": null, "tiebreak": {"round": 0, "tied": [], "picks": [null, ...]},
     "final_scores": null,
     "history": [[0, "warrior", "O2a", true], [1, "bourse", "K1a", false], ...]}

A swap record's ``card`` is null once a Mage took that card off the table.
``history`` (optional: a position set up by hand has no past) lists what each
seat did in front of everyone, in order: ``[seat, sign, card, public]`` with a
sign of ``SIGNS``; ``public`` says whether everyone may know the card, which is
null only in a state dealt from a view, where a private card is not known.
A ``/1`` position (written before ``history`` existed) loads as a ``/2`` without it.
Loading checks types, ranges, that the 24 Faction cards and the Piggy are each
found exactly once, the table's shape (E5 occupied, connected, within 5×5) and
that the phase fits the rest; anything wrong raises InvalidRecord and nothing
is half-loaded.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from game.pook.cards import (
    CARD_IDS,
    CELL_NAMES,
    PIGGY,
    PIGGY_ID,
)
from game.pook.position import (
    EMPTY,
    PHASES,
    SIGNS,
    SwapRecord,
    banner_text,
)

if TYPE_CHECKING:  # the state writes itself here: only its type is needed
    from game.pook.rules import State

FORMAT = "tablee-pook-state/2"
FORMAT_1 = "tablee-pook-state/1"  # written before ``history``: read as a /2 without one
OPTION_NAMES = ("visible_banners", "teams", "knight_protects", "mage_swap")


def to_json(state: State) -> str:
    """The whole state (secrets and the generator included) as one JSON text."""
    board = state.board
    return json.dumps({
        "format": FORMAT,
        "players": state.players,
        "options": state.options,
        "rng": state.rng.to_json(),
        "turn": state.turn,
        "phase": PHASES[state.phase],
        "current": state.current_player,
        "table": {CELL_NAMES[cell]: _token(state, board[cell]) for cell in sorted(state.occupied)},
        "hands": [[CARD_IDS[card] for card in hand] for hand in state.hands],
        "pile": [CARD_IDS[card] for card in reversed(state.pile)],
        "known": {CARD_IDS[card]: [s for s in range(state.players) if mask >> s & 1]
                  for card, mask in enumerate(state.known)},
        "banners": [banner_text(b) for b in state.banners],
        "first_banner": None if state.first_banner == EMPTY else state.first_banner,
        "this_swap": _swap_json(state.this_swap),
        "previous_swap": _swap_json(state.prev_swap),
        "placed": CELL_NAMES[state.placed] if state.placed != EMPTY else None,
        "tiebreak": {"round": state.tiebreak_round, "tied": state.tied,
                     "picks": [CELL_NAMES[c] if c != EMPTY else None for c in state.picks]},
        "final_scores": state.final,
        "history": [[seat, SIGNS[sign], CARD_IDS[card] if card != EMPTY else None, public]
                    for seat, sign, card, public in state.history],
    }, ensure_ascii=False)


def _token(state: State, card: int) -> str:
    if card == PIGGY:
        return PIGGY_ID
    return f"{CARD_IDS[card]} {'W' if state.up[card] else 'B'}"


def _swap_json(record: SwapRecord | None) -> dict[str, Any] | None:
    if record is None:
        return None
    card, start, end = record
    return {"card": CARD_IDS[card] if card != EMPTY else None,
            "from": CELL_NAMES[start], "to": CELL_NAMES[end]}


