"""What a Totem seat is told, as types: its view (:func:`game.totem.views.view`) and the
data of each event the log carries, with the names and bounds the game has.

A laptop decodes what its host sends into these (:mod:`game.decode`); see
:mod:`game.pook.shapes` for why. ``tests/game/test_shapes.py`` decodes every view and event
of many seeded games and finds each equal to what the core made.
"""

from functools import partial
from typing import Annotated, Literal, NotRequired, TypedDict

from game.decode import Action, Holds, OneOf, PerSeat, Range, Seat, Shapes, Size
from game.totem.actions import SLOTS, parse_action
from game.totem.cards import DECK_SIZE, NAME

Card = Annotated[str, OneOf.of(NAME)]
Cards = Annotated[list[Card], Size(DECK_SIZE)]
Slot = Annotated[int, Range(1, SLOTS)]
Count = Annotated[int, Range(0, 1000)]
PerSeatCounts = Annotated[list[Count], PerSeat()]
Seats = Annotated[list[Seat], Size(2)]
EndReason = Literal["all_defenders_beaten", "deck_exhausted_count", "deck_exhausted_total",
                    "draw"]


class _Defender(TypedDict):
    """A defender in its slot: its card named only where the seat may see it."""

    card: Card | None
    revealed: bool
    spent: bool


Defender = Annotated[_Defender, Holds(lambda d: d["card"] is not None or not d["revealed"],
                                      "a defender revealed to all, yet not named")]


class TotemView(TypedDict):
    """What one seat of a Totem game may see (``public``: what both seats may)."""

    game: Literal["totem"]
    seat: Seat
    current_player: Seat | None
    legal: list[Action]
    phase: Literal["setup", "turn", "follow", "eye", "trim", "over"]
    active: Seat
    first_player: Seat
    turn: Count
    attacks: Count
    eye_seat: Seat | None
    after_eye: Literal["follow", "end"] | None
    last_turn: Seat | None
    deck: Annotated[int, Range(0, DECK_SIZE)]
    discard: Cards
    hand: Cards
    hand_counts: PerSeatCounts
    hands: Annotated[list[Cards], PerSeat()] | None
    zones: Annotated[list[Annotated[list[Defender | None], Size(SLOTS, SLOTS)]], PerSeat()]
    defenders: PerSeatCounts
    totals: PerSeatCounts | None
    end_reason: EndReason | None
    winners: Seats
    public: NotRequired[bool]


# --- each event's data, by kind ------------------------------------------------------------


class SetUp(TypedDict):
    slots: Annotated[list[Slot], Size(SLOTS)]


class Attack(TypedDict):
    cards: Annotated[list[Card], Size(2, 1)]
    value: Count
    target_seat: Seat
    slot: Slot


class Power(TypedDict):
    card: Card
    power: Literal["sword", "shield", "eye", "sum"]
    where: Literal["attack", "defence"]
    partner: NotRequired[Card]


class Cancel(TypedDict):
    card: Card
    by: Literal["sword", "eye"]
    slot: NotRequired[Slot]


class Reveal(TypedDict):
    slot: Slot
    card: Card
    by: Literal["attack", "eye", "end"]


class AttackFailed(TypedDict):
    slot: Slot
    defender: Card
    reason: Literal["shield", "level"]


class AttackSucceeded(TypedDict):
    slot: Slot
    defender: Card


class InSlot(TypedDict):
    """Defending or exchanging: only the slot (the cards stay secret)."""

    slot: Slot


Discard = TypedDict("Discard", {"cards": Annotated[list[Card], Size(2, 1)],
                                "from": Literal["attack", "beaten", "discard", "hand_limit"],
                                "slot": NotRequired[Slot]})


class Draw(TypedDict):
    reason: Literal["turn", "discard", "again", "sum"]
    deck: Annotated[int, Range(0, DECK_SIZE)]


class LastTurn(TypedDict):
    now: bool


class HandLimit(TypedDict):
    cards: Count
    discard: Count


class Turn(TypedDict):
    turn: Count


class GameOver(TypedDict):
    reason: EndReason
    winners: Seats
    defenders: PerSeatCounts
    totals: PerSeatCounts


SHAPES = Shapes(TotemView, {
    "setup": SetUp, "attack": Attack, "power": Power, "cancel": Cancel, "reveal": Reveal,
    "attack_failed": AttackFailed, "attack_succeeded": AttackSucceeded, "defend": InSlot,
    "exchange": InSlot, "discard": Discard, "draw": Draw, "last_turn": LastTurn,
    "hand_limit": HandLimit, "end_turn": Turn, "turn": Turn, "game_over": GameOver},
    partial(parse_action, None))
"""Totem's view and events, as :class:`game.core.GameSpec` carries them."""
