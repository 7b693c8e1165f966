"""What each seat's play reveals of its secret Banner (P06, P26), read from a view's history.

A seat scores the two factions of its Banner, so a sensible player shows Warriors of
those factions, hides the others as Bourses, turns rival Warriors down with its Orcs and
lets a Mage take them. Each public entry of the history (``view["history"]``: who
showed, hid, turned or took which card, where everyone may know the card) is evidence
about the Banner of the seat's side: :data:`LIKELIHOOD` says how much likelier the
entry is when the card's faction is on that Banner than when it is not. Multiplying
them over a side's entries and over every way of handing out the Banners the viewer has
not seen gives a posterior over who holds which Banner; :func:`sample_banners` draws
from it, so a search deals the likely Banners more often than the unlikely ones.

The odds are deliberately soft (no entry ever rules a Banner out): Easy players and
people do show a rival's Warrior now and then, for its power or by mistake. Halfway through
two-player games of Normal bots the rival's true Banner gets 0.50 on average, against one
chance in five before anything was played (``tests/game/pook/test_banners.py``).

>>> from game.core import Rng
>>> view = {"seat": 0, "players": 2, "options": {"teams": False}, "banners": ["KM", None],
...         "history": [[1, "warrior", "O3a"], [1, "warrior", "V2b"]]}
>>> round(dict(banner_odds(view))[("KM", "OV")], 2)  # one chance in five before
0.59
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import permutations
from typing import Any

from game.core import Rng
from game.pook.cards import BANNER_FACTIONS, BANNER_INDEX, BANNERS, CARD_FACTION, CARD_INDEX
from game.pook.position import SIGNS

LIKELIHOOD: dict[str, tuple[float, float]] = {
    "warrior": (0.85, 0.15),  # showing a Warrior: mostly one's own factions
    "bourse": (0.3, 0.7),  # a hidden card seen later (a Viking's flip): mostly a rival's
    "orc": (0.1, 0.9),  # turning a Warrior down: hardly ever one's own
    "viking": (0.6, 0.4),  # turning a Bourse up: often one's own, known from placing it
    "mage": (0.3, 0.7),  # taking a Warrior into one's hand: mostly a rival's
}
"""Per sign: the chance of seeing it when the card's faction is on the seat's Banner,
and when it is not (only the ratio matters)."""

Deal = tuple[str | None, ...]  # a Banner per side, None where the side holds none yet (P28)


def side_of(view: Mapping[str, Any], seat: int) -> int:
    """The Banner holder ``seat`` plays for: itself, or its team (P29)."""
    return seat % 2 if view["options"].get("teams") else seat


def evidence(view: Mapping[str, Any]) -> list[list[float]]:
    """Per side, per Banner: the log-likelihood of that side's public history if it held it."""
    sides = 2 if view["options"].get("teams") else view["players"]
    logs = [[0.0] * len(BANNERS) for _ in range(sides)]
    for seat, sign, name in view["history"]:
        if name is None or sign not in SIGNS:
            continue
        faction = CARD_FACTION[CARD_INDEX[name]]
        mine, other = LIKELIHOOD[sign]
        row = logs[side_of(view, seat)]
        for banner in range(len(BANNERS)):
            row[banner] += _log(mine if faction in BANNER_FACTIONS[banner] else other)
    return logs


@cache
def _log(p: float) -> float:
    return math.log(p)


def banner_odds(view: Mapping[str, Any]) -> list[tuple[Deal, float]]:
    """Every way the Banners the viewer has not seen may be held, with its probability.

    A side whose Banner the view shows keeps it; the others get distinct Banners among
    the rest (the viewer's own included only when it holds none yet, P28).
    """
    seen = view["banners"]
    sides = 2 if view["options"].get("teams") else view["players"]
    shown: list[str | None] = [None] * sides
    for seat, name in enumerate(seen):
        if name is not None:
            shown[side_of(view, seat)] = name
    hidden = [side for side in range(sides) if shown[side] is None]
    free = [b for b in BANNERS if b not in shown]
    if view["options"].get("visible_banners"):  # P28: not taken yet, so nobody holds one
        return [(tuple(shown), 1.0)]
    logs = evidence(view)
    deals: list[tuple[Deal, float]] = []
    for chosen in permutations(free, len(hidden)):
        deal = list(shown)
        weight = 0.0
        for side, name in zip(hidden, chosen, strict=True):
            deal[side] = name
            weight += logs[side][BANNER_INDEX[name]]
        deals.append((tuple(deal), weight))
    top = max(weight for _, weight in deals)
    total = sum(math.exp(weight - top) for _, weight in deals)
    return [(deal, math.exp(weight - top) / total) for deal, weight in deals]


def sample_banners(view: Mapping[str, Any], rng: Rng) -> Deal:
    """One way the Banners may be held, drawn from :func:`banner_odds`."""
    return draw(banner_odds(view), rng)


def draw(odds: Sequence[tuple[Deal, float]], rng: Rng) -> Deal:
    """One deal of ``odds``, drawn with its probability."""
    x = rng.random()
    for deal, p in odds:
        x -= p
        if x < 0:
            return deal
    return odds[-1][0]


def faction_odds(odds: Sequence[tuple[Deal, float]], side: int) -> list[float]:
    """Per faction (K, M, O, V), the chance that ``side``'s Banner has it."""
    chances = [0.0] * 4
    for deal, p in odds:
        name = deal[side]
        if name is not None:
            for faction in BANNER_FACTIONS[BANNER_INDEX[name]]:
                chances[faction] += p
    return chances
