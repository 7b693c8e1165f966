"""Network play on screen: app windows on one Xvfb display play Totem, Pook or RÖK over 127.0.0.1.

The first app (the driver's) hosts: the menu's "Play over the network" button, the setup with
seat 2 (and with ``--laptops 2``, Pook at three, seat 3) set to "Another laptop", the Host
screen with its join code and address. Each other app (its own config and data folders, its
own drive file) opens "Play over the network", types the address and the code the host's
screen shows, and joins. All play by mouse gestures, each window raised before it is touched
or photographed (they lie over one another), until every end screen shows.

``--drop``: once some moves are made the last laptop's app is stopped (SIGSTOP: its laptop
"leaves the table"); the host's table asks after a few seconds (``lan-GAME-LANG-away-asked``),
the other laptop names who is awaited (``…-away-other-laptop-1``), the host's person presses
Wait (``…-away-waiting``: the table's "A bot for NAME…" button), then that button, chooses
Hard and "A bot takes the seat"; the game goes on to its end. The stopped app is then let go
on (SIGCONT): it comes back to find its seat gone, and says so with Watch and Leave
(``…-away-seat-gone``); it watches the rest of the game (``…-away-watching``,
``…-end-watcher``).
``--relay``: a relay process on 127.0.0.1, its address typed on the Host screen ("Host
through it"), and the laptops type the relay's address (never the host's) with the code.
``--game rok``: the race at both screens — after a grab clicked at the host's window and
one at the laptop's, both windows are photographed at once (``…-race-N-host``,
``…-race-N-laptop1``: the claims decided by the host's race, the countdown running).
``--game rok`` also photographs each of the first three throws and slides made at one window
at the others as they play it there: a throw's 3-2-1 count, its flight and its rest
(``…-throw-N-count-WHO``, ``…-flight-WHO``, ``…-rest-WHO``), a slide under way and its mark
(``…-slide-N-going-WHO``, ``…-mark-WHO``).
``--watch``: once the game is under way one more app opens "Play over the network", types
the address and the Host screen's watch code and presses Watch: it follows the game (the
public view, every move as it is made) and is photographed beside the players
(``…-table-N-spectator``, ``…-end-spectator``); the host's pause then shows the watch code
(``…-host-pause-watch``).
At the sixth move the first laptop's person says "Well played!" and the host's person writes
a line (``…-say-overlay-laptop1``, ``…-say-WHO``: in the log and by the seat's name).
At the end each laptop keeps the game (its end screen offers Review).
``--reduced-motion`` and ``--text-scale`` apply to every app (the laptops start with the
host's settings). Screenshots: ``shots/lan-GAME-LANG-*.png``.

    python tools/drive.py lan --lang fr --screen 1366x768 --display :71
    python tools/drive.py lan --game pook --laptops 2 --drop --screen 1280x720
    python tools/drive.py lan --relay --lang fr --screen 1366x768
    python tools/drive.py lan --game pook --watch --screen 1366x768
    python tools/drive.py lan --game rok --screen 1366x768   # (a whole race game: minutes)
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from scenes.app.scripted_lan import person_choice

if TYPE_CHECKING:
    from tools.drive import Driver

ROOT = Path(__file__).resolve().parent.parent
DROP_AT = 10  # --drop: the last laptop leaves once this many gestures were made


def raise_window(d: Driver) -> None:
    d.xdotool("windowraise", d.window)
    d.xdotool("windowfocus", "--sync", d.window)
    time.sleep(0.2)


def second_app(d: Driver, lang: str) -> tuple[Driver, Path]:
    """Another app on the same display, with folders of its own (and the first app's
    settings: reduced motion, the text size)."""
    from tools.drive import Driver

    folder = Path(tempfile.mkdtemp(prefix="tablee-laptop-"))
    settings = d.state_file.parent / "settings.json"
    if settings.is_file():
        shutil.copy(settings, folder / "settings.json")
    state = folder / "screen.json"
    env = {**os.environ, "DISPLAY": d.display, "SDL_AUDIODRIVER": "dummy",
           "TABLEE_CONFIG_DIR": str(folder), "TABLEE_DATA_DIR": str(folder / "data"),
           "LANG": "en_GB.UTF-8", "TABLEE_DRIVE_FILE": str(state),
           "TABLEE_LISTEN": "127.0.0.1:0"}  # (loopback only)
    env.pop("SDL_VIDEODRIVER", None)
    process = subprocess.Popen([sys.executable, "-m", "scenes", "--lang", lang], cwd=ROOT,
                               env=env)
    return Driver(d.display, process, d.out, state, d.seed, d.screen_size), folder


def step(d: Driver, rng: random.Random, chosen: dict[str, str],
         people: dict[str, Callable[[list[str]], str]]) -> str:
    """One gesture at ``d``'s table if it is this window's turn ("end" at its end screen);
    an action of several gestures (the set-up's four cards) is followed to its end."""
    screen = d.screen()
    if screen["scene"] == "EndOverlay":
        return "end"
    gestures = screen["gestures"]
    if not gestures:
        return "wait"
    raise_window(d)
    who = d.display + str(d.process.pid)
    if chosen.get(who) not in gestures:
        person = people.setdefault(who, person_choice(rng))  # (RÖK: it recalls its runes)
        chosen[who] = person(sorted(gestures))
    d.perform(gestures[chosen[d.display + str(d.process.pid)]][0])
    time.sleep(0.3)
    return "moved"


def seen_elsewhere(players: list[tuple[str, Driver]], maker: str, what: str, tag: str,
                   moves: int) -> None:
    """RÖK: a throw or a slide made at ``maker``'s window, photographed at the others as it
    plays there — a throw's count, its flight and its rest; a slide under way and its mark."""
    moments = (("count", 0.2), ("flight", 0.8), ("rest", 2.0)) if what == "throw" else (
        ("going", 0.1), ("mark", 1.8))
    for moment, wait in moments:
        for who, other in players:
            if who != maker:
                raise_window(other)
                other.shot(f"lan-{tag}-{what}-{moves}-{moment}-{who}", wait=wait)


def choose_laptops(d: Driver, game: str, laptops: int, words: dict) -> None:
    """The game's setup: seats 2 (and 3) at another laptop."""
    d.press_button(f"#tile_{game}")
    if laptops > 1:
        d.press_button(f"#players_{laptops + 1}")
    for seat in range(1, laptops + 1):
        d.click_region(f"#kind_{seat}")
        d.press_label(words["seat_laptop"])


def join(laptop: Driver, facts: dict, tag: str, wrong_first: bool, watch: bool = False
         ) -> None:
    """Play over the network, the host's address and code typed (a wrong code first);
    ``watch``: the watch code, and Watch."""
    laptop.wait_for(lambda s: "#menu_network" in s["buttons"])
    raise_window(laptop)
    laptop.press_button("#menu_network")
    laptop.wait_for(lambda s: s["scene"] == "JoinScene")
    if wrong_first:
        laptop.shot(f"lan-{tag}-join", wait=2.6)  # (after the listening for tables)
    else:
        time.sleep(2.6)  # (the list of tables heard lays the screen out anew: type after)
    raise_window(laptop)
    laptop.click_region("#join_address")  # the address field
    laptop.type(facts.get("relay") or f"127.0.0.1:{facts['port']}")
    laptop.click_region("#join_code")  # the code field
    if wrong_first:
        laptop.type("xx")  # a wrong code first: the refusal in words
        laptop.press_button("#join")
        time.sleep(1.0)
        laptop.shot(f"lan-{tag}-join-wrong-code")
        raise_window(laptop)
        laptop.click_region("#join_code")
        laptop.key("ctrl+a")
    laptop.type(str(facts["watch_code" if watch else "code"]).lower())
    if watch:
        laptop.shot(f"lan-{tag}-join-watch-code")
    laptop.press_button("#join_watch" if watch else "#join")


def give_away(d: Driver, others: list[Driver], tag: str) -> None:
    """The last laptop is gone: the host is asked, waits, then gives the seat to a Hard bot."""
    d.wait_for(lambda s: s["scene"] == "AwayOverlay", seconds=20)
    raise_window(d)
    d.shot(f"lan-{tag}-away-asked")
    for i, other in enumerate(others):
        raise_window(other)
        other.shot(f"lan-{tag}-away-other-laptop-{i + 1}", wait=0.5)
    raise_window(d)
    d.press_button("#away_wait")
    d.wait_for(lambda s: "#away_offer" in s["buttons"])
    d.shot(f"lan-{tag}-away-waiting", wait=0.5)
    d.press_button("#away_offer")
    d.press_button("#away_level_hard")
    d.shot(f"lan-{tag}-away-hard")
    d.press_button("#away_bot")
    d.wait_for(lambda s: s["scene"] != "AwayOverlay")


def through_relay(d: Driver, tag: str) -> tuple[subprocess.Popen[str], dict]:
    """A relay process on 127.0.0.1; its address typed on the Host screen, Host through it."""
    relay = subprocess.Popen([sys.executable, "-m", "scenes.kit.net.relay", "--bind",
                              "127.0.0.1", "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    assert relay.stdout is not None
    address = relay.stdout.readline().split()[-1]  # "relay listening on 127.0.0.1:PORT"
    raise_window(d)
    d.click_region("#host_relay")  # the relay's address field
    d.type(address)
    d.shot(f"lan-{tag}-host-relay-typed")
    d.press_button("#host_relay_go")
    facts = d.wait_for(lambda s: bool((s.get("facts") or {}).get("relay")))["facts"]
    d.shot(f"lan-{tag}-host-relay", wait=0.5)
    return relay, facts


def said_at_the_table(players: list[tuple[str, Driver]], tag: str) -> None:
    """The first laptop's person says "Well played!" (Say…, a reaction), then the host's
    writes a line and sends it with Enter: each screen shows both in the log and by the
    seat's name (``lan-GAME-LANG-say-*``)."""
    (_, host), (_, laptop) = players[0], players[1]
    raise_window(laptop)
    laptop.press_button("#say")
    laptop.wait_for(lambda s: s["scene"] == "ChatOverlay")
    laptop.shot(f"lan-{tag}-say-overlay-laptop1", wait=0.3)
    laptop.press_button("#react_well_played")
    raise_window(host)
    host.press_button("#say")
    host.wait_for(lambda s: s["scene"] == "ChatOverlay")
    host.type("Merci, à toi !")
    host.key("Return")
    for who, other in players:
        raise_window(other)
        other.shot(f"lan-{tag}-say-{who}", wait=0.8)


def paused(d: Driver, tag: str) -> None:
    """The host's pause (Esc) photographed with its watch code, then the game resumed."""
    raise_window(d)
    d.key("Escape")
    d.wait_for(lambda s: s["scene"] == "PauseOverlay", seconds=10)
    d.shot(f"lan-{tag}-host-pause-watch", wait=0.5)
    d.key("Escape")
    d.wait_for(lambda s: s["scene"] != "PauseOverlay", seconds=10)


def lan(d: Driver, lang: str, game: str = "totem", laptops: int = 1, drop: bool = False,
        relay: bool = False, watch: bool = False) -> None:
    words = json.loads((ROOT / "assets" / "i18n" / f"net.{lang}.json").read_text("utf-8"))[lang]
    tag = f"{game}-{lang}"
    scene = f"{game.capitalize()}Scene"
    d.wait_for(lambda s: "#menu_network" in s["buttons"])
    d.move(*d.screen()["buttons"]["#menu_network"])
    d.shot(f"lan-{tag}-menu", wait=1.5)  # (its tooltip says how to host)
    choose_laptops(d, game, laptops, words)
    d.shot(f"lan-{tag}-setup")
    d.press_button("#start")
    facts = d.wait_for(lambda s: s["scene"] == "HostScene" and bool(s.get("facts")))["facts"]
    d.shot(f"lan-{tag}-host-waiting", wait=1.0)
    apps: list[tuple[Driver, Path]] = []
    relaying = None
    try:
        if relay:  # the laptops know only the relay's address (and the code)
            relaying, facts = through_relay(d, tag)
        for i in range(laptops):
            apps.append(second_app(d, lang))
            join(apps[-1][0], facts, tag, wrong_first=i == 0)
            apps[-1][0].wait_for(lambda s: s["scene"] == scene, seconds=20)
        raise_window(d)
        d.shot(f"lan-{tag}-host-seated", wait=0.2)
        d.wait_for(lambda s: s["scene"] == scene, seconds=20)
        players = [("host", d)] + [(f"laptop{i + 1}", a) for i, (a, _) in enumerate(apps)]
        watching: list[tuple[str, Driver]] = []  # --watch: a friend with the watch code
        if watch:
            apps.append(second_app(d, lang))
            join(apps[-1][0], facts, tag, wrong_first=False, watch=True)
            apps[-1][0].wait_for(lambda s: s["scene"] == scene, seconds=20)
            watching.append(("spectator", apps[-1][0]))
        rng, moves, shots, chosen = random.Random(d.seed), 0, 0, {}
        raced: set[str] = set()  # RÖK: who grabbed while both windows were photographed
        flights: dict[str, int] = {}  # RÖK: throws and slides photographed at the others
        people: dict[str, Callable[[list[str]], str]] = {}  # each window's person
        done = {name: False for name, _ in players}
        watcher: Driver | None = None  # --drop: the laptop whose seat went to a bot, watching
        deadline = time.monotonic() + 900
        while not all(done.values()) and time.monotonic() < deadline:
            for name, driver in players:
                if done[name]:
                    continue
                outcome = step(driver, rng, chosen, people)
                done[name] = outcome == "end"
                moves += outcome == "moved"
                grabbed = chosen.get(driver.display + str(driver.process.pid), "")
                if outcome == "moved" and grabbed.startswith("grab") and name not in raced \
                        and moves > 4:  # RÖK: a grab clicked here, the race under way
                    raced.add(name)
                    for who, other in players:
                        raise_window(other)
                        other.shot(f"lan-{tag}-race-{moves}-{who}", wait=0.1)
                if outcome == "moved" and grabbed.startswith(("throw", "slide")) \
                        and flights.get(grabbed[:5], 0) < 3:  # RÖK: seen at the others
                    flights[grabbed[:5]] = flights.get(grabbed[:5], 0) + 1
                    seen_elsewhere(players + watching, name, grabbed[:5], tag, moves)
                if outcome == "moved" and moves == 6 and shots == 0:
                    said_at_the_table(players, tag)
                if outcome == "moved" and moves in (6, 14) and shots < 2:
                    shots += 1
                    for who, other in players + watching:
                        raise_window(other)
                        other.shot(f"lan-{tag}-table-{moves}-{who}", wait=1.6)
                    if watching and shots == 1:  # the host's pause tells the watch code
                        paused(d, tag)
                if drop and outcome == "moved" and moves >= DROP_AT:
                    drop, gone = False, players.pop()
                    done.pop(gone[0])
                    gone[1].process.send_signal(signal.SIGSTOP)  # (its Wi-Fi is gone)
                    give_away(d, [a for who, a in players if who != "host"], tag)
                    gone[1].process.send_signal(signal.SIGCONT)  # (back: its seat is not)
                    raise_window(gone[1])  # its table says so: Watch the game, or Leave
                    gone[1].wait_for(lambda s: s["scene"] == "SeatLostOverlay", seconds=20)
                    gone[1].shot(f"lan-{tag}-away-seat-gone", wait=0.5)
                    gone[1].press_button("#lost_watch")
                    watcher = gone[1]
                    time.sleep(3.0)
                    gone[1].shot(f"lan-{tag}-away-watching")
                    raise_window(d)
                    break
            time.sleep(0.1)
        for who, other in players + watching + ([("watcher", watcher)] if watcher
                                                 is not None else []):
            raise_window(other)
            other.shot(f"lan-{tag}-end-{who}", wait=1.0)
        print(f"lan {game}: {moves} gestures, every end shown: {all(done.values())}")
    finally:
        if relaying is not None:
            relaying.kill()
            relaying.wait()
        for laptop, folder in apps:
            if laptop.process.poll() is None:
                laptop.process.terminate()
                laptop.process.wait(10)
            shutil.rmtree(folder, ignore_errors=True)
