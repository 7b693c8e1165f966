"""RÖK between two throws and at the end: the next throw is drawn (R07) or the game
ends (R21), with a winner (R22) or a slide-off for a tie (R23).

Starting a slide-off (R24) lives here too: the end opens one for a tie (R23)
and the check opens one to order thefts (R17), so it sits below both.

A layer of the RÖK state (see :mod:`game.rok.position`): it calls only the
position below it; the check and the slide-offs above call it.
"""

from __future__ import annotations

from game.core import Event
from game.rok.components import THROW_SIZES
from game.rok.position import Contest, Position, ruled


class Ending(Position):
    """The draw before each throw, the end of the game and its winner; a slide-off's start."""

    __slots__ = ()

    def winners(self) -> list[int]:
        """The winner once the game is over (R22, R23 after a tie); ``[]`` before."""
        if self.phase != "over":
            return []
        if self.tie_winner is not None:
            return [self.tie_winner]
        scores = self.scores()
        best = max(scores)
        return [s for s in range(self.players) if scores[s] == best]

    def _next_throw_or_end(self, events: list[Event]) -> None:
        """R21 before each throw: end, or draw the next throw's runes (R07)."""
        if len(self.bag) <= self.players:
            scores = self.scores()
            events.append(Event("game_end", None, ruled({"scores": scores, "bag": len(self.bag)},
                                                        "R21")))
            best = max(scores)
            tied = [s for s in self.turn_order() if scores[s] == best]
            if len(tied) > 1:
                self._start_contest("tie", None, tied, events)
            else:
                self._finish(tied[0], "R22", events)
            return
        self.draw_hands()
        events.append(Event("draw", self.first, ruled({
            "throw": self.throw_no, "counts": [len(h) for h in self.hands],
            "bag": len(self.bag)}, "R07")))

    def draw_hands(self) -> None:
        """R07: each seat in turn draws its share, until the bag runs out."""
        quota = THROW_SIZES[self.players]
        for seat in self.turn_order():
            count = min(quota, len(self.bag))
            self.hands[seat] = [self._pop_from_bag() for _ in range(count)]
        self.throw_no += 1
        self.phase = "throw"

    def _finish(self, winner: int, rule: str, events: list[Event]) -> None:
        if rule == "R23":  # the deciding round's slides stay on the table (the end screen)
            self.tie_winner = winner
            self.tie_slides = dict(self.contest.results) if self.contest else {}
        self.phase = "over"
        self.contest = None
        events.append(Event("winner", winner, ruled({"score": self.scores()[winner]}, rule)))

    def _start_contest(self, purpose: str, colour: str | None, sliders: list[int],
                       events: list[Event]) -> None:
        self.phase = "slide"
        self.contest = Contest(purpose, colour, sliders, {})
        rule = "R17" if purpose == "order" else "R23"
        events.append(Event("slide_off", None, ruled(
            {"purpose": purpose, "colour": colour, "sliders": list(sliders)}, rule)))
