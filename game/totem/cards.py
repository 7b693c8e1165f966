"""The 52 Totem cards (T01, T02) as a data table.

A card is an int id ``0..51``: colour index × 13 + level − 1. Its name is the
colour letter and the level, ``R7`` (red 7), ``B13``, ``G3``, ``Y9``; names are
what notation, views, events and snapshots use, ids are what the rules index.

>>> NAME[card_id("R", 7)], LEVEL[card_id("R", 7)], POWER[card_id("R", 7)]
('R7', 7, 'sword')
>>> POWER[parse_card("B13")] is None
True
"""

from __future__ import annotations

COLOURS = ("R", "B", "G", "Y")
COLOUR_NAMES = ("red", "blue", "green", "yellow")

SWORD = "sword"
SHIELD = "shield"
EYE = "eye"
SUM = "sum"
POWER_OF_COLOUR = (SWORD, SHIELD, EYE, SUM)  # T02: red, blue, green, yellow

LEVELS = 13
POWER_LEVELS = 9  # T02: only levels 1-9 carry the colour's power
DECK_SIZE = len(COLOURS) * LEVELS  # T01: 52

LEVEL: tuple[int, ...] = tuple(i % LEVELS + 1 for i in range(DECK_SIZE))
COLOUR: tuple[str, ...] = tuple(COLOURS[i // LEVELS] for i in range(DECK_SIZE))
POWER: tuple[str | None, ...] = tuple(
    POWER_OF_COLOUR[i // LEVELS] if LEVEL[i] <= POWER_LEVELS else None for i in range(DECK_SIZE))
NAME: tuple[str, ...] = tuple(f"{COLOUR[i]}{LEVEL[i]}" for i in range(DECK_SIZE))
BY_NAME: dict[str, int] = {name: i for i, name in enumerate(NAME)}
IS_SWORD: tuple[bool, ...] = tuple(p == SWORD for p in POWER)


def card_id(colour: str, level: int) -> int:
    """The id of the card of ``colour`` (a letter of ``COLOURS``) and ``level`` (1-13)."""
    return COLOURS.index(colour) * LEVELS + level - 1


def parse_card(text: str) -> int | None:
    """The id named by ``text`` (``"R7"``, case-insensitive), or None if it names no card."""
    return BY_NAME.get(text.upper())


def names(cards: list[int] | tuple[int, ...]) -> list[str]:
    """Card names for a view, an event or a snapshot."""
    return [NAME[c] for c in cards]
