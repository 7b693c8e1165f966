"""Where every RÖK rune is, and the small moves every rule shares.

The bottom layer of the RÖK state. :class:`Position` holds every field of a
game — the bag, hands, the table, trays, hoards, Balance runes, pending thefts
(:class:`Theft`, R16), a slide-off in progress (:class:`Contest`, R24) — and
answers questions about them (turn order, grabbable and wanted runes, where a
rune is) without changing anything but the bag. Each layer above adds one
concern and calls only the layers below it, so the imports run one way:

``position`` ← :mod:`~game.rok.ending` (between throws and the end: R07,
R21-R23) ← :mod:`~game.rok.check` (the check, R13-R20) ← both
:mod:`~game.rok.throwing` (throw and grab: R08-R13, R25) and
:mod:`~game.rok.slides` (slide-offs and the order of thefts: R17, R23, R24) ←
:mod:`~game.rok.rules` (``State``: the contract, ``new_game``). Only ``State``
is ever built.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core import IllegalAction, Rng
from game.rok.actions import Action, SlideResult
from game.rok.components import DESTINY, colour_of, twin

PHASES = ("throw", "grab", "slide", "order", "over")
#: A rune on the table: its position and whether it lies face up (R02).
Spot = tuple[float, float, bool]


@dataclass(frozen=True, slots=True)
class Theft:
    """A pending theft (R16): ``thief`` holds ``rune``, the twin of ``victim``'s Balance rune."""

    thief: int
    victim: int
    rune: str

    @property
    def colour(self) -> str:
        return colour_of(self.rune)


@dataclass(slots=True)
class Contest:
    """A slide-off toward the Destiny rune (R24): to order thefts (R17) or break a tie (R23).

    ``sliders`` slide in this order; ``results`` holds this round's slides so far.
    An exact tie for first place starts a new round among the tied sliders.
    """

    purpose: str  # "order" (R17) or "tie" (R23)
    colour: str | None
    sliders: list[int]
    results: dict[int, SlideResult]

    def clone(self) -> Contest:
        return Contest(self.purpose, self.colour, list(self.sliders), dict(self.results))

    def next_slider(self) -> int | None:
        return next((s for s in self.sliders if s not in self.results), None)


def slide_rank(result: SlideResult) -> tuple[int, float]:
    """Sort key for slides (R24): closest first; touching or leaving ranks after every other."""
    if isinstance(result, str):
        return (1, 0.0)
    return (0, result)


def ruled(data: dict[str, Any], rule: str) -> dict[str, Any]:
    """An event's ``data`` naming its rule: ``data["rule"] = rule``, returned."""
    data["rule"] = rule
    return data


class Position:
    """Every field of a RÖK game, the questions the UI and bots ask, and the bag's moves.

    The base of :class:`game.rok.rules.State`, the one class ever built from it;
    read its docstring for the public attributes.
    """

    __slots__ = (
        "bag",
        "balance",
        "chooser",
        "contest",
        "first",
        "hands",
        "hoards",
        "phase",
        "players",
        "rng",
        "table",
        "thefts",
        "throw_no",
        "tie_slides",
        "tie_winner",
        "trays",
    )

    def __init__(self, players: int, rng: Rng, first: int = 0) -> None:
        self.players = players
        self.rng = rng
        self.first = first
        self.phase = "throw"
        self.throw_no = 0
        self.bag: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.table: dict[str, Spot] = {}
        self.trays: list[list[str]] = [[] for _ in range(players)]
        self.hoards: list[list[str]] = [[] for _ in range(players)]
        self.balance: list[str | None] = [None] * players
        self.thefts: list[Theft] = []
        self.contest: Contest | None = None
        self.chooser: int | None = None
        self.tie_winner: int | None = None
        self.tie_slides: dict[int, SlideResult] = {}  # the slides that broke the tie (R23)

    def scores(self) -> list[int]:
        """Runes in each hoard (R22); the Balance rune does not count."""
        return [len(h) for h in self.hoards]

    # --- helpers the UI and bots use --------------------------------------------------------

    def turn_order(self) -> list[int]:
        """Seats in this throw's order, the first player first (R06, R20)."""
        return [(self.first + i) % self.players for i in range(self.players)]

    def grabbable(self) -> list[str]:
        """Face-up runes lying on the table, which any seat may grab (R09)."""
        return sorted(r for r, (_, _, up) in self.table.items() if up)

    def wanted(self) -> list[str]:
        """Face-up runes worth grabbing: a pair's rune whose twin lies face up, sits in a tray
        this throw, or is a Balance rune. Grabbing ends when none is left (R13)."""
        up = {r for r, (_, _, u) in self.table.items() if u}
        targets = {b for b in self.balance if b} | {r for tray in self.trays for r in tray} | up
        return sorted(r for r in up if twin(r) in targets)

    def holder(self, rune: str) -> str:
        """Where a rune is, in words (for messages)."""
        if rune == DESTINY:
            return "the centre of the table"
        if rune in self.table:
            return "the table"
        for label, groups in (("tray", self.trays), ("hoard", self.hoards)):
            for seat, group in enumerate(groups):
                if rune in group:
                    return f"seat {seat}'s {label}"
        if rune in self.balance:
            return f"seat {self.balance.index(rune)}'s Balance place"
        return "the bag or a hand"

    # --- what every layer shares ------------------------------------------------------------

    def _to_bag(self, runes: Iterable[str]) -> None:
        self.bag.extend(runes)
        self.bag.sort()

    def _pop_from_bag(self) -> str:
        return self.bag.pop(self.rng.below(len(self.bag)))

    def _check_seat(self, action: Action, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise IllegalAction(action, f"there is no seat {seat} with {self.players} players",
                                "R03")
