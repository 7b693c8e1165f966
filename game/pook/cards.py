"""Pook's components as data: Faction cards, the Piggy, Banners and the 9×9 frame of cells.

The card distribution lives in one table (:data:`LEVEL_COPIES`, rule P01) and
everything else is derived from it, so a corrected count is a one-line change.

>>> CARD_IDS[:6]
('K1a', 'K1b', 'K2a', 'K2b', 'K3a', 'K3b')
>>> cell_name(CENTER), parse_cell("A1"), cell_name(80)
('E5', 0, 'I9')
"""

from __future__ import annotations

# --- factions and cards (P01-P03) ---------------------------------------------------------------

FACTIONS = ("K", "M", "O", "V")
"""Faction letters, in a fixed order used for indices: Knight, Mage, Orc, Viking."""

FACTION_NAMES = ("Knight", "Mage", "Orc", "Viking")
KNIGHT, MAGE, ORC, VIKING = range(4)

LEVEL_COPIES = {1: 2, 2: 2, 3: 2}
"""P01 [R]: how many cards of each level every faction has (levels 1,1,2,2,3,3)."""


def _build_cards() -> tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]:
    ids: list[str] = []
    factions: list[int] = []
    levels: list[int] = []
    for faction, letter in enumerate(FACTIONS):
        for level, copies in sorted(LEVEL_COPIES.items()):
            for copy in range(copies):
                ids.append(f"{letter}{level}{'abcdefgh'[copy]}")
                factions.append(faction)
                levels.append(level)
    return tuple(ids), tuple(factions), tuple(levels)


CARD_IDS, CARD_FACTION, CARD_LEVEL = _build_cards()
"""Stable identities of the Faction cards (index = card number), their faction and level."""

N_CARDS = len(CARD_IDS)
PIGGY = N_CARDS
"""The Piggy's card number: after the Faction cards; never has a Warrior face (P03)."""
PIGGY_ID = "P"
CARD_INDEX = {name: index for index, name in enumerate(CARD_IDS)}


def card_name(card: int) -> str:
    """A card's readable name for logs and messages, e.g. ``Orc 2 (O2a)``."""
    if card == PIGGY:
        return "Piggy"
    return f"{FACTION_NAMES[CARD_FACTION[card]]} {CARD_LEVEL[card]} ({CARD_IDS[card]})"


# --- Banners (P04) ------------------------------------------------------------------------------

BANNERS = tuple(FACTIONS[a] + FACTIONS[b] for a in range(4) for b in range(a + 1, 4))
"""The six Banners, one per pair of factions: KM, KO, KV, MO, MV, OV."""
BANNER_FACTIONS = tuple((FACTIONS.index(name[0]), FACTIONS.index(name[1])) for name in BANNERS)
BANNER_INDEX = {name: index for index, name in enumerate(BANNERS)}


def banner_name(banner: int) -> str:
    a, b = BANNER_FACTIONS[banner]
    return f"{FACTION_NAMES[a]}+{FACTION_NAMES[b]} ({BANNERS[banner]})"


# --- the frame of cells -------------------------------------------------------------------------

SIDE = 9
"""Every card lies within 4 cells of the Piggy's starting cell (see the package docstring)."""
SQUARE = 5
"""P10: the table fits in a SQUARE × SQUARE box."""
N_CELLS = SIDE * SIDE
COLUMNS = "ABCDEFGHI"
CELL_NAMES = tuple(f"{COLUMNS[i % SIDE]}{i // SIDE + 1}" for i in range(N_CELLS))
CELL_INDEX = {name: index for index, name in enumerate(CELL_NAMES)}
COL = tuple(i % SIDE for i in range(N_CELLS))
ROW = tuple(i // SIDE for i in range(N_CELLS))
CENTER = CELL_INDEX["E5"]
"""Where the Piggy starts (P05): x = 0, y = 0."""


def _neighbours(cell: int) -> tuple[int, ...]:
    col, row = COL[cell], ROW[cell]
    steps = ((0, -1), (-1, 0), (1, 0), (0, 1))
    return tuple((row + dr) * SIDE + col + dc for dc, dr in steps
                 if 0 <= col + dc < SIDE and 0 <= row + dr < SIDE)


NEIGHBOURS = tuple(_neighbours(cell) for cell in range(N_CELLS))
"""Orthogonal neighbours of every cell inside the frame, in cell order."""


def cell_name(cell: int) -> str:
    return CELL_NAMES[cell]


def parse_cell(text: str) -> int:
    """The cell index of a name like ``E5`` (case-insensitive); KeyError if there is none."""
    return CELL_INDEX[text.upper()]


def xy(cell: int) -> tuple[int, int]:
    """Grid coordinates with the Piggy's start at (0, 0), x to the right, y downwards."""
    return COL[cell] - SIDE // 2, ROW[cell] - SIDE // 2
