"""The index of saved games: one SQLite file in the data folder, never a second truth.

The JSON files in ``games/`` are the games. Beside them ``index.sqlite3`` (the standard
library's :mod:`sqlite3`, in WAL mode: readers never wait for the writer) holds one
:class:`~game.listing.GameRow` per file, keyed by the file's name and
:data:`~game.listing.FileKey` (size, modification time, inode). It holds nothing a file
does not: deleted, it is made again from the files (:mod:`game.indexed` keeps the two in
step). This module is the SQL: the schema, the rows written, and the questions the screens
ask — a page of unfinished or finished games, how many there are, the latest one, the
players, and one player's stats, counted by SQL as :func:`game.stats.player_stats` counts
them; and people's ratings, folded from the rows and cached beside them
(:mod:`game.evening.cached`).

A damaged index ("file is not a database", "database disk image is malformed") or one of
another schema version is removed and made anew, empty: :attr:`GameIndex.resets` counts it
so the caller fills it again from the files. One whose folder cannot hold it (read-only,
missing permission) lives in memory for the run. Each thread has its own connection.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from game.evening.cached import (
    RATED_SCHEMA,
    FoldMemo,
    cached_count,
    cached_ratings,
    counts,
    uncached_sql,
    unrate_from,
)
from game.evening.ratings import BotRatings, Ratings
from game.listing import FileKey, GameRow
from game.stats import HUMAN_OPPONENT, PlayerStats, Tally

if TYPE_CHECKING:
    from game.evening.people import People

INDEX_FILE = "index.sqlite3"
SCHEMA_VERSION = 7  # 7: people's ratings cached (game.evening.cached)
SCHEMA = """
CREATE TABLE games (
    name TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
    ino INTEGER NOT NULL, problem TEXT, game TEXT, started TEXT, updated TEXT,
    finished INTEGER, lesson INTEGER, actions INTEGER, progress INTEGER,
    seats TEXT, winners TEXT, scores TEXT, ending TEXT);
CREATE TABLE seats (
    name TEXT NOT NULL, seat INTEGER NOT NULL, player TEXT NOT NULL, kind TEXT NOT NULL,
    level TEXT, won INTEGER NOT NULL, counted INTEGER NOT NULL, game TEXT NOT NULL,
    PRIMARY KEY (name, seat));
CREATE INDEX games_listed ON games (finished, problem, updated, name);
CREATE INDEX games_by_game ON games (game, finished, problem, updated, name);
CREATE INDEX games_damaged ON games (problem, name) WHERE problem IS NOT NULL;
CREATE INDEX seats_by_player ON seats (player, counted, kind, game);
CREATE INDEX seats_players ON seats (counted, kind, player);
CREATE TABLE refresh (id INTEGER PRIMARY KEY CHECK (id = 1), done INTEGER, total INTEGER);
""" + RATED_SCHEMA
COLUMNS = ("name, problem, game, seats, started, updated, finished, lesson, actions, progress, "
           "winners, scores, ending")
GOOD_UNFINISHED = "finished = 0 AND problem IS NULL"
GOOD_FINISHED = "finished = 1 AND problem IS NULL"
NEWEST_FIRST = "ORDER BY updated DESC, name DESC"
SUFFIXES = ("", "-wal", "-shm", "-journal")
UNKEYED: FileKey = (-1, -1, -1)
"""The key of an entry that cannot even be looked at: it is looked at again next time."""
T = TypeVar("T")
TABLES = ("games", "seats", "refresh", "rated", "rated_by", "rated_cuts")


class GameIndex:
    """The SQLite index at ``path`` (made on first use).

    Where ``path`` cannot be opened at all (a read-only data folder, a full disk), the index
    lives in memory for this run (:attr:`in_memory` says why): it is filled from the files
    all the same, and nothing is lost but the time to fill it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.resets: list[str] = []  # why the index was made anew, each time it was
        self.in_memory: str | None = None
        self._write = threading.RLock()  # one writer at a time in this process
        self._local = threading.local()
        self._generation = 0  # a reset makes every thread open the new file
        # keeps an in-memory index alive; opened by whichever thread first needs the index
        # and closed by the app's, so it is shared (only ever used under ``_write``)
        self._keeper: sqlite3.Connection | None = None
        self._fold = FoldMemo()  # the last ratings answered (game.evening.cached)

    # --- connections ----------------------------------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        """This thread's connection, opened anew when the index was reset here or its file
        was removed or replaced (another process made it anew): never a stale file."""
        local = self._local
        if getattr(local, "generation", None) != self._generation or (
                getattr(local, "inode", None) not in (None, self._inode_now())):
            self.release()
        db: sqlite3.Connection | None = getattr(local, "db", None)
        if db is None:
            with self._write:
                db = self._open()
            local.db, local.generation = db, self._generation
            local.inode = None if self.in_memory is not None else self._inode_now()
        return db

    def _inode_now(self) -> int | None:
        try:
            return os.stat(self.path).st_ino
        except OSError:
            return None

    def _open(self) -> sqlite3.Connection:
        if self.in_memory is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
                self._prepare(db)
                return db
            except (OSError, sqlite3.OperationalError) as exc:
                self.in_memory = str(exc)
        memory = f"file:tablee-index-{id(self)}?mode=memory&cache=shared"
        db = sqlite3.connect(memory, uri=True, timeout=10, isolation_level=None)
        if self._keeper is None:
            self._keeper = sqlite3.connect(memory, uri=True, check_same_thread=False)
        self._prepare(db)
        return db

    @staticmethod
    def _prepare(db: sqlite3.Connection) -> None:
        """Make the schema in a new index; refuse one of another version (DatabaseError)."""
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                    raise sqlite3.DatabaseError(f"schema version {version}, not "
                                                f"{SCHEMA_VERSION}")
                db.execute("PRAGMA journal_mode=WAL")
                db.executescript(f"BEGIN IMMEDIATE; {SCHEMA} PRAGMA user_version="
                                 f"{SCHEMA_VERSION}; COMMIT;")
            db.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.Error:
            db.close()
            raise

    def release(self) -> None:
        """Close this thread's connection (a background thread, before it ends)."""
        db = getattr(self._local, "db", None)
        self._local.db = None
        if db is not None:
            with contextlib.suppress(sqlite3.Error):
                db.close()

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work(connection)``; a damaged index is made anew (empty) and asked again."""
        try:
            return work(self._db())
        except sqlite3.OperationalError:  # locked, busy, no room: not damage
            raise
        except sqlite3.DatabaseError as exc:  # not a database, malformed, another schema
            self._reset(str(exc))
        return work(self._db())

    def _reset(self, reason: str) -> None:
        with self._write:
            self.release()
            if self.in_memory is None:
                for suffix in SUFFIXES:
                    with contextlib.suppress(FileNotFoundError):
                        os.remove(f"{self.path}{suffix}")
            elif self._keeper is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._keeper.executescript("".join(
                        f"DROP TABLE IF EXISTS {table}; " for table in TABLES)
                        + "PRAGMA user_version=0;")
            self._generation += 1
            self.resets.append(reason)

    def check(self) -> None:
        """Read the whole index once (SQLite's quick check): damage found is reset now."""
        verdict = self._run(lambda db: db.execute("PRAGMA quick_check").fetchone()[0])
        if verdict != "ok":
            self._reset(f"damaged index: {verdict}")

    def close(self) -> None:
        """Close this thread's connection and the in-memory index's keeper (whichever thread
        opened it: the index's thread usually asks first, the app's closes)."""
        self.release()
        with self._write:
            if self._keeper is not None:
                self._keeper.close()
                self._keeper = None

    # --- writing --------------------------------------------------------------------------------

    def keys(self) -> dict[str, FileKey]:
        """Each indexed file's key."""
        return self._run(lambda db: {name: (size, mtime, ino) for name, size, mtime, ino in
                                     db.execute("SELECT name, size, mtime_ns, ino FROM games")})

    def record(self, rows: Iterable[tuple[GameRow, FileKey | None]],
               key_now: Callable[[str], FileKey | None]) -> int:
        """Write rows (replacing a file's earlier row) in one transaction, each only if its
        file is still the one read: ``key_now(name)`` is asked inside the transaction, which
        holds SQLite's write lock, and a row read with another key is left out (whoever wrote
        the newer file writes its row). A row given no key takes the file's key now. Returns
        how many rows were written."""
        rows = list(rows)

        def write(db: sqlite3.Connection) -> int:
            written = 0
            with _transaction(db):
                for row, key in rows:
                    now = key_now(row.name) or UNKEYED
                    if key is None or key == now:
                        _insert(db, row, now)
                        written += 1
            return written

        with self._write:
            return self._run(write)

    def forget(self, names: Iterable[str]) -> None:
        names = [_text(name) or "" for name in names]

        def delete(db: sqlite3.Connection) -> None:
            with _transaction(db):
                for name in names:
                    unrate_from(db, name, None)
                db.executemany("DELETE FROM games WHERE name = ?", [(n,) for n in names])
                db.executemany("DELETE FROM seats WHERE name = ?", [(n,) for n in names])

        with self._write:
            self._run(delete)

    def tell_progress(self, done: int, total: int) -> None:
        """How far a refresh in another process is (the app reads it with :meth:`progress`:
        no pipe to lose on any platform)."""
        def write(db: sqlite3.Connection) -> None:
            with _transaction(db):
                db.execute("INSERT OR REPLACE INTO refresh (id, done, total) VALUES (1, ?, ?)",
                           (done, total))

        with self._write:
            self._run(write)

    def progress(self) -> tuple[int, int] | None:
        row = self._run(lambda db: db.execute("SELECT done, total FROM refresh").fetchone())
        return None if row is None else (int(row[0]), int(row[1]))

    # --- questions: unfinished games --------------------------------------------------------------

    def unfinished_count(self) -> int:
        """Unfinished games and damaged files (Saved games lists both)."""
        return self._one(f"SELECT (SELECT count(*) FROM games WHERE {GOOD_UNFINISHED}) + "
                         "(SELECT count(*) FROM games WHERE problem IS NOT NULL)")

    def row_count(self) -> int:
        """Files indexed (games and damaged files)."""
        return self._one("SELECT count(*) FROM games")

    def damaged_count(self) -> int:
        return self._one("SELECT count(*) FROM games WHERE problem IS NOT NULL")

    def unfinished_page(self, offset: int, limit: int) -> list[GameRow]:
        """Unfinished games, the most recently played first, then damaged files by name (each
        part read along its own index: a page costs the same on the last page as the first)."""
        rows = self._rows(f"SELECT {COLUMNS} FROM games WHERE {GOOD_UNFINISHED} "
                          f"{NEWEST_FIRST} LIMIT ? OFFSET ?", (limit, offset))
        if len(rows) == limit:
            return rows
        good = self._one(f"SELECT count(*) FROM games WHERE {GOOD_UNFINISHED}")
        return rows + self._rows(f"SELECT {COLUMNS} FROM games WHERE problem IS NOT NULL "
                                 "ORDER BY name LIMIT ? OFFSET ?",
                                 (limit - len(rows), max(0, offset - good)))

    def latest_unfinished(self, game: str | None = None, lesson: bool | None = None
                          ) -> GameRow | None:
        """The unfinished game played last (of ``game``; a lesson or not), for Continue."""
        where, args = _filters(game, lesson)
        rows = self._rows(f"SELECT {COLUMNS} FROM games WHERE {GOOD_UNFINISHED}{where} "
                          f"{NEWEST_FIRST} LIMIT 1", args)
        return rows[0] if rows else None

    # --- questions: finished games and stats ------------------------------------------------------

    def finished_count(self, game: str | None = None, lesson: bool | None = None) -> int:
        where, args = _filters(game, lesson)
        return self._one(f"SELECT count(*) FROM games WHERE {GOOD_FINISHED}{where}", args)

    def finished_page(self, game: str | None, offset: int, limit: int,
                      lesson: bool | None = None) -> list[GameRow]:
        """Finished games (of ``game``, or all; lessons or not, or both), the most recently
        played first."""
        where, args = _filters(game, lesson)
        return self._rows(f"SELECT {COLUMNS} FROM games WHERE {GOOD_FINISHED}{where} "
                          f"{NEWEST_FIRST} LIMIT ? OFFSET ?", (*args, limit, offset))

    def games_with(self, players: Iterable[str], game: str, limit: int) -> list[str]:
        """The files of ``game`` (not damaged, finished or not) where one of ``players`` sat
        as a human, the most recently played first: at most ``limit``."""
        names = sorted(set(players))
        if not names:
            return []
        marks = ", ".join("?" * len(names))
        sql = (f"SELECT g.name FROM games g WHERE g.problem IS NULL AND g.game = ? AND EXISTS "
               f"(SELECT 1 FROM seats s WHERE s.name = g.name AND s.kind = 'human' AND "
               f"s.player IN ({marks})) {NEWEST_FIRST} LIMIT ?")
        return self._run(lambda db: [name for (name,) in db.execute(
            sql, (game, *map(_text, names), limit))])

    def players(self) -> list[str]:
        """Every human name that sat at a finished game, in code point order."""
        return self._run(lambda db: [name for (name,) in db.execute(
            f"SELECT DISTINCT s.player {HUMAN_SEATS} ORDER BY s.player")])

    def player_stats(self, player: str) -> PlayerStats | None:
        """``player``'s games played and won: in all, per game, per kind of opponent (a game
        counts once under each kind it had); None if they finished no game."""
        return self._run(lambda db: _stats(db, player))

    def ratings(self, bots: BotRatings, people: People | None = None) -> Ratings:
        """Everyone's ratings: the cached fold, and the games not folded yet folded in (and
        cached), in one transaction — the same as :func:`game.evening.ratings.rate_all` over
        the finished rows (given the ``people``, guests are not rated)."""
        def fold(db: sqlite3.Connection) -> Ratings:
            with _transaction(db):
                return cached_ratings(db, bots, lambda: [
                    _row(values) for values in db.execute(uncached_sql(COLUMNS))], self._fold,
                    people)

        with self._write:
            return self._run(fold)

    def rated_count(self) -> int:
        """Games whose fold is cached."""
        return self._run(cached_count)

    # --- helpers --------------------------------------------------------------------------------

    def _one(self, sql: str, args: tuple[Any, ...] = ()) -> int:
        return self._run(lambda db: int(db.execute(sql, args).fetchone()[0]))

    def _rows(self, sql: str, args: tuple[Any, ...]) -> list[GameRow]:
        return self._run(lambda db: [_row(values) for values in db.execute(sql, args)])


HUMAN_SEATS = "FROM seats s WHERE s.counted = 1 AND s.kind = 'human'"
"""The seats of humans at finished games (not damaged): what the stats count. A seat row
carries whether its game counts (finished, not a lesson nor practice) and the game's name
(``counted``, ``game``): no join to ask them."""
OPPONENTS = ("SELECT DISTINCT s.name, s.seat, s.won, CASE WHEN o.kind = 'human' "
             f"THEN '{HUMAN_OPPONENT}' ELSE o.level END AS opponent "
             "FROM seats s JOIN seats o ON o.name = s.name AND o.seat != s.seat "
             "WHERE s.counted = 1 AND s.kind = 'human' AND s.player = ?")
"""Each seat of the player's, once per kind of opponent it faced."""


def _stats(db: sqlite3.Connection, player: str) -> PlayerStats | None:
    played, won = db.execute(f"SELECT count(*), total(s.won) {HUMAN_SEATS} AND s.player = ?",
                             (player,)).fetchone()
    if not played:
        return None
    stats = PlayerStats(player, Tally(played, int(won)))
    for game, count, wins in db.execute(f"SELECT s.game, count(*), total(s.won) {HUMAN_SEATS} "
                                        "AND s.player = ? GROUP BY s.game", (player,)):
        stats.by_game[game] = Tally(count, int(wins))
    for kind, count, wins in db.execute(f"SELECT opponent, count(*), total(won) FROM "
                                        f"({OPPONENTS}) GROUP BY opponent", (player,)):
        stats.by_opponent[str(kind)] = Tally(count, int(wins))
    return stats


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One write transaction that takes SQLite's write lock at once (BEGIN IMMEDIATE), so what
    is checked inside stays true until it commits, across threads and processes."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _filters(game: str | None, lesson: bool | None) -> tuple[str, tuple[Any, ...]]:
    """The SQL that narrows a question to ``game`` and to lessons or not, and its values."""
    where, args = "", []
    if game is not None:
        where += " AND game = ?"
        args.append(game)
    if lesson is not None:
        where += f" AND lesson = {int(lesson)}"
    return where, tuple(args)


def _text(value: str | None) -> str | None:
    """Text SQLite can store: a lone surrogate (from a file name or a file's text) escaped."""
    if value is None:
        return None
    return value.encode("utf-8", "backslashreplace").decode("utf-8")


def _insert(db: sqlite3.Connection, row: GameRow, key: FileKey) -> None:
    unrate_from(db, _text(row.name) or "", row.updated if counts(row) else None)
    db.execute("DELETE FROM seats WHERE name = ?", (_text(row.name),))
    db.execute(
        "INSERT OR REPLACE INTO games (name, size, mtime_ns, ino, problem, game, started, "
        "updated, finished, lesson, actions, progress, seats, winners, scores, ending) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (_text(row.name), *key, _text(row.problem), row.game, row.started, row.updated,
         int(row.finished), int(row.lesson), row.actions, row.progress,
         _text(row.seats_json()), json.dumps(row.winners), json.dumps(row.scores),
         json.dumps(row.ending)))
    if row.damaged:
        return
    db.executemany("INSERT INTO seats (name, seat, player, kind, level, won, counted, game) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   [(_text(row.name), seat, _text(sitter.name), sitter.kind, sitter.level,
                     int(seat in row.winners), int(counted(row)), row.game)
                    for seat, sitter in enumerate(row.seats)])


def counted(row: GameRow) -> bool:
    """Whether the stats count ``row``'s game: finished, neither a lesson nor practice."""
    return row.finished and not row.lesson and not row.practice


def _row(values: tuple[Any, ...]) -> GameRow:
    (name, problem, game, seats, started, updated, finished, lesson, actions, progress,
     winners, scores, ending) = values
    if problem is not None:
        return GameRow.broken(name, problem)
    return GameRow(name, None, game, GameRow.seats_from_json(seats), started, updated,
                   bool(finished), bool(lesson), actions, progress,
                   tuple(json.loads(winners)), tuple(json.loads(scores)),
                   json.loads(ending or "{}"))
