"""Where the review's parts go on a canvas (:class:`ReviewLayout`, RÖK's :class:`RokPlaces`),
and its buttons, as large as their words at the player's text size: a costly decision's Show,
Retry and Play on (one over the other, or Show and Retry over Play on where three grown
buttons do not fit the row's height; RÖK's throws page with ``ReviewScene.paging``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.frame.fitting import button_height, button_width

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

COSTLY_ROW = 108  # a costly decision's row at 100 %
GAP = 2  # between a costly row's buttons


@dataclass(frozen=True)
class RokPlaces:
    """RÖK's throws' panel and its missed pairs under it (``ReviewScene.rok_places``)."""

    throws: pygame.Rect
    missed_top: int  # their heading
    missed: list[tuple[pygame.font.Font, list[str], pygame.Rect]]  # each sentence, laid out


@dataclass(frozen=True)
class ReviewLayout:
    """The review's places on one canvas: the chart (or RÖK's throws) left, growing with the
    canvas, the side panel right, Back at the foot; the costly decisions (the missed pairs)
    under the chart."""

    chart: pygame.Rect
    costly_top: int
    costly_row: int  # a costly decision's plate and the gap under it
    side: pygame.Rect
    working: pygame.Rect
    back: pygame.Rect
    throws: pygame.Rect
    missed_top: int

    @classmethod
    def of(cls, canvas: pygame.Rect, percent: int = 100, side_least: int = 0) -> ReviewLayout:
        """At 1280×800 and 100 % the screen as it always was; a larger canvas's extra width
        goes to the chart and the side panel (larger text widens the panel too, its words
        taking fewer lines; at least ``side_least``: its switch's words), its extra height
        to the chart and the throws. Larger text makes the three costly decisions taller
        (their sentence narrower beside grown buttons), as far as the canvas's foot."""
        side_width = max(min(460, max(350 * percent // 100, canvas.width // 4)),
                         min(side_least, canvas.width // 2))
        taller = canvas.height - 800
        side = pygame.Rect(canvas.right - 40 - side_width, 92, side_width, canvas.height - 180)
        chart = pygame.Rect(40, 92, side.left - 30 - 40, 270 + taller // 2)
        throws = pygame.Rect(40, 92, chart.width, 420 + taller)
        working = pygame.Rect(0, 0, 600, 200)
        working.center = (canvas.centerx, canvas.centery)
        room = (canvas.bottom - 10 - (chart.bottom + 10 + 40) + 8) // 3
        costly_row = max(COSTLY_ROW, min(room, COSTLY_ROW * percent // 100))
        return cls(chart, chart.bottom + 10, costly_row, side, working,
                   pygame.Rect(canvas.right - 240, canvas.bottom - 68, 200, 44), throws,
                   throws.bottom + 16)



def costly_buttons(assets: Assets, row: pygame.Rect, words: Sequence[str],
                   least: tuple[int, int], grow: bool = True) -> list[pygame.Rect]:
    """Show, Retry and Play on (``words``) at ``row``'s right, at least ``least`` (their
    size at 100 %): one over the other where the row holds three of them, else two rows,
    Show and Retry side by side over Play on (the row keeps its height; its sentence gives
    up the width). Not ``grow``: one over the other at ``least``, whatever the text size.

    The second form is taller than the first would be only by one button, so the rows keep
    their pitch at 150 % and the chart its height."""
    height = button_height(assets, least[1]) if grow else least[1]
    if not grow or 3 * height + 2 * GAP <= row.height - 2:
        width = button_width(assets, words, least[0]) if grow else least[0]
        top = row.centery - (3 * height + 2 * GAP) // 2
        return [pygame.Rect(row.right - 10 - width, top + n * (height + GAP), width, height)
                for n in range(3)]
    show, retry, play_on = (button_width(assets, [word], 0) for word in words)
    width = max(show + GAP + retry, play_on)
    left, top = row.right - 10 - width, row.centery - (2 * height + GAP) // 2
    return [pygame.Rect(left, top, width - retry - GAP, height),
            pygame.Rect(left + width - retry, top, retry, height),
            pygame.Rect(left, top + height + GAP, width, height)]
