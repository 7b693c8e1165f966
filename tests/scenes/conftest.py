"""A headless app per test, with its own config directory."""

import pytest

from scenes.app import App, AppOptions


@pytest.fixture
def app(tmp_path):
    instance = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=1 / 60))
    yield instance
    if instance.running or instance.stack.scenes:
        instance.close()


def run_frames(app, frames):
    """Advance a generator-style script (see scenes/smoke.py) one frame per step."""
    for _ in frames:
        app.frame(1 / 60)


FAST = 0.1  # seconds per frame in table tests: animations and bot pauses pass in a few frames


@pytest.fixture
def fast_app(tmp_path):
    """A headless app whose frames each advance ``FAST`` seconds."""
    instance = App(AppOptions(language="en", config_dir=tmp_path, fps=0, fixed_dt=FAST))
    yield instance
    if instance.stack.scenes:
        instance.close()


def run_fast(app, frames):
    """Advance a generator-style script one ``FAST`` frame per step."""
    for _ in frames:
        app.frame(FAST)
