"""Hints: the move the Normal bot would make from a seat's own view, and why, in one reason.

A hint is computed from ``view`` alone — the dict a seat sees — exactly as a bot
decides, so it can never use what that seat does not know. Its reason is a key
(``"warrior_own"``…) with parameters (cells, slots and the ids of cards or runes
shown in that same view); the front end words it in the player's language. Each
game says why in ``game.<id>.hints.explain(view, text)``; RÖK, where nothing is
chosen from a list while runes are in the air, says what to look for instead. A game's
hints are its spec's ``hint``.

>>> from game.core import Rng
>>> from game.totem import SPEC
>>> hint = suggest(SPEC, SPEC.new_game(2, seed=3).view(0), Rng(1))
>>> hint.action.startswith("setup"), hint.reason, len(hint.params["cards"])
(True, 'setup', 4)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import A, GameSpec, Hint, Rng, S, View
from game.search import Bot

__all__ = ["Hint", "from_bot", "suggest"]


def from_bot(bot: Bot, explain: Callable[[dict[str, Any], str], tuple[str, dict[str, Any]]],
             view: dict[str, Any], rng: Rng) -> Hint:
    """The move ``bot`` would make from ``view``, with ``explain``'s reason for it.

    :raises ValueError: when the seat has nothing to play now.
    """
    text = bot.choose(view, rng)
    reason, params = explain(view, text)
    return Hint(text, reason, params)


def suggest(spec: GameSpec[S, A], view: View, rng: Rng) -> Hint:
    """The hint for the seat whose ``view`` this is, at a game of ``spec`` (the Normal bot's
    choice, explained).

    :raises ValueError: when the seat has nothing to decide now.
    """
    return spec.hint(view, rng)
