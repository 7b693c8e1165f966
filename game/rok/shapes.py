"""What a RÖK seat is told, as types: its view (:func:`game.rok.views.view`) and the data
of each event the log carries, with the names and bounds the game has.

A laptop decodes what its host sends into these (:mod:`game.decode`); see
:mod:`game.pook.shapes` for why. A place is a point of the cloth (with room for a rune
resting on its rim), so no coordinate a host sends reaches a drawing far off the screen.
``tests/game/test_shapes.py`` decodes every view and event of many seeded games and finds
each equal to what the core made.
"""

from functools import partial
from typing import Annotated, Literal, NotRequired, TypedDict

from game.decode import Action, OneOf, PerSeat, Range, Seat, SeatCount, Shapes, Size
from game.rok.actions import MAX_GRAB_TIME, parse_action
from game.rok.components import (
    COLOURS,
    DESTINY,
    MAX_PLAYERS,
    MAX_SPEED,
    MIN_PLAYERS,
    RUNES,
    STRENGTH,
    TABLE_RADIUS,
)

Rune = Annotated[str, OneOf.of(RUNES)]
Placed = Annotated[str, OneOf.of(RUNES, (DESTINY,))]
Runes = Annotated[list[Rune], Size(len(RUNES))]
Coordinate = Annotated[float, Range(-TABLE_RADIUS * 1.5, TABLE_RADIUS * 1.5)]
Place = tuple[Coordinate, Coordinate]
Count = Annotated[int, Range(0, 1 << 53)]
Score = Annotated[int, Range(0, len(RUNES))]
Seats = Annotated[list[Seat], Size(MAX_PLAYERS)]
Rule = Annotated[str, OneOf.of(f"R{n:02d}" for n in range(1, 100))]
Colour = Annotated[str, OneOf.of(COLOURS)]
SlideResult = Annotated[float, Range(0, 4 * TABLE_RADIUS)] | Literal["touch", "off"]
Purpose = Literal["order", "tie"]


class Contest(TypedDict):
    """A slide-off under way: why, for which colour, who slides, what each slide gave."""

    purpose: Purpose
    colour: Colour | None
    sliders: Seats
    results: Annotated[list[tuple[Seat, SlideResult]], Size(MAX_PLAYERS)]


class RokView(TypedDict):
    """What every seat of a RÖK game sees (the table is public), with this seat's moves."""

    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS), SeatCount()]
    first: Seat
    phase: Literal["throw", "grab", "order", "slide", "over"]
    throw: Count
    trays: Annotated[list[Runes], PerSeat()]
    hoards: Annotated[list[Runes], PerSeat()]
    balance: Annotated[list[Rune | None], PerSeat()]
    thefts: Annotated[list[tuple[Seat, Seat, Rune]], Size(len(RUNES))]
    contest: Contest | None
    chooser: Seat | None
    tie_winner: Seat | None
    tie_slides: Annotated[list[tuple[Seat, SlideResult]], Size(MAX_PLAYERS)]
    game: Literal["rok"]
    seat: Seat
    current_player: Seat | None
    legal: list[Action]
    expects: Literal["throw", "slide"] | None
    bag: Annotated[int, Range(0, len(RUNES))]
    hands: Annotated[list[Annotated[int, Range(0, len(RUNES))]], PerSeat()]
    table: Annotated[list[tuple[Placed, Coordinate, Coordinate, Literal[True]]],
                     Size(len(RUNES) + 1)]
    face_down: Annotated[list[Place], Size(len(RUNES))]
    scores: Annotated[list[Score], PerSeat()]
    winners: Seats
    public: NotRequired[bool]


# --- each event's data, by kind (every one names its rule) --------------------------------


class Ruled(TypedDict):
    rule: Rule


class Draw(Ruled):
    throw: Count
    counts: Annotated[list[Count], PerSeat()]
    bag: Count


class Throw(Ruled):
    throw: Count
    up: Annotated[dict[Placed, Place], Size(len(RUNES) + 1)]
    down: Annotated[list[Place], Size(len(RUNES))]
    moved: Annotated[dict[Placed, Place], Size(len(RUNES) + 1)]


Grab = TypedDict("Grab", {"rune": Rune, "from": Place, "rule": Rule,
                          "time": NotRequired[Annotated[float, Range(0, MAX_GRAB_TIME)]]})
BalancePair = TypedDict("BalancePair", {
    "rune": Rune, "from": Place, "balance": Rune, "rule": Rule,
    "time": NotRequired[Annotated[float, Range(0, MAX_GRAB_TIME)]]})


class GrabbingEnds(Ruled):
    reason: Literal["done", "no pair left"]


class Pair(Ruled):
    runes: Annotated[list[Rune], Size(2, 2)]


class FalsePair(Ruled):
    runes: Runes
    penalty: Runes


class Leftover(Ruled):
    rune: Rune


class SplitPair(Ruled):
    runes: Annotated[list[Rune], Size(2, 2)]
    seats: Annotated[list[Seat], Size(2, 2)]


class Theft(Ruled):
    victim: Seat
    balance: Rune
    rune: Rune
    stolen: Runes


FaceDownToBag = TypedDict("FaceDownToBag", {"count": Count, "from": Annotated[
    list[Place], Size(len(RUNES))], "rule": Rule})
BagPasses = TypedDict("BagPasses", {"from": Seat, "rule": Rule})
BalanceReplaced = TypedDict("BalanceReplaced", {"rune": Rune, "from": Place, "rule": Rule})


class GameEnd(Ruled):
    scores: Annotated[list[Score], PerSeat()]
    bag: Count


class Winner(Ruled):
    score: Score


class SlideOff(Ruled):
    purpose: Purpose
    colour: Colour | None
    sliders: Seats


class Slide(Ruled):
    result: SlideResult


class SlideTie(Ruled):
    seats: Seats


class SlideWinner(Ruled):
    purpose: Purpose


class Order(Ruled):
    thefts: Annotated[list[tuple[Seat, Seat]], Size(MAX_PLAYERS * MAX_PLAYERS)]


# --- a throw's and a slide's inputs, as every screen plays them --------------------------

OnCloth = Annotated[float, Range(-TABLE_RADIUS, TABLE_RADIUS)]
Speed = Annotated[float, Range(-MAX_SPEED, MAX_SPEED)]
Label = Annotated[str, OneOf.of(RUNES, (f"?{k}" for k in range(len(RUNES))))]


class ThrowGesture(TypedDict):
    """A throw's inputs as a host sends them to every screen (:mod:`game.net.gestures`):
    every number finite and inside the cloth before the physics sees it."""

    t: Literal["gesture"]
    kind: Literal["throw"]
    n: Count
    seat: Seat
    seed: Annotated[int, Range(0, (1 << 64) - 1)]
    strength: Annotated[float, Range(*STRENGTH)]
    hands: Annotated[list[Annotated[int, Range(0, len(RUNES))]], PerSeat()]
    lying: Annotated[list[tuple[Label, OnCloth, OnCloth, bool]], Size(len(RUNES))]
    flight: NotRequired[Annotated[float, Range(0, 60)]]
    seq: NotRequired[Count]


class SlideGesture(TypedDict):
    """A slide's inputs: from where, how fast (no faster than any arm)."""

    t: Literal["gesture"]
    kind: Literal["slide"]
    n: Count
    seat: Seat
    start: tuple[OnCloth, OnCloth]
    velocity: tuple[Speed, Speed]
    seq: NotRequired[Count]



SHAPES = Shapes(RokView, {
    "draw": Draw, "throw": Throw, "grab": Grab, "balance_pair": BalancePair,
    "grabbing_ends": GrabbingEnds, "pair": Pair, "false_pair": FalsePair,
    "leftover": Leftover, "split_pair": SplitPair, "theft": Theft,
    "face_down_to_bag": FaceDownToBag, "bag_passes": BagPasses, "no_balance": Ruled,
    "balance_replaced": BalanceReplaced, "game_end": GameEnd, "winner": Winner,
    "slide_off": SlideOff, "slide": Slide, "slide_tie": SlideTie, "slide_winner": SlideWinner,
    "order": Order}, partial(parse_action, None),
    gestures={"throw": ThrowGesture, "slide": SlideGesture})
"""RÖK's view and events, as :class:`game.core.GameSpec` carries them."""
