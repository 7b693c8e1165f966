"""Watching a game again: any position of a record, reached quickly, and what each action did.

A :class:`Replay` plays the record through the core once, keeping a clone of the
state every :data:`SNAPSHOT_EVERY` actions and the events of every action. Any
position is then its nearest earlier snapshot plus at most that many actions,
so scrubbing back and forth costs about the same as stepping. Nothing here can
change the record: a replay only ever reads it.

>>> from game.core import GameRecord
>>> replay = Replay.of(GameRecord("totem", 2, 1, {}, ()))
>>> len(replay), replay.state_at(0).current_player
(0, 0)
"""

from __future__ import annotations

from typing import Generic

from game.core import A, Event, GameRecord, GameSpec, GameState, InvalidRecord, S
from game.games import load_game
from game.match import Match

SNAPSHOT_EVERY = 16


class Replay(Generic[S, A]):
    """The positions of one record: ``state_at(i)`` is the state after ``i`` actions."""

    def __init__(self, spec: GameSpec[S, A], record: GameRecord) -> None:
        """:raises InvalidRecord: if the record is another game's or does not replay."""
        self.spec = spec
        self.record = record
        match = Match(spec, GameRecord(record.game, record.players, record.seed,
                                       record.options))
        self._snapshots: list[S] = [match.state.clone()]
        self.events: list[list[Event]] = []
        self.turns: list[int] = [spec.progress(match.state)]  # turns (RÖK: throws) counted
        for index, text in enumerate(record.actions):
            try:
                self.events.append(match.play(text))
            except ValueError as exc:
                raise InvalidRecord(f"action {index + 1} {text!r}: {exc}") from exc
            self.turns.append(spec.progress(match.state))
            if len(self.events) % SNAPSHOT_EVERY == 0:
                self._snapshots.append(match.state.clone())
        self.final = match.state
        self.steps = match.steps

    @classmethod
    def of(cls, record: GameRecord) -> Replay[GameState, object]:
        """The replay of ``record``, its game found by the name it holds
        (:raises InvalidRecord: also for an unknown game)."""
        return Replay(load_game(record.game), record)

    def __len__(self) -> int:
        return len(self.record.actions)

    def state_at(self, index: int) -> S:
        """A fresh state after the first ``index`` actions (0 … ``len(self)``)."""
        if not 0 <= index <= len(self):
            raise IndexError(f"position {index} is outside 0..{len(self)}")
        base = index // SNAPSHOT_EVERY
        state = self._snapshots[base].clone()
        for text in self.record.actions[base * SNAPSHOT_EVERY:index]:
            state.play(text)
        return state

    def match_at(self, index: int) -> Match[S, A]:
        """The game at position ``index``, ready to go on from there (one action at a time)."""
        record = self.record
        prefix = GameRecord(record.game, record.players, record.seed, record.options,
                            record.actions[:index])
        return Match.at(self.spec, prefix, self.state_at(index), self.steps[:index])

    def turn_start(self, turn: int) -> int:
        """The position where turn (throw) ``turn`` begins: the first with that count."""
        return next((i for i, t in enumerate(self.turns) if t >= turn), len(self))
