"""A rating as the player reads it: "1,480 › 1,512 (+32)" for a person ("1,512?" while it
has not settled), "1,500" for a bot level (its fixed rating), in the language's digits. The
numbers are the core's (:mod:`game.evening.shown`); only their words are made here."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.evening.shown import SeatRating
    from scenes.kit.i18n import Translator

MINUS = "\u2212"  # a true minus sign, as wide as the plus


def signed(tr: Translator, value: int) -> str:
    """``+32``, ``−12``, ``±0``."""
    if value == 0:
        return "\u00b10"
    return f"{'+' if value > 0 else MINUS}{tr.number(abs(value))}"


def rating_words(tr: Translator, rating: SeatRating, level: str | None = None) -> str:
    """A person's change, or a bot's fixed rating (with its ``level``'s words: "Normal bot:
    1,500", where nothing else says it is a bot)."""
    if rating.guest:
        return str(tr("evening.ratings.guest"))
    if rating.bot:
        if level is None:
            return tr.number(rating.after)
        return str(tr("evening.ratings.level_line", level=tr(f"evening.ratings.level.{level}"),
                      rating=tr.number(rating.after)))
    after = tr.number(rating.after)
    if rating.provisional:
        after = str(tr("evening.ratings.unsettled", rating=after))
    return str(tr("evening.ratings.change", before=tr.number(rating.before), after=after,
                  change=signed(tr, rating.change)))
