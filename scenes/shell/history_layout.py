"""Where Games played puts its rows and buttons, for the canvas and the player's text size.

The rows take the canvas's width left of the players' stats and as many rows as its height
holds (more on a taller window). A row is as tall as its lines at the player's text size:
who won, the ranking (two lines: every name whole), then the game, when and how many
moves, beside its actions: small icon buttons at its bottom right. The pager sits right of the
filters when they leave it room, else under the rows, either side of the page count; the
stats' picker is as tall as its words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.frame.fitting import button_height, button_width
from scenes.shell.paged_rows import fit_rows

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

LIST_TOP, LIST_LEFT = 150, 40
MARGIN = 40  # left and right of the canvas
STATS_GAP = 20  # between the rows and the stats
FILTERS_TOP = 96
ROW_GAP = 8
ROW_PAD = 5  # above and under a row's lines
BOTTOM_ROOM = 70  # the file's path, Open and Back, from the canvas's foot
ROW_FONTS = ((20, True), (17, False), (16, False))  # a row's lines: winner, ranking, when
RANK_LINES = 2
ICON_GAP = 6


@dataclass(frozen=True)
class HistoryLayout:
    """The rectangles of Games played on one canvas at one text size."""

    rows_per_page: int
    row_height: int
    rows_area: pygame.Rect
    stats: pygame.Rect
    filters: tuple[pygame.Rect, ...]
    pager: tuple[pygame.Rect, pygame.Rect]  # Previous, Next
    icon: int  # a row's icon buttons: their side
    picker_height: int
    open_width: int  # Open the file (the path's field gives it the room)
    button_height: int  # the bottom row's
    bottom: int  # the bottom row's top

    @property
    def icons_width(self) -> int:
        """The four icon buttons side by side."""
        return 4 * self.icon + 3 * ICON_GAP


def history_layout(canvas: pygame.Rect, assets: Assets, filters: list[str],
                   pager_words: list[str], open_words: str) -> HistoryLayout:
    """The layout on ``canvas`` for these words: the filters', Previous's and Next's, Open
    the file's."""
    tall = button_height(assets, 40)  # a button holding its words at this size
    bottom = canvas.bottom - BOTTOM_ROOM
    stats_width = max(330, min(420, canvas.width // 4 - MARGIN))
    width = canvas.width - 2 * MARGIN - STATS_GAP - stats_width
    left, boxes = LIST_LEFT, []
    for words in filters:
        box = pygame.Rect(left, FILTERS_TOP, button_width(assets, [words], 100), tall)
        boxes.append(box)
        left = box.right + 6
    pager_width = button_width(assets, pager_words, 140)
    beside = left + 12 + 2 * pager_width + 10 <= LIST_LEFT + width
    winner, rank, when = (assets.font(size, bold).get_linesize() for size, bold in ROW_FONTS)
    icon = max(34, when + 4)  # (on the last line, beside when)
    row_height = 2 * ROW_PAD + winner + 2 + RANK_LINES * rank + 2 + max(icon, when)
    page_line = assets.font(17).get_linesize()
    under = page_line + 4 if beside else tall + 8  # the page count (and the pager) under
    per_page = fit_rows(bottom - 8 - under - LIST_TOP, row_height, ROW_GAP)
    rows = pygame.Rect(LIST_LEFT, LIST_TOP, width, per_page * (row_height + ROW_GAP))
    if beside:
        previous = pygame.Rect(rows.right - 2 * pager_width - 10, FILTERS_TOP, pager_width, tall)
        following = previous.move(pager_width + 10, 0)
        stats_bottom = rows.bottom - ROW_GAP
    else:
        previous = pygame.Rect(rows.left, rows.bottom + 2, pager_width, tall)
        following = pygame.Rect(rows.right - pager_width, rows.bottom + 2, pager_width, tall)
        stats_bottom = following.bottom
    stats = pygame.Rect(rows.right + STATS_GAP, LIST_TOP, stats_width, stats_bottom - LIST_TOP)
    return HistoryLayout(per_page, row_height, rows, stats, tuple(boxes), (previous, following),
                         icon, max(40, button_height(assets, 0) + 8),
                         button_width(assets, [open_words], 200), max(44, tall), bottom)
