"""Play Tablée in a real window under Xvfb with xdotool, and take screenshots.

    python tools/drive.py shell            # menu, setup, settings, pause, rules (EN and FR)
    python tools/drive.py rules            # the rules' pages and F1 at each table (EN, FR)
    python tools/drive.py shell --out docs/screenshots
    python tools/drive.py shell --command dist/tablee   # drive the packaged build
    python tools/drive.py screens --display :91 [--lang fr]   # every screen at five sizes
    python tools/drive.py screens --sizes 1366x768 --text-scale 150   # larger text
    python tools/drive.py words --lang fr --colourblind --screen 1366x768   # the players' words
    python tools/drive.py pace-screens --lang fr --screen 1366x768   # RÖK's pace, setup
    python tools/drive.py scale --lang fr --screen 1280x720   # 20,000 games beside the app
    python tools/drive.py shortcuts --lang fr --screen 1366x768   # the platform's keys and tooltips
    python tools/drive.py sound --lang fr --screen 1366x768   # sound, heard on disk
    python tools/drive.py review --display :74   # the review at 1366×768, EN then FR
    python tools/drive.py evening --screen 1366x768 --lang fr   # ratings, statistics, trophies
    python tools/drive.py keys --screen 1366x768   # a whole Pook game by keys only
    python tools/drive.py keys --game rok --text-scale 150 --screen 1280x720  # RÖK, by keys
    python tools/drive.py lan --game pook --laptops 2 --drop   # three windows

Coordinates in the scenarios are canvas units, taken where they can be from what
the app publishes (its buttons and regions: the canvas has the window's size, so
places move with it); the driver maps them into the window as the app does. The
default screen leaves room for a 1280×800 window exactly (the size of the screenshots
in docs/screenshots.md).

Needs Debian's xvfb, xdotool and imagemagick (`make drive` says how to get them).
Screenshots go to ``shots/`` unless ``--out`` is given; open them and look.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.kit.viewport import Viewport

ROOT = Path(__file__).resolve().parent.parent
CANVAS = (1280, 800)
SCREEN = "1312x880"  # the usable desktop of this screen is 1280×800: the window is the canvas


class Driver:
    """A running app under Xvfb, and the few gestures a player makes."""

    def __init__(self, display: str, process: subprocess.Popen[bytes], out: Path,
                 state_file: Path, seed: int = 1, screen: tuple[int, int] = (1312, 880),
                 launch: Callable[..., subprocess.Popen[bytes]] | None = None) -> None:
        self.display = display
        self.seed = seed  # the first game's seed
        self.process = process
        self.out = out
        self.state_file = state_file
        self.screen_size = screen
        self.launch = launch  # starts the app again (same folders) in a language
        self.env = {**os.environ, "DISPLAY": display}
        self.window = self.find_window()

    def restart(self, language: str, *extra: str) -> float:
        """End the app as closing its window does (SIGTERM: there is no window manager to
        click), start it again in ``language`` (with ``extra`` arguments); returns the
        seconds the app took to exit."""
        assert self.launch is not None
        started = time.monotonic()
        self.process.terminate()
        self.process.wait(10)
        took = time.monotonic() - started
        self.state_file.unlink(missing_ok=True)
        self.process = self.launch(language, *extra)
        self.window = self.find_window()
        return took

    def xdotool(self, *args: str) -> str:
        result = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True,
                                timeout=20)
        return result.stdout.strip()

    def find_window(self) -> str:
        """The SDL window: searched by pid (and its children, for a onefile build)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the app exited early with code {self.process.returncode}")
            pids = [str(self.process.pid)]
            children = subprocess.run(["pgrep", "-P", str(self.process.pid)],
                                      capture_output=True, text=True).stdout.split()
            for pid in pids + children:
                found = self.xdotool("search", "--onlyvisible", "--pid", pid).split()
                if found:
                    window = found[-1]
                    self.xdotool("windowfocus", "--sync", window)
                    self.xdotool("windowraise", window)
                    time.sleep(0.8)
                    return window
            time.sleep(0.2)
        raise RuntimeError("no window appeared within 30 s")

    def pause(self, seconds: float = 0.35) -> None:
        time.sleep(seconds)

    def viewport(self) -> Viewport:
        """Where the canvas lies in the window now: the app's own choice for the window it
        publishes (the canvas is the window's size, or shrunk / a whole factor up)."""
        from scenes.kit.viewport import Viewport

        window = tuple(self.screen().get("window") or CANVAS)
        return Viewport.fit((window[0], window[1]))

    def geometry(self) -> tuple[int, int, int, int]:
        """The window's place and size on the X screen: x, y, width, height (SDL may make a
        new window when it goes fullscreen and back: then it is found again)."""
        for _ in range(2):
            found = dict(line.split("=", 1) for line in self.xdotool(
                "getwindowgeometry", "--shell", self.window).splitlines() if "=" in line)
            if "X" in found:
                return int(found["X"]), int(found["Y"]), int(found["WIDTH"]), \
                    int(found["HEIGHT"])
            self.window = self.find_window()
        raise RuntimeError("the app's window is gone")

    def move(self, x: int, y: int) -> None:
        """Point at canvas position (x, y)."""
        wx, wy = self.viewport().to_window((x, y))
        self.xdotool("mousemove", "--window", self.window, str(wx), str(wy))
        self.pause(0.05)

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.move(x, y)
        self.xdotool("click", str(button))
        self.pause()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
        self.move(*start)
        self.xdotool("mousedown", "1")
        for i in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * i // steps,
                      start[1] + (end[1] - start[1]) * i // steps)
        self.xdotool("mouseup", "1")
        self.pause()

    def key(self, name: str) -> None:
        self.xdotool("key", "--window", self.window, name)
        self.pause()

    def type(self, text: str) -> None:
        self.xdotool("type", "--window", self.window, "--delay", "40", text)
        self.pause()

    def screen(self) -> dict:
        """What the app says is on screen (scene, buttons, gestures, window, regions): see
        App.publish."""
        try:
            return json.loads(self.state_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {"scene": "", "buttons": {}, "gestures": {}, "regions": []}

    def wait_for(self, condition: Callable[[dict], bool], seconds: float = 30) -> dict:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.1)
        raise RuntimeError(f"timed out; the screen shows {self.screen().get('scene')}")

    def press_button(self, object_id: str) -> None:
        x, y = self.wait_for(lambda s: object_id in s["buttons"])["buttons"][object_id]
        self.click(x, y)

    def region(self, name: str) -> tuple[int, int, int, int]:
        """The box (canvas units) of the region ``name`` the top scene publishes (a widget's
        object id, a plate's name), once it is there."""
        state = self.wait_for(lambda s: any(r[1] == name for r in s["regions"]))
        x, y, width, height = next(r[2] for r in state["regions"] if r[1] == name)
        return x, y, width, height

    def click_region(self, name: str, below: int = 0) -> None:
        """Click the middle of region ``name`` (``below``: that many units under it, say
        a drop-down's first option)."""
        x, y, width, height = self.region(name)
        self.click(x + width // 2, y + height // 2 + below)

    def press_label(self, text: str) -> None:
        """Click the button showing ``text`` (a drop-down's option, say)."""
        x, y = self.wait_for(lambda s: text in s.get("labels", {}))["labels"][text]
        self.click(x, y)

    def perform(self, step: list) -> None:
        if step[0] == "click":
            self.click(*step[1])
        elif step[0] == "key":
            self.key(step[1])
        else:
            self.drag(tuple(step[1]), tuple(step[2]))

    def play_game(self, choose: Callable[[list[str]], str],
                  on_turn: Callable[[int, str, dict], None] | None = None,
                  limit: int = 400, on_curtain: Callable[[int], None] | None = None,
                  on_handover: Callable[[int], None] | None = None) -> None:
        """Play a table to its end screen as people would: pass the laptop, lift curtains,
        perform gestures.

        ``choose`` picks among the legal action texts; ``on_turn(n, text, screen)`` may take
        screenshots before the first step of the n-th decision; ``on_curtain(n)`` before
        the n-th curtain is lifted, ``on_handover(n)`` before the laptop is passed for it."""
        chosen, decisions, curtains = None, 0, 0
        for _ in range(limit * 8):
            screen = self.wait_for(lambda s: s["scene"] in ("CurtainScene", "EndOverlay")
                                   or bool(s["gestures"]) or "#handover" in s["buttons"],
                                   seconds=60)
            if screen["scene"] == "EndOverlay":
                return
            if "#handover" in screen["buttons"]:  # the mover looked at their move: pass
                if on_handover:
                    on_handover(curtains + 1)
                self.press_button("#handover")
                time.sleep(0.3)
                continue
            if screen["scene"] == "CurtainScene":
                curtains += 1
                if on_curtain:
                    on_curtain(curtains)
                self.press_button("#curtain_ready")
                time.sleep(0.4)
                continue
            gestures = screen["gestures"]
            if chosen not in gestures:
                chosen = choose(sorted(gestures))
                decisions += 1
                if on_turn:
                    on_turn(decisions, chosen, screen)
            self.perform(gestures[chosen][0])
            time.sleep(0.25)
            after = self.screen()
            if after["gestures"] == gestures:  # nothing moved: choose afresh next time
                chosen = None
        raise RuntimeError("the game did not end")

    def shot(self, name: str, wait: float = 0.3, whole: bool = False) -> Path:
        """A screenshot of the window (``whole``: of the whole X screen)."""
        self.pause(wait)
        path = self.out / f"{name}.png"
        x, y, width, height = (0, 0, *self.screen_size) if whole else self.geometry()
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                        "+repage", str(path)], env=self.env, check=True, timeout=10)
        print(f"screenshot {path}")
        return path


# --- scenarios (canvas units; places read from what the app publishes) ---------------------


def shell(d: Driver) -> None:
    """The menus in English, then French after switching in settings."""
    d.move(640, 400)
    tile = d.region("tile_pook")
    d.move(tile[0] + tile[2] // 2, tile[1] + tile[3] // 2)  # hover the Pook tile
    d.shot("menu-en")
    d.press_button("#tile_pook")
    d.press_button("#players_4")
    d.click_region("#name_0")  # first name
    d.key("ctrl+a")
    d.type("Lea")
    d.click_region("#option_teams")  # expand the Teams drop-down
    d.shot("setup-en")
    d.key("Escape")  # back to the menu
    d.press_button("#menu_settings")
    d.click_region("#language")  # language drop-down
    d.shot("settings-language-open")
    d.press_label("Français")
    d.press_button("#colourblind")  # colour-blind on
    d.shot("settings-fr")
    d.key("Escape")
    d.shot("menu-fr")
    d.press_button("#tile_rok")
    d.press_button("#players_5")
    d.shot("setup-fr")
    d.key("Escape")
    d.key("Escape")  # "Quit Tablée?" over the menu
    d.shot("quit-ask-fr")
    d.press_button("#pause_resume")  # stay
    d.press_button("#tile_rules_rok")
    d.shot("rules-fr")
    d.key("Escape")
    d.press_button("#menu_settings")
    d.click_region("#language")
    d.press_label("English")
    d.press_button("#colourblind")  # colour-blind off
    d.key("Escape")
    d.shot("menu-back-en")


def scenarios() -> dict[str, Callable[[Driver], None]]:
    from tools.drive_keys import keys
    from tools.drive_pace import pace
    from tools.drive_replays import replays
    from tools.drive_rok import rok, rok5  # RÖK's scenarios live apart (they are long)
    from tools.drive_rules import rules
    from tools.drive_saves import saves
    from tools.drive_shortcuts import shortcuts
    from tools.drive_tables import pook, totem  # whole games by mouse

    return {"shell": shell, "totem": totem, "pook": pook, "rok": rok, "rok5": rok5,
            "saves": saves, "replays": replays, "rules": rules, "pace": pace, "keys": keys,
            "shortcuts": shortcuts}


def start_xvfb(screen: str = SCREEN, display: str | None = None
               ) -> tuple[str, subprocess.Popen[bytes]]:
    """An Xvfb server of ``screen`` (``WxH``) on ``display``, or on the first free one
    from :99 on."""
    numbers = [int(display.lstrip(":"))] if display else list(range(99, 120))
    for number in numbers:
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{screen}x24",
                                     "-nolisten", "tcp"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{number}").exists():
                    return f":{number}", xvfb
                time.sleep(0.1)
            xvfb.kill()
    raise RuntimeError(f"could not start Xvfb on {display or 'any of :99-:119'}")


@contextlib.contextmanager
def running_app(args: argparse.Namespace, screen: str = SCREEN,
                settings: dict | None = None,
                prepare: Callable[[Path], None] | None = None,
                heard: Path | None = None) -> Iterator[Driver]:
    """Xvfb with a ``screen`` of that size, the app in it with a fresh config (holding
    ``settings`` if given; ``prepare(data_dir)`` fills the data folder first), and a Driver;
    all stopped afterwards. ``heard``: the mixer's output goes to that file (SDL's disk
    driver) instead of nowhere."""
    display, xvfb = start_xvfb(screen, args.display)
    config = tempfile.mkdtemp(prefix="tablee-drive-")
    if prepare is not None:
        prepare(Path(config) / "data")
    if settings:
        Path(config, "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    state_file = Path(config) / "screen.json"
    command = [args.command] if args.command else [sys.executable, "-m", "scenes"]
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy",
           "TABLEE_CONFIG_DIR": config, "TABLEE_DATA_DIR": str(Path(config) / "data"),
           "TABLEE_EXPORT_DIR": str(Path(config) / "exports"),
           "LANG": "en_GB.UTF-8", "TABLEE_DRIVE_FILE": str(state_file),
           "TABLEE_LISTEN": "127.0.0.1:0"}  # (a table hosted here speaks loopback only)
    env.pop("SDL_VIDEODRIVER", None)
    if heard is not None:
        env.update(SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(heard))

    def launch(language: str, *extra: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen([*command, "--lang", language, "--seed", str(args.seed),
                                 *extra], cwd=ROOT, env=env)

    app = launch(args.lang)
    driver: Driver | None = None
    try:
        width, height = (int(v) for v in screen.split("x"))
        driver = Driver(display, app, args.out, state_file, args.seed, (width, height), launch)
        yield driver
    finally:
        if driver is not None:
            app = driver.process  # a scenario may have started the app again
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
        xvfb.terminate()
        xvfb.wait(5)
        shutil.rmtree(config, ignore_errors=True)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))  # tools/ is a folder of the checkout, not an installed package
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenario", choices=sorted([*scenarios(), "screens", "words", "learn",
                                                    "learn-pook", "learn-totem", "learn-rok",
                                                    "pace-screens", "scale", "sound", "review",
                                                    "lan", "evening", "practice",
                                                    "hostile"]))
    parser.add_argument("--out", type=Path, default=ROOT / "shots")
    parser.add_argument("--command", help="program to drive instead of `python -m scenes`")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--display", help="the X display to start Xvfb on, e.g. :91 "
                                          "(default: the first free one from :99)")
    parser.add_argument("--screen", default=SCREEN, help="the Xvfb screen, WxH")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--colourblind", action="store_true",
                        help="start with the colour-blind palette on")
    parser.add_argument("--game", choices=("pook", "totem", "rok"),
                        help="learn: one game's lesson (default: the three); lan: the game "
                             "played over the network (default: Totem)")
    parser.add_argument("--laptops", type=int, choices=(1, 2), default=1,
                        help="lan: how many other laptops join (2: Pook at three)")
    parser.add_argument("--drop", action="store_true",
                        help="lan: the last laptop leaves mid-game; a bot takes its seat")
    parser.add_argument("--relay", action="store_true",
                        help="lan: hosted through a relay process on 127.0.0.1 too")
    parser.add_argument("--watch", action="store_true",
                        help="lan: one more app watches with the watch code; practice: only "
                             "Play on from a game watched again")
    parser.add_argument("--sizes", help="screens: the screen sizes to visit, e.g. "
                                        "1366x768,2560x1600 (default: all five)")
    parser.add_argument("--text-scale", type=int, choices=(100, 125, 150), default=100,
                        help="screens: the text size setting, in per cent")
    parser.add_argument("--reduced-motion", action="store_true",
                        help="start with reduced motion on")
    args = parser.parse_args(argv)
    missing = [tool for tool in ("Xvfb", "xdotool", "import") if not shutil.which(tool)]
    if missing:
        print(f"missing {', '.join(missing)}: apt-get install -y --no-install-recommends "
              "xvfb xdotool imagemagick")
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    if args.scenario == "screens":
        from tools.drive_screens import run_screens

        return run_screens(args)
    settings: dict[str, object] | None = {"colourblind": True} if args.colourblind else None
    if args.reduced_motion:
        settings = {**(settings or {}), "reduced_motion": True}
    if args.text_scale != 100:
        settings = {**(settings or {}), "text_scale": args.text_scale}
    prepare = None
    if args.scenario == "scale":
        from tools.drive_scale import prepare
    if args.scenario == "evening":
        from tools.drive_evening import prepare
    if args.scenario == "practice":
        from tools.drive_practice import prepare
    if args.scenario in ("review", "practice"):
        if args.scenario == "review":
            from tools.drive_review import prepare
        if args.screen == SCREEN:  # the review is looked at on a laptop's screen
            args.screen = "1366x768"
    heard = args.out / "sound-session.raw" if args.scenario == "sound" else None
    with running_app(args, args.screen, settings, prepare, heard) as driver:
        if args.scenario == "sound":
            from tools.drive_sound import sound

            sound(driver)
        elif args.scenario == "scale":
            from tools.drive_scale import scale

            scale(driver, args.lang)
        elif args.scenario == "review":
            from tools.drive_review import review

            review(driver)
        elif args.scenario == "evening":
            from tools.drive_evening import evening

            evening(driver, args.lang)
        elif args.scenario == "practice":
            from tools.drive_practice import practice, watch_play_on

            (watch_play_on if args.watch else practice)(
                driver, args.lang, "" if args.text_scale == 100 else f"-{args.text_scale}")
        elif args.scenario == "lan":
            from tools.drive_lan import lan

            lan(driver, args.lang, args.game or "totem", args.laptops, args.drop, args.relay,
                args.watch)
        elif args.scenario == "hostile":
            from tools.drive_hostile import hostile

            hostile(driver, args.lang + ("" if args.text_scale == 100 else
                                         f"-{args.text_scale}"))
        elif args.scenario == "words":
            from tools.drive_words import words

            words(driver, args.lang, args.colourblind)
        elif args.scenario == "pace-screens":
            from tools.drive_pace import pace_screens

            pace_screens(driver, args.lang)
        elif args.scenario == "keys":
            from tools.drive_keys import keys

            keys(driver, args.game or "pook")
        elif args.scenario.startswith("learn"):
            from tools.drive_learn import learn

            game = args.scenario.partition("-")[2] or args.game
            learn(driver, (game,) if game else ("pook", "totem", "rok"), args.lang)
        else:
            scenarios()[args.scenario](driver)
        alive = driver.process.poll() is None
    if heard is not None:
        from tools.drive_sound import to_wav

        print(f"heard: {to_wav(heard)}")
    print(f"scenario {args.scenario} done; app still running: {alive}")
    return 0 if alive else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
