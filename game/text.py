"""Text that enters from outside — a keyboard, a file, another laptop — made safe once.

Any string can hold what breaks the places text goes next: a lone surrogate (JSON's
``"\\ud800"`` is valid and decodes to one) cannot be encoded as UTF-8, so a websocket send,
a log line or a save of it raises; a bidi override (U+202E) turns what follows around on
screen; a bell (U+0007) or a zero-width space (U+200B) shows nothing and makes two names
that look alike differ. So every text that enters passes one guard, here, before any
handler, log, save or screen sees it:

- :func:`clean` — composed to NFC, with every character that shows nothing dropped
  (controls, format characters such as bidi marks and zero-width spaces and joiners, lone
  surrogates, private-use and unassigned code points, variation selectors); spaces and line
  breaks are kept. What is left can be encoded, shown and saved.
- :func:`clean_name` — a name as the table keeps it: :func:`clean`, every kind of space one
  plain space, runs collapsed, ends trimmed, cut to a length.
- :func:`clean_code` — a join code as compared: :func:`clean`, no spaces, upper case.
- :func:`legible_name` — a name from an older file, as the table can show it: cleaned, and
  ``"?"`` when nothing of it shows (such a save still loads).

Which characters show nothing was measured, not guessed: every code point rendered with the
bundled NotoSans (``tests/scenes/test_safetext.py`` renders them all again and fails on any
character with no width that :func:`invisible` lets through). Pure Python: the network's
parser (:mod:`game.net.messages`), the saves and the front end's fonts all use it.

>>> clean("Bob\\ud800\\u202e\\u0007")
'Bob'
>>> clean_name("  Le\\u0301a\\u00a0\\u00a0Marie\\u200b ")
'Léa Marie'
>>> clean_code(" k3y\\u200b 9pa")
'K3Y9PA'
>>> legible_name("\\u200b")
'?'
"""

from __future__ import annotations

import unicodedata

from game.names import shows

INVISIBLE_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn")  # controls, format, surrogates, unassigned
IGNORABLE_MARKS = frozenset({0x034F, 0x17B4, 0x17B5, 0x180B, 0x180C, 0x180D, 0x180F})
"""Non-spacing marks that are default-ignorable: they draw nothing on their own (measured)."""


def invisible(char: str) -> bool:
    """A character that shows nothing and only changes how others show (or nothing at all);
    spaces and line breaks are not invisible (they are where words part)."""
    if char.isspace():
        return False
    code = ord(char)
    return (unicodedata.category(char) in INVISIBLE_CATEGORIES or code in IGNORABLE_MARKS
            or 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF)  # variation selectors


def surrogate(char: str) -> bool:
    """Half of a UTF-16 pair, alone: no font has it and UTF-8 cannot encode it."""
    return 0xD800 <= ord(char) <= 0xDFFF


def drop_invisible(text: str) -> str:
    """``text`` without the characters that show nothing (lone surrogates among them)."""
    return "".join(c for c in text if not invisible(c))


def clean(text: str) -> str:
    """``text`` as it may enter (see the module): NFC, nothing invisible, always encodable."""
    if text.isascii() and text.isprintable():  # the common case, at C speed
        return text
    return unicodedata.normalize("NFC", drop_invisible(text))


def clean_name(text: str, limit: int | None = None) -> str:
    """A typed or received name as it is kept: :func:`clean`, spaces made one, trimmed, and
    at most ``limit`` characters (a cut never leaves a trailing space)."""
    name = " ".join(clean(text).split())
    return name if limit is None else name[:limit].rstrip()


def clean_code(text: str) -> str:
    """A join code as the host compares it: :func:`clean`, no spaces, upper case (a code
    pasted with a zero-width space in it is the same code)."""
    return "".join(clean(text).split()).upper()


def legible_name(text: str, limit: int | None = None) -> str:
    """A name from elsewhere (an older save, a shared record) as the table keeps it:
    :func:`clean_name`, or ``"?"`` when nothing of it shows."""
    name = clean_name(text, limit)
    return name if name and shows(name) else "?"
