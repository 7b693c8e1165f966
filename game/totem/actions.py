"""Totem actions: small frozen values whose ``str`` is the notation (see the package docstring).

Slots are numbered 1-4 as the players see them. Attack cards are kept sorted by
id, so a Sword combination reads Sword first (red ids come first) and
``attack B5+R7 2`` parses to the same action as ``attack R7+B5 2``.

The actions a position can offer are made once, at import, and shared, so
``legal_actions()`` only picks them out of tables.

>>> str(parse_action(None, "attack b5+r7 2"))
'attack R7+B5 2'
>>> parse_action(None, "eye 3") == EyeReveal(3)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import MalformedAction
from game.totem.cards import DECK_SIZE, IS_SWORD, NAME, parse_card

SLOTS = 4  # T05: at most 4 defenders, in slots 1-4
SLOT_NUMBERS = range(1, SLOTS + 1)


def _check(cards: tuple[int, ...], slot: int = 1) -> None:
    """Actions built in code (not parsed) still name real cards, once each, and a slot 1-4."""
    if slot not in SLOT_NUMBERS or len(set(cards)) != len(cards) or not all(
            0 <= c < DECK_SIZE for c in cards):
        raise ValueError(f"no Totem action has cards {cards!r} and slot {slot!r}")


@dataclass(frozen=True, slots=True)
class Setup:
    """T05: the 4 secret defenders, in slot order 1-4."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "setup " + " ".join(NAME[c] for c in self.cards)


@dataclass(frozen=True, slots=True)
class Attack:
    """T12: one hand card, or a Sword combination of two (T20), against opponent slot ``slot``."""

    cards: tuple[int, ...]
    slot: int

    def __post_init__(self) -> None:
        _check(self.cards, self.slot)
        if list(self.cards) != sorted(self.cards):  # one action, whatever the order written
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return f"attack {'+'.join(NAME[c] for c in self.cards)} {self.slot}"


@dataclass(frozen=True, slots=True)
class Defend:
    """T08: a hand card goes face down into the player's own empty slot ``slot``."""

    card: int
    slot: int

    def __post_init__(self) -> None:
        _check((self.card,), self.slot)

    def __str__(self) -> str:
        return f"defend {NAME[self.card]} {self.slot}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """T09: a hand card swaps places with the player's own face-down defender in ``slot``."""

    card: int
    slot: int

    def __post_init__(self) -> None:
        _check((self.card,), self.slot)

    def __str__(self) -> str:
        return f"exchange {NAME[self.card]} {self.slot}"


@dataclass(frozen=True, slots=True)
class Discard:
    """T10: discard a hand card, then draw one."""

    card: int

    def __str__(self) -> str:
        return f"discard {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class Trim:
    """T11: one of the end-of-turn discards down to 6 cards in hand."""

    card: int

    def __str__(self) -> str:
        return f"trim {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class EyeReveal:
    """T22: the Eye's owner reveals the opponent's face-down defender in ``slot``."""

    slot: int

    def __post_init__(self) -> None:
        _check((), self.slot)

    def __str__(self) -> str:
        return f"eye {self.slot}"


@dataclass(frozen=True, slots=True)
class Again:
    """T17: after a successful attack, with an empty hand: draw one card, the turn ends."""

    def __str__(self) -> str:
        return "again"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """T16: end the turn after a successful attack (or when no action is possible at all)."""

    def __str__(self) -> str:
        return "end"


Action = Setup | Attack | Defend | Exchange | Discard | Trim | EyeReveal | Again | EndTurn
ACTION_TYPES = (Setup, Attack, Defend, Exchange, Discard, Trim, EyeReveal, Again, EndTurn)

# --- the shared action tables (index [card][slot - 1]) ----------------------------------------

ATTACK_ONE = [[Attack((c,), s) for s in SLOT_NUMBERS] for c in range(DECK_SIZE)]
ATTACK_TWO: dict[tuple[int, int], list[Attack]] = {
    (a, b): [Attack((a, b), s) for s in SLOT_NUMBERS]
    for a in range(DECK_SIZE) if IS_SWORD[a] for b in range(a + 1, DECK_SIZE)
}
DEFEND = [[Defend(c, s) for s in SLOT_NUMBERS] for c in range(DECK_SIZE)]
EXCHANGE = [[Exchange(c, s) for s in SLOT_NUMBERS] for c in range(DECK_SIZE)]
DISCARD = [Discard(c) for c in range(DECK_SIZE)]
TRIM = [Trim(c) for c in range(DECK_SIZE)]
EYE_REVEAL = [EyeReveal(s) for s in SLOT_NUMBERS]
AGAIN = Again()
END_TURN = EndTurn()


def attack(cards: tuple[int, ...], slot: int) -> Attack:
    """The attack with ``cards`` (any order) on ``slot``; shared when the tables hold it."""
    key = tuple(sorted(cards))
    shared = ATTACK_ONE[key[0]] if len(key) == 1 else ATTACK_TWO.get((key[0], key[-1]))
    return shared[slot - 1] if shared and len(key) <= 2 else Attack(key, slot)


# --- parsing ----------------------------------------------------------------------------------

_WORDS = ("setup", "attack", "defend", "exchange", "discard", "trim", "eye", "again", "end")


def _card(text: str, word: str) -> int:
    card = parse_card(word)
    if card is None:
        raise MalformedAction(text, f"{word!r} is not a card (colour R, B, G or Y and level 1-13)")
    return card


def _slot(text: str, word: str) -> int:
    if word not in ("1", "2", "3", "4"):
        raise MalformedAction(text, f"{word!r} is not a slot number 1-4")
    return int(word)


def _arity(text: str, words: list[str], count: int, usage: str) -> None:
    if len(words) != count:
        raise MalformedAction(text, f"expected {usage!r}")


def _distinct(text: str, cards: tuple[int, ...]) -> tuple[int, ...]:
    if len(set(cards)) != len(cards):
        raise MalformedAction(text, "the same card is named twice")
    return cards


def parse_action(state: Any, text: str) -> Action:
    """The action written ``text`` (the notation does not depend on ``state``).

    :raises MalformedAction: if the text is not Totem notation (or not text at all).
    """
    if not isinstance(text, str):
        raise MalformedAction(repr(text), "an action is text")
    words = text.split()
    if not words or words[0].lower() not in _WORDS:
        raise MalformedAction(text, f"expected one of: {', '.join(_WORDS)}")
    word = words[0].lower()
    if word == "setup":
        _arity(text, words, 5, "setup CARD CARD CARD CARD")
        return Setup(_distinct(text, tuple(_card(text, w) for w in words[1:])))
    if word == "attack":
        _arity(text, words, 3, "attack CARD[+CARD] SLOT")
        parts = words[1].split("+")
        if len(parts) > 2:
            raise MalformedAction(text, "an attack uses one card or a Sword combination of two")
        cards = _distinct(text, tuple(_card(text, w) for w in parts))
        return attack(cards, _slot(text, words[2]))
    if word in ("defend", "exchange"):
        _arity(text, words, 3, f"{word} CARD SLOT")
        table = DEFEND if word == "defend" else EXCHANGE
        return table[_card(text, words[1])][_slot(text, words[2]) - 1]
    if word in ("discard", "trim"):
        _arity(text, words, 2, f"{word} CARD")
        return (DISCARD if word == "discard" else TRIM)[_card(text, words[1])]
    if word == "eye":
        _arity(text, words, 2, "eye SLOT")
        return EYE_REVEAL[_slot(text, words[1]) - 1]
    _arity(text, words, 1, word)
    return AGAIN if word == "again" else END_TURN
