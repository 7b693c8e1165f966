"""House rules the whole tree keeps: core purity and rule coverage by tests."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "rules"
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


def implemented_games() -> list[str]:
    return sorted(p.stem for p in RULES.glob("*.md") if (ROOT / "game" / p.stem).is_dir())


def test_rules_specification_is_beside_the_checkout():
    assert RULES.is_dir(), f"expected the rules specification at {RULES}"


@pytest.mark.parametrize("game", implemented_games())
def test_every_rule_id_is_named_by_a_test(game):
    """Each ID in rules/<game>.md appears as a word in some test function's name."""
    names = named_tests()
    missing = []
    for rule in rule_ids(RULES / f"{game}.md"):
        pattern = re.compile(rf"(^|_){rule}(_|$)")
        if not any(pattern.search(name) for name in names):
            missing.append(rule)
    assert missing == []
