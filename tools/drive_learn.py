"""The guided first games under Xvfb: each lesson from its menu tile, played by following
the coach (Next on notes, the move asked for by mouse, a wrong move once to see the coach
refuse it), then free play to the results; every step photographed.

    python tools/drive.py learn --display :77 --screen 1366x768            # all three
    python tools/drive.py learn-totem --lang fr --screen 1280x720          # (make drive ARGS=...)
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver


def learn(d: Driver, games: tuple[str, ...] = ("pook", "totem", "rok"),
          language: str = "en") -> None:
    for game in games:
        d.wait_for(lambda s: s["scene"] == "MenuScene")
        d.shot(f"learn-menu-{language}")
        d.press_button(f"#tile_learn_{game}")
        d.wait_for(lambda s: s.get("coach") is not None)
        follow(d, game, language)
        d.shot(f"learn-{game}-results-{language}", wait=0.8)
        d.press_button("#end_menu")


def follow(d: Driver, game: str, language: str, limit: int = 3000) -> None:
    """Play the lesson on screen to its results, as the coach says."""
    rng, seen, refused = random.Random(1), set(), False
    for _ in range(limit):
        screen = d.wait_for(lambda s: s["scene"] == "EndOverlay" or "#coach_next" in s["buttons"]
                            or bool(s["gestures"]), seconds=60)
        if screen["scene"] == "EndOverlay":
            return
        coach = screen["coach"]
        moment = (coach["number"], coach["holding"])  # (named by the number the panel shows)
        if moment not in seen:
            seen.add(moment)
            read = "-next" if coach["holding"] else ""
            d.shot(f"learn-{game}-{coach['number']:02d}-{coach['shown']}{read}-{language}",
                   wait=0.6)
        if "#coach_next" in screen["buttons"]:
            d.press_button("#coach_next")
            d.wait_for(lambda s, was=coach: s.get("coach") != was or s["scene"] == "EndOverlay",
                       seconds=10)  # (read on: never press Next twice on one step)
            continue
        gestures = screen["gestures"]
        if coach["do"]:
            wanted = coach["do"][0]
            text = "throw" if wanted.startswith("throw") else \
                " ".join(wanted.split()[:2]) if wanted.startswith("slide") else wanted
            verb = wanted.split()[0]
            others = [t for t in sorted(gestures) if t.split()[0] == verb and t not in coach["do"]]
            if not refused and verb in ("play", "attack", "grab") and others:
                wrong = others[0]
                for _ in range(3):  # every step of its gesture (pick a card, then a cell)
                    steps = d.screen()["gestures"].get(wrong)
                    if not steps:
                        break
                    d.perform(steps[0])
                d.shot(f"learn-{game}-refused-{language}", wait=0.4)
                refused = True
                continue
            if text not in gestures:
                time.sleep(0.2)
                continue
        elif coach["robot"] and not coach["free"]:
            time.sleep(0.2)  # the robot's scripted move comes; the learner waits
            continue
        else:
            text = rng.choice(sorted(gestures))
        d.perform(gestures[text][0])
        time.sleep(0.2)
    raise RuntimeError("the lesson did not end")
