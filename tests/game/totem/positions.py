"""A documented way for the Totem tests to build a position: a snapshot dict through from_json.

Zones are written per seat as 4 slots: ``None`` (empty), ``"B3"`` (face down),
``"B3^"`` (revealed) or ``"B3^/"`` (revealed, power used or cancelled, T19).
``top`` lists the first cards to be drawn, in drawing order; every card not
named anywhere goes under them in the deck (``rest="deck"``) or to the discard
pile (``rest="discard"``). Going through ``from_json`` means each position is
also checked for conservation and consistency.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from game.core import IllegalAction
from game.totem import State, from_json
from game.totem.cards import NAME
from game.totem.snapshot import FORMAT

Zone = Sequence[str | None]


def slot(text: str | None) -> dict[str, Any] | None:
    if text is None:
        return None
    card = text.rstrip("^/")
    return {"card": card, "revealed": "^" in text, "spent": "/" in text}


def position(hands: tuple[Sequence[str], Sequence[str]],
             zones: tuple[Zone, Zone],
             *, top: Sequence[str] = (), rest: str = "deck", discard: Sequence[str] = (),
             phase: str = "turn", active: int = 0, first_player: int = 0, turn: int = 1,
             attacks: int = 0, eye_seat: int | None = None, after_eye: str | None = None,
             last_turn: int | None = None, rng: int = 0) -> State:
    """The State described (see the module docstring); raises InvalidRecord if impossible."""
    named = [*hands[0], *hands[1], *top, *discard,
             *(s.rstrip("^/") for z in zones for s in z if s is not None)]
    others = [n for n in NAME if n not in named]
    deck = list(top) + (others if rest == "deck" else [])
    data = {
        "format": FORMAT, "rng": rng, "phase": phase, "active": active,
        "first_player": first_player, "turn": turn, "attacks": attacks, "eye_seat": eye_seat,
        "after_eye": after_eye,
        "last_turn": last_turn,
        "deck": deck[::-1],  # the state draws from the end of its list
        "discard": list(discard) + (others if rest == "discard" else []),
        "hands": [list(hands[0]), list(hands[1])],
        "zones": [[slot(s) for s in zones[0]], [slot(s) for s in zones[1]]],
    }
    return from_json(json.dumps(data))


def texts(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def event(events: list[Any], kind: str) -> Any:
    """The only event of ``kind`` among ``events``."""
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind!r} event in {kinds(events)}"
    return found[0]


def refused(state: State, text: str, rule: str) -> None:
    """``text`` is refused by ``rule``, is not among the legal actions, and changes nothing."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as caught:
        state.play(text)
    assert caught.value.rule == rule, caught.value
    assert state.to_json() == before
    assert text not in texts(state)
