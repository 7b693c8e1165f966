"""Guided first games: a seeded deal and a script of steps a coach walks a newcomer through.

A :class:`Lesson` is an ordinary game (its record replays through the core like
any other: it is saved, continued and watched again the same way) plus a script:

- ``Step(say=..., do=(...))``: the learner's move — one of the texts in ``do``;
  any other move is refused with the step's words (the coach says why);
- ``Step(say=..., bot="...")``: another seat's scripted answer, played while its words
  are up; they stay until read (Next). ``say=""``: a silent answer (the robot ends its
  turn), with no words of its own: it closes the robot's step before it, whose words stay
  up until it has been played too (:func:`tells`), so no step is shown twice;
- ``Step(say=...)`` with neither: a note, read before going on (a Next button); a note
  with ``at`` waits until the table shows an event of that kind (RÖK's check is
  explained as it is shown, step by step);
- ``Step(say=..., free=True)``: from here on the learner plays as they like and
  the other seats play as Normal bots, to the end of the game; then the last note.

Each step names its rule ID and what the coach points at (``point``: a cell, a
card, a slot, a rune or a button, as the table knows them). The words live in the
front end's translations (``learn.<game>.<say>``).

What a step's words say about the position is in its ``claims``, checked against the
core where the step is read (before a learner's move or a note; after a robot's
move), so a coach can never teach what the rules contradict: :func:`claim_failure`
asks the core, and :func:`check` fails on the first claim that does not hold.

Where a lesson stands is read from its record: every ``do`` and ``bot`` step is one
action, notes take none (so a continued lesson shows again the notes that follow its
last action). :func:`check` plays a whole script through the core — every scripted
move must be legal where it stands — so a rules change cannot silently break one.

>>> from game.pook import SPEC
>>> SPEC.lesson.game, SPEC.lesson.players, len(SPEC.lesson.steps) > 10
('pook', 2, True)
>>> follow(SPEC.lesson, ())
0
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import A, Claim, Event, GameSpec, IllegalAction, Json, Lesson, Rng, S, Step
from game.match import Match

__all__ = ["LEARNER", "Claim", "Lesson", "Step", "allowed", "at_path", "check", "check_claims",
           "claim_failure", "first_note_before", "follow", "move_of", "tells"]

LEARNER = 0
"""The learner sits at seat 0 in every lesson."""

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


def tells(lesson: Lesson, index: int) -> bool:
    """Whether the words of a robot's step wait to be read (Next) once the move of step
    ``index`` has shown: its own move, unless the silent moves that close it follow (then
    the last of those), so that its words are read once, after all of them.

    >>> from game.pook import SPEC
    >>> steps = SPEC.lesson.steps
    >>> [(steps[i].say, tells(SPEC.lesson, i)) for i in (12, 13, 14)]
    [('robot_orc_power', True), ('robot_swap', False), ('', True)]
    """
    steps = lesson.steps
    step = steps[index]
    if step.bot is None or step.free:
        return False
    if index + 1 < len(steps) and steps[index + 1].bot is not None and steps[index + 1].silent:
        return False
    return spoken(lesson, index) is not None


def spoken(lesson: Lesson, index: int) -> int | None:
    """The robot's step whose words a move of step ``index`` shows: its own, or for a
    silent move the robot's step it closes (None: no robot's words)."""
    steps = lesson.steps
    while index > 0 and steps[index].silent:
        index -= 1
    return index if steps[index].bot is not None and not steps[index].silent else None


def allowed(step: Step, text: str) -> bool:
    """Whether the learner may play ``text`` at ``step`` (anything legal once free)."""
    return step.free or move_of(text) in step.do


def move_of(text: str) -> str:
    """The move a record's text stands for: a RÖK grab's time (R25) says when, not what."""
    words = text.split()
    return " ".join(words[:3]) if words[:1] == ["grab"] else text


def check(spec: GameSpec[S, A], lesson: Lesson | None = None,
          rng: Rng | None = None) -> Match[S, A]:
    """Play a whole lesson of ``spec``'s game (its own by default) through the core: the first
    expected move of each ``do`` step, each scripted ``bot`` move, then (free) random legal
    moves to the end.

    :raises ValueError: naming the step whose move the rules refuse (or for another game's
        lesson).
    """
    lesson = spec.lesson if lesson is None else lesson
    if lesson.game != spec.name:
        raise ValueError(f"a {lesson.game} lesson is not one of {spec.name}")
    rng = rng or Rng(lesson.seed)
    match = Match.new(spec, lesson.players, lesson.seed, lesson.options)
    events: list[Event] = []
    shown: list[Event] = []  # what a robot's step's moves did, its silent ones too
    for index, step in enumerate(lesson.steps):
        if step.free:
            while not match.state.is_terminal():
                match.play(str(spec.random_action(match.state, rng)))
            break
        if not step.bot:  # a note's or a learner's words are read before the move
            check_claims(spec, lesson, index, match.state, events)
        if not step.acts:
            continue
        text = step.do[0] if step.do else step.bot
        seat = match.state.current_player
        if step.do and seat != LEARNER and text not in match.state.view(LEARNER)["legal"]:
            raise ValueError(f"step {index} ({step.say}) waits for the learner, "
                             f"but seat {seat} is to play")
        try:
            events = match.play(str(text))
        except ValueError as exc:
            raise ValueError(f"step {index} ({step.say}): {exc}") from exc
        if step.bot is not None:  # a robot's move is told once it (and the silent moves
            shown = [*shown, *events] if step.silent else list(events)  # closing it) is made
            told = spoken(lesson, index)
            if told is not None and tells(lesson, index):
                check_claims(spec, lesson, told, match.state, shown)
    return match


def check_claims(spec: GameSpec[S, A], lesson: Lesson, index: int, state: S,
                 events: Sequence[Event]) -> None:
    """:raises ValueError: naming step ``index`` of ``lesson`` (of ``spec``'s game) and the
    first of its claims the core contradicts in ``state`` (``events``: what the last move
    did)."""
    step = lesson.steps[index]
    for claim in step.claims:
        failure = claim_failure(spec, state, events, claim)
        if failure is not None:
            raise ValueError(f"step {index + 1} ({step.say}) claims {claim}: {failure}")


def claim_failure(spec: GameSpec[S, A], state: S, events: Sequence[Event],
                  claim: Claim) -> str | None:
    """Why the core contradicts ``claim`` in ``state`` (None: it holds).

    Every game knows these kinds (the learner's view is ``state.view(LEARNER)``):

    - ``("legal", text)`` / ``("illegal", text)``: the learner may (not) play ``text`` now;
    - ``("none", prefix)``: no legal move of the learner starts with ``prefix`` ("nothing
      to attack with"); it is the learner's turn;
    - ``("refused", text, rule)``: the core refuses ``text`` now, naming ``rule``;
    - ``("view", path, value)``: the learner's view holds ``value`` at ``path``
      (dotted keys and indexes: ``"zones.1.0.card"``); ``("holds", path, value)``: the
      list at ``path`` contains ``value``;
    - ``("event", kind, seat, fields)``: the last move made an event of ``kind`` (by
      ``seat``, None: anyone) whose data holds these ``fields`` (a dict).

    Others are the game's own (its spec's ``claims``).
    """
    kind, *args = claim
    view = state.view(LEARNER)
    if kind in ("legal", "illegal", "none"):
        if state.current_player != LEARNER:
            return "it is not the learner's turn"
        legal = view["legal"]
        if kind == "legal":
            return None if args[0] in legal else "the core does not list it as legal"
        if kind == "illegal":
            return None if args[0] not in legal else "the core lists it as legal"
        found = [text for text in legal if text.startswith(args[0])]
        return f"the core lists {found[:3]} as legal" if found else None
    if kind == "refused":
        try:
            state.clone().play(args[0])
        except IllegalAction as exc:
            return None if exc.rule == args[1] else f"refused under {exc.rule}, not {args[1]}"
        return "the core accepts it"
    if kind in ("view", "holds"):
        try:
            value = at_path(view, args[0])
        except (KeyError, IndexError, TypeError):
            return f"the view has no {args[0]}"
        if kind == "view":
            return None if value == args[1] else f"the view shows {value!r}"
        return None if args[1] in value else f"the view shows {value!r}"
    if kind == "event":
        event_kind, seat, fields = args
        for event in events:
            if event.kind == event_kind and (seat is None or event.seat == seat) and all(
                    event.data.get(key) == value for key, value in fields.items()):
                return None
        return f"the move made no such event ({[e.kind for e in events]})"
    own = spec.claims.get(kind)
    if own is None:
        raise ValueError(f"unknown claim {claim!r}")
    return own(state, view, *args)


def at_path(data: Json, path: str) -> Json:
    """``data["a"][1]["b"]`` for ``"a.1.b"``."""
    for key in path.split("."):
        data = data[int(key)] if key.lstrip("-").isdigit() else data[key]
    return data
