"""RÖK's throws and slides as every laptop can play them: the inputs, sent as they are made.

The host runs a throw or a slide on its pymunk table (:mod:`game.rok.table`) and the record
keeps where the runes came to rest. So that a laptop sees the throw fly (its 3-2-1 count,
the flight, a slide's mark), the host also sends every connection the gesture's *inputs* the
moment it is made — a ``gesture`` message — and the laptop runs the same table, at the same
fixed step, from them: its stones end where the host's came to rest (the physics does not
depend on the runes' names nor on the order the lying runes were put down; the bench
``lan_throw_mirror_mm`` measures it). The record stays the host's: a laptop eases any stone
its own run left elsewhere to the place the host's view then says.

Every screen plays a throw the same way: the 3-2-1 count (:data:`COUNT_FROM` numbers of
:data:`COUNT_STEP` seconds), then the flight. A throw made at the host's screen is told the
moment its count begins (:meth:`~game.net.host.HostTable.foretell`), so every screen counts and
flies with the host's; a throw sent by a laptop is run by the host at once, and grabbing opens
only once every screen has counted and flown it (:func:`shown_after`).

Nothing secret is in a gesture: the runes in hands (unseen even by their holders, R07) and
the face-down runes on the table (R02) travel under labels of their own (``#SEAT.I`` for
the I-th rune of a seat's hand, ``?K`` for the K-th face-down rune in order of place), the
face-up runes under their names; the throw's seed is a keyed digest of the game's seed
(:mod:`game.streams`) that leads back to nothing.

A ``gesture`` message (host to laptops)::

    {"t": "gesture", "kind": "throw", "n": THROW_NO, "seat": S, "seed": INT,
     "strength": FLOAT, "hands": [COUNT, ...], "lying": [[LABEL, X, Y, UP], ...]}
    {"t": "gesture", "kind": "slide", "n": THROW_NO, "seat": S, "start": [X, Y],
     "velocity": [VX, VY]}
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.rok.components import MAX_PLAYERS, MAX_SPEED, MIN_PLAYERS, RUNES, STRENGTH

if TYPE_CHECKING:
    from game.rok.table import Table

COUNT_FROM = 3  # the count before a throw: 3, 2, 1 ...
COUNT_STEP = 0.7  # ... each number this many seconds
SLIDER = "slider"  # the label of a slid rune on a laptop's table


def power(strength: float) -> float:
    """A thrower's strength as the host's table takes it (clamped)."""
    low, high = STRENGTH
    return min(high, max(low, strength))


def capped(vx: float, vy: float) -> tuple[float, float]:
    """A slide's velocity as the host's table takes it (no faster than any arm)."""
    speed = math.hypot(vx, vy)
    if speed > MAX_SPEED:
        return vx * MAX_SPEED / speed, vy * MAX_SPEED / speed
    return vx, vy


def shown_after(gesture: dict[str, Any]) -> float:
    """How long a screen takes to show ``gesture`` once told: a throw's count and flight
    (``flight``: the seconds the host's table took to rest), nothing for a slide."""
    if gesture.get("kind") != "throw":
        return 0.0
    return COUNT_FROM * COUNT_STEP + float(gesture.get("flight", 0.0))


def hand_label(seat: int, index: int) -> str:
    return f"#{seat}.{index}"


def throw_gesture(state: Any, strength: float, seed: int) -> dict[str, Any]:
    """The inputs of the throw about to be made at RÖK ``state`` (see the module)."""
    down = sorted((x, y) for (x, y, up) in state.table.values() if not up)
    lying = [[rune, x, y, True] for rune, (x, y, up) in sorted(state.table.items()) if up]
    lying += [[f"?{k}", x, y, False] for k, (x, y) in enumerate(down)]
    return {"t": "gesture", "kind": "throw", "n": state.throw_no, "seat": state.current_player,
            "seed": seed, "strength": power(strength), "hands": [len(h) for h in state.hands],
            "lying": lying}


def slide_gesture(state: Any, seat: int, start: tuple[float, float],
                  velocity: tuple[float, float]) -> dict[str, Any]:
    """The inputs of seat ``seat``'s slide from ``start`` (see the module)."""
    return {"t": "gesture", "kind": "slide", "n": state.throw_no, "seat": seat,
            "start": [start[0], start[1]], "velocity": list(capped(*velocity))}


def gesture_table(gesture: dict[str, Any], listen: bool = False) -> Table:
    """A live table with ``gesture`` launched, to step frame by frame (a laptop's scene) or
    to run to rest (:func:`rest_of`). :raises ValueError: a gesture this code cannot play
    (another kind, numbers that are not finite, more runes or seats than RÖK has: a hostile
    host's, which would stall the frame)."""
    from game.rok.table import Table

    if gesture.get("kind") == "slide":
        table = Table(rim=False, listen=listen)
        table.push(SLIDER, _pair(gesture["start"]), capped(*_pair(gesture["velocity"])))
        return table
    if gesture.get("kind") != "throw":
        raise ValueError(f"no gesture of kind {str(gesture.get('kind'))[:20]!r}")
    lying = {str(label): (_finite(x), _finite(y), bool(up))
             for label, x, y, up in gesture["lying"]}
    hands = [int(count) for count in gesture["hands"]]
    seed = int(gesture["seed"])
    if (not MIN_PLAYERS <= len(hands) <= MAX_PLAYERS or min(hands) < 0
            or any(label not in RUNES and not (label.startswith("?") and not up)
                   for label, (_, _, up) in lying.items())
            or sum(hands) + len(lying) > len(RUNES) or not 0 <= seed < 2 ** 64):
        raise ValueError("a throw no RÖK table holds")  # (a laptop's frame never stalls)
    table = Table(lying, seed=seed, listen=listen)
    for seat, count in enumerate(hands):
        table.launch([hand_label(seat, i) for i in range(count)], seat, len(hands),
                     power(_finite(gesture["strength"])))
    return table


def rest_of(gesture: dict[str, Any]) -> dict[str, tuple[float, float, bool]]:
    """Where every stone of ``gesture`` comes to rest on a laptop's own table, by label
    (``(x, y, face up)``, rounded as the host's outcome is)."""
    table = gesture_table(gesture)
    table.run()
    if gesture["kind"] == "slide":
        x, y = table.slide_outcome(SLIDER).stop
        return {SLIDER: (x, y, True)}
    thrown = [hand_label(s, i) for s, count in enumerate(gesture["hands"]) for i in range(count)]
    outcome = table.throw_outcome(thrown)
    rest = {label: (x, y, True) for label, (x, y) in outcome.moved.items()}
    rest.update(outcome.landings)
    return rest


def _pair(value: Any) -> tuple[float, float]:
    x, y = value
    return _finite(x), _finite(y)


def _finite(value: Any) -> float:
    """A number of a gesture: :raises ValueError: not a finite one (NaN, infinity)."""
    number = float(value)
    if not math.isfinite(number):
        raise ValueError("a gesture's numbers are finite")
    return number
