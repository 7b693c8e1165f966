"""Pook's guided first game: two players, the learner (Banner Knight + Mage) against a
robot, on the deal of seed 3.

It shows, in play: the two faces (P02), adjacency (P11), the level rule (P12), the
Knight's protection — and that it does not protect itself (P20) — the Orc (P22),
the Viking (P23), the Mage (P21), the draw (P14), the Piggy swap (P15) and its
swap-back rule (P16), the 5×5 limit (P10), the secret Banner (P06); then the
learner plays freely to the end and the scoring is explained (P25, P26).

Each step's ``claims`` are what its words say of the position (``game.lessons``),
checked against the core; the Pook-only kinds are in :data:`CLAIMS`.
"""

from __future__ import annotations

from typing import Any

from game.core import ClaimCheck
from game.lessons import Lesson, Step
from game.pook.cards import CELL_INDEX, CELL_NAMES, COL, NEIGHBOURS, ROW
from game.pook.position import EMPTY

LESSON = Lesson("pook", 2, 3, (
    Step("welcome", "P06", claims=(("view", "banner", "KM"),)),
    Step("faces", "P02", point=("hand", "K1a"), claims=(("holds", "hand", "K1a"),)),
    Step("first_card", "P12", do=("play K1a W E4",), point=("cell", "E4"),
         claims=(("view", "piggy", "E5"), ("above", "E4", "E5"), ("bourses", "E4", ("E5",)),
                 ("legal", "play K1a W E4"))),
    Step("knight", "P20", claims=(("none", "power"), ("cell", "E4", "card", "K1a"))),
    Step("end_draw", "P14", do=("end",), point=("button", "#end"),
         claims=(("view", "players", 2), ("legal", "end"))),
    Step("robot_bourse", "P09", bot="play O2b B F5", point=("cell", "F5"),
         claims=(("cell", "F5", "face", "bourse"), ("cell", "F5", "card", None))),
    Step("robot_ends", "P14", bot="end", claims=(("event", "draw", 1, {}),)),
    Step("viking", "P23", do=("play V1a W F4",), point=("cell", "F4"),
         claims=(("bourses", "F4", ("F5",)), ("legal", "play V1a W F4"))),
    Step("viking_power", "P23", do=("power F5",), point=("cell", "F5"),
         claims=(("cell", "F5", "face", "bourse"), ("adjacent", "F4", "F5"),
                 ("legal", "power F5"))),
    Step("end_again", "P14", do=("end",), point=("button", "#end"),
         claims=(("legal", "end"),)),
    Step("robot_orc", "P22", bot="play O1b W E3", point=("cell", "E3"),
         claims=(("cell", "E3", "card", "O1b"), ("cell", "E3", "face", "warrior"),
                 ("adjacent", "E3", "E4"))),
    Step("protection", "P20", point=("cell", "E4"),
         claims=(("view", "protected", ["E3", "F4"]), ("cell", "E4", "card", "K1a"))),
    Step("robot_orc_power", "P22", bot="power E4", point=("cell", "E4"),
         claims=(("cell", "E4", "face", "bourse"), ("view", "protected", []))),
    Step("robot_swap", "P15", bot="swap F5", point=("cell", "F5"),
         claims=(("view", "piggy", "F5"), ("cell", "E5", "card", "O2b"))),
    Step("", "P14", bot="end"),
    Step("swap_back", "P16", point=("cell", "E5"),
         claims=(("refused", "swap E5", "P16"), ("swaps", ("F4",)))),
    Step("hide_orc", "P09", do=("play O3a B D4",), point=("cell", "D4"),
         claims=(("legal", "play O3a B D4"),)),
    Step("your_swap", "P15", do=("swap F4",), point=("cell", "F4"),
         claims=(("cell", "F4", "card", "V1a"), ("legal", "swap F4"))),
    Step("end_third", "P14", do=("end",), point=("button", "#end"),
         claims=(("legal", "end"),)),
    Step("robot_viking_bourse", "P09", bot="play V2a B G4", point=("cell", "G4"),
         claims=(("cell", "G4", "face", "bourse"),)),
    Step("", "P14", bot="end"),
    Step("mage", "P12", do=("play M3b W H4",), point=("cell", "H4"),
         claims=(("bourses", "H4", ("D4", "E4", "F4", "G4")), ("view", "piggy", "F4"),
                 ("legal", "play M3b W H4"))),
    Step("mage_power", "P21", do=("power G4 O3b",), point=("cell", "G4"),
         claims=(("cell", "G4", "face", "bourse"), ("holds", "hand", "O3b"),
                 ("legal", "power G4 O3b"))),
    Step("five_by_five", "P10", point=("cell", "C4"),
         claims=(("columns", "D", "H"), ("out_of_reach", "C4"))),
    Step("end_fourth", "P14", do=("end",), point=("button", "#end"),
         claims=(("legal", "end"),)),
    Step("robot_bourse_again", "P09", bot="play K2b B D5", point=("cell", "D5"),
         claims=(("cell", "D5", "face", "bourse"),)),
    Step("", "P14", bot="end"),
    Step("orc", "P22", do=("play O1a W F6",), point=("cell", "F6"),
         claims=(("holds", "hand", "O1a"), ("legal", "play O1a W F6"))),
    Step("orc_power", "P22", do=("power F5",), point=("cell", "F5"),
         claims=(("cell", "F5", "card", "V1a"), ("cell", "F5", "face", "warrior"),
                 ("view", "banner", "KM"), ("legal", "power F5"))),
    Step("free", "P25", free=True),
    Step("scoring", "P26"),
))


def _cell(view: dict[str, Any], name: str) -> dict[str, Any] | None:
    return next((c for c in view["table"] if c["cell"] == name), None)


def bourses_counted(state: Any, name: str) -> list[str]:
    """The cells whose Bourse faces (the Piggy's too) P12 counts for a Warrior on ``name``:
    its row and column, the cell itself excluded; checked against the core's own count."""
    cell = CELL_INDEX[name]
    found = sorted((CELL_NAMES[c] for c in state.occupied if c != cell
                    and (ROW[c] == ROW[cell] or COL[c] == COL[cell])
                    and state.is_bourse(state.board[c])),
                   key=CELL_INDEX.__getitem__)
    if len(found) != state.bourses_in_line(cell):
        raise AssertionError(f"{name}: {found} against the core's {state.bourses_in_line(cell)}")
    return found


def _bourses(state: Any, view: dict[str, Any], name: str, cells: tuple[str, ...]) -> str | None:
    found = bourses_counted(state, name)
    return None if found == list(cells) else f"the Bourses counted for {name} are {found}"


def _cell_is(state: Any, view: dict[str, Any], name: str, key: str, value: Any) -> str | None:
    cell = _cell(view, name)
    if cell is None:
        return f"{name} is empty"
    return None if cell[key] == value else f"{name}'s {key} is {cell[key]!r}"


def _adjacent(state: Any, view: dict[str, Any], a: str, b: str) -> str | None:
    return None if CELL_INDEX[b] in NEIGHBOURS[CELL_INDEX[a]] else f"{a} does not touch {b}"


def _above(state: Any, view: dict[str, Any], a: str, b: str) -> str | None:
    ok = COL[CELL_INDEX[a]] == COL[CELL_INDEX[b]] and ROW[CELL_INDEX[a]] + 1 == ROW[CELL_INDEX[b]]
    return None if ok else f"{a} is not just above {b}"


def _swaps(state: Any, view: dict[str, Any], cells: tuple[str, ...]) -> str | None:
    found = sorted(t.split()[1] for t in view["legal"] if t.startswith("swap "))
    return None if found == sorted(cells) else f"the legal swaps are {found}"


def _columns(state: Any, view: dict[str, Any], first: str, last: str) -> str | None:
    used = sorted({c["cell"][0] for c in view["table"]})
    return None if (used[0], used[-1]) == (first, last) else f"the table spans {used}"


def _out_of_reach(state: Any, view: dict[str, Any], name: str) -> str | None:
    """P10: ``name`` touches a card (P11 would allow it) but no 5×5 square holds it."""
    cell = CELL_INDEX[name]
    if not any(state.board[n] != EMPTY for n in NEIGHBOURS[cell]):
        return f"{name} touches no card: P11 keeps it out, not P10"
    return None if cell not in state.open_cells() else f"{name} is still open"


CLAIMS: dict[str, ClaimCheck] = {
    "bourses": _bourses, "cell": _cell_is, "adjacent": _adjacent, "above": _above,
    "swaps": _swaps, "columns": _columns, "out_of_reach": _out_of_reach}
"""Pook's own claims: the Bourses P12 counts for a cell (``("bourses", cell, cells)``),
what lies on a cell as the learner sees it (``("cell", cell, key, value)``), cells that
touch, one just above another, the legal Piggy swaps, the columns the table spans, and a
cell next to a card that the 5×5 square (P10) keeps out of reach."""
