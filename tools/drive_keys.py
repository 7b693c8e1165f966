"""``python tools/drive.py keys [--game totem|rok] [--text-scale 150]``: a whole game played
by keys only, in a real window (Pook by default).

From the menu to the end screen the driver presses Tab, the arrows, Enter, Space, F, Esc and
"?" with xdotool and never moves the pointer; it reads where the focus is from what the app
publishes (``keys`` in the drive file) as a player reads the ring on screen, and takes
screenshots of the ring on the menu, the setup, the keys' list, a hand card (RÖK: a pair),
a held card's targets (RÖK: the twin) and the end (``shots/keys-GAME-*.png``): look at them.
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


def keys(d: Driver, game: str = "pook") -> None:
    rng = random.Random(4)
    d.move(5, 5)  # out of the way: the pointer is never used again
    d.key("Tab")
    ring_to(d, means=f"press #tile_{game}")
    d.shot(f"keys-{game}-menu-ring")
    d.key("Return")
    ring_to(d, means="press #start")
    d.shot(f"keys-{game}-setup-ring")
    d.key("Return")
    d.wait_for(lambda s: s["scene"] in ("CurtainScene", "PookScene", "TotemScene", "RokScene"))
    d.key("question")
    d.shot(f"keys-{game}-keys-list")
    d.key("Escape")
    if game == "rok":
        rok_by_keys(d)
        return
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
                d.shot(f"keys-{game}-ring-on-hand")
            d.key("Return")
            after = d.screen()["keys"]
            targets = [s for name, zone, _ in after["zones"] if name == "targets" for s in zone]
            if not targets and game == "pook":
                d.key("f")
                after = d.screen()["keys"]
                targets = [s for n, zone, _ in after["zones"] if n == "targets" for s in zone]
            if not targets:
                d.key("Escape")
                continue
            if "held" in shots and "held again" not in shots:  # (Totem: a slot is taken now:
                shots.add("held again")  # the ring starts on a free one)
                d.shot(f"keys-{game}-held-again")
            if "held" not in shots:
                shots.add("held")
                d.key("Right")
                d.shot(f"keys-{game}-held-targets")
            ring_to(d, key_of=rng.choice(targets)[0])
            d.key("Return")
        elif acting:
            ring_to(d, means=rng.choice(acting)[1])
            d.key("Return")
        time.sleep(0.2)
        if len(shots) == 2 and "mid" not in shots:
            shots.add("mid")
            d.shot(f"keys-{game}-mid-game")
    d.pause(1.5)
    d.shot(f"keys-{game}-end")


def rok_by_keys(d: Driver) -> None:
    """RÖK against a bot by keys: Space throws, an arrow shows the ring on the first pair,
    Space grabs it and its twin, Enter says done; a slide is lifted, aimed with the arrows
    and let go by Enter; an order of thefts is a button the ring reaches."""
    shots: set[str] = set()
    for _ in range(3000):
        screen = d.screen()
        if screen["scene"] == "EndOverlay":
            break
        view = screen.get("view") or {}
        phase, legal = view.get("phase"), set(screen.get("gestures", {}))  # (what may be done)
        zones = {name: stops for name, stops, _ in (screen.get("keys") or {}).get("zones", [])}
        if phase == "throw" and "throw" in legal:
            d.key("space")
            if "throw" not in shots:
                shots.add("throw")
                d.shot("keys-rok-count")
        elif phase == "grab" and zones.get("runes"):
            d.key("Down")
            if "pair" not in shots:
                shots.add("pair")
                d.shot("keys-rok-ring-on-pair")
            d.key("space")
            if "twin" not in shots:
                shots.add("twin")
                d.shot("keys-rok-ring-on-twin")
            d.key("space")
            if not any(r[1].startswith("grab") for r in d.screen().get("keys", {}).get(
                    "zones", [[None, []]])[0][1]):
                d.key("Return")  # nothing left worth a grab: Done
        elif phase == "grab" and "done" in legal:
            d.key("Return")
        elif phase == "slide" and (zones.get("stone") or zones.get("aim")):
            if zones.get("stone"):
                ring_to(d, key_of="stone")
                d.key("Return")
            d.key("Up")
            if "aim" not in shots:
                shots.add("aim")
                d.shot("keys-rok-aim")
            d.key("Return")
        elif phase == "order" and legal:
            ring_to(d, means=sorted(t for t in legal if t.startswith("order"))[0])
            d.shot("keys-rok-order")
            d.key("Return")
        time.sleep(0.15)
    d.pause(1.5)
    d.shot("keys-rok-end")
