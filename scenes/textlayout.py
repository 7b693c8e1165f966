"""Word-wrapped text in a box, for the few places pygame_gui labels do not fit."""

from __future__ import annotations

import pygame


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (a too-long word gets its own line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in filter(None, paragraph.split(" ")):  # no-break spaces (« : ») hold
            candidate = f"{line} {word}".strip()
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


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
    for i, line in enumerate(lines):
        rendered = font.render(line, True, colour)
        place = (rendered.get_rect(midtop=(box.centerx, box.top + i * step)) if centred
                 else rendered.get_rect(topleft=(box.left, box.top + i * step)))
        surface.blit(rendered, place)
    return len(lines) * step
