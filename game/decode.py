"""Typed JSON at the edges: a value from outside decoded into the type that says what it is,
or refused in words.

What enters from another machine (a host's message to a laptop, a view, a log entry, a
throw's inputs) is a :class:`typing.TypedDict` here, its fields marked where a type alone
says too little: ``Annotated[float, Range(-60, 60)]`` (a place on RÖK's cloth),
``Annotated[str, OneOf(RUNES)]`` (a rune's name), ``Seat`` (a seat of *this* table),
``Annotated[list[int], PerSeat()]`` (one entry per seat), ``Action`` (a text in the game's own
notation, written as the game writes it), ``Holds`` (a rule between fields: a Warrior face up
is named). One declaration gives mypy the type and
:func:`decode` its checks, so the shape read by the code and the shape checked at the door
cannot drift apart.

:func:`decode` walks the *type*, not the data: a value nested deeper than its type is refused
at the first level that does not match, so hostile depth costs nothing. Numbers are finite
and bounded (NaN is in no range), booleans are not numbers, strings pass the one guard for
text that enters (:func:`game.text.clean`) and are bounded, lists and objects are bounded,
keys a shape does not name are dropped (the result holds exactly what the code may read). A
``tuple[...]`` is a JSON array of fixed length and types (a place, a seat and its result):
it stays a list, as the core writes it, and reads the same (mypy keeps code from changing it).
Every refusal is one :class:`Undecodable` naming where and what.

pydantic and msgspec do most of this, but both are compiled cores in a ``game/`` that stays
pure Python, and neither knows a seat-relative bound; this module is the small part we need.

>>> from typing import TypedDict
>>> class Ping(TypedDict):
...     t: Literal["ping"]
...     h: Annotated[float, Range(0, 1e9)]
>>> decode({"t": "ping", "h": 2.5, "extra": 1}, Ping)
{'t': 'ping', 'h': 2.5}
>>> decode({"t": "ping", "h": float("nan")}, Ping)
Traceback (most recent call last):
game.decode.Undecodable: message.h: nan is not a finite number in range
>>> decode([1, 2], Annotated[list[int], PerSeat()], Within(seats=3), "hands")
Traceback (most recent call last):
game.decode.Undecodable: hands: 2 items, one per seat of 3
"""

from __future__ import annotations

import math
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Any, Literal, NotRequired, Required, TypeVar, cast

from game.text import clean

T = TypeVar("T")

MAX_INT = 1 << 64  # an integer field with no range of its own (a seed is the largest)
MAX_NUMBER = 1e12  # a float field with no range of its own: any time, place or score is far less
MAX_TEXT = 1000  # a string field with no size of its own
MAX_ITEMS = 10_000  # a list or an object with no size of its own


class Undecodable(ValueError):
    """A value that is not of the type it must be; the message says where and why."""


@dataclass(frozen=True, slots=True)
class Range:
    """A number inside ``[low, high]`` (NaN is in no range)."""

    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Size:
    """A list, an object or a string of ``least`` to ``most`` items (characters)."""

    most: int
    least: int = 0


@dataclass(frozen=True, slots=True)
class OneOf:
    """A value among ``values`` (the names a game has: runes, cards, cells, phases)."""

    values: frozenset[object]

    @classmethod
    def of(cls, *groups: typing.Iterable[object]) -> OneOf:
        return cls(frozenset(value for group in groups for value in group))


@dataclass(frozen=True, slots=True)
class SeatIndex:
    """An integer that is a seat of the table being decoded (``0 .. seats - 1``)."""


@dataclass(frozen=True, slots=True)
class PerSeat:
    """A list with exactly one item per seat of the table being decoded."""


@dataclass(frozen=True, slots=True)
class SeatCount:
    """An integer that is the number of seats of the table being decoded."""


@dataclass(frozen=True, slots=True)
class Notation:
    """An action text of the game being decoded, written exactly as the game writes it."""


@dataclass(frozen=True, slots=True)
class Holds:
    """A value for which ``test(value)`` holds: a rule between its fields that their types
    cannot say (a Warrior face up is always named); ``why`` words the refusal."""

    test: Callable[[Any], bool]
    why: str


Seat = Annotated[int, SeatIndex()]
Action = Annotated[str, Notation()]


@dataclass(frozen=True)
class Within:
    """What a shape is decoded against: the table's seats, and its game's notation
    (``notation(text)`` returns the text as the game writes that action, or raises
    ValueError)."""

    seats: int | None = None
    notation: Callable[[str], str] | None = None


def decode(value: object, shape: type[T], within: Within = Within(),
           where: str = "message") -> T:
    """``value`` as ``shape`` (see the module); :raises Undecodable: saying where and why."""
    return cast(T, _decode(value, shape, within, where))


def _decode(value: object, shape: Any, within: Within, where: str) -> Any:
    origin = typing.get_origin(shape)
    if origin is Annotated:
        inner, *marks = typing.get_args(shape)
        decoded = _decode(value, inner, within, where)
        for mark in marks:
            _check(decoded, mark, within, where)
        return decoded
    if origin in (NotRequired, Required):
        return _decode(value, typing.get_args(shape)[0], within, where)
    if typing.is_typeddict(shape):
        return _object(value, shape, within, where)
    if origin is Literal:
        choices = typing.get_args(shape)
        if not any(value == c and type(value) is type(c) for c in choices):
            raise Undecodable(f"{where}: {_shown(value)} is not one of {list(choices)}")
        return value
    if origin in (types.UnionType, typing.Union):
        refusals = []
        for option in typing.get_args(shape):
            try:
                return _decode(value, option, within, where)
            except Undecodable as exc:
                if value is None or option is not type(None):  # (say why it is no X,
                    refusals.append(exc)  # not that it is not null)
        raise refusals[0]
    if origin is list:
        items = _expect(value, list, where)
        _count(len(items), MAX_ITEMS, where)
        (item,) = typing.get_args(shape)
        return [_decode(v, item, within, f"{where}[{i}]") for i, v in enumerate(items)]
    if origin is tuple:
        items = _expect(value, list, where)
        parts = typing.get_args(shape)
        if len(items) != len(parts):
            raise Undecodable(f"{where}: {len(items)} items, not {len(parts)}")
        return [_decode(v, p, within, f"{where}[{i}]") for i, (v, p) in
                enumerate(zip(items, parts, strict=True))]
    if origin is dict:
        mapping = _expect(value, dict, where)
        _count(len(mapping), MAX_ITEMS, where)
        keys, values = typing.get_args(shape)
        return {_decode(k, keys, within, f"{where} key"): _decode(v, values, within,
                                                                  f"{where}.{_shown(k)}")
                for k, v in mapping.items()}
    return _scalar(value, shape, where)


def _scalar(value: object, shape: Any, where: str) -> Any:
    if shape is object or shape is Any:
        return value  # (a part another shape decodes next: a view inside its message)
    if shape is type(None) or shape is None:
        if value is not None:
            raise Undecodable(f"{where}: {_shown(value)} is not null")
        return None
    if shape is bool:
        return _expect(value, bool, where)
    if shape is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Undecodable(f"{where}: {_shown(value)} is not an integer")
        if abs(value) > MAX_INT:
            raise Undecodable(f"{where}: {_shown(value)} is out of range")
        return value
    if shape is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise Undecodable(f"{where}: {_shown(value)} is not a number")
        if abs(value) > MAX_NUMBER or not math.isfinite(value):  # (an int too big for a float)
            raise Undecodable(f"{where}: {_shown(value)} is not a finite number in range")
        return value
    if shape is str:
        text = _expect(value, str, where)
        if len(text) > MAX_TEXT:
            raise Undecodable(f"{where}: longer than {MAX_TEXT} characters")
        return clean(text)
    raise TypeError(f"{where}: no decoder for {shape!r}")  # (a shape of ours: a bug, not data)


def _object(value: object, shape: Any, within: Within, where: str) -> dict[str, Any]:
    mapping = _expect(value, dict, where)
    out = {}
    for key, (hint, required) in _fields(shape).items():
        if key in mapping:
            out[key] = _decode(mapping[key], hint, within, f"{where}.{key}")
        elif required:
            raise Undecodable(f"{where}: no {key!r}")
    return out


@cache
def _fields(shape: Any) -> dict[str, tuple[Any, bool]]:
    """A TypedDict's fields: each one's type and whether it must be there. (Read here, not
    from ``__required_keys__``, which misses ``NotRequired`` under postponed annotations.)"""
    hints = typing.get_type_hints(shape, include_extras=True)
    fields = {}
    for key, hint in hints.items():
        origin = typing.get_origin(hint)
        required = origin is Required or (origin is not NotRequired
                                          and key in shape.__required_keys__)
        fields[key] = (hint, required)
    return fields


def _check(value: Any, mark: object, within: Within, where: str) -> None:
    if isinstance(mark, Range):
        if not mark.low <= value <= mark.high:
            raise Undecodable(f"{where}: {_shown(value)} is not between {mark.low} and "
                              f"{mark.high}")
    elif isinstance(mark, Size):
        _count(len(value), mark.most, where, mark.least)
    elif isinstance(mark, OneOf):
        if value not in mark.values:
            raise Undecodable(f"{where}: {_shown(value)} is not a name this game has")
    elif isinstance(mark, SeatIndex):
        seats = _seats(within, where)
        if not 0 <= value < seats:
            raise Undecodable(f"{where}: {_shown(value)} is not a seat of {seats}")
    elif isinstance(mark, SeatCount):
        seats = _seats(within, where)
        if value != seats:
            raise Undecodable(f"{where}: {_shown(value)} seats at a table of {seats}")
    elif isinstance(mark, PerSeat):
        seats = _seats(within, where)
        if len(value) != seats:
            raise Undecodable(f"{where}: {len(value)} items, one per seat of {seats}")
    elif isinstance(mark, Holds):
        if not mark.test(value):
            raise Undecodable(f"{where}: {mark.why}")
    elif isinstance(mark, Notation):
        if within.notation is None:
            raise TypeError(f"{where}: an action text decoded without its game's notation")
        try:
            written = within.notation(value)
        except ValueError:
            written = None
        if written != value:
            raise Undecodable(f"{where}: {_shown(value)} is not an action of this game")


def _seats(within: Within, where: str) -> int:
    if within.seats is None:
        raise TypeError(f"{where}: a seat decoded without the table's seats")
    return within.seats


def _expect(value: object, kind: type[T], where: str) -> T:
    if not isinstance(value, kind):
        names = {list: "a list", dict: "an object", str: "text", bool: "true or false"}
        raise Undecodable(f"{where}: {_shown(value)} is not {names.get(kind, kind.__name__)}")
    return value


def _count(count: int, most: int, where: str, least: int = 0) -> None:
    if not least <= count <= most:
        raise Undecodable(f"{where}: {count} items, not {least} to {most}")


def _shown(value: object) -> str:
    """``value`` as a refusal may quote it: short, and nothing that cannot be printed."""
    text = repr(value)
    return clean(text[:40] + ("…" if len(text) > 40 else ""))


@dataclass(frozen=True)
class Shapes:
    """What one seat of a game is told, as types (a game's ``shapes`` module): its view, each
    event's data by the event's kind, and its notation (``notation(text)``: the action
    written ``text``, :raises ValueError: not one; the three games' notations need no state).
    """

    view: type
    events: Mapping[str, type]
    notation: Callable[[str], object]
    gestures: Mapping[str, type] = field(default_factory=dict)
    """(RÖK) a throw's and a slide's inputs as every screen is told them, by kind."""

    def within(self, players: int) -> Within:
        """What these shapes are decoded against at a table of ``players`` seats."""
        return Within(players, lambda text: str(self.notation(text)))

    def view_of(self, value: object, players: int, where: str = "view") -> dict[str, Any]:
        """``value`` as a view of this game at a table of ``players`` seats.

        :raises Undecodable: saying where and why."""
        return dict(decode(value, self.view, self.within(players), where))

    def event_of(self, kind: str, data: object, players: int, where: str = "event"
                 ) -> dict[str, Any]:
        """``data`` as the data of an event of ``kind``.

        :raises Undecodable: a kind this game has not, or data not of its shape."""
        shape = self.events.get(kind)
        if shape is None:
            raise Undecodable(f"{where}: no event {_shown(kind)} in this game")
        return dict(decode(data, shape, self.within(players), where))

    def gesture_of(self, message: object, players: int, where: str = "gesture"
                   ) -> dict[str, Any]:
        """``message`` as a gesture of this game (its ``kind`` says which).

        :raises Undecodable: a game with no gestures, a kind it has not, or fields not of
            the kind's shape."""
        kind = message.get("kind") if isinstance(message, dict) else None
        shape = self.gestures.get(kind) if isinstance(kind, str) else None
        if shape is None:
            raise Undecodable(f"{where}: no gesture of kind {_shown(kind)} in this game")
        return dict(decode(message, shape, self.within(players), where))
