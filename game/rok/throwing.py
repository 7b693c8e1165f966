"""A RÖK throw and the grabbing after it (R08-R13, R25).

A throw arrives as data — where each rune came to rest, face up or down — and
is checked against the table (R02, R04, R08: on the table, none twice, none on
another or on the Destiny rune); grabs arrive one at a time in time order
(:func:`resolve_grabs` puts timestamped claims in that order, R25) and are
checked (R09); a grab completes a Balance pair at once (R11) or goes to the
tray (R10). Grabbing ends when no pair is left to make (R13), or on ``done``,
and the check runs (:mod:`game.rok.check`).

A layer of the RÖK state (see :mod:`game.rok.position`), built on the check.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.core import Event, IllegalAction
from game.rok.actions import Grab, Throw
from game.rok.check import TheCheck
from game.rok.components import DESTINY, PLAY_RADIUS, on_table, overlapping, twin
from game.rok.position import ruled


@dataclass(frozen=True, slots=True)
class GrabClaim:
    """A timestamped grab as the table sees it (R25): seat, rune and time in seconds; ``lot``
    orders claims of equal time (a seeded coin, ``game.rok.latency.tie_lot``)."""

    time: float
    seat: int
    rune: str
    lot: float = 0.0


def resolve_grabs(claims: Iterable[GrabClaim]) -> list[Grab]:
    """Order grab claims by time (R25); a later claim on a rune already claimed loses.

    Equal times go to the lower lot, then to the lower seat. Each grab keeps its claim's time.

    >>> resolve_grabs([GrabClaim(0.52, 1, "w3a"), GrabClaim(0.50, 2, "w3a"),
    ...                GrabClaim(0.10, 1, "b2b")])
    [Grab(seat=1, rune='b2b', time=0.1), Grab(seat=2, rune='w3a', time=0.5)]
    """
    taken: set[str] = set()
    grabs = []
    for claim in sorted(claims, key=lambda c: (c.time, c.lot, c.seat, c.rune)):
        if claim.rune not in taken:
            taken.add(claim.rune)
            grabs.append(Grab(claim.seat, claim.rune, round(claim.time, 2)))
    return grabs


class Throwing(TheCheck):
    """Checking and applying throws and grabs."""

    __slots__ = ()

    def _check_throw(self, action: Throw) -> None:
        if self.phase != "throw":
            raise IllegalAction(action, "no throw is due: the runes were already thrown", "R08")
        thrown = {r for hand in self.hands for r in hand}
        seen: set[str] = set()
        for li in action.landings:
            if li.rune in seen:
                raise IllegalAction(action, f"{li.rune} lands twice", "R08")
            seen.add(li.rune)
            if li.rune == DESTINY:
                raise IllegalAction(action, "the Destiny rune stays at the centre", "R04")
            if not on_table(li.x, li.y):
                raise IllegalAction(action, f"{li.rune} at ({li.x:.2f}, {li.y:.2f}) lies off the "
                                    f"table (its centre must be within {PLAY_RADIUS:.2f})", "R08")
            if li.rune in thrown:
                continue
            spot = self.table.get(li.rune)
            if spot is None or not spot[2]:
                raise IllegalAction(action, f"{li.rune} was not thrown: it is in "
                                    f"{self.holder(li.rune)}", "R08")
            if not li.up:
                raise IllegalAction(action, f"{li.rune} lay face up; a knocked rune stays face up",
                                    "R02")
        missing = sorted(thrown - seen)
        if missing:
            raise IllegalAction(action, f"the landing of {', '.join(missing)} is missing", "R08")
        self._check_spacing(action)

    def _check_spacing(self, action: Throw) -> None:
        """R08: runes come to rest side by side, never on each other or on the Destiny rune."""
        resting = {r: (x, y) for r, (x, y, _) in self.table.items()}
        resting.update((li.rune, (li.x, li.y)) for li in action.landings)
        for li in action.landings:
            here = (li.x, li.y)
            if overlapping(here):
                raise IllegalAction(action, f"{li.rune} at ({li.x:.2f}, {li.y:.2f}) would lie on "
                                    "the Destiny rune: no throw ends that way", "R08")
            for other, there in resting.items():
                if other != li.rune and overlapping(here, there):
                    raise IllegalAction(action, f"{li.rune} at ({li.x:.2f}, {li.y:.2f}) would lie "
                                        f"on {other} at ({there[0]:.2f}, {there[1]:.2f}): runes "
                                        "rest side by side, never on each other", "R08")

    def _check_grab(self, action: Grab) -> None:
        if self.phase != "grab":
            raise IllegalAction(action, "runes are grabbed only after a throw, while grabbing "
                                "lasts", "R09")
        self._check_seat(action, action.seat)
        rune = action.rune
        if rune == DESTINY:
            raise IllegalAction(action, "the Destiny rune is never taken", "R09")
        if rune in self.balance:
            raise IllegalAction(action, f"{rune} is seat {self.balance.index(rune)}'s Balance "
                                "rune, which may not be taken", "R09")
        for seat, tray in enumerate(self.trays):
            if rune in tray:
                raise IllegalAction(action, f"{rune} was already taken by seat {seat}, who was "
                                    "faster", "R25")
        spot = self.table.get(rune)
        if spot is None:
            raise IllegalAction(action, f"{rune} is not on the table: it is in "
                                f"{self.holder(rune)}", "R09")
        if not spot[2]:
            raise IllegalAction(action, f"{rune} lies face down; it may not be turned over or "
                                "taken", "R09")

    def _apply_throw(self, action: Throw, events: list[Event]) -> None:
        thrown = {r for hand in self.hands for r in hand}
        landed_up: dict[str, list[float]] = {}
        landed_down: list[list[float]] = []
        moved: dict[str, list[float]] = {}
        for li in action.landings:
            self.table[li.rune] = (li.x, li.y, li.up)
            if li.rune not in thrown:
                moved[li.rune] = [li.x, li.y]
            elif li.up:
                landed_up[li.rune] = [li.x, li.y]
            else:
                landed_down.append([li.x, li.y])
        self.hands = [[] for _ in range(self.players)]
        self.phase = "grab"
        events.append(Event("throw", self.first, ruled({
            "throw": self.throw_no, "up": landed_up, "down": sorted(landed_down),
            "moved": moved}, "R08")))
        self._maybe_end_grabbing(events)

    def _apply_grab(self, action: Grab, events: list[Event]) -> None:
        seat, rune = action.seat, action.rune
        x, y, _ = self.table.pop(rune)
        own = self.balance[seat]
        when = {} if action.time is None else {"time": action.time}  # R25: when it was read
        if own is not None and twin(rune) == own:
            self.hoards[seat] += [own, rune]
            self.balance[seat] = None
            events.append(Event("balance_pair", seat, ruled(
                {"rune": rune, "from": [x, y], "balance": own, **when}, "R11")))
        else:
            self.trays[seat].append(rune)
            events.append(Event("grab", seat, ruled({"rune": rune, "from": [x, y], **when},
                                                    "R10")))
        self._maybe_end_grabbing(events)

    def _maybe_end_grabbing(self, events: list[Event]) -> None:
        if not self.wanted():
            self._end_grabbing("no pair left", events)
