"""The orders of thefts a seat may choose (R17), and what each order leaves every hoard with.

When several thieves steal Balance runes of one colour, whoever steals last also takes
the runes of that colour the earlier thieves just won (R16: every rune of the Balance
rune's colour in the victim's hoard). The chooser sees the whole table (RÖK hides only
the bag, which no theft touches), so the hoards after each order are exact; they are
computed by playing each order through the core on a state rebuilt from the view.

>>> order_choices({"legal": ["throw"], "seat": 0})
[]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Rng
from game.rok.guess import determinize


@dataclass(frozen=True)
class OrderChoice:
    """One order of the thefts: its action text, the (thief, victim) thefts in that order,
    and every seat's hoard once they (and the thefts of other colours after them) are done."""

    text: str
    thefts: tuple[tuple[int, int], ...]
    hoards: tuple[int, ...]


def order_choices(view: dict[str, Any]) -> list[OrderChoice]:
    """Each order the seat of ``view`` may choose now, in the order of ``view["legal"]``."""
    legal = [text for text in view["legal"] if text.startswith("order ")]
    if not legal:
        return []
    state = determinize(view, Rng(0))
    choices = []
    for text in legal:
        trial = state.clone()
        trial.play(text)
        thefts = tuple((int(t), int(v)) for t, v in
                       (pair.split(">") for pair in text.split()[1].split(",")))
        choices.append(OrderChoice(text, thefts, tuple(trial.scores())))
    return choices


def best_order(view: dict[str, Any]) -> OrderChoice | None:
    """The order that leaves the seat of ``view`` the biggest hoard (the first of equals);
    None when it has no order to choose."""
    choices = order_choices(view)
    if not choices:
        return None
    seat = int(view["seat"])
    return max(choices, key=lambda choice: (choice.hoards[seat], -choices.index(choice)))
