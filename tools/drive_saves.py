"""``make drive ARGS=saves``: a game is never lost, seen in a real window.

Play Pook against a bot, take a Warrior back, close the app in the middle of a
turn, open it again in French, continue from the menu, take the last move back,
pause (the overlay says the game is saved), quit to the menu, then find a
damaged save listed beside the game in English. Screenshots: ``shots/saves-*``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from tools.drive import Driver


def act(d: Driver, pick: Callable[[list[str]], str]) -> str:
    """Perform, by mouse, the legal action ``pick`` chooses among those offered now."""
    screen = d.wait_for(lambda s: bool(s["gestures"]), seconds=60)
    text = pick(sorted(screen["gestures"]))
    for _ in range(4):  # a gesture may take several steps
        gestures = d.screen()["gestures"]
        if text not in gestures:
            break
        d.perform(gestures[text][0])
        time.sleep(0.3)
    return text


def first(prefix: str, face: str | None = None) -> Callable[[list[str]], str]:
    def pick(options: list[str]) -> str:
        fitting = [o for o in options if o.startswith(prefix) and (face is None
                                                                   or f" {face} " in o)]
        return (fitting or [o for o in options if o.startswith(prefix)])[0]
    return pick


def saves(d: Driver) -> None:
    d.press_button("#tile_pook")
    d.press_button("#start")  # Player 1 against a Normal bot
    d.pause(1.0)
    played = act(d, first("play", "W"))
    print(f"played {played}")
    d.wait_for(lambda s: "#take_back" in s["buttons"])
    d.shot("saves-warrior-placed")
    d.press_button("#take_back")
    d.pause(0.8)
    d.shot("saves-taken-back")
    print(f"played {act(d, first('play', 'B'))}")
    d.pause(0.8)
    d.shot("saves-before-closing")
    took = d.restart("fr")
    print(f"the app saved and exited in {took:.2f} s")
    d.wait_for(lambda s: "#menu_continue" in s["buttons"])
    d.move(640, 140)
    d.shot("saves-menu-continue-fr")
    d.press_button("#menu_continue")
    d.pause(1.0)
    d.shot("saves-continued-fr")
    d.key("ctrl+z")
    d.pause(0.8)
    d.shot("saves-continued-taken-back-fr")
    d.key("Escape")
    d.shot("saves-pause-fr")
    d.press_button("#pause_quit")
    d.pause(0.5)
    d.shot("saves-quit-notice-fr")
    games = d.state_file.parent / "data" / "games"
    (games / "2026-11-20-broken.json").write_text('{"format": "tablee-game/1", "game": "pook"')
    d.restart("en")
    d.wait_for(lambda s: "#menu_saved_games" in s["buttons"])
    d.press_button("#menu_saved_games")
    d.pause(0.5)
    d.shot("saves-list-en")
    d.press_button("#continue_0")
    d.pause(1.0)
    print(f"played {act(d, first('play'))}")
    d.pause(2.5)  # the turn ends by itself if nothing is left; the bot answers
    d.shot("saves-continued-en")
