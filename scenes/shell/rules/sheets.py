"""A rules section too long for one page at a larger text size, on several sheets.

At 100 % every section fits its page (the tests require it). With 125 % or 150 % text a
section may not: rather than shrink the words back, its text and pictures run on over
as many sheets as they need, each under the section's heading, in reading order — the
text's lines first, then the rows of pictures, a row never split. The rules screen turns
sheets as it turns pages (→, Page Down, the wheel, Next).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit.regions import Region
from scenes.kit.textlayout import wrap
from scenes.shell.rules.kit import Kit, canvas

Cell = tuple[pygame.Surface, tuple[int, int, int, int], tuple[int, int, int, int]]
Heading = Callable[[pygame.Surface, list[Region]], int]  # draws it, returns the top below


def text_lines(kit: Kit, text: str, width: int, size: int) -> tuple[list[str], int]:
    """The section's text as wrapped lines (a blank line between paragraphs) and the
    step from one line to the next."""
    font = kit.assets.font(size)
    lines: list[str] = []
    for i, paragraph in enumerate(text.split("\n")):
        if i:
            lines.append("")
        lines += wrap(paragraph, font, width)
    return lines, font.get_linesize() + 2


def run_on(kit: Kit, size: tuple[int, int], heading: Heading, text: str, body: int,
           rows: list[list[Cell]], pad: int, gap: int) -> list[tuple[pygame.Surface,
                                                                       list[Region]]]:
    """The sheets: each a surface of ``size`` and the regions drawn on it."""
    width, limit = size[0] - 2 * pad, size[1] - pad // 2
    font = kit.assets.font(body)
    lines, step = text_lines(kit, text, width, body)
    sheets: list[tuple[pygame.Surface, list[Region]]] = []

    def new_sheet() -> int:
        sheets.append((canvas(size), []))
        return heading(*sheets[-1])

    top = start = first = new_sheet()
    for line in lines:
        if top + step > limit and top > start:
            sheets[-1][1].append(Region("text", "text", (pad, start, width, top - start)))
            top = start = first = new_sheet()
        if line:
            sheets[-1][0].blit(font.render(line, True, kit.palette.ink), (pad, top))
        top += step
    if top > start:
        sheets[-1][1].append(Region("text", "text", (pad, start, width, top - start)))
        top += 20
    for cells in rows:
        height = max(c[0].get_height() for c in cells)
        if top + height > limit and top > first:
            top = first = new_sheet()
        line_width = sum(c[0].get_width() for c in cells) + gap * (len(cells) - 1)
        x = pad + width // 2 - line_width // 2
        surface, regions = sheets[-1]
        for cell, picture, caption in cells:
            y = top + (height - cell.get_height()) // 2
            surface.blit(cell, (x, y))
            regions.append(Region("card", "picture", (x + picture[0], y + picture[1],
                                                      *picture[2:])))
            regions.append(Region("text", "caption", (x + caption[0], y + caption[1],
                                                      *caption[2:])))
            x += cell.get_width() + gap
        top += height + 16
    return sheets
