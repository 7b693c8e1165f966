"""Ratings cached in the index: always what the records give when recomputed, through
deletes, older games imported, lessons, other bots' ratings and an index made anew."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from game.evening.ratings import BotRatings, Rating, outcome_of, rate_all, shipped_bot_ratings
from game.index import INDEX_FILE, GameIndex
from game.indexed import IndexedLibrary
from game.listing import row_of
from game.saves import SaveLibrary
from tools.scale_games import generate


@pytest.fixture(scope="module")
def collection(tmp_path_factory):
    """70 real games (finished, unfinished) between a few names, and 2 damaged files."""
    folder = tmp_path_factory.mktemp("rated")
    generate(folder, unfinished=10, finished=60, seed=5, pool=4, damaged=2)
    return folder


@pytest.fixture()
def library(collection, tmp_path):
    shutil.copytree(collection, tmp_path, dirs_exist_ok=True)
    found = IndexedLibrary(tmp_path / "games", GameIndex(tmp_path / INDEX_FILE))
    found.refresh()
    yield found
    found.index.close()


def recomputed(library, bots):
    """The ratings from the files themselves: every record replayed, nothing from the index."""
    rows = [row_of(entry.saved, entry.match.state)
            for entry in SaveLibrary(library.store.directory).scan() if not entry.damaged]
    return rate_all((outcome_of(row) for row in rows), bots)


def assert_same(cached, fresh):
    assert cached.people == fresh.people
    assert cached.changes == fresh.changes
    assert cached.history == fresh.history
    assert cached.skipped == fresh.skipped


def test_the_cached_ratings_equal_the_ratings_recomputed_from_the_records(library):
    bots = shipped_bot_ratings()
    fresh = recomputed(library, bots)
    assert len(fresh.changes) > 40 and any(len(h) > 3 for h in fresh.history.values())
    first = library.index.ratings(bots)
    counted = library.index.finished_count(lesson=False)
    assert library.index.rated_count() == counted  # every counted game's fold is cached now
    again = library.index.ratings(bots)  # read back from the cache
    assert_same(first, fresh)
    assert_same(again, fresh)


def test_deleting_a_game_removes_its_effect_on_every_later_game(library):
    bots = shipped_bot_ratings()
    before = library.index.ratings(bots)
    # a game a person played again later: deleting it must move their later numbers
    rows = sorted(library.index.finished_page(None, 0, 10**6), key=lambda r: (r.updated, r.name))
    gone, player, game = next(
        (row.name, change.name, row.game) for row in rows[:len(rows) // 2]
        for change in before.changes.get(row.name, ())
        if len(before.history[(change.name, row.game)]) > 2)
    library.delete(gone)
    after = library.index.ratings(bots)
    assert gone not in after.changes
    assert len(after.history[(player, game)]) == len(before.history[(player, game)]) - 1
    assert after.people[(player, game)] != before.people[(player, game)]
    assert_same(after, recomputed(library, bots))


def test_an_older_game_imported_a_lesson_and_an_unfinished_game(library):
    """An older game goes before the cached ones (they are folded again after it); a lesson
    and an unfinished game are listed and change nobody's rating."""
    bots = shipped_bot_ratings()
    library.index.ratings(bots)
    entries = [e for e in SaveLibrary(library.store.directory).scan()
               if not e.damaged and e.saved.finished]
    oldest = min(entries, key=lambda e: e.saved.updated).saved
    older = replace(oldest, name="19990101-older.json", started="1999-01-01T10:00:00Z",
                    updated="1999-01-01T10:00:00Z")
    library.write(older)
    lesson = replace(oldest, name="lesson.json", lesson=True, updated="2030-01-01T00:00:00Z")
    library.write(lesson)
    unfinished = replace(oldest, name="unfinished.json", finished=False,
                         updated="2030-01-02T00:00:00Z")
    library.write(unfinished)
    cached = library.index.ratings(bots)
    assert "19990101-older.json" in cached.changes
    assert "lesson.json" not in cached.changes and "unfinished.json" not in cached.changes
    assert_same(cached, recomputed(library, bots))


def test_other_bots_ratings_drop_the_cache_and_an_index_made_anew_agrees(library):
    shipped = shipped_bot_ratings()
    library.index.ratings(shipped)
    moved = BotRatings({key: Rating(r.mu + (2.0 if key[1] == "hard" else 0.0), r.sigma)
                        for key, r in shipped.levels.items()})
    assert_same(library.index.ratings(moved), recomputed(library, moved))
    library.index.close()
    Path(library.index.path).unlink()
    library.index = GameIndex(library.index.path)
    assert library.index.rated_count() == 0
    library.refresh()
    assert_same(library.index.ratings(shipped), recomputed(library, shipped))


def test_a_fold_remembered_in_memory_follows_what_another_process_writes(library):
    """Two indexes on one file (the app and a refresh process): each one's remembered fold is
    used only while the cache is as it left it."""
    bots = shipped_bot_ratings()
    other = GameIndex(library.index.path)
    elsewhere = IndexedLibrary(library.store.directory, other)
    first = library.index.ratings(bots)
    assert library.index.ratings(bots) is first  # nothing changed: the fold remembered
    entries = [e for e in SaveLibrary(library.store.directory).scan()
               if not e.damaged and e.saved.finished]
    oldest = min(entries, key=lambda e: e.saved.updated).saved
    elsewhere.write(replace(oldest, name="19990101-older.json", updated="1999-01-01T10:00:00Z"))
    assert_same(library.index.ratings(bots), recomputed(library, bots))
    newest = max(entries, key=lambda e: e.saved.updated).saved
    elsewhere.write(replace(newest, name="20300101-newer.json", updated="2030-01-01T10:00:00Z"))
    other.ratings(bots)  # cached by the other process: one more game than this one folded
    assert_same(library.index.ratings(bots), recomputed(library, bots))
    other.close()


def test_a_cache_folded_by_another_update_is_dropped(library, monkeypatch):
    """Ratings cached by another model (a copy of the app from before) are folded again, not
    read back: the fingerprint holds the update's name beside the bots' ratings."""
    import game.evening.cached as cached

    shipped = shipped_bot_ratings()
    library.index.ratings(shipped)
    mark = cached.fingerprint(shipped)
    monkeypatch.setattr(cached, "MODEL_NAME", "another-update/0")
    assert cached.fingerprint(shipped) != mark
    monkeypatch.setattr(cached.Ratings, "fold", lambda self, outcome: self.skipped.append(
        outcome.name) or ())
    refolded = library.index.ratings(shipped)  # (folded anew by the stand-in update)
    assert refolded.people == {} and refolded.skipped
