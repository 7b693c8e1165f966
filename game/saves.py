"""Saved games: one JSON file per game, holding its record and who sat where.

A saved game is the record of :class:`game.core.GameRecord` (game, players,
seed, options, actions) plus the seats (name, human or bot and its level),
when it started and was last played, and whether it is over — nothing else:
the position is always rebuilt by replaying the actions through the core, so
there is no second truth to drift. The same JSON is a record file to share
(``NAME.tablee.json``).

:class:`SaveLibrary` keeps them in one folder through the hardened
:class:`game.store.JsonStore`. Listing never fails: a file that is truncated,
not JSON, of another format version, for an unknown game, or whose actions do
not replay is listed as damaged with the reason, and can be deleted; the other
files are never touched.

>>> import tempfile, pathlib
>>> library = SaveLibrary(pathlib.Path(tempfile.mkdtemp()))
>>> saved = SavedGame.start("totem", 7, (Seat("Léa"), Seat("Robot", BOT, "hard")), {})
>>> library.write(saved)
>>> [(e.saved.seats[1].level, e.match.state.current_player) for e in library.scan()]
[('hard', 0)]
"""

from __future__ import annotations

import importlib
import os
import secrets
import sys
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core import GAMES, GameRecord, InvalidRecord, expect_format, require
from game.match import Match
from game.store import JsonStore, StoreError
from game.text import legible_name

if TYPE_CHECKING:
    from game.listing import GameRow

SAVE_FORMAT = "tablee-game/1"
SAVE_SUFFIX = ".json"
RECORD_SUFFIX = ".tablee.json"
"""A record file to share: the same JSON as a save, named for people."""
MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A long RÖK game is about 20 KiB; anything near this limit is not ours."""
MAX_NAME_CHARS = 64
HUMAN = "human"
BOT = "bot"
MAX_HANDICAP = 2.0  # a bot's pace may be slowed down up to this many times (RÖK)


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name, a human or a bot, the bot's level, and (RÖK) a handicap
    that slows the bot's pace down (1 as its level plays, up to ``MAX_HANDICAP`` times slower)."""

    name: str
    kind: str = HUMAN  # HUMAN or BOT
    level: str | None = None  # a bot's level, as named in game.<id>.bots.BOTS
    handicap: float = 1.0

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind, "level": self.level}
        if self.handicap != 1.0:
            data["handicap"] = self.handicap
        return data

    @classmethod
    def from_dict(cls, data: object) -> Seat:
        if not isinstance(data, dict):
            raise InvalidRecord("a seat must be an object")
        name = require(data, "name", str)
        kind = require(data, "kind", str)
        level = data.get("level")
        if len(name) > MAX_NAME_CHARS:
            raise InvalidRecord(f"seat name {name[:MAX_NAME_CHARS]!r}… is not a short name")
        name = legible_name(name)  # (an older version kept names with invisible characters)
        if kind not in (HUMAN, BOT):
            raise InvalidRecord(f"seat kind must be {HUMAN!r} or {BOT!r}, not {kind[:20]!r}")
        if not (level is None or (isinstance(level, str) and level.isidentifier())):
            raise InvalidRecord(f"bot level must be a name, not {str(level)[:20]!r}")
        if kind == BOT and level is None:
            raise InvalidRecord("a bot seat needs a level")
        handicap = data.get("handicap", 1.0)
        if isinstance(handicap, bool) or not isinstance(handicap, int | float) \
                or not 1.0 <= handicap <= MAX_HANDICAP:
            raise InvalidRecord(f"a handicap is a number from 1 to {MAX_HANDICAP:g}, "
                                f"not {str(handicap)[:20]!r}")
        return cls(name, kind, level if kind == BOT else None,
                   float(handicap) if kind == BOT else 1.0)


def now() -> str:
    """The current UTC time, to the second, as saves write it."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _timestamp(data: Mapping[str, Any], key: str) -> str:
    text = require(data, key, str)
    try:
        datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError as exc:
        raise InvalidRecord(f"{key} must be a time like 2026-11-26T05:55:04Z") from exc
    return text


@dataclass(frozen=True)
class SavedGame:
    """One game's file: its record, its seats, when it started and was last played."""

    record: GameRecord
    seats: tuple[Seat, ...]
    started: str
    updated: str
    finished: bool = False
    name: str = ""  # the file name in its library ("" until written)
    hints: tuple[int, ...] = ()  # hints each seat asked for (one count per seat)
    lesson: bool = False  # a guided first game: its table coaches seat 0 (game.lessons)
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)  # a newer version's

    @classmethod
    def start(cls, game: str, seed: int, seats: tuple[Seat, ...],
              options: Mapping[str, Any], lesson: bool = False) -> SavedGame:
        stamp = now()
        name = f"{stamp.replace(':', '').replace('-', '')}-{game}-{secrets.token_hex(3)}"
        return cls(GameRecord(game, len(seats), seed, dict(options)), seats, stamp, stamp,
                   name=name + SAVE_SUFFIX, hints=(0,) * len(seats), lesson=lesson)

    def advanced(self, record: GameRecord, finished: bool) -> SavedGame:
        """This game with another record (an action played or taken back)."""
        return replace(self, record=record, finished=finished, updated=now())

    def hinted(self, seat: int) -> SavedGame:
        """This game with one more hint asked for by ``seat``."""
        hints = list(self.hints)
        hints[seat] += 1
        return replace(self, hints=tuple(hints), updated=now())

    def to_dict(self) -> dict[str, Any]:
        record = self.record
        return {**self.extra, "format": SAVE_FORMAT, "game": record.game,
                "players": record.players, "seed": record.seed, "options": dict(record.options),
                "seats": [seat.to_dict() for seat in self.seats], "started": self.started,
                "updated": self.updated, "finished": self.finished,
                "hints": list(self.hints), "lesson": self.lesson,
                "actions": list(record.actions)}

    @classmethod
    def from_dict(cls, data: object, name: str = "") -> SavedGame:
        """Check every field; :raises InvalidRecord: saying what is wrong."""
        if not isinstance(data, dict):
            raise InvalidRecord("expected a JSON object")
        expect_format(data, SAVE_FORMAT)
        game = require(data, "game", str)
        if game not in GAMES:
            raise InvalidRecord(f"unknown game {game[:40]!r}")
        actions = require(data, "actions", list)
        if not all(isinstance(a, str) and len(a) < 4096 for a in actions):
            raise InvalidRecord("every action must be a short text")
        seats = tuple(Seat.from_dict(s) for s in require(data, "seats", list))
        players = require(data, "players", int)
        if len(seats) != players:
            raise InvalidRecord(f"{players} players but {len(seats)} seats")
        record = GameRecord(game, players, require(data, "seed", int),
                            require(data, "options", dict), tuple(actions))
        hints = data.get("hints", [0] * players)
        if not (isinstance(hints, list) and len(hints) == players and all(
                isinstance(h, int) and not isinstance(h, bool) and 0 <= h < 10**6
                for h in hints)):
            raise InvalidRecord("hints must be a count per seat")
        lesson = data.get("lesson", False)
        if not isinstance(lesson, bool):
            raise InvalidRecord("lesson must be true or false")
        known = {"format", "game", "players", "seed", "options", "seats", "started", "updated",
                 "finished", "hints", "lesson", "actions"}
        return cls(record, seats, _timestamp(data, "started"), _timestamp(data, "updated"),
                   require(data, "finished", bool), name, tuple(hints), lesson,
                   {k: v for k, v in data.items() if k not in known})


def check_levels(saved: SavedGame) -> None:
    """Every bot seat names a level its game has (:raises InvalidRecord: otherwise)."""
    levels = importlib.import_module(f"game.{saved.record.game}.bots").BOTS
    for seat in saved.seats:
        if seat.level is not None and seat.level not in levels:
            raise InvalidRecord(f"{saved.record.game} has no bot level {seat.level!r}")


@dataclass(frozen=True)
class SaveEntry:
    """One file of the library: a game that replays (``match``), or why it is damaged."""

    name: str
    saved: SavedGame | None = None
    match: Match | None = None
    problem: str | None = None

    @property
    def damaged(self) -> bool:
        return self.problem is not None


class SaveLibrary:
    """The saved games of one folder (created on the first write)."""

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_SAVE_BYTES)

    def write(self, saved: SavedGame, row: GameRow | None = None) -> None:
        """:raises StoreError: with the reason (the previous file stays whole).

        ``row`` is what the lists show of it (the table knows it); a plain library keeps
        no list (:class:`game.indexed.IndexedLibrary` does)."""
        self.store.write(saved.name, saved.to_dict())

    def delete(self, name: str) -> None:
        self.store.delete(name)

    def release(self) -> None:
        """What the calling thread holds, let go before it ends (a plain library: nothing)."""

    def load(self, name: str) -> SaveEntry:
        """Read and replay one file; problems come back in the entry, never raised."""
        try:
            saved = SavedGame.from_dict(self.store.read(name), name)
            check_levels(saved)
            return SaveEntry(name, saved, Match(saved.record))
        except FileNotFoundError:
            return SaveEntry(name, problem="the file is gone")
        except (StoreError, InvalidRecord) as exc:
            return SaveEntry(name, problem=str(exc))
        except RecursionError:
            return SaveEntry(name, problem="nested too deeply")

    def scan(self) -> list[SaveEntry]:
        """Every file: the most recently played first, then the damaged ones.

        Temps left by a writer that was killed are removed on the way.
        """
        self.store.clean_stale_temps()
        entries = [self.load(name) for name in self.store.names(SAVE_SUFFIX)]
        good = sorted((e for e in entries if not e.damaged), key=_last_played, reverse=True)
        return good + [e for e in entries if e.damaged]


def _last_played(entry: SaveEntry) -> tuple[str, str]:
    return (entry.saved.updated if entry.saved else "", entry.name)


def name_limit(folder: Path, platform: str | None = None) -> int:
    """The longest file name ``folder``'s file system takes, in bytes (255 where it cannot
    be asked: the limit of ext4, APFS and NTFS — NTFS counts UTF-16 units, never more than
    UTF-8's bytes). On Windows (``platform``, by default ``sys.platform``) the whole path
    must also stay within MAX_PATH, 259 UTF-16 units, unless the machine allows long paths.

    >>> name_limit(Path("C:/Users/Zoé/Documents"), "win32")
    236
    """
    if (platform or sys.platform) == "win32":
        units = len(str(folder).encode("utf-16-le")) // 2
        return max(0, min(255, WINDOWS_MAX_PATH - units - 1))
    try:
        return min(255, os.pathconf(folder, "PC_NAME_MAX"))
    except (AttributeError, OSError, ValueError):
        return 255


WINDOWS_MAX_PATH = 259  # units of a path, its end marker left out
# names Windows keeps for devices, whatever their extension (CON.tablee.json is the console)
WINDOWS_DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
                             *(f"LPT{n}" for n in range(1, 10))})


def record_stem(title: str, room: int) -> str:
    """``title`` as the start of a file name: no character a file system refuses, at most 80
    characters and ``room`` bytes of UTF-8, never cut after a joiner or before its mark.

    >>> record_stem("Totem 2026-11-26 Léa / Zoé", 200)
    'Totem 2026-11-26 Léa  Zoé'
    >>> len(record_stem("\U0001F600" * 63, 200).encode())
    200
    >>> record_stem("nul", 200)  # a device's name on Windows
    'game nul'
    """
    full = "".join(c for c in title if c.isprintable() and c not in '/\\:*?"<>|').strip(". ")
    stem = full[:80]
    while len(stem.encode("utf-8")) > room:
        stem = stem[:-1]
    # a cut between a letter and its marks, or after a joiner, would change what shows
    while stem != full and stem and (unicodedata.category(full[len(stem)])[0] == "M"
                                     or unicodedata.category(stem[-1]) == "Cf"):
        stem = stem[:-1]
    stem = stem.rstrip(". ") or "game"
    device = stem.partition(".")[0].rstrip(" ").upper() in WINDOWS_DEVICES
    return f"game {stem}" if device else stem


def write_record_file(saved: SavedGame, folder: Path, title: str) -> Path:
    """Export ``saved`` as ``TITLE.tablee.json`` in ``folder``, never over an existing file;
    the name is cut to fit the file system's limit in bytes, numbered copies included.

    :raises StoreError: with the reason.
    """
    longest_tail = len(f" (999){RECORD_SUFFIX}".encode())
    stem = record_stem(title, name_limit(folder) - longest_tail)
    store = JsonStore(folder, MAX_SAVE_BYTES)
    for number in range(1, 1000):
        name = f"{stem}{RECORD_SUFFIX}" if number == 1 else f"{stem} ({number}){RECORD_SUFFIX}"
        if not store.exists(name):
            store.write(name, saved.to_dict())
            return folder / name
    raise StoreError(f"too many files named {stem!r} in {folder}")


def read_record_file(path: Path) -> SavedGame:
    """A record file checked all the way: read within limits, every field, and a replay.

    :raises StoreError: the file cannot be read (missing, too large, not a file, not JSON);
    :raises InvalidRecord: it is not a game Tablée can replay, with the reason.
    """
    store = JsonStore(path.parent, MAX_SAVE_BYTES)
    try:
        data = store.read(path.name)
    except FileNotFoundError as exc:
        raise StoreError(f"no such file: {path}") from exc
    saved = SavedGame.from_dict(data, path.name)
    check_levels(saved)
    Match(saved.record)
    return saved
