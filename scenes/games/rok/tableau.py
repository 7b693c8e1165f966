"""What the RÖK table shows, step by step: a copy of the view that events move along.

After a grab or at the check the core reports several events at once (pairs,
false pairs, thefts, replacements, face-down runes to the bag...). The scene
shows them one at a time: it starts from the view before the action, applies
one event per step to this :class:`Tableau` and lays it out, so each rune
glides where that step sends it. Once every step was shown, the tableau is
rebuilt from the new view (they agree). Nothing here knows a rule: it only
moves runes where the events say they went.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core import Event
from game.rok.components import DESTINY
from scenes.games.rok import layout as geo
from scenes.table.board import Placement

CLOTH = 10  # the layer of a face-up rune lying on the cloth
CLOTH_DOWN = 9  # a face-down one: under the face-up runes, whose signs stay in view


@dataclass(frozen=True)
class Spot:
    """A stone's place: its placement on the board and its drawn radius."""

    placement: Placement
    radius: int


@dataclass
class Tableau:
    players: int
    first: int
    bag: int
    table: dict[str, tuple[float, float]] = field(default_factory=dict)  # face-up runes
    down: list[tuple[float, float]] = field(default_factory=list)  # face-down places
    trays: list[list[str]] = field(default_factory=list)
    hoards: list[list[str]] = field(default_factory=list)
    balance: list[str | None] = field(default_factory=list)
    bagging: list[str] = field(default_factory=list)  # on their way into the bag (this step)
    down_bagging: bool = False

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Tableau:
        return cls(players=view["players"], first=view["first"], bag=view["bag"],
                   table={r: (x, y) for r, x, y, _ in view["table"]},
                   down=[(x, y) for x, y in view["face_down"]],
                   trays=[list(t) for t in view["trays"]],
                   hoards=[list(h) for h in view["hoards"]],
                   balance=list(view["balance"]))

    # --- events ------------------------------------------------------------------------------

    def apply(self, event: Event) -> None:
        """Move the runes ``event`` moved (runes sent to the bag last step are in it now)."""
        self.bag += len(self.bagging) + (len(self.down) if self.down_bagging else 0)
        if self.down_bagging:
            self.down = []
        self.bagging, self.down_bagging = [], False
        data, seat, kind = event.data, event.seat, event.kind
        if kind == "throw":
            for rune, (x, y) in {**data["up"], **data["moved"]}.items():
                self.table[rune] = (x, y)
            self.down = [(x, y) for x, y in data["down"]]
        elif kind == "grab":
            assert seat is not None
            self.trays[seat].append(self._lift(data["rune"]))
        elif kind == "balance_pair":
            assert seat is not None
            self.hoards[seat] += [data["balance"], self._lift(data["rune"])]
            self.balance[seat] = None
        elif kind == "pair":
            assert seat is not None
            self._take(data["runes"])
            self.hoards[seat] += data["runes"]
        elif kind in ("false_pair", "leftover", "split_pair"):
            runes = data.get("runes") or [data["rune"]]
            self.bagging = [*self._take(runes), *self._take(data.get("penalty", []))]
        elif kind == "theft":
            assert seat is not None
            victim = data["victim"]
            self._take([data["rune"], *data["stolen"]])
            self.hoards[seat] += [data["balance"], data["rune"], *data["stolen"]]
            self.balance[victim] = None
        elif kind == "balance_replaced":
            assert seat is not None
            self.balance[seat] = self._lift(data["rune"])
        elif kind == "face_down_to_bag":
            self.down_bagging = bool(self.down)
        elif kind == "bag_passes":
            assert seat is not None
            self.first = seat
        elif kind == "draw":
            self.bag = data["bag"]

    def _lift(self, rune: str) -> str:
        self.table.pop(rune, None)
        return rune

    def _take(self, runes: Iterable[str]) -> list[str]:
        """Take runes out of whichever tray or hoard holds them."""
        runes = list(runes)
        for group in (*self.trays, *self.hoards):
            group[:] = [r for r in group if r not in runes]
        return runes

    # --- layout --------------------------------------------------------------------------------

    def spots(self, places: geo.Geometry) -> dict[str, Spot]:
        """Every stone's placement, keyed ``rune:ID`` (face up) or ``down:N`` (a blank back)."""
        found: dict[str, Spot] = {}
        rune: str | None
        lying = {rune: places.to_screen(x, y) for rune, (x, y) in self.table.items()}
        shown = places.spread_apart({**lying, DESTINY: places.centre},  # (drawn at the centre)
                                    frozenset({DESTINY}))  # a heap drawn apart: every sign shows
        for rune in lying:
            found[f"rune:{rune}"] = Spot(Placement(rune, shown[rune], layer=CLOTH), places.stone)
        bag = places.bag(self.first)
        for i, (x, y) in enumerate(self.down):
            centre = bag if self.down_bagging else places.to_screen(x, y)
            found[f"down:{i}"] = Spot(Placement(None, centre, layer=30 if self.down_bagging
                                                else CLOTH_DOWN), places.stone)
        for seat in range(self.players):
            tray, hoard = self.trays[seat], self.hoards[seat]
            for rune, centre in zip(tray, places.tray(seat, len(tray)), strict=True):
                found[f"rune:{rune}"] = Spot(Placement(rune, centre, layer=20), places.tray_stone)
            for i, (rune, centre) in enumerate(zip(hoard, places.hoard(seat, len(hoard)),
                                                   strict=True)):
                found[f"rune:{rune}"] = Spot(Placement(rune, centre, layer=14 + i % 2),
                                             places.hoard_stone)
            rune = self.balance[seat]
            if rune:
                found[f"rune:{rune}"] = Spot(Placement(rune, places.balance(seat), layer=18),
                                             places.balance_stone)
        for rune in self.bagging:
            found[f"rune:{rune}"] = Spot(Placement(rune, bag, layer=30), places.hoard_stone)
        return found
