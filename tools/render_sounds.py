"""Write every sound the synthesiser makes into ``assets/sounds/`` (``make sounds``).

    python tools/render_sounds.py           # write the files (after a change to tools/synth.py)
    python tools/render_sounds.py --check   # exit 1 when a file is not what it makes today

One WAV file per sound, each variant its own (``clack_stone_2.wav``): mono, 16-bit, 44.1 kHz,
the synthesiser's seed (:data:`tools.synth.SEED`). WAV because SDL_mixer reads it on every
platform without a decoder and without loss, so the files are exactly what the synthesiser
made (``--check`` and tests/scenes/test_sound_files.py compare them); all of them weigh about half a
megabyte. The mixer (opened in stereo) copies each sample to both sides as it loads them.
"""

from __future__ import annotations

import argparse
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "assets" / "sounds"
RATE = 44_100
TOLERANCE = 2  # steps of 16 bits a sample may differ by: numpy's float32 sine, exponential
# and FFT may round their last bit otherwise on another processor or numpy build; any change
# to a recipe moves thousands of samples by far more


def rendered() -> dict[str, bytes]:
    """Each sound's samples (16-bit mono), by file name, as the synthesiser makes them."""
    from tools import synth

    assert synth.RATE == RATE
    return {f"{name}.wav": synth.to_samples(synth.render(name)) for name in synth.names()}


def read_samples(path: Path) -> bytes:
    """A sound file's samples, checked to be 16-bit mono at :data:`RATE`."""
    with wave.open(str(path), "rb") as sound:
        if (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name}: not 16-bit mono at {RATE} Hz")
        return sound.readframes(sound.getnframes())


def mismatches(folder: Path = FOLDER) -> list[str]:
    """The files in ``folder`` that are not what the synthesiser makes today (a sample off by
    more than :data:`TOLERANCE`, another length, a file missing or left over)."""
    import numpy as np

    made = rendered()
    kept = {path.name for path in folder.glob("*.wav")}
    wrong = sorted(kept ^ set(made))
    for name in sorted(kept & set(made)):
        ours = np.frombuffer(read_samples(folder / name), "<i2").astype(np.int32)
        theirs = np.frombuffer(made[name], "<i2").astype(np.int32)
        if len(ours) != len(theirs) or np.abs(ours - theirs).max() > TOLERANCE:
            wrong.append(name)
    return sorted(wrong)


def write(folder: Path = FOLDER) -> list[str]:
    """Write every sound into ``folder`` (and remove files of sounds that are no more)."""
    folder.mkdir(parents=True, exist_ok=True)
    made = rendered()
    for old in folder.glob("*.wav"):
        if old.name not in made:
            old.unlink()
    for name, samples in made.items():
        with wave.open(str(folder / name), "wb") as sound:
            sound.setnchannels(1)
            sound.setsampwidth(2)
            sound.setframerate(RATE)
            sound.writeframes(samples)
    return sorted(made)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare the files with what the synthesiser makes; write nothing")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.check:
        wrong = mismatches()
        if wrong:
            print(f"not what tools/synth.py makes today: {', '.join(wrong)} (make sounds)")
            return 1
        print("the sound files are what tools/synth.py makes")
        return 0
    names = write()
    total = sum((FOLDER / name).stat().st_size for name in names)
    print(f"wrote {len(names)} sounds into {FOLDER.relative_to(ROOT)} ({total / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
