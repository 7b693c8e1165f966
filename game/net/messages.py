"""The messages laptops exchange: JSON objects with a kind ``"t"``, small and checked.

A client says (to the host, directly or through a relay):

- ``hello``   ``{"t": "hello", "v": 1, "name": str, "code": str, "seat": int|None,
  "nonce": str}`` to take a seat with the join code (``nonce``: a secret of the laptop's own,
  so that a hello repeated because its welcome was lost takes the same seat again), or
  ``{"t": "hello", "v": 1, "token": str}`` to take one's own seat back (the token the host
  gave it; kept in the config dir), or ``{"t": "hello", "v": 1, "watch": str}`` to watch
  with the token of a seat the host gave to a bot (the public view, nothing to play), or
  ``{"t": "hello", "v": 1, "spectate": str}`` to watch with the table's watch code (a friend
  who does not play: the public view, the moves and the log as they happen);
- ``act``     ``{"t": "act", "seq": int, "action": str}`` — an action text, valid only
  against the view numbered ``seq`` (a stale one is refused, so nothing is played twice);
- ``grab``    ``{"t": "grab", "rune": str, "at": float}`` — a RÖK claim stamped with the
  client's clock; ``done`` ``{"t": "done"}`` — this seat stops grabbing;
- ``throw``   ``{"t": "throw", "strength": float}``, ``slide`` ``{"t": "slide", "vx": float,
  "vy": float}`` — RÖK gestures: the host runs the physics;
- ``pong``    ``{"t": "pong", "h": float, "c": float}`` — the answer to a host ping, with the
  client's clock; ``ping`` ``{"t": "ping"}`` — a heartbeat of the client's own.

A laptop coming back to its seat says ``{"t": "hello", "v": 1, "back": SEAT, "challenge":
str}`` (``"watching": SEAT`` to watch with the token of a seat given to a bot), the host
answers ``prove``, and the laptop ``{"t": "hello", "v": 1, "proof": str}``: the token itself
never crosses the network again (:mod:`.proof`). The older ``token`` and ``watch`` hellos,
which send it, are still taken.

The host answers ``welcome``, ``state`` (a seat's view with its sequence number and log
events), ``refused`` (why, with the rule ID when the core refused), ``ping``, ``bye`` and
``prove``; a seat's ``ping`` carries ``d``, the digest of the view the host holds for it
(:func:`view_digest`), so that a laptop whose view went astray (a frame altered on the way
that still read well) asks for it again; at RÖK also ``gesture`` (a throw's or a slide's
inputs as it is made: :mod:`.gestures`). A laptop decodes each into its type (:mod:`.from_host`).

:func:`parse_client` turns bytes into a checked dict or raises :class:`BadMessage`: size
first, then JSON (every failure of :func:`game.core.parse_json_object`), then the kind's
fields and their types. Nothing else of a message is read. Every string field then passes
the one guard for text that enters (:func:`game.text.clean`: NFC, no control, format, bidi or
invisible character, no lone surrogate), so no handler, log, save or screen of the host ever
holds a string from a peer that cannot be encoded, shown or saved.

>>> parse_client('{"t": "act", "seq": 3, "action": "pass"}')["action"]
'pass'
>>> parse_client('{"t": "hello", "v": 1, "name": "Bob\\ud800\\u202e", "code": "x"}')["name"]
'Bob'
>>> parse_client('{"t": "act", "seq": "3", "action": "pass"}')
Traceback (most recent call last):
game.net.messages.BadMessage: act: field 'seq' must be int, got '3'
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from typing import Any

from game.core import Event, InvalidRecord, is_integer, parse_json_object
from game.text import clean

PROTOCOL = 1
MAX_CLIENT_BYTES = 4096
"""The largest message a client may send: an action text or a claim is far smaller."""
MAX_HOST_BYTES = 4 * 1024 * 1024
"""The largest message a host may send (a full view with a long game's log)."""
MAX_TEXT = 600
"""The longest string field (an action text, a name, a token)."""
MAX_NAME = 40

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"v": (int,)},
    "act": {"seq": (int,), "action": (str,)},
    "grab": {"rune": (str,), "at": (int, float)},
    "done": {},
    "throw": {"strength": (int, float)},
    "slide": {"vx": (int, float), "vy": (int, float)},
    "pong": {"h": (int, float), "c": (int, float)},
    "ping": {},
    "say": {},
}
_OPTIONAL: dict[str, dict[str, tuple[type, ...]]] = {
    "say": {"react": (str,), "text": (str,)},
    "hello": {"name": (str,), "code": (str,), "seat": (int, type(None)), "token": (str,),
              "nonce": (str,), "watch": (str,), "spectate": (str,), "back": (int,),
              "watching": (int,), "challenge": (str,), "proof": (str,)},
}


class BadMessage(ValueError):
    """A message that is not one of the protocol's: too big, not JSON, or wrong fields."""


def encode(message: Mapping[str, Any]) -> str:
    """The JSON text of ``message`` (compact; what goes on the wire). It can always be sent:
    a lone surrogate that reached a message (every text that enters is cleaned, so only a
    bug lets one through) becomes "?" instead of failing the send and silencing the link.

    >>> encode({"name": "Bob\\ud800"})
    '{"name":"Bob?"}'
    """
    text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    if not text.isascii():
        try:
            text.encode()
        except UnicodeEncodeError:
            text = text.encode(errors="replace").decode()
    return text


def json_object(data: str | bytes, limit: int) -> dict[str, Any]:
    """``data`` as a JSON object of at most ``limit`` bytes; :raises BadMessage: saying why."""
    if len(data) > limit:
        raise BadMessage(f"message of {len(data)} bytes; at most {limit}")
    try:
        return parse_json_object(data, "message")
    except InvalidRecord as exc:
        raise BadMessage(str(exc)) from None


def parse_client(data: str | bytes) -> dict[str, Any]:
    """A client's message, checked (see the module); :raises BadMessage: saying why."""
    message = json_object(data, MAX_CLIENT_BYTES)
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise BadMessage(f"unknown message kind {str(kind)[:40]!r}")
    fields = _FIELDS[kind]
    optional = _OPTIONAL.get(kind, {})
    for key in message:
        if key != "t" and key not in fields and key not in optional:
            raise BadMessage(f"{kind}: unknown field {key[:40]!r}")
    for key in fields:
        if key not in message:
            raise BadMessage(f"{kind}: missing field {key!r}")
    for key, value in message.items():
        allowed = fields.get(key) or optional.get(key)
        if allowed is not None:
            _check(kind, key, value, allowed)
            if isinstance(value, str):
                message[key] = clean(value)
    return message


def _check(kind: str, key: str, value: object, kinds: tuple[type, ...]) -> None:
    if isinstance(value, bool) or not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise BadMessage(f"{kind}: field {key!r} must be {names}, got {str(value)[:40]!r}")
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise BadMessage(f"{kind}: field {key!r} longer than {MAX_TEXT} characters")
    if isinstance(value, float) and not math.isfinite(value):
        raise BadMessage(f"{kind}: field {key!r} must be a finite number")
    if is_integer(value) and abs(value) > 1 << 53:
        raise BadMessage(f"{kind}: field {key!r} out of range")


def event_entry(event: Event, number: int) -> dict[str, Any]:
    """An event as a log entry: kind, seat, data (JSON-ready) and the action number."""
    return {"n": number, "k": event.kind, "s": event.seat, "d": jsonable(event.data)}


def jsonable(value: Any) -> Any:
    """``value`` with tuples and sets as lists and keys as strings (what JSON keeps)."""
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(jsonable(v) for v in value)
    return value


def view_digest(view: Any) -> str:
    """A short digest of a view as it crosses the network (its JSON, keys sorted): the host
    and a laptop that hold the same view compute the same one.

    >>> view_digest({"b": [1, 2.5], "a": {"0": None}}) == view_digest({"a": {"0": None},
    ...                                                               "b": [1, 2.5]})
    True
    >>> view_digest({0: (1,)}) == view_digest({"0": [1]})  # (as it is read on the other side)
    True
    """
    wire = json.loads(json.dumps(view))
    text = json.dumps(wire, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_CHARS]


DIGEST_CHARS = 16
