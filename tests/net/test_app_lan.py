"""Two app processes under the dummy driver play a seeded Totem game (Pook: marked slow; RÖK:
in the thorough tier)
against each other on 127.0.0.1: one hosts from the setup screen, the other
joins from the menu's "Play over the network" with the join code the host's screen shows;
both play by mouse gestures (``tablee --script host-totem`` / ``join-totem@ADDRESS/CODE``,
scenes/app/scripted_lan.py). The host's saved record replays to the state its screen
showed, and the laptop's last view is that replay's view of its seat. A laptop killed
mid-game is given to a bot by the host's person, and the game ends.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.games import replayed
from game.saves import SaveLibrary
from scenes.app.scripted_lan import view_digest

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 150.0
CUT_AT = 8  # the laptop is cut off once this many moves were made


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


@contextlib.contextmanager
def at_one_table(tmp_path: Path, game: str, relay: str = ""
                 ) -> Iterator[tuple[subprocess.Popen[str], subprocess.Popen[str], str]]:
    """A host process and a laptop process that joined it (both ended on the way out);
    ``relay``: the host hosts through the relay at that address too, and the laptop types
    the relay's address."""
    host = launch(tmp_path / "host", f"host-{game}" + (f"@{relay}" if relay else ""), 5)
    joiner = None
    try:
        hosting = first_line(host, "hosting")  # "PORT CODE" (and "through RELAY")
        port, code = hosting.split()[:2]
        where = relay or f"127.0.0.1:{port}"
        joiner = launch(tmp_path / "laptop", f"join-{game}@{where}/{code}", 6)
        yield host, joiner, hosting
    finally:
        for process in (host, joiner):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


def tail(output: str | bytes | None, lines: int = 12) -> str:
    text = output.decode(errors="replace") if isinstance(output, bytes) else output or ""
    return " | ".join(text.splitlines()[-lines:])


@pytest.mark.parametrize("game", ["totem", "rok", pytest.param("pook", marks=pytest.mark.slow)])
def test_two_app_processes_play_a_game_over_loopback(tmp_path, game):
    with at_one_table(tmp_path, game) as (host, joiner, _):
        limit = LIMIT * 4 if game == "rok" else LIMIT  # (RÖK's race runs on real clocks)
        joined, _ = joiner.communicate(timeout=limit)
        try:
            hosted, _ = host.communicate(timeout=limit)
        except subprocess.TimeoutExpired as stuck:  # say what each side saw last
            pytest.fail(f"the host never finished: it said {tail(stuck.output)}; the laptop "
                        f"(exit {joiner.returncode}) said {tail(joined)}")
    assert host.returncode == 0 and joiner.returncode == 0, (hosted, joined)
    assert "joined seat 1" in joined
    moves, state_digest, name = next(line.split()[1:] for line in hosted.splitlines()
                                     if line.startswith("finished"))
    seen_moves, seen_view = next(line.split()[1:] for line in joined.splitlines()
                                 if line.startswith("finished"))
    entry = SaveLibrary(tmp_path / "host" / "data" / "games").load(name)
    assert not entry.damaged and entry.saved.finished
    replay = replayed(entry.saved.record)
    assert replay.is_terminal() and len(entry.saved.record.actions) == int(moves) > 0
    assert hashlib.sha256(replay.to_json().encode()).hexdigest()[:16] == state_digest
    assert int(seen_moves) == int(moves)
    assert view_digest(json.loads(json.dumps(replay.view(1)))) == seen_view
    assert [seat.name for seat in entry.saved.seats][1] != ""  # the laptop's name was kept


def test_a_wrong_code_is_refused_in_the_players_words(tmp_path):
    """The Join screen names the refusal; the host goes on waiting (then is stopped)."""
    host = launch(tmp_path / "host", "host-totem", 5)
    try:
        port, code = first_line(host, "hosting").split()[:2]
        wrong = "AAAAAA" if code != "AAAAAA" else "CCCCCC"
        joiner = launch(tmp_path / "laptop", f"join-totem@127.0.0.1:{port}/{wrong}", 6)
        _, errors = joiner.communicate(timeout=LIMIT)
    finally:
        host.kill()
        host.wait()
    assert joiner.returncode == 1
    assert "the Join screen says: Wrong join code" in errors, errors


def test_a_laptop_that_drops_is_given_to_a_bot_and_the_game_ends(tmp_path):
    """The laptop's process is killed mid-game (its seat waits); after a while the host's
    table asks, and its person gives the seat to an Easy bot: the host's own table then
    plays it to the end, and the saved game names the seat a bot."""
    with at_one_table(tmp_path, "totem") as (host, joiner, _):
        while int(first_line(joiner, "moves")) < CUT_AT:
            pass
        joiner.kill()  # (as a laptop whose app ends: its connection closes at once)
        joiner.wait()
        hosted, errors = host.communicate(timeout=LIMIT)
    assert host.returncode == 0, errors
    assert "gave seat 1 to a bot" in hosted
    moves, _, name = next(line.split()[1:] for line in hosted.splitlines()
                          if line.startswith("finished"))
    entry = SaveLibrary(tmp_path / "host" / "data" / "games").load(name)
    assert not entry.damaged and entry.saved.finished
    assert replayed(entry.saved.record).is_terminal()
    assert int(moves) > CUT_AT
    seat = entry.saved.seats[1]
    assert (seat.kind, seat.level) == ("bot", "easy")


def test_a_game_hosted_through_a_relay_from_the_host_screen(tmp_path):
    """Friends far away: a relay process on loopback; the host types its
    address on the Host screen, the laptop types the relay's address and the code on its
    Join screen (never the host's port), and the game is played to its end."""
    relay = subprocess.Popen([sys.executable, "-m", "scenes.kit.net.relay", "--bind",
                              "127.0.0.1", "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        address = first_line(relay, "relay").split()[-1]  # "listening on 127.0.0.1:PORT"
        with at_one_table(tmp_path, "totem", relay=address) as (host, joiner, hosting):
            joined, _ = joiner.communicate(timeout=LIMIT)
            hosted, _ = host.communicate(timeout=LIMIT)
    finally:
        relay.kill()
        relay.wait()
    assert host.returncode == 0 and joiner.returncode == 0, (hosted, joined)
    assert hosting.endswith(f"through {address}")
    assert not address.endswith(f":{hosting.split()[0]}")  # the laptop never had the host's
    assert "joined seat 1" in joined
    moves, _, name = next(line.split()[1:] for line in hosted.splitlines()
                          if line.startswith("finished"))
    seen = next(line.split()[1] for line in joined.splitlines() if line.startswith("finished"))
    entry = SaveLibrary(tmp_path / "host" / "data" / "games").load(name)
    assert not entry.damaged and entry.saved.finished  # (a game's length varies with the clock)
    assert replayed(entry.saved.record).is_terminal()
    assert len(entry.saved.record.actions) == int(moves) == int(seen) > 0
