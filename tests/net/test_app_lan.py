"""Two app processes under the dummy driver play a seeded Totem game (Pook: marked slow)
against each other on 127.0.0.1 (issue 32): one hosts from the setup screen, the other
joins from the menu's "Play over the network" with the join code the host's screen shows;
both play by mouse gestures (``tablee --script host-totem`` / ``join-totem@ADDRESS/CODE``,
scenes/app/scripted_lan.py). The host's saved record replays to the state its screen
showed, and the laptop's last view is that replay's view of its seat.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.saves import SaveLibrary
from scenes.app.scripted_lan import view_digest

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 150.0


def launch(folder: Path, script: str, seed: int) -> subprocess.Popen[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLEE_LISTEN": "127.0.0.1:0"}  # (loopback only, any free port)
    return subprocess.Popen(
        [sys.executable, "-m", "scenes", "--script", script, "--seed", str(seed),
         "--data-dir", str(folder / "data"), "--config-dir", str(folder / "config")],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def first_line(process: subprocess.Popen[str], start: str) -> str:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith(start):
            return line.split(maxsplit=1)[1].strip()
    raise AssertionError(f"no {start!r} line: {process.stderr.read() if process.stderr else ''}")


@pytest.mark.parametrize("game", ["totem", pytest.param("pook", marks=pytest.mark.slow)])
def test_two_app_processes_play_a_game_over_loopback(tmp_path, game):
    host = launch(tmp_path / "host", f"host-{game}", 5)
    joiner = None
    try:
        port, code = first_line(host, "hosting").split()
        joiner = launch(tmp_path / "laptop", f"join-{game}@127.0.0.1:{port}/{code}", 6)
        joined, _ = joiner.communicate(timeout=LIMIT)
        hosted, _ = host.communicate(timeout=LIMIT)
    finally:
        for process in (host, joiner):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    assert host.returncode == 0 and joiner.returncode == 0, (hosted, joined)
    assert "joined seat 1" in joined
    moves, state_digest, name = next(line.split()[1:] for line in hosted.splitlines()
                                     if line.startswith("finished"))
    seen_moves, seen_view = next(line.split()[1:] for line in joined.splitlines()
                                 if line.startswith("finished"))
    entry = SaveLibrary(tmp_path / "host" / "data" / "games").load(name)
    assert not entry.damaged and entry.saved.finished
    replay = entry.saved.record.replay()
    assert replay.is_terminal() and len(entry.saved.record.actions) == int(moves) > 10
    assert hashlib.sha256(replay.to_json().encode()).hexdigest()[:16] == state_digest
    assert int(seen_moves) == int(moves)
    assert view_digest(json.loads(json.dumps(replay.view(1)))) == seen_view
    assert [seat.name for seat in entry.saved.seats][1] != ""  # the laptop's name was kept


def test_a_wrong_code_is_refused_in_the_players_words(tmp_path):
    """The Join screen names the refusal; the host goes on waiting (then is stopped)."""
    host = launch(tmp_path / "host", "host-totem", 5)
    try:
        port, code = first_line(host, "hosting").split()
        wrong = "AAAAAA" if code != "AAAAAA" else "CCCCCC"
        joiner = launch(tmp_path / "laptop", f"join-totem@127.0.0.1:{port}/{wrong}", 6)
        _, errors = joiner.communicate(timeout=LIMIT)
    finally:
        host.kill()
        host.wait()
    assert joiner.returncode == 1
    assert "the Join screen says: Wrong join code" in errors, errors
