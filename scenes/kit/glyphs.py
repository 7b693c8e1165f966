"""Which characters the table's fonts can draw.

pygame-ce never says a glyph is missing: it silently draws the font's .notdef box
(and ``Font.metrics`` reports that box's metrics). A character is missing when its
render is the very render of a code point no font has (U+10FFFD, a private-use
plane's last character). Characters that render nothing at all (zero-width ones,
which make ``Font.render`` raise) count as not drawable either.

>>> import pygame; from scenes.kit.assets import ui_font_path
>>> _ = pygame.font.init()
>>> check = GlyphCheck([pygame.font.Font(ui_font_path(), 16)])
>>> check.missing("Léa ≥ 2 ✓")
['≥', '✓']
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

PROBE = "\U0010FFFD"  # no font has it: its render is the .notdef box
SKIPPED = "\n"  # line breaks are layout, not glyphs


class GlyphCheck:
    """Answers, per character and once, whether every one of ``fonts`` draws it."""

    def __init__(self, fonts: Iterable[pygame.font.Font]) -> None:
        self.fonts = list(fonts)
        self.boxes = [_pixels(font, PROBE) for font in self.fonts]
        self.known: dict[str, bool] = {}

    def drawable(self, char: str) -> bool:
        if char not in self.known:
            self.known[char] = all(_pixels(font, char) not in (None, box)
                                   for font, box in zip(self.fonts, self.boxes, strict=True))
        return self.known[char]

    def missing(self, text: str) -> list[str]:
        """The characters of ``text`` some font cannot draw, in order of first appearance."""
        return list(dict.fromkeys(c for c in text if c not in SKIPPED and not self.drawable(c)))


def _pixels(font: pygame.font.Font, char: str) -> tuple[tuple[int, int], bytes] | None:
    """The render of one character (size and pixels), None if it renders to nothing."""
    try:  # the font's own render: a guarded font (scenes/kit/safetext.py) would hide the box
        surface = pygame.font.Font.render(font, char, True, (255, 255, 255))
    except pygame.error:  # "Text has zero width": a zero-width or format character
        return None
    except UnicodeEncodeError:  # a lone surrogate: no font has one
        return None
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")
