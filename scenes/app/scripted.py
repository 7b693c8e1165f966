"""``tablee --script NAME``: the real app under scripted input, for the recovery tests.

``endless-GAME`` continues the saved game if the menu offers one (by clicking
Continue, as a player would) or starts a new one, then plays it by mouse
gestures forever, starting again when a game ends. It prints one line per
fact the tests check, flushed at once so a ``kill -9`` loses none that was
printed:

- ``scan damaged=K`` — what the menu's scan found;
- ``new NAME`` — a new game began, saved as NAME;
- ``resumed N SHA NAME`` — a continued game: how many actions, the SHA-256 of
  its ``to_json()`` and its file;
- ``accepted N SHA`` — the table accepted its N-th action (seen on the next
  frame);
- ``saved N`` — the autosave of N actions is on disk (from the writer thread);
- ``finished`` — the game reached its end screen.

``think-GAME`` starts a game whose first seat is a Hard bot and prints
``thinking`` once the bot is searching, then waits (the test sends SIGTERM);
``close-GAME`` posts the window's close event instead.
"""

from __future__ import annotations

import hashlib
import random
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pygame

from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.app.smoke import Probe, SmokeFailure
from scenes.frame.catalogue import GameSetup, game_info

if TYPE_CHECKING:
    from scenes.app.loop import App

SCRIPTS = ("endless", "think", "close")
SEATS = {"pook": (HUMAN, BOT, HUMAN), "totem": (HUMAN, BOT), "rok": (HUMAN, BOT, BOT)}


class Reporter:
    """Prints the facts, one whole line at a time (the writer and frame threads both speak)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def say(self, line: str) -> None:
        with self._lock:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

    def on_saved(self, saved: SavedGame) -> None:
        self.say(f"saved {len(saved.record.actions)}")


def digest(state: object) -> str:
    return hashlib.sha256(state.to_json().encode()).hexdigest()[:16]  # type: ignore[attr-defined]


def script(app: App, name: str, seed: int, say: Callable[[str], None]) -> Iterator[None]:
    kind, _, game = name.partition("-")
    if kind not in SCRIPTS or game not in SEATS:
        raise SmokeFailure(f"no script {name!r}")
    probe = Probe(app)
    menu = app.stack.top
    yield from probe.until(lambda: menu.settled, "the index", 600)
    say(f"scan damaged={app.ctx.saves.index.damaged_count()}")
    if kind == "endless":
        yield from endless(app, probe, game, seed, say)
    else:
        yield from think(app, probe, game, seed, say, close=kind == "close")


def new_game(app: App, game: str, seed: int, kinds: tuple[str, ...]) -> None:
    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else "random")
                  for i, kind in enumerate(kinds))
    app.stack.push(game_info(game).load_scene(), GameSetup(game, seats, seed))


def endless(app: App, probe: Probe, game: str, seed: int,
            say: Callable[[str], None]) -> Iterator[None]:
    rng = random.Random(seed)
    while True:
        try:
            probe.find("#menu_continue")
        except SmokeFailure:
            new_game(app, game, rng.randrange(2**31), SEATS[game])
            yield from probe.wait(2)
            say(f"new {table_of(app).session.saved.name}")
        else:
            yield from probe.click("#menu_continue", settle=False)
            yield from probe.wait(2)
            table = table_of(app)
            say(f"resumed {len(table.session.record.actions)} {digest(table.session.state)} "
                f"{table.session.saved.name}")
        yield from play(app, probe, rng, say)
        say("finished")
        yield from probe.click("#end_menu")


def table_of(app: App):  # a TableScene (the game scenes are imported lazily)
    return next(s for s in reversed(app.stack.scenes) if hasattr(s, "session"))


def play(app: App, probe: Probe, rng: random.Random,
         say: Callable[[str], None]) -> Iterator[None]:
    """Play the table to its end screen by gestures, announcing each accepted action."""
    table = table_of(app)
    announced = len(table.session.record.actions)

    def choose(options: list[str]) -> str:
        return rng.choice(options)

    for step in probe.play_table(choose, max_frames=200_000):
        count = len(table.session.record.actions)
        if count != announced:
            announced = count
            say(f"accepted {count} {digest(table.session.state)}")
        yield step


def think(app: App, probe: Probe, game: str, seed: int, say: Callable[[str], None],
          close: bool) -> Iterator[None]:
    seats = (Seat("Hard", BOT, "hard"), *(Seat(f"P{i}", HUMAN) for i in range(1, 4)))
    app.stack.push(game_info(game).load_scene(),
                   GameSetup(game, seats[:4 if game == "pook" else 2], seed))
    yield from probe.wait(1)
    if probe.top_name() == "CurtainScene":  # hot-seat: the first human sits down
        yield from probe.click("#curtain_ready")
    table = table_of(app)
    yield from probe.until(lambda: table.worker.busy, "the bot to think", 600)
    if close:
        say("closing")
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    else:
        say("thinking")
    while True:
        yield


def run_script(app: App, name: str, seed: int, reporter: Reporter) -> int:
    try:
        app.run(script(app, name, seed, reporter.say))
    except SmokeFailure as failure:
        print(f"script {name} failed: {failure}", file=sys.stderr)
        return 1
    return 0
