"""Where the review's buttons go, as large as their words at the player's text size: a costly
decision's Show, Retry and Play on (one over the other, or Show and Retry over Play on where
three grown buttons do not fit the row's height) (RÖK's
throws page with ``ReviewScene.paging``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.frame.fitting import button_height, button_width

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

GAP = 2  # between a costly row's buttons


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
