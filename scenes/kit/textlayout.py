"""Word-wrapped text in a box, for the few places pygame_gui labels do not fit.

What a player must read (what to do now, a refusal, a hint) is never cut:
:func:`whole_lines` and :func:`blit_whole` take the largest size that holds every word, no
ellipsis, and a word too long for a line (a path) breaks after its folder separators
(:func:`wrap`). :func:`ellipsize` is for what may give way (a name in a narrow plate).
:func:`tip_place` puts a tooltip clear of what it must not hide (a clash's verdict, a power's
targets, the status). ``tests/scenes/test_words_whole.py`` walks every screen at 150 % in
both languages and fails on an instruction, refusal or hint drawn cut or paged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pygame

_AFTER_SEPARATOR = re.compile(r"(?<=[/\\])")


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width``. A word too long for a line by itself
    breaks after its folder separators (a path, for one), else it gets a line of its own.

    >>> pygame.font.init()
    >>> font = pygame.font.Font(None, 20)
    >>> wrap("Kept in /home/someone/.local/share/tablee now", font, font.size("/home/someone/")[0])
    ['Kept in /home/', 'someone/.local/', 'share/tablee', 'now']
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in filter(None, paragraph.split(" ")):  # no-break spaces (« : ») hold
            pieces = [word] if font.size(word)[0] <= width else _AFTER_SEPARATOR.split(word)
            for k, piece in enumerate(filter(None, pieces)):
                candidate = f"{line}{'' if k else ' '}{piece}" if line else piece
                if line and font.size(candidate)[0] > width:
                    lines.append(line)
                    line = piece
                else:
                    line = candidate
        lines.append(line)
    return lines


def whole_lines(text: str, fonts: Iterable[pygame.font.Font], width: int,
                height: int) -> tuple[pygame.font.Font, list[str]]:
    """``text`` wrapped in the first of ``fonts`` (largest first) whose lines are at most
    ``width`` wide and, together, ``height`` tall; else in the last one, taller: every word
    is kept (for what the player must read: what to do now, a refusal, a hint)."""
    found: tuple[pygame.font.Font, list[str]] | None = None
    for font in fonts:
        lines = wrap(text, font, width)
        found = font, lines
        tall = (len(lines) - 1) * font.get_linesize() + font.get_height()
        if tall <= height and max(font.size(line)[0] for line in lines) <= width:
            break
    assert found is not None, "no font given"
    return found


def blit_whole(surface: pygame.Surface, text: str, fonts: Iterable[pygame.font.Font],
               colour: tuple[int, int, int], box: pygame.Rect, centred: bool = False) -> int:
    """Draw ``text`` wrapped in ``box`` in the first of ``fonts`` that holds it whole
    (:func:`whole_lines`), every line even if the last font still runs past the box: never
    an ellipsis. Returns the height used."""
    font, lines = whole_lines(text, fonts, box.width, box.height)
    return blit_lines(surface, lines, font, colour, box, centred)


def blit_lines(surface: pygame.Surface, lines: list[str], font: pygame.font.Font,
               colour: tuple[int, int, int], box: pygame.Rect, centred: bool = False) -> int:
    """``lines`` one under the other from the top of ``box``; returns the height used."""
    step = font.get_linesize()
    for i, line in enumerate(lines):
        rendered = font.render(line, True, colour)
        place = (rendered.get_rect(midtop=(box.centerx, box.top + i * step)) if centred
                 else rendered.get_rect(topleft=(box.left, box.top + i * step)))
        surface.blit(rendered, place)
    return len(lines) * step


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` shortened with an ellipsis so that it fits in ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        middle = (low + high + 1) // 2
        if font.size(text[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def blit_wrapped(surface: pygame.Surface, text: str, font: pygame.font.Font,
                 colour: tuple[int, int, int], box: pygame.Rect, centred: bool = False) -> int:
    """Draw wrapped ``text`` from the top of ``box``; returns the height used.

    Lines that would fall below the box are not drawn, and the last drawn line
    then ends with an ellipsis, so overflow is visible rather than silent.
    """
    lines = wrap(text, font, box.width)
    step = font.get_linesize()
    fitting = max(1, box.height // step)
    if len(lines) > fitting:
        lines = [*lines[:fitting - 1], lines[fitting - 1] + " …"]
    return blit_lines(surface, lines, font, colour, box, centred)


def rule_tag(rule: str, font: pygame.font.Font, fill: tuple[int, int, int],
             ink: tuple[int, int, int]) -> pygame.Surface:
    """A rule's ID as a small badge ("T13") set beside the words that explain it."""
    label = font.render(rule, True, ink)
    badge = pygame.Surface(label.get_rect().inflate(10, 6).size, pygame.SRCALPHA)
    pygame.draw.rect(badge, fill, badge.get_rect(), border_radius=6)
    badge.blit(label, label.get_rect(center=badge.get_rect().center))
    return badge


def tip_place(size: tuple[int, int], pointer: tuple[int, int], bounds: pygame.Rect,
              avoid: Iterable[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tooltip of ``size`` goes beside the ``pointer``, inside ``bounds``: below right
    of it unless that covers something to ``avoid`` (a clash's verdict, a power's targets),
    then below left, above right, above left; else where it covers the least of them."""
    keep = list(avoid)
    best: tuple[int, pygame.Rect] | None = None
    x, y = pointer
    for dx, dy in ((18, 18), (-18 - size[0], 18), (18, -18 - size[1]),
                   (-18 - size[0], -18 - size[1])):
        box = pygame.Rect((x + dx, y + dy), size).clamp(bounds)
        covered = sum(box.clip(rect).width * box.clip(rect).height for rect in keep)
        if best is None or covered < best[0]:
            best = (covered, box)
        if covered == 0:
            break
    assert best is not None
    return best[1]


TIP_PADDING = (10, 7)
TIP_FILL = (16, 24, 24, 236)


def tooltip(text: str, font: pygame.font.Font, ink: tuple[int, int, int],
            edge: tuple[int, int, int], max_width: int,
            tag: pygame.Surface | None = None) -> pygame.Surface:
    """A tooltip box sized to its text: wrapped at ``max_width``, as wide as its longest line
    and as tall as its lines, with even padding; a ``tag`` (a rule's ID) heads it on the left."""
    indent = tag.get_width() + 8 if tag is not None else 0
    lines = wrap(text, font, max_width - 2 * TIP_PADDING[0] - indent)
    width = max(font.size(line)[0] for line in lines) + 2 * TIP_PADDING[0] + indent
    height = len(lines) * font.get_linesize() + 2 * TIP_PADDING[1]
    box = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(box, TIP_FILL, box.get_rect(), border_radius=8)
    pygame.draw.rect(box, edge, box.get_rect(), 1, border_radius=8)
    if tag is not None:
        box.blit(tag, tag.get_rect(midleft=(TIP_PADDING[0],
                                            TIP_PADDING[1] + font.get_linesize() // 2)))
    for i, line in enumerate(lines):
        box.blit(font.render(line, True, ink),
                 (TIP_PADDING[0] + indent, TIP_PADDING[1] + i * font.get_linesize()))
    return box
