"""Pook hints: the Normal bot's move from the seat's view, and its reason.

The reasons follow the judgement of :mod:`game.pook.heuristics`: a Warrior of one's
own factions counts for one's Banner (P26), a Knight shelters its neighbours
(P20), another faction's Warrior is played for its power (P21-P23), a card of a
rival faction is hidden as a Bourse, which also makes room for Warriors (P12).
Parameters only name cards the seat sees: its own hand and the Warriors on the table.

>>> from game.pook import new_game
>>> explain(new_game(2, seed=4).view(0), "play O3b B E4")
('bourse_hide', {'card': 'O3b', 'cell': 'E4'})
"""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.hints import Hint, from_bot
from game.pook.bots import NormalBot


def hint(view: dict[str, Any], rng: Rng) -> Hint:
    """What the Normal bot would play from ``view``, and why (:raises ValueError: when
    the seat has nothing to play now)."""
    return from_bot(NormalBot(), explain, view, rng)


def explain(view: dict[str, Any], text: str) -> tuple[str, dict[str, Any]]:
    """Why ``text`` is worth playing for the seat of ``view`` (a reason key, parameters)."""
    verb, *args = text.split()
    table = {entry["cell"]: entry for entry in view["table"]}
    if verb == "play":
        card, face, cell = args
        if face == "B":
            own = card[0] in (view["banner"] or "")
            return ("bourse_room" if own else "bourse_hide"), {"card": card, "cell": cell}
        if card[0] in (view["banner"] or ""):
            return "warrior_own", {"card": card, "cell": cell}
        return ("warrior_knight" if card[0] == "K" else "warrior_power"), {"card": card,
                                                                          "cell": cell}
    if verb == "power":
        cell = args[0]
        placed = table[view["placed"]]["faction"]
        target = table[cell]
        if placed == "Orc":
            return "orc", {"cell": cell, "card": target["card"]}
        if placed == "Viking":
            return "viking", {"cell": cell}
        return "mage", {"cell": cell, "card": args[1]}
    if verb == "banner":
        return "banner", {"banner": args[0]}
    if verb in ("swap", "pick"):
        return verb, {"cell": args[0]}
    return verb, {}  # skip, end
