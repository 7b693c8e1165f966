"""House rules the whole tree keeps: core purity, and rule coverage by tests against the
project's own rules reference (docs/rules/<game>.md: the repository needs nothing beside it)."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import GAMES

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
RULE_LETTER = {"pook": "P", "rok": "R", "totem": "T"}
FORBIDDEN_IN_GAME = ("pygame", "pygame_gui", "scenes", "random")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_game_never_imports_the_front_end_or_module_random():
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for name in imported_modules(path):
            top = name.split(".")[0]
            if top in FORBIDDEN_IN_GAME:
                offenders.append(f"{path.relative_to(ROOT)} imports {name}")
            if top == "pymunk" and path.relative_to(ROOT).as_posix() != "game/rok/table.py":
                offenders.append(f"{path.relative_to(ROOT)} imports pymunk")
    assert offenders == []


def test_importing_every_game_module_loads_no_pygame():
    """Checked in a fresh interpreter: importing game/ pulls in neither pygame nor scenes."""
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "game").rglob("*.py")
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pygame', 'pygame_gui', 'scenes'))\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "[]"


def rule_ids(spec: Path) -> list[str]:
    return sorted(set(re.findall(r"^- ([A-Z]\d{2}|O\d)\b", spec.read_text(encoding="utf-8"),
                                 flags=re.MULTILINE)))


def named_tests() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names.update(n.name for n in ast.walk(tree)
                     if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
                     and n.name.startswith("test_"))
    return names


def code_of(game: str) -> list[Path]:
    """The modules about ``game`` alone: ``game/<game>/`` and, under ``scenes/``, every module
    whose path names it (``games/pook/``, ``kit/pieces/pook_art.py``, ``pictures_pook.py``)."""
    paths = sorted((ROOT / "game" / game).rglob("*.py"))
    paths += sorted(p for p in (ROOT / "scenes").rglob("*.py")
                    if any(game in part.split("_")
                           for part in p.relative_to(ROOT).with_suffix("").parts))
    return paths


def used_ids(game: str) -> tuple[set[str], set[str]]:
    """The rule IDs of ``game`` named by test functions' names, and those its code mentions
    (refusals, docstrings, lessons, log lines)."""
    pattern = RULE_LETTER[game] + r"\d{2}" + (r"|O\d" if game == "pook" else "")
    named = {m.group(2) for name in named_tests()
             for m in re.finditer(rf"(^|_)({pattern})(?=_|$)", name)}
    in_code: set[str] = set()
    for path in code_of(game):
        in_code.update(re.findall(rf"\b({pattern})\b", path.read_text(encoding="utf-8")))
    return named, in_code


def test_each_game_has_its_rules_reference_in_the_repository():
    assert sorted(p.stem for p in RULES.glob("*.md")) == sorted(GAMES)
    assert set(RULE_LETTER) == set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_is_named_by_a_test(game):
    """Each ID in docs/rules/<game>.md appears as a word in some test function's name."""
    names = named_tests()
    missing = []
    for rule in rule_ids(RULES / f"{game}.md"):
        pattern = re.compile(rf"(^|_){rule}(_|$)")
        if not any(pattern.search(name) for name in names):
            missing.append(rule)
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_reference_lists_exactly_the_ids_the_code_and_tests_use(game):
    """No ID is used that docs/rules/<game>.md does not define, and none it defines is unused."""
    assert any(p.is_relative_to(ROOT / "scenes") for p in code_of(game)), "scenes/ moved?"
    documented = set(rule_ids(RULES / f"{game}.md"))
    named, in_code = used_ids(game)
    assert sorted((named | in_code) - documented) == [], f"not in docs/rules/{game}.md"
    assert sorted(documented - (named | in_code)) == [], "defined but used nowhere"
