"""What the mixer really plays, captured by SDL's disk audio driver.

``tools/listen.py`` runs once in a subprocess with ``SDL_AUDIODRIVER=disk`` (``make test``
runs with the dummy driver) and writes each capture to a file; these tests measure them:
each sound's length, peak, loudness and brightness within the ranges set below, the same
seed giving the same bytes, each volume scaling its own sounds only, silence at volume 0
and muted, and a RÖK throw whose clacks are as loud as its impulses are hard.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tools import synth

# one worker captures once (the capture plays every sound in real time: ~10 s)
pytestmark = pytest.mark.xdist_group("sound_capture")
ROOT = Path(__file__).resolve().parents[2]
RATE = 44_100
QUIET = 1e-3  # -60 dBFS: below this a sound has ended

# name: (shortest, longest seconds), (quietest, loudest RMS dBFS), (lowest, highest
# spectral centroid Hz): a stone is bright and brief, felt low, a refusal low and soft
RANGES = {
    "clack_stone_0": ((0.03, 0.10), (-25, -15), (2000, 5000)),
    "clack_cloth_0": ((0.05, 0.13), (-25, -15), (150, 800)),
    "clack_rim_0": ((0.06, 0.16), (-24, -13), (250, 1200)),
    "scrape": ((0.55, 0.65), (-28, -17), (1000, 3000)),
    "rune_draw": ((0.20, 0.40), (-31, -20), (1200, 4000)),
    "steal": ((0.22, 0.40), (-28, -18), (1500, 4000)),
    "card_pick": ((0.02, 0.08), (-33, -22), (3500, 10000)),
    "card_slide": ((0.12, 0.25), (-30, -20), (2000, 5500)),
    "card_place": ((0.08, 0.16), (-23, -13), (300, 1500)),
    "card_flip": ((0.12, 0.25), (-26, -16), (800, 3000)),
    "shuffle": ((0.40, 0.70), (-33, -22), (4000, 10000)),
    "draw": ((0.10, 0.20), (-28, -17), (2000, 5000)),
    "click": ((0.01, 0.05), (-30, -19), (1200, 4000)),
    "refuse": ((0.25, 0.40), (-23, -12), (150, 600)),
    "your_turn": ((0.70, 1.00), (-20, -9), (600, 1800)),
    "win": ((1.20, 1.60), (-21, -10), (600, 1800)),
}


@pytest.fixture(scope="module")
def captured(tmp_path_factory):
    out = tmp_path_factory.mktemp("listen")
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_VIDEODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    subprocess.run([sys.executable, str(ROOT / "tools" / "listen.py"), str(out)], cwd=ROOT,
                   env=env, capture_output=True, timeout=300, check=True)
    return out


def load(folder: Path, name: str) -> np.ndarray:
    """A capture as float frames (n, 2) of full scale 1."""
    return np.fromfile(folder / f"{name}.raw", "<i2").reshape(-1, 2) / 32768


def active(frames: np.ndarray) -> np.ndarray:
    """From the first to the last sample louder than -60 dBFS."""
    loud = np.nonzero(np.abs(frames).max(axis=1) > QUIET)[0]
    return frames[loud[0]:loud[-1] + 1]


def pieces(frames: np.ndarray, gap: float = 0.01) -> list[np.ndarray]:
    """The sounds of a capture, apart where digital silence lasts over ``gap`` seconds."""
    sounding = np.nonzero(np.abs(frames).max(axis=1) > 0)[0]
    if not len(sounding):
        return []
    breaks = np.nonzero(np.diff(sounding) > gap * RATE)[0]
    starts = [sounding[0], *(sounding[i + 1] for i in breaks)]
    ends = [*(sounding[i] for i in breaks), sounding[-1]]
    return [frames[s:e + 1] for s, e in zip(starts, ends, strict=True)]


def centroid(mono: np.ndarray) -> float:
    power = np.abs(np.fft.rfft(mono)) ** 2
    return float((power * np.fft.rfftfreq(len(mono), 1 / RATE)).sum() / power.sum())


def test_every_sound_is_captured_and_measured():
    names = {n for n in synth.names() if not n[-1].isdigit() or n.endswith("_0")}
    assert names == set(RANGES)


@pytest.mark.parametrize("name", sorted(RANGES))
def test_each_sound_s_length_peak_loudness_and_brightness(captured, name):
    (short, long), (quiet, loud), (low, high) = RANGES[name]
    frames = active(load(captured, f"sound-{name}"))
    mono = frames[:, 0]
    assert np.array_equal(frames[:, 0], frames[:, 1])  # centred
    assert short <= len(mono) / RATE <= long
    assert 0.25 <= np.abs(mono).max() <= 0.9
    assert np.abs(mono).max() < 32767 / 32768  # no clipping
    assert quiet <= 20 * np.log10(np.sqrt(np.mean(mono ** 2))) <= loud
    assert low <= centroid(mono) <= high


def test_a_seed_gives_the_same_bytes(captured):
    """Captured twice, the sound is the same bytes, and they are what the synthesiser made."""
    first = np.fromfile(captured / "sound-clack_stone_0.raw", "<i2")
    again = np.fromfile(captured / "again-clack_stone_0.raw", "<i2")
    made = np.frombuffer(synth.to_bytes(synth.render("clack_stone_0")), "<i2")
    assert np.trim_zeros(first).tobytes() == np.trim_zeros(again).tobytes() == \
        np.trim_zeros(made).tobytes()


def test_each_volume_scales_its_own_sounds_only(captured):
    """card_place is a table sound, click an interface one."""
    full = [np.abs(p).max() for p in pieces(load(captured, "mix-100-100"))]
    table_half = [np.abs(p).max() for p in pieces(load(captured, "mix-50-100"))]
    interface_quarter = [np.abs(p).max() for p in pieces(load(captured, "mix-100-25"))]
    assert len(full) == len(table_half) == len(interface_quarter) == 2
    assert table_half[0] == pytest.approx(full[0] / 2, rel=0.03)
    assert table_half[1] == full[1]
    assert interface_quarter[0] == full[0]
    assert interface_quarter[1] == pytest.approx(full[1] / 4, rel=0.05)


@pytest.mark.parametrize("name", ["mix-0-0", "mix-muted"])
def test_volume_zero_and_mute_are_silence(captured, name):
    frames = load(captured, name)
    assert len(frames) > RATE // 10  # the mixer ran, and wrote ...
    assert not np.any(frames)  # ... nothing but silence


def spearman(a: list[float], b: list[float]) -> float:
    ranks_a, ranks_b = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    return float(np.corrcoef(ranks_a, ranks_b)[0, 1])


def test_R08_a_throw_s_clacks_are_as_loud_as_its_impulses_are_hard(captured):
    """The clacks the table's Clatter chose for a five-player throw, each captured alone."""
    plan = json.loads((captured / "plan.json").read_text())
    heard = pieces(load(captured, "throw"))
    assert len(plan) >= 10 and len(heard) == len(plan)
    for kind in {c["name"] for c in plan}:
        mine = [(c["impulse"], np.abs(h).max()) for c, h in zip(plan, heard, strict=True)
                if c["name"] == kind]
        if len(mine) >= 4:
            impulses, peaks = zip(*mine, strict=True)
            assert spearman(list(impulses), list(peaks)) >= 0.7, kind
            hardest, softest = max(mine), min(mine)
            if hardest[0] > 4 * softest[0]:
                assert hardest[1] > 1.5 * softest[1], kind
    for clack, sound in zip(plan, heard, strict=True):  # heard where it happened
        left, right = np.abs(sound).max(axis=0)
        if abs(clack["pan"]) > 0.3:
            assert (right > left) == (clack["pan"] > 0)


def test_R08_a_live_throw_clacks_and_scrapes_then_falls_silent(captured):
    """The same throw as the scene hears it, frame by frame: sound all along the throw,
    never clipped, and silence once the stones rest (the scrape stops with them)."""
    frames = load(captured, "throw-live")
    sounding = active(frames)
    assert 0.5 <= len(sounding) / RATE <= 1.6
    assert np.abs(frames).max() <= 0.9
    assert not np.any(frames[-RATE // 50:])  # the last 20 ms the mixer wrote
