"""Pook's actions: small frozen values whose ``str`` is the notation, and its parser.

Every action object that can ever be legal is built once at import time, so
``legal_actions`` only picks them out of tables (see :func:`play_action` & co.).

>>> str(Play(CARD_INDEX["O2a"], True, parse_cell("E4")))
'play O2a W E4'
>>> parse_action(None, "power E6 K1b") == Power(parse_cell("E6"), CARD_INDEX["K1b"])
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import MalformedAction
from game.pook.cards import (
    BANNER_INDEX,
    BANNERS,
    CARD_IDS,
    CARD_INDEX,
    CELL_NAMES,
    N_CARDS,
    N_CELLS,
    parse_cell,
)


@dataclass(frozen=True, slots=True)
class Swap:
    """P15: swap the Piggy with the card on ``cell`` (orthogonally adjacent to it)."""

    cell: int

    def __str__(self) -> str:
        return f"swap {CELL_NAMES[self.cell]}"


@dataclass(frozen=True, slots=True)
class Play:
    """P09: play ``card`` from hand onto ``cell``, Warrior face up if ``warrior`` else Bourse."""

    card: int
    warrior: bool
    cell: int

    def __str__(self) -> str:
        face = "W" if self.warrior else "B"
        return f"play {CARD_IDS[self.card]} {face} {CELL_NAMES[self.cell]}"


@dataclass(frozen=True, slots=True)
class Power:
    """P13: apply the placed Warrior's power to ``cell``; ``card`` is the Mage's hand card."""

    cell: int
    card: int | None = None

    def __str__(self) -> str:
        if self.card is None:
            return f"power {CELL_NAMES[self.cell]}"
        return f"power {CELL_NAMES[self.cell]} {CARD_IDS[self.card]}"


@dataclass(frozen=True, slots=True)
class Skip:
    """P13: do not apply the placed Warrior's power."""

    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True, slots=True)
class End:
    """End the turn (and draw a card with 2 or 3 players, P14)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class TakeBanner:
    """P28 (Visible Banners): take the still available ``banner``."""

    banner: int

    def __str__(self) -> str:
        return f"banner {BANNERS[self.banner]}"


@dataclass(frozen=True, slots=True)
class Pick:
    """P27: secretly choose the Bourse on ``cell`` to be turned face up in the tie-break."""

    cell: int

    def __str__(self) -> str:
        return f"pick {CELL_NAMES[self.cell]}"


Action = Swap | Play | Power | Skip | End | TakeBanner | Pick

SKIP = Skip()
END = End()
SWAPS = tuple(Swap(cell) for cell in range(N_CELLS))
PICKS = tuple(Pick(cell) for cell in range(N_CELLS))
POWERS = tuple(Power(cell) for cell in range(N_CELLS))
TAKE_BANNERS = tuple(TakeBanner(banner) for banner in range(len(BANNERS)))
PLAYS = tuple(Play(card, warrior, cell) for card in range(N_CARDS) for warrior in (False, True)
               for cell in range(N_CELLS))
_MAGE_POWERS = tuple(Power(cell, card) for cell in range(N_CELLS) for card in range(N_CARDS))


def play_action(card: int, warrior: bool, cell: int) -> Play:
    """The shared :class:`Play` object for these fields (no allocation)."""
    return PLAYS[(card * 2 + warrior) * N_CELLS + cell]


def mage_power(cell: int, card: int) -> Power:
    return _MAGE_POWERS[cell * N_CARDS + card]


# --- parsing ------------------------------------------------------------------------------------

def _cell(text: str, word: str) -> int:
    try:
        return parse_cell(word)
    except KeyError:
        raise MalformedAction(text, f"{word!r} is not a cell (columns A-I, rows 1-9)") from None


def _card(text: str, word: str) -> int:
    name = word[:1].upper() + word[1:].lower()
    if name not in CARD_INDEX:
        raise MalformedAction(text, f"{word!r} is not a Faction card (like K1a, O3b)")
    return CARD_INDEX[name]


def _arity(text: str, words: list[str], counts: tuple[int, ...], usage: str) -> None:
    if len(words) - 1 not in counts:
        raise MalformedAction(text, f"expected {usage!r}")


def parse_action(state: Any, text: str) -> Action:
    """The action written ``text`` (see the package docstring for the notation).

    ``state`` is accepted for the shared contract; the notation needs no context.

    :raises MalformedAction: if ``text`` is not an action in the notation.
    """
    if not isinstance(text, str):
        raise MalformedAction(repr(text), "an action is written as text")
    words = text.split()
    if not words:
        raise MalformedAction(text, "empty action")
    verb = words[0].lower()
    if verb in ("skip", "end"):
        _arity(text, words, (0,), verb)
        return SKIP if verb == "skip" else END
    if verb in ("swap", "pick"):
        _arity(text, words, (1,), f"{verb} CELL")
        cell = _cell(text, words[1])
        return SWAPS[cell] if verb == "swap" else PICKS[cell]
    if verb == "play":
        _arity(text, words, (3,), "play CARD W|B CELL")
        face = words[2].upper()
        if face not in ("W", "B"):
            raise MalformedAction(text, f"face {words[2]!r} must be W (Warrior) or B (Bourse)")
        return play_action(_card(text, words[1]), face == "W", _cell(text, words[3]))
    if verb == "power":
        _arity(text, words, (1, 2), "power CELL [CARD]")
        cell = _cell(text, words[1])
        return POWERS[cell] if len(words) == 2 else mage_power(cell, _card(text, words[2]))
    if verb == "banner":
        _arity(text, words, (1,), "banner PAIR")
        pair = words[1].upper()
        if pair not in BANNER_INDEX:
            raise MalformedAction(text, f"{words[1]!r} is not a Banner ({', '.join(BANNERS)})")
        return TAKE_BANNERS[BANNER_INDEX[pair]]
    raise MalformedAction(text, f"unknown verb {words[0]!r}; expected swap, play, power, skip, "
                                "banner, end or pick")


def all_action_texts() -> list[str]:
    """Every action text the notation can write (for exhaustive legality tests)."""
    texts = ["skip", "end"] + [str(a) for a in (*SWAPS, *PICKS, *POWERS, *TAKE_BANNERS)]
    texts += [str(a) for a in PLAYS] + [str(a) for a in _MAGE_POWERS]
    return texts

