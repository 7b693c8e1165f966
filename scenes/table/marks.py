"""What a hint or a review's Show marks on a table: rings round what a hint names, an arrow
from the card a better move plays to where it goes. Drawn over the table by
:meth:`scenes.table.base.TableScene.draw`; they change nothing.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.kit.palette import Palette


def draw_marks(surface: pygame.Surface, marks: list[pygame.Rect], better_move: bool,
               palette: Palette) -> None:
    """Ring each mark; a review's better move (``better_move``) also gets an arrow from its
    card, the first mark, to where it goes, the last."""
    draw_hint_rings(surface, marks, palette)
    if better_move and len(marks) > 1:
        draw_arrow(surface, marks[0].center, marks[-1].center, palette)


def draw_hint_rings(surface: pygame.Surface, marks: list[pygame.Rect], palette: Palette) -> None:
    """What a hint names, ringed: a thick accent line with a dark edge each side (so it reads
    on the felt and on a card), rounded, a little outside each mark."""
    for rect in marks:
        ring = rect.inflate(16, 16)
        pygame.draw.rect(surface, palette.background, ring, 8, border_radius=14)
        pygame.draw.rect(surface, palette.accent, ring.inflate(-3, -3), 4, border_radius=12)


def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
               palette: Palette) -> None:
    """An arrow from the card a better move plays to where it goes (a dark edge under an
    accent line, the head at ``end``)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 30:
        return
    ux, uy = dx / length, dy / length
    tip = (end[0] - ux * 26, end[1] - uy * 26)  # (short of the target's centre)
    head = [tip, (tip[0] - ux * 22 - uy * 12, tip[1] - uy * 22 + ux * 12),
            (tip[0] - ux * 22 + uy * 12, tip[1] - uy * 22 - ux * 12)]
    base = (tip[0] - ux * 20, tip[1] - uy * 20)
    for colour, width, grow in ((palette.background, 10, 3), (palette.accent, 5, 0)):
        pygame.draw.line(surface, colour, start, base, width)
        pygame.draw.polygon(surface, colour, head, grow or 0)
