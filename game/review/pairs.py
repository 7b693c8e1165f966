"""RÖK's review: per throw, the pairs a race decided, who took each and when; the pairs a
human missed; and the human's pace against the throw's size.

A pair is *contested* when the runes come to rest with both twins face up, or one face up
whose twin is a Balance rune (:func:`game.rok.pace.contested`: what every seat can see).
It stays free until the first grab of one of its runes; the grab's stamp (R25: seconds
after the runes came to rest, as the table read the click) says how long. A pair is
*missed* by a human seat when another seat took it after it had stayed free *while that
seat was not grabbing* — since the seat's own latest grab before it, or since the rest —
for clearly longer than the seat's usual first grab in this game (:func:`clearly_longer`:
half as long again, and half a second more at least): the seat had, by its own pace, the
time to see it, and was not busy taking another. Untimed grabs (older records) say who, not
when, and count toward no miss.

Faces lie open on RÖK's table: nothing read here is hidden from the seats.

>>> from game.core import GameRecord
>>> review_throws(GameRecord("rok", 2, 1, {}, ()), (0,))["throws"]
[]
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.core import GameRecord
from game.practice import practising
from game.review.turns import Cancelled
from game.rok.actions import Grab, Throw, parse_action
from game.rok.components import pair_of
from game.rok.loading import from_json
from game.rok.pace import contested
from game.rok.rules import new_game


def review_throws(record: GameRecord, seats: Iterable[int],
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> dict[str, Any]:
    """The JSON of the review of ``seats``' throws (see the module): ``throws`` (each with
    its record ``index`` at rest, size, face-up runes, contested ``pairs`` and each seat's
    first grab), ``missed``, ``median_first`` per reviewed seat, and ``by_size``.

    :raises ValueError: when the record does not replay; :raises Cancelled: when asked.
    """
    humans = sorted(set(seats))
    state = practising(new_game, from_json)(record.players, record.seed, **record.options)
    throws: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    total = len(record.actions)
    for index, text in enumerate(record.actions):
        if cancelled is not None and index % 64 == 0 and cancelled():
            raise Cancelled
        action = parse_action(state, text)
        state.play(action)
        if isinstance(action, Throw):
            current = None
            if state.phase == "grab":
                current = _throw(state, index + 1, len(action.landings), record.players)
                throws.append(current)
        elif isinstance(action, Grab) and current is not None:
            _grabbed(current, action)
        if state.phase != "grab":
            current = None
        if progress is not None and (index % 64 == 0 or index + 1 == total):
            progress(index + 1, total)
    medians = {seat: _median([t["first"][seat] for t in throws]) for seat in humans}
    missed = [miss for seat in humans for miss in _missed(throws, seat, medians[seat])]
    return {"throws": throws, "missed": missed,
            "median_first": [[seat, medians[seat]] for seat in humans],
            "by_size": [[seat, _by_size(throws, seat)] for seat in humans]}


def _throw(state: Any, index: int, size: int, players: int) -> dict[str, Any]:
    return {"no": state.throw_no, "index": index, "size": size,
            "face_up": len(state.grabbable()),
            "pairs": [{"pair": p, "by": None, "at": None} for p in sorted(contested(state))],
            "first": [None] * players, "grabs": [[] for _ in range(players)]}


def _grabbed(throw: dict[str, Any], grab: Grab) -> None:
    """A grab: its time among the seat's, the seat's first, and the pair it took first (if
    contested and still free)."""
    if grab.time is not None:
        throw["grabs"][grab.seat].append(grab.time)
    if throw["first"][grab.seat] is None and grab.time is not None:
        throw["first"][grab.seat] = grab.time
    pair = pair_of(grab.rune)
    for entry in throw["pairs"]:
        if entry["pair"] == pair and entry["by"] is None:
            entry["by"], entry["at"] = grab.seat, grab.time


def _median(times: Sequence[float | None]) -> float | None:
    known = [t for t in times if t is not None]
    return statistics.median(known) if known else None


def clearly_longer(idle: float, median: float) -> bool:
    """Longer than a usual first grab by more than chance: half as long again, and half a
    second more at least (a pair free 0.01 s longer than the median is no miss)."""
    return idle > max(1.5 * median, median + 0.5)


def _missed(throws: Sequence[dict[str, Any]], seat: int, median: float | None
            ) -> list[dict[str, Any]]:
    if median is None:
        return []
    found = []
    for t in throws:
        for p in t["pairs"]:
            if p["by"] is None or p["by"] == seat or p["at"] is None:
                continue
            since = max((g for g in t["grabs"][seat] if g < p["at"]), default=0.0)
            idle = p["at"] - since  # free while the seat was not busy grabbing
            if clearly_longer(idle, median):
                found.append({"seat": seat, "no": t["no"], "index": t["index"],
                              "pair": p["pair"], "free": p["at"], "idle": round(idle, 3),
                              "by": p["by"]})
    return found


def _by_size(throws: Sequence[dict[str, Any]], seat: int) -> list[list[Any]]:
    """Per number of runes thrown: how many throws, and the seat's median first grab."""
    sizes: dict[int, list[float | None]] = {}
    for throw in throws:
        sizes.setdefault(throw["size"], []).append(throw["first"][seat])
    return [[size, len(times), _median(times)] for size, times in sorted(sizes.items())]


__all__ = ["Cancelled", "review_throws"]
