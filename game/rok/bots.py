"""RÖK bots. ``RandomBot`` picks among the actions its seat may take (its view's ``"legal"``).

Throws and slides are physical: a bot's strength and aim go to ``table.py``
(see :func:`game.rok.table.aimed_slide`), not through ``"legal"``, which is
empty for them. While grabbing, ``"legal"`` holds the seat's own grabs.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng


class RandomBot:
    """Chooses uniformly among the texts in ``view["legal"]``."""

    def choose(self, view: dict[str, Any], rng: Rng) -> str | None:
        """An action text, or ``None`` when this seat has nothing to choose now."""
        legal: list[str] = view["legal"]
        return rng.choice(legal) if legal else None
