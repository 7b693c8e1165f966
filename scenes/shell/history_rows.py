"""What a row of Games played says, first and whole: who won (as the end screen says it),
then the ranking — each seat's place, name and the number that decided the game
("Hoards: 1. Léa 17 · 2. Tom 12") — on the lines the row has, names whole; then the game,
when it was played and how many moves, which may give way.

The numbers are the final view's (:func:`scenes.table.outcomes.deciding_numbers`), so a
row never tells another story than the end screen. Places follow the winners (the seats
that won come first, sharing place 1), then the decisive number, higher first."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from scenes.kit.textlayout import ellipsize
from scenes.table.outcomes import deciding_numbers, fitted_title, result_title

Tr = Callable[..., str]
Fonts = Sequence[pygame.font.Font]
SEPARATOR = " · "


def ranking(game: str, view: Mapping[str, Any]) -> tuple[str, list[tuple[int, int, int]]]:
    """Which numbers decided the game, and (place, seat, number) best first.

    >>> ranking("rok", {"scores": [4, 9, 9], "winners": [2]})
    ('hoards', [(1, 2, 9), (2, 1, 9), (3, 0, 4)])
    """
    key, numbers = deciding_numbers(game, view)
    winners = set(view.get("winners") or ())
    order = sorted(range(len(numbers)), key=lambda s: (s not in winners, -numbers[s], s))
    placed = []
    for seat in order:
        if seat in winners:
            place = 1
        else:
            place = 1 + sum(1 for other in order
                            if other in winners or numbers[other] > numbers[seat])
        placed.append((place, seat, numbers[seat]))
    return key, placed


def ranking_items(tr: Tr, placed: Sequence[tuple[int, int, int]],
                  names: Sequence[str]) -> list[str]:
    return [str(tr("history.ranked", place=place, name=names[seat], n=number))
            for place, seat, number in placed]


def wrap_items(prefix: str, items: Sequence[str], font: pygame.font.Font, width: int
               ) -> list[str]:
    """``prefix``, then the items joined by " · ", broken between items only (an item
    wider than ``width`` stays whole on its line)."""
    head = prefix.strip()

    def text(number: int, parts: list[str]) -> str:
        body = SEPARATOR.join(parts)
        return f"{head} {body}" if number == 0 and head else body

    lines: list[list[str]] = [[]]
    for item in items:
        trial = [*lines[-1], item]
        if lines[-1] and font.size(text(len(lines) - 1, trial))[0] > width:
            lines.append([item])
        else:
            lines[-1] = trial
    return [text(number, parts) for number, parts in enumerate(lines)]


def ranking_lines(tr: Tr, game: str, view: Mapping[str, Any], names: Sequence[str],
                  fonts: Fonts, width: int, most: int) -> tuple[pygame.font.Font, list[str]]:
    """The ranking in at most ``most`` lines of ``width``: in the largest of ``fonts`` that
    holds every name whole (the player's text size first); only where even the smallest
    cannot, the names are shortened (every place and number stays)."""
    key, placed = ranking(game, view)
    prefix = str(tr(f"history.decided.{key}", list=""))
    for font in fonts:
        lines = wrap_items(prefix, ranking_items(tr, placed, names), font, width)
        if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
            return font, lines
    font = fonts[-1]
    room = max(font.size(name)[0] for name in names)
    while room > 24:
        room -= 8
        short = [ellipsize(name, font, room) for name in names]
        lines = wrap_items(prefix, ranking_items(tr, placed, short), font, width)
        if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
            break
    return font, lines


def winner_line(tr: Tr, game: str, view: Mapping[str, Any], names: Sequence[str],
                fonts: Fonts, width: int) -> tuple[pygame.font.Font, str]:
    """Who won, in the largest of ``fonts`` that holds it whole (names shortened only
    where even the smallest cannot)."""
    title = str(result_title(tr, game, view, names))
    for font in fonts:
        if font.size(title)[0] <= width:
            return font, title
    return fonts[-1], str(fitted_title(tr, game, view, names, fonts[-1], width))
