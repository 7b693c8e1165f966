"""RÖK's state and rules: setup, throws, grabbing, the check R14–R20, the end and slides.

The core is time-agnostic (see the package docstring): physical outcomes arrive
as data in :class:`~game.rok.actions.Throw` and :class:`~game.rok.actions.Slide`
actions, and grabs arrive in time order (R25, :func:`resolve_grabs`).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core import Event, IllegalAction, MalformedAction, Rng, check_seed, is_integer
from game.rok.actions import (
    ACTION_TYPES,
    OFF,
    TOUCH,
    Action,
    Done,
    Grab,
    Order,
    Slide,
    SlideResult,
    Throw,
    parse_action,
)
from game.rok.components import (
    CONTACT_DISTANCE,
    DESTINY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAY_RADIUS,
    RUNES,
    TABLE_RADIUS,
    THROW_SIZES,
    colour_of,
    distance,
    on_table,
    overlapping,
    pair_of,
    twin,
)

PHASES = ("throw", "grab", "slide", "order", "over")
#: Thefts of different colours are independent (R17); they resolve in this order.
COLOUR_ORDER = "bgw"
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


@dataclass(frozen=True, slots=True)
class GrabClaim:
    """A timestamped grab as the table sees it (R25): seat, rune and time in seconds."""

    time: float
    seat: int
    rune: str


def resolve_grabs(claims: Iterable[GrabClaim]) -> list[Grab]:
    """Order grab claims by time (R25); a later claim on a rune already claimed loses.

    Equal times go to the lower seat (the UI's buzzer window makes this rare).

    >>> resolve_grabs([GrabClaim(0.52, 1, "w3a"), GrabClaim(0.50, 2, "w3a"),
    ...                GrabClaim(0.10, 1, "b2b")])
    [Grab(seat=1, rune='b2b'), Grab(seat=2, rune='w3a')]
    """
    taken: set[str] = set()
    grabs = []
    for claim in sorted(claims, key=lambda c: (c.time, c.seat, c.rune)):
        if claim.rune not in taken:
            taken.add(claim.rune)
            grabs.append(Grab(claim.seat, claim.rune))
    return grabs


def _rule(data: dict[str, Any], rule: str) -> dict[str, Any]:
    data["rule"] = rule
    return data


class State:
    """A game of RÖK in progress. Build one with :func:`new_game` (or ``from_json``).

    Public attributes (read them, change them only through :meth:`play`):
    ``bag`` (sorted; its order carries no information, draws use ``rng``),
    ``hands`` (runes drawn for the coming throw, unseen), ``table`` (rune →
    ``(x, y, face_up)``; the Destiny rune is implicit at the centre), ``trays``
    (this throw's grabs), ``hoards`` (pairs, two by two), ``balance`` (a rune or
    ``None`` per seat), ``thefts`` (pending, R16), ``contest`` (a slide-off in
    progress), ``chooser`` (who orders thefts, R17), ``tie_winner`` (R23).
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

    # --- the contract ---------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Whose input the game waits for; ``None`` once the game is over.

        During a throw and the grab phase it is the throw's first player, the
        "table host" who gives the signal (R08): grabs themselves name their seat
        and any seat may grab. During a slide-off it is the seat that slides next,
        when thefts are ordered (R17) the slide winner.
        """
        if self.phase in ("throw", "grab"):
            return self.first
        if self.phase == "slide":
            assert self.contest is not None
            return self.contest.next_slider()
        if self.phase == "order":
            return self.chooser
        return None

    def expects_outcome(self) -> str | None:
        """``"throw"`` or ``"slide"`` when the next action is a physical outcome, else ``None``.

        Such actions are not enumerable: :meth:`legal_actions` leaves them out;
        ``table.py`` (or ``random_action``) produces them and :meth:`play` validates them.
        """
        return self.phase if self.phase in ("throw", "slide") else None

    def legal_actions(self) -> list[Action]:
        """Every enumerable legal action, in a stable order.

        Grab phase: every seat's grab of every face-up rune, then ``done``.
        Order phase: every order of the colour's thefts. Throw and slide phases
        expect a physical outcome (see :meth:`expects_outcome`), so the list is empty.
        """
        if self.phase == "grab":
            runes = self.grabbable()
            actions: list[Action] = [Grab(s, r) for s in range(self.players) for r in runes]
            actions.append(Done())
            return actions
        if self.phase == "order":
            return [Order(p) for p in itertools.permutations(self._ordered_group())]
        return []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def scores(self) -> list[int]:
        """Runes in each hoard (R22); the Balance rune does not count."""
        return [len(h) for h in self.hoards]

    def winners(self) -> list[int]:
        """The winner once the game is over (R22, R23 after a tie); ``[]`` before."""
        if self.phase != "over":
            return []
        if self.tie_winner is not None:
            return [self.tie_winner]
        scores = self.scores()
        best = max(scores)
        return [s for s in range(self.players) if scores[s] == best]

    def clone(self) -> State:
        other = State(self.players, self.rng.clone(), self.first)
        other.phase = self.phase
        other.throw_no = self.throw_no
        other.bag = list(self.bag)
        other.hands = [list(h) for h in self.hands]
        other.table = dict(self.table)
        other.trays = [list(t) for t in self.trays]
        other.hoards = [list(h) for h in self.hoards]
        other.balance = list(self.balance)
        other.thefts = list(self.thefts)
        other.contest = self.contest.clone() if self.contest else None
        other.chooser = self.chooser
        other.tie_winner = self.tie_winner
        return other

    def view(self, seat: int, everything: bool = False) -> dict[str, Any]:
        """What ``seat`` may see; ``everything``: every hidden card too, for watching a
        finished game again (never for a player or a bot)."""
        from game.rok.views import view

        return view(self, seat, everything)

    def to_dict(self) -> dict[str, Any]:
        from game.rok.snapshot import state_to_dict

        return state_to_dict(self)

    def to_json(self) -> str:
        from game.rok.snapshot import state_to_json

        return state_to_json(self)

    def __repr__(self) -> str:
        return f"<rok.State players={self.players} throw={self.throw_no} phase={self.phase}>"

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

    # --- play -------------------------------------------------------------------------------

    def play(self, action: Action | str) -> list[Event]:
        """Check and apply one action; returns what happened, in order.

        :raises MalformedAction: for text that does not parse, or neither text nor an action.
        :raises IllegalAction: with the rule's ID; the state is then unchanged.
        """
        if isinstance(action, str):
            action = parse_action(self, action)
        elif not isinstance(action, ACTION_TYPES):
            raise MalformedAction(repr(action), "not a RÖK action")
        self.check(action)
        return self.apply(action)

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal here (changes nothing)."""
        if isinstance(action, Throw):
            self._check_throw(action)
        elif isinstance(action, Grab):
            self._check_grab(action)
        elif isinstance(action, Done):
            if self.phase != "grab":
                raise IllegalAction(action, "grabbing is not under way", "R13")
        elif isinstance(action, Slide):
            self._check_slide(action)
        elif isinstance(action, Order):
            self._check_order(action)
        else:
            raise IllegalAction(action, "not a RÖK action", "R03")

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action without checking it (the fast path for bots and replays)."""
        events: list[Event] = []
        if isinstance(action, Throw):
            self._apply_throw(action, events)
        elif isinstance(action, Grab):
            self._apply_grab(action, events)
        elif isinstance(action, Done):
            self._end_grabbing("done", events)
        elif isinstance(action, Slide):
            self._apply_slide(action, events)
        elif isinstance(action, Order):
            self._apply_order(action, events)
        return events

    # --- checks -----------------------------------------------------------------------------

    def _check_seat(self, action: Action, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise IllegalAction(action, f"there is no seat {seat} with {self.players} players",
                                "R03")

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

    # --- throw and grab ---------------------------------------------------------------------

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
        events.append(Event("throw", self.first, _rule({
            "throw": self.throw_no, "up": landed_up, "down": sorted(landed_down),
            "moved": moved}, "R08")))
        self._maybe_end_grabbing(events)

    def _apply_grab(self, action: Grab, events: list[Event]) -> None:
        seat, rune = action.seat, action.rune
        x, y, _ = self.table.pop(rune)
        own = self.balance[seat]
        if own is not None and twin(rune) == own:
            self.hoards[seat] += [own, rune]
            self.balance[seat] = None
            events.append(Event("balance_pair", seat, _rule(
                {"rune": rune, "from": [x, y], "balance": own}, "R11")))
        else:
            self.trays[seat].append(rune)
            events.append(Event("grab", seat, _rule({"rune": rune, "from": [x, y]}, "R10")))
        self._maybe_end_grabbing(events)

    def _maybe_end_grabbing(self, events: list[Event]) -> None:
        if not self.wanted():
            self._end_grabbing("no pair left", events)

    def _end_grabbing(self, reason: str, events: list[Event]) -> None:
        events.append(Event("grabbing_ends", None, _rule({"reason": reason}, "R13")))
        self._check_trays(events)
        self._split_pairs(events)
        self._find_thefts(events)
        self._resolve_thefts(events)

    # --- the check ----------------------------------------------------------------------

    def _to_bag(self, runes: Iterable[str]) -> None:
        self.bag.extend(runes)
        self.bag.sort()

    def _pop_from_bag(self) -> str:
        return self.bag.pop(self.rng.below(len(self.bag)))

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
                    events.append(Event("pair", seat, _rule({"runes": [rune, mate]}, "R14")))
                elif mate not in balances and mate not in owner:
                    leftovers.append(rune)
                    done.add(rune)
            for i in range(0, len(leftovers) - 1, 2):
                false_pair = leftovers[i:i + 2]
                hoard = self.hoards[seat]
                penalty = hoard[-2:] if hoard else []
                del hoard[len(hoard) - len(penalty):]
                self._to_bag(false_pair + penalty)
                events.append(Event("false_pair", seat, _rule(
                    {"runes": false_pair, "penalty": penalty}, "R14")))
            if len(leftovers) % 2:
                self._to_bag(leftovers[-1:])
                events.append(Event("leftover", seat, _rule({"rune": leftovers[-1]}, "R14")))
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
                events.append(Event("split_pair", None, _rule(
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
        events.append(Event("theft", theft.thief, _rule({
            "victim": theft.victim, "balance": victim_balance, "rune": theft.rune,
            "stolen": stolen}, "R16")))

    def _after_thefts(self, events: list[Event]) -> None:
        self._replace_balances(events)
        down = sorted((r for r, (_, _, up) in self.table.items() if not up))
        spots = sorted([self.table[r][0], self.table[r][1]] for r in down)
        for rune in down:
            del self.table[rune]
        self._to_bag(down)
        events.append(Event("face_down_to_bag", None, _rule(
            {"count": len(down), "from": spots}, "R19")))
        previous = self.first
        self.first = (self.first + 1) % self.players
        events.append(Event("bag_passes", self.first, _rule({"from": previous}, "R20")))
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
                events.append(Event("no_balance", seat, _rule({}, "R18")))
                continue
            rune = candidates[0][1]
            x, y, _ = self.table.pop(rune)
            self.balance[seat] = rune
            events.append(Event("balance_replaced", seat, _rule({"rune": rune, "from": [x, y]},
                                                                "R18")))

    def _next_throw_or_end(self, events: list[Event]) -> None:
        """R21 before each throw: end, or draw the next throw's runes (R07)."""
        if len(self.bag) <= self.players:
            scores = self.scores()
            events.append(Event("game_end", None, _rule({"scores": scores, "bag": len(self.bag)},
                                                        "R21")))
            best = max(scores)
            tied = [s for s in self.turn_order() if scores[s] == best]
            if len(tied) > 1:
                self._start_contest("tie", None, tied, events)
            else:
                self._finish(tied[0], "R22", events)
            return
        self.draw_hands()
        events.append(Event("draw", self.first, _rule({
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
        self.phase = "over"
        self.contest = None
        if rule == "R23":
            self.tie_winner = winner
        events.append(Event("winner", winner, _rule({"score": self.scores()[winner]}, rule)))

    # --- slide-offs -------------------------------------------------------------------------

    def _start_contest(self, purpose: str, colour: str | None, sliders: list[int],
                       events: list[Event]) -> None:
        self.phase = "slide"
        self.contest = Contest(purpose, colour, sliders, {})
        rule = "R17" if purpose == "order" else "R23"
        events.append(Event("slide_off", None, _rule(
            {"purpose": purpose, "colour": colour, "sliders": list(sliders)}, rule)))

    def _apply_slide(self, action: Slide, events: list[Event]) -> None:
        contest = self.contest
        assert contest is not None
        contest.results[action.seat] = action.result
        events.append(Event("slide", action.seat, _rule({"result": action.result}, "R24")))
        if contest.next_slider() is not None:
            return
        ranked = sorted(contest.sliders, key=lambda s: slide_rank(contest.results[s]))
        best = slide_rank(contest.results[ranked[0]])
        tied = [s for s in contest.sliders if slide_rank(contest.results[s]) == best]
        rule = "R17" if contest.purpose == "order" else "R23"
        if len(tied) > 1:
            contest.sliders = tied
            contest.results = {}
            events.append(Event("slide_tie", None, _rule({"seats": tied}, rule)))
            return
        winner = tied[0]
        events.append(Event("slide_winner", winner, _rule({"purpose": contest.purpose}, rule)))
        if contest.purpose == "tie":
            self._finish(winner, "R23", events)
        else:
            self.phase = "order"
            self.chooser = winner

    def _apply_order(self, action: Order, events: list[Event]) -> None:
        events.append(Event("order", self.chooser, _rule(
            {"thefts": [list(t) for t in action.thefts]}, "R17")))
        by_pair = {(t.thief, t.victim): t for t in self.thefts}
        self.contest = None
        self.chooser = None
        for pair in action.thefts:
            self._apply_theft(by_pair[pair], events)
        self._resolve_thefts(events)


def new_game(players: int, seed: int, first: int = 0) -> State:
    """A new game: Destiny at the centre, Balance runes drawn (R04, R05), first hands drawn (R07).

    ``first`` is the seat that starts (R06: the youngest; seat 0 unless chosen).

    >>> state = new_game(3, seed=1)
    >>> state.phase, [len(h) for h in state.hands], len(state.bag)
    ('throw', [4, 4, 4], 33)
    """
    if not is_integer(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"RÖK is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r} "
                         "(R03)")
    if not is_integer(first) or not 0 <= first < players:
        raise ValueError(f"the first player must be a seat 0..{players - 1}, not {first!r} "
                         "(R06)")
    check_seed(seed)
    state = State(players, Rng(seed), first)
    state.bag = list(RUNES)
    draw_balances(state)
    state.draw_hands()
    return state


def draw_balances(state: State) -> None:
    """R05: each seat draws a Balance rune; identical ones go back and are redrawn."""
    waiting = state.turn_order()
    while waiting:
        for seat in waiting:
            state.balance[seat] = state._pop_from_bag()
        drawn = [pair_of(b) for b in state.balance if b is not None]
        waiting = [s for s in state.turn_order()
                   if drawn.count(pair_of(state.balance[s] or "")) > 1]
        state._to_bag(state.balance[s] or "" for s in waiting)
        for seat in waiting:
            state.balance[seat] = None
