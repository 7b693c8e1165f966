"""``make drive ARGS=scale``: 20,000 games beside the app, in a real window.

Before the app starts, ``tools/scale_games.py`` writes 10,000 unfinished and 10,000 finished
games (and three damaged files) into its data folder, with no index. The app opens on the
menu while its index is filled (the progress line, Continue already offered), then: Saved
games and a few pages on, Games played filtered to RÖK with another player's stats, a
record path of zero-width characters pasted into "Open a record file", and a game whose
save fails (its file's place taken by a folder: the notice says so) and succeeds with the next
move (Pook). ``--lang fr`` does it in French; ``--screen 1366x768`` at another size.
Screenshots: ``shots/scale-*``.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tools.drive import Driver
from tools.drive_saves import act, first
from tools.scale_games import generate


def prepare(data_dir: Path) -> None:
    generate(data_dir, unfinished=10_000, finished=10_000, damaged=3)


def has_region(screen: dict, name: str) -> bool:
    return any(region[1] == name for region in screen.get("regions", []))


def scale(d: Driver, language: str) -> None:
    tag = f"{language}-{d.screen_size[0]}x{d.screen_size[1]}"
    d.wait_for(lambda s: has_region(s, "progress"), seconds=30)
    d.pause(1.5)
    d.shot(f"scale-menu-reading-{tag}")
    d.wait_for(lambda s: s["scene"] == "MenuScene" and not has_region(s, "progress")
               and "#menu_continue" in s["buttons"], seconds=180)
    d.shot(f"scale-menu-ready-{tag}")
    d.press_button("#menu_saved_games")
    d.wait_for(lambda s: s["scene"] == "SavedGamesScene")
    d.shot(f"scale-saved-games-{tag}")
    for _ in range(3):
        d.press_button("#next")
    d.shot(f"scale-saved-games-page4-{tag}")
    d.key("Escape")
    d.press_button("#menu_history")
    d.wait_for(lambda s: s["scene"] == "HistoryScene")
    d.shot(f"scale-history-{tag}")
    d.press_button("#filter_rok")
    d.press_button("#next")
    d.press_label("Ana")  # the players' picker opens (the first name is shown)
    d.pause(0.4)
    d.shot(f"scale-history-players-{tag}")
    d.press_label("Léa")
    d.pause(0.4)
    d.shot(f"scale-history-rok-lea-{tag}")
    d.click(320, 752)  # the "Open a record file" field: paste invisible characters, open
    paste(d, "\u200b\u200d\u2060\ufeff")
    d.press_button("#open_record")
    d.pause(0.4)
    d.shot(f"scale-history-invisible-path-{tag}")
    d.key("Escape")
    failed_save(d, tag)


CLIPBOARD = """
import sys, time, pygame
pygame.display.init()
pygame.display.set_mode((8, 8))
pygame.scrap.put_text(sys.argv[1])
print("ready", flush=True)
time.sleep(float(sys.argv[2]))
"""


def paste(d: Driver, text: str) -> None:
    """Paste ``text`` into the focused field with Ctrl+V: xdotool cannot type characters that
    have no key, so a small SDL program owns the X clipboard with ``text`` meanwhile."""
    owner = subprocess.Popen([sys.executable, "-c", CLIPBOARD, text, "4"],
                             env={**d.env, "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                                  "SDL_AUDIODRIVER": "dummy"},
                             stdout=subprocess.PIPE, text=True)
    assert owner.stdout is not None
    for line in owner.stdout:
        if line.strip() == "ready":
            break
    d.xdotool("windowfocus", "--sync", d.window)
    d.xdotool("key", "--window", d.window, "ctrl+v")
    d.pause(0.5)
    owner.terminate()
    owner.wait(5)


def failed_save(d: Driver, tag: str) -> None:
    """A Pook game whose file's place is taken by a folder: the save fails with a notice, the
    next move is written once the place is free again."""
    games = d.state_file.parent / "data" / "games"
    before = set(games.iterdir())
    d.press_button("#tile_pook")
    d.press_button("#start")
    d.wait_for(lambda s: bool(s["gestures"]), seconds=60)
    deadline = time.monotonic() + 10
    while not (new := set(games.iterdir()) - before) and time.monotonic() < deadline:
        time.sleep(0.1)
    [path] = new
    path.unlink()
    path.mkdir()  # the file's place taken: every write of this game fails now
    act(d, first("play"))
    d.pause(0.6)
    d.shot(f"scale-save-failed-{tag}")
    path.rmdir()
    act(d, lambda options: options[0])
    d.pause(1.0)
    print(f"after the folder went: {path.name} is a file again: {path.is_file()}")
