"""Totem's events as log lines, in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import Event

Tr = Callable[..., str]
COLOUR_WORD = {"R": "red", "B": "blue", "G": "green", "Y": "yellow"}


def card_name(tr: Tr, face: str) -> str:
    return tr("totem.card", colour=tr(f"totem.colour.{COLOUR_WORD[face[0]]}"), level=face[1:])


def cards_name(tr: Tr, faces: Sequence[str]) -> str:
    return tr("totem.and").join(card_name(tr, face) for face in faces)


def describe(event: Event, tr: Tr, names: Sequence[str]) -> str | None:
    """One line for ``event`` (None for events the log need not mention)."""
    data, kind = event.data, event.kind
    who = names[event.seat] if event.seat is not None else ""
    if kind == "setup":
        return tr("totem.log.setup", name=who)
    if kind == "turn":
        return tr("totem.log.turn", turn=data["turn"], name=who)
    if kind == "draw":
        return tr(f"totem.log.draw_{data['reason']}", name=who, deck=data["deck"])
    if kind == "attack":
        return tr("totem.log.attack", name=who, cards=cards_name(tr, data["cards"]),
                  value=data["value"], owner=names[data["target_seat"]], slot=data["slot"])
    if kind == "reveal":
        return tr(f"totem.log.reveal_{data['by']}", name=who, slot=data["slot"],
                  card=card_name(tr, data["card"]))
    if kind == "power":
        return tr(f"totem.log.power_{data['power']}", name=who, card=card_name(tr, data["card"]))
    if kind == "cancel":
        return tr(f"totem.log.cancel_{data['by']}", card=card_name(tr, data["card"]))
    if kind == "attack_failed":
        return tr(f"totem.log.failed_{data['reason']}", card=card_name(tr, data["defender"]))
    if kind == "attack_succeeded":
        return tr("totem.log.succeeded", card=card_name(tr, data["defender"]))
    if kind == "discard" and data["from"] in ("discard", "hand_limit"):
        return tr(f"totem.log.discard_{data['from']}", name=who,
                  cards=cards_name(tr, data["cards"]))
    if kind in ("defend", "exchange"):
        return tr(f"totem.log.{kind}", name=who, slot=data["slot"])
    if kind == "hand_limit":
        return tr("totem.log.hand_limit", name=who, count=data["cards"], n=data["discard"])
    if kind == "last_turn":
        return tr("totem.log.last_turn")
    if kind == "game_over":
        return tr(f"totem.end.{data['reason']}")
    return None
