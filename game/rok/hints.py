"""RÖK hints: what to look for now, from the seat's view.

Grabbing is a race, so the hint is the rune the Normal bot would reach for
(its own Balance twin first, then a rune matching its tray, a theft, a pair,
see :func:`game.rok.bots.wanted_by`), or ``done`` when nothing on the table is
worth it. Throws and slides are made by hand at the table: their hint says how.
"""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.hints import Hint
from game.rok.bots import wanted_by
from game.rok.components import twin
from game.rok.orders import best_order, order_choices


def hint(view: dict[str, Any], rng: Rng) -> Hint:
    """What to do now at the seat of ``view``, and why.

    :raises ValueError: when the seat has nothing to do now.
    """
    seat, phase = int(view["seat"]), view["phase"]
    if phase == "throw" and view["current_player"] == seat:
        return Hint("", "throw")
    if phase == "slide" and view["current_player"] == seat:
        return Hint("", "slide")
    if phase == "order":
        best = best_order(view)
        if best is not None:
            others = [c.hoards[seat] for c in order_choices(view) if c.text != best.text]
            return Hint(best.text, "order", {"order": best.text, "mine": best.hoards[seat],
                                             "other": max(others, default=best.hoards[seat])})
    if phase == "grab":
        wanted = wanted_by(view, seat)
        if wanted:
            return Hint(f"grab {seat} {wanted[0]}", *explain(view, wanted[0]))
        return Hint("done" if "done" in view["legal"] else "", "nothing")
    raise ValueError(f"seat {seat} has nothing to do now")


def explain(view: dict[str, Any], rune: str) -> tuple[str, dict[str, Any]]:
    """Why ``rune`` (face up in ``view``) is worth grabbing for the seat of ``view``."""
    seat = int(view["seat"])
    mate = twin(rune)
    if mate == view["balance"][seat]:
        return "balance", {"rune": rune}
    if mate in view["trays"][seat]:
        return "tray", {"rune": rune}
    owner = next((s for s, b in enumerate(view["balance"]) if b == mate), None)
    if owner is not None:
        return "theft", {"rune": rune, "seat": owner}
    return "pair", {"rune": rune}
