"""Why an action is refused where it stands: the phase first, then each action's own rule.

Every refusal names its rule ID (``IllegalAction`` carries it); ``State.refusal`` asks here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.totem.actions import (
    END_TURN,
    Action,
    Again,
    Attack,
    Defend,
    Discard,
    EndTurn,
    Exchange,
    EyeReveal,
    Setup,
    Trim,
)
from game.totem.cards import IS_SWORD, LEVEL, NAME
from game.totem.phases import (
    ALL_BEATEN,
    DEFENDERS_AT_SETUP,
    EYE_PHASE,
    FOLLOW,
    OVER,
    SETUP,
    TRIM_PHASE,
    TURN,
    Refusal,
)

if TYPE_CHECKING:
    from game.totem.rules import State

_OUT_OF_PHASE: dict[type, Refusal] = {
    Setup: ("the defenders were chosen at setup", "T05"),
    EyeReveal: ("no Eye is waiting for a target", "T22"),
    Trim: ("discarding down to 6 happens only at the end of the turn, above 6 cards", "T11"),
}


def refusal(state: State, action: Action) -> Refusal | None:
    """Why ``action`` is illegal here, as (reason, rule ID), or None if it is legal."""
    phase = state.phase
    if phase == OVER:
        return "the game is over", ("T25" if state.end_reason == ALL_BEATEN else "T26")
    kind = type(action)
    if phase == SETUP:
        if kind is not Setup:
            return "each player first chooses 4 defenders (setup)", "T05"
    elif phase == EYE_PHASE:
        if kind is not EyeReveal:
            return "the Eye waits for its owner to choose a defender to reveal", "T22"
    elif phase == TRIM_PHASE:
        if kind is not Trim:
            return "the turn ends: discard down to 6 cards in hand first", "T11"
    elif kind in (Setup, EyeReveal, Trim):
        return _OUT_OF_PHASE[kind]
    elif phase == FOLLOW and kind in (Defend, Exchange, Discard):
        return "after a successful attack, only a second attack or the end of the turn", "T16"
    elif phase == TURN and kind is Again:
        return "'again' only follows a successful attack", "T16"
    return CHECKS[kind](state, action)

def check_setup(state: State, action: Setup) -> Refusal | None:
    if len(set(action.cards)) != DEFENDERS_AT_SETUP:
        return "choose exactly 4 different defenders", "T05"
    missing = [NAME[c] for c in action.cards if c not in state.hands[state.active]]
    if missing:
        return f"{', '.join(missing)} not in your hand", "T05"
    return None

def check_attack(state: State, action: Attack) -> Refusal | None:
    hand = state.hands[state.active]
    missing = [NAME[c] for c in action.cards if c not in hand]
    if missing:
        return f"{', '.join(missing)} not in your hand", "T12"
    if len(action.cards) not in (1, 2):
        return "an attack uses one card or a Sword combination of two", "T12"
    if len(action.cards) == 2 and not IS_SWORD[action.cards[0]]:
        return "two cards attack together only with a Sword (red 1-9)", "T20"
    enemy = 1 - state.active
    target = state.zone[enemy][action.slot - 1]
    if target is None:
        return f"the opponent has no defender in slot {action.slot}", "T12"
    value = sum(LEVEL[c] for c in action.cards)
    if state.revealed[enemy][action.slot - 1] and value < LEVEL[target]:
        return (f"the revealed {NAME[target]} can only be attacked with a value of "
                f"{LEVEL[target]} or more, not {value}"), "T13"
    return None

def check_defend(state: State, action: Defend) -> Refusal | None:
    zone = state.zone[state.active]
    if action.card not in state.hands[state.active]:
        return f"{NAME[action.card]} is not in your hand", "T08"
    if None not in zone:
        return "you already have 4 defenders", "T08"
    if zone[action.slot - 1] is not None:
        return f"slot {action.slot} already holds a defender", "T08"
    return None

def check_exchange(state: State, action: Exchange) -> Refusal | None:
    seat, i = state.active, action.slot - 1
    if action.card not in state.hands[seat]:
        return f"{NAME[action.card]} is not in your hand", "T09"
    if state.zone[seat][i] is None:
        return f"you have no defender in slot {action.slot}", "T09"
    if state.revealed[seat][i]:
        return f"the defender in slot {action.slot} is revealed and stays", "T18"
    return None

def check_discard(state: State, action: Discard) -> Refusal | None:
    if action.card not in state.hands[state.active]:
        return f"{NAME[action.card]} is not in your hand", "T10"
    if not state.deck:
        return "the deck is empty: no discard-and-draw", "T10"
    return None

def check_trim(state: State, action: Trim) -> Refusal | None:
    if action.card not in state.hands[state.active]:
        return f"{NAME[action.card]} is not in your hand", "T11"
    return None

def check_eye(state: State, action: EyeReveal) -> Refusal | None:
    assert state.eye_seat is not None
    if action.slot - 1 not in state.face_down_slots(1 - state.eye_seat):
        return f"the opponent has no face-down defender in slot {action.slot}", "T22"
    return None

def check_again(state: State, action: Again) -> Refusal | None:
    if state.hands[state.active]:
        return "you still have cards: attack with one, or end the turn", "T17"
    if not state.deck:
        return "the deck is empty: there is no card to draw, end the turn", "T17"
    return None

def check_end(state: State, action: EndTurn) -> Refusal | None:
    if state.phase == TURN and state.legal_actions() != [END_TURN]:
        return "perform one action first: attack, defend, exchange or discard", "T06"
    return None


CHECKS: dict[type, Callable[[State, Any], Refusal | None]] = {
    Setup: check_setup, Attack: check_attack, Defend: check_defend, Exchange: check_exchange,
    Discard: check_discard, Trim: check_trim, EyeReveal: check_eye, Again: check_again,
    EndTurn: check_end,
}
