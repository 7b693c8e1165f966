"""RÖK's actions and their text notation (see the package docstring for the grammar).

Actions are small frozen values; ``str(action)`` is the notation and
:func:`parse_action` reads it back, so ``parse_action(s, str(a)) == a``.
Positions and distances are kept rounded to 0.01 table units, which is what
makes a recorded physical outcome replay exactly.

>>> str(parse_action(None, "throw w3a:up:12.5,-3 b1b:down:0,7.25"))
'throw b1b:down:0.00,7.25 w3a:up:12.50,-3.00'
>>> parse_action(None, "grab 2 w3a")
Grab(seat=2, rune='w3a', time=None)
>>> str(parse_action(None, "slide 1 14.2")), str(parse_action(None, "slide 0 touch"))
('slide 1 14.20', 'slide 0 touch')
>>> str(parse_action(None, "order 2>1, 0>3"))
'order 2>1,0>3'
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core import MalformedAction

TOUCH = "touch"
MAX_GRAB_TIME = 3600.0  # a grab's time (R25) past an hour after the runes rest is no grab
OFF = "off"
SlideResult = float | str
"""A slide's outcome (R24): the stop distance, or ``"touch"`` / ``"off"``."""

_RUNE = re.compile(r"^(?:[bgw][1-8][ab]|D)$")
_SEAT = re.compile(r"^\d$")


def units(value: float) -> float:
    """A coordinate or distance rounded to 0.01 table units (and never ``-0.0``)."""
    return round(value, 2) + 0.0


def _fmt(value: float) -> str:
    return f"{value:.2f}"


@dataclass(frozen=True, slots=True)
class Landing:
    """Where one rune came to rest after a throw, and which face it shows (R02)."""

    rune: str
    up: bool
    x: float
    y: float

    def __str__(self) -> str:
        return f"{self.rune}:{'up' if self.up else 'down'}:{_fmt(self.x)},{_fmt(self.y)}"


@dataclass(frozen=True, slots=True)
class Throw:
    """The physical outcome of a throw (R08): every thrown rune's face and resting place.

    Runes already lying face up that the throw knocked aside may be listed too
    (face ``up``) with their new place. Landings are kept sorted by rune and
    rounded to 0.01 units, whichever way the throw was built.
    """

    landings: tuple[Landing, ...]

    def __post_init__(self) -> None:
        rounded = (Landing(li.rune, li.up, units(li.x), units(li.y)) for li in self.landings)
        object.__setattr__(self, "landings", tuple(sorted(rounded, key=lambda li: li.rune)))

    @classmethod
    def of(cls, landings: Iterable[Landing]) -> Throw:
        """A throw from landings in any order (they are sorted and rounded to 0.01 units)."""
        return cls(tuple(landings))

    def __str__(self) -> str:
        return " ".join(["throw", *(str(li) for li in self.landings)])


@dataclass(frozen=True, slots=True)
class Grab:
    """Seat ``seat`` takes one face-up rune from the table (R09, R10); ``time``, when the table
    knows it, is the grab's stamp in seconds since the runes came to rest (R25), kept to 0.01 s
    so a record tells each player's pace. The rules never look at it."""

    seat: int
    rune: str
    time: float | None = None

    def __str__(self) -> str:
        when = "" if self.time is None else f" {self.time:.2f}"
        return f"grab {self.seat} {self.rune}{when}"


@dataclass(frozen=True, slots=True)
class Done:
    """Grabbing ends now: time-out, or every human pressed "done" (R13)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Slide:
    """The outcome of one seat's slide toward the Destiny rune (R17, R23, R24)."""

    seat: int
    result: SlideResult

    def __str__(self) -> str:
        shown = self.result if isinstance(self.result, str) else _fmt(self.result)
        return f"slide {self.seat} {shown}"


@dataclass(frozen=True, slots=True)
class Order:
    """The slide winner's order for several thefts of one colour (R17): (thief, victim) pairs."""

    thefts: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        return "order " + ",".join(f"{t}>{v}" for t, v in self.thefts)


Action = Throw | Grab | Done | Slide | Order
ACTION_TYPES = (Throw, Grab, Done, Slide, Order)


def _seat(text: str, whole: str) -> int:
    if not _SEAT.match(text):
        raise MalformedAction(whole, f"{text!r} is not a seat number (0–4)")
    return int(text)


def _rune(text: str, whole: str) -> str:
    if not _RUNE.match(text):
        raise MalformedAction(whole, f"{text!r} is not a rune (colour b/g/w, sign 1–8, copy a/b)")
    return text


def _number(text: str, whole: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise MalformedAction(whole, f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise MalformedAction(whole, f"{text!r} is not a finite number")
    return units(value)


def _landing(text: str, whole: str) -> Landing:
    parts = text.split(":")
    if len(parts) != 3 or parts[1] not in ("up", "down"):
        raise MalformedAction(whole, f"{text!r} should read RUNE:up|down:X,Y")
    coords = parts[2].split(",")
    if len(coords) != 2:
        raise MalformedAction(whole, f"{text!r} needs a position X,Y")
    return Landing(_rune(parts[0], whole), parts[1] == "up",
                   _number(coords[0], whole), _number(coords[1], whole))


def _theft(text: str, whole: str) -> tuple[int, int]:
    parts = text.strip().split(">")
    if len(parts) != 2:
        raise MalformedAction(whole, f"{text!r} should read THIEF>VICTIM")
    return _seat(parts[0].strip(), whole), _seat(parts[1].strip(), whole)


def _parse_throw(words: list[str], text: str) -> Throw:
    if not words:
        raise MalformedAction(text, "a throw lists at least one landing")
    return Throw.of(_landing(w, text) for w in words)


def _parse_grab(words: list[str], text: str) -> Grab:
    if len(words) not in (2, 3):
        raise MalformedAction(text, "a grab reads 'grab SEAT RUNE [SECONDS]'")
    time = None
    if len(words) == 3:
        time = _number(words[2], text)
        if not 0.0 <= time <= MAX_GRAB_TIME:
            raise MalformedAction(text, f"a grab's time is 0 to {MAX_GRAB_TIME:.0f} seconds "
                                  "after the runes rest")
    return Grab(_seat(words[0], text), _rune(words[1], text), time)


def _parse_done(words: list[str], text: str) -> Done:
    if words:
        raise MalformedAction(text, "'done' takes nothing after it")
    return Done()


def _parse_slide(words: list[str], text: str) -> Slide:
    if len(words) != 2:
        raise MalformedAction(text, "a slide reads 'slide SEAT DISTANCE|touch|off'")
    seat = _seat(words[0], text)
    if words[1] in (TOUCH, OFF):
        return Slide(seat, words[1])
    return Slide(seat, _number(words[1], text))


def _parse_order(words: list[str], text: str) -> Order:
    joined = "".join(words)
    if not joined:
        raise MalformedAction(text, "an order lists THIEF>VICTIM pairs")
    return Order(tuple(_theft(part, text) for part in joined.split(",")))


_PARSERS: dict[str, Callable[[list[str], str], Action]] = {
    "throw": _parse_throw,
    "grab": _parse_grab,
    "done": _parse_done,
    "slide": _parse_slide,
    "order": _parse_order,
}


def parse_action(state: Any, text: str) -> Action:
    """Read an action from its notation (the state is not needed for RÖK's notation).

    :raises MalformedAction: if ``text`` does not parse.
    """
    if not isinstance(text, str):
        raise MalformedAction(repr(text), "an action is text")
    words = text.split()
    if not words:
        raise MalformedAction(text, "empty action")
    parser = _PARSERS.get(words[0])
    if parser is None:
        raise MalformedAction(text, f"unknown verb {words[0]!r}; expected one of "
                              + ", ".join(_PARSERS))
    return parser(words[1:], text)
