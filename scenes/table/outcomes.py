"""Who won a finished game, and the numbers that decided it, in words: the end screen's
title and the line Games played shows come from these functions, on the final view, so the
two can never tell different stories (a Totem game decided on level totals is shown with
its totals, not its equal defender counts).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from scenes.kit.textlayout import ellipsize

Tr = Callable[..., str]


def result_title(tr: Tr, game: str, view: Mapping[str, Any], names: Sequence[str]) -> str:
    """"Léa wins!", "It's a draw" (Pook: a team, a shared win), from ``view["winners"]``."""
    if game == "pook":
        return pook_title(tr, view, names)
    winners = view["winners"]
    return tr("end.wins", name=names[winners[0]]) if len(winners) == 1 else tr("end.draw")


def pook_title(tr: Tr, view: Mapping[str, Any], names: Sequence[str]) -> str:
    """Pook's: one winner, a team (P29), or a shared win."""
    winners = view["winners"]
    named = [names[seat] for seat in winners]
    sides = {seat % 2 if view["options"]["teams"] else seat for seat in winners}
    if len(winners) == 1:
        return tr("pook.end.one", name=named[0])
    if len(sides) == 1:
        return tr("pook.end.team", names=tr("pook.and").join(named))
    return tr("pook.end.shared", names=tr("pook.and").join(named))


def deciding_numbers(game: str, view: Mapping[str, Any]) -> tuple[str, list[int]]:
    """Which numbers decided the game, and each seat's: Totem's defenders, or their level
    totals when equal counts left the totals to decide (T26); Pook's scores as the final
    table gives them (the end screen's Score column); RÖK's hoards."""
    if game == "totem":
        if view["end_reason"] in ("deck_exhausted_total", "draw") and view["totals"]:
            return "totals", list(view["totals"])
        return "defenders", list(view["defenders"])
    if game == "pook":
        return "scores", list(view.get("table_scores") or view["scores"] or [])
    return "hoards", list(view["scores"])


def deciding_line(tr: Tr, game: str, view: Mapping[str, Any], names: Sequence[str],
                  font: pygame.font.Font | None = None, room: int = 0) -> str:
    """"Totals: 35 for Léa, 27 for Robot" (a name's own digits never run into its number);
    with ``font`` and ``room``, each name is shortened until the whole line fits (every
    number stays)."""
    key, numbers = deciding_numbers(game, view)
    width = room
    while True:
        shown = [ellipsize(name, font, width) if font is not None else name for name in names]
        listed = ", ".join(str(tr("history.decided.item", n=n, name=shown[seat]))
                           for seat, n in enumerate(numbers))
        text = str(tr(f"history.decided.{key}", list=listed))
        if font is None or font.size(text)[0] <= room:
            return text
        if width < 40:  # no room for names: the numbers alone, in the seats' order
            return str(tr(f"history.decided.{key}", list=" · ".join(map(str, numbers))))
        width -= 6


def fitted_title(tr: Tr, game: str, view: Mapping[str, Any], names: Sequence[str],
                 font: pygame.font.Font, room: int) -> str:
    """:func:`result_title` with the winners' names shortened until it fits ``room`` (the
    words "wins!" always show)."""
    width = room
    while True:
        text = result_title(tr, game, view, [ellipsize(n, font, width) for n in names])
        if font.size(text)[0] <= room or width < 30:
            return text
        width -= 6
