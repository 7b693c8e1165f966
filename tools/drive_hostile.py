"""A hostile host, on screen: a laptop's app joins a table whose host (``tools.hostile_host``,
on 127.0.0.1) sends it something it cannot read mid-game, then a program that cannot prove
it is the host takes the host's place.

First a host whose welcome cannot be read: the Join screen says so in words
(``hostile-LANG-join-unreadable``). Then the laptop opens "Play over the network", types the
host's address and code, and plays by gestures; a few seconds in, the host sends CASE once
(``--case``, one of ``tools.hostile_host.CASES``; default: a state whose view is null): the
table says the host sent something this version cannot read, with Reconnect and Leave
(``hostile-LANG-unreadable``); Reconnect brings the same seat back with the host's view
(``hostile-LANG-reconnected``). Then the host is stopped and a squatter listens on its port:
the laptop, coming back, hears no proof that it is its host, says so
(``hostile-LANG-not-host``) and told it nothing; Leave goes back to the menu. Last, a table
through a relay whose host goes while a program polls the relay for the room
(``hostile-LANG-relay-squatted``: the laptop waits for its host; the squatter's count of
rooms let in and frames read is printed). Screenshots: ``shots/hostile-LANG-*.png``.

    python tools/drive.py hostile --lang fr --screen 1366x768
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from scenes.app.scripted_lan import person_choice
from tools.drive_lan import join, raise_window

if TYPE_CHECKING:
    from tools.drive import Driver

ROOT = Path(__file__).resolve().parent.parent


def start(*args: str) -> tuple[subprocess.Popen[str], str]:
    """``python -m tools.hostile_host ARGS``, and its first line (``hosting PORT CODE``)."""
    process = subprocess.Popen([sys.executable, "-m", "tools.hostile_host", *args], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    return process, process.stdout.readline().strip()


def stop(host: subprocess.Popen[str]) -> None:
    """End a hostile host started by :func:`start` (it hosts until its stdin closes)."""
    if host.stdin is not None:
        host.stdin.close()
    host.wait(10)


def hostile(d: Driver, lang: str, case: str = "state.view null") -> None:
    import random

    tag = f"hostile-{lang}"
    first, line = start("totem", "--case", "welcome.players as text")  # (at the Join screen)
    try:
        join(d, {"port": line.split()[1], "code": "K3Y9PA"}, tag, wrong_first=False)
        d.wait_for(lambda s: "#join" in s["buttons"] and s["scene"] == "JoinScene")
        time.sleep(1.5)
        d.shot(f"{tag}-join-unreadable")
        d.key("Escape")
    finally:
        stop(first)
    host, line = start("totem", "--case", case, "--after", "5")
    port = line.split()[1]
    try:
        join(d, {"port": port, "code": "K3Y9PA"}, tag, wrong_first=False)
        d.wait_for(lambda s: s["scene"] == "TotemScene", seconds=20)
        d.shot(f"{tag}-table")
        choose, chosen = person_choice(random.Random(2)), None
        deadline = time.monotonic() + 60
        while d.screen()["scene"] != "SeatLostOverlay" and time.monotonic() < deadline:
            gestures = d.screen()["gestures"]
            if gestures:  # (a move of several steps: the same one until it is made)
                chosen = chosen if chosen in gestures else choose(sorted(gestures))
                d.perform(gestures[chosen][0])
            time.sleep(0.3)
        d.wait_for(lambda s: s["scene"] == "SeatLostOverlay", seconds=10)
        raise_window(d)
        d.shot(f"{tag}-unreadable", wait=0.6)
        d.press_button("#lost_reconnect")
        d.wait_for(lambda s: s["scene"] == "TotemScene", seconds=20)
        d.shot(f"{tag}-reconnected", wait=1.0)
    finally:
        stop(host)
    squatter, _ = start("squat", "--port", port)
    try:
        d.wait_for(lambda s: s["scene"] == "SeatLostOverlay", seconds=30)
        raise_window(d)
        d.shot(f"{tag}-not-host", wait=0.6)
        d.press_button("#lost_leave")
        d.wait_for(lambda s: s["scene"] == "MenuScene", seconds=10)
        d.shot(f"{tag}-left")
    finally:
        squatter.terminate()
        squatter.wait(5)
    relay_squat(d, tag)


def relay_squat(d: Driver, tag: str) -> None:
    """A table through a relay; its host goes, and a program polls the relay for the room
    with a key of its own: refused at every handshake, it reads nothing, and the laptop
    waits for its own host (``hostile-LANG-relay-squatted``) until Leave."""
    from scenes.kit.net.address import host_url
    from tools.hostile_host import CODE
    from tools.lan_relays import RelayProcess
    from tools.relay_hostile import Squatter

    relay = RelayProcess().start()
    try:
        host, _ = start("totem", "--relay", relay.base)
        try:
            join(d, {"relay": relay.base.removeprefix("ws://"), "code": CODE}, tag,
                 wrong_first=False)
            d.wait_for(lambda s: s["scene"] == "TotemScene", seconds=20)
            d.shot(f"{tag}-relay-table", wait=1.0)
        finally:
            stop(host)
        squatter = Squatter(host_url(relay.base, CODE)).start()
        try:
            time.sleep(6.0)
            raise_window(d)
            d.shot(f"{tag}-relay-squatted", wait=0.6)
        finally:
            squatter.stop()
        print(f"squatter: let in {squatter.rooms} times, read {len(squatter.frames)} frames, "
              f"refused {dict(squatter.refused)}", flush=True)
        d.key("Escape")
        time.sleep(1.0)
        d.shot(f"{tag}-relay-leaving", wait=0.6)
    finally:
        relay.kill()
