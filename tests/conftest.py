"""Test-wide set-up: SDL never opens a real window or audio device; hypothesis is seeded."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import settings

settings.register_profile("tablee", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("tablee")
