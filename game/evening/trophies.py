"""Trophies for real feats at the table, each found in a finished game's record and dated.

A trophy is earned once per person (by name), on the first game that shows the feat; it is
dated by that game (when it was last played) and names it, so deleting the game takes the
trophy away or moves it to the next game that shows it. Lessons do not count (the coach
chose the moves), nor games that are not over. What a feat is, is read off the core's
answers and events (:mod:`game.evening.statistics`), never worked out again here.

Every trophy is listed to a person, the ones not earned yet with how to earn them and, where a
feat is a count, how far they got (:func:`standings`: "12 of 20 Pook games won", the most
thefts they made in one RÖK game).

Each trophy's words are ``evening.trophies.<key>.name`` and ``.feat`` in
``assets/i18n/evening.*.json``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any

from game.core import GAMES
from game.evening.statistics import Replayed, Statistics, replay, statistics_of
from game.saves import SavedGame

LEVELS = ("easy", "normal", "hard")  # the levels a player can choose (the setup's)
QUICK_PAIR_S = 1.0
THIEF_THEFTS = 3
SHIELD_WALL = 3
STREAK = 3
ALL_POWERS = ("mage", "orc", "viking")
WINS_GOAL = 20  # games won of one game for its "veteran" trophy


@dataclass(frozen=True)
class Trophy:
    """One trophy earned: which, by whom, in which game and when."""

    key: str
    player: str
    game_file: str
    game: str
    when: str


@dataclass(frozen=True)
class Counted:
    """One counted game as the feats read it: the save, its replay and its statistics."""

    saved: SavedGame
    replayed: Replayed
    stats: Statistics

    @property
    def winners(self) -> tuple[int, ...]:
        return self.replayed.winners

    def won(self, seat: int) -> bool:
        return seat in self.winners


Feat = Callable[[Counted, int], bool]
"""Whether the person at a seat did the feat in a game."""


def _against_level(level: str) -> Feat:
    return lambda game, seat: game.won(seat) and any(
        not other.is_human and other.level == level for other in game.saved.seats)


def _against_person(game: Counted, seat: int) -> bool:
    return game.won(seat) and sum(s.is_human for s in game.saved.seats) > 1


def _of(name: str, feat: Feat) -> Feat:
    """``feat``, in games of ``name`` only."""
    return lambda game, seat: game.saved.record.game == name and feat(game, seat)


def _stat(game: Counted, seat: int, key: str) -> Any:
    return game.stats.seats[seat][key]


def _totem_flawless(game: Counted, seat: int) -> bool:
    return game.won(seat) and _stat(game, seat, "defenders_lost") == 0


def _shield_wall(game: Counted, seat: int) -> bool:
    return bool(_stat(game, seat, "shields_held") >= SHIELD_WALL)


def _smallest_faction(game: Counted, seat: int) -> bool:
    """Won a four-player Pook, everyone for themselves, with a Banner holding a faction that
    scored the least on the table."""
    totals: dict[str, int] = game.stats.table.get("faction_totals", {})
    banner = _stat(game, seat, "banner")
    if not (game.won(seat) and game.saved.record.players == 4 and totals
            and not game.saved.record.options.get("teams") and isinstance(banner, str)):
        return False
    least = min(totals.values())
    return any(totals.get(faction) == least for faction in banner)


def _tiebreak_won(game: Counted, seat: int) -> bool:
    return game.won(seat) and any(event.kind == "tiebreak" for event in game.replayed.events())


def _all_powers(game: Counted, seat: int) -> bool:
    return _powers_used(game, seat) == len(ALL_POWERS)


def _powers_used(game: Counted, seat: int) -> int:
    return sum(1 for kind in ALL_POWERS if _stat(game, seat, f"powers_{kind}"))


def _quick_pair(game: Counted, seat: int) -> bool:
    fastest = _stat(game, seat, "fastest_pair")
    return isinstance(fastest, float | int) and fastest < QUICK_PAIR_S


def _thief(game: Counted, seat: int) -> bool:
    return bool(_stat(game, seat, "thefts_made") >= THIEF_THEFTS)


def _untouched(game: Counted, seat: int) -> bool:
    return game.won(seat) and _stat(game, seat, "thefts_suffered") == 0


FEATS: dict[str, Feat] = {
    **{f"first_win_{level}": _against_level(level) for level in LEVELS},
    "first_win_person": _against_person,
    "totem_flawless": _of("totem", _totem_flawless),
    "totem_shield_wall": _of("totem", _shield_wall),
    "pook_smallest_faction": _of("pook", _smallest_faction),
    "pook_tiebreak": _of("pook", _tiebreak_won),
    "pook_all_powers": _of("pook", _all_powers),
    "rok_quick_pair": _of("rok", _quick_pair),
    "rok_thief": _of("rok", _thief),
    "rok_untouched": _of("rok", _untouched),
}
"""The feats one game shows; those below (a streak, every game won, many games won of one)
read a player's run."""
WINS = tuple(f"wins_{game}" for game in GAMES)
RUNS = ("streak", "all_games", *WINS)
KEYS = (*FEATS, *RUNS)

MEASURES: dict[str, tuple[str, Callable[[Counted, int], int], int]] = {
    "totem_shield_wall": ("totem", lambda g, s: int(_stat(g, s, "shields_held")), SHIELD_WALL),
    "pook_all_powers": ("pook", _powers_used, len(ALL_POWERS)),
    "rok_thief": ("rok", lambda g, s: int(_stat(g, s, "thefts_made")), THIEF_THEFTS),
}
"""The feats of one game that are a count: the game, the count in one game, the goal."""
GOALS = {**{key: goal for key, (_, _, goal) in MEASURES.items()}, "streak": STREAK,
         "all_games": len(GAMES), **dict.fromkeys(WINS, WINS_GOAL)}
"""Each trophy whose progress can be shown, and how much earns it."""


@dataclass(frozen=True)
class Standing:
    """Where a person stands with one trophy: ``earned`` (None: not yet), and for a count,
    the most ``done`` so far of its ``goal`` (0 and 0 where there is nothing to count)."""

    key: str
    earned: Trophy | None
    done: int = 0
    goal: int = 0


def counted(games: Iterable[SavedGame]) -> list[Counted]:
    """The finished games that count (no lessons), replayed, in the order they were played.

    :raises InvalidRecord: if one does not replay (a caller lists damaged files apart).
    """
    chosen = sorted((g for g in games if g.finished and not g.lesson),
                    key=lambda g: (g.updated, g.name))
    played = []
    for saved in chosen:
        replayed = replay(saved.record)
        if replayed.finished:
            played.append(Counted(saved, replayed, statistics_of(replayed)))
    return played


def trophies(games: Iterable[SavedGame]) -> list[Trophy]:
    """Every trophy earned in ``games``, each on the first game that shows it, oldest first."""
    return Tally(counted(games)).earned_in_order()


def standings(games: Iterable[SavedGame], player: str,
              names: Collection[str] = ()) -> list[Standing]:
    """Every trophy as ``player`` stands with it, in :data:`KEYS`' order; a seat under any
    of ``names`` (the person's former names: a rename keeps their trophies) is theirs."""
    known = set(names)
    tally = Tally(counted(games), lambda name: player if name in known else name)
    return [Standing(key, tally.earned.get((key, player)), tally.best.get((key, player), 0),
                     GOALS.get(key, 0)) for key in KEYS]


class Tally:
    """The trophies earned and the counts reached, walking the counted games once, in the
    order played."""

    def __init__(self, games: Iterable[Counted],
                 who: Callable[[str], str] = lambda name: name) -> None:
        self.earned: dict[tuple[str, str], Trophy] = {}
        self.best: dict[tuple[str, str], int] = {}  # (key, player): the most so far
        self.streaks: dict[tuple[str, str], int] = {}
        self.won_at: dict[str, set[str]] = {}
        self.wins: dict[tuple[str, str], int] = {}
        for game in games:
            for seat, sitter in enumerate(game.saved.seats):
                if sitter.is_human:
                    self.seat(game, seat, who(sitter.name))

    def seat(self, game: Counted, seat: int, player: str) -> None:
        name = game.saved.record.game
        for key, feat in FEATS.items():
            if feat(game, seat):
                self.earn(key, player, game)
        for key, (of, measure, _) in MEASURES.items():
            if name == of:
                self.reach(key, player, measure(game, seat))
        run = (player, name)
        self.streaks[run] = self.streaks.get(run, 0) + 1 if game.won(seat) else 0
        self.reach("streak", player, self.streaks[run])
        if self.streaks[run] >= STREAK:
            self.earn("streak", player, game)
        if game.won(seat):
            self.won_at.setdefault(player, set()).add(name)
            self.reach("all_games", player, len(self.won_at[player]))
            if self.won_at[player] == set(GAMES):
                self.earn("all_games", player, game)
            self.wins[run] = self.wins.get(run, 0) + 1
            self.reach(f"wins_{name}", player, self.wins[run])
            if self.wins[run] >= WINS_GOAL:
                self.earn(f"wins_{name}", player, game)

    def earn(self, key: str, player: str, game: Counted) -> None:
        saved = game.saved
        self.earned.setdefault((key, player), Trophy(key, player, saved.name,
                                                     saved.record.game, saved.updated))

    def reach(self, key: str, player: str, done: int) -> None:
        self.best[(key, player)] = min(GOALS[key], max(done, self.best.get((key, player), 0)))

    def earned_in_order(self) -> list[Trophy]:
        return sorted(self.earned.values(),
                      key=lambda t: (t.when, t.game_file, KEYS.index(t.key)))
