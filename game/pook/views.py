"""What one seat may see of a Pook state, and what each event showed whom (full states
sampled back from such a view are :mod:`game.pook.guess`'s).

Identity knowledge is tracked per card (``State.known``: a bit per seat). A seat
knows its own hand and draws, every Warrior face it has seen, the Bourses it
placed itself, and a card its Mage took; the view names a card only when the
seat knows it, so nothing else can leak through it. The view's ``history`` is the
same for every seat: who showed, hid, turned or took a card, naming the card only
once everyone may know it. Cards a seat knows to be in
another hand (a Warrior a Mage took in front of everyone) are shown in that
hand; the rest of that hand is ``None`` entries (face-down Bourses).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.pook.cards import (
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    FACTION_NAMES,
    FACTIONS,
    PIGGY,
    PIGGY_ID,
)
from game.pook.position import (
    EMPTY,
    HIDDEN,
    PHASES,
    SHOWN,
    SIGNS,
    TIEBREAK,
    SwapRecord,
    banner_text,
)

if TYPE_CHECKING:  # the state calls its view here: only its type is needed
    from game.pook.rules import State


def view(state: State, seat: int, everything: bool = False) -> dict[str, Any]:
    """A JSON-ready dict of exactly what ``seat`` may see (see the package docstring).

    ``everything``: as if ``seat`` knew every card and Banner (watching a game again).
    """
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise ValueError(f"seat must be 0..{state.players - 1}, not {seat!r}")
    bit = (1 << state.players) - 1 if everything else 1 << seat
    over = state.phase >= TIEBREAK or everything
    mine = state.side(seat)
    return {
        "game": "pook",
        "seat": seat,
        "current_player": state.current_player,
        "legal": [str(a) for a in state.legal_actions()] if state.current_player == seat else [],
        "players": state.players,
        "options": state.options,
        "phase": PHASES[state.phase],
        "turn": state.turn,
        "table": _table(state, bit),
        "piggy": CELL_NAMES[state.where[PIGGY]],
        "protected": [CELL_NAMES[c] for c in sorted(state.protected_cells())],
        "faction_totals": dict(zip(FACTIONS, state.faction_totals(), strict=True)),
        "hand": [CARD_IDS[c] for c in state.hands[seat]],
        "hands": [_hand(state, other, bit) for other in range(state.players)],
        "pile": len(state.pile),
        "banner": banner_text(state.banners[mine]),
        "banners": [banner_text(state.banners[state.side(other)])
                    if state.visible_banners or over or state.side(other) == mine else None
                    for other in range(state.players)],
        "banners_available": [name for b, name in enumerate(BANNERS)
                              if state.visible_banners and b not in state.banners],
        "first_banner": [other for other in range(state.players)
                         if state.visible_banners and state.side(other) == state.first_banner],
        "placed": CELL_NAMES[state.placed] if state.placed != EMPTY else None,
        "this_swap": _swap(state.this_swap),
        "previous_swap": _swap(state.prev_swap),
        "tiebreak": _tiebreak(state, seat, everything),
        "scores": list(state.final) if over and state.final is not None else None,
        # P27 [R]: what the table as it lies gives every seat (after a tie-break's flips a
        # seat that was not tied may have more than the score it is ranked by)
        "table_scores": state.current_scores() if over and state.final is not None else None,
        "winners": state.winners(),
        # what each seat did in front of everyone; a card only where everyone may know it
        "history": [[seat, SIGNS[sign], CARD_IDS[card] if public or everything else None]
                    for seat, sign, card, public in state.history],
    }


def public_view(state: State, seat: int) -> dict[str, Any]:
    """The table as ``seat`` sits at it, showing only what every seat may see: no hand's
    cards, no secret Banner, no face-down card named (a hot-seat table shows this while
    the next seat to act is not the one at the screen).

    >>> from game.pook.rules import new_game
    >>> seen = public_view(new_game(3, seed=1), 0)
    >>> seen["hand"], seen["banner"], seen["hands"][0][:2], seen["legal"]
    ([], None, [None, None], [])
    """
    over = state.phase >= TIEBREAK
    seen = view(state, seat)
    seen.update({
        "legal": [], "hand": [], "table": _table(state, 0),
        "hands": [_hand(state, other, 0) for other in range(state.players)],
        "banner": None,
        "banners": [banner_text(state.banners[state.side(other)])
                    if state.visible_banners or over else None
                    for other in range(state.players)],
        "tiebreak": _tiebreak(state, -1, False),
        "public": True})
    return seen


def _table(state: State, bit: int) -> list[dict[str, Any]]:
    shielded = state.protected_cells()
    laid = placers(state)
    table = []
    for cell in sorted(state.occupied):
        card = state.board[cell]
        if card == PIGGY:
            entry: dict[str, Any] = {"cell": CELL_NAMES[cell], "face": "piggy", "card": PIGGY_ID,
                                     "faction": None, "level": None, "by": None}
        else:
            shown = state.up[card] or state.known[card] & bit
            entry = {"cell": CELL_NAMES[cell], "face": "warrior" if state.up[card] else "bourse",
                     "card": CARD_IDS[card] if shown else None,
                     "faction": FACTION_NAMES[CARD_FACTION[card]] if shown else None,
                     "level": CARD_LEVEL[card] if shown else None, "by": laid.get(card)}
        entry["protected"] = cell in shielded
        table.append(entry)
    return table


def placers(state: State) -> dict[int, int]:
    """Who laid each card where it lies (played it, or put it down with a Mage), from the
    public history: everyone at the table saw it, face up or down (a Piggy swap or a flip
    moves or turns a card, it does not change who laid it)."""
    return {card: seat for seat, sign, card, _ in state.history if sign in (SHOWN, HIDDEN)}


def _hand(state: State, seat: int, bit: int) -> list[str | None]:
    hand = state.hands[seat]
    names: list[str | None] = [CARD_IDS[c] for c in hand if state.known[c] & bit]
    return names + [None] * (len(hand) - len(names))


def _swap(record: SwapRecord | None) -> dict[str, Any] | None:
    """A Piggy swap: where the Piggy went, and where the swapped card lies (P16 blocks it)."""
    if record is None:
        return None
    card, start, end = record
    return {"from": CELL_NAMES[start], "to": CELL_NAMES[end],
            "card_cell": CELL_NAMES[start] if card != EMPTY else None}


def _tiebreak(state: State, seat: int, everything: bool) -> dict[str, Any] | None:
    if not state.tiebreak_round:
        return None
    revealed = state.phase != TIEBREAK or everything
    return {"round": state.tiebreak_round, "tied": state.tied[:],
            "picked": [s for s in state.tied if state.picks[s] != EMPTY],
            "picks": [CELL_NAMES[c] if c != EMPTY and (revealed or s == seat) else None
                      for s, c in enumerate(state.picks)]}


def learned_by(events: list[Event], players: int) -> set[int]:
    """The seats these events showed something hidden from them (for take-backs).

    A Warrior face shows a card to everyone but the seat that already knew it
    (its player); a Viking's flip and the tie-break's flips show a Bourse to all;
    a Mage that takes a Bourse shows it to its player; a draw shows a card to
    the drawer; the end shows every Banner.
    """
    everyone = set(range(players))
    learned: set[int] = set()
    for event in events:
        actor = {event.seat} if event.seat is not None else set()
        if event.kind == "place" and event.data["face"] == "warrior":
            learned |= everyone - actor
        elif event.kind == "mage_swap":
            learned |= everyone - actor if event.data["face"] == "warrior" else actor
        elif event.kind == "flip" and event.data["face"] == "warrior":
            learned |= everyone
        elif event.kind == "draw":
            learned |= actor
        elif event.kind in ("game_over", "reveal"):
            learned |= everyone
    return learned
