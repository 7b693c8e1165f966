"""A monkey soak: the real app under SDL's dummy driver, guided and random input, for N minutes.

    .venv/bin/python tools/soak.py --minutes 5        (make test-slow runs it)

It alternates guided parts (tools/session.py: the menus, the rules, the settings, a whole
game of Pook, RÖK or Totem) with bursts of random input (clicks on random widgets and
places, drags, keys, typed text; never the buttons that quit the app), and returns to the
menu between parts. It reports every exception the app raised, resident memory over time,
frame times (p99) and threads, and exits 1 when:

- the app raised any exception, or stopped by itself;
- resident memory after the warm-up grew past the warm-up's peak by more than the margin
  (``--margin-mb``, 30 MB by default; CONTRIBUTING.md says why);
- threads were left running once back at the menu (a bot that was never let go), named
  in the verdict (every thread the app starts says whose it is: ``tablee-bot pook seat 2``);
- random input gave up more often than it acted (a burst that cannot click is no soak).

Random input is posted in window pixels mapped from canvas units, like every scripted
click, so it lands where it is aimed whatever size the window takes (a random click on
Fullscreen makes it the desktop's size). What it did is counted: inputs performed, inputs
it gave up on, and what they caused (buttons pressed, screens changed).

The warm-up lasts at least ``--warmup`` minutes and at least one whole guided tour (every
screen, every game), so every cache the app keeps (fonts, art, pygame_gui's shapes) has
been filled once; growth past that point is what a leak looks like. A guided part that
finds the app other than it expects (random input just before can leave it anywhere) is
listed with the scene stack for a person to look at, and the soak goes on.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import threading
import time
import traceback
import warnings
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEYS = ("escape", "space", "return", "tab", "backspace", "left", "right", "up", "down",
        "a", "l", "v", "p", "z", "f", "b", "1", "2")
QUITTERS = ("#menu_quit",)  # and #pause_quit over the menu (it quits the app there)
PRESSERS = ("return", "space")  # the keys that press the focused button


@dataclass
class Burst:
    """What random input did: inputs performed, inputs given up on (and why), and what they
    caused in the app."""

    acted: int = 0
    gave_up: int = 0
    reasons: list[str] = field(default_factory=list)
    pressed: int = 0  # buttons pressed (pygame_gui said so)
    screens: int = 0  # changes of the scene on top
    recent: deque[tuple[int, dict, str]] = field(  # the last events (type, fields, scene),
        default_factory=lambda: deque(maxlen=8))  # worded only if the app stops by itself

    def last_events(self) -> str:
        import pygame

        return " | ".join(f"{pygame.event.event_name(kind)} {fields} on {scene}"
                          for kind, fields, scene in self.recent)

    def give_up(self, reason: str) -> None:
        self.gave_up += 1
        if len(self.reasons) < 20:
            self.reasons.append(reason)


@dataclass
class Report:
    """What the soak saw."""

    exceptions: list[str] = field(default_factory=list)
    gave_up: list[str] = field(default_factory=list)
    burst: Burst = field(default_factory=Burst)
    left: list[str] = field(default_factory=list)  # threads still running at the end
    memory: list[tuple[float, float]] = field(default_factory=list)  # (minutes, MB)
    frames: list[float] = field(default_factory=list)  # seconds per frame
    threads: list[int] = field(default_factory=list)
    parts: dict[str, int] = field(default_factory=dict)
    warm_at: float = 0.0  # minutes
    warm_peak: float = 0.0  # MB


def resident_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise LookupError("VmRSS")


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))] if ordered else 0.0


def random_burst(app, rng: random.Random, frames: int, tally: Burst) -> Iterator[None]:
    """``frames`` frames of random input: clicks on widgets or anywhere, drags, keys, text,
    all in canvas units (the probe maps them into the window, whatever its size)."""
    import pygame

    from scenes.app.smoke import Probe
    probe = Probe(app)
    width, height = app.ctx.canvas.size  # (as the canvas is at the start)

    def anywhere() -> tuple[int, int]:
        return rng.randrange(width), rng.randrange(height)

    for _ in range(frames):
        roll = rng.random()
        if roll < 0.25:
            widgets = [w for w in probe.elements() if not _quits(app, w)
                       and w.rect.width < width and w.visible]
            if not widgets:
                tally.give_up(f"no widget to click on {probe.top_name()}")
                yield
                continue
            tally.acted += 1
            yield from probe.click_at(rng.choice(widgets).rect.center, settle=False)
        elif roll < 0.55:
            start, end = anywhere(), anywhere()
            target = end if roll >= 0.45 else start
            if any(_quits(app, w) and w.rect.collidepoint(target) for w in probe.elements()):
                tally.give_up(f"{target} lies on a button that quits")
                yield
                continue
            tally.acted += 1
            if roll < 0.45:
                yield from probe.click_at(start, button=rng.choice((1, 1, 1, 3)), settle=False)
            else:
                yield from probe.drag(start, end, steps=rng.randint(2, 8))
        elif roll < 0.7:
            key = rng.choice(KEYS)
            if key in PRESSERS and _focus_quits(app):
                tally.give_up(f"{key} would press the focused button that quits")
                yield
                continue
            tally.acted += 1
            yield from probe.key(pygame.key.key_code(key))
        elif roll < 0.75:
            tally.acted += 1
            yield from probe.type_text(rng.choice(("é", "x", "Zoé", "42", " ", "\u200b")))
        else:
            tally.acted += 1
            probe.move(anywhere())
            yield


def watch_effects(app, tally: Burst) -> None:
    """Count, in ``tally``, the buttons random input presses and the screens it opens (the
    app's own dispatch, wrapped: nothing else changes)."""
    import pygame
    import pygame_gui

    dispatch = app.dispatch
    last = [app.stack.top]  # the scene on top at the previous event (transitions apply later)

    def counted(event) -> None:
        if app.stack.top is not last[0]:
            tally.screens += 1
            last[0] = app.stack.top
        if event.type not in (pygame.MOUSEMOTION, pygame.WINDOWENTER, pygame.WINDOWLEAVE):
            tally.recent.append((event.type, event.dict, type(app.stack.top).__name__))
        dispatch(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            tally.pressed += 1

    app.dispatch = counted


def _quitter(app, object_ids: list[str]) -> bool:
    """Whether pressing the button with these object ids would quit the app (the soak keeps
    it running): the menu's Quit, or the pause's Quit over the menu."""
    in_game = getattr(getattr(app.stack.top, "payload", None), "in_game", True)
    return (any(q in object_ids for q in QUITTERS)
            or ("#pause_quit" in object_ids and not in_game))


def _quits(app, widget) -> bool:
    """Whether clicking ``widget`` would quit the app."""
    return _quitter(app, widget.get_object_ids())


def _focus_quits(app) -> bool:
    """Whether the keys' focus rests on a button that quits the app (Enter would press it;
    a stop's key is ``widget:#id:N``)."""
    from scenes.frame.widget_keys import keys_state

    stop = str((keys_state(app.stack.top) or {}).get("stop", ""))
    return stop.startswith("widget:") and _quitter(app, [stop.split(":")[1]])


def back_to_menu(app) -> Iterator[None]:
    """Leave whatever is on screen the way a player would, until the menu shows."""
    import pygame

    from scenes.app.smoke import Probe

    probe = Probe(app)
    for button in (1, 3):  # a burst may end with a button held down
        probe.press(pygame.MOUSEBUTTONUP, (0, 0), button)
    yield from probe.wait()
    for _ in range(40):
        name = probe.top_name()
        if name == "MenuScene" and len(app.stack.scenes) == 1:
            yield from probe.wait()
            return
        if name == "EndOverlay":
            yield from probe.click("#end_menu")
        elif name == "CurtainScene":
            yield from probe.click("#curtain_ready")
        elif name == "PauseOverlay" and getattr(app.stack.top.payload, "in_game", False):
            yield from probe.click("#pause_quit")
        else:
            yield from probe.key(pygame.K_ESCAPE)
    raise RuntimeError(f"could not get back to the menu from {probe.top_name()}")


def guided_parts(rng: random.Random) -> Iterator[tuple[str, object]]:
    """The guided parts, in order: one whole tour first (the warm-up), then random picks."""
    from scenes.frame.catalogue import GAMES

    games = [info.id for info in GAMES]
    yield ("shell", None)
    for game in games:
        yield (game, None)
    yield ("warm", None)
    while True:
        yield rng.choice([("shell", None), *((g, None) for g in games)])


def soak(minutes: float, seed: int, warmup: float) -> Report:
    from scenes.app.loop import App, AppOptions
    from scenes.app.smoke import Probe
    from tools.session import Stopwatch, game_tour, shell_tour

    report = Report()
    rng = random.Random(seed)
    start = time.perf_counter()
    deadline = start + 60 * minutes
    last_sample = 0.0
    warm = False
    with tempfile.TemporaryDirectory(prefix="tablee-soak-") as config:
        app = App(AppOptions(language="en", config_dir=Path(config),
                             data_dir=Path(config) / "data", fps=0, fixed_dt=1 / 60, seed=seed))
        report.threads.append(threading.active_count())
        at_start = {thread.ident for thread in threading.enumerate()}
        watch_effects(app, report.burst)
        parts = guided_parts(rng)

        def drive(script: Iterator[None], label: str) -> None:
            nonlocal last_sample
            while time.perf_counter() < deadline or label == "back to the menu":
                try:
                    next(script)
                except StopIteration:
                    return
                except Exception as exc:  # a step found the app not as expected
                    stack = [type(scene).__name__ for scene in app.stack.scenes]
                    words = (f"{label}: {type(exc).__name__}: {exc} (scenes {stack}, "
                             f"frame {app.frames})")
                    if label == "random input":  # the burst itself broke: it gave up
                        report.burst.give_up(words)
                    else:
                        report.gave_up.append(words)
                    return
                begin = time.perf_counter()
                try:
                    app.frame(1 / 60)
                except Exception:
                    report.exceptions.append(f"{label}: {traceback.format_exc()}")
                    return
                now = time.perf_counter()
                report.frames.append(now - begin)
                if now - last_sample >= 2.0:
                    last_sample = now
                    report.memory.append(((now - start) / 60, resident_mb()))
                    report.threads.append(threading.active_count())
                if not app.running:
                    report.exceptions.append(f"{label}: the app stopped by itself, after "
                                             + report.burst.last_events())
                    return

        while time.perf_counter() < deadline and app.running:
            name, _ = next(parts)
            if name == "warm":
                while (time.perf_counter() - start) / 60 < warmup < minutes:
                    drive(random_burst(app, rng, 600, report.burst), "random input")
                    drive(back_to_menu(app), "back to the menu")
                warm = True
                report.warm_at = (time.perf_counter() - start) / 60
                report.warm_peak = max(mb for _, mb in report.memory or [(0, resident_mb())])
                continue
            probe = Probe(app)
            script = (shell_tour(probe, Stopwatch()) if name == "shell"
                      else game_tour(probe, Stopwatch(), name, rng))
            drive(script, name)
            report.parts[name] = report.parts.get(name, 0) + 1
            drive(back_to_menu(app), "back to the menu")
            if warm or name != "shell":
                drive(random_burst(app, rng, rng.randint(200, 900), report.burst),
                      "random input")
                report.parts["random"] = report.parts.get("random", 0) + 1
                drive(back_to_menu(app), "back to the menu")
        report.left = settle_threads(app, at_start)
        report.memory.append(((time.perf_counter() - start) / 60, resident_mb()))
        report.threads.append(threading.active_count())
        if not warm:
            report.exceptions.append("the warm-up (a whole tour) did not finish in time")
        app.close()
    return report


def settle_threads(app, at_start: set[int | None], seconds: float = 15.0) -> list[str]:
    """Back at the menu, frames go on (up to ``seconds``) until the threads the session
    started are done: a bot let go finishing its search, the index's refresh. The names of
    those still running then (the autosave's writer, which lives as long as the app, aside)."""
    deadline = time.perf_counter() + seconds
    while True:
        left = [t for t in threading.enumerate() if t.ident not in at_start
                and t is not app.ctx.saver._thread and t.is_alive()]
        if not left or time.perf_counter() >= deadline:
            return [t.name for t in left]
        app.frame(1 / 60)
        time.sleep(0.01)


def verdict(report: Report, margin: float) -> list[str]:
    """Why the soak failed (empty if it passed)."""
    problems = [f"exception in {e.splitlines()[0]}" for e in report.exceptions]
    after = [mb for minute, mb in report.memory if minute > report.warm_at]
    if report.warm_at and after and max(after) > report.warm_peak + margin:
        problems.append(f"memory grew after the warm-up: {max(after):.0f} MB against a "
                        f"warm-up peak of {report.warm_peak:.0f} MB (margin {margin:.0f} MB)")
    if report.left:
        problems.append(f"{len(report.left)} thread(s) left running back at the menu: "
                        f"{', '.join(report.left)}")
    burst = report.burst
    if burst.gave_up > burst.acted:
        problems.append(f"random input gave up more than it acted: {burst.gave_up} gave up, "
                        f"{burst.acted} acted ({'; '.join(burst.reasons[:3])})")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/soak.py", description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warmup", type=float, default=1.0, help="minutes (at least)")
    parser.add_argument("--margin-mb", type=float, default=30.0)
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["TABLEE_LISTEN"] = "127.0.0.1:0"  # nothing hosted here speaks beyond loopback
    warnings.filterwarnings("ignore", message="no fast renderer available")
    sys.path.insert(0, str(ROOT))
    report = soak(args.minutes, args.seed, args.warmup)
    print(f"soak {args.minutes:g} min, seed {args.seed}: parts {report.parts}, "
          f"{len(report.frames)} frames")
    print("memory (minute: MB): " + ", ".join(
        f"{minute:.1f}: {mb:.0f}" for minute, mb in report.memory[::max(1, len(report.memory)
                                                                       // 12)]))
    print(f"warm-up until minute {report.warm_at:.1f}, its peak {report.warm_peak:.0f} MB; "
          f"peak after {max((mb for m, mb in report.memory if m > report.warm_at), default=0):.0f}"
          f" MB; margin {args.margin_mb:.0f} MB")
    print(f"frame p99 {1000 * percentile(report.frames, 99):.1f} ms, "
          f"max {1000 * max(report.frames, default=0):.1f} ms")
    print(f"threads: start {report.threads[0]}, max {max(report.threads)}, "
          f"end {report.threads[-1]}")
    burst = report.burst
    print(f"random input: {burst.acted} inputs acted, {burst.gave_up} gave up; they pressed "
          f"{burst.pressed} buttons and changed screens {burst.screens} times")
    print(f"threads left at the end: {', '.join(report.left) or 'none'}")
    print(f"exceptions: {len(report.exceptions)}")
    for text in report.exceptions[:5]:
        print(text)
    print(f"guided parts that gave up (not failures; look at them): {len(report.gave_up)}")
    for text in report.gave_up[:5]:
        print(f"  {text}")
    problems = verdict(report, args.margin_mb)
    for problem in problems:
        print(f"FAIL {problem}")
    print("soak FAILED" if problems else "soak ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
