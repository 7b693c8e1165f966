"""What a laptop (or a friend watching) reads from its host: every message decoded into its
type, or refused in words.

The host decodes every laptop's message (:func:`game.net.messages.parse_client`); a laptop
decodes its host's as strictly, since a host may be hostile or broken too: a host it joined
by mistake, a newer version, a relay in between. :class:`HostReader` turns one frame into a
:data:`HostMessage` or raises :class:`~game.net.messages.BadMessage` saying what was wrong:
size first, then JSON, then the kind and each field — types, ranges, finiteness, the game's
own names and seats (a view and each log entry by its game's shapes, :mod:`game.decode`), a
throw's or a slide's inputs inside RÖK's cloth before any physics sees them. The welcome
says the game and how many seats it has; everything after it on that link is decoded
against that table, and a welcome that changes the table is refused.

>>> reader = HostReader()
>>> reader.read('{"t": "ping", "h": 12.5, "offset": 0}')["h"]
12.5
>>> reader.read('{"t": "ping", "offset": "soon"}')
Traceback (most recent call last):
game.net.from_host.Unreadable: ping: no 'h'
>>> reader.read('{"t": "state", "seq": 0}')
Traceback (most recent call last):
game.net.from_host.Unreadable: state: a table's state before its welcome
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, NotRequired, TypedDict, cast

from game.core import InvalidRecord
from game.decode import PerSeat, Range, Seat, Size, Undecodable, Within, decode
from game.games import load_game
from game.net.chat import MAX_LINE
from game.net.messages import DIGEST_CHARS, MAX_HOST_BYTES, MAX_NAME, BadMessage, json_object
from game.net.result import decoded_result
from game.saves import MAX_HANDICAP

MIN_PLAYERS, MAX_PLAYERS = 2, 8  # any game's seats (the welcome's game then says exactly)

Name = Annotated[str, Size(MAX_NAME)]
Reason = Annotated[str, Size(300)]
Secret = Annotated[str, Size(200)]
Time = Annotated[float, Range(-1e12, 1e12)]
Number = Annotated[int, Range(0, 1 << 53)]


class Unreadable(BadMessage):
    """A host's message this laptop cannot read; ``kind``: what it said it was (a ping that
    cannot be read is skipped, anything else ends the link)."""

    def __init__(self, why: str, kind: str | None, early: bool = False) -> None:
        super().__init__(why)
        self.kind = kind
        self.early = early  # a table's message before its welcome (a relay may reorder)


class Welcome(TypedDict):
    """A seat taken (``seat``, its ``token``), or a table watched (``watching``); who sits
    where, the bots' levels and handicaps."""

    t: Literal["welcome"]
    seat: Seat | None
    token: Secret | None
    game: Literal["pook", "rok", "totem"]
    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS)]
    names: Annotated[list[Name], PerSeat()]
    kinds: Annotated[list[Literal["remote", "local", "bot"]], PerSeat()]
    levels: NotRequired[Annotated[list[Annotated[str, Size(20)] | None], PerSeat()]]
    handicaps: NotRequired[Annotated[list[Annotated[float, Range(1.0, MAX_HANDICAP)]],
                                     PerSeat()]]
    watching: NotRequired[Seat | None]
    spectator: NotRequired[bool]


class Entry(TypedDict):
    """One log entry: the number of the action it came with, the event's kind, its seat
    and its data (of the kind's shape)."""

    n: Number
    k: Annotated[str, Size(40)]
    s: Seat | None
    d: dict[str, Any]


class _Envelope(TypedDict):
    t: Literal["state"]
    seq: Number
    rev: Number
    log_from: Number
    waiting: Annotated[list[Seat], Size(MAX_PLAYERS)]
    names: Annotated[list[Name], PerSeat()]
    opens: Time | None
    offset: Time


class State(_Envelope):
    """A seat's view numbered ``seq`` (``rev``: every change), the log from ``log_from``,
    who the game waits for, the names, when RÖK's grabbing opens (host time) and this
    laptop's clock offset."""

    view: dict[str, Any]
    log: list[Entry]
    record: NotRequired[dict[str, Any]]  # the finished game's record (a checked record's
    # JSON, as every message stays: game.net.result), with the last state
    record_refused: NotRequired[str]  # why the record sent with it cannot be kept


class _RawState(_Envelope):
    view: dict[str, object]
    log: Annotated[list[dict[str, object]], Size(100_000)]
    record: NotRequired[dict[str, object]]


class Refused(TypedDict):
    t: Literal["refused"]
    reason: Reason
    rule: Annotated[str, Size(10)] | None
    fatal: bool
    watch: NotRequired[bool]


class Ping(TypedDict):
    t: Literal["ping"]
    h: Time
    offset: NotRequired[Time]
    d: NotRequired[Annotated[str, Size(DIGEST_CHARS)]]  # the seat's view's digest


class Bye(TypedDict):
    t: Literal["bye"]
    reason: Reason


class Prove(TypedDict):
    """The host proves it holds this laptop's seat token (:mod:`game.net.proof`)."""

    t: Literal["prove"]
    proof: Annotated[str, Size(64, 64)]
    challenge: Annotated[str, Size(64, 16)]


class Gesture(TypedDict):
    """A throw's or a slide's inputs, of its game's shape (RÖK's: :mod:`game.rok.shapes`,
    ``ThrowGesture`` and ``SlideGesture``); only its kind is read here."""

    t: Literal["gesture"]
    kind: str


React = Literal["well_played", "good_luck", "thanks", "one_minute", "oops", "wow"]
"""The quick reactions (:data:`game.net.chat.REACTIONS`, a test keeps the two the same)."""


class Said(TypedDict):
    """A reaction or a line said at the table (:mod:`game.net.chat`): its number, who said it
    (a seat, or None: a friend who watches) and their name, and what."""

    t: Literal["said"]
    n: Number
    seat: Seat | None
    name: Name
    react: React | None
    text: Annotated[str, Size(MAX_LINE)] | None


HostMessage = Welcome | State | Refused | Ping | Bye | Prove | Gesture | Said
_PLAIN: dict[str, type] = {"refused": Refused, "ping": Ping, "bye": Bye, "prove": Prove}


class HostReader:
    """Decodes one host's messages, against the table its welcome said (see the module)."""

    def __init__(self, game: str | None = None, players: int | None = None) -> None:
        self.game = game  # the table the first welcome said (a later one may not change it)
        self.players = players

    def read(self, data: str | bytes) -> HostMessage:
        """The message ``data``, decoded; :raises Unreadable: saying what is wrong."""
        try:
            message = json_object(data, MAX_HOST_BYTES)
        except BadMessage as exc:
            raise Unreadable(str(exc), None) from None
        kind = message.get("t")
        where = str(kind)[:20] if isinstance(kind, str) else "message"
        try:
            return self._read(message, kind, where)
        except Unreadable:
            raise
        except (BadMessage, Undecodable) as exc:
            raise Unreadable(str(exc), kind if isinstance(kind, str) else None) from None

    def _read(self, message: dict[str, Any], kind: object, where: str) -> HostMessage:
        if not isinstance(kind, str):
            raise BadMessage(f"a message of no kind ({str(kind)[:20]})")
        if kind == "welcome":
            return self._welcome(message)
        if kind in _PLAIN:
            return cast(HostMessage, decode(message, _PLAIN[kind], where=where))
        if kind not in ("state", "gesture", "said"):
            raise BadMessage(f"unknown message kind {str(kind)[:40]!r}")
        if self.game is None or self.players is None:
            raise Unreadable(f"{where}: a table's state before its welcome", kind, early=True)
        within = Within(self.players)
        if kind == "said":
            said = decode(message, Said, within, where)
            if (said["react"] is None) == (said["text"] is None) or said["text"] == "":
                raise BadMessage("said: a reaction or a line, one of the two")
            return said
        if kind == "gesture":
            shapes = load_game(self.game).shapes
            return cast(Gesture, shapes.gesture_of(message, self.players))
        return self._state(decode(message, _RawState, within, where))

    def _welcome(self, message: dict[str, Any]) -> Welcome:
        players = message.get("players")
        if not isinstance(players, int) or isinstance(players, bool) \
                or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise BadMessage(f"welcome: {str(players)[:20]!r} is no number of seats")
        welcome = decode(message, Welcome, Within(players), "welcome")
        spec = load_game(welcome["game"])
        if not spec.min_players <= players <= spec.max_players:
            raise BadMessage(f"welcome: {welcome['game']} is not played by {players}")
        levels = welcome.get("levels") or []
        if any(level is not None and level not in spec.bots for level in levels):
            raise BadMessage("welcome: a bot's level this game does not have")
        if self.game is not None and (self.game, self.players) != (welcome["game"], players):
            raise BadMessage("welcome: the host changed the table this laptop sits at")
        self.game, self.players = welcome["game"], players
        return welcome

    def _state(self, raw: _RawState) -> State:
        assert self.game is not None and self.players is not None
        shapes = load_game(self.game).shapes
        view = shapes.view_of(raw["view"], self.players, "state.view")
        log: list[Entry] = []
        for i, value in enumerate(raw["log"]):
            entry = decode(value, Entry, Within(self.players), f"state.log[{i}]")
            entry["d"] = shapes.event_of(entry["k"], entry["d"], self.players,
                                         f"state.log[{i}].d")
            log.append(entry)
        state: State = {"t": raw["t"], "seq": raw["seq"], "rev": raw["rev"],
                        "log_from": raw["log_from"], "waiting": raw["waiting"],
                        "names": raw["names"], "opens": raw["opens"], "offset": raw["offset"],
                        "view": view, "log": log}
        if "record" in raw:  # (only with a finished game's last state)
            try:
                checked = decoded_result(raw["record"], self.game, self.players)
                state["record"] = json.loads(checked.to_json())
            except InvalidRecord as exc:  # (the table's last state stands: only the game is
                state["record_refused"] = str(exc)[:300]  # not kept, and the player told)
        return state

