"""Practice that is fair in a game of hidden cards: a position set up again from one seat's
information, and a game played on from it (a retried decision is judged by
:mod:`game.review.retried`).

Replaying the true deal would tell a player what they could not know, so a practice position
is *redealt*: the seat's view at that moment is handed to the game's ``determinize`` (the
same dealer the bots' searches and the review use), which keeps everything the seat saw and
deals every hidden card (and the chance to come) again. :func:`contradictions` checks a
redealt position against the game's at that moment: the seat's own view and every seat's
public view must be equal.

A practice game is an ordinary record whose options hold one key, :data:`PRACTICE`: the
redealt position's snapshot (``start``), whose view it was dealt from (``seat``) and at
which action of which game (``at``, ``source``). Each game's ``new_game`` (wrapped by
:func:`practising`) starts such a record from its snapshot instead of from its seed, so
saves, lists, replays, take-backs and reviews take it as they take any record, and records
written before practice existed load as they did; any other option beside it is refused.
The redeal reads the seat's view alone, so two games the seat cannot tell apart give the same
practice record (a test swaps the hidden cards).

A practice game is listed and replayed, never rated nor counted: its row says so in its
``ending`` (:attr:`game.listing.GameRow.practice`, the index's JSON, no column of its own),
which :func:`game.evening.ratings.outcome_of` and :func:`game.index.counted` skip, and its end
screen's rating column says "Unrated" and why (``EndOverlay.rated``).

>>> from game.totem import SPEC
>>> from game.match import Match
>>> match = Match.new(SPEC, 2, seed=3)
>>> record = practice_record(SPEC, match.state, seat=0, seed=5, at=0)
>>> is_practice(record), Match(SPEC, record).state.view(0) == match.state.view(0)
(True, True)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from game.core import (
    GameRecord,
    GameSpec,
    GameState,
    InvalidRecord,
    Json,
    Rng,
    S,
    View,
    check_seed,
    is_integer,
)

PRACTICE = "practice"
"""The option that makes a record a practice game (its start: see the module)."""


def practising(new_game: Callable[..., S],
               from_json: Callable[[str | bytes], S]) -> Callable[..., S]:
    """``new_game`` that also starts a practice record: given ``practice=`` (the option of
    :func:`practice_record`), the state is its ``start`` snapshot, loaded and checked by the
    game's ``from_json`` (:raises ValueError: for a bad start or other options beside it)."""
    def start(players: int, seed: int, **options: Any) -> S:
        if PRACTICE not in options:
            return new_game(players, seed, **options)
        check_seed(seed)
        practice = options.pop(PRACTICE)
        if options:
            raise ValueError(f"a practice game takes no other option: {sorted(options)}")
        state = from_json(json.dumps(start_of(practice)))
        if len(state.scores()) != players:
            raise ValueError(f"the practice start is a game of {len(state.scores())} players, "
                             f"not {players}")
        return state
    return start


def start_of(practice: object) -> Json:
    """The snapshot a practice option starts from (:raises InvalidRecord: if it has none)."""
    if not isinstance(practice, dict) or not isinstance(practice.get("start"), dict):
        raise InvalidRecord("practice: the option needs a 'start' snapshot")
    return practice["start"]


def is_practice(record: GameRecord) -> bool:
    """Whether ``record`` is a practice game (started from a redealt position)."""
    return PRACTICE in record.options


def practice_seat(record: GameRecord) -> int | None:
    """Whose information a practice record was dealt from (None: not practice)."""
    practice = record.options.get(PRACTICE)
    seat = practice.get("seat") if isinstance(practice, dict) else None
    return seat if is_integer(seat) else None


def redeal(spec: GameSpec[S, Any], state: S, seat: int, rng: Rng) -> S:
    """``state`` dealt again from ``seat``'s information: its view handed to the game's
    ``determinize``; what the seat saw kept, everything hidden (and chance to come) drawn
    from ``rng``. Only the view is read of ``state``."""
    return spec.determinize(state.view(seat), rng)


def practice_record(spec: GameSpec[S, Any], state: S, seat: int, seed: int, at: int,
                    source: str = "") -> GameRecord:
    """A new practice record from ``state`` (the position after ``at`` actions of the game
    saved as ``source``) redealt from ``seat``'s information with ``Rng(seed)``."""
    dealt = redeal(spec, state, seat, Rng(seed))
    option = {"start": json.loads(dealt.to_json()), "seat": seat, "at": at, "source": source}
    players = len(state.scores())
    return GameRecord(spec.name, players, seed, {PRACTICE: option})


def contradictions(spec: GameSpec[S, Any], true: GameState, dealt: GameState,
                   seat: int) -> list[str]:
    """What ``dealt`` (a redealt position) shows differently from ``true`` (the game's at
    that moment): ``seat``'s own view, and the public view from every seat's place. An empty
    list: nothing the seat saw and no public fact contradicts the game."""
    found: list[str] = []
    true_s, dealt_s = spec.own(true), spec.own(dealt)
    _differ(found, f"seat {seat}'s view", true_s.view(seat), dealt_s.view(seat))
    for other in range(len(true_s.scores())):
        _differ(found, f"public view from seat {other}", spec.public(true_s, other),
                spec.public(dealt_s, other))
    return found


def _differ(found: list[str], what: str, want: View, got: View) -> None:
    """Name each top-level key where ``got`` is not ``want``."""
    for key in sorted(set(want) | set(got)):
        if want.get(key) != got.get(key):
            found.append(f"{what}: {key}")


def described(record: GameRecord) -> Mapping[str, Json]:
    """The practice option of ``record`` without its snapshot (where it was dealt from)."""
    practice = record.options.get(PRACTICE)
    if not isinstance(practice, dict):
        return {}
    return {key: value for key, value in practice.items() if key != "start"}

