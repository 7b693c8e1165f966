"""What a Pook seat is told, as types: its view (:func:`game.pook.views.view`) and the data
of each event the log carries, with the names and bounds the game has.

A laptop decodes what its host sends into these (:mod:`game.decode`): a card, a cell, a
faction or a Banner it does not know, a seat the table does not have, a list that is not one
per seat, an action text not written in Pook's notation are refused at the door, so the
table never draws from them. ``tests/game/test_shapes.py`` decodes every view and event of
many seeded games and finds each equal to what the core made.
"""

from functools import partial
from typing import Annotated, Literal, NotRequired, TypedDict

from game.decode import Action, Holds, OneOf, PerSeat, Range, Seat, SeatCount, Shapes, Size
from game.pook.actions import parse_action
from game.pook.cards import (
    BANNERS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    FACTION_NAMES,
    FACTIONS,
    PIGGY_ID,
)
from game.pook.position import MAX_PLAYERS, MIN_PLAYERS, SIGNS

Card = Annotated[str, OneOf.of(CARD_IDS)]
OnTable = Annotated[str, OneOf.of(CARD_IDS, (PIGGY_ID,))]
Cell = Annotated[str, OneOf.of(CELL_NAMES)]
Faction = Annotated[str, OneOf.of(FACTION_NAMES)]
Letter = Annotated[str, OneOf.of(FACTIONS)]
Banner = Annotated[str, OneOf.of(BANNERS)]
Sign = Annotated[str, OneOf.of(SIGNS)]
Level = Annotated[int, Range(1, 3)]
Count = Annotated[int, Range(0, 1000)]
Score = Annotated[int, Range(-1000, 1000)]
Face = Literal["warrior", "bourse"]
Hand = Annotated[list[Card], Size(len(CARD_IDS))]
Scores = Annotated[list[Score], PerSeat()]
Seats = Annotated[list[Seat], Size(MAX_PLAYERS)]
Totals = dict[Letter, Count]


class Options(TypedDict):
    visible_banners: bool
    teams: bool
    knight_protects: Literal["all", "warriors"]
    mage_swap: Literal["any", "same"]


class Shown(TypedDict):
    """A card's face as everyone sees it: a Warrior named, a Bourse not."""

    face: Face
    card: Card | None
    faction: Faction | None
    level: Level | None


class _TableCard(TypedDict):
    """A card on the table as the seat sees it (named only where it knows it)."""

    cell: Cell
    face: Literal["warrior", "bourse", "piggy"]
    card: OnTable | None
    faction: Faction | None
    level: Level | None
    by: Seat | None
    protected: bool


def _named_as_it_lies(entry: _TableCard | Shown) -> bool:
    """The Piggy is the Piggy; a Warrior face up is named; a card named is this card (its
    faction and level), a card not named has neither."""
    card = entry["card"]
    if entry["face"] == "piggy" or card == PIGGY_ID:
        return entry["face"] == "piggy" and card == PIGGY_ID
    if card is None:
        return entry["face"] != "warrior" and entry["faction"] is None and entry["level"] is None
    index = CARD_IDS.index(card)
    return (entry["faction"], entry["level"]) == (FACTION_NAMES[CARD_FACTION[index]],
                                                  CARD_LEVEL[index])


TableCard = Annotated[_TableCard, Holds(_named_as_it_lies, "a card named other than it lies")]


SwapShown = TypedDict("SwapShown", {"from": Cell, "to": Cell, "card_cell": Cell | None})


class Tiebreak(TypedDict):
    round: Count
    tied: Seats
    picked: Seats
    picks: Annotated[list[Cell | None], PerSeat()]


class PookView(TypedDict):
    """What one seat of a Pook game may see (``public``: what every seat may)."""

    game: Literal["pook"]
    seat: Seat
    current_player: Seat | None
    legal: list[Action]
    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS), SeatCount()]
    options: Options
    phase: Literal["start", "power", "after", "tiebreak", "over"]
    turn: Count
    table: Annotated[list[TableCard], Size(len(CELL_NAMES))]
    piggy: Cell
    protected: Annotated[list[Cell], Size(len(CELL_NAMES))]
    faction_totals: Totals
    hand: Hand
    hands: Annotated[list[Annotated[list[Card | None], Size(len(CARD_IDS))]], PerSeat()]
    pile: Count
    banner: Banner | None
    banners: Annotated[list[Banner | None], PerSeat()]
    banners_available: Annotated[list[Banner], Size(len(BANNERS))]
    first_banner: Seats
    placed: Cell | None
    this_swap: SwapShown | None
    previous_swap: SwapShown | None
    tiebreak: Tiebreak | None
    scores: Scores | None
    table_scores: Scores | None
    winners: Seats
    history: Annotated[list[tuple[Seat, Sign, Card | None]], Size(4 * len(CARD_IDS))]
    public: NotRequired[bool]


# --- each event's data, by kind ------------------------------------------------------------


class _Place(Shown):
    cell: Cell


Place = Annotated[_Place, Holds(_named_as_it_lies, "a card named other than it lies")]


class PiggySwap(TypedDict):
    piggy_from: Cell
    piggy_to: Cell
    face: Face
    card: Card | None
    faction: Faction | None
    level: Level | None
Flip = TypedDict("Flip", {"cell": Cell, "card": Card, "face": Face,
                          "by": Annotated[str, OneOf.of(FACTION_NAMES, ("tie-break",))],
                          "from": NotRequired[Cell]})
MageSwap = TypedDict("MageSwap", {"cell": Cell, "face": Face, "taken": Card | None,
                                  "placed": Card | None, "by": Faction, "from": Cell})


class NoPower(TypedDict):
    cell: Cell
    card: Card


class TakeBanner(TypedDict):
    banner: Banner
    first: bool


class Draw(TypedDict):
    pile: Count


class EndTurn(TypedDict):
    next: Seat
    turn: Count


class Skip(TypedDict):
    cell: Cell


class GameOver(TypedDict):
    banners: Annotated[list[Banner | None], PerSeat()]
    totals: Totals
    scores: Scores


class TieBreak(TypedDict):
    seats: Seats
    round: Count


class Nothing(TypedDict):
    """An event that says only who did it (a tie-break pick, kept secret until all chose)."""


class Reveal(TypedDict):
    picks: Annotated[list[Cell | None], PerSeat()]


class Winners(TypedDict):
    seats: Seats
    scores: Scores
    shared: bool


SHAPES = Shapes(PookView, {
    "place": Place, "swap": PiggySwap, "flip": Flip, "mage_swap": MageSwap,
    "no_power": NoPower, "banner": TakeBanner, "draw": Draw, "end_turn": EndTurn,
    "skip": Skip, "game_over": GameOver, "tiebreak": TieBreak, "pick": Nothing,
    "reveal": Reveal, "winners": Winners}, partial(parse_action, None))
"""Pook's view and events, as :class:`game.core.GameSpec` carries them."""
