"""The table's sounds, made in code: stones, cards, a bag of runes, a chime (no sample files).

Each sound is a few lines of physics-flavoured recipe: an impact is a very short noise burst
plus the damped resonances ("modes") of what was struck — high and brief for resin stones,
low and muffled for felt, woody for the rim; paper is band-limited noise shaped in time, a
card's swish a noise band whose centre sweeps; bells are inharmonic partials. Noise is
filtered in the frequency domain (numpy's FFT), so the whole set costs a few milliseconds.

Every sound draws its randomness from its own seeded generator, so the same seed gives the
same bytes, and one sound does not change when another is added. The app never runs this:
``make sounds`` (tools/render_sounds.py) writes each sound into ``assets/sounds/`` and the app
loads those files (:mod:`scenes.kit.audio`), so numpy is a tool's dependency, not the game's.

>>> sounds = build(seed=1)
>>> sorted(sounds)[:3]
['card_flip', 'card_pick', 'card_place']
>>> build(seed=1)["clack_stone_0"] == sounds["clack_stone_0"]
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

import numpy as np

if TYPE_CHECKING:
    from numpy.typing import NDArray

RATE = 44_100
SEED = 28  # the sounds the app plays (tests may build others)
PEAK = 0.8  # every sound's loudest sample, of full scale: headroom for a few at once

Wave: TypeAlias = "NDArray[np.floating[Any]]"
F = np.float32  # single precision throughout: half the work, far below 16 bits' noise
Recipe: TypeAlias = "Callable[[np.random.Generator], Wave]"


def seconds(n: float) -> int:
    return max(1, round(n * RATE))


def timeline(length: int) -> Wave:
    return np.arange(length, dtype=F) / F(RATE)


def shaped_noise(rng: np.random.Generator, length: int, low: float, high: float) -> Wave:
    """White noise through a zero-phase band-pass (4th-order Butterworth-like skirts).

    Filtered in the frequency domain, so it is circular: a noise made this way loops
    without a seam (the slide's scrape)."""
    spectrum = np.fft.rfft(rng.standard_normal(length, dtype=F))
    f = np.fft.rfftfreq(length, 1 / RATE)
    power = np.square(np.square(f / high))
    if low > 0:
        power = power + np.square(np.square(low / np.maximum(f, 1e-3)))
    out: Wave = np.fft.irfft(spectrum * (1 / np.sqrt(1 + power)).astype(F), length)
    return out / (np.abs(out).max() or 1.0)


def decay(length: int, attack: float, fall: float) -> Wave:
    """A linear rise over ``attack`` seconds, then an exponential fall (time constant ``fall``),
    computed while audible (zero after 7 time constants)."""
    out = np.zeros(length, F)
    rise = min(length, seconds(attack))
    out[:rise] = np.linspace(0, 1, rise, endpoint=False, dtype=F)
    span = min(length - rise, seconds(7 * fall))
    out[rise:rise + span] = np.exp(np.arange(span, dtype=F) / F(-fall * RATE))
    return out


def modes(length: int, pitch: float, ratios: list[float], falls: list[float],
          amps: list[float], rng: np.random.Generator) -> Wave:
    """Damped sinusoids: the resonances of a struck body (random phases). Each is computed
    only while it is audible (down 60 dB after 7 time constants), in single precision."""
    out = np.zeros(length, F)
    for ratio, fall, amp in zip(ratios, falls, amps, strict=True):
        phase = rng.uniform(0, 2 * np.pi)
        span = min(length, seconds(7 * fall))
        t = np.arange(span, dtype=np.float32) / np.float32(RATE)
        w = np.float32(2 * np.pi * pitch * ratio)
        out[:span] += amp * np.exp(t / np.float32(-fall)) * np.sin(w * t + np.float32(phase))
    return out


def swept_band(rng: np.random.Generator, length: int, start: float, end: float,
               width: float) -> Wave:
    """Noise of about ``width`` Hz whose centre glides from ``start`` to ``end`` (a swish)."""
    base = shaped_noise(rng, length, 0, width / 2)
    centre = np.geomspace(start, end, length)
    phase = (2 * np.pi * np.cumsum(centre) / RATE).astype(F)
    out: Wave = base * np.cos(phase)
    return out


def place(into: Wave, sound: Wave, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (cut at the end)."""
    start = seconds(at) if at > 0 else 0
    end = min(len(into), start + len(sound))
    into[start:end] += gain * sound[:end - start]


def jitter(rng: np.random.Generator, spread: float) -> float:
    """A factor near 1 (± ``spread``), for a variant's pitch or gain."""
    return float(1 + rng.uniform(-spread, spread))


# --- stones ----------------------------------------------------------------------------------

def stone_on_stone(rng: np.random.Generator) -> Wave:
    """Two resin stones: a bright, brief clack (inharmonic modes 2–8 kHz, gone in 30 ms)."""
    n = seconds(0.09)
    pitch = 2300 * jitter(rng, 0.08)
    ring = modes(n, pitch, [1.0, 1.47, 2.09, 2.91], [0.018, 0.011, 0.007, 0.004],
                 [1.0, 0.6, 0.45, 0.3], rng)
    tick = shaped_noise(rng, n, 2500, 9000) * decay(n, 0.0003, 0.0025)
    return ring * decay(n, 0.0004, 0.03) + 0.8 * tick


def stone_on_cloth(rng: np.random.Generator) -> Wave:
    """A stone landing on felt: a muffled thud (noise under 900 Hz and a low body mode)."""
    n = seconds(0.1)
    thud = shaped_noise(rng, n, 60, 900) * decay(n, 0.001, 0.018)
    body = modes(n, 190 * jitter(rng, 0.1), [1.0, 2.3], [0.025, 0.012], [1.0, 0.3], rng)
    click = modes(n, 1400 * jitter(rng, 0.1), [1.0], [0.005], [1.0], rng)
    return thud + 0.7 * body * decay(n, 0.002, 0.05) + 0.15 * click


def stone_on_rim(rng: np.random.Generator) -> Wave:
    """A stone against the wooden rim: a dry knock (modes near 0.4, 1 and 1.7 kHz)."""
    n = seconds(0.12)
    knock = modes(n, 420 * jitter(rng, 0.07), [1.0, 2.45, 3.9], [0.035, 0.016, 0.008],
                  [1.0, 0.5, 0.3], rng)
    tick = shaped_noise(rng, n, 500, 3500) * decay(n, 0.0005, 0.004)
    return knock * decay(n, 0.0008, 0.06) + 0.6 * tick


def scrape(rng: np.random.Generator) -> Wave:
    """A stone sliding on felt: a soft, grainy hiss (300 Hz–2.5 kHz) that flutters; it loops
    seamlessly (circular noise, a flutter of whole cycles)."""
    n = seconds(0.6)
    hiss = shaped_noise(rng, n, 300, 2500)
    t = timeline(n)
    flutter = 1 + 0.25 * np.sin(2 * np.pi * 11 / 0.6 * t) + 0.15 * np.sin(2 * np.pi * 5 / 0.6 * t)
    grain = shaped_noise(rng, n, 30, 120)  # slow, uneven pressure on the cloth
    out: Wave = hiss * flutter * (0.8 + 0.2 * grain)
    return out


def rune_draw(rng: np.random.Generator) -> Wave:
    """A hand in a cloth bag: a rustle, then two stones knocking as one comes out."""
    n = seconds(0.4)
    t = timeline(n)
    rustle = shaped_noise(rng, n, 250, 1800)
    bumps = sum(np.exp(-((t - c) / 0.03) ** 2) for c in (0.05, 0.11, 0.19))
    out = rustle * bumps * 0.5
    place(out, stone_on_stone(rng), 0.16, 0.55)
    place(out, stone_on_stone(rng), 0.24, 0.8)
    result: Wave = out
    return result


def steal(rng: np.random.Generator) -> Wave:
    """A rune snatched: a quick falling swoosh, then the stone set down by the thief."""
    n = seconds(0.34)
    whoosh = swept_band(rng, n, 4500, 900, 900) * decay(n, 0.06, 0.05)
    out = 0.8 * whoosh
    place(out, stone_on_stone(rng), 0.17, 1.0)
    place(out, stone_on_cloth(rng), 0.17, 0.5)
    return out


# --- cards -----------------------------------------------------------------------------------

def card_pick(rng: np.random.Generator) -> Wave:
    """A card lifted: a light, high flick of paper (2–8 kHz, 30 ms)."""
    n = seconds(0.05)
    return shaped_noise(rng, n, 2000, 8000) * decay(n, 0.003, 0.008)


def card_slide(rng: np.random.Generator) -> Wave:
    """A card slid across the table: a swish that swells and fades, pitched downward."""
    n = seconds(0.2)
    t = timeline(n)
    swell: Wave = np.square(np.sin(np.pi * np.clip(t / 0.2, 0, 1)))
    swish = swept_band(rng, n, 3800, 2200, 2600) * swell
    return 0.8 * swish + 0.2 * shaped_noise(rng, n, 4000, 10000) * swell


def card_place(rng: np.random.Generator) -> Wave:
    """A card laid down: the end of a swish and a soft slap of paper on cloth."""
    n = seconds(0.12)
    out = np.zeros(n, F)
    place(out, swept_band(rng, seconds(0.04), 3000, 2000, 2000) * decay(seconds(0.04), 0.03,
                                                                        0.01), 0, 0.3)
    slap = shaped_noise(rng, n, 150, 2500) * decay(n, 0.001, 0.014)
    thump = modes(n, 120, [1.0], [0.02], [1.0], rng)
    place(out, slap + 0.5 * thump, 0.03)
    return out


def card_flip(rng: np.random.Generator) -> Wave:
    """A card turned over: a rising flick through the air, then it lands on its back."""
    n = seconds(0.18)
    out = np.zeros(n, F)
    m = seconds(0.08)
    place(out, swept_band(rng, m, 1500, 5000, 1800) * decay(m, 0.05, 0.015), 0, 0.7)
    place(out, card_place(rng), 0.06, 0.9)
    return out


def shuffle(rng: np.random.Generator) -> Wave:
    """A riffle: some 30 card edges flicking past, quicker in the middle, then squared up."""
    n = seconds(0.7)
    out = np.zeros(n, F)
    gaps = 0.009 + 0.014 * np.abs(np.linspace(-1, 1, 30)) ** 1.5
    at = 0.02
    flick_len = seconds(0.012)
    for gap in gaps:
        flick = shaped_noise(rng, flick_len, 2500, 9000) * decay(flick_len, 0.0005, 0.0025)
        place(out, flick, at, float(rng.uniform(0.4, 0.8)))
        at += float(gap)
    bed = shaped_noise(rng, n, 800, 5000) * np.clip(1 - timeline(n) / at, 0, 1)
    out += 0.12 * bed
    place(out, card_place(rng), at + 0.02, 0.9)
    return out


def draw(rng: np.random.Generator) -> Wave:
    """A card drawn from the deck: a short slide off the pile, ending on a flick."""
    n = seconds(0.17)
    m = seconds(0.13)
    out = np.zeros(n, F)
    t = timeline(m)
    place(out, swept_band(rng, m, 2600, 3600, 2200) * np.sin(np.pi * t / 0.13) ** 2, 0, 0.8)
    place(out, card_pick(rng), 0.11, 0.7)
    return out


# --- the interface ---------------------------------------------------------------------------

def bell(length: int, pitch: float, rng: np.random.Generator, ring: float = 0.6) -> Wave:
    """A small bell: inharmonic partials (1, 2.0, 2.76, 5.4) fading at their own pace."""
    tone = modes(length, pitch, [1.0, 2.0, 2.76, 5.4],
                 [ring, ring * 0.5, ring * 0.3, ring * 0.1], [1.0, 0.45, 0.3, 0.12], rng)
    tone[:88] *= np.linspace(0, 1, 88)  # a 2 ms strike
    return tone


def click(rng: np.random.Generator) -> Wave:
    """A button: a small, dry tick."""
    n = seconds(0.04)
    tick = modes(n, 1900, [1.0, 2.7], [0.006, 0.003], [1.0, 0.4], rng)
    return tick * decay(n, 0.0005, 0.02) + 0.3 * shaped_noise(rng, n, 2000, 8000) * decay(
        n, 0.0002, 0.0015)


def refuse(rng: np.random.Generator) -> Wave:
    """Not that: two soft, low notes stepping down (a muted woodblock, never a buzzer)."""
    n = seconds(0.34)
    out = np.zeros(n, F)
    m = seconds(0.2)
    release = np.linspace(1, 0, seconds(0.05))
    for at, pitch in ((0.0, 330.0), (0.13, 262.0)):
        note = modes(m, pitch, [1.0, 2.0, 3.0], [0.09, 0.05, 0.03], [1.0, 0.25, 0.08], rng)
        note *= decay(m, 0.008, 1.0)
        note[-len(release):] *= release  # each note fades out: no click where it ends
        place(out, note, at)
    return out


def your_turn(rng: np.random.Generator) -> Wave:
    """Your turn: a short two-note chime, rising a fourth (G5, C6)."""
    n = seconds(0.9)
    out = np.zeros(n, F)
    place(out, bell(n, 784.0, rng, 0.5), 0.0, 0.8)
    place(out, bell(n, 1046.5, rng, 0.6), 0.12)
    return out


def win(rng: np.random.Generator) -> Wave:
    """The win: a rising arpeggio of bells (C5 E5 G5 C6), the last one left to ring."""
    n = seconds(1.5)
    out = np.zeros(n, F)
    for i, pitch in enumerate((523.3, 659.3, 784.0, 1046.5)):
        place(out, bell(n, pitch, rng, 0.35 if i < 3 else 0.9), 0.11 * i, 0.7 if i < 3 else 1)
    return out


VARIANTS = {"clack_stone": 4, "clack_cloth": 3, "clack_rim": 2}
"""Sounds heard many times a throw come in variants (pitch and gain jitter)."""

RECIPES: dict[str, Recipe] = {
    "clack_stone": stone_on_stone, "clack_cloth": stone_on_cloth, "clack_rim": stone_on_rim,
    "scrape": scrape, "rune_draw": rune_draw, "steal": steal,
    "card_pick": card_pick, "card_slide": card_slide, "card_place": card_place,
    "card_flip": card_flip, "shuffle": shuffle, "draw": draw,
    "click": click, "refuse": refuse, "your_turn": your_turn, "win": win,
}

LEVELS = {"clack_cloth": 0.75, "scrape": 0.5, "card_pick": 0.5, "click": 0.4, "refuse": 0.55,
          "rune_draw": 0.7, "shuffle": 0.7, "draw": 0.65, "card_slide": 0.6}
"""Each sound's peak as a share of :data:`PEAK` (1 when not named): a tick is not a bell."""


def names() -> list[str]:
    """Every sound's name, variants spelled out (``clack_stone_0`` ...)."""
    out = []
    for name in RECIPES:
        count = VARIANTS.get(name)
        out += [f"{name}_{i}" for i in range(count)] if count else [name]
    return out


def render(name: str, seed: int = SEED) -> Wave:
    """One sound (``clack_stone_2`` is the third variant), faded in and out, at its level."""
    base, _, variant = name.rpartition("_")
    if base not in VARIANTS:
        base, variant = name, "0"
    key = [seed, list(RECIPES).index(base), int(variant)]
    wave = RECIPES[base](np.random.default_rng(key))
    edge = min(64, len(wave) // 4)  # no click at either end (a bell's ring is let go gently)
    wave[:edge] *= np.linspace(0, 1, edge)
    if base != "scrape":  # (a loop's ends meet each other)
        tail = max(edge, min(seconds(0.08), len(wave) // 8))
        wave[-tail:] *= np.linspace(1, 0, tail)
    level = PEAK * LEVELS.get(base, 1.0)
    if base in VARIANTS:  # a variant's own loudness: ±12 %, never past 0.88 of full scale
        level *= min(jitter(np.random.default_rng([*key, 1]), 0.12), 1.1)
    out: Wave = wave * (level / (np.abs(wave).max() or 1.0))
    return out


def to_samples(wave: Wave) -> bytes:
    """16-bit signed little-endian mono samples (what a sound file holds)."""
    pcm: bytes = np.round(np.clip(wave, -1, 1) * 32767).astype("<i2").tobytes()
    return pcm


def to_bytes(wave: Wave) -> bytes:
    """16-bit signed stereo frames, the mixer's format (the same on both sides: the mixer
    pans), as the mixer makes them from a mono file."""
    return np.repeat(np.frombuffer(to_samples(wave), "<i2"), 2).tobytes()


def build(seed: int = SEED) -> dict[str, bytes]:
    """Every sound, ready for ``pygame.mixer.Sound(buffer=...)``."""
    return {name: to_bytes(render(name, seed)) for name in names()}
