"""RÖK's slide-offs (R24) and the order of thefts they decide (R17), or the tie they break (R23).

Each slider's outcome — how far the slid rune stopped from the Destiny rune,
or that it touched it or left the table — arrives as a :class:`~game.rok.actions.Slide`
action; an exact tie for first starts a new round among the tied. The winner of
an ``order`` slide-off then orders the thefts of that colour (R17), and the
check goes on; the winner of a ``tie`` slide-off wins the game (R23).

A layer of the RÖK state (see :mod:`game.rok.position`), built on the check,
whose thefts it applies, and on the end, whose ``_finish`` it calls.
"""

from __future__ import annotations

from game.core import Event, IllegalAction
from game.rok.actions import OFF, TOUCH, Order, Slide
from game.rok.check import TheCheck
from game.rok.components import CONTACT_DISTANCE, TABLE_RADIUS
from game.rok.position import ruled, slide_rank


class SlideOffs(TheCheck):
    """Checking and applying slides and orders."""

    __slots__ = ()

    def _check_slide(self, action: Slide) -> None:
        if self.phase != "slide":
            raise IllegalAction(action, "no slide-off is under way", "R24")
        assert self.contest is not None
        self._check_seat(action, action.seat)
        expected = self.contest.next_slider()
        if action.seat != expected:
            raise IllegalAction(action, f"seat {expected} slides now, not seat {action.seat}",
                                "R24")
        result = action.result
        if isinstance(result, str):
            if result not in (TOUCH, OFF):
                raise IllegalAction(action, f"{result!r} is not a slide result", "R24")
            return
        if not CONTACT_DISTANCE <= result <= TABLE_RADIUS:
            raise IllegalAction(action, f"a rune that stays on the table without touching the "
                                f"Destiny rune stops {CONTACT_DISTANCE:.2f} to "
                                f"{TABLE_RADIUS:.2f} from it, not {result:.2f}", "R24")

    def _check_order(self, action: Order) -> None:
        if self.phase != "order":
            raise IllegalAction(action, "no thefts wait to be ordered", "R17")
        group = self._ordered_group()
        if sorted(action.thefts) != sorted(group):
            listed = ",".join(f"{t}>{v}" for t, v in group)
            raise IllegalAction(action, f"the order must list each of the thefts {listed} once",
                                "R17")

    def _ordered_group(self) -> list[tuple[int, int]]:
        """The (thief, victim) thefts of the colour being ordered, as they were found."""
        colour = self.contest.colour if self.contest else None
        return [(t.thief, t.victim) for t in self.thefts if t.colour == colour]

    def _apply_slide(self, action: Slide, events: list[Event]) -> None:
        contest = self.contest
        assert contest is not None
        contest.results[action.seat] = action.result
        events.append(Event("slide", action.seat, ruled({"result": action.result}, "R24")))
        if contest.next_slider() is not None:
            return
        ranked = sorted(contest.sliders, key=lambda s: slide_rank(contest.results[s]))
        best = slide_rank(contest.results[ranked[0]])
        tied = [s for s in contest.sliders if slide_rank(contest.results[s]) == best]
        rule = "R17" if contest.purpose == "order" else "R23"
        if len(tied) > 1:
            contest.sliders = tied
            contest.results = {}
            events.append(Event("slide_tie", None, ruled({"seats": tied}, rule)))
            return
        winner = tied[0]
        events.append(Event("slide_winner", winner, ruled({"purpose": contest.purpose}, rule)))
        if contest.purpose == "tie":
            self._finish(winner, "R23", events)
        else:
            self.phase = "order"
            self.chooser = winner

    def _apply_order(self, action: Order, events: list[Event]) -> None:
        events.append(Event("order", self.chooser, ruled(
            {"thefts": [list(t) for t in action.thefts]}, "R17")))
        by_pair = {(t.thief, t.victim): t for t in self.thefts}
        self.contest = None
        self.chooser = None
        for pair in action.thefts:
            self._apply_theft(by_pair[pair], events)
        self._resolve_thefts(events)
