"""The contract every Tablée game keeps, and the pieces they share.

A game lives in ``game/<name>/`` and its package exports one :class:`GameSpec`, ``SPEC``:
what the game offers the table, the host, the review and the tools, typed by its state and
action types — ``new_game(players, seed, **options) -> State``, ``parse_action(state, text)
-> Action`` (raises :class:`MalformedAction`), ``from_json(text) -> State`` (raises
:class:`InvalidRecord`), ``random_action(state, rng) -> Action``, ``determinize(view, rng)``,
its bots, hints and lesson, and the parts only some games have (a public view, a move's
moments, a take-back policy), ``None`` where a game lacks one. ``game.games.load_game(name)``
hands out a game by name from a fixed table (a saved record names its game).

A game's ``State`` offers ``current_player``, ``legal_actions()``, ``play()``,
``is_terminal()``, ``scores()``, ``winners()``, ``clone()``, ``view(seat)`` and
``to_json()`` (see :class:`GameState`).

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

import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import (
    Any,
    Concatenate,
    Generic,
    ParamSpec,
    Protocol,
    Self,
    TypeAlias,
    TypeGuard,
    TypeVar,
    runtime_checkable,
)

from game.decode import Shapes

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")

Json: TypeAlias = Any
"""A value of a JSON document — a view, an event's details, a game's options, a snapshot
being read: what Python's ``json`` module reads and writes, typed as it types it. Each
document's shape is written where it is made (a game's ``views``, ``log`` and ``snapshot``)."""
View: TypeAlias = dict[str, Json]
"""What one seat may see (``State.view``): a JSON object; its keys are the game's own."""

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
    data: Mapping[str, Json] = field(default_factory=dict)


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

    def shuffle(self, items: MutableSequence[T]) -> None:
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
    """What scenes, bots, records and tests may rely on in every game's state.

    A game's own ``State`` is this and more (its ``play`` also takes a parsed action, its
    ``apply`` is the unchecked fast path its bots use); code that knows the game holds
    that type (``GameSpec[pook.State, pook.Action]``), code that does not holds this one.
    """

    @property
    def current_player(self) -> int | None: ...

    def legal_actions(self) -> Sequence[object]: ...

    def play(self, action: str) -> list[Event]:
        """Check and apply the action written ``action``; returns what happened.

        :raises MalformedAction: for text that does not parse.
        :raises IllegalAction: naming the rule, the state left exactly as it was.
        """
        ...

    def is_terminal(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def clone(self) -> Self: ...

    def view(self, seat: int, everything: bool = False) -> View: ...

    def to_json(self) -> str: ...


class Bot(Protocol):
    """What every game's bot levels offer: an action text chosen from ``view["legal"]``
    (None: nothing to choose now — a RÖK bot between its gestures; a turn-based game's bot
    always answers, :class:`game.search.Bot`)."""

    name: str

    def choose(self, view: View, rng: Rng) -> str | None: ...


@dataclass(frozen=True)
class Hint:
    """What to do (an action text of ``view["legal"]``, or ``""`` when the table decides,
    as a RÖK throw), and why: a reason key and its parameters."""

    action: str
    reason: str
    params: Mapping[str, Json] = field(default_factory=dict)


Claim = tuple[Json, ...]
"""What a lesson step's words say of the position, as data the core can check
(:func:`game.lessons.claim_failure`)."""
ClaimCheck = Callable[..., str | None]
"""A game's own kind of claim: ``(state, view, *args)`` -> why the core contradicts it
(None: it holds)."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson's script (:mod:`game.lessons` says what each kind does)."""

    say: str
    rule: str = ""
    do: tuple[str, ...] = ()
    bot: str | None = None
    point: tuple[Json, ...] = ()
    free: bool = False
    claims: tuple[Claim, ...] = ()  # what the words say of the position (see claim_failure)
    at: str = ""  # a note shown when the table shows an event of this kind

    @property
    def silent(self) -> bool:
        """A scripted answer with no words of its own (nothing to read)."""
        return not self.say

    @property
    def acts(self) -> bool:
        """Whether this step is one action of the record."""
        return bool(self.do) or self.bot is not None

    @property
    def note(self) -> bool:
        return not self.acts and not self.free


@dataclass(frozen=True)
class Lesson:
    """A guided first game: an ordinary game of ``game`` (seeded deal) and its script."""

    game: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    options: dict[str, Json] = field(default_factory=dict)


S = TypeVar("S", bound=GameState)
A = TypeVar("A")


@dataclass(frozen=True)
class Weighing(Generic[S]):
    """How the review weighs a decision (Pook, Totem): a state played out to its end with the
    bots' rollout policy, the Hard bot's pick from a view on a budget of iterations, and the
    words for why a move is worth playing."""

    play_out: Callable[[S, Rng], None]
    search: Callable[[View, Rng, int], str]
    explain: Callable[[View, str], tuple[str, dict[str, Json]]]


@dataclass(frozen=True)
class GameSpec(Generic[S, A]):
    """Everything one game offers: the table, the host, the review and the tools ask here,
    never a module found by name. ``S`` and ``A`` are the game's state and action types;
    a part a game does not have is ``None`` (no probing for it).

    >>> from game.totem import SPEC
    >>> state = SPEC.new_game(2, seed=1)
    >>> SPEC.name, SPEC.max_players, SPEC.public_view is not None, SPEC.no_take_back
    ('totem', 2, True, None)
    >>> SPEC.parse_action(state, "end")
    EndTurn()
    """

    name: str
    state_type: type[S]
    min_players: int
    max_players: int
    new_game: Callable[..., S]
    """``(players, seed, **options)``: a new game (raises ValueError for a bad seed or option)."""
    parse_action: Callable[[S, str], A]
    from_json: Callable[[str | bytes], S]
    random_action: Callable[[S, Rng], A]
    """One legal action drawn from the rng (conformance tests, benchmarks, the random bot)."""
    determinize: Callable[[View, Rng], S]
    """A full state consistent with a view, its hidden parts drawn from the rng."""
    learned_by: Callable[[list[Event], int], set[int]]
    """``(events, players)``: the seats these events showed something hidden (take-backs)."""
    progress: Callable[[S], int]
    """How far the game is, in the rulebook's count: turns (RÖK: throws)."""
    bots: Mapping[str, Callable[[], Bot]]
    """The bot levels by name, easiest first."""
    hint: Callable[[View, Rng], Hint]
    """The Normal bot's move from a seat's own view, and why."""
    lesson: Lesson
    claims: Mapping[str, ClaimCheck]
    """The lesson's own kinds of claim (beyond those :func:`game.lessons.claim_failure` knows)."""
    public_view: Callable[[S, int], View] | None = None
    """What every seat may see, from one seat's place (None: the game keeps nothing of one
    seat from the others, its view is public)."""
    moments: Callable[[S, str, int, bool, bool], tuple[list[Event], list[View]]] | None = None
    """``(state, action, seat, everything, public)``: the legal action played on a copy, its
    events and what ``seat`` saw after each (Totem: one action may hold a turn's end)."""
    event_for: Callable[[dict[str, Json], int], dict[str, Json]] | None = None
    """A log entry as one seat may read it, at a networked table (None: every seat reads
    every entry whole: the events carry no secret)."""
    no_take_back: str | None = None
    """Why nothing is ever taken back (RÖK: ``"race"``), None when the rules of
    :mod:`game.match` decide each take-back."""
    weighing: Weighing[S] | None = None
    """How the review weighs a decision (None: RÖK, reviewed by its pairs)."""
    shapes: Shapes = field(kw_only=True)
    """What a seat is told, as types: the view and each event's data (a game's ``shapes``
    module); a laptop decodes what its host sends into them."""

    def public(self, state: S, seat: int) -> View:
        """What every seat may see of ``state`` from ``seat``'s place: the public view, or
        the seat's view when the game keeps no secret of one seat."""
        return self.public_view(state, seat) if self.public_view is not None \
            else state.view(seat)

    def own(self, state: GameState) -> S:
        """``state``, known to be this game's (:raises TypeError: if it is another's)."""
        if isinstance(state, self.state_type):
            return state
        raise TypeError(f"a {type(state).__name__} is not a {self.name} state")

    def by_name(self) -> GameSpec[GameState, object]:
        """This game as the fixed table hands it out (``game.games.load_game``): its types
        forgotten, each part that takes a state checking first that the state is its own."""
        def taking(part: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[GameState, P], R]:
            def checked(state: GameState, /, *args: P.args, **kwargs: P.kwargs) -> R:
                return part(self.own(state), *args, **kwargs)
            return checked

        weighing = self.weighing
        return GameSpec(
            self.name, self.state_type, self.min_players, self.max_players, self.new_game,
            taking(self.parse_action), self.from_json, taking(self.random_action),
            self.determinize, self.learned_by, taking(self.progress), self.bots, self.hint,
            self.lesson, self.claims,
            public_view=None if self.public_view is None else taking(self.public_view),
            moments=None if self.moments is None else taking(self.moments),
            event_for=self.event_for, no_take_back=self.no_take_back, shapes=self.shapes,
            weighing=None if weighing is None else Weighing(
                taking(weighing.play_out), weighing.search, weighing.explain))


def is_integer(value: object) -> TypeGuard[int]:
    """Whether ``value`` is an ``int`` and not a ``bool`` (which Python counts as one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: object) -> None:
    """Raise ValueError unless ``seed`` is an integer: ``new_game`` takes no other."""
    if not is_integer(seed):
        raise ValueError(f"the seed must be an integer, not {seed!r}")


@dataclass(frozen=True)
class GameRecord:
    """Everything needed to rebuild a game: who, which options, the seed and the actions.

    Replaying the actions from ``new_game`` rebuilds an equal state; saves,
    replays, undo and golden tests all stand on it.
    """

    game: str
    players: int
    seed: int
    options: Mapping[str, Json] = field(default_factory=dict)
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

    def replay(self, spec: GameSpec[S, A], upto: int | None = None) -> S:
        """Rebuild the state of ``spec``'s game after the first ``upto`` actions (all by default).

        :raises InvalidRecord: if the record is another game's, or an action does not parse
            or is illegal where it stands.
        """
        if spec.name != self.game:
            raise InvalidRecord(f"record: a {self.game} record is not a game of {spec.name}")
        try:
            state = spec.new_game(self.players, self.seed, **self.options)
        except (TypeError, ValueError) as exc:
            raise InvalidRecord(f"record: cannot start {self.game}: {exc}") from exc
        for index, text in enumerate(self.actions[:upto]):
            try:
                state.play(text)
            except ValueError as exc:
                raise InvalidRecord(f"record: action {index + 1} {text!r}: {exc}") from exc
        return state


# --- helpers for validating snapshots ---------------------------------------------------------


def parse_json_object(text: str | bytes, what: str) -> dict[str, Json]:
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


def expect_format(data: Mapping[str, Json], fmt: str) -> None:
    found = data.get("format")
    if found != fmt:
        raise InvalidRecord(f"expected format {fmt!r}, found {found!r}")


def require(data: Mapping[str, Json], key: str, kind: type[T]) -> T:
    """``data[key]`` if present and of type ``kind`` (bools are not ints), else InvalidRecord."""
    if key not in data:
        raise InvalidRecord(f"missing field {key!r}")
    value = data[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise InvalidRecord(f"field {key!r} must be {kind.__name__}, got {value!r}")
    return value


def require_int_list(data: Mapping[str, Json], key: str) -> list[int]:
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
