"""Build the standalone executable and check it.

    python tools/package.py build   # dist/tablee (one file), via tools/tablee.spec
    python tools/package.py check   # run dist/tablee --smoke headless; report its size

``make dist`` and ``make dist-check`` call these.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXECUTABLE = ROOT / "dist" / ("tablee.exe" if os.name == "nt" else "tablee")
MAX_MEGABYTES = 36  # 18 MB before issue 28; numpy (and the OpenBLAS its core links) adds 16


def build() -> int:
    import PyInstaller.__main__

    PyInstaller.__main__.run(["--noconfirm", "--clean", "--log-level", "WARN",
                              "--distpath", str(ROOT / "dist"),
                              "--workpath", str(ROOT / "build"),
                              str(ROOT / "tools" / "tablee.spec")])
    megabytes = EXECUTABLE.stat().st_size / 1e6
    print(f"built {EXECUTABLE.relative_to(ROOT)}: {megabytes:.1f} MB")
    return 0


def check() -> int:
    if not EXECUTABLE.exists():
        print(f"{EXECUTABLE} is missing: run `make dist` first")
        return 1
    megabytes = EXECUTABLE.stat().st_size / 1e6
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    with tempfile.TemporaryDirectory() as config:
        result = subprocess.run([str(EXECUTABLE), "--smoke", "--config-dir", config], env=env,
                                capture_output=True, text=True, timeout=300)
    print(result.stdout.strip())
    if result.returncode != 0:
        print(result.stderr.strip())
        print(f"dist-check FAILED: --smoke exited {result.returncode}")
        return 1
    if megabytes > MAX_MEGABYTES:
        print(f"dist-check FAILED: {megabytes:.1f} MB is over the {MAX_MEGABYTES} MB budget")
        return 1
    print(f"dist-check ok: {EXECUTABLE.relative_to(ROOT)} {megabytes:.1f} MB, smoke passed")
    return 0


if __name__ == "__main__":
    commands = {"build": build, "check": check}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]())
