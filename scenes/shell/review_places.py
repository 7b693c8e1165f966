"""Where the review's parts go on a canvas (:class:`ReviewLayout`, RÖK's :class:`RokLayout`),
and its buttons, as large as their words at the player's text size: a costly decision's Show,
Retry and Play on (one over the other, or Show and Retry over Play on where three grown
buttons do not fit the row's height; RÖK's throws page with :attr:`RokLayout.paging`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import pygame

from scenes.frame.fitting import button_height, button_width
from scenes.kit.textlayout import whole_lines
from scenes.shell import review_paint as paint
from scenes.shell import review_words as words

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.assets import Assets

COSTLY_ROW = 108  # a costly decision's row at 100 %
GAP = 2  # between a costly row's buttons
SHOW = (110, 44)  # RÖK's Show at 100 % (larger, as their words, at a larger text size)
THROW_ROW = 44  # a RÖK throw's row at 100 % (taller for more pairs, or larger text)
PAGING = (138, 32)  # its Previous and Next, at 100 %


@dataclass(frozen=True)
class RokPlaces:
    """RÖK's throws' panel and its missed pairs under it (:attr:`RokLayout.places`)."""

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


class RokLayout:
    """RÖK's review panels on one canvas, each laid out when first asked (``ReviewScene``
    keeps one per canvas, text size, language, seat and review: a draw asks a dozen times,
    and each wraps sentences): the throws (``missed`` pairs, the seat's ``median`` first
    grab, the seat ``names``, the ``throws``)."""

    def __init__(self, ctx: AppContext, layout: ReviewLayout, missed: list[dict[str, Any]],
                 median: float | None, names: list[str], throws: list[dict[str, Any]]) -> None:
        self.ctx, self.layout, self.names, self.throws = ctx, layout, names, throws
        self.missed, self.median = missed, median

    @cached_property
    def places(self) -> RokPlaces:
        """The missed pairs' sentences (three at most) each beside its Show, whole, in the
        largest size down to 100 % that holds it in 50 units, else as tall as its lines; the
        throws' panel above them (it pages) gives up what they need."""
        tr, layout = self.ctx.tr, self.layout
        width = layout.throws.width - SHOW[0] - 24
        fonts = self.ctx.assets.down_to_designed(17)
        missed, y = [], 40
        for miss in self.missed[:3]:
            if self.median is None:  # (nothing can be missed without one)
                break
            font, lines = whole_lines(words.missed_sentence(tr, miss, self.median, self.names),
                                      fonts, width, 50)
            height = max(50, len(lines) * font.get_linesize())
            missed.append((font, lines, pygame.Rect(layout.throws.left, y, width, height)))
            y += height + 4
        top = min(layout.missed_top, layout.back.top - 8 - y)
        throws = pygame.Rect(layout.throws.topleft, (layout.throws.width,
                                                     top - 16 - layout.throws.top))
        return RokPlaces(throws, top, [(f, ls, box.move(0, top)) for f, ls, box in missed])

    @cached_property
    def paging(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Previous and Next: at the top right of the throws' panel, as large as their words."""
        tr, assets, box = self.ctx.tr, self.ctx.assets, self.places.throws
        width = button_width(assets, [tr("saves.previous"), tr("saves.next")], PAGING[0])
        following = pygame.Rect(box.right - 6 - width, box.top + 6, width,
                                button_height(assets, PAGING[1]))
        return following.move(-width - 4, 0), following

    @cached_property
    def heading(self) -> tuple[pygame.font.Font, list[str], pygame.Rect]:
        """The throws' heading: wrapped left of Previous and Next (kept for them)."""
        box = self.places.throws
        room = pygame.Rect(box.left + 14, box.top + 10, self.paging[0].left - 8 - box.left - 14,
                           box.height // 3)
        font, lines = whole_lines(self.ctx.tr("review.throws"),
                                  [self.ctx.assets.font(20, bold=True)], room.width, room.height)
        room.height = len(lines) * font.get_linesize()
        return font, lines, room

    @cached_property
    def rows_rect(self) -> pygame.Rect:
        """Where the throws' rows go: under the heading and Previous / Next."""
        box = self.places.throws
        top = max(box.top + 48, self.heading[2].bottom + 6, self.paging[0].bottom + 8)
        return pygame.Rect(box.left + 10, top, box.width - 20, box.bottom - 8 - top)

    @cached_property
    def rows(self) -> paint.ThrowRows:
        """The throws in their rows, the columns and rows as wide and tall as their words
        (review_paint.throw_rows)."""
        return paint.throw_rows(self.throws, self.throw_words, self.taker_words,
                                self.ctx.assets, self.rows_rect, THROW_ROW)

    def throw_words(self, throw: dict[str, Any]) -> str:
        return str(self.ctx.tr("review.throw_row", no=throw["no"], up=throw["face_up"]))

    def taker_words(self, entry: dict[str, Any]) -> str:
        return words.taker(self.ctx.tr, entry, self.names)
