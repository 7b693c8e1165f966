"""What the other player's turn changed for you, in one line (the table's ``recap_words``,
see scenes.table.recap): "Robot attacked your slot 2 with green 13 — it failed: Shield"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from scenes.kit.pieces.totem_words import card_name, cards_name
from scenes.table.recap import Moves

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable


def totem_recap(scene: TotemTable, moves: Moves) -> str:
    """One sentence per seat that moved since the viewer's last move, its moves in order."""
    tr, said = scene.ctx.tr, []
    for seat in dict.fromkeys(seat for seat, _ in moves):
        phrases = [p for moved, events in moves if moved == seat
                   for p in phrases_of(scene, events)]
        if seat is not None and phrases:
            said.append(f"{scene.name(seat)} {tr('pace.recap.then').join(phrases)}.")
    return " ".join(said)


def phrases_of(scene: TotemTable, events: list[Event]) -> list[str]:
    """The viewer-facing phrases of one move's events."""
    tr, colours = scene.ctx.tr, scene.ctx.palette.power_words

    def words(key: str, **values: Any) -> str:
        return str(tr(f"pace.recap.totem.{key}", **values))

    phrases = []
    verdict = next((e for e in events if e.kind in ("attack_failed", "attack_succeeded")), None)
    for event in events:
        data = event.data
        if event.kind == "setup":
            phrases.append(words("setup"))
        elif event.kind == "attack" and verdict is not None:
            card = card_name(tr, verdict.data["defender"], colours)
            cards = cards_name(tr, data["cards"], colours)
            slot = data["slot"]
            if verdict.kind == "attack_succeeded":
                phrases.append(words("beat", card=card, cards=cards, slot=slot))
            elif verdict.data["reason"] == "shield":
                phrases.append(words("failed_shield", cards=cards, slot=slot))
            else:
                phrases.append(words("failed", card=card, cards=cards, slot=slot))
        elif event.kind in ("defend", "exchange"):
            phrases.append(words(event.kind, slot=data["slot"]))
        elif event.kind == "discard" and data["from"] in ("discard", "hand_limit"):
            key = "discard" if data["from"] == "discard" else "trim"
            phrases.append(words(key, cards=cards_name(tr, data["cards"], colours)))
        elif event.kind == "draw" and data["reason"] == "again":
            phrases.append(words("again"))
        elif event.kind == "reveal" and data["by"] == "eye":
            phrases.append(words("eye", card=card_name(tr, data["card"], colours)))
    return phrases
