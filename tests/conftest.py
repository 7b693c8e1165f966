"""Test-wide set-up: SDL never opens a real window or audio device; hypothesis is seeded;
an App built without explicit folders never touches the player's own settings or games."""

import contextlib
import os
import shutil
import tempfile

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_scratch = tempfile.mkdtemp(prefix="tablee-tests-")
os.environ.setdefault("TABLEE_CONFIG_DIR", os.path.join(_scratch, "config"))
os.environ.setdefault("TABLEE_DATA_DIR", os.path.join(_scratch, "data"))
os.environ.setdefault("TABLEE_EXPORT_DIR", os.path.join(_scratch, "exports"))
os.environ["TABLEE_LISTEN"] = "127.0.0.1:0"  # a hosted table speaks loopback only, any free port

settings.register_profile("tablee", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("tablee")


def pytest_collection_modifyitems(config, items):
    """Mark the checks tests/tiers.py leaves to CI's thorough pass, and say so if one of its
    names no longer matches a test (a renamed test would otherwise slip into make test)."""
    from tests.tiers import THOROUGH

    found = set()
    for item in items:
        if item.nodeid in THOROUGH:
            item.add_marker(pytest.mark.thorough)
            found.add(item.nodeid)
    whole_run = config.args in ([], config.getini("testpaths"), ["tests"])
    if whole_run and config.getoption("markexpr", "") in ("", "thorough"):
        missing = sorted(THOROUGH - found)
        if missing:
            raise pytest.UsageError(f"tests/tiers.py names tests that do not exist: {missing}")


@pytest.fixture
def own_folder():
    """A folder the unprivileged checker owns (tests/unprivileged.py), removed afterwards."""
    from tests.unprivileged import open_folder

    folder = open_folder()
    yield folder
    for path in (folder, *folder.rglob("*")):  # give back what a check took away
        with contextlib.suppress(OSError):
            path.chmod(0o700 if path.is_dir() else 0o600)
    shutil.rmtree(folder, ignore_errors=True)
