"""Pook bots. They decide from a view (never from the full state), so they cannot cheat."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import Rng


class RandomBot:
    """Picks uniformly among the legal action texts of its view.

    >>> from game.pook import new_game
    >>> state = new_game(2, seed=1)
    >>> RandomBot().choose(state.view(0), Rng(3)) in state.view(0)["legal"]
    True
    """

    name = "random"

    def choose(self, view: Mapping[str, Any], rng: Rng) -> str:
        legal = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has no legal action now")
        text: str = legal[rng.below(len(legal))]
        return text
