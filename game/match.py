"""A game being played: its record, the state the record rebuilds, and what may be taken back.

The record is the game. :class:`Match` holds it together with the state it
replays to and, per action, who decided it and which seats it showed something
hidden from them (a drawn card, a card turned face up, a peek, a throw's
outcome — anything chance decided counts too). That is all a take-back needs:

- a seat takes back its own latest decision, one at a time, by trimming the
  record and replaying it — nothing else is stored, so nothing can drift; an
  action that was the only legal one (a turn that could only end) is no
  decision: it goes with the decision before it;
- not if another human has acted since (their decision is theirs to keep);
- not if anything since then (the decision itself included) showed *that seat*
  something hidden: knowing it, the seat could choose again with an edge;
- bots' decisions in between are taken back with it (against bots, a human
  may go back to their previous decision under the same condition).

Each game says what its events show whom, in its spec's ``learned_by(events, players)``.
A game whose every action is a physical outcome or a race says why in its spec's
``no_take_back`` (RÖK: grabs are a real-time race).

>>> from game.totem import SPEC
>>> match = Match.new(SPEC, 2, seed=1)
>>> hand = match.state.view(0)["hand"]
>>> _ = match.play("setup " + " ".join(hand[:4]))
>>> match.take_back_refusal(0, humans=[0])   # the setup showed seat 0 nothing new
>>> match.take_back(0, humans=[0])
1
>>> match.record.actions
()
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Generic

from game.core import A, Event, GameRecord, GameSpec, GameState, InvalidRecord, Json, S

NOTHING = "nothing"
"""No decision of this seat to take back."""
OTHER_PLAYER = "other_player"
"""Another human acted since."""
REVEALED = "revealed"
"""Something hidden was shown to this seat since (or chance decided something)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One accepted action: whose it was, the seats it showed something hidden, and whether
    it was forced (the only legal action: no decision)."""

    actor: int | None
    learned: frozenset[int]
    forced: bool = False


class TakeBackRefused(Exception):
    """Why a take-back is not allowed now: one of the reason codes of this module."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


@dataclass(frozen=True)
class Played:
    """An accepted action as a hosted table tells of it (:attr:`game.net.host.HostTable.on_play`)
    and a table shows it: whose it was, its text, the state before it (only for a game whose
    spec stages a move's moments, else None) and the core's events. RÖK: ``gesture`` is a
    throw's or a slide's inputs, for a screen that did not make it to play it
    (:mod:`game.net.gestures`)."""

    seat: int | None
    text: str
    before: GameState | None
    events: list[Event]
    gesture: dict[str, Json] | None = None


class Match(Generic[S, A]):
    """The record, its state and its steps, kept in step with each other."""

    def __init__(self, spec: GameSpec[S, A], record: GameRecord) -> None:
        """Replay ``record`` from its start.

        :raises InvalidRecord: if the record is another game's, the game cannot start or an
            action does not replay.
        """
        if record.game != spec.name:
            raise InvalidRecord(f"a {record.game} record is not a game of {spec.name}")
        self.spec = spec
        try:
            self.state: S = spec.new_game(record.players, record.seed, **record.options)
        except (TypeError, ValueError) as exc:
            raise InvalidRecord(f"cannot start {record.game}: {exc}") from exc
        self.record = GameRecord(record.game, record.players, record.seed,
                                 dict(record.options))
        self.steps: list[Step] = []
        for index, text in enumerate(record.actions):
            try:
                self.play(text)
            except ValueError as exc:
                raise InvalidRecord(f"action {index + 1} {text!r}: {exc}") from exc

    @classmethod
    def at(cls, spec: GameSpec[S, A], record: GameRecord, state: S,
           steps: list[Step]) -> Match[S, A]:
        """A match whose ``state`` is already known to be ``record`` replayed (a position
        of a :class:`game.replay.Replay`), built without playing the actions again."""
        match = cls.__new__(cls)
        match.spec, match.state, match.record, match.steps = spec, state, record, list(steps)
        return match

    @classmethod
    def new(cls, spec: GameSpec[S, A], players: int, seed: int,
            options: Mapping[str, Json] | None = None) -> Match[S, A]:
        return cls(spec, GameRecord(spec.name, players, seed, dict(options or {})))

    def play(self, text: str) -> list[Event]:
        """Play an action through the core's checked entry; refusals raise, nothing changes."""
        actor = self.state.current_player
        forced = len(self.state.legal_actions()) == 1
        events = self.state.play(text)
        self.record = self.record.with_action(str(text))
        learned = frozenset(self.spec.learned_by(events, self.record.players))
        self.steps.append(Step(actor, learned, forced))
        return events

    def last_actor(self) -> int | None:
        """Who decided the latest action (None before any, or for chance's own)."""
        return self.steps[-1].actor if self.steps else None

    # --- take-backs -----------------------------------------------------------------------------

    def take_back_refusal(self, seat: int, humans: Collection[int]) -> str | None:
        """None if ``seat`` may take back its latest decision now, else the reason code."""
        start = self._take_back_start(seat, humans)
        return start if isinstance(start, str) else None

    def take_back(self, seat: int, humans: Collection[int]) -> int:
        """Take back ``seat``'s latest decision (and bots' decisions after it).

        Returns how many actions left the record.

        :raises TakeBackRefused: with the reason, leaving everything as it was.
        """
        start = self._take_back_start(seat, humans)
        if isinstance(start, str):
            raise TakeBackRefused(start)
        removed = len(self.steps) - start
        kept = self.record.actions[:start]
        record = self.record
        trimmed = Match(self.spec, GameRecord(record.game, record.players, record.seed,
                                              dict(record.options), kept))
        self.state, self.record, self.steps = trimmed.state, trimmed.record, trimmed.steps
        return removed

    def _take_back_start(self, seat: int, humans: Collection[int]) -> int | str:
        if self.spec.no_take_back is not None:
            return self.spec.no_take_back
        for index in range(len(self.steps) - 1, -1, -1):
            step = self.steps[index]
            if seat in step.learned:
                return REVEALED
            if step.actor == seat:
                if not step.forced:
                    return index
            elif step.actor in humans:
                return OTHER_PLAYER
        return NOTHING
