"""Look at what moves while the app otherwise sleeps: under Xvfb, in a real X window.

    python tools/drive_rest.py [--display :96] [--out shots/rest]

The app runs in this process (a real X11 window on an Xvfb screen of 1600×1000, 60 frames
a second as a player's), so its frames can be counted while the screen is photographed
(ImageMagick's ``import``, about every 0.15 s): the RÖK count 3-2-1 and the throw after a
bot's throw waited for Space, a bot's move staged at Totem, the setup screen's caret
blinking, a tooltip coming after its delay, and the rests between them. For each moment it
prints the frames a second drawn and the loop passes a second, and writes the shots as
``NAME-NN.png`` into ``--out``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Camera:
    """Photographs the X screen every ``every`` seconds on a thread, while asked to."""

    def __init__(self, display: str, out: Path, every: float = 0.15) -> None:
        self.display, self.out, self.every = display, out, every
        self.name, self.count = "", 0
        self.lock = threading.Lock()
        self.stop = threading.Event()
        threading.Thread(target=self.run, daemon=True).start()

    def aim(self, name: str) -> None:
        with self.lock:
            self.name, self.count = name, 0

    def run(self) -> None:
        while not self.stop.wait(self.every):
            with self.lock:
                name, number = self.name, self.count
                self.count += 1
            if name:
                subprocess.run(["timeout", "10", "import", "-display", self.display, "-window",
                                "root", str(self.out / f"{name}-{number:02d}.png")],
                               capture_output=True, check=False)


def watch(app, camera: Camera, name: str, seconds: float,
          until: Callable[[], bool] | None = None) -> None:
    """Run the loop for ``seconds`` (or until ``until()``), photographed; say its pace."""
    camera.aim(name)
    frames, flips, start = app.frames, app.flips, time.monotonic()
    end = start + seconds
    while (left := end - time.monotonic()) > 0 and not (until and until()):
        app.step(left)
    took = time.monotonic() - start
    camera.aim("")
    print(f"{name}: {took:.1f} s, {(app.flips - flips) / took:.1f} frames drawn a second, "
          f"{(app.frames - frames) / took:.1f} loop passes a second", flush=True)


def shoot(display: str, path: Path) -> None:
    subprocess.run(["timeout", "10", "import", "-display", display, "-window", "root",
                    str(path)], capture_output=True, check=False)


def press(app, probe, object_id: str) -> None:
    """Click a widget as a person would: the pointer over it first (pygame_gui presses
    what the pointer hovers), then the click; a few passes of the loop."""
    import pygame

    pygame.mouse.set_pos(probe.window_pos(probe.find(object_id).rect.center))
    for _ in probe.click(object_id):
        app.step(0.1)


def escape(app, probe) -> None:
    """Esc, and a few passes of the loop (then :func:`settle` waits for the screen)."""
    import pygame

    from tools.bench_idle import settle

    for _ in probe.key(pygame.K_ESCAPE):
        app.step(0.1)
    settle(app)


def screens_back(app, probe, args: argparse.Namespace, language: str, scale: int) -> None:
    """A Pook table, its pause, the settings (the other language, then back), the rules, back
    to the pause and the table: each screen that went out of sight is built again when it
    shows (scenes/frame/stack.py); photographed at each step."""
    import pygame

    from game.saves import BOT, HUMAN
    from scenes.games.pook.scene import PookScene
    from tools.bench_idle import settle, start_table

    other = "fr" if language == "en" else "en"
    app.ctx.change_settings(language=language, text_scale=scale)
    start_table(app, PookScene, "pook", (HUMAN, BOT, BOT), seed=2)
    settle(app)
    name = f"{language}-{scale}"

    def photo(label: str) -> None:
        settle(app)
        shoot(args.display, args.out / f"back-{name}-{label}.png")

    photo("1-table")
    escape(app, probe)  # the pause
    press(app, probe, "#pause_settings")
    settle(app)
    app.ctx.change_settings(language=other)  # (as the menu of languages does, without the
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))  # clicks: a frame shows it)
    photo(f"2-settings-{other}")
    app.ctx.change_settings(language=language)
    escape(app, probe)  # back to the pause, built again in its language
    photo("3-pause")
    press(app, probe, "#pause_rules")
    photo("4-rules")
    escape(app, probe)
    photo("5-pause-again")
    press(app, probe, "#pause_resume")
    photo("6-table-again")
    app.stack.reset(type(app.stack.scenes[0]))
    app.stack.apply_pending()
    settle(app)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", default=":96")
    parser.add_argument("--out", type=Path, default=ROOT / "shots" / "rest")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1600x1000x24", "-nolisten",
                             "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    os.environ.update(DISPLAY=args.display, SDL_AUDIODRIVER="dummy",
                      PYGAME_HIDE_SUPPORT_PROMPT="1")
    os.environ.pop("SDL_VIDEODRIVER", None)
    sys.path.insert(0, str(ROOT))
    camera = Camera(args.display, args.out)
    try:
        return look(args, camera)
    finally:
        camera.stop.set()
        xvfb.terminate()
        xvfb.wait(5)


def look(args: argparse.Namespace, camera: Camera) -> int:
    import pygame

    from game.saves import BOT, HUMAN
    from scenes.app.loop import App, AppOptions
    from scenes.app.smoke import Probe
    from scenes.games.rok.scene import RokScene
    from scenes.games.totem.scene import TotemScene
    from scenes.shell.setup_scene import SetupScene
    from tools.bench_idle import settle, start_table

    folder = Path(tempfile.mkdtemp(prefix="tablee-rest-"))
    app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=60,
                         window_size=(1280, 800)))
    probe = Probe(app)
    settle(app)
    watch(app, camera, "menu-rest", 2.0)

    tile = probe.find("#menu_network")
    pygame.mouse.set_pos(probe.window_pos(tile.rect.center))
    watch(app, camera, "menu-tooltip", 2.0)

    app.ctx.change_settings(throw_wait=True, bot_speed="normal")
    rok = start_table(app, RokScene, "rok", (BOT, HUMAN), seed=1)
    pygame.mouse.set_pos(probe.window_pos((1270, 790)))
    settle(app)
    watch(app, camera, "rok-space-rest", 2.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=44))
    app.step(0.1)
    watch(app, camera, "rok-count", 5.0, until=lambda: not rok.pace.counting)
    watch(app, camera, "rok-throw", 5.0, until=lambda: rok.live is None)

    totem = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    settle(app)
    watch(app, camera, "totem-rest", 2.0)
    played = len(totem.session.record.actions)
    totem.act(next(t for t in totem.gestures() if t.startswith("setup")))
    watch(app, camera, "totem-bot-turn", 15.0,
          until=lambda: len(totem.session.record.actions) > played + 1 and totem.my_turn
          and not totem.board.moving and totem.hold <= 0)
    settle(app)
    watch(app, camera, "totem-rest-again", 2.0)

    app.stack.push(SetupScene, "totem")
    app.stack.apply_pending()
    settle(app)
    field = probe.find("#name_0")
    pygame.mouse.set_pos(probe.window_pos(field.rect.center))  # (pygame_gui clicks what the
    for _ in probe.click("#name_0"):  # pointer hovers)
        app.step(0.1)
    pygame.mouse.set_pos(probe.window_pos((1270, 790)))
    settle(app)
    print(f"the name field has the focus: {field.is_focused}")
    watch(app, camera, "setup-caret", 3.0)
    escape(app, probe)
    for language, scale in (("en", 100), ("fr", 150)):
        screens_back(app, probe, args, language, scale)
    app.close()
    print(f"shots in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
