"""The platform's keys and tooltips in a real window: the fullscreen row's tooltip naming the
platform's keys, F11 there and back, and the take-back tooltip at a Totem table.

    python tools/drive.py shortcuts --lang fr --screen 1366x768 --display :71
    python tools/drive.py shortcuts --command dist/tablee   # the same in the packaged build
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tools.drive import Driver

TOOLTIP_WAIT = 1.4  # pygame_gui shows a tooltip after a hover of about a second


def shortcuts(d: Driver) -> None:
    d.press_button("#menu_settings")
    x, y = d.wait_for(lambda s: "#fullscreen" in s["buttons"])["buttons"]["#fullscreen"]
    d.move(x - 10, y)
    d.move(x, y)
    d.shot("shortcuts-fullscreen-tooltip", wait=TOOLTIP_WAIT)
    d.key("Escape")
    for name in ("shortcuts-fullscreen-on", "shortcuts-fullscreen-off"):
        d.key("F11")
        d.pause(0.8)
        d.window = d.find_window()  # SDL makes the window anew going fullscreen and back
        d.shot(name, whole=True)
    d.press_button("#tile_totem")
    d.press_button("#start")
    for _ in range(6):  # our set-up and a move: then there is something to take back
        screen = d.wait_for(lambda s: bool(s["gestures"]) or "#take_back" in s["buttons"])
        if "#take_back" in screen["buttons"]:
            break
        d.perform(screen["gestures"][sorted(screen["gestures"])[0]][0])
        d.pause(0.5)
    x, y = d.wait_for(lambda s: "#take_back" in s["buttons"])["buttons"]["#take_back"]
    d.move(x - 10, y)
    d.move(x, y)
    d.shot("shortcuts-take-back-tooltip", wait=TOOLTIP_WAIT)
