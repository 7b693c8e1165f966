"""``python tools/drive.py sound``: the sounds in a real window, heard through SDL's disk driver.

The app runs under Xvfb with ``SDL_AUDIODRIVER=disk``: everything its mixer plays goes to
``OUT/sound-session.raw`` (16-bit stereo, 44.1 kHz; also written as a WAV file). The scenario:
the menu; M (the notice and the mark in the corner); the settings with both volumes; M again;
RÖK for five, one person against four bots: the first throw (screenshots in flight, the
clacks and scrapes heard); then back to the menu. Look at the shots, and at the capture
with ``sox OUT/sound-session.wav -n spectrogram -o x.png`` (or listen to it).
"""

from __future__ import annotations

import wave
from pathlib import Path

from tools.drive import Driver


def sound(d: Driver) -> None:
    d.wait_for(lambda s: s["scene"] == "MenuScene")
    d.pause(1.0)  # the first frame shown, the sounds are made on their thread
    d.key("m")
    d.shot("sound-muted-menu")
    d.press_button("#menu_settings")
    d.wait_for(lambda s: s["scene"] == "SettingsScene")
    d.shot("sound-settings")
    d.key("Escape")
    d.key("m")
    d.shot("sound-unmuted-menu", wait=0.1)
    d.press_button("#tile_rok")
    d.press_button("#players_5")
    d.press_button("#start")
    d.wait_for(lambda s: "throw" in s["gestures"], 30)
    d.xdotool("key", "--window", d.window, "space")
    d.wait_for(lambda s: s["moving"], 30)  # after the count: the stones fly, and clack
    d.shot("sound-throw-flying", wait=0.1)
    d.wait_for(lambda s: "done" in s["gestures"], 30)
    d.shot("sound-throw-rest", wait=0.0)
    d.key("Escape")
    d.press_button("#pause_quit")
    d.wait_for(lambda s: s["scene"] == "MenuScene")
    d.pause(0.5)


def to_wav(raw: Path) -> Path:
    """The capture as a WAV file beside it."""
    target = raw.with_suffix(".wav")
    with wave.open(str(target), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(44_100)
        out.writeframes(raw.read_bytes())
    return target
