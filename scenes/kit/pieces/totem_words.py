"""Totem's events as log lines, and its refusals, in the player's language.

Cards are named as the table draws them: "blue 9" — and, with the colour-blind palette,
whose Sword cards are orange, "orange 3" (``words``: each power's colour word, from the
palette in use). So do the tooltips, hints, recaps and lessons; the rules' pages name suits by
their emblem only and draw them in the palette's colours. Switching palette or language
mid-game writes the log again in the new words (``Telling.replay_log``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import Event

Tr = Callable[..., str]
Words = Mapping[str, str]  # power -> the word for its colour as drawn (Palette.power_words)
LETTER_POWER = {"R": "sword", "B": "shield", "G": "eye", "Y": "sum"}  # T02


def colour_name(tr: Tr, letter: str, words: Words) -> str:
    return tr(f"totem.colour.{words[LETTER_POWER[letter]]}")


def card_name(tr: Tr, face: str, words: Words) -> str:
    return tr("totem.card", colour=colour_name(tr, face[0], words), level=face[1:])


def cards_name(tr: Tr, faces: Sequence[str], words: Words) -> str:
    return tr("totem.and").join(card_name(tr, face, words) for face in faces)


def describe(event: Event, tr: Tr, names: Sequence[str], words: Words) -> str | None:
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
        return tr("totem.log.attack", name=who, cards=cards_name(tr, data["cards"], words),
                  value=data["value"], owner=names[data["target_seat"]], slot=data["slot"])
    if kind == "reveal":
        return tr(f"totem.log.reveal_{data['by']}", name=who, slot=data["slot"],
                  card=card_name(tr, data["card"], words))
    if kind == "power":
        return tr(f"totem.log.power_{data['power']}", name=who,
                  card=card_name(tr, data["card"], words))
    if kind == "cancel":
        return tr(f"totem.log.cancel_{data['by']}", card=card_name(tr, data["card"], words))
    if kind == "attack_failed":
        return tr(f"totem.log.failed_{data['reason']}", card=card_name(tr, data["defender"], words))
    if kind == "attack_succeeded":
        return tr("totem.log.succeeded", card=card_name(tr, data["defender"], words))
    if kind == "discard" and data["from"] in ("discard", "hand_limit"):
        return tr(f"totem.log.discard_{data['from']}", name=who,
                  cards=cards_name(tr, data["cards"], words))
    if kind in ("defend", "exchange"):
        return tr(f"totem.log.{kind}", name=who, slot=data["slot"])
    if kind == "hand_limit":
        return tr("totem.log.hand_limit", name=who, count=data["cards"], n=data["discard"])
    if kind == "last_turn":
        return tr("totem.log.last_turn")
    if kind == "game_over":
        return tr(f"totem.end.{data['reason']}")
    return None


def refusal_values(tr: Tr, action: str, view: Mapping[str, Any], words: Words) -> dict[str, Any]:
    """What a refusal's words may name of the refused ``action`` (its notation): the cards
    played, their value, the slot and the defender there as the table shows it."""
    verb, *args = action.split() or [""]
    values: dict[str, Any] = {"sword": colour_name(tr, "R", words)}
    if verb == "attack" and len(args) == 2:
        faces = args[0].split("+")
        values.update(cards=cards_name(tr, faces, words), slot=args[1], count=len(faces),
                      value=sum(int(face[1:]) for face in faces))  # (one card "is", two "make")
        seat = view.get("seat")
        zone = view["zones"][1 - seat][int(args[1]) - 1] if seat in (0, 1) else None
        if zone and zone.get("card"):
            values.update(card=card_name(tr, zone["card"], words), level=zone["card"][1:])
    elif verb in ("defend", "exchange", "discard", "trim") and args:
        values["card"] = card_name(tr, args[0], words)
        if len(args) > 1:
            values["slot"] = args[1]
    elif verb == "eye" and args:
        values["slot"] = args[0]
    return values
