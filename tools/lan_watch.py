"""What a friend watching a hosted table received, searched for secrets (tests, the bench).

A spectator (the watch code) may see the public view only. :class:`PublicSecrets` says, after
``k`` actions of a recorded game, every string that some seat's own view holds or that the
full state holds (hands, the bag, face-down cards, legal moves naming a hand's cards) but
that no seat's public view shows and the log never said; :func:`leaks` searches every
message a spectator received — views, log entries, welcomes, RÖK's gestures — for them.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from game.core import GameRecord
from game.games import load_game, match_of
from game.net.messages import encode, event_entry


def leaves(value: object) -> set[str]:
    """Every string in a JSON value (its leaves, not its keys)."""
    if isinstance(value, dict):
        return set().union(*map(leaves, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(leaves, value)) if value else set()
    return {value} if isinstance(value, str) else set()


def as_json(value: Any) -> Any:
    return json.loads(encode(value))


class PublicSecrets:
    """What nobody watching may know after ``k`` actions of ``record`` (see the module)."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.spec = load_game(record.game)

    @cache  # noqa: B019 (a short-lived object)
    def at(self, k: int) -> frozenset[str]:
        record = self.record
        match = match_of(GameRecord(record.game, record.players, record.seed, record.options))
        said: set[str] = set()
        for number, text in enumerate(record.actions[:k], start=1):
            said |= leaves(as_json([event_entry(e, number) for e in match.play(text)]))
        state = match.state
        private = leaves(json.loads(state.to_json()))
        public: set[str] = set()
        for seat in range(record.players):
            private |= leaves(as_json(state.view(seat)))
            public |= leaves(as_json(self.spec.public(state, seat)))
        return frozenset(private - public - said)


def seq_of(message: dict[str, Any], last: int) -> int:
    """The moment a message speaks of: a view's or a gesture's sequence number, else the
    last view's."""
    return int(message.get("seq", last)) if message.get("t") in ("state", "gesture") else last


def leaks(record: GameRecord, received: list[str]) -> tuple[list[tuple[int, str]], int]:
    """Every secret found in the messages ``received`` (JSON texts, in order) with the moment
    it was secret at, and how many messages were searched."""
    secrets = PublicSecrets(record)
    found: list[tuple[int, str]] = []
    last = 0
    for text in received:
        message = json.loads(text)
        last = seq_of(message, last)
        found += [(last, s) for s in secrets.at(last) if json.dumps(s, ensure_ascii=False) in text]
    return found, len(received)
