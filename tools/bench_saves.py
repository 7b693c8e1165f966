"""``make bench ONLY=saves``: what autosave costs the frame, and how fast Continue is.

- ``autosave_ms_p99``: the frame thread's share of the save after each action
  (building the saved game and handing it to the writer thread), p99 over 200
  actions of Pook games (a Pook game has at most ~130 actions: 24 cards, so
  consecutive games are played); ``autosave_write_ms_p99`` is the writer
  thread's own time per write (JSON, fsync, rename), for information.
- ``exit_while_thinking_s``: the slowest of six exits (SIGTERM, and the window closed,
  three times each) of the real app in a subprocess while a Pook Hard bot thinks, from
  the signal to the process gone; the game is saved first (tests/scenes/test_recovery.py
  checks that nothing was played and nothing is lost; the time is measured here).
- ``resume_ms``: Continue, from the file to the first frame of the table (read,
  replay through the core, the table scene rebuilt with its log, one frame),
  for a whole Pook game and a whole RÖK game; the worse is reported. A RÖK
  game for two runs out of runes after about 13 throws, so the longest of a few
  seeded games stands in for the issue's 40-throw game.

The GIL switch interval is the app's own (1 ms), as the frame thread sees it.
"""

from __future__ import annotations

import importlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from game.core import Rng
from game.games import match_of
from game.listing import GameRow
from game.saves import BOT, SavedGame, SaveLibrary, Seat
from scenes.app.loop import GIL_SWITCH_SECONDS, App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from scenes.table.session import GameSession
from tools.benchlib import percentile, report


class TimedLibrary(SaveLibrary):
    """A library that remembers how long each write took (on the writer thread)."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory)
        self.writes: list[float] = []

    def write(self, saved: SavedGame, row: GameRow | None = None) -> None:
        start = time.perf_counter()
        super().write(saved, row)
        self.writes.append(time.perf_counter() - start)


def autosave_costs(folder: Path, actions: int = 200) -> tuple[list[float], list[float]]:
    from game.pook import random_action
    from scenes.kit.autosave import Autosaver

    library = TimedLibrary(folder)
    saver = Autosaver(library)
    rng, seed, held = Rng(1), 1, []
    seats = (Seat("A"), Seat("B", BOT, "random"), Seat("C", BOT, "random"), Seat("D"))
    while len(held) < actions:
        session = GameSession.new(GameSetup("pook", seats, seed), saver)
        seed += 1
        while not session.is_terminal() and len(held) < actions:
            session.match.play(str(random_action(session.state, rng)))
            start = time.perf_counter()
            session.save()  # what GameSession.play adds to the core's own work
            held.append(time.perf_counter() - start)
            saver.flush(5)  # one action per frame: the writer keeps up
    saver.close(5)
    problem = saver.take_problem()
    if problem is not None:  # the writer survives anything: a failed write must not pass
        raise RuntimeError(f"the writes failed: {problem}")
    return held, library.writes


def long_game(game: str, seats: tuple[Seat, ...], seeds: int = 8) -> SavedGame:
    """The longest of a few seeded random games, played to its last action but one
    (a game that is not over yet: the one Continue offers)."""
    module = importlib.import_module(f"game.{game}")
    games = []
    for seed in range(seeds):
        saved = SavedGame.start(game, seed, seats, {})
        match, rng = match_of(saved.record), Rng(seed)
        while not match.state.is_terminal():
            match.play(str(module.random_action(match.state, rng)))
        unfinished = match.record.actions[:-1]
        games.append(saved.advanced(replace(match.record, actions=unfinished), False))
    return max(games, key=lambda saved: len(saved.record.actions))


def resume_ms(folder: Path, saved: SavedGame) -> float:
    library = SaveLibrary(folder / "data" / "games")
    library.write(saved)
    app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=0,
                         fixed_dt=1 / 60))
    app.frame(1 / 60)
    start = time.perf_counter()
    entry = library.load(saved.name)
    app.stack.push(table_scene(saved.record.game), entry)
    app.stack.apply_pending()
    app.frame(1 / 60)
    took = time.perf_counter() - start
    app.close()
    return 1000 * took


def exit_seconds(folder: Path, how: str) -> float:
    """One life of ``tablee --script {how}-pook`` (``think``: SIGTERM while the bot thinks;
    ``close``: the window closed then): seconds from that moment to the process gone."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen(
        [sys.executable, "-m", "scenes", "--script", f"{how}-pook", "--seed", "5",
         "--data-dir", str(folder / "data"), "--config-dir", str(folder / "config")],
        cwd=Path(__file__).resolve().parent.parent, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = ""
    while line not in ("thinking", "closing"):
        read = process.stdout.readline()
        if not read:
            raise RuntimeError(f"the app ended early: {process.communicate()[1]}")
        line = read.strip()
    started = time.monotonic()
    if how == "think":
        process.send_signal(signal.SIGTERM)
    process.communicate(timeout=30)
    if process.returncode != 0:
        raise RuntimeError(f"the app exited with {process.returncode}")
    return time.monotonic() - started


def run() -> None:
    sys.setswitchinterval(GIL_SWITCH_SECONDS)
    with tempfile.TemporaryDirectory() as folder:
        held, writes = autosave_costs(Path(folder))
    report("autosave_ms_p99", 1000 * percentile(held, 99), "ms")
    report("autosave_write_ms_p99", 1000 * percentile(writes, 99), "ms")
    pook = long_game("pook", (Seat("A"), Seat("B", BOT, "normal"), Seat("C"), Seat("D")))
    rok = long_game("rok", (Seat("A"), Seat("B", BOT, "normal")))
    times = {}
    for name, saved in (("pook", pook), ("rok", rok)):
        with tempfile.TemporaryDirectory() as folder:
            times[name] = min(resume_ms(Path(folder), saved) for _ in range(3))
        throws = sum(a.startswith("throw") for a in saved.record.actions)
        print(f"# resume {name}: {len(saved.record.actions)} actions ({throws} throws), "
              f"{times[name]:.0f} ms")
    report("resume_ms", max(times.values()), "ms")
    exits = []
    for how in ("think", "close") * 3:
        with tempfile.TemporaryDirectory() as folder:
            exits.append(exit_seconds(Path(folder), how))
    print("# exits while a Hard bot thinks: " + ", ".join(f"{t:.2f}" for t in exits) + " s")
    report("exit_while_thinking_s", max(exits), "s")
