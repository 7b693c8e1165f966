"""``python tools/drive.py screens``: every screen at five laptop and desktop sizes.

For each Xvfb screen size the app starts afresh (so it sizes its own window) and
is driven as a player would: the menu, Saved games, Games played and a game watched
there to its end screen (the data folder holds a few generated games), settings, the
pause overlay and the rules, then each game's setup with four long names (two for
Totem; they are the names remembered in the settings, as xdotool cannot type É
reliably) and its
table; the settings' and the Pook setup's drop-downs are opened one by one. At each stop
the driver reads what the app publishes and checks, in
window pixels, that the window lies on the screen, that every widget, card,
plate, text and panel lies inside the window, and that none overlaps another
where it should not (the rules of ``scenes/kit/regions.py``); it also takes a
screenshot of the whole screen. Along the way: a card dragged on the Pook table
while the window is resized (1366×768) or goes fullscreen (F11, 1920×1080) under
it must still land where it is dropped, the
window is resized to the whole screen (as a maximise does) and F11 goes
fullscreen and back.

Prints one line per check and exits 1 if any failed.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from scenes.kit.regions import Region, inside, problems
from tools.drive import Driver, running_app
from tools.scale_games import generate

SIZES = ("1024x640", "1280x720", "1366x768", "1920x1080", "2560x1600")
NAMES = ("W" * 16, "É" * 16, "M" * 16, "Ŵ" * 16)


class Checks:
    """The results of every check, printed as they come."""

    def __init__(self, tag: str = "") -> None:
        self.failed: list[str] = []
        self.count = 0
        self.tag = tag  # in the screenshots' names: the language and text size

    def look(self, d: Driver, where: str, size: str, *, settle: bool = True) -> None:
        """Check what is on screen now, and take a screenshot of the whole screen."""
        state = d.wait_for(lambda s: bool(s.get("regions")) and not s.get("moving"), 30)
        if settle:
            d.pause(0.4)
            state = d.wait_for(lambda s: bool(s.get("regions")) and not s.get("moving"), 30)
        found = window_problems(d, state)
        self.count += 1
        label = f"{size} {where} ({state['scene']}, {len(state['regions'])} regions)"
        if found:
            self.failed.append(label)
            print(f"FAIL {label}:\n  " + "\n  ".join(found[:12]), flush=True)
        else:
            print(f"ok   {label}", flush=True)
        d.shot(f"screens-{size}{self.tag}-{where}", wait=0.1, whole=True)

    def note(self, ok: bool, label: str) -> None:
        self.count += 1
        if not ok:
            self.failed.append(label)
        print(f"{'ok  ' if ok else 'FAIL'} {label}", flush=True)


def window_problems(d: Driver, state: dict) -> list[str]:
    """What is wrong on screen, in window pixels: the window off the X screen, the picture
    outside the window, regions outside it or overlapping where they should not."""
    found = []
    x, y, width, height = d.geometry()
    screen = (0, 0, *d.screen_size)
    if not inside((x, y, width, height), screen):
        found.append(f"the window {(x, y, width, height)} is not on the screen {screen}")
    window = tuple(state["window"])
    if window != (width, height):
        found.append(f"the app draws for a {window} window, X says {width}x{height}")
    view = d.viewport()
    if not inside(view.rect, (0, 0, *window)):
        found.append(f"the picture {view.rect} is not inside the window {window}")
    regions = [Region(kind, name, view.rect_to_window(box))
               for kind, name, box in state["regions"]]
    return found + problems(regions, (0, 0, *window))


def open_table(d: Driver, game: str, players: int) -> None:
    """From the menu: the game's setup for ``players`` (the long names are the remembered
    ones: xdotool cannot type É reliably), ready to be checked and started."""
    d.press_button(f"#tile_{game}")
    if players > 2:
        d.press_button(f"#players_{players}")
    d.click_region("#name_0")  # a name entry takes the focus, as when typing one
    d.key("End")


def open_drop_downs(d: Driver, checks: Checks, size: str, where: str,
                    names: tuple[str, ...]) -> None:
    """Open each named drop-down with a click (its list, at the text size, is looked at),
    then close it with another."""
    for name in names:
        state = d.wait_for(lambda s, n=name: any(r[1] == n for r in s["regions"]), 10)
        x, y, width, height = next(r[2] for r in state["regions"] if r[1] == name)
        d.click(x + width // 3, y + height // 2)
        d.pause(0.5)
        checks.look(d, f"{where}-{name.lstrip('#')}-open", size, settle=False)
        d.click(x + width // 3, y + height // 2)
        d.pause(0.4)


def saved_and_played(d: Driver, checks: Checks, size: str) -> None:
    """From the menu: Saved games, Games played, and a game watched there to its end
    screen; back to the menu."""
    d.wait_for(lambda s: "#menu_continue" in s["buttons"], 60)
    for button, scene, where in (("#menu_saved_games", "SavedGamesScene", "saved-games"),
                                 ("#menu_history", "HistoryScene", "history")):
        d.press_button(button)
        d.wait_for(lambda s, n=scene: s["scene"] == n)
        checks.look(d, where, size)
        if scene == "SavedGamesScene":
            d.key("Escape")
            d.wait_for(lambda s: s["scene"] == "MenuScene")
    d.press_button("#watch_0")
    d.press_button("#watch_end")
    d.wait_for(lambda s: s["scene"] == "EndOverlay", 60)
    checks.look(d, "end-watched", size)
    d.press_button("#end_menu")  # (leave the game watched: back to Games played)
    d.wait_for(lambda s: s["scene"] == "HistoryScene")
    d.key("Escape")
    d.wait_for(lambda s: s["scene"] == "MenuScene")


def back_to_menu(d: Driver) -> None:
    d.key("Escape")
    d.press_button("#pause_quit")
    d.wait_for(lambda s: s["scene"] == "MenuScene")


def drag_through_a_resize(d: Driver, checks: Checks, size: str, f11: bool = False) -> None:
    """Hold a hand card, resize the window under it (or press F11), drop it on a glowing
    cell: it is played."""
    state = d.wait_for(lambda s: any(t.startswith("play") and g[0][0] == "drag"
                                     for t, g in s["gestures"].items()), 30)
    text, steps = next((t, g) for t, g in sorted(state["gestures"].items())
                       if t.startswith("play") and g[0][0] == "drag")
    start, end = tuple(steps[0][1]), tuple(steps[0][2])
    played = state["played"]
    d.move(*start)
    d.xdotool("mousedown", "1")
    d.move(start[0], start[1] - 40)
    d.move((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    _, _, width, height = d.geometry()
    if f11:
        d.key("F11")
        d.wait_for(lambda s: s.get("fullscreen"), 10)
        d.window = d.find_window()  # SDL made the window anew
        how = "F11"
    else:
        smaller = (width * 4 // 5, height * 4 // 5)
        d.xdotool("windowsize", d.window, str(smaller[0]), str(smaller[1]))
        d.wait_for(lambda s: tuple(s.get("window", ())) == smaller, 10)
        how = f"a resize to {smaller}"
    d.move(*end)  # mapped through the new viewport
    d.shot(f"screens-{size}-pook-drag-after-{'f11' if f11 else 'resize'}", wait=0.2,
           whole=True)
    d.xdotool("mouseup", "1")
    after = d.wait_for(lambda s: s["played"] > played or not s["gestures"], 10)
    checks.note(after["played"] > played,
                f"{size} pook: {text!r} dragged across {how} was played")
    if f11:
        d.key("F11")
        d.wait_for(lambda s: not s.get("fullscreen"), 10)
        d.window = d.find_window()
    else:
        d.xdotool("windowsize", d.window, str(width), str(height))
    d.wait_for(lambda s: tuple(s.get("window", ())) == (width, height), 10)


def maximise_and_fullscreen(d: Driver, checks: Checks, size: str, fullscreen: bool) -> None:
    """The window made as large as the screen (a maximise), then F11 and back."""
    _, _, width, height = d.geometry()
    screen = d.screen_size
    d.xdotool("windowmove", d.window, "0", "0")
    d.xdotool("windowsize", d.window, str(screen[0]), str(screen[1]))
    d.wait_for(lambda s: tuple(s.get("window", ())) == screen, 10)
    checks.look(d, "totem-maximised", size)
    d.xdotool("windowsize", d.window, str(width), str(height))
    d.wait_for(lambda s: tuple(s.get("window", ())) == (width, height), 10)
    if not fullscreen:
        return
    d.key("F11")
    state = d.wait_for(lambda s: s.get("fullscreen"), 10)
    d.window = d.find_window()  # SDL may have made the window anew
    checks.note(tuple(state["window"]) == screen,
                f"{size} F11: fullscreen at {tuple(state['window'])} on a {screen} screen")
    checks.look(d, "totem-fullscreen", size)
    d.key("F11")
    state = d.wait_for(lambda s: not s.get("fullscreen"), 10)
    d.window = d.find_window()
    checks.note(tuple(state["window"]) == (width, height),
                f"{size} F11 again: back to the {width}x{height} window")


def one_size(d: Driver, checks: Checks, size: str) -> None:
    d.wait_for(lambda s: s["scene"] == "MenuScene", 30)
    _, _, width, height = d.geometry()
    screen = d.screen_size
    share = min(width / screen[0], height / screen[1])
    checks.note(width <= screen[0] and height <= screen[1] - 48 and
                (share >= 0.88 or min(screen) < 720),
                f"{size}: the window opens at {width}x{height}, {100 * share:.1f} % of the "
                "screen, leaving room for a taskbar")
    checks.look(d, "menu", size)
    saved_and_played(d, checks, size)
    d.press_button("#menu_settings")
    checks.look(d, "settings", size)
    open_drop_downs(d, checks, size, "settings", ("#language", "#text_scale", "#bot_speed"))
    d.key("Escape")
    d.key("Escape")  # over the menu, Esc asks "Quit Tablée?"
    checks.look(d, "pause", size)
    d.press_button("#pause_resume")  # "Stay"
    d.wait_for(lambda s: s["scene"] == "MenuScene")
    d.press_button("#tile_rules_pook")
    checks.look(d, "rules", size)
    d.key("Escape")
    d.wait_for(lambda s: s["scene"] == "MenuScene")
    d.press_button("#tile_learn_rok")  # a lesson: its coach's panel beside the table
    d.wait_for(lambda s: s["scene"] == "RokScene", 60)
    time.sleep(1.0)
    checks.look(d, "rok-lesson", size)
    back_to_menu(d)
    open_table(d, "pook", 4)
    checks.look(d, "pook-setup", size)
    open_drop_downs(d, checks, size, "pook-setup", ("#kind_1", "#option_visible_banners",
                                                    "#option_mage_swap"))
    d.press_button("#start")
    d.wait_for(lambda s: bool(s["gestures"]), 60)
    checks.look(d, "pook-table", size)
    if size in ("1366x768", "1920x1080"):  # a resize on the laptop, F11 on the big screen
        drag_through_a_resize(d, checks, size, f11=size == "1920x1080")
        checks.look(d, "pook-after-drag", size)
    back_to_menu(d)
    open_table(d, "rok", 4)
    checks.look(d, "rok-setup", size)
    d.press_button("#start")
    d.wait_for(lambda s: "throw" in s["gestures"], 60)
    checks.look(d, "rok-table", size)
    back_to_menu(d)
    open_table(d, "totem", 2)
    checks.look(d, "totem-setup", size)
    d.press_button("#start")
    d.wait_for(lambda s: bool(s["gestures"]) or s["scene"] == "TotemScene", 60)
    time.sleep(1.0)
    checks.look(d, "totem-table", size)
    maximise_and_fullscreen(d, checks, size, fullscreen=size == "1920x1080")


def a_few_games(data_dir: Path) -> None:
    """Saved and finished games for Saved games, Games played and an end screen."""
    generate(data_dir, unfinished=8, finished=12, pool=4)


def run_screens(args: argparse.Namespace) -> int:
    checks = Checks("" if args.text_scale == 100 else f"-{args.lang}-text{args.text_scale}")
    settings = {"player_names": list(NAMES), "text_scale": args.text_scale}
    for size in args.sizes.split(",") if args.sizes else SIZES:
        print(f"# {size} ({args.lang}, text {args.text_scale} %)", flush=True)
        with running_app(args, size, settings, a_few_games) as driver:
            try:
                one_size(driver, checks, size)
            except RuntimeError as exc:
                checks.note(False, f"{size}: the scenario stopped: {exc}")
    print(f"screens: {checks.count - len(checks.failed)} of {checks.count} checks passed"
          + (f"; failed: {', '.join(checks.failed)}" if checks.failed else ""))
    return 1 if checks.failed else 0
