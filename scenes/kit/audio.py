"""Sound effects, synthesised in code (no sample files) and played at the set volume.

The mixer starts on the first sound, not at launch, so start-up stays quick;
a machine without audio just stays silent.
"""

from __future__ import annotations

import math
from array import array

import pygame

RATE = 22_050

# name -> (list of (frequency Hz, seconds), loudness 0..1)
TONES: dict[str, tuple[list[tuple[float, float]], float]] = {
    "click": ([(880.0, 0.03)], 0.35),
    "place": ([(220.0, 0.05), (165.0, 0.06)], 0.6),
    "flip": ([(520.0, 0.04), (780.0, 0.05)], 0.45),
    "refuse": ([(196.0, 0.09), (147.0, 0.12)], 0.5),
    "win": ([(523.0, 0.12), (659.0, 0.12), (784.0, 0.24)], 0.5),
}


def synthesise(notes: list[tuple[float, float]], loudness: float) -> bytes:
    """Short plucked tones: a sine with a fast attack and an exponential decay (16-bit mono)."""
    samples = array("h")
    for frequency, seconds in notes:
        count = int(RATE * seconds)
        for i in range(count):
            t = i / RATE
            envelope = min(1.0, i / 40) * math.exp(-5.0 * t / seconds)
            wave = math.sin(2 * math.pi * frequency * t)
            samples.append(round(32767 * loudness * envelope * wave))
    return samples.tobytes()


class Audio:
    def __init__(self, volume: int) -> None:
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._available: bool | None = None

    def set_volume(self, volume: int) -> None:
        self.volume = volume
        for sound in self._sounds.values():
            sound.set_volume(volume / 100)

    def _ready(self) -> bool:
        if self._available is None:
            try:
                pygame.mixer.init(RATE, -16, 1, 512, allowedchanges=0)
                self._available = True
            except pygame.error:
                self._available = False
        return self._available

    def play(self, name: str) -> None:
        if self.volume <= 0 or not self._ready():
            return
        if name not in self._sounds:
            notes, loudness = TONES[name]
            self._sounds[name] = pygame.mixer.Sound(buffer=synthesise(notes, loudness))
            self._sounds[name].set_volume(self.volume / 100)
        self._sounds[name].play()

    def close(self) -> None:
        if self._available:
            pygame.mixer.quit()
        self._available = None
        self._sounds.clear()
