"""The "your turn" chime: heard when the turn passes to a human.

Not at a game's start, not between two actions of the same player's turn, never for a bot:
only when the seat to act changes to a person's, and only once the table shows it (the
player can act, or the hot-seat curtain calls them). Its visual counterpart is the status
line ("Your turn...") or the curtain; the sound is for a player looking away.
"""

from __future__ import annotations


class TurnBell:
    """Remembers whose turn the table last showed; says when to chime."""

    def __init__(self) -> None:
        self.holder: int | None = None
        self.seen = False
        self.due = False

    def hear(self, seat: int | None, human: bool, shown: bool) -> bool:
        """``seat`` acts now (None: nobody, or a moment nobody owns), ``human`` if a person;
        ``shown``: the table lets them act (or calls them). True: chime now."""
        if not self.seen or seat != self.holder:
            self.due = self.seen and seat is not None and human
            self.holder, self.seen = seat, True
        if self.due and shown:
            self.due = False
            return True
        return False
