"""The modelled person at the real RÖK table, and the same throws raced headless.

:func:`play_in_app` runs the real app loop under SDL's dummy driver, one 60 Hz frame at a time,
with one seat played by the human model's attentive adult (``game.rok.bots.PERSON``): before
each frame it looks at the table as it was last drawn, plans its click with its own
:class:`~game.rok.human.Seeker`, and posts the mouse click into the event queue in the frame
its click arrives (``game.rok.latency``: after the display and input latencies), exactly as a
person's click would be read. The bots at the table plan and click through the scene's own
pipeline. :func:`race_again` replays the app's record and races each of its throws headless
(``game.rok.bots.race``) with the same generators, so the two can be compared throw by throw:
if the table served bots before people, or people before bots, they would differ.

Used by ``tools/bench_pace.py`` (``rok_app_share_gap_points``) and by
``tests/scenes/test_rok_pipeline.py``.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.core import Event
from game.rok import new_game
from game.rok.bots import PERSON, race, reflexes_for
from game.rok.human import Seeker
from game.rok.latency import FRAME, click_arrives
from game.rok.pace import contested, first_takers
from game.rok.rules import State
from game.saves import BOT, HUMAN, Seat
from game.streams import eyes_rng
from scenes.app.loop import App, AppOptions
from scenes.frame.catalogue import GameSetup

PERSON_SEAT = 0


@dataclass(frozen=True)
class Throw:
    """One throw of a game: its record's grabs (``grab SEAT RUNE TIME`` texts) and the pairs
    the race decided (both twins face up at rest, or a face-up twin of a Balance rune)."""

    grabs: tuple[str, ...]
    contested: frozenset[str]

    def taken_by(self, seat: int) -> tuple[int, int]:
        """``(pairs whose first rune ``seat`` grabbed, contested pairs)``."""
        grabs = ((int(text.split()[1]), text.split()[2]) for text in self.grabs)
        return first_takers(grabs, self.contested).get(seat, 0), len(self.contested)


class ModelPerson:
    """Seat 0 played by the modelled attentive adult, through posted mouse and key events."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.throw = -1
        self.seeker: Seeker | None = None
        self.plan: tuple[float, str] | None = None  # (arrival on the round clock, rune)
        self.planned_at = -1  # the record's length when it last looked

    def act(self, scene) -> None:  # type: ignore[no-untyped-def]
        """Before a frame: whatever the person does now, posted as events."""
        if scene.session is None or scene.session.is_terminal() or not scene.view:
            return
        phase = scene.view["phase"]
        if phase == "grab":
            self.grab(scene)
        elif scene.my_turn and not scene.board.moving:
            gestures = scene.gestures()
            if phase == "throw" and "throw" in gestures:
                post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)
            elif gestures:
                perform(gestures[sorted(gestures)[0]][0])

    def grab(self, scene) -> None:  # type: ignore[no-untyped-def]
        round_ = scene.round
        if round_ is None or not scene.grabbing:
            return
        if round_.throw != self.throw:
            self.throw, self.plan, self.planned_at = round_.throw, None, -1
            self.seeker = PERSON.seeker(PERSON_SEAT, scene.view["players"],
                                        eyes_rng(self.seed, PERSON_SEAT, round_.throw))
        assert self.seeker is not None
        if self.plan is not None and self.plan[1] not in scene.face_up():
            self.plan = None  # it saw the rune go: it thinks again (the table changed)
        actions = len(scene.session.record.actions)
        if self.plan is None and self.planned_at != actions:
            self.planned_at = actions
            found = self.seeker.next_grab(scene.session.view(PERSON_SEAT), round_.shown)
            self.plan = (click_arrives(found[0]), found[1]) if found else None
        if self.plan is not None and round_.clock + FRAME >= self.plan[0]:
            spot = scene.click_point(f"rune:{self.plan[1]}")
            self.plan = None
            if spot is not None:  # read next frame, stamped with the clock of this one
                post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
                post(pygame.MOUSEBUTTONUP, pos=spot, button=1)


def post(kind: int, **fields: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def perform(step: tuple) -> None:  # type: ignore[type-arg]
    """One gesture step of a table's ``gestures()``: a click or a drag, in canvas units."""
    if step[0] == "click":
        post(pygame.MOUSEBUTTONDOWN, pos=step[1], button=1)
        post(pygame.MOUSEBUTTONUP, pos=step[1], button=1)
    elif step[0] == "drag":
        post(pygame.MOUSEBUTTONDOWN, pos=step[1], button=1)
        post(pygame.MOUSEMOTION, pos=step[2], rel=(0, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=step[2], button=1)


def play_in_app(seed: int, throws: int, levels: Sequence[str] = ("normal", "normal"),
                folder: Path | None = None, frames: int = 200_000) -> tuple[str, ...]:
    """The record of a game at the real table: the modelled person at seat 0, bots of
    ``levels`` beside it, played until ``throws`` throws were grabbed from (or the end)."""
    from scenes.games.rok.scene import RokScene

    with tempfile.TemporaryDirectory() as spare:
        root = folder or Path(spare)
        app = App(AppOptions(language="en", config_dir=root, data_dir=root / "data", fps=0,
                             fixed_dt=FRAME, seed=seed, window_size=(1280, 800)))
        try:
            seats = (Seat("Person", HUMAN), *(Seat(f"Bot {i + 1}", BOT, level)
                                              for i, level in enumerate(levels)))
            app.stack.push(RokScene, GameSetup("rok", seats, seed))
            app.stack.apply_pending()
            scene = app.stack.top
            person = ModelPerson(seed)
            for _ in range(frames):
                if app.stack.top is not scene or scene.session.is_terminal():
                    break
                view = scene.view
                if view.get("throw", 0) > throws and view.get("phase") == "throw":
                    break
                person.act(scene)
                app.frame(FRAME)
            return tuple(scene.session.record.actions)
        finally:
            app.close()


def throws_of(actions: Sequence[str], players: int, seed: int) -> list[tuple[State, Throw]]:
    """Each throw of a record: the state as the runes came to rest, and its grabs."""
    state = new_game(players, seed)
    found: list[tuple[State, Throw]] = []
    grabs: list[str] = []
    rest: State | None = None
    for text in actions:
        if text.startswith("throw"):
            state.play(text)
            rest = state.clone() if state.phase == "grab" else None
            grabs = []
            if rest is not None:
                found.append((rest, Throw((), contested(rest))))
            continue
        state.play(text)
        if rest is not None and text.startswith("grab"):
            grabs.append(text)
            found[-1] = (rest, Throw(tuple(grabs), found[-1][1].contested))
    return found


def race_again(rest: State, seed: int, levels: Sequence[str]) -> Throw:
    """The same throw raced headless: the same people, generators and lots as at the table."""
    state = rest.clone()
    seats = [PERSON, *(reflexes_for(level) for level in levels)]
    log: list[Event] = []
    pairs = contested(state)
    race(state, seats, [eyes_rng(seed, s, state.throw_no) for s in range(len(seats))], log,
         seed)
    grabs = tuple(f"grab {e.seat} {e.data['rune']} {e.data['time']:.2f}" for e in log
                  if e.kind in ("grab", "balance_pair"))
    return Throw(grabs, pairs)
