"""A Pook bot's move, step by step (the table's ``pacer``, see scenes.table.pace).

Each event of a bot's action that a person should see is one step, its card ringed: the
card played (and, when its power has no target, that), the Orc's or Viking's turn-over,
the Mage's swap, the power left unused, the Piggy's swap, the Banner taken, the draw that
ends the turn. Cards stand where the action leaves them (Pook shows no in-between).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Event
from scenes.kit.pieces.pook_words import describe
from scenes.table.pace import Step

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable

SHOWN = ("place", "no_power", "flip", "mage_swap", "skip", "swap", "banner", "draw", "pick")


def pook_steps(scene: PookTable, events: list[Event], seat: int | None) -> list[Step]:
    """The steps of a bot's ``events`` (none for a human's: they made the move)."""
    assert scene.session is not None
    if seat is None or not scene.session.is_bot(seat):
        return []
    steps = []
    for event in events:
        text = describe(event, scene.ctx.tr, scene.names) if event.kind in SHOWN else None
        if text:
            words = text[:1].upper() + text[1:]
            steps.append(Step(event.kind, words, focus=focus_of(scene, event), event=event))
    return steps


def focus_of(scene: PookTable, event: Event) -> tuple[str, ...]:
    """The board keys of the cards an event moved or turned (tokens follow the cards)."""
    at = scene.tokens.at
    data = event.data
    if event.kind == "swap":
        moved = at.get(data["piggy_from"])
        return ("piggy", moved) if moved else ("piggy",)
    cell = data.get("cell")
    key = at.get(cell) if cell else None
    return (key,) if key else ()
