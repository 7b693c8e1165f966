"""What one seat may see of a Pook state, and full states sampled back from such a view.

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

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import Event, Rng
from game.pook.cards import (
    BANNER_INDEX,
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_INDEX,
    CARD_LEVEL,
    CELL_INDEX,
    CELL_NAMES,
    COL,
    FACTION_NAMES,
    FACTIONS,
    N_CARDS,
    PIGGY,
    PIGGY_ID,
    ROW,
)
from game.pook.position import (
    EMPTY,
    HIDDEN,
    PHASES,
    SHOWN,
    SIGNS,
    TIEBREAK,
    Sign,
    SwapRecord,
    banner_text,
)
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


Hands = Callable[[Sequence[int], Sequence[str | None], Sequence[int], Rng],
                 tuple[Mapping[int, list[int]], Mapping[int, list[int]]]]
"""A dealer of hidden cards: (the unknown cards, a Banner per side, hidden slots per seat, rng)
-> the cards of some seats' hidden slots, and of the unnamed Bourses some seats laid on the
table (:meth:`game.pook.hands.Clues.hands`)."""


def determinize(seen: Mapping[str, Any], rng: Rng,
                banners: Callable[[Rng], Sequence[str | None]] | None = None,
                hands: Hands | None = None) -> State:
    """A full state consistent with the view ``seen``: every hidden part sampled with ``rng``.

    Cards the seat does not know are dealt at random to the hidden hand slots, the
    face-down Bourses and the pile; unseen Banners and other seats' secret
    tie-break choices are drawn too: uniformly, or by ``banners`` (a Banner name per
    side, drawn with the rng; a bot's guess from the view, see :mod:`game.pook.banners`).
    With ``banners``, ``hands`` may deal some seats' hidden cards by what their plays
    revealed under the Banners drawn (:mod:`game.pook.hands`); the rest stay uniform.
    The result shows ``seen`` again to that seat.

    :raises ValueError: if ``seen`` is not a Pook view.
    """
    try:
        return _determinize(seen, rng, banners, hands)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a Pook view: {exc!r}") from exc


def _determinize(seen: Mapping[str, Any], rng: Rng,
                 banners: Callable[[Rng], Sequence[str | None]] | None,
                 hands: Hands | None) -> State:
    seat = seen["seat"]
    players = seen["players"]
    state = State(players, **seen["options"], rng=rng.fork())
    bit = 1 << seat
    named = {CARD_INDEX[entry["card"]] for entry in seen["table"]
             if entry["card"] not in (None, PIGGY_ID)}
    named.update(CARD_INDEX[name] for hand in seen["hands"] for name in hand if name is not None)
    pool = [card for card in range(N_CARDS) if card not in named]
    rng.shuffle(pool)
    hidden_slots = sum(hand.count(None) for hand in seen["hands"])
    hidden_cells = sum(1 for entry in seen["table"] if entry["card"] is None)
    if len(pool) != hidden_slots + hidden_cells + seen["pile"]:
        raise ValueError("view: hidden card counts do not add up")
    drawn: Sequence[str | None] | None = None
    dealt: Mapping[int, list[int]] = {}
    hid: Mapping[int, list[int]] = {}
    if hands is not None and banners is not None and not state.visible_banners:
        drawn = banners(rng)  # the Banners first: the hands are dealt by them
        dealt, hid = hands(pool, drawn, [hand.count(None) for hand in seen["hands"]], rng)
        given = {card for cards in (*dealt.values(), *hid.values()) for card in cards}
        pool = [card for card in pool if card not in given]
    _place_table(state, seen, pool, bit, {seat: list(cards) for seat, cards in hid.items()})
    for other, hand in enumerate(seen["hands"]):
        cards = []
        mine = list(dealt.get(other, ()))
        for name in hand:
            card = (CARD_INDEX[name] if name is not None else mine.pop() if mine
                    else pool.pop())
            state.known[card] |= (1 << other) | (bit if name is not None else 0)
            cards.append(card)
        state.hands[other] = sorted(cards)
    state.pile = pool
    if banners is None or state.visible_banners:
        _sample_banners(state, seen, rng)
    else:
        state.banners = [BANNER_INDEX[name] if name is not None else EMPTY
                         for name in (drawn if drawn is not None else banners(rng))]
        first = seen["first_banner"]
        state.first_banner = state.side(first[0]) if first else EMPTY
    state.turn = seen["turn"]
    state.phase = PHASES.index(seen["phase"])
    state.current = seen["current_player"] if seen["current_player"] is not None else 0
    state.placed = CELL_INDEX[seen["placed"]] if seen["placed"] is not None else EMPTY
    state.this_swap = _swap_record(state, seen["this_swap"])
    state.prev_swap = _swap_record(state, seen["previous_swap"])
    _sample_tiebreak(state, seen, rng)
    state.history = _history(state, seen)
    if seen["scores"] is not None:
        state.final = list(seen["scores"])
    return state


def _history(state: State, seen: Mapping[str, Any]) -> list[Sign]:
    """The public history of ``seen``, each Bourse on ``state``'s table that its layer laid
    unseen written in as that card (so the state shows who laid it again, :func:`placers`)."""
    history = [(seat, SIGNS.index(sign), CARD_INDEX[name] if name is not None else EMPTY,
                name is not None) for seat, sign, name in seen["history"]]
    unseen = []  # (the last entry that laid the card, the card, who laid it now)
    for entry in seen["table"]:
        card, by = state.board[CELL_INDEX[entry["cell"]]], entry.get("by")
        if by is None or entry["face"] != "bourse":
            continue
        last = max((k for k, (_, sign, placed, _) in enumerate(history)
                    if placed == card and sign in (SHOWN, HIDDEN)), default=-1)
        if last < 0 or history[last][0] != by:
            unseen.append((last, card, by))
    for last, card, by in sorted(unseen, reverse=True):  # the later its last entry, the first
        for index in range(len(history) - 1, last, -1):
            seat, sign, placed, _ = history[index]
            if (seat, sign, placed) == (by, HIDDEN, EMPTY):
                history[index] = (by, HIDDEN, card, False)
                break
    return history


def _place_table(state: State, seen: Mapping[str, Any], pool: list[int], bit: int,
                 hid: dict[int, list[int]]) -> None:
    """The table of ``seen``, each unnamed Bourse dealt from what its layer ``hid`` (dealt by
    what its plays revealed) or else from ``pool``; its layer knows it."""
    state.board[state.where[PIGGY]] = EMPTY
    state.occupied = []
    public = {name for _, _, name in seen["history"] if name is not None}
    for entry in seen["table"]:
        cell = CELL_INDEX[entry["cell"]]
        name = entry["card"]
        laid = entry.get("by")
        if name == PIGGY_ID:
            card = PIGGY
        elif name is not None:
            card = CARD_INDEX[name]
        else:
            card = hid[laid].pop() if hid.get(laid) else pool.pop()
        state.board[cell] = card
        state.where[card] = cell
        state.occupied.append(cell)
        if card == PIGGY:
            continue
        state.up[card] = entry["face"] == "warrior"
        if state.up[card] or name in public:
            state.known[card] = state.everyone
        else:
            state.known[card] = (bit if name is not None else 0) | (
                1 << laid if laid is not None else 0)
    cols = [COL[cell] for cell in state.occupied]
    rows = [ROW[cell] for cell in state.occupied]
    state.box = [min(cols), max(cols), min(rows), max(rows)]


def _sample_banners(state: State, seen: Mapping[str, Any], rng: Rng) -> None:
    for other, name in enumerate(seen["banners"]):
        if name is not None:
            state.banners[state.side(other)] = BANNER_INDEX[name]
    if not state.visible_banners:
        free = [b for b in range(len(BANNERS)) if b not in state.banners]
        rng.shuffle(free)
        state.banners = [b if b != EMPTY else free.pop() for b in state.banners]
    first = seen["first_banner"]
    state.first_banner = state.side(first[0]) if first else EMPTY


def _swap_record(state: State, data: Mapping[str, Any] | None) -> SwapRecord | None:
    if data is None:
        return None
    start = CELL_INDEX[data["from"]]
    card = state.board[start] if data["card_cell"] is not None else EMPTY
    return card, start, CELL_INDEX[data["to"]]


def _sample_tiebreak(state: State, seen: Mapping[str, Any], rng: Rng) -> None:
    info = seen["tiebreak"]
    if info is None:
        return
    state.tiebreak_round = info["round"]
    state.tied = list(info["tied"])
    bourses = state.bourse_cells()
    for other in range(state.players):
        shown = info["picks"][other]
        if shown is not None:
            state.picks[other] = CELL_INDEX[shown]
        elif other in info["picked"]:
            state.picks[other] = rng.choice(bourses)


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
