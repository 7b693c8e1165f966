"""A laptop takes its game home: at a hosted table's end, the host sends each seat the finished
record (nothing is hidden any more), and the laptop keeps it as a game of its own — listed,
reviewed and rated on its own machine — but only once it has checked it.

The record is a hostile host's word until the core says otherwise: decoded at the edge as a
record of this table's game (:func:`decoded_result`), it must replay legally to its end
through the core and end with this seat's view exactly as the host showed it here
(:func:`checked_result`) (a host that sends a record in which this
laptop lost what it saw it win is refused in words). The game is kept under a name drawn
from the record itself (:func:`home_name`), so the same game sent twice (a reconnect, a
relay repeating a frame) is one file, rated once; the host keeps its own copy under its own
name, the same record: both rate the same game once.

>>> import json
>>> from game.match import Match
>>> from game.totem import SPEC
>>> match = Match.new(SPEC, 2, seed=4)
>>> while not match.state.is_terminal():
...     _ = match.play(match.state.legal_actions()[0])
>>> sent = decoded_result(json.loads(match.record.to_json()), "totem", 2)
>>> checked_result(SPEC, sent, 0, match.state.view(0)) == match.record
True
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from game.core import GameRecord, GameSpec, InvalidRecord

MAX_ACTIONS = 5_000  # far more than any game takes (a replay of more is not attempted)
HOME_PREFIX = "net-"


def decoded_result(sent: object, game: str, players: int) -> GameRecord:
    """The record a host sent with a table's last state, as a record of this table's game
    (its shape only: :func:`checked_result` replays it). :raises InvalidRecord: saying why."""
    if not isinstance(sent, dict):
        raise InvalidRecord("result: the record must be an object")
    try:
        record = GameRecord.from_json(json.dumps(sent))
    except InvalidRecord as exc:
        raise InvalidRecord(f"result: {exc}") from None
    if record.game != game or record.players != players:
        raise InvalidRecord(f"result: a record of {record.game} for {record.players}, not this "
                            f"table's {game} for {players}")
    if len(record.actions) > MAX_ACTIONS:
        raise InvalidRecord(f"result: {len(record.actions)} actions are not a game")
    return record


def checked_result(spec: GameSpec[Any, Any], record: GameRecord, seat: int,
                   seen: Mapping[str, Any]) -> GameRecord:
    """``record`` once the core has replayed it to its end and ``seat``'s view there is
    ``seen`` (the last view the host sent this laptop). :raises InvalidRecord: saying why."""
    state = record.replay(spec)
    if not state.is_terminal():
        raise InvalidRecord("result: the record does not end the game")
    if as_json(state.view(seat)) != as_json(seen):
        raise InvalidRecord("result: the record ends on another table than the one seen here")
    return record


def as_json(value: object) -> object:
    """``value`` as it crosses the network (tuples as lists), to compare what was seen."""
    return json.loads(json.dumps(value))


def home_name(record: GameRecord) -> str:
    """The file a laptop keeps ``record`` in: the same for the same game, whoever sends it."""
    digest = hashlib.sha256(record.to_json().encode("utf-8")).hexdigest()[:20]
    return f"{HOME_PREFIX}{record.game}-{digest}.json"
