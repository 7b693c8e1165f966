"""Capture what the app's mixer really plays, through SDL's disk audio driver.

    SDL_AUDIODRIVER=disk python tools/listen.py OUT_DIR [--wav] [--delay MS]

Each capture is one file ``OUT_DIR/NAME.raw`` (16-bit stereo at 44.1 kHz, what the mixer
wrote), made by a mixer opened for it alone:

- ``sound-NAME``: every sound played once, alone, at full volumes (a family's first variant);
- ``again-clack_stone_0``: that one again (the same seed must give the same bytes);
- ``mix-E-I``: a table sound (card_place) then an interface sound (click), with the effects
  volume at E and the interface volume at I; ``mix-muted``: muted at full volumes;
- ``throw``: the clacks of a five-player RÖK throw as the table's Clatter chose them (its
  gains, pans and variants), each played alone, in order, so each can be measured;
  ``plan.json`` lists them with their impulses;
- ``throw-live``: the same throw heard as the scene hears it, frames about every 1/60 s,
  each stepping the table by the time that really passed.

``--wav`` also writes each capture as a WAV file (for ``sox`` and your ears). ``--delay``
is SDL_DISKAUDIODELAY, the milliseconds the driver waits per buffer of 512 frames (the
default, 3 ms, writes about four times faster than real time; the live throw waits on the
real clock). tests/scenes/test_sound_capture.py reads these files.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import wave
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HANDS = [["w1a", "w1b", "w2a", "w2b", "w3a"], ["b1a", "b1b", "b2a", "b2b"],
         ["g1a", "g1b", "g2a", "g2b"], ["r1a", "r1b", "r2a", "r2b"], ["y1a", "y1b", "y2a", "y2b"]]
LYING = {"w4a": (1.0, 5.0, True), "b4a": (-6.0, 2.0, True), "g4a": (3.0, -8.0, False)}
THROW_SEED = 7


class Recorder:
    """A stand-in for Audio that only writes down what the Clatter asks for."""

    def __init__(self) -> None:
        self.plays: list[tuple[str, float, float]] = []

    def play(self, name: str, gain: float = 1.0, pan: float = 0.0) -> bool:
        self.plays.append((name, gain, pan))
        return True

    def loop(self, name: str, gain: float, pan: float = 0.0) -> None:
        pass

    def hush(self, fade_ms: int = 120) -> None:
        pass


def throw_table(listen: bool = True) -> Any:
    from scenes.games.rok.moments import throw_table as make

    return make(THROW_SEED, 1, HANDS, LYING, 5, listen=listen)


def planned_throw() -> list[dict[str, Any]]:
    """The clacks of the throw as the scene's Clatter picks them, with their impulses."""
    from scenes.games.rok.clatter import IMPULSE_FLOOR, Clatter

    table = throw_table()
    clatter = Clatter(Recorder())
    plan: list[dict[str, Any]] = []
    while not table.at_rest() and table.time < 20:
        table.step(1 / 60)
        heard = sorted((c for c in table.contacts if c.impulse >= IMPULSE_FLOOR),
                       key=lambda c: -c.impulse)
        before = len(clatter.played)
        clatter.hear(table, 1 / 60)
        for contact, (name, gain, pan) in zip(heard, clatter.played[before:], strict=False):
            plan.append({"name": name, "gain": gain, "pan": pan, "impulse": contact.impulse,
                         "x": contact.x, "step": table.steps})
    return plan


def capture(path: Path, run: Any, effects: int = 100, interface: int = 100,
            muted: bool = False) -> None:
    """Open a mixer writing to ``path``, ``run(audio)``, let the last sound end, close."""
    import pygame

    from scenes.kit.audio import Audio

    os.environ["SDL_DISKAUDIOFILE"] = str(path)
    audio = Audio(effects, interface, muted)
    audio.prepare()
    if not audio.wait(30):
        raise SystemExit(f"no sound: {audio.failure}")
    run(audio)
    while pygame.mixer.get_busy():
        time.sleep(0.005)
    time.sleep(0.05)
    audio.close()


def alone(audio: Any, name: str, gain: float = 1.0, pan: float = 0.0) -> None:
    """Play one sound and wait for it to end (so the next one starts in silence)."""
    import pygame

    audio.play(name, gain, pan)
    time.sleep(0.02)
    while pygame.mixer.get_busy():
        time.sleep(0.005)
    time.sleep(0.03)


def live_throw(audio: Any) -> None:
    """The throw as the scene plays it: frames about every 1/60 s, each advancing the table
    by the time that really passed since the last (a starved frame steps further, as the
    scene's does, rather than catching up in a burst), heard."""
    from scenes.games.rok.clatter import Clatter

    table, clatter = throw_table(), Clatter(audio)
    last = time.perf_counter()
    while not table.at_rest() and table.time < 20:
        time.sleep(max(0.0, last + 1 / 60 - time.perf_counter()))
        now = time.perf_counter()
        table.step(now - last)
        clatter.hear(table, now - last)
        last = now
    clatter.stop()


def write_wav(raw: Path) -> None:
    with wave.open(str(raw.with_suffix(".wav")), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(44_100)
        out.writeframes(raw.read_bytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--wav", action="store_true")
    parser.add_argument("--delay", type=int, default=3)
    parser.add_argument("--only", default="", help="sound names to capture (comma separated)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "disk")
    os.environ["SDL_DISKAUDIODELAY"] = str(args.delay)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from tools import synth

    args.out.mkdir(parents=True, exist_ok=True)
    names = [n for n in synth.names() if not n[-1].isdigit() or n.endswith("_0")]
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    for name in names:
        capture(args.out / f"sound-{name}.raw", lambda audio, name=name: alone(audio, name))
    capture(args.out / "again-clack_stone_0.raw", lambda audio: alone(audio, "clack_stone_0"))

    def mix(audio: Any) -> None:
        alone(audio, "card_place")
        alone(audio, "click")

    for effects, interface in ((100, 100), (50, 100), (100, 25), (0, 0)):
        capture(args.out / f"mix-{effects}-{interface}.raw", mix, effects, interface)
    capture(args.out / "mix-muted.raw", mix, muted=True)
    plan = planned_throw()
    (args.out / "plan.json").write_text(json.dumps(plan, indent=1))

    def throw(audio: Any) -> None:
        for clack in plan:
            alone(audio, clack["name"], clack["gain"], clack["pan"])

    capture(args.out / "throw.raw", throw)
    os.environ["SDL_DISKAUDIODELAY"] = "11"  # the live throw: about real time
    capture(args.out / "throw-live.raw", live_throw)
    if args.wav:
        for raw in sorted(args.out.glob("*.raw")):
            write_wav(raw)
    return 0


if __name__ == "__main__":
    sys.exit(main())
