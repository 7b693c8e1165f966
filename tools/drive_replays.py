"""``make drive ARGS=replays``: a finished game watched again, in a real window.

Play a Totem game against a bot to its end (on the way, look back: Left, a click on a
log line, Esc), find it in Games played, watch it: steps forward and back, playing at
1× then 4×, through the bot's eyes, a jump to the end (its results show; back to the
controls); export it, then start the app again with ``tablee --replay FILE``.
Screenshots: ``shots/replays-*``.
"""

from __future__ import annotations

import random
import time

from tools.drive import Driver


def replays(d: Driver) -> None:
    d.press_button("#tile_totem")
    d.press_button("#start")
    rng = random.Random(4)

    def look_back(decision: int, text: str, screen: dict) -> None:
        if decision != 4:
            return
        d.key("Left")  # the table as it was one move ago
        d.shot("replays-look-back-key", wait=0.8)
        x, y, w, _ = next(r[2] for r in d.screen()["regions"] if r[1] == "log")
        d.click(x + w // 2, y + 192)  # an earlier line of the log: the table after that move
        d.shot("replays-look-back-line", wait=0.8)
        d.key("Escape")  # back to the game as it stands
        d.shot("replays-look-back-done", wait=0.6)

    d.play_game(lambda options: rng.choice(options), on_turn=look_back)
    d.pause(1.0)
    d.press_button("#end_menu")
    d.press_button("#menu_history")
    d.pause(0.6)
    d.shot("replays-history-en")
    d.press_button("#watch_0")
    d.pause(0.8)
    d.shot("replays-start")
    for _ in range(6):
        d.press_button("#watch_forward")
        d.pause(0.5)
    d.shot("replays-six-moves")
    d.key("Left")
    d.pause(0.5)
    d.shot("replays-one-back")
    d.press_button("#watch_play")
    time.sleep(3.0)
    d.shot("replays-playing-1x")
    d.press_label("1×")  # the speed menu shows its choice
    d.press_label("4×")
    time.sleep(2.5)
    d.shot("replays-playing-4x")
    d.press_button("#watch_play")  # pause
    d.press_label("Everything")  # the eyes menu
    d.pause(0.4)
    d.shot("replays-eyes-menu")
    d.press_label("Player 2's eyes")
    d.pause(0.8)
    d.shot("replays-through-the-bot-s-eyes")
    d.press_button("#watch_end")
    d.pause(0.8)
    d.shot("replays-end")  # the results, as the end screen gave them
    d.press_button("#end_look")  # back to the controls
    d.shot("replays-end-controls", wait=0.5)
    d.press_button("#watch_leave")
    d.press_button("#export_0")
    d.pause(0.5)
    d.shot("replays-exported")
    [record] = (d.state_file.parent / "exports").glob("*.tablee.json")
    d.restart("fr", "--replay", str(record))
    d.pause(1.0)
    for _ in range(8):
        d.key("Right")
    d.pause(1.0)
    d.shot("replays-tablee-replay-fr")
