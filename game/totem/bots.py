"""The random bot: any legal action, uniformly, decided from a view alone."""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.totem.actions import Action
from game.totem.rules import State


def random_action(state: State, rng: Rng) -> Action:
    """One legal action of ``state`` drawn uniformly from ``rng``."""
    return rng.choice(state.legal_actions())


class RandomBot:
    """Picks uniformly among the texts of ``view["legal"]``."""

    name = "random"

    def choose(self, view: dict[str, Any], rng: Rng) -> str:
        legal: list[str] = view["legal"]
        if not legal:
            raise ValueError(f"seat {view['seat']} has nothing to play now")
        return rng.choice(legal)
