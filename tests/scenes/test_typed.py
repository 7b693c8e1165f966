"""The front end is type-checked whole: ``make lint`` runs mypy, strict, on
``game/`` and ``scenes/``, and nothing in ``scenes/`` silences it — a part of the table sees
the table through its typed protocol (``scenes/table/parts.py``), not through ``Any``."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_checks_the_core_and_the_front_end_strictly():
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert {"game", "scenes"} <= set(mypy["files"])  # (and the sound synthesiser, a tool)
    assert mypy["strict"] is True


def test_nothing_in_scenes_silences_the_type_checker():
    silenced = [f"{path.relative_to(ROOT)}:{number}"
                for path in sorted((ROOT / "scenes").rglob("*.py"))
                for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
                if re.search(r"#\s*type:\s*ignore", line)]
    assert silenced == []


def test_the_tables_parts_hold_no_untyped_context_or_session():
    untyped = [f"{path.relative_to(ROOT)}:{number}"
               for folder in ("table", "games")
               for path in sorted((ROOT / "scenes" / folder).rglob("*.py"))
               for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
               if re.search(r"\b(ctx|session|scene): Any\b", line)]
    assert untyped == []
