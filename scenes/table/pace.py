"""Bot turns people can follow: a bot's move shown one step at a time.

At the "fast" bot speed a bot's move shows as the table always showed moves (its
``stage`` hook). At "normal" and "slow", the events of a bot's move — and the draw that
opens a bot's turn — are shown as a sequence of :class:`Step` s, each held
:data:`STEP_SECONDS` (0.8 s, twice that when slow) with its words in the status line and
the acting card ringed: the draw, each attack and its clash, each reveal, each power.

RÖK has no turns to stage: "slow" doubles its bots' signal, slide and order of thefts and the
check's steps instead (``scenes.games.rok.pace``'s ``slow_factor``).

A game's scene says which steps its events make (its ``pacer``, a function of the scene,
the events and the acting seat); :class:`Staging` holds them while the table's turn loop
shows one after the other. Nothing here knows a rule: the steps only follow the events.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Event
from scenes.table.board import Placement

if TYPE_CHECKING:
    from scenes.table.parts import StagedTable

STEP_SECONDS = {"normal": 0.8, "slow": 1.6}  # "fast": no steps, the table's own pace


@dataclass(frozen=True)
class Step:
    """One moment of a bot's move on screen."""

    kind: str  # what it shows: an event's kind, or "clash"
    words: str  # the status line meanwhile (the event's log line)
    overrides: Mapping[str, Placement] = field(default_factory=dict)  # cards, over the view
    focus: tuple[str, ...] = ()  # board keys of the acting card(s), ringed
    event: Event | None = None  # the event it shows: the log tells the move up to it
    whole: bool = False  # ``overrides`` is every card on screen (a past position, replayed)
    view: Mapping[str, Any] | None = None  # the view the table shows meanwhile: the moment of
    # ``event`` as the core says the seat saw it (or, with ``whole``, a past position)


Pacer = Callable[[Any, list[Event], int | None], list[Step]]


class Staging:
    """The steps of the move being shown: the current one, and those still to come."""

    def __init__(self) -> None:
        self.current: Step | None = None
        self.queue: deque[Step] = deque()
        self.unlogged: deque[Event] = deque()  # events of the move the log does not tell yet
        self.shown: list[str] = []  # kinds of every step shown since the table opened (tests)

    def start(self, steps: Iterable[Step], events: Iterable[Event] = ()) -> Step | None:
        """Queue ``steps`` (and the move's ``events``, for the log) after any still waiting;
        returns the step to show now, if any."""
        self.queue.extend(steps)
        self.unlogged.extend(events)
        return self.current or self.next()

    def logged(self) -> list[Event]:
        """The events the log may tell now: up to the current step's, or all once the move
        is over (so the log never tells the end of a move before the table shows it)."""
        upto = self.current.event if self.current is not None else None
        if self.current is not None and all(e is not upto for e in self.unlogged):
            return []  # a step of an event already told: nothing new to tell
        told = []
        while self.unlogged:
            told.append(self.unlogged.popleft())
            if told[-1] is upto:
                break
        return told

    def next(self) -> Step | None:
        """Move on to the next step (None: the move is over)."""
        self.current = self.queue.popleft() if self.queue else None
        if self.current is not None:
            self.shown.append(self.current.kind)
        return self.current

    def clear(self) -> None:
        self.current = None
        self.queue.clear()
        self.unlogged.clear()

    def shows(self, kind: str) -> bool:
        """Whether a table's own emphasis for ``kind`` belongs on screen now: always when no
        step is showing (the fast pace), else only during a step of that kind."""
        return self.current is None or self.current.kind == kind


def step_seconds(bot_speed: str) -> float | None:
    """How long each step stays at this bot speed (None: no steps)."""
    return STEP_SECONDS.get(bot_speed)


class Pacing:
    """A bot's move staged step by step on its table, and the ring around the acting card
    (held by :class:`scenes.table.base.TableScene` as ``pacing``)."""

    def __init__(self, table: StagedTable) -> None:
        self.table = table

    def start(self, events: list[Event], seat: int | None) -> bool:
        """At normal and slow bot speed, show a bot's move (or the draw that opens a bot's
        turn) one step at a time; False when there is nothing to stage."""
        table = self.table
        if table.pacer is None or step_seconds(table.ctx.settings.bot_speed) is None:
            return False
        steps = table.pacer(events, seat)
        if not steps:
            return False
        step = table.staging.start(steps, events)
        assert step is not None
        self.show(step)
        return True

    def show(self, step: Step | None) -> None:
        """Hold ``step`` on screen: its cards where it puts them, its words, its ring, and
        the log up to its event (None: the move is over, the position shows as it is)."""
        table = self.table
        if step is not None:
            table.hold = step_seconds(table.ctx.settings.bot_speed) or STEP_SECONDS["normal"]
        table.overrides = dict(step.overrides) if step is not None else {}
        for event in table.staging.logged():
            table.telling.log_event(event)
        table.refresh()

    def draw_ring(self, surface: pygame.Surface) -> None:
        """A ring around the card acting in the step being shown."""
        table = self.table
        step = table.staging.current
        for key in step.focus if step is not None else ():
            piece = table.board.pieces.get(key)
            box = table.piece_box(piece) if piece is not None else None
            if box is not None:
                pygame.draw.rect(surface, table.ctx.palette.accent, box.inflate(12, 12), 4,
                                 border_radius=12)
