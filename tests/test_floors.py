"""The front end's floors: each folder of ``scenes/`` imports only from the folders
below it, the games' tables and the shell's screens never import one another, and no screen
imports another (they ask the navigator). Every import counts, those inside functions too: a
floor must be readable on its own."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENES = ROOT / "scenes"
FLOORS = {"kit": 1, "frame": 2, "table": 3, "games": 4, "shell": 4, "app": 5}
"""Each folder's floor, from the bottom up; ``scenes/__main__.py`` stands on top of them."""


def module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every ``scenes`` module ``path`` imports, at its top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.split(".")[0] == "scenes"}


def place(module: str) -> tuple[str, str]:
    """``module``'s folder (its floor's name) and, for a game, which game."""
    parts = module.split(".")
    if len(parts) < 2 or parts[1] not in FLOORS:
        return "top", ""
    return parts[1], parts[2] if parts[1] == "games" and len(parts) > 2 else ""


def is_screen(path: Path) -> bool:
    """A shell module defining a scene, or a game's table."""
    if path.parent.name in ("pook", "rok", "totem") and path.name == "scene.py":
        return True
    if place(module_of(path))[0] != "shell":
        return False
    tree = ast.parse(path.read_text("utf-8"))
    return any(isinstance(node, ast.ClassDef) and any(
        isinstance(base, ast.Name) and base.id.endswith(("Scene", "Overlay"))
        for base in node.bases) for node in tree.body)


MODULES = {module_of(path): path for path in sorted(SCENES.rglob("*.py"))}
SCREENS = {name for name, path in MODULES.items() if is_screen(path)}


def known(name: str) -> str | None:
    """The module ``name`` is (``scenes.kit.art`` from ``from scenes.kit import art``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def test_every_folder_of_scenes_is_a_floor():
    folders = {path.name for path in SCENES.iterdir() if path.is_dir()
               and path.name != "__pycache__"}
    assert folders == set(FLOORS)
    loose = {path.name for path in SCENES.glob("*.py")}
    assert loose == {"__init__.py", "__main__.py"}


def test_each_floor_imports_only_from_the_floors_below_it():
    wrong = []
    for name, path in MODULES.items():
        floor, game = place(name)
        level = FLOORS.get(floor, 6)
        for imported in filter(None, map(known, imports_of(path))):
            other, other_game = place(imported)
            if other == "top":
                continue
            if FLOORS[other] > level or {floor, other} == {"games", "shell"} or (
                    game and other_game and game != other_game):
                wrong.append(f"{name} ({floor}) imports {imported} ({other})")
    assert wrong == []


def test_no_screen_imports_another_and_only_the_app_loads_them():
    assert {"scenes.shell.menu", "scenes.shell.history", "scenes.shell.pause",
            "scenes.games.rok.scene"} <= SCREENS  # (what the test looks for is there)
    wrong = []
    for name, path in MODULES.items():
        if place(name)[0] in ("app", "top"):
            continue
        for imported in filter(None, map(known, imports_of(path))):
            if imported in SCREENS and imported != name:
                wrong.append(f"{name} imports the screen {imported}")
    assert wrong == []


def test_the_checks_see_a_wrong_import(tmp_path):
    """The walk finds an import inside a function (the old menu <-> pause circle)."""
    sample = tmp_path / "sample.py"
    sample.write_text("def quit():\n    from scenes.shell.menu import MenuScene\n")
    assert known("scenes.shell.menu.MenuScene") == "scenes.shell.menu"
    assert "scenes.shell.menu" in {known(n) for n in imports_of(sample)}
