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

``once-GAME`` first prints ``notice TEXT`` for each notice the menu shows, then plays one
new game to its end and closes the window (the player's quit: the app's whole close).
``think-GAME`` starts a game whose first seat is a Hard bot and prints
``thinking`` once the bot is searching, then waits (the test sends SIGTERM);
``close-GAME`` posts the window's close event instead. ``host-GAME`` and
``join-GAME@ADDRESS/CODE`` play one game over the network (:mod:`scenes.app.scripted_lan`).
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
from scenes.app.navigation import table_scene
from scenes.app.smoke import Probe, SmokeFailure
from scenes.frame.catalogue import GameSetup

if TYPE_CHECKING:
    from game.core import GameState
    from scenes.app.loop import App
    from scenes.table.base import TableScene
    from scenes.table.session import GameSession

SCRIPTS = ("endless", "once", "think", "close")
SEATS = {"pook": (HUMAN, BOT, HUMAN), "totem": (HUMAN, BOT), "rok": (HUMAN, BOT, BOT)}


class Reporter:
    """Prints the facts, one whole line at a time (the writer and frame threads both speak)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def say(self, line: str) -> None:
        with self._lock:  # (print, not sys.stdout.write: a windowed build's stdout is None)
            print(line, flush=True)

    def on_saved(self, saved: SavedGame) -> None:
        self.say(f"saved {len(saved.record.actions)}")


def digest(state: GameState) -> str:
    return hashlib.sha256(state.to_json().encode()).hexdigest()[:16]


def script(app: App, name: str, seed: int, say: Callable[[str], None]) -> Iterator[None]:
    kind, _, game = name.partition("-")
    if kind not in SCRIPTS or game not in SEATS:
        raise SmokeFailure(f"no script {name!r}")
    probe = Probe(app)
    from scenes.shell.menu import MenuScene  # (the app's first screen: loaded by now)

    menu = app.stack.top
    if not isinstance(menu, MenuScene):
        raise SmokeFailure(f"expected the menu, found {probe.top_name()}")
    yield from probe.until(lambda: menu.settled, "the index", 600)
    say(f"scan damaged={app.ctx.saves.index.damaged_count()}")
    if kind == "endless":
        yield from endless(app, probe, game, seed, say)
    elif kind == "once":
        yield from once(app, probe, game, seed, say)
    else:
        yield from think(app, probe, game, seed, say, close=kind == "close")


def new_game(app: App, game: str, seed: int, kinds: tuple[str, ...]) -> None:
    seats = tuple(Seat(f"P{i + 1}", kind, None if kind == HUMAN else "random")
                  for i, kind in enumerate(kinds))
    app.stack.push(table_scene(game), GameSetup(game, seats, seed))


def endless(app: App, probe: Probe, game: str, seed: int,
            say: Callable[[str], None]) -> Iterator[None]:
    rng = random.Random(seed)
    while True:
        try:
            probe.find("#menu_continue")
        except SmokeFailure:
            new_game(app, game, rng.randrange(2**31), SEATS[game])
            yield from probe.wait(2)
            say(f"new {session_of(app).saved.name}")
        else:
            yield from probe.click("#menu_continue", settle=False)
            yield from probe.wait(2)
            session = session_of(app)
            say(f"resumed {len(session.record.actions)} {digest(session.state)} "
                f"{session.saved.name}")
        yield from play(app, probe, rng, say)
        say("finished")
        yield from probe.click("#end_menu")


def once(app: App, probe: Probe, game: str, seed: int,
         say: Callable[[str], None]) -> Iterator[None]:
    for notice in app.ctx.notices.items:
        say(f"notice {notice.text}")
    new_game(app, game, seed, SEATS[game])
    yield from probe.wait(2)
    say(f"new {session_of(app).saved.name}")
    yield from play(app, probe, random.Random(seed), say)
    say("finished")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    while True:
        yield


def table_of(app: App) -> TableScene:
    from scenes.table.base import TableScene  # (loaded with the game scenes, lazily)

    return next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))


def session_of(app: App) -> GameSession:
    """The game of the table (set when the table was entered, never replaced)."""
    session = table_of(app).session
    assert session is not None
    return session


def play(app: App, probe: Probe, rng: random.Random,
         say: Callable[[str], None]) -> Iterator[None]:
    """Play the table to its end screen by gestures, announcing each accepted action."""
    session = session_of(app)
    announced = len(session.record.actions)

    def choose(options: list[str]) -> str:
        return rng.choice(options)

    for step in probe.play_table(choose, max_frames=200_000):
        count = len(session.record.actions)
        if count != announced:
            announced = count
            say(f"accepted {count} {digest(session.state)}")
        yield step


def think(app: App, probe: Probe, game: str, seed: int, say: Callable[[str], None],
          close: bool) -> Iterator[None]:
    seats = (Seat("Hard", BOT, "hard"), *(Seat(f"P{i}", HUMAN) for i in range(1, 4)))
    app.stack.push(table_scene(game),
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
        if name.startswith(("host-", "join-")):  # two processes at one table
            from scenes.app.scripted_lan import lan_script

            app.run(lan_script(app, name, seed, reporter.say))
        else:
            app.run(script(app, name, seed, reporter.say))
    except SmokeFailure as failure:
        print(f"script {name} failed: {failure}", file=sys.stderr)
        return 1
    return 0
