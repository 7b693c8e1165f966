"""The first frame loads only what the menu shows (a quicker start): no game's rules, no
table, no other screen, no physics, no saved game (the index is read once that frame is up,
so the save and record formats, SQLite and hashing wait for it too). Checked in a fresh
interpreter, so what an earlier test imported cannot hide a module that came back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("game.pook", "game.totem", "game.rok", "pymunk", "scenes.table", "scenes.games",
             "scenes.shell.history", "scenes.shell.rules_scene", "scenes.shell.rules",
             "scenes.shell.pause", "scenes.shell.setup_scene", "scenes.shell.settings_scene",
             "scenes.shell.saved_games", "scenes.shell.paged_rows", "scenes.kit.pieces",
             "game.core", "game.match", "game.saves", "game.listing", "game.index",
             "game.indexed", "game.stats", "scenes.kit.autosave", "scenes.kit.indexer",
             "sqlite3", "hashlib", "numpy", "tools", "ctypes",
             "scenes.frame.payloads")  # (5 frozen dataclasses: 5-35 ms to make)
"""What the menu's first frame does without: each is loaded when it is first asked for
(the sound files on a thread once the first frame is shown, the loop's wait and the heap's
tuning through ctypes then too; numpy, which made the sounds, never)."""

FIRST_FRAME = """
import json, sys, tempfile, pathlib
from scenes.app.loop import App, AppOptions
folder = pathlib.Path(tempfile.mkdtemp())
app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=60))
app.frame(1 / 60)
print(json.dumps({"top": type(app.stack.top).__name__, "modules": sorted(sys.modules)}))
app.close()
"""


def first_frame_modules() -> tuple[str, list[str]]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    result = subprocess.run([sys.executable, "-c", FIRST_FRAME], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=True)
    shown = json.loads(result.stdout.strip().splitlines()[-1])
    return shown["top"], shown["modules"]


def test_the_first_frame_loads_only_what_the_menu_shows():
    top, modules = first_frame_modules()
    assert top == "MenuScene"
    assert "scenes.shell.menu" in modules  # (the list is the first frame's)
    loaded = [m for m in modules if any(m == f or m.startswith(f + ".") for f in FORBIDDEN)]
    assert loaded == []


def test_the_index_is_read_once_the_first_frame_is_up():
    """The saved games are not skipped, only put off: the menu's next frames build the
    library and read it (Continue needs it)."""
    script = FIRST_FRAME.replace("app.frame(1 / 60)\n", "app.frame(1 / 60)\n"
                                 "built = app.ctx.library.built('indexer')\n"
                                 "[app.frame(1 / 60) for _ in range(3)]\n"
                                 "app.ctx.indexer.wait(10)\n"
                                 "[app.frame(1 / 60) for _ in range(3)]\n"
                                 "assert not built and app.stack.top.settled\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "game.index" in json.loads(result.stdout.strip().splitlines()[-1])["modules"]


def test_the_windows_icon_is_drawn_once_the_first_frame_is_shown(tmp_path, monkeypatch):
    """The icon is no part of the first frame's picture: it is drawn (3-5 ms) on the frame
    after it, once."""
    import pygame

    from scenes.app.loop import App, AppOptions

    icons: list[tuple[int, int]] = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: icons.append(
        surface.get_size()))
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0))
    try:
        assert icons == []
        app.frame(1 / 60)
        assert icons == [] and app.flips == 1
        for _ in range(3):
            app.frame(1 / 60)
        assert icons == [(64, 64)]
    finally:
        app.close()
