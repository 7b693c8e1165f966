"""Log lines in words for RÖK's events (English; the UI translates from the same data).

>>> from game.core import Event
>>> describe(Event("theft", 2, {"victim": 0, "balance": "w3a", "rune": "w3b",
...                             "stolen": ["w1a", "w1b"], "rule": "R16"}))
'R16 seat 2 steals the Balance rune white thurisaz (w3a) of seat 0, and 2 white runes of its hoard'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core import Event
from game.rok.components import COLOURS, rune_name


def _runes(runes: list[str]) -> str:
    return " + ".join(rune_name(r) for r in runes)


def _result(value: object) -> str:
    if value == "touch":
        return "touches the Destiny rune"
    if value == "off":
        return "leaves the table"
    return f"stops {value:.2f} from the Destiny rune"


_LINES: dict[str, Callable[[int | None, Mapping[str, Any]], str]] = {
    "draw": lambda s, d: (f"throw {d['throw']}: seat {s} starts; runes drawn "
                          f"{d['counts']}, {d['bag']} left in the bag"),
    "throw": lambda s, d: (f"all throw: {len(d['up'])} face up, {len(d['down'])} face down"
                           + (f", {len(d['moved'])} knocked aside" if d["moved"] else "")),
    "grab": lambda s, d: f"seat {s} grabs {rune_name(d['rune'])}",
    "balance_pair": lambda s, d: (f"seat {s} grabs {rune_name(d['rune'])}, twin of their Balance "
                                  "rune: the pair goes to their hoard"),
    "grabbing_ends": lambda s, d: f"grabbing ends ({d['reason']})",
    "pair": lambda s, d: f"seat {s} keeps the pair {_runes(d['runes'])}",
    "false_pair": lambda s, d: (f"seat {s} holds a false pair {_runes(d['runes'])}: back to the "
                                "bag" + (f" with the penalty pair {_runes(d['penalty'])}"
                                         if d["penalty"] else ", no pair to give as penalty")),
    "leftover": lambda s, d: f"seat {s} returns the single {rune_name(d['rune'])} to the bag",
    "split_pair": lambda s, d: (f"seats {d['seats'][0]} and {d['seats'][1]} split the pair "
                                f"{_runes(d['runes'])}: both back to the bag"),
    "theft": lambda s, d: (f"seat {s} steals the Balance rune {rune_name(d['balance'])} of seat "
                           f"{d['victim']}, and {len(d['stolen'])} "
                           f"{COLOURS[d['balance'][0]]} runes of its hoard"),
    "slide_off": lambda s, d: (f"seats {', '.join(map(str, d['sliders']))} slide toward the "
                               "Destiny rune" + (f" to order the {COLOURS[d['colour']]} thefts"
                                                 if d["colour"] else " to break the tie")),
    "slide": lambda s, d: f"seat {s}'s rune {_result(d['result'])}",
    "slide_tie": lambda s, d: f"exact tie between seats {d['seats']}: they slide again",
    "slide_winner": lambda s, d: f"seat {s} slid closest",
    "order": lambda s, d: "thefts in the order " + ", ".join(f"{t}>{v}" for t, v in d["thefts"]),
    "balance_replaced": lambda s, d: (f"seat {s} takes {rune_name(d['rune'])}, nearest the "
                                      "Destiny rune, as Balance rune"),
    "no_balance": lambda s, d: f"no face-up rune left: seat {s} has no Balance rune",
    "face_down_to_bag": lambda s, d: f"{d['count']} face-down runes go back to the bag",
    "bag_passes": lambda s, d: f"the bag passes to seat {s}",
    "game_end": lambda s, d: (f"{d['bag']} runes left in the bag: the game ends, hoards "
                              f"{d['scores']}"),
    "winner": lambda s, d: f"seat {s} wins with {d['score']} runes",
}


def describe(event: Event) -> str:
    """One log line: the rule's ID, then what happened in words."""
    line = _LINES.get(event.kind)
    text = line(event.seat, event.data) if line else f"{event.kind} {dict(event.data)}"
    rule = event.data.get("rule")
    return f"{rule} {text}" if rule else text
