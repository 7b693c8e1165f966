"""The sound files the app loads (assets/sounds/) are what the synthesiser makes today: a
change to tools/synth.py means ``make sounds`` again, as a change to a rule means
``make golden``. And the app plays them without numpy, which made them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np

from scenes.kit import audio
from tools import render_sounds, synth

ROOT = Path(__file__).resolve().parents[2]


def test_every_sound_and_variant_has_its_file_and_nothing_else():
    files = sorted(path.stem for path in render_sounds.FOLDER.glob("*.wav"))
    assert files == sorted(synth.names())
    assert audio.VARIANTS == synth.VARIANTS and audio.RATE == synth.RATE


def test_the_files_are_what_the_synthesiser_makes_today():
    assert render_sounds.mismatches() == []


def test_a_sound_made_otherwise_is_found_out(tmp_path):
    """A file whose recipe changed (here: 3 % louder) no longer passes, nor a missing one."""
    render_sounds.write(tmp_path)
    path = tmp_path / "click.wav"
    samples = np.frombuffer(render_sounds.read_samples(path), "<i2")
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(2)
        sound.setframerate(render_sounds.RATE)
        sound.writeframes(np.round(samples * 1.03).astype("<i2").tobytes())
    (tmp_path / "win.wav").unlink()
    assert render_sounds.mismatches(tmp_path) == ["click.wav", "win.wav"]


PLAYED = """
import json, sys, tempfile, pathlib
from scenes.app.loop import App, AppOptions
folder = pathlib.Path(tempfile.mkdtemp())
app = App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=0))
for _ in range(3):
    app.frame(1 / 60)
ready = app.ctx.audio.wait(30)
played = app.ctx.audio.play("click")
print(json.dumps({"state": app.ctx.audio.state, "failure": app.ctx.audio.failure,
                  "played": played, "loaded": len(app.ctx.audio.loaded),
                  "numpy": "numpy" in sys.modules}))
app.close()
"""


def test_the_app_loads_and_plays_them_without_numpy():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    result = subprocess.run([sys.executable, "-c", PLAYED], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120, check=True)
    told = json.loads(result.stdout.strip().splitlines()[-1])
    assert told == {"state": "ready", "failure": "", "played": True,
                    "loaded": len(synth.names()), "numpy": False}
