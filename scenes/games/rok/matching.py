"""The pace of a RÖK table's humans, for its Matched bots and its handicaps.

A Matched bot plays at the pace measured from the people at its table (``game.rok.pace``):
their timed grabs in their latest RÖK games (found by the index, read on a thread of its
own when the table opens, so the table never waits for the disk) and in this game's throws
(measured again, on that thread, each time a throw comes to rest). Until the table's humans
have :data:`game.rok.pace.MATCHED_AFTER` timed grabs between them it plays as Normal. A
seat's handicap (setup) slows any bot's every timed part down.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import TYPE_CHECKING

from game.indexed import IndexedLibrary
from game.rok.bots import Reflexes, reflexes_for
from game.rok.pace import (
    EARLIER_GAMES,
    MATCHED_AFTER,
    Pace,
    ThrowPace,
    matched_eyes,
    table_factor,
    throws_of_players,
    throws_paced,
)

if TYPE_CHECKING:
    from scenes.table.session import GameSession

MATCHED = "matched"


class TablePace:
    """What the table knows of its humans' pace; the reflexes each bot seat plays with."""

    def __init__(self, session: GameSession, library: IndexedLibrary | None) -> None:
        self.session = session
        self.library = library
        seats = session.saved.seats
        self.humans = {seat: seats[seat].name for seat in session.humans}
        self.wanted = any(s.level == MATCHED for s in seats) and bool(self.humans)
        self.earlier: dict[str, list[ThrowPace]] = {}  # by name, from other saved games
        self.now: dict[int, list[ThrowPace]] = {}  # by seat, this game's throws
        self.fitted: float | None = None  # the factor the Matched bots play at (None: Normal)
        self.lock = threading.Lock()

    def start(self) -> None:
        """Read the humans' earlier RÖK games, off the frame thread (Matched seats only)."""
        if self.wanted and self.library is not None:
            threading.Thread(target=self.read_earlier, name="rok-pace-history",
                             daemon=True).start()
            self.measure()

    def read_earlier(self) -> None:
        assert self.library is not None
        names = set(self.humans.values())
        games = self.library.recent_games(names, "rok", EARLIER_GAMES)
        found = throws_of_players(games, names, skip=self.session.saved.name)
        with self.lock:
            self.earlier = found
            self.fit()

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
        throws = [[*self.earlier.get(name, []), *self.now.get(seat, [])]
                  for seat, name in self.humans.items()]
        if sum(t.grabs for paced in throws for t in paced) < MATCHED_AFTER:
            self.fitted = None  # too few grabs to fit a pace on: the bots play as Normal
            return
        self.fitted = table_factor(Pace.of(paced) for paced in throws)

    def factor(self) -> float | None:
        """The Matched bots' pace factor now (None: not enough grabs yet, play as Normal)."""
        return self.fitted

    def reflexes(self, seat: int) -> Reflexes:
        """The reflexes bot ``seat`` plays with: its level's (Matched: the table's pace),
        slowed down by its handicap."""
        sitter = self.session.saved.seats[seat]
        reflexes = reflexes_for(sitter.level)
        if sitter.level == MATCHED and (factor := self.factor()) is not None:
            reflexes = replace(reflexes, eyes=matched_eyes(factor))
        return reflexes.slower(sitter.handicap)
