"""Guided first games: a seeded deal and a script of steps a coach walks a newcomer through.

A :class:`Lesson` is an ordinary game (its record replays through the core like
any other: it is saved, continued and watched again the same way) plus a script:

- ``Step(say=..., do=(...))``: the learner's move — one of the texts in ``do``;
  any other move is refused with the step's words (the coach says why);
- ``Step(say=..., bot="...")``: another seat's scripted answer;
- ``Step(say=...)`` with neither: a note, read before going on (a Next button);
- ``Step(say=..., free=True)``: from here on the learner plays as they like and
  the other seats play as Normal bots, to the end of the game; then the last note.

Each step names its rule ID and what the coach points at (``point``: a cell, a
card, a slot, a rune or a button, as the table knows them). The words live in the
front end's translations (``learn.<game>.<say>``).

Where a lesson stands is read from its record: every ``do`` and ``bot`` step is one
action, notes take none (so a continued lesson shows again the notes that follow its
last action). :func:`check` plays a whole script through the core — every scripted
move must be legal where it stands — so a rules change cannot silently break one.

>>> from game.pook.lesson import LESSON
>>> LESSON.game, LESSON.players, len(LESSON.steps) > 10
('pook', 2, True)
>>> follow(LESSON, ())
0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Rng
from game.match import Match

LEARNER = 0
"""The learner sits at seat 0 in every lesson."""


@dataclass(frozen=True)
class Step:
    say: str
    rule: str = ""
    do: tuple[str, ...] = ()
    bot: str | None = None
    point: tuple[Any, ...] = ()
    free: bool = False

    @property
    def acts(self) -> bool:
        """Whether this step is one action of the record."""
        return bool(self.do) or self.bot is not None

    @property
    def note(self) -> bool:
        return not self.acts and not self.free


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    options: dict[str, Any] = field(default_factory=dict)


def follow(lesson: Lesson, actions: Sequence[str]) -> int:
    """The index of the step to show after ``actions`` of the record: the first step
    after the last action matched (the notes that follow it, shown again)."""
    taken = 0
    for index, step in enumerate(lesson.steps):
        if step.free:  # its notes show right after the last scripted move, not later
            return first_note_before(lesson, index) if taken == len(actions) else index
        if step.acts:
            if taken == len(actions):
                return first_note_before(lesson, index)
            taken += 1
    return len(lesson.steps)


def first_note_before(lesson: Lesson, index: int) -> int:
    """Back from step ``index`` over the notes just before it (they are shown first)."""
    while index > 0 and lesson.steps[index - 1].note:
        index -= 1
    return index


def allowed(step: Step, text: str) -> bool:
    """Whether the learner may play ``text`` at ``step`` (anything legal once free)."""
    return step.free or move_of(text) in step.do


def move_of(text: str) -> str:
    """The move a record's text stands for: a RÖK grab's time (R25) says when, not what."""
    words = text.split()
    return " ".join(words[:3]) if words[:1] == ["grab"] else text


def check(lesson: Lesson, rng: Rng | None = None) -> Match:
    """Play the whole lesson through the core: the first expected move of each ``do``
    step, each scripted ``bot`` move, then (free) random legal moves to the end.

    :raises ValueError: naming the step whose move the rules refuse.
    """
    import importlib

    module = importlib.import_module(f"game.{lesson.game}")
    rng = rng or Rng(lesson.seed)
    match = Match.new(lesson.game, lesson.players, lesson.seed, lesson.options)
    for index, step in enumerate(lesson.steps):
        if step.free:
            while not match.state.is_terminal():
                match.play(str(module.random_action(match.state, rng)))
            break
        if not step.acts:
            continue
        text = step.do[0] if step.do else step.bot
        seat = match.state.current_player
        if step.do and seat != LEARNER and text not in match.state.view(LEARNER)["legal"]:
            raise ValueError(f"step {index} ({step.say}) waits for the learner, "
                             f"but seat {seat} is to play")
        try:
            match.play(str(text))
        except ValueError as exc:
            raise ValueError(f"step {index} ({step.say}): {exc}") from exc
    return match
