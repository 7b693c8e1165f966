"""Log lines in words for Pook's events (the CLI prints them; the UI log can too).

Events carry only what every seat may know, so these lines are safe to show
to everyone around the table.

>>> from game.core import Event
>>> describe(Event("place", 1, {"cell": "E4", "face": "warrior", "card": "O2a"}))
'Seat 1 plays Orc 2 (O2a) as a Warrior on E4.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core import Event
from game.pook.cards import CARD_INDEX, card_name


def _card(name: str | None, unknown: str = "a Bourse") -> str:
    return unknown if name is None else card_name(CARD_INDEX[name])


def _seats(seats: list[int]) -> str:
    names = [f"seat {s}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _place(who: str, d: Mapping[str, Any]) -> str:
    if d["face"] == "warrior":
        return f"{who} plays {_card(d['card'])} as a Warrior on {d['cell']}."
    return f"{who} plays a card as a Bourse on {d['cell']}."


def _flip(who: str, d: Mapping[str, Any]) -> str:
    card = _card(d["card"])
    if d["by"] == "tie-break":
        return f"The Bourse on {d['cell']} turns face up: {card}."
    if d["face"] == "bourse":
        return f"{who}'s Orc on {d['from']} turns {card} on {d['cell']} to its Bourse face."
    return f"{who}'s Viking on {d['from']} turns the Bourse on {d['cell']} face up: {card}."


def _mage(who: str, d: Mapping[str, Any]) -> str:
    if d["face"] == "warrior":
        return (f"{who}'s Mage on {d['from']} takes {_card(d['taken'])} from {d['cell']} "
                f"and puts {_card(d['placed'])} there as a Warrior.")
    return (f"{who}'s Mage on {d['from']} takes the Bourse on {d['cell']} into hand "
            "and puts a card from hand there as a Bourse.")


def _game_over(d: Mapping[str, Any]) -> str:
    totals = ", ".join(f"{k} {v}" for k, v in d["totals"].items())
    banners = ", ".join(f"seat {s} {b or '-'}" for s, b in enumerate(d["banners"]))
    scores = ", ".join(f"seat {s} {v}" for s, v in enumerate(d["scores"]))
    return (f"All Faction cards are on the table. Totals: {totals}. Banners: {banners}. "
            f"Scores: {scores}.")


def _winners(d: Mapping[str, Any]) -> str:
    seats = d["seats"]
    verb = "share the win" if d["shared"] else "wins" if len(seats) == 1 else "win as a team"
    return f"{_seats(seats).capitalize()} {verb}."


_LINES: dict[str, Callable[[str, Mapping[str, Any]], str]] = {
    "place": _place,
    "flip": _flip,
    "mage_swap": _mage,
    "no_power": lambda who, d: f"{_card(d['card'])} on {d['cell']} has no target for its power.",
    "skip": lambda who, d: f"{who} does not use the power of the Warrior on {d['cell']}.",
    "swap": lambda who, d: (f"{who} swaps the Piggy from {d['piggy_from']} with "
                            f"{_card(d['card'])} on {d['piggy_to']}."),
    "banner": lambda who, d: (f"{who} takes the {d['banner']} Banner"
                              + (" first (+1 point)." if d["first"] else ".")),
    "draw": lambda who, d: f"{who} draws a card ({d['pile']} left in the pile).",
    "end_turn": lambda who, d: f"{who} ends the turn; seat {d['next']} plays turn {d['turn']}.",
    "game_over": lambda who, d: _game_over(d),
    "tiebreak": lambda who, d: (f"Tie for first between {_seats(d['seats'])}: round "
                                f"{d['round']} of secret Bourse choices."),
    "pick": lambda who, d: f"{who} chooses a Bourse in secret.",
    "reveal": lambda who, d: "Choices revealed: " + ", ".join(
        f"seat {s} {c}" for s, c in enumerate(d["picks"]) if c is not None) + ".",
    "winners": lambda who, d: _winners(d),
}


def describe(event: Event) -> str:
    """One line in words for ``event``."""
    who = f"Seat {event.seat}" if event.seat is not None else "The table"
    line = _LINES.get(event.kind)
    return line(who, event.data) if line else f"{who}: {event.kind} {dict(event.data)}"
