"""A word at the table across laptops: quick reactions from a short fixed set, and short lines.

A laptop says ``{"t": "say", "react": KEY}`` or ``{"t": "say", "text": str}`` (one of the two);
the host's own screen says the same through :meth:`Chat.said`. The host decides what is said:
a reaction must be one of :data:`REACTIONS`; a line is cleaned as every text that enters is
(:func:`game.text.clean`), its spaces made one, at most :data:`MAX_LINE` characters, never
empty; friends who only watch may react but not write (unless the host lets them); and each
connection may say :data:`BURST` things in :data:`WINDOW_S` seconds, no more (a line refused
is said why). What is said goes to every seat and every friend watching as ``{"t": "said",
"n": NUMBER, "seat": SEAT or None, "name": str, "react": KEY or None, "text": str or None}``;
a laptop decodes it as strictly as the rest (:mod:`game.net.from_host`) and may mute a seat
on its own screen. Nothing said is kept in the game's record.

>>> chat = Chat()
>>> chat.said(1, 0, "Ana", {"react": "well_played"}, 0.0)["react"]
'well_played'
>>> chat.said(2, None, "", {"text": "hello"}, 0.0)
'those who watch may react, not write'
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from game.text import clean_name

REACTIONS = ("well_played", "good_luck", "thanks", "one_minute", "oops", "wow")
"""The quick reactions, by key (their words are each language's: ``net.chat.react.KEY``)."""
MAX_LINE = 120
BURST = 4
WINDOW_S = 20.0


class Chat:
    """What the host's table lets be said (see the module)."""

    def __init__(self, spectators_write: bool = False) -> None:
        self.spectators_write = spectators_write
        self.times: dict[int, deque[float]] = {}  # a connection's (or screen's) last says
        self.number = 0

    def said(self, conn: int, seat: int | None, name: str, message: Mapping[str, Any],
             now: float) -> dict[str, Any] | str:
        """The ``said`` message for everyone, or why it is refused (``conn``: who says it,
        the host's screen a negative number of its own; ``seat``: None for a friend who
        watches)."""
        react, text = message.get("react"), message.get("text")
        if (react is None) == (text is None):
            return "say a reaction or a line, one of the two"
        if react is not None and react not in REACTIONS:
            return "no such reaction"
        if text is not None:
            if seat is None and not self.spectators_write:
                return "those who watch may react, not write"
            text = clean_name(str(text), MAX_LINE)
            if not text:
                return "nothing to say"
        times = self.times.setdefault(conn, deque(maxlen=BURST))
        if len(times) == BURST and now - times[0] < WINDOW_S:
            return f"one moment: {BURST} things in {WINDOW_S:.0f} seconds at most"
        times.append(now)
        self.number += 1
        return {"t": "said", "n": self.number, "seat": seat, "name": name,
                "react": react, "text": text}

    def forget(self, conn: int) -> None:
        """A connection closed: its count goes with it."""
        self.times.pop(conn, None)
