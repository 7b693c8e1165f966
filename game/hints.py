"""Hints: the move the Normal bot would make from a seat's own view, and why, in one reason.

A hint is computed from ``view`` alone — the dict a seat sees — exactly as a bot
decides, so it can never use what that seat does not know. Its reason is a key
(``"warrior_own"``…) with parameters (cells, slots and the ids of cards or runes
shown in that same view); the front end words it in the player's language. Each
game says why in ``game.<id>.hints.explain(view, text)``; RÖK, where nothing is
chosen from a list while runes are in the air, says what to look for instead.

>>> from game.core import Rng
>>> from game.totem import new_game
>>> hint = suggest("totem", new_game(2, seed=3).view(0), Rng(1))
>>> hint.action.startswith("setup"), hint.reason, len(hint.params["cards"])
(True, 'setup', 4)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core import Rng
from game.search import Bot


@dataclass(frozen=True)
class Hint:
    """What to do (an action text of ``view["legal"]``, or ``""`` when the table decides,
    as a RÖK throw), and why: a reason key and its parameters."""

    action: str
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)


def from_bot(bot: Bot, explain: Callable[[dict[str, Any], str], tuple[str, dict[str, Any]]],
             view: dict[str, Any], rng: Rng) -> Hint:
    """The move ``bot`` would make from ``view``, with ``explain``'s reason for it.

    :raises ValueError: when the seat has nothing to play now.
    """
    text = bot.choose(view, rng)
    reason, params = explain(view, text)
    return Hint(text, reason, params)


def suggest(game: str, view: dict[str, Any], rng: Rng) -> Hint:
    """The hint for the seat whose ``view`` this is (the Normal bot's choice, explained).

    :raises ValueError: when the seat has nothing to decide now.
    """
    module = importlib.import_module(f"game.{game}.hints")
    hint: Hint = module.hint(view, rng)
    return hint
