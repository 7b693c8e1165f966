"""What makes a name one a player can be called by: it must show on screen.

Apart from the saves (game/saves.py), so the settings file, read before the menu's first frame,
checks its names without importing the record and save formats.
"""

from __future__ import annotations

import unicodedata


def shows(name: str) -> bool:
    """Whether ``name`` has a character that shows by itself: a letter, a digit, a sign
    (a name of spaces, marks or variation selectors alone would be drawn as nothing).

    >>> shows("Léa"), shows("\ufe0f"), shows(" \u0301")
    (True, False, False)
    """
    return any(unicodedata.category(c)[0] in "LNPS" for c in name)
