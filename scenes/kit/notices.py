"""Short messages shown for a few seconds (a "toast").

Used for things the player must know but that need no answer: a damaged
settings file replaced by defaults, fullscreen not available, a refused move.
A refusal carries its rule's ID, drawn as a small tag before the words. The top
scene says where toasts may go (``notice_area``): a table keeps them off the
seats' names and plates and off the log's title.

With larger text a long notice can be taller than that place: its words keep
the chosen size and it is shown a page at a time (as many lines as the place holds, the
pages in turn over its time, "1/2" in its corner); a notice stays at least a second for
every :data:`READ_RATE` characters, so that each page can be read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.textlayout import rule_tag, wrap

SHOW_SECONDS = 6.0
FADE_SECONDS = 0.6
TEXT = 20  # a notice's words, at 100 %
PADDING = (16, 8)
GAP = 8
READ_RATE = 15  # characters read a second: a long notice stays longer


@dataclass
class Notice:
    text: str
    remaining: float = SHOW_SECONDS
    warning: bool = False
    tag: str | None = None  # the rule a refusal cites ("T13")
    lasts: float = SHOW_SECONDS  # its whole time (its pages share it)
    painted: dict[tuple[int, int, str, int], list[pygame.Surface]] = field(
        default_factory=dict, repr=False, compare=False)  # its pages, by where and how drawn


class Notices:
    def __init__(self) -> None:
        self.items: list[Notice] = []

    def add(self, text: str, warning: bool = False, seconds: float = SHOW_SECONDS,
            tag: str | None = None) -> None:
        self.items = [n for n in self.items if n.text != text][-2:]
        seconds = max(seconds, len(text) / READ_RATE)
        self.items.append(Notice(text, seconds, warning, tag, seconds))

    def update(self, dt: float) -> None:
        for notice in self.items:
            notice.remaining -= dt
        self.items = [n for n in self.items if n.remaining > 0]

    def due(self) -> float | None:
        """Seconds until the notices look otherwise by themselves: one starts to fade (0
        while one fades: every frame differs) or turns a page; None when none is shown."""
        dues = []
        for notice in self.items:
            dues.append(max(0.0, notice.remaining - FADE_SECONDS))
            pages = max((len(p) for p in notice.painted.values()), default=1)
            if pages > 1:  # the next page turns when this much more of its time has passed
                shown = notice.lasts - notice.remaining
                turn = (int(shown * pages / notice.lasts) + 1) * notice.lasts / pages
                dues.append(max(0.0, turn - shown))
        return min(dues) if dues else None

    def plates(self, assets: Assets, palette: Palette,
               area: pygame.Rect) -> list[tuple[Notice, pygame.Surface, pygame.Rect]]:
        """Each notice's opaque plate and where it goes: wrapped to ``area``'s width, centred
        in it and stacked down from its top, never on one another; when they do not all fit,
        the oldest give way to the newest."""
        plates = [(notice, self.plate(notice, assets, palette, area.width))
                  for notice in self.items]
        while len(plates) > 1 and sum(p.get_height() + GAP for _, p in plates) - GAP > \
                area.height:
            plates.pop(0)
        if plates and plates[-1][1].get_height() > area.height:  # larger text: in pages
            notice = plates[-1][0]
            plates[-1] = (notice, self.plate(notice, assets, palette, area.width, area.height))
        placed = []
        y = area.top
        for notice, plate in plates:
            box = plate.get_rect(midtop=(area.centerx, y))
            box.left = max(area.left, min(box.left, area.right - box.width))
            placed.append((notice, plate, box))
            y = box.bottom + GAP
        return placed

    def plate(self, notice: Notice, assets: Assets, palette: Palette,
              width: int, height: int = 0) -> pygame.Surface:
        """A notice's words (and its rule's tag) on a rounded plate at most ``width`` wide;
        given ``height``, at most that tall: the page of its lines shown now. Painted once
        for a place and look, not at each frame of the seconds it shows."""
        key = (width, height, palette.name, assets.text_scale)
        if key not in notice.painted:
            notice.painted[key] = self.pages(notice, assets, palette, width, height)
        pages = notice.painted[key]
        return pages[min(len(pages) - 1,
                         int((notice.lasts - notice.remaining) * len(pages) / notice.lasts))]

    def pages(self, notice: Notice, assets: Assets, palette: Palette,
              width: int, height: int) -> list[pygame.Surface]:
        """The plates of :meth:`plate`: one, or (``height``) a page of lines each."""
        tag = None if notice.tag is None else rule_tag(
            notice.tag, assets.font(15, bold=True), palette.accent, palette.background)
        indent = tag.get_width() + 10 if tag is not None else 0
        room = max(80, width - 2 * PADDING[0] - indent)
        mark_font = assets.font(12, bold=True)
        if height:  # a page of its lines each, "2/3" right of them
            room -= mark_font.size("9/9")[0] + 8
        # a place narrower than a word at the text size (Totem's, at 150 %): the words grow
        # as far as their longest one holds, never below 100 %
        longest = max(notice.text.split(" "), key=lambda word: assets.font(TEXT).size(word)[0])
        font = assets.font_within(TEXT, 10_000, words=longest, width=room)
        if height:
            lines = wrap(notice.text, font, room)
            step = font.get_linesize()  # (the last line is as tall as the font)
            per_page = max(1, (height - 2 * PADDING[1] - font.get_height()) // step + 1)
            count = -(-len(lines) // per_page)
            texts = [stacked([font.render(line, True, palette.ink)
                              for line in lines[page * per_page:(page + 1) * per_page]],
                             step, mark_font.render(f"{page + 1}/{count}", True, palette.muted)
                             if count > 1 else pygame.Surface((0, 0)))  # ("1/1" says nothing)
                     for page in range(count)]
        else:
            texts = [font.render(notice.text, True, palette.ink, wraplength=room)]
        edge = palette.danger if notice.warning else palette.accent
        plates = []
        for text in texts:
            plate = pygame.Surface((text.get_width() + indent + 2 * PADDING[0],
                                    text.get_height() + 2 * PADDING[1]), pygame.SRCALPHA)
            pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=10)
            pygame.draw.rect(plate, edge, plate.get_rect(), 2, border_radius=10)
            if tag is not None:
                plate.blit(tag, tag.get_rect(midleft=(PADDING[0],
                                                      PADDING[1] + font.get_linesize() // 2)))
            plate.blit(text, (PADDING[0] + indent, PADDING[1]))
            plates.append(plate)
        return plates

    def draw(self, surface: pygame.Surface, assets: Assets, palette: Palette,
             area: pygame.Rect | None = None) -> None:
        where = area or pygame.Rect(0, 14, surface.get_width(), surface.get_height() - 14)
        for notice, plate, box in self.plates(assets, palette, where):
            plate.set_alpha(round(235 * min(1.0, notice.remaining / FADE_SECONDS)))
            surface.blit(plate, box)


def stacked(lines: list[pygame.Surface], step: int, mark: pygame.Surface) -> pygame.Surface:
    """``lines`` one under the other, ``step`` apart, and ``mark`` right of the first."""
    width = max(line.get_width() for line in lines) + 8 + mark.get_width()
    height = (len(lines) - 1) * step + max(lines[-1].get_height(), mark.get_height())
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        surface.blit(line, (0, i * step))
    surface.blit(mark, (width - mark.get_width(), 0))
    return surface
