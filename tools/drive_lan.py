"""Issue 32 on screen: two app windows on one Xvfb display play Totem over 127.0.0.1.

The first app (the driver's) hosts: the menu's "Play over the network" button, the setup with
seat 2 set to "Another laptop", the Host screen with its join code and address. A second app
(its own config and data folders, its own drive file) opens "Play over the network", types
the address and the code the host's screen shows, and joins. Both play by mouse gestures,
each window raised before it is touched or photographed (they lie over one another), until
both end screens show. Screenshots: ``shots/lan-*-LANG.png``.

    python tools/drive.py lan --lang fr --screen 1366x768 --display :71
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver

ROOT = Path(__file__).resolve().parent.parent
SEAT_2_KIND = (575, 332)  # the second seat's drop-down (scenes/shell/setup_scene.py)


def raise_window(d: Driver) -> None:
    d.xdotool("windowraise", d.window)
    d.xdotool("windowfocus", "--sync", d.window)
    time.sleep(0.2)


def second_app(d: Driver, lang: str) -> tuple[Driver, Path]:
    """Another app on the same display, with folders of its own."""
    from tools.drive import Driver

    folder = Path(tempfile.mkdtemp(prefix="tablee-laptop-"))
    state = folder / "screen.json"
    env = {**os.environ, "DISPLAY": d.display, "SDL_AUDIODRIVER": "dummy",
           "TABLEE_CONFIG_DIR": str(folder), "TABLEE_DATA_DIR": str(folder / "data"),
           "LANG": "en_GB.UTF-8", "TABLEE_DRIVE_FILE": str(state)}
    env.pop("SDL_VIDEODRIVER", None)
    process = subprocess.Popen([sys.executable, "-m", "scenes", "--lang", lang], cwd=ROOT,
                               env=env)
    return Driver(d.display, process, d.out, state, d.seed, d.screen_size), folder


def step(d: Driver, rng: random.Random, chosen: dict[str, str]) -> str:
    """One gesture at ``d``'s table if it is this window's turn ("end" at its end screen);
    an action of several gestures (the set-up's four cards) is followed to its end."""
    screen = d.screen()
    if screen["scene"] == "EndOverlay":
        return "end"
    gestures = screen["gestures"]
    if not gestures:
        return "wait"
    raise_window(d)
    if chosen.get(d.display + str(d.process.pid)) not in gestures:
        chosen[d.display + str(d.process.pid)] = rng.choice(sorted(gestures))
    d.perform(gestures[chosen[d.display + str(d.process.pid)]][0])
    time.sleep(0.3)
    return "moved"


def lan(d: Driver, lang: str) -> None:
    words = json.loads((ROOT / "assets" / "i18n" / f"net.{lang}.json").read_text("utf-8"))[lang]
    d.wait_for(lambda s: "#menu_network" in s["buttons"])
    d.move(*d.screen()["buttons"]["#menu_network"])
    d.shot(f"lan-menu-{lang}", wait=1.5)  # (its tooltip says how to host)
    d.press_button("#tile_totem")
    d.click(*SEAT_2_KIND)
    d.press_label(words["seat_laptop"])
    d.shot(f"lan-setup-{lang}")
    d.press_button("#start")
    facts = d.wait_for(lambda s: s["scene"] == "HostScene" and bool(s.get("facts")))["facts"]
    d.shot(f"lan-host-waiting-{lang}", wait=1.0)
    laptop, folder = second_app(d, lang)
    try:
        laptop.wait_for(lambda s: "#menu_network" in s["buttons"])
        raise_window(laptop)
        laptop.press_button("#menu_network")
        laptop.wait_for(lambda s: s["scene"] == "JoinScene")
        laptop.shot(f"lan-join-{lang}", wait=2.6)  # (after the listening for tables)
        raise_window(laptop)
        laptop.click(900, 220)  # the address field (scenes/shell/join_scene.py)
        laptop.type(f"127.0.0.1:{facts['port']}")
        laptop.click(830, 326)  # the code field
        laptop.type("xx")  # a wrong code first: the refusal in words
        laptop.press_button("#join")
        time.sleep(1.0)
        laptop.shot(f"lan-join-wrong-code-{lang}")
        raise_window(laptop)
        laptop.click(830, 326)
        laptop.key("ctrl+a")
        laptop.type(str(facts["code"]).lower())
        laptop.press_button("#join")
        laptop.wait_for(lambda s: s["scene"] == "TotemScene", seconds=20)
        raise_window(d)
        d.shot(f"lan-host-seated-{lang}", wait=0.2)
        d.wait_for(lambda s: s["scene"] == "TotemScene", seconds=20)
        rng, moves, shots, chosen = random.Random(d.seed), 0, 0, {}
        done = {"host": False, "laptop": False}
        deadline = time.monotonic() + 600
        while not all(done.values()) and time.monotonic() < deadline:
            for name, driver in (("host", d), ("laptop", laptop)):
                if done[name]:
                    continue
                outcome = step(driver, rng, chosen)
                done[name] = outcome == "end"
                moves += outcome == "moved"
                if outcome == "moved" and moves in (6, 14) and shots < 4:
                    for who, other in (("host", d), ("laptop", laptop)):
                        raise_window(other)
                        other.shot(f"lan-table-{moves}-{who}-{lang}", wait=1.6)
                        shots += 1
            time.sleep(0.1)
        for who, other in (("host", d), ("laptop", laptop)):
            raise_window(other)
            other.shot(f"lan-end-{who}-{lang}", wait=1.0)
        print(f"lan: {moves} gestures, both ends shown: {all(done.values())}")
    finally:
        laptop.process.terminate()
        laptop.process.wait(10)
        shutil.rmtree(folder, ignore_errors=True)
