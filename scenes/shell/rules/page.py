"""One section of the rules as a page: heading, rule tags, short text, then its pictures.

A page is composed once when it is shown (never in ``draw``) and kept by the
rules screen while it is open; every part it placed is listed as a region for
the layout checks, and ``overflow`` says by how much it is taller than its box
(the tests require 0 for every section in both languages).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes.frame.rules_sections import Section
from scenes.kit.regions import Region
from scenes.shell.rules.kit import Kit, canvas
from scenes.shell.rules.sheets import run_on, text_lines

PAD = 24
HEADING = 26  # font sizes the app already uses: each new size costs about 1 MB
BODY = 19
CAPTION = 16
TAG = 14
PICTURE_GAP = 26
MAX_CAPTION_WIDTH = 420
BESIDE_CAPTION_WIDTH = 200  # pictures beside the text keep their captions narrow
BESIDE_SHARE = 0.64  # and take at most this share of the page's width

Picture = Callable[[Kit], pygame.Surface]


@dataclass
class Page:
    surface: pygame.Surface
    regions: list[Region] = field(default_factory=list)  # relative to the page's top-left
    overflow: int = 0
    more: list[Page] = field(default_factory=list)  # larger text: the sheets that follow


def pictures_of(game: str) -> dict[str, Picture]:
    """The picture makers of ``game`` (its module is imported when its rules are shown)."""
    if game == "pook":
        from scenes.shell.rules.pictures_pook import PICTURES
    elif game == "totem":
        from scenes.shell.rules.pictures_totem import PICTURES
    else:
        from scenes.shell.rules.pictures_rok import PICTURES
    return PICTURES


def text_block(kit: Kit, text: str, width: int) -> pygame.Surface:
    font = kit.assets.font(BODY)
    lines, step = text_lines(kit, text, width, BODY)
    surface = canvas((width, len(lines) * step))
    for i, line in enumerate(lines):
        if line:
            surface.blit(font.render(line, True, kit.palette.ink), (0, i * step))
    return surface


def tags(kit: Kit, rules: tuple[str, ...]) -> pygame.Surface:
    """The rule IDs as small rounded tags, in one line."""
    font = kit.assets.font(TAG, bold=True)
    rendered = [font.render(rule, True, kit.palette.background) for rule in rules]
    width = sum(r.get_width() + 12 for r in rendered) + 6 * (len(rendered) - 1)
    surface, x = canvas((width, font.get_linesize() + 6)), 0
    for text in rendered:
        box = pygame.Rect(x, 0, text.get_width() + 12, surface.get_height())
        pygame.draw.rect(surface, kit.palette.muted, box, border_radius=7)
        surface.blit(text, text.get_rect(center=box.center))
        x = box.right + 6
    return surface


def compose(kit: Kit, game: str, section: Section, words: dict[str, Any],
            size: tuple[int, int]) -> Page:
    """The page of ``section`` in a box of ``size``, with its ``words`` (title, text,
    captions) and its pictures drawn from the game's art: the pictures under the text, or,
    when that is too tall, beside it."""
    makers = pictures_of(game)
    pictures = {name: makers[name](kit) for name in section.pictures}
    page = layout(kit, section, words, pictures, size, beside=False)
    if page.overflow:
        other = layout(kit, section, words, pictures, size, beside=True)
        if other.overflow < page.overflow:
            page = other
    if page.overflow and kit.assets.text_scale > 100:  # (at 100 % every section fits)
        width = size[0] - 2 * PAD
        share = caption_share([p.get_width() for p in pictures.values()], width)
        cells = [picture_cell(kit, picture, words["captions"][name], share)
                 for name, picture in pictures.items()]
        sheets = [Page(surface, regions) for surface, regions in run_on(
            kit, size, lambda surface, regions: heading(kit, section, words, size, surface,
                                                        regions),
            words["text"], BODY, rows_within(cells, width), PAD, PICTURE_GAP)]
        page = Page(sheets[0].surface, sheets[0].regions, page.overflow, sheets[1:])
    return page


def heading(kit: Kit, section: Section, words: dict[str, Any], size: tuple[int, int],
            surface: pygame.Surface, regions: list[Region]) -> int:
    """The section's title and its rule tags at the top of a page; the top below them."""
    title = kit.text(words["title"], HEADING, colour=kit.palette.accent)
    tag_line = tags(kit, section.rules)
    surface.blit(title, (PAD, PAD))
    regions.append(Region("text", "heading", (PAD, PAD, *title.get_size())))
    tag_place = (size[0] - PAD - tag_line.get_width(),
                 PAD + (title.get_height() - tag_line.get_height()) // 2)
    if tag_place[0] < PAD + title.get_width() + 16:  # no room beside it: under the heading
        tag_place = (PAD, PAD + title.get_height() + 4)
    surface.blit(tag_line, tag_place)
    regions.append(Region("text", "tags", (*tag_place, *tag_line.get_size())))
    return max(PAD + title.get_height(), tag_place[1] + tag_line.get_height()) + 14


def layout(kit: Kit, section: Section, words: dict[str, Any],
           pictures: dict[str, pygame.Surface], size: tuple[int, int], beside: bool) -> Page:
    page = Page(canvas(size))
    width = size[0] - 2 * PAD
    top = heading(kit, section, words, size, page.surface, page.regions)
    share = caption_share([p.get_width() for p in pictures.values()], width)
    cells = [picture_cell(kit, picture, words["captions"][name],
                          BESIDE_CAPTION_WIDTH if beside else share)
             for name, picture in pictures.items()]
    lines = rows_within(cells, round(width * BESIDE_SHARE) if beside else width)
    block = max(sum(c[0].get_width() for c in line) + PICTURE_GAP * (len(line) - 1)
                for line in lines)
    text_width = width - block - 30 if beside else width
    body = text_block(kit, words["text"], text_width)
    page.surface.blit(body, (PAD, top))
    page.regions.append(Region("text", "text", (PAD, top, *body.get_size())))
    bottom = top + body.get_height()
    if not beside:
        top = bottom + 20
    left = size[0] - PAD - block if beside else PAD
    for line in lines:
        line_width = sum(c[0].get_width() for c in line) + PICTURE_GAP * (len(line) - 1)
        x = left + (block if beside else width) // 2 - line_width // 2
        height = max(c[0].get_height() for c in line)
        for cell, picture_box, caption_box in line:
            y = top + (height - cell.get_height()) // 2
            page.surface.blit(cell, (x, y))
            page.regions.append(Region("card", "picture", (x + picture_box[0], y + picture_box[1],
                                                           *picture_box[2:])))
            page.regions.append(Region("text", "caption", (x + caption_box[0], y + caption_box[1],
                                                           *caption_box[2:])))
            x += cell.get_width() + PICTURE_GAP
        top += height + 16
    bottom = max(bottom, top - 16)
    page.overflow = max(0, bottom - (size[1] - PAD // 2))
    return page


def caption_share(widths: list[int], width: int) -> int:
    """How wide captions may be for pictures of ``widths`` to share one line of ``width``:
    an equal share, less what the pictures wider than it take (never above the maximum)."""
    free = width - PICTURE_GAP * (len(widths) - 1)
    share = free // len(widths)
    wide = [w for w in widths if w > share]
    if wide and len(wide) < len(widths):
        share = (free - sum(wide)) // (len(widths) - len(wide))
    return max(100, min(MAX_CAPTION_WIDTH, share))


Cell = tuple[pygame.Surface, tuple[int, int, int, int], tuple[int, int, int, int]]


def picture_cell(kit: Kit, picture: pygame.Surface, caption: str, caption_width: int) -> Cell:
    """A picture with its caption under it (wrapped at ``caption_width``, or the picture's
    width when it is wider); the boxes of both inside the cell."""
    wide = max(picture.get_width(), caption_width)
    words = kit.lines(caption, wide, CAPTION)
    cell = canvas((max(wide, words.get_width()), picture.get_height() + 10 + words.get_height()))
    picture_box = ((cell.get_width() - picture.get_width()) // 2, 0, *picture.get_size())
    caption_box = ((cell.get_width() - words.get_width()) // 2, picture.get_height() + 10,
                   *words.get_size())
    cell.blit(picture, picture_box[:2])
    cell.blit(words, caption_box[:2])
    return cell, picture_box, caption_box


def rows_within(cells: list[Cell], width: int) -> list[list[Cell]]:
    """Cells in rows no wider than ``width`` (a row holds at least one cell)."""
    rows: list[list[Cell]] = [[]]
    used = 0
    for cell in cells:
        wide = cell[0].get_width()
        if rows[-1] and used + PICTURE_GAP + wide > width:
            rows.append([])
            used = 0
        used += wide + (PICTURE_GAP if rows[-1] else 0)
        rows[-1].append(cell)
    return rows
