"""A full Totem state consistent with one seat's view (``determinize``): what a bot or a
hint searches, since neither may see the state itself."""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.totem.cards import BY_NAME, DECK_SIZE
from game.totem.phases import PROGRESS
from game.totem.rules import State


def determinize(seen: dict[str, Any], rng: Rng) -> State:
    """A full state consistent with the view ``seen``: the cards it does not show
    (opponent's hand and face-down defenders, deck order) dealt at random from ``rng``.

    >>> from game.totem.rules import new_game
    >>> state = new_game(2, seed=3)
    >>> guess = determinize(state.view(0), Rng(1))
    >>> guess.view(0) == state.view(0)
    True
    """
    seat = seen["seat"]
    enemy = 1 - seat
    state = State()
    state.rng = Rng(rng.next_u64())
    for key in PROGRESS:
        setattr(state, key, seen[key])
    state.discard = [BY_NAME[n] for n in seen["discard"]]
    state.hands[seat] = [BY_NAME[n] for n in seen["hand"]]
    hidden: list[int] = []
    for owner in (0, 1):
        for i, slot in enumerate(seen["zones"][owner]):
            if slot is None:
                continue
            state.revealed[owner][i] = slot["revealed"]
            state.spent[owner][i] = slot["spent"]
            if slot["card"] is None:
                hidden.append(i)
            else:
                state.zone[owner][i] = BY_NAME[slot["card"]]
    known = set(state.discard) | set(state.hands[seat])
    known.update(c for z in state.zone for c in z if c is not None)
    unknown = [c for c in range(DECK_SIZE) if c not in known]
    rng.shuffle(unknown)
    in_hand = seen["hand_counts"][enemy]
    if len(unknown) != in_hand + len(hidden) + seen["deck"]:
        raise ValueError("the view does not account for all 52 cards")
    state.hands[enemy] = sorted(unknown[:in_hand])
    for i, card in zip(hidden, unknown[in_hand:], strict=False):
        state.zone[enemy][i] = card
    state.deck = unknown[in_hand + len(hidden):]
    return state
