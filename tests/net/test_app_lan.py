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
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.games import replayed
from game.saves import SaveLibrary
from scenes.app.scripted_lan import view_digest
from tests.net.procs import Proc

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 150.0  # seconds a game takes at most (a loaded machine's)
START = 60.0  # seconds an app takes at most to show its Host screen (or a relay to listen)
END = 60.0  # seconds the host takes at most to end once the laptop's app has ended
CUT_AT = 8  # the laptop is cut off once this many moves were made


def launch(folder: Path, script: str, seed: int, company: list[Proc], name: str) -> Proc:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLEE_LISTEN": "127.0.0.1:0"}  # (loopback only, any free port)
    return Proc(name, [sys.executable, "-m", "scenes", "--script", script, "--seed", str(seed),
                       "--data-dir", str(folder / "data"), "--config-dir", str(folder / "config")],
                cwd=ROOT, env=env, company=company)


@contextlib.contextmanager
def at_one_table(tmp_path: Path, game: str, relay: str = "",
                 company: list[Proc] | None = None) -> Iterator[tuple[Proc, Proc, str]]:
    """A host process and a laptop process that joined it (both ended on the way out);
    ``relay``: the host hosts through the relay at that address too, and the laptop types
    the relay's address."""
    company = [] if company is None else company
    host = launch(tmp_path / "host", f"host-{game}" + (f"@{relay}" if relay else ""), 5,
                  company, "the host")
    joiner = None
    try:
        hosting = host.line("hosting", START, "the host's 'hosting' line (its Host screen)")
        port, code = hosting.split()[:2]  # "PORT CODE" (and "through RELAY")
        where = relay or f"127.0.0.1:{port}"
        joiner = launch(tmp_path / "laptop", f"join-{game}@{where}/{code}", 6, company,
                        "the laptop")
        yield host, joiner, hosting
    finally:
        for process in (host, joiner):
            if process is not None:
                process.stop()


@pytest.mark.parametrize("game", ["totem", "rok", pytest.param("pook", marks=pytest.mark.slow)])
def test_two_app_processes_play_a_game_over_loopback(tmp_path, game):
    with at_one_table(tmp_path, game) as (host, joiner, _):
        limit = LIMIT * 4 if game == "rok" else LIMIT  # (RÖK's race runs on real clocks)
        joined = joiner.finish(limit, "the laptop's game to end and its app to quit")
        hosted = host.finish(END, "the host's app to quit after the laptop's")
    assert host.process.returncode == 0 and joiner.process.returncode == 0, (
        host.said(), joiner.said())
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
    company: list[Proc] = []
    with launch(tmp_path / "host", "host-totem", 5, company, "the host") as host:
        port, code = host.line("hosting", START, "the host's 'hosting' line").split()[:2]
        wrong = "AAAAAA" if code != "AAAAAA" else "CCCCCC"
        with launch(tmp_path / "laptop", f"join-totem@127.0.0.1:{port}/{wrong}", 6, company,
                    "the laptop") as joiner:
            joiner.finish(LIMIT, "the laptop's Join screen to refuse and its app to quit")
    assert joiner.process.returncode == 1
    assert "the Join screen says: Wrong join code" in joiner.errors, joiner.errors


def test_a_laptop_that_drops_is_given_to_a_bot_and_the_game_ends(tmp_path):
    """The laptop's process is killed mid-game (its seat waits); after a while the host's
    table asks, and its person gives the seat to an Easy bot: the host's own table then
    plays it to the end, and the saved game names the seat a bot."""
    with at_one_table(tmp_path, "totem") as (host, joiner, _):
        while int(joiner.line("moves", LIMIT, f"the laptop's move {CUT_AT}")) < CUT_AT:
            pass
        joiner.stop()  # (as a laptop whose app ends: its connection closes at once)
        hosted = host.finish(LIMIT, "the host to give the seat to a bot and end the game")
    assert host.process.returncode == 0, host.errors
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
    company: list[Proc] = []
    with Proc("the relay", [sys.executable, "-m", "scenes.kit.net.relay", "--bind", "127.0.0.1",
                            "--port", "0"], cwd=ROOT, company=company) as relay:
        address = relay.line("relay", START, "the relay's 'listening' line").split()[-1]
        with at_one_table(tmp_path, "totem", address, company) as (host, joiner, hosting):
            joined = joiner.finish(LIMIT, "the laptop's game to end and its app to quit")
            hosted = host.finish(END, "the host's app to quit after the laptop's")
    assert host.process.returncode == 0 and joiner.process.returncode == 0, (
        host.said(), joiner.said())
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
