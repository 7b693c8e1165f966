"""People's ratings kept in the index of saved games, beside the rows they are folded from.

The index (:mod:`game.index`) holds, for each counted game already folded in, what the fold
gave: each person's shown change and their rating after it (table ``rated``). The games
folded are always the oldest ones, in the order played: writing or forgetting a row that
counts, or would have counted, drops every cached game from its time on
(:func:`unrate_from`), so what is cached is always the start of :func:`rate_all`'s fold and
the rest is folded on the next question (:func:`cached_ratings`). Nothing is kept that the
rows do not say: the index made anew (damaged, another version) starts with no cache, and
other bots' ratings (another ``bots.json``) drop it all. The end screen, a game's statistics
and the Ratings and trophies screen read it; ``tests/game/evening/test_cached.py`` compares it
with a fold of the files themselves through deletes, older imports and a lost index.

>>> import sqlite3
>>> from game.evening.ratings import BotRatings, Rating
>>> db = sqlite3.connect(":memory:", isolation_level=None)
>>> db.executescript(RATED_SCHEMA) and None
>>> bots = BotRatings({("totem", "normal"): Rating(25.0, 1.0)})
>>> cached_ratings(db, bots, list).people
{}
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.evening.people import People
from game.evening.ratings import (
    MODEL_NAME,
    SETTLED_SIGMA,
    BotRatings,
    Change,
    Outcome,
    Rating,
    Ratings,
    outcome_of,
)
from game.listing import GameRow

RATED_SCHEMA = """
CREATE TABLE rated (name TEXT PRIMARY KEY, updated TEXT NOT NULL, folded TEXT NOT NULL);
CREATE INDEX rated_in_order ON rated (updated, name);
CREATE TABLE rated_by (id INTEGER PRIMARY KEY CHECK (id = 1), bots TEXT NOT NULL);
CREATE TABLE rated_cuts (id INTEGER PRIMARY KEY CHECK (id = 1), cuts INTEGER NOT NULL);
"""
"""``rated``: one row per counted game folded in (``folded``: its changes as JSON, or that
it was left unrated); ``rated_by``: the bots' ratings the fold was made with; ``rated_cuts``:
how many times cached games were dropped (a fold held in memory is still the cache's start
while no cut was made since and no game was added by another)."""
COUNTED = "finished = 1 AND problem IS NULL AND lesson = 0"


def unrate_from(db: sqlite3.Connection, name: str, updated: str | None) -> None:
    """Drop the cached fold from the first of ``name``'s cached time and ``updated`` (its new
    time, when its new row counts) on: the cache stays the start of the fold."""
    row = db.execute("SELECT updated FROM rated WHERE name = ?", (name,)).fetchone()
    times = [t for t in (row[0] if row else None, updated) if t is not None]
    if times and db.execute("DELETE FROM rated WHERE updated >= ?", (min(times),)).rowcount:
        _cut(db)


def _cut(db: sqlite3.Connection) -> None:
    """Count a cut; an index's first starts the count at random, so that a fold remembered
    from an index since made anew never passes for the new one's."""
    db.execute("INSERT INTO rated_cuts (id, cuts) VALUES (1, abs(random() / 4)) "
               "ON CONFLICT (id) DO UPDATE SET cuts = cuts + 1")


def counts(row: GameRow) -> bool:
    """Whether ``row`` is one the fold reads (finished, not a lesson nor practice, not
    damaged)."""
    return row.finished and not row.lesson and not row.practice and not row.damaged


def fingerprint(bots: BotRatings, people: People | None = None) -> str:
    """What the cached fold was made with: the update, the bots' ratings and who is who."""
    who = "" if people is None else people.fingerprint()
    return hashlib.sha256((MODEL_NAME + who + bots.to_json()).encode("utf-8")).hexdigest()


def _restored(bots: BotRatings, people: People | None,
              cached: Iterable[tuple[str, str, str]]) -> Ratings:
    """The fold's state after the cached games, read back (each person's latest rating, the
    changes and the history are what :meth:`Ratings.fold` made)."""
    table = Ratings(bots, who=people)
    for name, when, text in cached:
        folded = json.loads(text)
        if folded.get("unrated"):
            table.skipped.append(name)
            continue
        if "changes" not in folded:
            continue  # finished without winners: not a game ratings read
        changes = []
        for seat, player, game, before, after, mu, sigma in folded["changes"]:
            key = (player, game)
            table.people[key] = Rating(mu, sigma)
            table.history.setdefault(key, []).append((when, after))
            changes.append(Change(seat, player, before, after, sigma > SETTLED_SIGMA))
        table.changes[name] = tuple(changes)
    return table


def _folded(table: Ratings, outcome: Outcome | None) -> str:
    """Fold ``outcome`` in and say what the cache keeps of it."""
    if outcome is None:
        return "{}"
    changes = table.fold(outcome)
    if outcome.name in table.skipped:
        return json.dumps({"unrated": True})
    kept = []
    for change in changes:
        rating = table.people[(change.name, outcome.pool)]
        kept.append([change.seat, change.name, outcome.pool, change.before, change.after,
                     rating.mu, rating.sigma])
    return json.dumps({"changes": kept}, ensure_ascii=False)


@dataclass
class FoldMemo:
    """The last fold answered, kept in memory with the cache's state it equals (the bots'
    fingerprint, the cuts made, the games cached): asked again with the cache in that state,
    it is not read back from the index."""

    key: tuple[str, int, int] = ("", -1, -1)
    ratings: Ratings | None = None


def cached_ratings(db: sqlite3.Connection, bots: BotRatings,
                   read_rest: Callable[[], Iterable[GameRow]],
                   memo: FoldMemo | None = None, people: People | None = None) -> Ratings:
    """Everyone's ratings: the cached start of the fold (``memo``'s if it is still the
    cache's, else read back), the counted games not yet cached (``read_rest()``, asked after
    the cache is checked) folded in and cached. Call it inside one write transaction, so no
    row changes between the reading and the writing. The answer is shared with ``memo``:
    read it, do not change it."""
    memo = memo or FoldMemo()
    mark = fingerprint(bots, people)
    known = db.execute("SELECT bots FROM rated_by").fetchone()
    if known is None or known[0] != mark:
        db.execute("DELETE FROM rated")
        _cut(db)
        db.execute("INSERT OR REPLACE INTO rated_by (id, bots) VALUES (1, ?)", (mark,))
    cuts = db.execute("SELECT cuts FROM rated_cuts").fetchone()
    key = (mark, cuts[0] if cuts else 0, cached_count(db))
    if memo.ratings is not None and memo.key == key:
        table = memo.ratings
    else:
        table = _restored(bots, people, db.execute(
            "SELECT name, updated, folded FROM rated ORDER BY updated, name"))
    rows = sorted(read_rest(), key=lambda row: (row.updated, row.name))
    if rows:
        table = table.copy()  # (an answer given before stays as it was)
        fresh = [(row.name, row.updated, _folded(table, outcome_of(row))) for row in rows]
        db.executemany("INSERT OR REPLACE INTO rated (name, updated, folded) VALUES (?, ?, ?)",
                       fresh)
    memo.key, memo.ratings = (mark, key[1], key[2] + len(rows)), table
    return table


def uncached_sql(columns: str) -> str:
    """The counted rows not folded yet (all of them later than any folded one)."""
    return (f"SELECT {columns} FROM games WHERE {COUNTED} AND name NOT IN "
            "(SELECT name FROM rated) ORDER BY updated, name")


def cached_count(db: sqlite3.Connection) -> int:
    return int(db.execute("SELECT count(*) FROM rated").fetchone()[0])

