"""Player names as the table writes them: one clean form, and only characters it can draw.

A name is typed once and then written everywhere (plates, log, curtain, saves, settings),
so it is cleaned once, when the game starts: composed to NFC (``e`` + U+0301 is ``é``),
invisible format characters dropped (zero-width spaces and joiners, variation selectors,
bidi marks, control characters), every kind of space (the no-break space of French
keyboards, thin spaces) made one plain space, runs of spaces collapsed, ends stripped.
What the fonts cannot draw (emoji, CJK, Arabic: the bundled NotoSans has none of them)
is refused in the name field itself, with a message, rather than drawn as a box.

>>> normalise("  Le\\u0301a\\u00a0\\u00a0Marie\\u200b ")
'Léa Marie'
>>> normalise("\\u200d\\ufe0f")
''
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.text import clean_name, drop_invisible, invisible
from scenes.kit.glyphs import GlyphCheck
from scenes.kit.textlayout import ellipsize

if TYPE_CHECKING:
    import pygame

    from game.saves import Seat  # (not at start: the menu's first frame does without saves)

__all__ = ["bot_words", "clean_entry", "drop_invisible", "invisible", "normalise", "readable",
           "table_names", "undrawable"]

BOT_LEVELS = ("random", "easy", "normal", "hard", "matched")  # each has its words (table.bot)
TABLE_NAME_WIDTH = 180  # a name in a table's sentences, at 100 % (bold 18): real ones fit


def normalise(text: str) -> str:
    """The name as it is kept and shown (see the module docstring)."""
    return clean_name(text)


def undrawable(text: str, glyphs: GlyphCheck) -> list[str]:
    """The visible characters of ``text`` the fonts cannot draw (spaces of any kind are
    drawable: they become plain spaces)."""
    return [c for c in glyphs.missing(unicodedata.normalize("NFC", drop_invisible(text)))
            if not c.isspace()]


def clean_entry(text: str, glyphs: GlyphCheck) -> tuple[str, list[str]]:
    """What a name field keeps of ``text`` as it is typed, and what it refused.

    Invisible characters go silently (they would show as boxes in the field); characters
    the fonts cannot draw go and are reported. The text is composed (NFC) as it will be
    kept; spaces stay as typed (one may be on the way to "Jean Paul"): :func:`normalise`
    tidies them when the game starts."""
    visible = unicodedata.normalize("NFC", drop_invisible(text))
    refused = undrawable(visible, glyphs)
    kept = "".join(c for c in visible if c not in refused)
    # a mark left alone at the start of the field (its letter refused) has nothing to sit on
    while kept and unicodedata.combining(kept[0]):
        kept = kept[1:]
    return kept, refused


def readable(text: str, glyphs: GlyphCheck) -> str:
    """A name from elsewhere (an older save, a shared record file) as the table can write it:
    normalised, and any character the fonts lack shown as "?" rather than as a box."""
    name = normalise(text)
    lacking = set(undrawable(name, glyphs))
    return "".join("?" if c in lacking else c for c in name) or "?"


def table_names(names: list[str], font: pygame.font.Font, glyphs: GlyphCheck,
                text_scale: int = 100) -> list[str]:
    """The seats' names as a table writes them in its sentences: :func:`readable`, and cut
    with an ellipsis past :data:`TABLE_NAME_WIDTH` grown with the text (``text_scale`` %) in
    ``font`` (a table's bold 18, at that size): a long real name ("Bérengère-Louise") stays
    whole at any text size; only a freak one (sixteen W's) is cut."""
    width = TABLE_NAME_WIDTH * text_scale // 100
    return [ellipsize(readable(name, glyphs), font, width) for name in names]


def bot_words(tr: Callable[..., str], seat: Seat) -> str | None:
    """What a seat's plate says of a bot ("Bot · Hard"): a person plays beside a machine
    knowingly; None for a person's seat (a laptop's too)."""
    if seat.is_human:
        return None
    return tr(f"table.bot.{seat.level if seat.level in BOT_LEVELS else 'random'}")
