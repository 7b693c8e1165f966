"""The pace of a RÖK table's humans, for its Matched bots and its handicaps.

A Matched bot plays at the pace measured from the people at its table (``game.rok.pace``):
their timed grabs in their latest RÖK games (found by the index) and their timed drill
tables (the drill log, ``game.rok.drill_pace``), both read on a thread of its own when the
table opens, so the table never waits for the disk, and this game's throws (measured again,
on a thread, each time a throw comes to rest). From a damaged drill log, the sessions still
whole are read. It starts from a prior
(the casual adult's pace) and moves to each human's fit as their paced throws come
(:func:`game.rok.pace.matched_pace`). A seat's handicap (setup) slows any bot's every timed
part down.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import TYPE_CHECKING

from game.indexed import IndexedLibrary
from game.rok.bots import Reflexes, reflexes_for
from game.rok.drill import DrillLog
from game.rok.drill_pace import evidence_of_players
from game.rok.pace import (
    EARLIER_GAMES,
    Seen,
    ThrowPace,
    matched_eyes,
    matched_pace,
    prior_pace,
    throws_paced,
)

if TYPE_CHECKING:
    from scenes.table.session import GameSession

MATCHED = "matched"


class TablePace:
    """What the table knows of its humans' pace; the reflexes each bot seat plays with."""

    def __init__(self, session: GameSession, library: IndexedLibrary | None,
                 drills: DrillLog | None = None) -> None:
        self.session = session
        self.library = library
        self.drills = drills  # the drills' times (None: none are read)
        seats = session.saved.seats
        self.humans = {seat: seats[seat].name for seat in session.humans}
        self.wanted = any(s.level == MATCHED for s in seats) and bool(self.humans)
        self.earlier: dict[str, list[Seen]] = {}  # by name: other games' throws, drill tables
        self.now: dict[int, list[ThrowPace]] = {}  # by seat, this game's throws
        self.fitted = prior_pace()  # the (seeing, hand) paces the Matched bots play at
        self.read = threading.Event()  # set once the humans' earlier games are read
        self.lock = threading.Lock()

    def start(self) -> None:
        """Read the humans' earlier RÖK games and drills, off the frame thread (Matched seats
        only)."""
        if self.wanted and self.library is not None:
            threading.Thread(target=self.read_earlier, name="rok-pace-history",
                             daemon=True).start()
            self.measure()

    def read_earlier(self) -> None:
        assert self.library is not None
        names = set(self.humans.values())
        games = self.library.recent_games(names, "rok", EARLIER_GAMES)
        sessions = self.drills.sessions() if self.drills is not None else []
        found = evidence_of_players(games, sessions, names, skip=self.session.saved.name)
        with self.lock:
            self.earlier = found
            self.fit()
        self.read.set()

    def measure(self) -> None:
        """Measure this game's throws again (a throw came to rest), off the frame thread."""
        if not self.wanted:
            return
        record = self.session.record

        def work() -> None:
            paced = throws_paced(record.actions, record.players, record.seed, self.humans)
            with self.lock:
                self.now = paced
                self.fit()

        threading.Thread(target=work, name="rok-pace-now", daemon=True).start()

    def fit(self) -> None:
        """Fit the table's pace again from what is known (on the measuring thread, under the
        lock: fitting replays every throw, never on the frame thread)."""
        self.fitted = matched_pace([*self.earlier.get(name, []), *self.now.get(seat, [])]
                                   for seat, name in self.humans.items())

    def factor(self) -> float:
        """The Matched bots' seeing pace now (against the modelled adult's)."""
        return self.fitted[0]

    def reflexes(self, seat: int) -> Reflexes:
        """The reflexes bot ``seat`` plays with: its level's (Matched: the table's pace),
        slowed down by its handicap."""
        sitter = self.session.saved.seats[seat]
        reflexes = reflexes_for(sitter.level)
        if sitter.level == MATCHED and self.humans:
            reflexes = replace(reflexes, eyes=matched_eyes(*self.fitted))
        return reflexes.slower(sitter.handicap)
