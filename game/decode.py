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
at the first level that does not match, so hostile depth costs nothing. Each shape's decoder
is made once (closures, the type read at that time) and where a value sits is put into words
only when it is refused: a Pook view decodes in a fraction of a millisecond
(``decode_view_ms``, ``make bench ONLY=lan``). Numbers are finite
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
from functools import cache, partial
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
    return cast(T, _decoder(cast(Any, shape))(value, within, where))


Where = Any
"""Where a value sits: ``"message"``, or ``(parent, part)`` — an index or ``".key"`` — joined
into words only when a refusal names it (a view has hundreds of values, none refused)."""
Decoder = Callable[[object, Within, Where], Any]


def _at(where: Where) -> str:
    parts = []
    while isinstance(where, tuple):
        where, part = where
        parts.append(f"[{part}]" if isinstance(part, int) else part)
    return str(where) + "".join(reversed(parts))


@cache
def _decoder(shape: Any) -> Decoder:
    """The decoder of ``shape``, made once: the type is read here, not at every value."""
    origin = typing.get_origin(shape)
    args = typing.get_args(shape)
    if origin is Annotated:
        return _annotated(_decoder(args[0]), tuple(_check(mark) for mark in args[1:]))
    if origin in (NotRequired, Required):
        return _decoder(args[0])
    if typing.is_typeddict(shape):
        return _object(shape)
    if origin is Literal:
        return _literal(args)
    if origin in (types.UnionType, typing.Union):
        return _union(args)
    if origin is list:
        return _list(_decoder(args[0]))
    if origin is tuple:
        return _tuple(tuple(_decoder(part) for part in args))
    if origin is dict:
        return _dict(_decoder(args[0]), _decoder(args[1]))
    return _scalar(shape)


def _annotated(inner: Decoder, checks: tuple[Decoder, ...]) -> Decoder:
    def annotated(value: object, within: Within, where: Where) -> Any:
        decoded = inner(value, within, where)
        for check in checks:
            check(decoded, within, where)
        return decoded
    return annotated


def _literal(choices: tuple[Any, ...]) -> Decoder:
    def literal(value: object, within: Within, where: Where) -> Any:
        if not any(value == c and type(value) is type(c) for c in choices):
            raise Undecodable(f"{_at(where)}: {_shown(value)} is not one of {list(choices)}")
        return value
    return literal


def _union(options: tuple[Any, ...]) -> Decoder:
    nullable = type(None) in options
    decoders = [_decoder(option) for option in options if option is not type(None)]

    def union(value: object, within: Within, where: Where) -> Any:
        if value is None and nullable:
            return None
        refusals = []
        for decoder in decoders:
            try:
                return decoder(value, within, where)
            except Undecodable as exc:  # (say why it is no X, not that it is not null)
                refusals.append(exc)
        raise refusals[0]
    return union


def _list(item: Decoder) -> Decoder:
    def listed(value: object, within: Within, where: Where) -> Any:
        items = _expect(value, list, where)
        _count(len(items), MAX_ITEMS, where)
        return [item(v, within, (where, i)) for i, v in enumerate(items)]
    return listed


def _tuple(parts: tuple[Decoder, ...]) -> Decoder:
    def fixed(value: object, within: Within, where: Where) -> Any:
        items = _expect(value, list, where)
        if len(items) != len(parts):
            raise Undecodable(f"{_at(where)}: {len(items)} items, not {len(parts)}")
        return [part(v, within, (where, i)) for i, (v, part) in
                enumerate(zip(items, parts, strict=True))]
    return fixed


def _dict(keys: Decoder, values: Decoder) -> Decoder:
    def mapping(value: object, within: Within, where: Where) -> Any:
        pairs = _expect(value, dict, where)
        _count(len(pairs), MAX_ITEMS, where)
        return {keys(k, within, (where, " key")): values(v, within, (where, f".{_shown(k)}"))
                for k, v in pairs.items()}
    return mapping


def _scalar(shape: Any) -> Decoder:
    if shape is object or shape is Any:
        return lambda value, within, where: value  # (a part another shape decodes next)
    if shape is type(None) or shape is None:
        return _null
    if shape in _SCALARS:
        return _SCALARS[shape]
    raise TypeError(f"no decoder for {shape!r}")  # (a shape of ours: a bug, not data)


def _null(value: object, within: Within, where: Where) -> None:
    if value is not None:
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not null")


def _bool(value: object, within: Within, where: Where) -> bool:
    return _expect(value, bool, where)


def _int(value: object, within: Within, where: Where) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not an integer")
    if abs(value) > MAX_INT:
        raise Undecodable(f"{_at(where)}: {_shown(value)} is out of range")
    return value


def _float(value: object, within: Within, where: Where) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not a number")
    if abs(value) > MAX_NUMBER or not math.isfinite(value):  # (an int too big for a float)
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not a finite number in range")
    return value


def _str(value: object, within: Within, where: Where) -> str:
    text = _expect(value, str, where)
    if len(text) > MAX_TEXT:
        raise Undecodable(f"{_at(where)}: longer than {MAX_TEXT} characters")
    return clean(text)


_SCALARS: dict[Any, Decoder] = {bool: _bool, int: _int, float: _float, str: _str}


def _object(shape: Any) -> Decoder:
    fields = [(key, "." + key, _decoder(hint), required)
              for key, (hint, required) in _fields(shape).items()]

    def typed(value: object, within: Within, where: Where) -> dict[str, Any]:
        mapping = _expect(value, dict, where)
        out = {}
        for key, part, decoder, required in fields:
            if key in mapping:
                out[key] = decoder(mapping[key], within, (where, part))
            elif required:
                raise Undecodable(f"{_at(where)}: no {key!r}")
        return out
    return typed


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


def _check(mark: object) -> Decoder:
    """The check a mark stands for, on a value already of its type."""
    if isinstance(mark, Range):
        def in_range(value: Any, within: Within, where: Where) -> None:
            if not mark.low <= value <= mark.high:
                raise Undecodable(f"{_at(where)}: {_shown(value)} is not between {mark.low} "
                                  f"and {mark.high}")
        return in_range
    if isinstance(mark, Size):
        def sized(value: Any, within: Within, where: Where) -> None:
            _count(len(value), mark.most, where, mark.least)
        return sized
    if isinstance(mark, OneOf):
        def one_of(value: Any, within: Within, where: Where) -> None:
            if value not in mark.values:
                raise Undecodable(f"{_at(where)}: {_shown(value)} is not a name this game has")
        return one_of
    if isinstance(mark, SeatIndex | SeatCount | PerSeat):
        return partial(_seat_check, mark)
    if isinstance(mark, Holds):
        def holds(value: Any, within: Within, where: Where) -> None:
            if not mark.test(value):
                raise Undecodable(f"{_at(where)}: {mark.why}")
        return holds
    if isinstance(mark, Notation):
        return _notation
    return lambda value, within, where: None  # (a mark for another reader: documentation)


def _seat_check(mark: object, value: Any, within: Within, where: Where) -> None:
    if within.seats is None:
        raise TypeError(f"{_at(where)}: a seat decoded without the table's seats")
    seats = within.seats
    if isinstance(mark, SeatIndex) and not 0 <= value < seats:
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not a seat of {seats}")
    if isinstance(mark, SeatCount) and value != seats:
        raise Undecodable(f"{_at(where)}: {_shown(value)} seats at a table of {seats}")
    if isinstance(mark, PerSeat) and len(value) != seats:
        raise Undecodable(f"{_at(where)}: {len(value)} items, one per seat of {seats}")


def _notation(value: Any, within: Within, where: Where) -> None:
    if within.notation is None:
        raise TypeError(f"{_at(where)}: an action text decoded without its game's notation")
    try:
        written = within.notation(value)
    except ValueError:
        written = None
    if written != value:
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not an action of this game")


def _expect(value: object, kind: type[T], where: Where) -> T:
    if not isinstance(value, kind):
        names = {list: "a list", dict: "an object", str: "text", bool: "true or false"}
        raise Undecodable(f"{_at(where)}: {_shown(value)} is not "
                          f"{names.get(kind, kind.__name__)}")
    return value


def _count(count: int, most: int, where: Where, least: int = 0) -> None:
    if not least <= count <= most:
        raise Undecodable(f"{_at(where)}: {count} items, not {least} to {most}")


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
