"""Where Games played puts its rows and buttons, for the player's text size.

At 100 % it is the screen as it always was: six rows of 78 and the pager right of the
filters. At 125 % and 150 % the words keep the chosen size and the screen reflows: a row is
as tall as its three lines (and its two stacked buttons) at that size, so fewer rows make a
page (five, then four); the buttons are as wide as their words; the pager moves under the
rows, either side of the page count; the stats' picker is as tall as its words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.frame.fitting import button_height, button_width

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

CANVAS = (1280, 800)
LIST_TOP, LIST_LEFT, LIST_WIDTH = 150, 40, 850
STATS_LEFT, STATS_WIDTH = 910, 330
FILTERS_TOP = 96
ROW_GAP = 8
BOTTOM = CANVAS[1] - 70  # the file's path, Open and Back
ROW_FONTS = ((20, True), (17, False), (16, False))  # a row's three lines: heading, result, when


@dataclass(frozen=True)
class HistoryLayout:
    """The rectangles of Games played at one text size (canvas units)."""

    rows_per_page: int
    row_height: int
    rows_area: pygame.Rect
    stats: pygame.Rect
    filters: tuple[pygame.Rect, ...]
    pager: tuple[pygame.Rect, pygame.Rect]  # Previous, Next
    small_button: int  # Export over Delete
    watch_button: int  # Watch over Review
    picker_height: int
    open_width: int  # Open the file (the path's field gives it the room)
    button_height: int  # the bottom row's


def history_layout(percent: int, assets: Assets, filters: list[str], small_words: list[str],
                   watch_words: list[str], pager_words: list[str],
                   open_words: str) -> HistoryLayout:
    """The layout at ``percent`` for these words: the filters', Export's and Delete's
    (Really delete? too), Watch's and Review's, Previous's and Next's, Open the file's."""
    if percent == 100:
        rows = pygame.Rect(LIST_LEFT, LIST_TOP, LIST_WIDTH, 6 * (78 + ROW_GAP))
        pager = pygame.Rect(rows.right - 24 - 290, FILTERS_TOP, 140, 40)
        return HistoryLayout(
            6, 78, rows, pygame.Rect(STATS_LEFT, LIST_TOP, STATS_WIDTH, rows.height),
            tuple(pygame.Rect(LIST_LEFT + i * 106, FILTERS_TOP, 100, 40)
                  for i in range(len(filters))), (pager, pager.move(150, 0)), 144, 112, 40,
            200, 44)
    tall = button_height(assets, 0)  # a button holding its words at this size
    lines = sum(assets.font(size, bold).get_height() for size, bold in ROW_FONTS)
    row_height = max(78, lines + 6, 2 * tall + 14)
    left, widths = LIST_LEFT, [button_width(assets, [words], 100) for words in filters]
    boxes = []
    for width in widths:
        boxes.append(pygame.Rect(left, FILTERS_TOP, width, max(40, tall)))
        left += width + 6
    pager_height = max(40, tall)
    pager_width = button_width(assets, pager_words, 140)
    rows_bottom = BOTTOM - 8 - pager_height - 8  # the pager and the page count under it
    per_page = max(1, (rows_bottom - LIST_TOP + ROW_GAP) // (row_height + ROW_GAP))
    rows = pygame.Rect(LIST_LEFT, LIST_TOP, LIST_WIDTH, per_page * (row_height + ROW_GAP))
    pager_top = rows.bottom + 2
    previous = pygame.Rect(rows.left, pager_top, pager_width, pager_height)
    following = pygame.Rect(rows.right - pager_width, pager_top, pager_width, pager_height)
    small = button_width(assets, small_words, 144)
    watch = button_width(assets, watch_words, 112)
    return HistoryLayout(
        per_page, row_height, rows,
        pygame.Rect(STATS_LEFT, LIST_TOP, STATS_WIDTH, pager_top + pager_height - LIST_TOP),
        tuple(boxes), (previous, following), small, watch, max(40, tall + 8),
        button_width(assets, [open_words], 200), max(44, tall))
