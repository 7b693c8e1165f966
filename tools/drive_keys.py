"""``python tools/drive.py keys``: a whole Pook game played by keys only, in a real window.

From the menu to the end screen the driver presses Tab, the arrows, Enter, F and Esc with
xdotool and never moves the pointer; it reads where the focus is from what the app
publishes (``keys`` in the drive file) as a player reads the ring on screen, and takes
screenshots of the ring on the menu, the setup, a hand card, a held card's targets and
the end (``shots/keys-*.png``): look at them.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver


def ring_to(d: Driver, key_of: str | None = None, means: str | None = None,
            limit: int = 80) -> dict:
    """Tab (screens: widget by widget; tables: zone by zone, then →) until the ring is on
    the stop named ``key_of`` (a prefix) or meaning ``means``."""
    seen: set[tuple[str, str]] = set()
    for _ in range(limit):
        keys = d.screen().get("keys") or {}
        if not keys.get("shown"):
            d.key("Tab")
            continue
        zones = {name: stops for name, stops, _ in keys["zones"]}
        stops = zones.get(keys["zone"], [])
        here = next((s for s in stops if s[0] == keys["stop"]), None)
        if here and ((key_of and here[0].startswith(key_of)) or (means and here[1] == means)):
            return keys
        if (keys["zone"], keys["stop"]) in seen and len(seen) > 40:
            break
        seen.add((keys["zone"], keys["stop"]))
        at = [s[0] for s in stops].index(keys["stop"]) if here else 0
        d.key("Tab" if keys["tab_stops"] or at == len(stops) - 1 else "Right")
        moved(d, (keys["zone"], keys["stop"]))
    raise RuntimeError(f"the ring never reached {key_of or means}")


def moved(d: Driver, was: tuple[str, str], seconds: float = 3.0) -> None:
    """Wait until the app has moved the ring off ``was`` (a loaded machine may take a
    while to read a key: reading the ring before then, the driver pressed again and again
    and ran past the stop it wanted)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        keys = d.screen().get("keys") or {}
        if (keys.get("zone"), keys.get("stop")) != was:
            return
        time.sleep(0.05)


def keys(d: Driver) -> None:
    rng = random.Random(4)
    d.move(5, 5)  # out of the way: the pointer is never used again
    d.key("Tab")
    ring_to(d, means="press #tile_pook")
    d.shot("keys-menu-ring")
    d.key("Return")
    ring_to(d, means="press #start")
    d.shot("keys-setup-ring")
    d.key("Return")
    shots: set[str] = set()
    for _ in range(600):
        screen = d.wait_for(lambda s: s["scene"] in ("CurtainScene", "EndOverlay")
                            or bool(s["gestures"]), seconds=60)
        if screen["scene"] == "EndOverlay":
            break
        if screen["scene"] == "CurtainScene":
            d.key("Return")
            continue
        legal = set(screen["view"].get("legal", []))
        stops = [s for _, zone, _ in screen["keys"]["zones"] for s in zone]
        picks = [s for s in stops if s[1].startswith("pick ")]
        acting = [s for s in stops if s[1] in legal]
        if picks and (not acting or rng.random() < 0.8):
            ring_to(d, key_of=rng.choice(picks)[0])
            if "hand" not in shots:
                shots.add("hand")
                d.shot("keys-pook-ring-on-hand")
            d.key("Return")
            after = d.screen()["keys"]
            targets = [s for name, zone, _ in after["zones"] if name == "targets" for s in zone]
            if not targets:
                d.key("f")
                after = d.screen()["keys"]
                targets = [s for n, zone, _ in after["zones"] if n == "targets" for s in zone]
            if not targets:
                d.key("Escape")
                continue
            if "held" not in shots:
                shots.add("held")
                d.key("Right")
                d.shot("keys-pook-held-targets")
            ring_to(d, key_of=rng.choice(targets)[0])
            d.key("Return")
        elif acting:
            ring_to(d, means=rng.choice(acting)[1])
            d.key("Return")
        time.sleep(0.2)
        if len(shots) == 2 and "mid" not in shots:
            shots.add("mid")
            d.shot("keys-pook-mid-game")
    d.pause(1.5)
    d.shot("keys-pook-end")
