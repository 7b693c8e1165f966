"""The check (R13-R20): what happens by itself when grabbing ends.

Trays are checked (true pairs to the hoard, false pairs to the bag with a
penalty, R14), pairs split between two trays go back (R15), every rune left is
a theft (R16), thefts resolve colour by colour (R17: several thieves of one
colour wait for a slide-off and an order, :mod:`game.rok.slides`), seats
without a Balance rune take a new one (R18), face-down runes go back (R19) and
the bag passes (R20); then :mod:`game.rok.ending` draws or ends (R21). Each
step is one Event, so the UI can caption it.

Not to be confused with :meth:`game.rok.rules.State.check`, which checks that an
action is legal. A layer of the RÖK state (see :mod:`game.rok.position`), built
on :mod:`game.rok.ending`; throwing and the slide-offs build on it.
"""

from __future__ import annotations

from game.core import Event
from game.rok.components import colour_of, distance, twin
from game.rok.ending import Ending
from game.rok.position import Theft, ruled

#: Thefts of different colours are independent (R17); they resolve in this order.
COLOUR_ORDER = "bgw"


class TheCheck(Ending):
    """The check R13-R20, from the end of grabbing to the bag passing on."""

    __slots__ = ()

    def _end_grabbing(self, reason: str, events: list[Event]) -> None:
        events.append(Event("grabbing_ends", None, ruled({"reason": reason}, "R13")))
        self._check_trays(events)
        self._split_pairs(events)
        self._find_thefts(events)
        self._resolve_thefts(events)

    def _check_trays(self, events: list[Event]) -> None:
        """R14: true pairs go to the hoard; false pairs to the bag with a penalty pair."""
        owner = {r: s for s, tray in enumerate(self.trays) for r in tray}
        balances = {b for b in self.balance if b}
        for seat in self.turn_order():
            tray = self.trays[seat]
            done: set[str] = set()
            leftovers = []
            for rune in tray:
                mate = twin(rune)
                if rune in done:
                    continue
                if owner.get(mate) == seat:
                    self.hoards[seat] += [rune, mate]
                    done |= {rune, mate}
                    events.append(Event("pair", seat, ruled({"runes": [rune, mate]}, "R14")))
                elif mate not in balances and mate not in owner:
                    leftovers.append(rune)
                    done.add(rune)
            for i in range(0, len(leftovers) - 1, 2):
                false_pair = leftovers[i:i + 2]
                hoard = self.hoards[seat]
                penalty = hoard[-2:] if hoard else []
                del hoard[len(hoard) - len(penalty):]
                self._to_bag(false_pair + penalty)
                events.append(Event("false_pair", seat, ruled(
                    {"runes": false_pair, "penalty": penalty}, "R14")))
            if len(leftovers) % 2:
                self._to_bag(leftovers[-1:])
                events.append(Event("leftover", seat, ruled({"rune": leftovers[-1]}, "R14")))
            self.trays[seat] = [r for r in tray if r not in done]

    def _split_pairs(self, events: list[Event]) -> None:
        """R15: a pair whose runes sit in two trays goes back to the bag."""
        owner = {r: s for s, tray in enumerate(self.trays) for r in tray}
        for rune in sorted(owner):
            mate = twin(rune)
            if rune < mate and mate in owner:
                seats = [owner[rune], owner[mate]]
                self.trays[seats[0]].remove(rune)
                self.trays[seats[1]].remove(mate)
                self._to_bag([rune, mate])
                events.append(Event("split_pair", None, ruled(
                    {"runes": [rune, mate], "seats": seats}, "R15")))

    def _find_thefts(self, events: list[Event]) -> None:
        """R16: every rune left in a tray is the twin of another seat's Balance rune."""
        victims = {b: s for s, b in enumerate(self.balance) if b}
        for seat in self.turn_order():
            for rune in self.trays[seat]:
                self.thefts.append(Theft(seat, victims[twin(rune)], rune))

    def _resolve_thefts(self, events: list[Event]) -> None:
        """R16/R17: apply thefts colour by colour; several of one colour need a slide-off."""
        while self.thefts:
            colour = min((t.colour for t in self.thefts), key=COLOUR_ORDER.index)
            group = [t for t in self.thefts if t.colour == colour]
            thieves = list(dict.fromkeys(t.thief for t in group))
            if len(thieves) > 1:
                self._start_contest("order", colour, thieves, events)
                return
            for theft in group:  # one thief: no order can change who ends up with what
                self._apply_theft(theft, events)
        self._after_thefts(events)

    def _apply_theft(self, theft: Theft, events: list[Event]) -> None:
        victim_balance = self.balance[theft.victim]
        assert victim_balance == twin(theft.rune)
        self.thefts.remove(theft)
        self.trays[theft.thief].remove(theft.rune)
        hoard = self.hoards[theft.victim]
        stolen = [r for r in hoard if colour_of(r) == theft.colour]
        self.hoards[theft.victim] = [r for r in hoard if colour_of(r) != theft.colour]
        self.hoards[theft.thief] += [victim_balance, theft.rune, *stolen]
        self.balance[theft.victim] = None
        events.append(Event("theft", theft.thief, ruled({
            "victim": theft.victim, "balance": victim_balance, "rune": theft.rune,
            "stolen": stolen}, "R16")))

    def _after_thefts(self, events: list[Event]) -> None:
        self._replace_balances(events)
        down = sorted((r for r, (_, _, up) in self.table.items() if not up))
        spots = sorted([self.table[r][0], self.table[r][1]] for r in down)
        for rune in down:
            del self.table[rune]
        self._to_bag(down)
        events.append(Event("face_down_to_bag", None, ruled(
            {"count": len(down), "from": spots}, "R19")))
        previous = self.first
        self.first = (self.first + 1) % self.players
        events.append(Event("bag_passes", self.first, ruled({"from": previous}, "R20")))
        self._next_throw_or_end(events)

    def _replace_balances(self, events: list[Event]) -> None:
        """R18: seats without a Balance rune take the face-up rune nearest the Destiny rune."""
        for seat in self.turn_order():
            if self.balance[seat] is not None:
                continue
            held = {b for b in self.balance if b}
            candidates = sorted((distance(x, y), r) for r, (x, y, up) in self.table.items()
                                if up and twin(r) not in held)
            if not candidates:
                events.append(Event("no_balance", seat, ruled({}, "R18")))
                continue
            rune = candidates[0][1]
            x, y, _ = self.table.pop(rune)
            self.balance[seat] = rune
            events.append(Event("balance_replaced", seat, ruled({"rune": rune, "from": [x, y]},
                                                                "R18")))
