"""Sound: the mixer, the table's sounds and the player's volumes.

Nothing happens at launch. In an idle moment after the first frame the app calls
:meth:`Audio.prepare`: a thread opens the mixer and loads every sound from
``assets/sounds/`` (WAV files the synthesiser wrote: ``make sounds``, tools/synth.py), so
neither the first frame nor any later one waits for it. Until it is done — and for good on
a machine without audio — :meth:`Audio.play` does nothing and says nothing. The frame
thread only ever asks to play: a look-up and two calls into SDL_mixer, which mixes on its
own thread; a playing sound never wakes the app's loop.

Channels: the first :data:`INTERFACE_CHANNELS` are reserved for the interface's sounds
(a button, a refusal, "your turn", the win), so a heap of clacking stones never drowns a
refusal; one more holds the slide's scrape loop; the table's effects share the rest, and
an effect with no free channel is dropped. Effects and interface have their own volume;
muting silences both.

Each sound has something on screen at the same moment, so nothing is told by sound alone:

- ``clack_stone`` (4 variants), ``clack_rim`` (2), ``clack_cloth`` (3): RÖK's stones striking
  each other or the Destiny rune, the rim, or the cloth (``scenes.games.rok.clatter``); a rune
  grabbed — the stones moving, the rune leaving the table;
- ``scrape`` (a loop): a stone sliding, louder the faster — the stone sliding;
- ``rune_draw``: a new RÖK game, runes drawn, the bag passed on — the bag's counter, the log;
- ``steal``: a RÖK theft, a Totem defender taken — the check's caption, the clash banner;
- ``shuffle``: a new Pook or Totem game — the cards dealt from the deck;
- ``card_pick``, ``card_place``, ``card_slide``: a card lifted by the pointer, laid by a
  person, slid to its place by a bot; ``card_flip``, ``draw``: a card turned over, drawn;
- ``click``: a button, the 3-2-1 count, a buzzer; ``refuse``: a move refused, a RÖK foul;
- ``your_turn``: the turn passing to a person (:mod:`scenes.table.turn_bell`) — the status
  line or the hot-seat curtain; ``win``: the end screen.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pygame

from scenes.kit.assets import assets_root

RATE = 44_100  # the sound files' rate (tools/render_sounds.py)
BUFFER = 512  # samples per mixing pass: 12 ms, so a clack lands with its stone
CHANNELS = 20
INTERFACE_CHANNELS = 4
LOOP_CHANNEL = INTERFACE_CHANNELS  # the scrape of a sliding stone
INTERFACE = frozenset({"click", "refuse", "your_turn", "win"})
"""Interface sounds (their own volume and channels); every other sound is a table effect."""
VARIANTS = {"clack_stone": 4, "clack_cloth": 3, "clack_rim": 2}  # as tools/synth.py has them
GAIN_JITTER = 0.1  # each clack's loudness varies this much (± share) on top of its variant


def balance(pan: float) -> tuple[float, float]:
    """Left and right gains for ``pan`` from -1 (left) to 1 (right); the centre is full on
    both sides.

    >>> balance(0.0), balance(-1.0), balance(0.5)
    ((1.0, 1.0), (1.0, 0.0), (0.5, 1.0))
    """
    pan = max(-1.0, min(1.0, pan))
    return min(1.0, 1.0 - pan), min(1.0, 1.0 + pan)


class Audio:
    """The app's sound. ``effects`` and ``interface`` are volumes 0..100."""

    def __init__(self, effects: int, interface: int, muted: bool = False,
                 folder: Path | None = None) -> None:
        self.effects, self.interface, self.muted = effects, interface, muted
        self.folder = folder  # the sound files (None: the app's, assets/sounds)
        self.state = "idle"  # then "preparing", and "ready" or "absent" for good
        self.prepare_ms = 0.0  # the thread's time: the mixer opened and every sound loaded
        self.load_ms = 0.0  # of which loading the files into the mixer
        self.failure = ""  # why there is no sound (kept for tests and tools; never shown)
        self.no_device = False  # the mixer could not open: a machine without audio
        self._sounds: Mapping[str, Any] = {}
        self._thread: threading.Thread | None = None
        self._turn = 0  # the next interface channel when all of them are busy
        self._pick = random.Random(28)  # which variant, and each clack's small gain jitter
        self._looping = False

    # --- preparing -------------------------------------------------------------------------------

    def prepare(self) -> None:
        """Open the mixer and load every sound, on a thread of its own (once)."""
        if self.state != "idle":
            return
        self.state = "preparing"
        self._thread = threading.Thread(target=self._prepare, name="tablee-sound", daemon=True)
        self._thread.start()

    def _prepare(self) -> None:
        started = time.perf_counter()
        try:
            pygame.mixer.init(RATE, -16, 2, BUFFER, allowedchanges=0)
        except pygame.error as exc:  # no audio device: silent, and nothing said
            self.failure, self.state, self.no_device = str(exc), "absent", True
            return
        try:
            loading = time.perf_counter()
            folder = self.folder or assets_root() / "sounds"
            sounds = {path.stem: pygame.mixer.Sound(path) for path in folder.glob("*.wav")}
            if not sounds:
                raise FileNotFoundError(f"no sound files in {folder}")
            self.load_ms = (time.perf_counter() - loading) * 1000
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(INTERFACE_CHANNELS + 1)
        except Exception as exc:  # (a broken install: still silent rather than a crash)
            self.failure, self.state = f"{type(exc).__name__}: {exc}", "absent"
            pygame.mixer.quit()
            return
        self._sounds = sounds
        self.prepare_ms = (time.perf_counter() - started) * 1000
        self.state = "ready"

    @property
    def loaded(self) -> list[str]:
        """The names of the sounds loaded (none before the thread is done)."""
        return sorted(self._sounds)

    def wait(self, seconds: float = 5.0) -> bool:
        """Wait for the preparing thread (tests, tools, closing); True once sound is ready."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self.state == "ready"

    # --- volumes ---------------------------------------------------------------------------------

    def set_volumes(self, effects: int, interface: int, muted: bool) -> None:
        self.effects, self.interface, self.muted = effects, interface, muted
        if muted or effects <= 0:
            self.hush(0)

    def level(self, name: str) -> float:
        """The volume (0..1) a sound of this name plays at now, before its own gain."""
        if self.muted:
            return 0.0
        return (self.interface if name in INTERFACE else self.effects) / 100

    # --- playing ---------------------------------------------------------------------------------

    def play(self, name: str, gain: float = 1.0, pan: float = 0.0) -> bool:
        """Play ``name`` (a family with variants picks one) at ``gain`` (0..1) times its
        group's volume, panned; False when nothing was played (not ready, muted, volume 0,
        or every effect channel busy)."""
        volume = self.level(name) * gain
        if self.state != "ready" or volume <= 0 or not name:
            return False
        count = VARIANTS.get(name)
        if count:
            name = f"{name}_{self._pick.randrange(count)}"
            volume *= 1 + self._pick.uniform(-GAIN_JITTER, GAIN_JITTER)
        sound = self._sounds.get(name)
        channel = self._interface_channel() if name in INTERFACE else \
            pygame.mixer.find_channel()
        if channel is None or sound is None:
            return False
        left, right = balance(pan)
        volume = min(1.0, volume)
        channel.set_volume(volume * left, volume * right)  # before play: no loud first samples
        channel.play(sound)
        return True

    def _interface_channel(self) -> pygame.mixer.Channel:
        """A free reserved channel, else the one used longest ago (a new refusal is heard)."""
        for index in range(INTERFACE_CHANNELS):
            channel = pygame.mixer.Channel(index)
            if not channel.get_busy():
                return channel
        self._turn = (self._turn + 1) % INTERFACE_CHANNELS
        return pygame.mixer.Channel(self._turn)

    def loop(self, name: str, gain: float, pan: float = 0.0) -> None:
        """Keep ``name`` looping on its channel at ``gain`` (a slide's scrape while the stone
        moves); gain 0 stops it."""
        volume = min(1.0, self.level(name) * gain)
        if self.state != "ready" or name not in self._sounds:
            return
        if volume <= 0:
            self.hush()
            return
        channel = pygame.mixer.Channel(LOOP_CHANNEL)
        left, right = balance(pan)
        channel.set_volume(volume * left, volume * right)
        if not self._looping:
            channel.play(self._sounds[name], loops=-1)
            self._looping = True

    def hush(self, fade_ms: int = 120) -> None:
        """Stop the loop (fading out over ``fade_ms``)."""
        if self.state == "ready" and self._looping:
            channel = pygame.mixer.Channel(LOOP_CHANNEL)
            channel.fadeout(fade_ms) if fade_ms > 0 else channel.stop()
        self._looping = False

    def close(self) -> None:
        """Stop sound for good (waits for a thread still preparing)."""
        self.wait(5.0)
        if self.state == "ready":
            pygame.mixer.quit()
        self.state = "absent"
        self._sounds = {}
