"""Golden playthroughs (tests/golden/<game>-<seed>.txt): seeded bot games as readable text.

Any change to what a game offers, does or shows turns up here as a diff naming the file and
the step; ``python tools/golden.py`` (``make golden``) rewrites the files once the change is
meant, and the diff is read in review.
"""

import os
import subprocess
import sys

import pytest

from tools import golden as tool
from tools.golden import GOLDENS, ROOT, Golden, difference, strays, transcript


@pytest.mark.parametrize("game", GOLDENS, ids=lambda g: g.name)
def test_the_golden_playthrough_is_played_the_same_now(game: Golden):
    problem = difference(game, transcript(game))
    if problem:
        pytest.fail(problem, pytrace=False)


def test_every_golden_file_is_written_by_a_golden_game():
    assert strays() == []
    assert len({g.name for g in GOLDENS}) == len(GOLDENS)
    assert {g.game for g in GOLDENS} == {"pook", "rok", "totem"}


def test_a_changed_step_is_shown_as_a_diff_naming_the_file_the_step_and_the_command(
        tmp_path, monkeypatch):
    monkeypatch.setattr(tool, "GOLDEN_DIR", tmp_path)
    game = GOLDENS[0]
    now = transcript(game)
    assert difference(game, now) == f"{tmp_path / game.name} is missing: write it with " \
                                    f"{tool.REGENERATE}"
    lines = now.splitlines()
    step = next(i for i, line in enumerate(lines) if line.startswith("== step 3:"))
    changed = next(i for i in range(step, len(lines)) if lines[i].startswith("action: "))
    kept = [*lines[:changed], "action: something else", *lines[changed + 1:]]
    game.path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    problem = difference(game, now)
    assert problem is not None
    assert game.name in problem and "python tools/golden.py" in problem
    assert f"first at line {changed + 1}, step 3:" in problem
    assert "\n-action: something else\n" in problem and f"\n+{lines[changed]}\n" in problem
    game.path.write_text(now, encoding="utf-8")
    assert difference(game, now) is None


def test_the_check_command_passes_under_other_hash_seeds():
    """The files read the same whatever the hash seed (no set order leaks into them)."""
    for seed in ("0", "31337"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "tools/golden.py", "--check"], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stdout + done.stderr
