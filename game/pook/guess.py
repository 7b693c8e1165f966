"""A full Pook state consistent with one seat's view (``determinize``): what a bot, a hint
or a review searches, since none may see the state itself.

Cards the seat does not know are dealt at random (or by what a seat's plays revealed,
:mod:`game.pook.hands`); unseen Banners and tie-break choices are drawn too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import Rng
from game.pook.cards import (
    BANNER_INDEX,
    BANNERS,
    CARD_INDEX,
    CELL_INDEX,
    COL,
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
    Sign,
    SwapRecord,
)
from game.pook.rules import State

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
    for _, _, card, public in state.history:
        if public:  # a card the history names is known to every seat, as in the game itself
            state.known[card] = state.everyone
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
