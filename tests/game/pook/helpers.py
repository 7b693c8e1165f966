"""Build Pook positions for tests from a small picture of the table.

A grid is rows of tokens separated by spaces: ``.`` an empty cell, ``P`` the
Piggy, ``O2a`` a Faction card showing its Warrior face, ``o2a`` (lower-case
faction letter) the same card showing its Bourse face. The grid's top-left
token lies on ``top_left`` (C3 by default, so a 5×5 grid is centred on E5).

The position goes through ``from_json``, so every test position is also a
validated snapshot. Cards not on the table or in a given hand are dealt in
card order to the seats whose hand is not given, or to the pile when every
hand is given.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core import IllegalAction
from game.pook import State, from_json
from game.pook.cards import BANNERS, CARD_IDS, CELL_NAMES, PIGGY, SIDE, parse_cell
from game.pook.snapshot import FORMAT


def cells_of(grid: str, top_left: str = "C3") -> dict[str, str]:
    """``{cell: token}`` for the non-empty tokens of ``grid``, tokens as in snapshots."""
    origin = parse_cell(top_left)
    table = {}
    for r, line in enumerate(line for line in grid.strip().splitlines() if line.strip()):
        for c, token in enumerate(line.split()):
            if token == ".":
                continue
            cell = origin + r * SIDE + c
            if token == "P":
                table[CELL_NAMES[cell]] = "P"
            else:
                face = "W" if token[0].isupper() else "B"
                table[CELL_NAMES[cell]] = f"{token[0].upper()}{token[1:]} {face}"
    return table


def position(grid: str, *, top_left: str = "C3", players: int = 4,
             hands: dict[int, list[str]] | None = None, pile: list[str] | None = None,
             current: int = 0, phase: str = "start", placed: str | None = None,
             banners: list[str | None] | None = None, first_banner: int | None = None,
             known: dict[str, list[int]] | None = None, previous_swap: dict[str, Any] | None = None,
             this_swap: dict[str, Any] | None = None, turn: int = 1,
             tiebreak: dict[str, Any] | None = None, final_scores: list[int] | None = None,
             **options: Any) -> State:
    """A validated State with this table; see the module docstring."""
    table = cells_of(grid, top_left)
    opts = {"visible_banners": False, "teams": False, "knight_protects": "all",
            "mage_swap": "any", **options}
    given = {seat: list(cards) for seat, cards in (hands or {}).items()}
    used = {token.split()[0] for token in table.values()} | {c for h in given.values() for c in h}
    used |= set(pile or [])
    rest = [card for card in CARD_IDS if card not in used]
    open_seats = [seat for seat in range(players) if seat not in given]
    all_hands = [given.get(seat, []) for seat in range(players)]
    if open_seats:
        for i, card in enumerate(rest):
            all_hands[open_seats[i % len(open_seats)]].append(card)
        rest = []
    seen = {card: [] for card in CARD_IDS}
    for seat, hand in enumerate(all_hands):
        for card in hand:
            seen[card] = [seat]
    for token in table.values():
        if token.endswith(" W"):
            seen[token.split()[0]] = list(range(players))
    seen.update(known or {})
    sides = 2 if opts["teams"] else players
    if banners is None:
        banners = [None] * sides if opts["visible_banners"] else list(BANNERS[:sides])
    data = {
        "format": FORMAT, "players": players, "options": opts, "rng": 0, "turn": turn,
        "phase": phase, "current": None if phase == "over" else current,
        "table": table, "hands": all_hands, "pile": (pile or []) + rest, "known": seen,
        "banners": banners, "first_banner": first_banner, "this_swap": this_swap,
        "previous_swap": previous_swap, "placed": placed,
        "tiebreak": tiebreak or {"round": 0, "tied": [], "picks": [None] * players},
        "final_scores": final_scores,
    }
    return from_json(json.dumps(data))


def grid_of(state: State, top_left: str = "C3", size: int = 5) -> str:
    """The table as a grid in the same notation (for readable assertions)."""
    origin = parse_cell(top_left)
    lines = []
    for r in range(size):
        tokens = []
        for c in range(size):
            cell = origin + r * SIDE + c
            card = state.board[cell]
            if card < 0:
                tokens.append(".")
            elif card == PIGGY:
                tokens.append("P")
            else:
                name = CARD_IDS[card]
                tokens.append(name if state.up[card] else name[0].lower() + name[1:])
        lines.append(" ".join(tokens))
    return "\n".join(lines)


def refused(state: State, text: str, rule: str) -> str:
    """Play ``text``, expect IllegalAction naming ``rule`` and no change; returns the message."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        state.play(text)
    assert caught.value.rule == rule, caught.value
    assert state.to_json() == before
    return str(caught.value)


def on(view: dict[str, Any], cell: str) -> dict[str, Any]:
    """The view's table entry for ``cell``."""
    return next(entry for entry in view["table"] if entry["cell"] == cell)


def texts(state: State) -> set[str]:
    return {str(action) for action in state.legal_actions()}



OPTION_SETS = [
    {},
    {"visible_banners": True},
    {"knight_protects": "warriors", "mage_swap": "same"},
]
"""Option sets the random-game tests rotate through (teams are added for 4 players)."""


def options_for(players: int, index: int) -> dict[str, Any]:
    sets = OPTION_SETS + ([{"teams": True}, {"teams": True, "visible_banners": True}]
                          if players == 4 else [])
    return sets[index % len(sets)]


def walk(players: int, seed: int, **options: Any) -> list[State]:
    """Every state of one seeded random game, through the checked ``play``."""
    from game.core import Rng
    from game.pook import new_game, random_action

    state = new_game(players, seed, **options)
    rng = Rng(seed * 7 + 1)
    seen = [state.clone()]
    while not state.is_terminal():
        state.play(random_action(state, rng))
        seen.append(state.clone())
    return seen
