"""Totem hints: the Normal bot's move from the seat's view, and its reason.

Parameters only name cards the seat sees (its hand, its defenders, revealed
defenders, the discard pile) and the opponent's slots by number, with whose they are
(``owner``: the opponent's seat), so that words can say "Robot's slot 4".

>>> from game.totem import new_game
>>> explain(new_game(2, seed=3).view(0), "discard B3")
('discard', {'card': 'B3'})
>>> suggest_setup = explain(new_game(2, seed=3).view(0), "setup R7 B3 G12 Y1")
>>> suggest_setup
('setup', {'cards': ['R7', 'B3', 'G12', 'Y1']})
"""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.hints import Hint, from_bot
from game.totem.bots import NormalBot
from game.totem.cards import BY_NAME, LEVEL, POWER, SHIELD


def hint(view: dict[str, Any], rng: Rng) -> Hint:
    """What the Normal bot would play from ``view``, and why (:raises ValueError: when
    the seat has nothing to play now)."""
    return from_bot(NormalBot(), explain, view, rng)


def explain(view: dict[str, Any], text: str) -> tuple[str, dict[str, Any]]:
    """Why ``text`` is worth playing for the seat of ``view`` (a reason key, parameters)."""
    verb, *args = text.split()
    if verb == "attack":
        cards, slot = args[0].split("+"), int(args[1])
        target = view["zones"][1 - view["seat"]][slot - 1]
        value = sum(LEVEL[BY_NAME[card]] for card in cards)
        params: dict[str, Any] = {"cards": cards, "slot": slot, "value": value,
                                  "owner": 1 - view["seat"]}
        if target is None or target["card"] is None:
            return ("attack_sword" if len(cards) == 2 else "attack_hidden"), params
        defender = BY_NAME[target["card"]]
        params["defender"] = target["card"]
        shield = POWER[defender] == SHIELD and not target["spent"]
        if shield or value < LEVEL[defender]:
            return "attack_revealed_hard", params
        return "attack_revealed", params
    if verb in ("defend", "exchange"):
        return verb, {"card": args[0], "slot": int(args[1])}
    if verb in ("discard", "trim"):
        return verb, {"card": args[0]}
    if verb == "eye":
        return "eye", {"slot": int(args[0]), "owner": 1 - view["seat"]}
    if verb == "setup":
        return "setup", {"cards": args}
    return verb, {}  # again, end
