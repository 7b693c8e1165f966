"""A game is never lost: the real app in a subprocess, killed with SIGKILL at random moments,
continues exactly where its save file stood; SIGTERM and closing the window save and exit
without waiting for a Hard bot that thinks (how fast is ``make bench ONLY=saves``'s
``exit_while_thinking_s``: timing belongs in the bench).

The app runs ``tablee --script endless-GAME`` (scenes/app/scripted.py): it plays by mouse
gestures and prints what it accepted (with a digest of ``to_json()``), what its autosave
wrote, and what Continue restored.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.saves import SaveLibrary

pytestmark = pytest.mark.posix  # SIGKILL and SIGTERM sent to a process: POSIX signals
ROOT = Path(__file__).resolve().parents[2]


def launch(folder: Path, script: str, seed: int) -> subprocess.Popen[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen(
        [sys.executable, "-m", "scenes", "--script", script, "--seed", str(seed),
         "--data-dir", str(folder / "data"), "--config-dir", str(folder / "config")],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def digest(state) -> str:
    return hashlib.sha256(state.to_json().encode()).hexdigest()[:16]


def on_disk(folder: Path, name: str):
    """Game ``name`` as its file holds it, replayed through the core (None: no file yet)."""
    entry = SaveLibrary(folder / "data" / "games").load(name)
    if entry.problem == "the file is gone":
        return None
    assert not entry.damaged, entry.problem
    return entry


def unfinished(folder: Path):
    """The unfinished games on disk (none damaged), replayed: (file, actions, digest)."""
    entries = SaveLibrary(folder / "data" / "games").scan()
    assert not [e for e in entries if e.damaged], [e.problem for e in entries]
    return [(e.name, len(e.saved.record.actions), digest(e.match.state))
            for e in entries if not e.saved.finished]


class Run:
    """One life of the app: its output lines, read until it was killed."""

    def __init__(self, folder: Path, game: str, seed: int, lines_before_kill: int,
                 rng: random.Random) -> None:
        process = launch(folder, f"endless-{game}", seed)
        self.lines: list[str] = []
        deadline = time.monotonic() + 60
        while len(self.lines) < lines_before_kill and time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            self.lines.append(line.split("\n")[0])
        time.sleep(rng.random() * 0.03)  # land anywhere: mid-frame, mid-write, mid-think
        process.send_signal(signal.SIGKILL)
        rest, errors = process.communicate(timeout=30)
        self.lines += rest.splitlines()
        assert "Traceback" not in errors, errors

    def resumed(self) -> list[str] | None:
        return next((line.split()[1:] for line in self.lines if line.startswith("resumed")),
                    None)

    def current(self) -> int | None:
        """Index of the line where the game played at the kill began (new or resumed)."""
        marks = [i for i, line in enumerate(self.lines) if line.startswith(("new", "resumed"))]
        return marks[-1] if marks else None

    def current_name(self) -> str | None:
        start = self.current()
        return None if start is None else self.lines[start].split()[-1]

    def saves(self) -> list[int]:
        """The action counts of the saves announced for the current game."""
        return [int(line.split()[1]) for line in self.lines[self.current():]
                if line.startswith("saved")]

    def last_saved(self) -> int:
        """Actions in the latest save this life announced for its current game."""
        resumed = self.lines[self.current()].split()
        return max(self.saves(), default=int(resumed[1]) if resumed[0] == "resumed" else 0)

    def journal(self) -> dict[int, str]:
        """The digest of the state after each accepted action of the current game."""
        seen = {}
        for line in self.lines[self.current():]:
            word, *rest = line.split()
            if word in ("accepted", "resumed"):
                seen[int(rest[0])] = rest[1]
        return seen


def kill_and_continue(tmp_path: Path, game: str, kills: int, seed: int) -> int:
    """Kill the app ``kills`` times at random moments; check each restart. Returns how
    many restarts continued a game (the others found it over and began a new one)."""
    rng, previous, continued = random.Random(seed), None, 0
    for life in range(kills + 1):
        waiting = unfinished(tmp_path)
        assert len(waiting) <= 1, waiting
        entry = previous and previous.current_name() and on_disk(tmp_path,
                                                                  previous.current_name())
        if previous is not None and previous.current_name() and entry is None:
            assert previous.saves() == [], "a game announced as saved is gone"
        elif entry:
            count, state = len(entry.saved.record.actions), digest(entry.match.state)
            assert count >= previous.last_saved(), "an action announced as saved was lost"
            if count in previous.journal():
                assert previous.journal()[count] == state, "the file differs from the table"
            assert entry.saved.finished or waiting == [(entry.name, count, state)]
        run = Run(tmp_path, game, seed + life, rng.randint(3, 40), rng)
        assert run.lines and run.lines[0] == "scan damaged=0", run.lines[:3]
        if waiting:
            name, count, state = waiting[0]
            assert run.resumed() == [str(count), state, name], \
                "Continue did not rebuild what the file holds"
            continued += 1
        else:
            assert run.resumed() is None
        previous = run
    return continued


def leftovers(tmp_path: Path) -> list[str]:
    return [name for name in os.listdir(tmp_path / "data" / "games")
            if name.endswith(".tmp") or name.startswith(".")]


def quiet_exit(tmp_path: Path, game: str) -> None:
    """A last life ended by SIGTERM: it must save, clean up and exit 0."""
    process = launch(tmp_path, f"endless-{game}", 99)
    for _ in range(8):
        process.stdout.readline()
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)
    assert process.returncode == 0
    assert leftovers(tmp_path) == []
    unfinished(tmp_path)  # nothing damaged


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_sigkill_at_random_moments_loses_nothing_saved(tmp_path, game):
    continued = kill_and_continue(tmp_path, game, kills=3, seed=11)
    assert continued >= 1
    quiet_exit(tmp_path, game)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_sigkill_fifty_times_across_the_three_games(tmp_path, game):
    continued = kill_and_continue(tmp_path, game, kills=20, seed=1234)  # 60 kills in all
    assert continued >= 5
    quiet_exit(tmp_path, game)


@pytest.mark.parametrize("how", ["think", "close"])
def test_sigterm_or_closing_saves_and_exits_without_waiting_for_a_hard_bot_that_thinks(
        tmp_path, how):
    process = launch(tmp_path, f"{how}-pook", 5)
    lines = []
    while not lines or lines[-1] not in ("thinking", "closing"):
        line = process.stdout.readline()
        assert line, process.communicate()[1]
        lines.append(line.strip())
    if how == "think":
        process.send_signal(signal.SIGTERM)
    process.communicate(timeout=30)
    assert process.returncode == 0
    [(_, count, _)] = unfinished(tmp_path)
    assert count == 0  # the bot never answered: nothing was played, the game is kept
    assert leftovers(tmp_path) == []
