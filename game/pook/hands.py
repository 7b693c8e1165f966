"""What each seat's plays reveal of the cards it still holds (P07, P09, P12), for Hard's deals.

At four players there is no pile (P08, P14): every card a seat holds now was in its hand
at each of its past turns. A sensible player shows a Warrior of its own factions when one
fits and hides a card of the others as a Bourse when none does, so every past turn is
evidence about the hand: a seat that hid a card while it held a level-1 Warrior of its
factions did what Normal does about one time in ten; with none of its factions in hand,
eight times in ten.

:data:`PLAYS` holds how often Normal made each kind of play, measured over 600
four-player games of Normal against Normal with the true hands (docs/bench.md, "bots: the
ladder"). A turn is summed up by what everyone saw before it, the Bourse faces on the table
(the Piggy included, counted from the public history), and by the levels of the seat's own factions
in its hand. The hand at a past turn holds the cards still in hand and the Warriors the
seat has shown since; its later Bourses stay unknown and are left out (they are of the
rivals' factions: Normal never hid one of its own while it held another, so each hidden
Bourse of the seat's own factions is :data:`OWN_HIDDEN` times less likely).

Given a seat's Banner the evidence on its hidden hand depends only on the levels of that
Banner's factions in it, so :class:`Clues` works out, once per view, a likelihood per
Banner and per set of levels for each seat, and :meth:`Clues.hands` deals the seats'
hidden cards (hands and the Bourses they hid) by a short Metropolis chain on them. With
two or three players the pile's draws break the link between a past hand and the present
one, so the deal stays uniform.

>>> from game.pook import new_game
>>> clues = Clues(new_game(4, seed=1).view(0))
>>> clues.active  # nothing has been played yet: no evidence
False
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from game.core import Rng
from game.pook.cards import (
    BANNER_FACTIONS,
    BANNER_INDEX,
    BANNERS,
    CARD_FACTION,
    CARD_INDEX,
    CARD_LEVEL,
)

PLAYS = (  # per own levels in hand (none, 1, 2, 1+2, 3, 1+3, 2+3, 1+2+3): five percentages
    "9900000000 0686000008 9800000002 0788000005 9600000004 0787000006 9900000000 0888000003",
    "6900000031 1373000014 2300650013 0238410019 8700000013 2366000011 2200630015 0334490014",
    "7200000028 2555000020 0700720021 0048390013 6600001420 2144001025 0900710614 0229460617",
    "7300000027 1860000021 0100780021 0037470016 4400003719 1454001517 0200602414 0033481009",
    "8400000016 1274000014 0100850014 0031570012 1600007212 0545004109 0000563609 0019443106",
)
"""How Normal played in 600 four-player games (Normal at every seat, the true hands), one line
per count of Bourse faces on the table before the play (1, 2, 3, 4, 5 or more), one group per
set of levels of its own factions in hand (bit L-1 for level L): the percentages of its plays
that hid a card, showed one of its factions at level 1, 2 or 3, and showed a Warrior of
another faction (for its power). Written as digits so the table reads as one block."""

FLOOR = 0.02  # no play is ever ruled out: people and Easy bots are less regular than Normal

STEPS = 4  # swaps tried per card dealt by the chain
OWN_HIDDEN = 0.1
"""How much less likely a seat's hidden Bourse is of its own factions than of the others:
Normal never hid one while it held a card of the others (2,009 hides in 200 games)."""


class Clues:
    """Each seat's past plays from ``view``, ready to weigh its possible hidden cards."""

    __slots__ = ("active", "hidden", "likelihood", "viewer")

    def __init__(self, view: Mapping[str, Any]) -> None:
        self.viewer: int = view["seat"]
        self.likelihood: dict[int, list[list[float]]] = {}
        """seat -> per Banner index -> per set of own levels in its hidden hand (bits)."""
        self.hidden: dict[int, int] = {}
        """seat -> how many of the unnamed Bourses on the table it hid (P09)."""
        if view["players"] < 4 or view["options"].get("visible_banners"):
            self.active = False  # a pile's draws (or an open Banner race) change the hands
            return
        for seat, turns in past_turns(view).items():
            if seat == self.viewer or not turns:
                continue
            self.likelihood[seat] = [[_likelihood(turns, banner, held) for held in range(8)]
                                     for banner in range(len(BANNERS))]
        self.hidden = hidden_by(view)
        self.active = bool(self.likelihood)

    def hands(self, pool: Sequence[int], banners: Sequence[str | None], slots: Sequence[int],
              rng: Rng) -> tuple[dict[int, list[int]], list[int]]:
        """Cards for the hidden slots of the seats with evidence (``slots[seat]`` of them) and
        for the unnamed Bourses they hid, drawn from ``pool`` (distinct cards; untouched) by a
        Metropolis chain of two-card swaps (:data:`STEPS` a card) from ``pool``'s order: each
        seat's Bourses mostly of the factions its Banner in ``banners`` (one per side, as a
        deal gives them) lacks, its hand as likely as its past plays make it."""
        sides = len(banners)
        parts: list[Part] = []
        start = 0
        for seat, chances in self.likelihood.items():
            name = banners[seat % sides]
            hid = self.hidden.get(seat, 0)
            if name is None or start + slots[seat] + hid > len(pool):
                continue
            banner = BANNER_INDEX[name]
            parts.append(Part(seat, start, slots[seat], hid, BANNER_FACTIONS[banner],
                              chances[banner]))
            start += slots[seat] + hid
        if not parts:
            return {}, []
        cards = list(pool)
        nobody = len(parts)
        where = [nobody] * len(cards)  # the part each place belongs to (nobody's: the rest)
        for k, part in enumerate(parts):
            where[part.first:part.end] = [k] * (part.end - part.first)
        values = [part.value(cards) for part in parts] + [1.0]
        for _ in range(STEPS * len(cards)):
            i, j = rng.below(len(cards)), rng.below(len(cards))
            a, b = where[i], where[j]
            if a == b and (a == nobody or parts[a].in_hand(i) == parts[a].in_hand(j)):
                continue  # the same place: a swap there changes no likelihood
            cards[i], cards[j] = cards[j], cards[i]
            new_a = parts[a].value(cards) if a < nobody else 1.0
            new_b = parts[b].value(cards) if b < nobody and b != a else 1.0
            old_b = values[b] if b != a else 1.0
            if rng.random() * values[a] * old_b < new_a * new_b:
                values[a] = new_a
                if b != a:
                    values[b] = new_b
            else:
                cards[i], cards[j] = cards[j], cards[i]
        dealt = {part.seat: cards[part.first:part.first + part.size] for part in parts}
        table = [card for part in parts for card in cards[part.first + part.size:part.end]]
        return dealt, table


class Part:
    """One seat's share of a deal: ``size`` hand cards, then the ``hid`` Bourses it hid, from
    index ``first`` of the deal's cards; its likelihood under its Banner's factions ``own``."""

    __slots__ = ("chances", "end", "first", "hid", "own", "seat", "size")

    def __init__(self, seat: int, first: int, size: int, hid: int, own: Sequence[int],
                 chances: Sequence[float]) -> None:
        self.seat, self.first, self.size, self.hid = seat, first, size, hid
        self.end = first + size + hid
        self.own, self.chances = own, chances

    def in_hand(self, index: int) -> bool:
        """Whether place ``index`` of the deal is one of its hand's (not a hidden Bourse)."""
        return index < self.first + self.size

    def value(self, cards: Sequence[int]) -> float:
        """Its hand by the levels of its factions there; each of its hidden Bourses of
        its own factions :data:`OWN_HIDDEN` times less likely."""
        own = self.own
        value = self.chances[levels(cards[self.first:self.first + self.size], own)]
        for card in cards[self.first + self.size:self.end]:
            if CARD_FACTION[card] in own:
                value *= OWN_HIDDEN
        return value


def hidden_by(view: Mapping[str, Any]) -> dict[int, int]:
    """Per seat other than the viewer, how many of the table's unnamed Bourses it hid: its
    Bourses not turned up since, trimmed (largest first) to the unnamed ones still on the
    table (a Mage may have taken some)."""
    counts = dict.fromkeys(range(view["players"]), 0)
    for seat, sign, name in view["history"]:
        if sign == "bourse" and name is None and seat != view["seat"]:
            counts[seat] += 1
    del counts[view["seat"]]
    unnamed = sum(1 for entry in view["table"] if entry["card"] is None)
    while sum(counts.values()) > unnamed:
        counts[max(counts, key=lambda s: counts[s])] -= 1
    return counts


Turn = tuple[int, int | None, list[int]]
"""A past play: Bourse faces on the table before it (1..5, 5 for more), the card shown (None:
a card hidden), the cards known to have been in hand then (the Warriors shown since)."""


def past_turns(view: Mapping[str, Any]) -> dict[int, list[Turn]]:
    """Per seat, each play from its hand it made (not a Mage's placement), as :data:`Turn`."""
    bourses = 1  # the Piggy
    turns: dict[int, list[Turn]] = {s: [] for s in range(view["players"])}
    plays: list[tuple[int, int]] = []  # (seat, index into turns[seat])
    mage_by = -1
    for seat, sign, name in view["history"]:
        if sign in ("warrior", "bourse"):
            card = CARD_INDEX[name] if name is not None and sign == "warrior" else None
            if mage_by != seat:
                turns[seat].append((max(1, min(bourses, len(PLAYS))), card, []))
                plays.append((seat, len(turns[seat]) - 1))
            if card is not None:
                for owner, k in plays:
                    if owner == seat:
                        turns[seat][k][2].append(card)
            bourses += sign == "bourse"
        elif sign == "orc":
            bourses += 1
        elif sign == "viking":
            bourses -= 1
        elif sign == "mage" and name is None:
            bourses -= 1  # a Bourse went to the Mage's hand
        mage_by = seat if sign == "mage" else -1
    return turns


def _likelihood(turns: Sequence[Turn], banner: int, held: int) -> float:
    """The chance of the seat's plays under ``banner`` if the levels of that Banner's factions
    among its hidden cards are ``held`` (bit L-1 for level L)."""
    own = BANNER_FACTIONS[banner]
    chance = 1.0
    for count, card, shown in turns:
        kind = (0 if card is None else CARD_LEVEL[card] if CARD_FACTION[card] in own else 4)
        chance *= frequency(count, held | levels(shown, own), kind)
    return chance


@cache
def frequency(count: int, held: int, kind: int) -> float:
    """How often Normal made a play of ``kind`` (0 hid, 1-3 showed its own at that level, 4
    showed another's) with ``count`` Bourse faces on the table and its own levels ``held``."""
    group = PLAYS[count - 1].split()[held]
    return max(FLOOR, int(group[2 * kind:2 * kind + 2]) / 100)


def levels(cards: Sequence[int], own: Sequence[int]) -> int:
    """The levels among ``cards`` of the factions ``own``, as bits (bit L-1 for level L)."""
    held = 0
    for card in cards:
        if CARD_FACTION[card] in own:
            held |= 1 << (CARD_LEVEL[card] - 1)
    return held
