"""The review's pictures, drawn on the table's felt with its own pieces: the chance over the
game (Pook, Totem), the cards of a costly decision, RÖK's contested pairs as rune stones and
the pace against the throw's size. Each function draws into a surface and changes nothing
else."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.review.turns import Decision
from scenes.kit.assets import Assets
from scenes.kit.palette import Colour, Palette
from scenes.kit.pieces.pook_art import PookArt, warrior
from scenes.kit.pieces.rok_art import RuneArt
from scenes.kit.pieces.totem_art import TotemArt
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_whole, ellipsize

PAD = 14
STONE = 13  # a rune stone's radius in the throws' rows
STONE_WIDTH = 2 * STONE + 4  # its picture's (RuneArt: with its shadow)
PAIRS_FROM = 210  # a throw's pairs start at least this far into its row (its words before)
PAIR_GAP = 16  # between who took a pair and the next pair's stone


def plate(surface: pygame.Surface, rect: pygame.Rect, assets: Assets, palette: Palette) -> None:
    """A panel of the table's felt, edged as the table's places are."""
    surface.blit(assets.felt_copy(surface.get_size(), palette, rect), rect)
    pygame.draw.rect(surface, palette.panel_edge, rect, 2, border_radius=12)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, decisions: Sequence[Decision],
               marked: Sequence[Decision], assets: Assets, palette: Palette,
               colour: Colour, words: tuple[str, str, str]) -> list[Region]:
    """The seat's estimated chance after each of its decisions (its own colour), and after
    the best move found (faint); the marked decisions numbered on it. Returns where its
    words went (its title, the percentages beside the plot, the legend)."""
    plate(surface, rect, assets, palette)
    title, played, best = words
    font, small = assets.font(18, bold=True), assets.font(15)
    emblem_room = 40
    drawn = [Region("text", "chart_title", box_of(surface.blit(
        font.render(ellipsize(title, font, rect.width - 2 * PAD - emblem_room), True,
                    palette.ink), (rect.left + PAD, rect.top + 10))))]
    shares = (0, 25, 50, 75, 100)
    # room for the labels left of the plot, the title above it and the legend under it, at
    # any text size
    left = max(52, PAD + 6 + max(small.size(f"{share} %")[0] for share in shares))
    line = small.get_linesize()
    legend_y = min(rect.bottom - 24, rect.bottom - 6 - line)
    top = max(rect.top + 54, rect.top + 10 + font.get_linesize() + line // 2 + 4)
    plot = pygame.Rect(rect.left + left, top, rect.width - left - PAD,
                       min(rect.bottom - 36, legend_y - line // 2 - 4) - top)
    labels = []
    for share in shares:
        y = plot.bottom - plot.height * share // 100
        pygame.draw.line(surface, palette.panel_edge, (plot.left, y), (plot.right, y), 1)
        label = small.render(f"{share} %", True, palette.muted)
        labels.append(surface.blit(label, label.get_rect(midright=(plot.left - 6, y))))
    drawn.append(Region("text", "chart_shares", box_of(labels[0].unionall(labels))))
    if decisions:
        points = _points(plot, [d.chance_best for d in decisions])
        if len(points) > 1:
            pygame.draw.lines(surface, palette.muted, False, points, 2)
        points = _points(plot, [d.chance_played for d in decisions])
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, 3)
        for point in points:
            pygame.draw.circle(surface, colour, point, 4)
        for number, decision in enumerate(marked, 1):
            at = points[decisions.index(decision)]
            coin(surface, (at[0], at[1] - 16), number, assets, palette)
    x = rect.left + left
    for text, ink, width in ((played, colour, 3), (best, palette.muted, 2)):
        middle = legend_y + line // 2
        pygame.draw.line(surface, ink, (x, middle), (x + 26, middle), width)
        label = small.render(text, True, palette.ink)
        drawn.append(Region("text", f"chart_legend_{width}", box_of(surface.blit(
            label, (x + 32, legend_y)))))
        x += 32 + label.get_width() + 24
    return drawn


def _points(plot: pygame.Rect, chances: Sequence[float]) -> list[tuple[int, int]]:
    step = plot.width / max(1, len(chances) - 1)
    return [(round(plot.left + k * step), round(plot.bottom - plot.height * c))
            for k, c in enumerate(chances)]


def coin(surface: pygame.Surface, centre: tuple[int, int], number: int, assets: Assets,
         palette: Palette) -> None:
    """A costly decision's number on a round token (the table's accent)."""
    pygame.draw.circle(surface, palette.accent, centre, 12)
    pygame.draw.circle(surface, palette.background, centre, 12, 2)
    label = assets.font(16, bold=True).render(str(number), True, palette.background)
    surface.blit(label, label.get_rect(center=centre))


def move_card(game: str, params: dict[str, Any], played: str, assets: Assets,
              palette: Palette) -> pygame.Surface | None:
    """The card a move put into play, drawn as the table draws it (None: no card moved)."""
    if game == "totem":
        face = params.get("card") or (params.get("cards") or [None])[0]
        return TotemArt(assets, palette).small(face) if face else None
    card = params.get("card")
    if card is None:
        return None
    face = "B" if played.split()[2:3] == ["B"] else warrior(card)
    return PookArt(assets, palette).card(face, "table")


@dataclass(frozen=True)
class ThrowRows:
    """RÖK's throws laid out from their words in the fonts of the text size: each throw's
    words in a column as wide as the widest, its contested pairs after them in as many lines
    as they need (who took each, whole), each row as tall as its lines, and the pages the
    rows fill."""

    pairs_left: int  # where a row's pairs start, from its left
    room: int  # the width of a row's lines of pairs
    lines: tuple[int, ...]  # each throw's lines of pairs
    line: int  # a line's height
    least: int  # a row's height at least (its throw's words')
    pages: tuple[tuple[int, int], ...]  # each page's throws: from, to

    def height(self, index: int) -> int:
        """The throw's row, with the gap under it."""
        return max(self.least, self.lines[index] * self.line + 12)

    def page_of(self, page: int) -> range:
        start, stop = self.pages[min(page, len(self.pages) - 1)]
        return range(start, stop)


def pair_lines(pairs: Sequence[dict[str, Any]], taker: Callable[[dict[str, Any]], str],
               small: pygame.font.Font, room: int) -> list[list[dict[str, Any]]]:
    """A throw's pairs in lines at most ``room`` wide: a stone and who took it each, on the
    next line where the line is full."""
    lines: list[list[dict[str, Any]]] = [[]]
    x = 0
    for entry in pairs:
        width = STONE_WIDTH + 4 + small.size(taker(entry))[0]
        if lines[-1] and x + width > room:
            lines.append([])
            x = 0
        lines[-1].append(entry)
        x += width + PAIR_GAP
    return lines


def throw_rows(throws: Sequence[dict[str, Any]], row: Callable[[dict[str, Any]], str],
               taker: Callable[[dict[str, Any]], str], assets: Assets, rect: pygame.Rect,
               least_row: int) -> ThrowRows:
    """The rows of ``throws`` in ``rect`` (see :class:`ThrowRows`): at 100 % a row of one
    line is ``least_row`` tall, as it always was."""
    font, small = assets.font(17, bold=True), assets.font(15)
    widest = max((font.size(row(throw))[0] for throw in throws), default=0)
    pairs_left = max(PAIRS_FROM, 10 + widest + 20)
    room = rect.width - pairs_left - 10
    lines = tuple(len(pair_lines(throw["pairs"], taker, small, room)) for throw in throws)
    rows = ThrowRows(pairs_left, room, lines, max(2 * STONE + 6, small.get_linesize() + 4),
                     max(least_row, font.get_linesize() + 12), ())
    pages, start, used = [], 0, 0
    for index in range(len(throws)):
        height = rows.height(index)
        if index > start and used + height > rect.height:
            pages.append((start, index))
            start, used = index, 0
        used += height
    pages.append((start, len(throws)))
    return replace(rows, pages=tuple(pages))


def draw_throws(surface: pygame.Surface, rect: pygame.Rect, throws: Sequence[dict[str, Any]],
                rows: ThrowRows, shown: range, row: Callable[[dict[str, Any]], str],
                taker: Callable[[dict[str, Any]], str], assets: Assets,
                palette: Palette) -> list[pygame.Rect]:
    """The ``shown`` throws' rows in ``rect`` as ``rows`` lays them out: the throw's number
    and face-up runes, then each contested pair as a rune stone with who took it and when
    (a freak name alone is shortened, to its line). Returns each row's box."""
    stones = RuneArt(palette)
    font, small = assets.font(17, bold=True), assets.font(15)
    boxes, y = [], rect.top
    for index in shown:
        throw = throws[index]
        box = pygame.Rect(rect.left, y, rect.width, rows.height(index) - 4)
        y += rows.height(index)
        pygame.draw.rect(surface, palette.panel, box, border_radius=8)
        lines = pair_lines(throw["pairs"], taker, small, rows.room)
        top = box.top + (box.height - len(lines) * rows.line) // 2
        words = font.render(row(throw), True, palette.ink)
        surface.blit(words, words.get_rect(midleft=(box.left + 10, top + rows.line // 2)))
        for n, line in enumerate(lines):
            x, middle = box.left + rows.pairs_left, top + n * rows.line + rows.line // 2
            for entry in line:
                stone = stones.stone(f"{entry['pair']}a", STONE)
                surface.blit(stone, stone.get_rect(midleft=(x, middle)))
                x += STONE_WIDTH + 4
                ink = palette.ink if entry["by"] is not None else palette.muted
                label = small.render(ellipsize(taker(entry), small, box.right - 10 - x), True,
                                     ink)
                surface.blit(label, label.get_rect(midleft=(x, middle)))
                x += label.get_width() + PAIR_GAP
        boxes.append(box)
    return boxes


def draw_pace(surface: pygame.Surface, rect: pygame.Rect, sizes: Sequence[Sequence[Any]],
              label: Callable[[int], str], seconds: Callable[[float | None], str],
              assets: Assets, palette: Palette, colour: Colour) -> None:
    """The seat's median first grab per throw size, as bars on the felt (longest: slowest),
    after the widest size's words."""
    font = assets.font(16)
    longest = max((s[2] for s in sizes if s[2] is not None), default=1.0) or 1.0
    start = max([96] + [font.size(label(size))[0] + 8 for size, _, _ in sizes])
    y = rect.top
    for size, _count, median in sizes:
        words = font.render(label(size), True, palette.ink)
        surface.blit(words, (rect.left, y))
        bar = pygame.Rect(rect.left + start, y + 3, 0, font.get_linesize() - 6)
        if median is not None:
            bar.width = max(2, round((rect.width - start - 70) * median / longest))
            pygame.draw.rect(surface, colour, bar, border_radius=4)
        value = font.render(seconds(median), True, palette.muted)
        surface.blit(value, value.get_rect(topleft=(bar.right + 8, y)))
        y += font.get_linesize() + 6
        if y > rect.bottom - font.get_linesize():
            break


def draw_working(surface: pygame.Surface, working: pygame.Rect, text: str, done: int,
                 total: int, assets: Assets, palette: Palette) -> list[Region]:
    """The review being made: what it does (``text``) over a bar ``done`` of ``total`` full
    (empty while the total is not known)."""
    pygame.draw.rect(surface, palette.panel, working, border_radius=14)
    pygame.draw.rect(surface, palette.panel_edge, working, 2, border_radius=14)
    box = working.inflate(-40, -40)
    height = blit_whole(surface, text, assets.down_to_designed(20), palette.ink, box,
                        centred=True)
    bar = pygame.Rect(working.left + 40, working.top + 90, working.width - 80, 20)
    pygame.draw.rect(surface, palette.background, bar, border_radius=10)
    if total:
        filled = bar.copy()
        filled.width = max(bar.height, bar.width * done // total)
        pygame.draw.rect(surface, palette.accent, filled, border_radius=10)
    pygame.draw.rect(surface, palette.panel_edge, bar, 1, border_radius=10)
    return [Region("text", "message", (box.x, box.y, box.w, height)),
            Region("panel", "progress", box_of(bar))]
