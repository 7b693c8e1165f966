"""The contract every Tablée game keeps, and the pieces they share.

A game lives in ``game/<name>/`` and exposes, at package level:

- ``new_game(players: int, seed: int, **options) -> State``
- ``parse_action(state, text) -> Action`` (raises :class:`MalformedAction`)
- ``from_json(text) -> State`` (raises :class:`InvalidRecord`)
- ``random_action(state, rng) -> Action``: one legal action drawn from ``rng``
  (used by the conformance tests, the benchmarks and the random bot)

and its ``State`` offers ``current_player``, ``legal_actions()``, ``play()``,
``is_terminal()``, ``scores()``, ``winners()``, ``clone()``, ``view(seat)`` and
``to_json()`` (see :class:`GameState`), plus ``MIN_PLAYERS`` / ``MAX_PLAYERS``.

``view(seat)`` is a JSON-ready dict of exactly what that seat may see. Every
view holds at least ``"seat"``, ``"current_player"`` and ``"legal"`` (the texts
of the actions this seat may take now, ``[]`` when it is not its turn), so bots
decide from views alone.

Randomness only ever comes from an :class:`Rng` stored in the state, so a
state plus its actions always replays the same way. The ``random`` module is
never imported in ``game/``.

>>> rng = Rng(7)
>>> [rng.below(6) for _ in range(5)]
[3, 0, 0, 3, 4]
>>> Rng.from_json(rng.to_json()).below(100) == rng.below(100)
True
"""

from __future__ import annotations

import importlib
import json
import math
from collections import Counter
from collections.abc import Iterable, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeGuard, TypeVar, runtime_checkable

T = TypeVar("T")

RECORD_FORMAT = "tablee-record/1"
GAMES = ("pook", "rok", "totem")


class IllegalAction(ValueError):
    """A well-formed action that the rules do not allow here.

    The state it was offered to is left exactly as it was.
    """

    def __init__(self, action: object, reason: str, rule: str) -> None:
        self.action = action
        self.reason = reason
        self.rule = rule
        super().__init__(f"illegal action {str(action)!r}: {reason} ({rule})")


class MalformedAction(ValueError):
    """Action text that does not parse (a notation error, not a rules error)."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"malformed action {text!r}: {reason}")


class InvalidRecord(ValueError):
    """A snapshot, record or save file that cannot be loaded; nothing was half-loaded."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened during ``play``: what the log and the animations show.

    ``kind`` is a short name from the rulebook's vocabulary (``"place"``,
    ``"flip"``, ``"theft"``...), ``seat`` who did it (if anyone), and ``data``
    the details a log line needs. Events never carry another seat's secrets
    unless the rules reveal them at that moment.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


_MASK64 = (1 << 64) - 1


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one integer.

    It is kept inside game states so that clones, snapshots and replays carry
    it along; cloning is a copy of one int, unlike ``random.Random``.
    """

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK64

    @property
    def state(self) -> int:
        return self._state

    def clone(self) -> Rng:
        return Rng(self._state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other._state == self._state

    def __hash__(self) -> int:
        return hash(self._state)

    def __repr__(self) -> str:
        return f"Rng(state={self._state})"

    def to_json(self) -> int:
        return self._state

    @classmethod
    def from_json(cls, value: object) -> Rng:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= _MASK64:
            raise InvalidRecord(f"rng state must be an integer in 0..2^64-1, got {value!r}")
        return cls(value)

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1`` (no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``low .. high`` inclusive."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A uniform float in ``[0, 1)``."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def uniform(self, low: float, high: float) -> float:
        return low + (high - low) * self.random()

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """A normal deviate (Box–Muller; no cached second value, so state stays one int)."""
        u1 = 1.0 - self.random()
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self, salt: int = 0) -> Rng:
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next_u64() ^ (salt * 0xD1B54A32D192ED03 & _MASK64))


@runtime_checkable
class GameState(Protocol):
    """What scenes, bots, records and tests may rely on in every game's state."""

    @property
    def current_player(self) -> int | None: ...

    def legal_actions(self) -> list[Any]: ...

    def play(self, action: Any) -> list[Event]: ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def clone(self) -> Any: ...

    def view(self, seat: int) -> dict[str, Any]: ...

    def to_json(self) -> str: ...


def is_integer(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` and not a ``bool`` (which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: object) -> None:
    """Raise ValueError unless ``seed`` is an integer: ``new_game`` takes no other."""
    if not is_integer(seed):
        raise ValueError(f"the seed must be an integer, not {seed!r}")


def load_game(name: str) -> Any:
    """The package of game ``name`` (imported on demand so start-up stays light)."""
    if name not in GAMES:
        raise InvalidRecord(f"unknown game {name!r}; expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"game.{name}")


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to rebuild a game: who, which options, the seed and the actions.

    Replaying the actions from ``new_game`` rebuilds an equal state; saves,
    replays, undo and golden tests all stand on it.
    """

    game: str
    players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[str, ...] = ()

    def with_action(self, text: str) -> GameRecord:
        return GameRecord(self.game, self.players, self.seed, dict(self.options),
                          (*self.actions, text))

    def to_json(self) -> str:
        return json.dumps({
            "format": RECORD_FORMAT,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.actions),
        }, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        data = parse_json_object(text, "record")
        expect_format(data, RECORD_FORMAT)
        game = require(data, "game", str)
        if game not in GAMES:
            raise InvalidRecord(f"record: unknown game {game!r}")
        options = require(data, "options", dict)
        actions = require(data, "actions", list)
        if not all(isinstance(a, str) for a in actions):
            raise InvalidRecord("record: every action must be a string")
        return cls(game, require(data, "players", int), require(data, "seed", int),
                   options, tuple(actions))

    def replay(self, upto: int | None = None) -> Any:
        """Rebuild the state after the first ``upto`` actions (all by default).

        :raises InvalidRecord: if an action does not parse or is illegal where it stands.
        """
        module = load_game(self.game)
        try:
            state = module.new_game(self.players, self.seed, **self.options)
        except (TypeError, ValueError) as exc:
            raise InvalidRecord(f"record: cannot start {self.game}: {exc}") from exc
        for index, text in enumerate(self.actions[:upto]):
            try:
                state.play(text)
            except ValueError as exc:
                raise InvalidRecord(f"record: action {index + 1} {text!r}: {exc}") from exc
        return state


# --- helpers for validating snapshots ---------------------------------------------------------


def parse_json_object(text: str | bytes, what: str) -> dict[str, Any]:
    """``json.loads`` that only accepts an object and says what it was loading.

    Every way the parse can fail is an :class:`InvalidRecord`: bad syntax or
    encoding (``ValueError``), an integer of more than 4,300 digits (a plain
    ``ValueError`` from ``int()``), nesting deep enough to exhaust the stack
    (``RecursionError``) and text that is not text at all (``TypeError``).
    """
    if not isinstance(text, str | bytes | bytearray):
        raise InvalidRecord(f"{what}: expected JSON text, got {type(text).__name__}")
    try:
        data = json.loads(text)
    except RecursionError:
        raise InvalidRecord(f"{what}: not valid JSON (nested too deeply)") from None
    except ValueError as exc:  # JSONDecodeError, UnicodeDecodeError, over-long integers
        reason = str(exc)
        if len(reason) > 200:
            reason = reason[:200] + "…"
        raise InvalidRecord(f"{what}: not valid JSON ({reason})") from exc
    if not isinstance(data, dict):
        raise InvalidRecord(f"{what}: expected a JSON object, got {type(data).__name__}")
    return data


def expect_format(data: Mapping[str, Any], fmt: str) -> None:
    found = data.get("format")
    if found != fmt:
        raise InvalidRecord(f"expected format {fmt!r}, found {found!r}")


def require(data: Mapping[str, Any], key: str, kind: type[T]) -> T:
    """``data[key]`` if present and of type ``kind`` (bools are not ints), else InvalidRecord."""
    if key not in data:
        raise InvalidRecord(f"missing field {key!r}")
    value = data[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise InvalidRecord(f"field {key!r} must be {kind.__name__}, got {value!r}")
    return value


def require_int_list(data: Mapping[str, Any], key: str) -> list[int]:
    values = require(data, key, list)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise InvalidRecord(f"field {key!r} must be a list of integers")
    return values


def check_counts(found: Iterable[object], expected: Iterable[object], what: str) -> None:
    """Raise InvalidRecord unless ``found`` holds exactly the multiset ``expected``."""
    missing = Counter(expected)
    missing.subtract(Counter(found))
    wrong = {k: -v for k, v in missing.items() if v}
    if wrong:
        raise InvalidRecord(f"{what}: components not conserved (surplus/deficit {wrong})")
