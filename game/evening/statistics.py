"""End-of-game statistics, as Board Game Arena shows them, read off a replay of the record.

A record is replayed through the core (:class:`game.match.Match`, the checked entry) and
the statistics are counted from the events the core emitted, never from a rule worked out
again here: who attacked, whose shield held, which rune was grabbed when, whose Banner
scored what. :func:`game_statistics` gives one :class:`Statistics` per game: a figure per
seat under a stable key (its words are ``evening.stats.<game>.<key>`` in
``assets/i18n/evening.*.json``) plus what the whole table shares (Pook's faction totals).

>>> from game.core import GameRecord
>>> stats = game_statistics(GameRecord("totem", 2, 1))
>>> stats.game, stats.seats[0]["attacks"], stats.finished
('totem', 0, False)
"""

from __future__ import annotations

import statistics as stats_lib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core import Event, GameRecord, InvalidRecord
from game.games import load_game
from game.match import Match

TOTEM_KEYS = ("attacks", "attacks_won", "shields_held", "eye_uses", "sum_uses", "sword_uses",
              "cards_drawn", "defenders_lost")
POOK_POWERS = ("Mage", "Orc", "Viking")  # the Warriors whose power is an action (P21-P23)
POOK_KEYS = ("powers_mage", "powers_orc", "powers_viking", "powers_skipped", "swaps",
             "banner", "banner_total")
ROK_KEYS = ("pairs", "first_grab_fastest", "first_grab_median", "fastest_pair", "thefts_made",
            "thefts_suffered", "slides")


@dataclass(frozen=True)
class Played:
    """One accepted action of a replay: who acted (None: chance or the table), its text and
    the events the core answered with."""

    actor: int | None
    action: str
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Replayed:
    """A record replayed: every action with its events, and the final state's answers."""

    record: GameRecord
    steps: tuple[Played, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    final_view: Mapping[str, Any]

    @property
    def finished(self) -> bool:
        return bool(self.winners)

    def events(self) -> list[Event]:
        return [event for step in self.steps for event in step.events]


def replay(record: GameRecord) -> Replayed:
    """``record`` played again through the core, keeping each action's events.

    :raises InvalidRecord: if the game cannot start or an action does not replay.
    """
    match = Match(load_game(record.game),
                  GameRecord(record.game, record.players, record.seed, dict(record.options)))
    steps = []
    for index, text in enumerate(record.actions):
        actor = match.state.current_player
        try:
            events = match.play(text)
        except ValueError as exc:
            raise InvalidRecord(f"action {index + 1} {text!r}: {exc}") from exc
        steps.append(Played(actor, text, tuple(events)))
    state = match.state
    return Replayed(record, tuple(steps), tuple(state.winners()), tuple(state.scores()),
                    state.view(0) if state.is_terminal() else {})


@dataclass(frozen=True)
class Statistics:
    """A game's statistics: one dict per seat (keys of the game's ``*_KEYS``, a number or
    None where there is nothing to measure) and the table's own figures."""

    game: str
    seats: tuple[dict[str, Any], ...]
    table: dict[str, Any] = field(default_factory=dict)
    finished: bool = False


def _count(events: list[Event], kind: str, players: int,
           where: Callable[[Event], bool] = lambda _event: True) -> list[int]:
    """How many ``kind`` events each seat caused (those with ``where`` true)."""
    counts = [0] * players
    for event in events:
        if event.kind == kind and event.seat is not None and where(event):
            counts[event.seat] += 1
    return counts


def totem_statistics(game: Replayed) -> Statistics:
    """Attacks and their success, shields that held, Eye, Sum and Sword uses, cards drawn,
    defenders lost (T12-T24)."""
    events, n = game.events(), game.record.players

    def power(name: str) -> Callable[[Event], bool]:
        return lambda event: event.data.get("power") == name

    columns = {
        "attacks": _count(events, "attack", n),
        "attacks_won": _count(events, "attack_succeeded", n),
        "shields_held": _count(events, "power", n, power("shield")),
        "eye_uses": _count(events, "power", n, power("eye")),
        "sum_uses": _count(events, "power", n, power("sum")),
        "sword_uses": _count(events, "power", n, power("sword")),
        "cards_drawn": _count(events, "draw", n),
        "defenders_lost": _count(events, "discard", n, lambda e: e.data.get("from") == "beaten"),
    }
    return _per_seat(game, columns, TOTEM_KEYS)


def pook_statistics(game: Replayed) -> Statistics:
    """Powers used by kind (and declined), Piggy swaps, each Banner's final total, and what
    each faction scored on the table (P15, P21-P23, P26)."""
    events, n = game.events(), game.record.players

    def by(faction: str) -> Callable[[Event], bool]:
        return lambda event: event.data.get("by") == faction

    columns: dict[str, list[Any]] = {
        f"powers_{name.lower()}": [a + b for a, b in zip(
            _count(events, "flip", n, by(name)), _count(events, "mage_swap", n, by(name)),
            strict=True)]
        for name in POOK_POWERS}
    columns["powers_skipped"] = _count(events, "skip", n)
    columns["swaps"] = _count(events, "swap", n)
    view = game.final_view
    columns["banner"] = list(view.get("banners") or [None] * n)
    columns["banner_total"] = list(view.get("scores") or [None] * n)
    table = {"faction_totals": dict(view.get("faction_totals") or {})}
    return _per_seat(game, columns, POOK_KEYS, table)


def rok_statistics(game: Replayed) -> Statistics:
    """Pairs taken, the fastest and median first grab of a throw (seconds after the runes came
    to rest, R25), the fastest pair, thefts made and suffered, slides (R14, R16, R24)."""
    n = game.record.players
    firsts: list[list[float]] = [[] for _ in range(n)]
    fastest_pair: list[float | None] = [None] * n
    times: dict[str, float] = {}  # this throw's timed grabs, by rune
    grabbed: set[int] = set()  # the seats that grabbed this throw already
    events = game.events()
    for event in events:
        if event.kind == "throw":
            times, grabbed = {}, set()
        elif event.kind == "grab" and event.seat is not None and "time" in event.data:
            time = float(event.data["time"])
            if event.seat not in grabbed:
                firsts[event.seat].append(time)
                grabbed.add(event.seat)
            times[str(event.data["rune"])] = time
        elif event.kind == "pair" and event.seat is not None:
            taken = [times.get(rune) for rune in event.data["runes"]]
            if None not in taken:
                done = max(t for t in taken if t is not None)
                best = fastest_pair[event.seat]
                fastest_pair[event.seat] = done if best is None else min(best, done)
    columns: dict[str, list[Any]] = {
        "pairs": _count(events, "pair", n),
        "first_grab_fastest": [min(f) if f else None for f in firsts],
        "first_grab_median": [stats_lib.median(f) if f else None for f in firsts],
        "fastest_pair": fastest_pair,
        "thefts_made": _count(events, "theft", n),
        "thefts_suffered": [sum(1 for e in events if e.kind == "theft"
                                and e.data.get("victim") == seat) for seat in range(n)],
        "slides": _count(events, "slide", n),
    }
    return _per_seat(game, columns, ROK_KEYS)


def _per_seat(game: Replayed, columns: Mapping[str, list[Any]], keys: tuple[str, ...],
              table: dict[str, Any] | None = None) -> Statistics:
    seats = tuple({key: columns[key][seat] for key in keys}
                  for seat in range(game.record.players))
    return Statistics(game.record.game, seats, table or {}, game.finished)


BY_GAME: dict[str, Callable[[Replayed], Statistics]] = {
    "totem": totem_statistics, "pook": pook_statistics, "rok": rok_statistics}


def statistics_of(game: Replayed) -> Statistics:
    return BY_GAME[game.record.game](game)


def game_statistics(record: GameRecord) -> Statistics:
    """The statistics of ``record`` (finished or not: a game so far).

    :raises InvalidRecord: if the record does not replay.
    """
    return statistics_of(replay(record))
