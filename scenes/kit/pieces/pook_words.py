"""Pook's events as log lines, in the player's language.

Only the events' data is used, and events carry only what every seat may
know (``game.pook.log``), so a line never names a card that is not public.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import Event

Tr = Callable[..., str]
FACTIONS = "KMOV"


def faction_name(tr: Tr, letter: str) -> str:
    return tr(f"pook.faction.{letter}")


def card_name(tr: Tr, card: str | None) -> str:
    """``O2a`` → "Orc 2"; None (a card nobody may name) → "a Bourse"."""
    if card is None:
        return tr("pook.a_bourse")
    return tr("pook.card", faction=faction_name(tr, card[0]), level=card[1])


def banner_name(tr: Tr, banner: str | None) -> str:
    if not banner:
        return "—"
    return tr("pook.banner_name", a=faction_name(tr, banner[0]), b=faction_name(tr, banner[1]))


def names_list(tr: Tr, names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + tr("pook.and") + names[-1]


def describe(event: Event, tr: Tr, names: Sequence[str]) -> str | None:
    """One line for ``event`` (None for events the log need not mention)."""
    data, kind = event.data, event.kind
    who = names[event.seat] if event.seat is not None else ""
    if kind == "place":
        if data["face"] == "warrior":
            return tr("pook.log.place_warrior", name=who, card=card_name(tr, data["card"]),
                      cell=data["cell"])
        return tr("pook.log.place_bourse", name=who, cell=data["cell"])
    if kind == "flip":
        by = "tiebreak" if data["by"] == "tie-break" else data["by"].lower()
        return tr(f"pook.log.flip_{by}", name=who, card=card_name(tr, data["card"]),
                  cell=data["cell"], at=data.get("from", ""))
    if kind == "mage_swap":
        return tr(f"pook.log.mage_{data['face']}", name=who, at=data["from"], cell=data["cell"],
                  taken=card_name(tr, data["taken"]), card=card_name(tr, data["placed"]))
    if kind == "no_power":
        return tr("pook.log.no_power", card=card_name(tr, data["card"]), cell=data["cell"])
    if kind == "skip":
        return tr("pook.log.skip", name=who, cell=data["cell"])
    if kind == "swap":
        return tr("pook.log.swap", name=who, at=data["piggy_from"], cell=data["piggy_to"],
                  card=card_name(tr, data["card"]))
    if kind == "banner":
        return tr("pook.log.banner_first" if data["first"] else "pook.log.banner", name=who,
                  banner=banner_name(tr, data["banner"]))
    if kind == "draw":
        return tr("pook.log.draw", name=who, n=data["pile"])
    if kind == "end_turn":
        return tr("pook.log.turn", turn=data["turn"], name=names[data["next"]])
    if kind == "game_over":
        totals = ", ".join(f"{faction_name(tr, letter)} {data['totals'][letter]}"
                           for letter in FACTIONS)
        seats = "; ".join(tr("pook.log.seat_score", name=names[seat],
                             banner=banner_name(tr, banner), score=data["scores"][seat])
                          for seat, banner in enumerate(data["banners"]))
        return tr("pook.log.game_over", totals=totals, seats=seats)
    if kind == "tiebreak":
        return tr("pook.log.tiebreak", names=names_list(tr, [names[s] for s in data["seats"]]),
                  round=data["round"])
    if kind == "pick":
        return tr("pook.log.pick", name=who)
    if kind == "reveal":
        picks = ", ".join(f"{names[seat]} {cell}" for seat, cell in enumerate(data["picks"])
                          if cell is not None)
        return tr("pook.log.reveal", picks=picks)
    if kind == "winners":
        seats = data["seats"]
        verb = "shared" if data["shared"] else "one" if len(seats) == 1 else "team"
        return tr(f"pook.log.winners_{verb}", names=names_list(tr, [names[s] for s in seats]))
    return None


def line_seat(event: Event) -> int | None:
    """Whose colour ``event``'s line takes: a turn's header ("— Turn 5: Léa —") is the
    player whose turn begins, though the one who ended the turn is the event's seat."""
    return int(event.data["next"]) if event.kind == "end_turn" else event.seat


def refusal_values(tr: Tr, action: str) -> dict[str, Any]:
    """What a refusal's words may name of the refused ``action`` (its notation): the card as
    the table shows it ("Orc 2"), the cell, and the level as ``count`` (P12's Bourses)."""
    verb, *args = action.split() or [""]
    values: dict[str, Any] = {}
    if verb == "play" and len(args) == 3:
        values.update(card=card_name(tr, args[0]), cell=args[2], count=int(args[0][1]))
    elif verb in ("power", "swap", "pick") and args:
        values["cell"] = args[0]
        if len(args) > 1:
            values["card"] = card_name(tr, args[1])
    return values
