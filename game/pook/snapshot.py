"""Pook snapshots: the whole state as versioned JSON, and its validating loader.

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
from collections.abc import Mapping
from typing import Any

from game.core import InvalidRecord, Rng, check_counts, expect_format, parse_json_object, require
from game.pook.cards import (
    BANNER_INDEX,
    CARD_FACTION,
    CARD_IDS,
    CARD_INDEX,
    CELL_INDEX,
    CELL_NAMES,
    CENTER,
    COL,
    KNIGHT,
    N_CARDS,
    NEIGHBOURS,
    PIGGY,
    PIGGY_ID,
    ROW,
    SQUARE,
)
from game.pook.position import (
    AFTER,
    EMPTY,
    OVER,
    PHASES,
    POWER,
    SIGNS,
    START,
    TIEBREAK,
    SwapRecord,
    banner_text,
)
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


def from_json(text: str | bytes) -> State:
    """The state saved by ``to_json``, fully validated.

    :raises InvalidRecord: saying what is wrong; nothing is half-loaded.
    """
    data = parse_json_object(text, "pook state")
    if data.get("format") == FORMAT_1 and "history" not in data:
        data = {**data, "format": FORMAT}  # (an older app's position: no plays' history)
    expect_format(data, FORMAT)
    try:
        return _load(data)
    except InvalidRecord as exc:
        raise InvalidRecord(f"pook state: {exc}") from None


FIELDS = ("format", "players", "options", "rng", "turn", "phase", "current", "table", "hands",
          "pile", "known", "banners", "first_banner", "this_swap", "previous_swap", "placed",
          "tiebreak", "final_scores")


OPTIONAL = ("history",)


def _load(data: Mapping[str, Any]) -> State:
    missing = sorted(set(FIELDS) - set(data))
    extra = sorted(set(data) - set(FIELDS) - set(OPTIONAL))
    if missing or extra:
        raise InvalidRecord(f"fields missing {missing}, unknown {extra}")
    state = _new_state(data)
    _load_cards(state, data)
    _load_banners(state, data)
    _load_turn(state, data)
    _load_end(state, data)
    _check_phase(state, data)
    _load_history(state, data.get("history", []))
    return state


def _new_state(data: Mapping[str, Any]) -> State:
    players = require(data, "players", int)
    options = require(data, "options", dict)
    if sorted(options) != sorted(OPTION_NAMES):
        raise InvalidRecord(f"options must be exactly {', '.join(OPTION_NAMES)}")
    try:
        return State(players, **options, rng=Rng.from_json(data["rng"]))
    except ValueError as exc:
        raise InvalidRecord(str(exc)) from None


def _card(name: object, what: str) -> int:
    if not isinstance(name, str) or name not in CARD_INDEX:
        raise InvalidRecord(f"{what}: {name!r} is not a Faction card")
    return CARD_INDEX[name]


def _cell(name: object, what: str) -> int:
    if not isinstance(name, str) or name not in CELL_INDEX:
        raise InvalidRecord(f"{what}: {name!r} is not a cell A1..I9")
    return CELL_INDEX[name]


def _seat(value: object, limit: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < limit:
        raise InvalidRecord(f"{what} must be an integer 0..{limit - 1}, got {value!r}")
    return value


def _load_cards(state: State, data: Mapping[str, Any]) -> None:
    table = require(data, "table", dict)
    names: list[str] = []
    state.board[CENTER] = EMPTY
    state.occupied = []
    for cell_name, token in table.items():
        cell = _cell(cell_name, "table")
        words = token.split() if isinstance(token, str) else []
        if words == [PIGGY_ID]:
            card = PIGGY
        elif len(words) == 2 and words[1] in ("W", "B"):
            card = _card(words[0], f"table {cell_name}")
            state.up[card] = words[1] == "W"
        else:
            raise InvalidRecord(f"table {cell_name}: {token!r} must be 'P' or like 'K2a W'")
        names.append(words[0])
        state.board[cell] = card
        state.where[card] = cell
        state.occupied.append(cell)
    hands = require(data, "hands", list)
    if len(hands) != state.players or not all(isinstance(hand, list) for hand in hands):
        raise InvalidRecord(f"hands must be {state.players} lists of cards")
    state.hands = [sorted(_card(name, f"hand {seat}") for name in hand)
                   for seat, hand in enumerate(hands)]
    state.pile = [_card(name, "pile") for name in reversed(require(data, "pile", list))]
    names += [CARD_IDS[card] for hand in state.hands for card in hand]
    names += [CARD_IDS[card] for card in state.pile]
    check_counts(names, [*CARD_IDS, PIGGY_ID], "cards")
    _check_shape(state)
    _load_known(state, require(data, "known", dict))


def _check_shape(state: State) -> None:
    """P10/P11: E5 (the Piggy's start) occupied, the cards connected, within a 5×5 square."""
    cells = set(state.occupied)
    if CENTER not in cells:
        raise InvalidRecord("table: E5, where the Piggy starts, must hold a card")
    reached, todo = {CENTER}, [CENTER]
    while todo:
        for near in NEIGHBOURS[todo.pop()]:
            if near in cells and near not in reached:
                reached.add(near)
                todo.append(near)
    if reached != cells:
        loose = ", ".join(CELL_NAMES[c] for c in sorted(cells - reached))
        raise InvalidRecord(f"table: cards not connected to the rest: {loose} (P11)")
    cols = [COL[cell] for cell in cells]
    rows = [ROW[cell] for cell in cells]
    state.box = [min(cols), max(cols), min(rows), max(rows)]
    if max(cols) - min(cols) >= SQUARE or max(rows) - min(rows) >= SQUARE:
        raise InvalidRecord("table: the cards do not fit in a 5×5 square (P10)")
    state.occupied.sort()


def _load_known(state: State, known: Mapping[str, Any]) -> None:
    if sorted(known) != sorted(CARD_IDS):
        raise InvalidRecord("known must list every Faction card")
    for name, seats in known.items():
        if not isinstance(seats, list):
            raise InvalidRecord(f"known {name}: expected a list of seats")
        mask = 0
        for seat in seats:
            mask |= 1 << _seat(seat, state.players, f"known {name}")
        state.known[CARD_INDEX[name]] = mask
    for card in range(N_CARDS):
        if state.where[card] != EMPTY and state.up[card] and state.known[card] != state.everyone:
            raise InvalidRecord(f"known {CARD_IDS[card]}: a face-up Warrior is known to every seat")
    for seat, hand in enumerate(state.hands):
        for card in hand:
            if not state.known[card] >> seat & 1:
                raise InvalidRecord(f"known {CARD_IDS[card]}: seat {seat} must know its own hand")


def _load_banners(state: State, data: Mapping[str, Any]) -> None:
    banners = require(data, "banners", list)
    if len(banners) != state.sides:
        raise InvalidRecord(f"banners must hold {state.sides} entries (one per seat or team)")
    for side, name in enumerate(banners):
        if name is None:
            if not state.visible_banners:
                raise InvalidRecord("banners: dealt Banners go to every seat or team (P06)")
            continue
        if not isinstance(name, str) or name not in BANNER_INDEX:
            raise InvalidRecord(f"banners: {name!r} is not a Banner")
        if BANNER_INDEX[name] in state.banners:
            raise InvalidRecord(f"banners: {name} held twice")
        state.banners[side] = BANNER_INDEX[name]
    first = data.get("first_banner")
    if first is not None:
        side = _seat(first, state.sides, "first_banner")
        if not state.visible_banners or state.banners[side] == EMPTY:
            raise InvalidRecord("first_banner must name a holder of a taken Banner (P28)")
        state.first_banner = side
    elif state.visible_banners and any(b != EMPTY for b in state.banners):
        raise InvalidRecord("first_banner: someone took a Banner first (P28)")


def _load_turn(state: State, data: Mapping[str, Any]) -> None:
    state.turn = require(data, "turn", int)
    if state.turn < 1:
        raise InvalidRecord("turn must be 1 or more")
    phase = require(data, "phase", str)
    if phase not in PHASES:
        raise InvalidRecord(f"phase must be one of {', '.join(PHASES)}")
    state.phase = PHASES.index(phase)
    current = data.get("current")
    if state.phase == OVER:
        if current is not None:
            raise InvalidRecord("current must be null once the game is over")
    else:
        state.current = _seat(current, state.players, "current")
    placed = data.get("placed")
    if placed is not None:
        state.placed = _cell(placed, "placed")
        if state.board[state.placed] in (EMPTY, PIGGY):
            raise InvalidRecord("placed must be the cell of the Faction card played this turn")
    state.this_swap = _load_swap(state, data.get("this_swap"), "this_swap")
    state.prev_swap = _load_swap(state, data.get("previous_swap"), "previous_swap")
    piggy = state.where[PIGGY]
    if state.this_swap is not None and state.this_swap[2] != piggy:
        raise InvalidRecord("this_swap must end where the Piggy is")
    if state.this_swap is None and state.prev_swap is not None \
            and state.prev_swap[0] != EMPTY and state.prev_swap[2] != piggy:
        raise InvalidRecord("previous_swap must end where the Piggy is")


def _load_swap(state: State, value: object, what: str) -> SwapRecord | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise InvalidRecord(f"{what} must be null or an object")
    start = _cell(value.get("from"), f"{what} from")
    end = _cell(value.get("to"), f"{what} to")
    if end not in NEIGHBOURS[start]:
        raise InvalidRecord(f"{what}: the Piggy moves to an orthogonally adjacent cell")
    name = value.get("card")
    if name is None:
        return EMPTY, start, end
    card = _card(name, what)
    if state.where[card] != start:
        raise InvalidRecord(f"{what}: {name} must lie where the Piggy came from")
    return card, start, end


def _load_end(state: State, data: Mapping[str, Any]) -> None:
    info = require(data, "tiebreak", dict)
    state.tiebreak_round = require(info, "round", int)
    tied = require(info, "tied", list)
    state.tied = [_seat(seat, state.players, "tiebreak tied") for seat in tied]
    if state.tied != sorted(set(state.tied)) or state.tiebreak_round < 0:
        raise InvalidRecord("tiebreak: tied seats must be distinct and in order; round ≥ 0")
    picks = require(info, "picks", list)
    if len(picks) != state.players:
        raise InvalidRecord(f"tiebreak picks must hold {state.players} entries")
    for seat, pick in enumerate(picks):
        if pick is None:
            continue
        cell = _cell(pick, "tiebreak pick")
        if seat not in state.tied or state.board[cell] in (EMPTY, PIGGY):
            raise InvalidRecord("tiebreak: only tied seats choose, and only Faction cards (P27)")
        state.picks[seat] = cell
    final = data.get("final_scores")
    if final is not None:
        if not isinstance(final, list) or len(final) != state.players:
            raise InvalidRecord(f"final_scores must be null or {state.players} integers")
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in final):
            raise InvalidRecord("final_scores must be whole numbers ≥ 0")
        state.final = list(final)


def _load_history(state: State, history: object) -> None:
    """The public history: each entry's seat, sign and card; a public card is known to all."""
    if not isinstance(history, list):
        raise InvalidRecord("history must be a list of [seat, sign, card, public]")
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 4 or entry[1] not in SIGNS \
                or not isinstance(entry[3], bool):
            raise InvalidRecord(f"history: {entry!r} is not [seat, sign, card, public] with a "
                                f"sign of {', '.join(SIGNS)}")
        seat = _seat(entry[0], state.players, "history seat")
        public = entry[3]
        if entry[2] is None and not public:
            card = EMPTY
        else:
            card = _card(entry[2], "history card")
            if public and state.known[card] != state.everyone:
                raise InvalidRecord(f"history: {entry[2]} is public, so every seat knows it")
        state.history.append((seat, SIGNS.index(entry[1]), card, public))


def _check_phase(state: State, data: Mapping[str, Any]) -> None:
    """The phase agrees with the rest: who plays, what was placed, whether the game is over."""
    phase = state.phase
    playing = phase in (START, POWER, AFTER)
    if playing and (state.final is not None or state.tiebreak_round or state.tied):
        raise InvalidRecord("a game in progress has no final scores and no tie-break")
    if not playing and (state.final is None or state.cards_to_play()):
        raise InvalidRecord("the game ends only when every Faction card is on the table (P25)")
    if (phase == START) != (state.placed == EMPTY) and playing:
        raise InvalidRecord("placed: null before the card is played, its cell after")
    if phase == START and not state.hands[state.current]:
        raise InvalidRecord("the current player must hold a card to play")
    if phase == AFTER and not state.cards_to_play():
        raise InvalidRecord("with every card on the table the game is scored (P25)")
    if phase == POWER:
        card = state.board[state.placed]
        if not state.up[card] or CARD_FACTION[card] == KNIGHT or not state.power_actions():
            raise InvalidRecord("power: the placed card must be a Mage, Orc or Viking Warrior "
                                "with a legal target (P24)")
    if phase == TIEBREAK:
        waiting = [seat for seat in state.tied if state.picks[seat] == EMPTY]
        if not state.tiebreak_round or not waiting or waiting[0] != state.current:
            raise InvalidRecord("tiebreak: the current player is the first tied seat yet to choose")
