"""Sampled actions: ``random_action`` with made-up physical outcomes (no physics here).

For throws and slides it samples an outcome the core accepts (faces by coin,
places uniform on the table, slide results mixed among distance, touch and
off); ``game/rok/table.py`` produces real ones. In the grab phase it is not
uniform over ``legal_actions()`` — mostly sensible grabs, some mistakes (R14)
and an occasional ``done`` — so sampled games look like play and end.
"""

from __future__ import annotations

import math

from game.core import Rng
from game.rok.actions import OFF, TOUCH, Action, Done, Grab, Landing, Slide, Throw, units
from game.rok.components import CONTACT_DISTANCE, PLAY_RADIUS, overlapping, twin
from game.rok.rules import State

MISTAKE_RATE = 0.08
DONE_RATE = 0.03


def sample_spot(rng: Rng) -> tuple[float, float]:
    """A uniform point of the table, rounded to 0.01 units as actions keep it (and inward
    enough that it stays on the table)."""
    reach = (PLAY_RADIUS - 0.01) * math.sqrt(rng.random())
    angle = rng.uniform(0.0, 2 * math.pi)
    return units(reach * math.cos(angle)), units(reach * math.sin(angle))


def sample_throw(state: State, rng: Rng) -> Throw:
    """Each thrown rune lands face up or down by a coin, somewhere on the table that no other
    rune (nor the Destiny rune) covers (R08)."""
    taken = [(x, y) for (x, y, _) in state.table.values()]
    landings = []
    for rune in sorted(r for hand in state.hands for r in hand):
        x, y = sample_spot(rng)
        while overlapping((x, y)) or any(overlapping((x, y), spot) for spot in taken):
            x, y = sample_spot(rng)
        taken.append((x, y))
        landings.append(Landing(rune, rng.below(2) == 0, x, y))
    return Throw.of(landings)


def sample_slide(seat: int, rng: Rng) -> Slide:
    """A slide result: sometimes touching or off the table, else a distance (R24)."""
    roll = rng.random()
    if roll < 0.15:
        return Slide(seat, TOUCH)
    if roll < 0.22:
        return Slide(seat, OFF)
    return Slide(seat, round(rng.uniform(CONTACT_DISTANCE, PLAY_RADIUS / 2), 2))


def sample_grab(state: State, rng: Rng) -> Action:
    """A grab as players make them: mostly a wanted rune by a fitting seat, sometimes not."""
    up = state.grabbable()
    roll = rng.random()
    if roll < DONE_RATE or not up:
        return Done()
    seat = rng.below(state.players)
    wanted = state.wanted()
    if roll < DONE_RATE + MISTAKE_RATE or not wanted:
        return Grab(seat, rng.choice(up))
    rune = rng.choice(wanted)
    mate = twin(rune)
    owners = [s for s in range(state.players)
              if mate in state.trays[s] or state.balance[s] == mate]
    if owners and rng.random() < 0.7:
        seat = owners[0]
    return Grab(seat, rune)


def random_action(state: State, rng: Rng) -> Action:
    """One legal action drawn from ``rng``, physical outcomes sampled (see module docstring).

    :raises ValueError: if the game is over.
    """
    if state.phase == "throw":
        return sample_throw(state, rng)
    if state.phase == "grab":
        return sample_grab(state, rng)
    if state.phase == "slide":
        seat = state.current_player
        assert seat is not None
        return sample_slide(seat, rng)
    if state.phase == "order":
        return rng.choice(state.legal_actions())
    raise ValueError("the game is over: no action to sample")
