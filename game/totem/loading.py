"""A Totem snapshot read back (``from_json``): every field checked, the cards conserved (T01)
and the position one the rules can reach; nothing is half-loaded."""

from __future__ import annotations

from typing import Any

from game.core import InvalidRecord, Rng, check_counts, expect_format, parse_json_object, require
from game.totem.actions import SLOTS
from game.totem.cards import BY_NAME, EYE, NAME, POWER, SHIELD, SUM, names
from game.totem.phases import (
    AFTER_EYE,
    DEFENDERS_AT_SETUP,
    EYE_PHASE,
    FOLLOW,
    HAND_DEAL,
    HAND_LIMIT,
    OVER,
    PHASES,
    SETUP,
    TRIM_PHASE,
    TURN,
)
from game.totem.rules import State
from game.totem.snapshot import FORMAT


def _cards(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(n, str) and n in BY_NAME for n in value):
        raise InvalidRecord(f"totem state: {what} must be a list of card names like 'R7'")
    return [BY_NAME[n] for n in value]


def _seat(data: dict[str, Any], key: str) -> int:
    value = require(data, key, int)
    if value not in (0, 1):
        raise InvalidRecord(f"totem state: {key} must be seat 0 or 1, got {value!r}")
    return value


def _optional_seat(data: dict[str, Any], key: str) -> int | None:
    if key not in data:
        raise InvalidRecord(f"missing field {key!r}")
    return None if data[key] is None else _seat(data, key)


def _zone(value: object, seat: int, state: State) -> None:
    if not isinstance(value, list) or len(value) != SLOTS:
        raise InvalidRecord(f"totem state: zone {seat} must be a list of {SLOTS} slots")
    for i, slot in enumerate(value):
        if slot is None:
            continue
        if not isinstance(slot, dict) or set(slot) != {"card", "revealed", "spent"}:
            raise InvalidRecord(f"totem state: zone {seat} slot {i + 1} must be null or "
                                "{card, revealed, spent}")
        card = _cards([slot["card"]], f"zone {seat} slot {i + 1}")[0]
        revealed, spent = slot["revealed"], slot["spent"]
        if not isinstance(revealed, bool) or not isinstance(spent, bool):
            raise InvalidRecord(f"totem state: zone {seat} slot {i + 1}: flags must be booleans")
        if spent and (not revealed or POWER[card] is None):
            raise InvalidRecord(f"totem state: zone {seat} slot {i + 1}: only a revealed card "
                                "with a power can have it used or cancelled (T19)")
        state.zone[seat][i], state.revealed[seat][i], state.spent[seat][i] = card, revealed, spent


def from_json(text: str | bytes) -> State:
    """The state a ``to_json`` text describes.

    :raises InvalidRecord: on bad JSON, another format, wrong types, cards not
        conserved (T01) or an impossible position.
    """
    data = parse_json_object(text, "totem state")
    expect_format(data, FORMAT)
    state = State()
    state.rng = Rng.from_json(data.get("rng"))
    state.phase = require(data, "phase", str)
    if state.phase not in PHASES:
        raise InvalidRecord(f"totem state: unknown phase {state.phase!r}")
    state.active = _seat(data, "active")
    state.first_player = _seat(data, "first_player")
    state.turn = require(data, "turn", int)
    state.attacks = require(data, "attacks", int)
    state.eye_seat = _optional_seat(data, "eye_seat")
    state.after_eye = data.get("after_eye")
    state.last_turn = _optional_seat(data, "last_turn")
    state.deck = _cards(data.get("deck"), "deck")
    state.discard = _cards(data.get("discard"), "discard")
    hands = require(data, "hands", list)
    zones = require(data, "zones", list)
    if len(hands) != 2 or len(zones) != 2:
        raise InvalidRecord("totem state: hands and zones hold one entry per seat (2)")
    state.hands = [sorted(_cards(hands[0], "hand 0")), sorted(_cards(hands[1], "hand 1"))]
    for seat in (0, 1):
        _zone(zones[seat], seat, state)
    check_counts(names(state.deck + state.discard + state.hands[0] + state.hands[1]
                       + [c for z in state.zone for c in z if c is not None]),
                 NAME, "totem state (T01: 52 cards)")
    problem = _impossibility(state)
    if problem:
        raise InvalidRecord(f"totem state: {problem}")
    return state


def _impossibility(state: State) -> str | None:
    """What makes this position impossible to reach, if anything."""
    waiting = state.phase == EYE_PHASE
    if (state.eye_seat is not None) != waiting or (state.after_eye is not None) != waiting:
        return "eye_seat and after_eye are set exactly in the eye phase"
    if waiting and (state.after_eye not in AFTER_EYE
                    or not state.face_down_slots(1 - (state.eye_seat or 0))):
        return "the waiting Eye needs a face-down target and a next step (T22)"
    if state.phase == SETUP:
        return _setup_impossibility(state)
    if state.turn < 1 or not 0 <= state.attacks <= 2:
        return "turn counts from 1 and a turn holds at most 2 attacks (T16)"
    if state.phase == TURN and state.attacks:
        return "an attack ends the choice of action of a turn (T06)"
    if (state.phase == FOLLOW or state.after_eye == FOLLOW) and state.attacks != 1:
        return "a second attack may follow only the first one (T16)"
    if state.phase == TRIM_PHASE and len(state.hands[state.active]) <= HAND_LIMIT:
        return "the trim phase needs more than 6 cards in hand (T11)"
    if (state.last_turn is None) != bool(state.deck):
        return "last_turn is set exactly when the deck is empty (T26)"
    counts = state.scores()
    if state.phase != OVER:
        if 0 in counts:
            return "a player without defenders has lost (T25)"
        return _unspent_revealed(state)
    if 0 not in counts and state.deck:
        return "a game ends with a defence zone empty or the deck empty (T25, T26)"
    if state.face_down_slots(0) or state.face_down_slots(1):
        return "a finished game shows every defender"
    return None


def _unspent_revealed(state: State) -> str | None:
    """A Shield, Eye or Sum defender is revealed only by an attack it stops (its power
    activates, T14) or by an Eye (cancelled, T22): either way it shows as spent."""
    for seat in (0, 1):
        for i, card in enumerate(state.zone[seat]):
            if (card is not None and state.revealed[seat][i] and not state.spent[seat][i]
                    and POWER[card] in (SHIELD, EYE, SUM)):
                return f"the revealed {NAME[card]} of seat {seat} must show its power used (T19)"
    return None


def _setup_impossibility(state: State) -> str | None:
    if state.turn or state.attacks or state.last_turn is not None:
        return "setup comes before the first turn"
    for seat in (0, 1):
        done = seat < state.active
        if state.scores()[seat] != (DEFENDERS_AT_SETUP if done else 0) or any(state.revealed[seat]):
            return f"seat {seat} has {'not ' if done else ''}chosen its defenders (T05)"
        if len(state.hands[seat]) != HAND_DEAL - (DEFENDERS_AT_SETUP if done else 0):
            return f"seat {seat} holds the wrong number of cards for setup (T04)"
    return None
