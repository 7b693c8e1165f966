"""The one guard where text meets a font or a pygame_gui widget: whatever a file, a keyboard
or the clipboard holds, what reaches a render call has a width and can be encoded.

pygame raises ``Text has zero width`` for text made only of characters that draw nothing
(U+200B zero-width space, U+200D joiner, U+202E bidi override, U+FEFF, U+00AD soft hyphen,
U+FE0F variation selector, U+E0001 language tag ...), and ``UnicodeEncodeError`` for a lone
surrogate (JSON's ``"\\ud800"``). Both ended the app. So:

- :func:`shown` is what every render gets: lone surrogates become "?", characters that
  show nothing are dropped, line breaks stay (wrapped text). What is left is empty (drawn
  as nothing) or has a width.
- :class:`GuardedFont` is the font every scene renders with (``Assets.font``): its
  ``render`` and ``size`` pass their text through :func:`shown`.
- :func:`field_text` is what a one-line text field keeps (typed, pasted or set): the same,
  and line breaks and tabs become spaces.

Which characters draw nothing was measured, not guessed: every code point rendered with the
bundled NotoSans (regular and bold); ``tests/scenes/test_safetext.py`` renders them all again
and fails on any zero-width character :func:`invisible` lets through.

>>> shown("\\u200b\\u200d")
''
>>> shown("Zoé\\u200b \\ud800")
'Zoé ?'
>>> field_text("Léa\\nMarie\\ufe0f")
'Léa Marie'
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pygame

from game.text import IGNORABLE_MARKS, invisible, surrogate

VARIATION_SELECTORS = (*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0))
# printable text (no control, format, surrogate, private or unassigned character: str's own
# test, at C speed) can still hold these marks; built from code points, not spelled out
_FIRST_MARK = chr(min(IGNORABLE_MARKS))  # French text (é, ç, œ, «) lies below it
_PRINTABLE_BUT_INVISIBLE = re.compile(
    "[" + "".join(map(chr, sorted({*IGNORABLE_MARKS, *VARIATION_SELECTORS}))) + "]")


def _clean(text: str) -> bool:
    """Whether ``text`` needs no guarding: printable, and none of the marks that are not."""
    return text.isprintable() and (text.isascii() or max(text) < _FIRST_MARK
                                   or not _PRINTABLE_BUT_INVISIBLE.search(text))


def shown(text: str) -> str:
    """``text`` as a font may render it (see the module docstring)."""
    if _clean(text):  # the common case, at C speed
        return text
    return "".join("?" if surrogate(c) else c for c in text
                   if c == "\n" or surrogate(c) or not invisible(c))


def field_text(text: str) -> str:
    """What a one-line text field keeps of ``text``: every kind of line break or tab a space,
    invisible characters and lone surrogates dropped."""
    if _clean(text):
        return text
    return "".join(" " if line_break(c) else c for c in text
                   if line_break(c) or not invisible(c))


def line_break(char: str) -> bool:
    """A tab or a line or paragraph break of any kind (a one-line field makes it a space)."""
    return char.isspace() and unicodedata.category(char) in ("Cc", "Zl", "Zp")


class GuardedFont(pygame.font.Font):
    """A ``pygame.font.Font`` whose ``render`` and ``size`` never see text they would choke on."""

    def render(self, text: Any, antialias: Any, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:
        if isinstance(text, str):
            text = shown(text)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size(self, text: Any) -> tuple[int, int]:
        if isinstance(text, str):
            text = shown(text)
        return super().size(text)
