"""Test-wide set-up: SDL never opens a real window or audio device; hypothesis is seeded;
an App built without explicit folders never touches the player's own settings or games."""

import os
import tempfile

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="tablee-tests-")
os.environ.setdefault("TABLEE_CONFIG_DIR", os.path.join(_scratch, "config"))
os.environ.setdefault("TABLEE_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("TABLEE_EXPORT_DIR", os.path.join(_scratch, "exports"))

settings.register_profile("tablee", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("tablee")
