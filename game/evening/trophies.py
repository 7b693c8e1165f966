"""Trophies for real feats at the table, each found in a finished game's record and dated.

A trophy is earned once per person (by name), on the first game that shows the feat; it is
dated by that game (when it was last played) and names it, so deleting the game takes the
trophy away or moves it to the next game that shows it. Lessons do not count (the coach
chose the moves), nor games that are not over. What a feat is, is read off the core's
answers and events (:mod:`game.evening.statistics`), never worked out again here.

Each trophy's words are ``evening.trophies.<key>.name`` and ``.feat`` in
``assets/i18n/evening.*.json``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
    return all(_stat(game, seat, f"powers_{kind}") for kind in ("mage", "orc", "viking"))


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
"""The feats one game shows; the two below (a streak, every game won) read a player's run."""
RUNS = ("streak", "all_games")
KEYS = (*FEATS, *RUNS)


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
    earned: dict[tuple[str, str], Trophy] = {}
    streaks: dict[tuple[str, str], int] = {}
    won_at: dict[str, set[str]] = {}

    def earn(key: str, player: str, game: Counted) -> None:
        saved = game.saved
        earned.setdefault((key, player), Trophy(key, player, saved.name, saved.record.game,
                                                saved.updated))

    for game in counted(games):
        name = game.saved.record.game
        for seat, sitter in enumerate(game.saved.seats):
            if not sitter.is_human:
                continue
            for key, feat in FEATS.items():
                if feat(game, seat):
                    earn(key, sitter.name, game)
            run = (sitter.name, name)
            streaks[run] = streaks.get(run, 0) + 1 if game.won(seat) else 0
            if streaks[run] >= STREAK:
                earn("streak", sitter.name, game)
            if game.won(seat):
                won_at.setdefault(sitter.name, set()).add(name)
                if won_at[sitter.name] == set(GAMES):
                    earn("all_games", sitter.name, game)
    return sorted(earned.values(), key=lambda t: (t.when, t.game_file, KEYS.index(t.key)))
