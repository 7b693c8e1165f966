"""Sound's benchmarks: loading every sound, and its share of a throw's frames.

    bench sound_prepare_ms T ms          loading every sound file (assets/sounds/) into the
                                         mixer, on the preparing thread of a fresh process
                                         (median of 5)
    bench sound_thread_ms T ms           that thread's whole time: the mixer opened, then the
                                         files loaded (median of 5)
    bench sound_render_ms T ms           the synthesiser making every sound (tools/synth.py,
                                         ``make sounds``: a tool's time, never the game's)
    bench sound_frame_cost_ms_p99 T ms   a five-player RÖK throw with clacks: the frame
                                         thread's extra time for sound (listening table and
                                         the clatter playing through the mixer, minus the same
                                         throw unheard), 99th percentile over its frames
    bench sound_frame_cost_ms_max T ms   the same, its worst frame
    bench sound_clacks_per_throw N       the clacks that throw played
    bench start_ratio R x                start-up against a minimal window (tools/bench_menu)

Frame costs are taken frame by frame from lockstep runs of the same seeded throw, each
frame's cheapest of :data:`REPEATS` runs, so a busy machine's noise does not count as sound.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tools.bench_menu import start_ratio
from tools.benchlib import percentile, report

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
REPEATS = 7
SEEDS = (11, 12, 13, 14, 15, 16)  # six throws: some 300 frames
HANDS = [[f"{colour}{n}{face}" for n in (1, 2, 3) for face in "ab"][:4 + (colour == "w")]
         for colour in "wbgry"]  # five seats, 4 or 5 runes each: 21 stones in the air
LYING = {"w4a": (1.0, 5.0, True), "b4a": (-6.0, 2.0, True), "g4a": (3.0, -8.0, False),
         "r4a": (-10.0, -10.0, True)}

SYNTH = """
import json, sys, time
sys.path.insert(0, {root!r})
from tools import synth
t0 = time.perf_counter()
synth.build()
print(json.dumps({{"build": (time.perf_counter() - t0) * 1000}}))
"""
THREAD = """
import json, sys
sys.path.insert(0, {root!r})
from scenes.kit.audio import Audio
audio = Audio(70, 70)
audio.prepare()
audio.wait(30)
print(json.dumps({{"thread": audio.prepare_ms, "load": audio.load_ms, "state": audio.state,
                   "numpy": "numpy" in sys.modules}}))
audio.close()
"""


def fresh(script: str) -> dict[str, float]:
    """What ``script`` prints, run in a fresh interpreter (nothing imported yet)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-c", script.format(root=str(ROOT))], cwd=ROOT,
                         env=env, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def prepare_figures() -> None:
    thread = [fresh(THREAD) for _ in range(RUNS)]
    if any(r["state"] != "ready" or r["numpy"] for r in thread):
        print(f"# sound: not ready, or numpy imported: {thread}")
    report("sound_prepare_ms", statistics.median(r["load"] for r in thread), "ms")
    report("sound_thread_ms", statistics.median(r["thread"] for r in thread), "ms")
    report("sound_render_ms", fresh(SYNTH)["build"], "ms")


def throw_frames(seed: int, audio: object | None) -> tuple[list[float], int]:
    """Each frame's time of one throw: the table stepped, and heard if ``audio`` is given."""
    from scenes.games.rok.clatter import Clatter
    from scenes.games.rok.moments import throw_table

    table = throw_table(seed, 1, HANDS, LYING, 5, listen=audio is not None)
    clatter = Clatter(audio) if audio is not None else None  # type: ignore[arg-type]
    times = []
    while not table.at_rest() and table.time < 20:
        start = time.perf_counter()
        table.step(1 / 60)
        if clatter is not None:
            clatter.hear(table, 1 / 60)
        times.append(time.perf_counter() - start)
    if clatter is not None:
        clatter.stop()
    return times, len(clatter.played) if clatter is not None else 0


def frame_cost() -> None:
    from scenes.kit.audio import Audio

    audio = Audio(70, 70)
    audio.prepare()
    if not audio.wait(30):
        print(f"# sound: no mixer here ({audio.failure}); frame cost without playing")
    cost: list[float] = []
    clacks = 0
    for seed in SEEDS:
        heard, plain = [], []
        for _ in range(REPEATS):  # interleaved: the machine's moods hit both alike
            times, played = throw_frames(seed, audio)
            heard.append(times)
            plain.append(throw_frames(seed, None)[0])
        clacks += played
        frames = min(len(t) for t in heard + plain)
        cost += [max(0.0, min(run[i] for run in heard) - min(run[i] for run in plain))
                 for i in range(frames)]
    audio.close()
    report("sound_frame_cost_ms_p99", 1000 * percentile(cost, 99), "ms")
    report("sound_frame_cost_ms_max", 1000 * max(cost), "ms")
    report("sound_clacks_per_throw", clacks / len(SEEDS), "")
    report("sound_frames_measured", len(cost), "")


def run() -> None:
    prepare_figures()
    frame_cost()
    start_ratio()
