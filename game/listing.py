"""What the lists of games show of one saved game: a :class:`GameRow`, and the key of the file.

A row is read off a record, never kept apart from it: :func:`row_of` takes a saved
game and the state its record replays to (the table has it after each move, an index
rebuild replays the file once). The menu, Saved games, Games played and the stats
read rows from :mod:`game.index`; only opening a game reads and replays its file.

A damaged file has a row too: its name and why it is damaged (nothing else).

>>> from game.games import match_of
>>> from game.saves import BOT, SavedGame, Seat
>>> saved = SavedGame.start("totem", 7, (Seat("Léa"), Seat("Robot", BOT, "easy")), {})
>>> row = row_of(saved, match_of(saved.record).state)
>>> row.game, row.progress, row.finished, row.winners, row.scores, row.damaged
('totem', 0, False, (), (0, 0), False)
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from game.practice import PRACTICE, is_practice
from game.saves import SavedGame, Seat

FileKey = tuple[int, int, int]
"""A file's size, modification time (ns) and inode: an atomic write (a new file renamed over
the old) always changes the inode, so a row whose key still matches its file is current."""


def file_key(info: os.stat_result) -> FileKey:
    return info.st_size, info.st_mtime_ns, info.st_ino


@dataclass(frozen=True)
class GameRow:
    """One saved game as the lists show it (or a damaged file and why)."""

    name: str  # the file's name in the games folder
    problem: str | None = None  # why the file is damaged; None for a game
    game: str = ""
    seats: tuple[Seat, ...] = ()
    started: str = ""
    updated: str = ""
    finished: bool = False
    lesson: bool = False
    actions: int = 0  # how many moves the record holds
    progress: int = 0  # the turn (Pook, Totem) or the throw (RÖK) the game stands at
    winners: tuple[int, ...] = ()  # seats (none until the game is over)
    scores: tuple[Any, ...] = ()  # one per seat, as the position gives them
    ending: dict[str, Any] = field(default_factory=dict, hash=False)  # see :func:`ending_of`

    @property
    def damaged(self) -> bool:
        return self.problem is not None

    @property
    def practice(self) -> bool:
        """A practice game (started from a redealt position, :mod:`game.practice`): listed,
        replayed and reviewed, never rated nor counted (kept in ``ending``, the index's JSON)."""
        return bool(self.ending.get(PRACTICE))

    @classmethod
    def broken(cls, name: str, problem: str) -> GameRow:
        return cls(name, problem)

    def seats_json(self) -> str:
        return json.dumps([[s.name, s.kind, s.level] for s in self.seats], ensure_ascii=False)

    @staticmethod
    def seats_from_json(text: str) -> tuple[Seat, ...]:
        return tuple(Seat(name, kind, level) for name, kind, level in json.loads(text))


def progress_of(game: str, view: dict[str, Any]) -> int:
    """How far a game stands, as its players count it: RÖK by throws, the others by turns."""
    return int(view["throw"] if game == "rok" else view["turn"])


ENDING_KEYS = ("winners", "end_reason", "totals", "defenders", "scores", "table_scores")
"""What an end screen words a result from (each game's view holds some of them)."""


def ending_of(game: str, view: dict[str, Any]) -> dict[str, Any]:
    """The part of a game's view that says who won and which numbers decided it (Totem's
    totals or defenders, Pook's scores and teams, RÖK's hoards): the lists word it as the
    end screen does without replaying the record. Kept for every row, so a file marked
    finished whose game is not over is worded too (no winners yet)."""
    ending = {key: view[key] for key in ENDING_KEYS if key in view}
    if game == "pook":
        ending["options"] = {"teams": bool(view["options"]["teams"])}
    return ending


def row_of(saved: SavedGame, state: Any) -> GameRow:
    """The row of ``saved``, whose record replays to ``state``."""
    record = saved.record
    view = state.view(0)
    ending = ending_of(record.game, view)
    if is_practice(record):
        ending[PRACTICE] = True
    return GameRow(saved.name, None, record.game, saved.seats, saved.started, saved.updated,
                   saved.finished, saved.lesson, len(record.actions),
                   progress_of(record.game, view), tuple(state.winners()),
                   tuple(state.scores()), ending)
