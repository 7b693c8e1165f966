"""The seam between the table and the games, measured: no import cycle in game/ or scenes/
(imports inside functions counted), no module found by a name built at run time, no ``Any``
in the seam's signatures, one spec per game handed out from a fixed table, and a host that
tells the table of each move through its ``on_play`` instead of having its step replaced.

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


def dynamic_imports(source: str) -> list[int]:
    """The lines where ``source`` imports a module by a name it computes
    (``importlib.import_module``, ``__import__``)."""
    return [node.lineno for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
        or (isinstance(node.func, ast.Name) and node.func.id in ("import_module", "__import__")))]


def test_the_dynamic_import_finder_finds_one():
    assert dynamic_imports("import importlib\n\ndef f(name):\n"
                           "    return importlib.import_module(f'game.{name}.views')\n") == [4]
    assert dynamic_imports("from importlib import import_module\nimport_module('x')\n") == [2]


def test_no_module_of_game_or_scenes_is_imported_by_a_computed_name():
    found = {name: lines for name, path in MODULES.items()
             if (lines := dynamic_imports(path.read_text("utf-8")))}
    assert found == {}


SEAM = ("game/core.py", "game/match.py", "scenes/table/session.py")


def any_in_signatures(source: str) -> list[str]:
    """Each annotation (of an argument, a return, a field or a variable) that names ``Any``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        annotations: list[ast.expr | None] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            annotations += [a.annotation for a in (*arguments.posonlyargs, *arguments.args,
                                                   *arguments.kwonlyargs)]
            annotations += [arguments.vararg and arguments.vararg.annotation,
                            arguments.kwarg and arguments.kwarg.annotation, node.returns]
        elif isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
        for annotation in filter(None, annotations):
            names = {n.id for n in ast.walk(annotation) if isinstance(n, ast.Name)} | {
                n.attr for n in ast.walk(annotation) if isinstance(n, ast.Attribute)}
            if "Any" in names or any("Any" in n.value for n in ast.walk(annotation)
                                     if isinstance(n, ast.Constant) and isinstance(n.value, str)):
                found.append(f"line {annotation.lineno}: {ast.unparse(annotation)}")
    return found


def test_the_any_finder_sees_an_argument_a_return_and_a_field():
    sample = ("from typing import Any\n"
              "def f(x: Any, y: 'dict[str, Any]') -> list[Any]: ...\n"
              "class C:\n    state: Any\n    fine: int\n")
    assert len(any_in_signatures(sample)) == 4


def test_no_any_in_the_seam_s_signatures():
    found = {name: any_in_signatures((ROOT / name).read_text("utf-8")) for name in SEAM}
    assert found == {name: [] for name in SEAM}


def test_the_one_alias_of_any_in_the_core_is_the_json_document():
    """A view or a snapshot being read is a JSON document, typed as ``json`` types it: the core
    names it ``Json`` (and a view ``View``), and no other name hides an ``Any``."""
    tree = ast.parse((ROOT / "game/core.py").read_text("utf-8"))
    aliases = [node.target.id for node in tree.body if isinstance(node, ast.AnnAssign)
               and isinstance(node.target, ast.Name) and isinstance(node.value, ast.Name)
               and node.value.id == "Any"]
    assert aliases == ["Json"]


def test_each_game_exports_one_spec_that_load_game_hands_out():
    from game.core import GAMES, GameSpec, InvalidRecord
    from game.games import TABLE, load_game

    assert set(TABLE) == set(GAMES)
    for name in GAMES:
        package = __import__(f"game.{name}", fromlist=["SPEC"])
        assert isinstance(package.SPEC, GameSpec) and package.SPEC.name == name
        spec = load_game(name)
        assert spec.name == name and spec.state_type is package.SPEC.state_type
        assert spec.new_game(spec.min_players, 1).to_json() == \
            package.SPEC.new_game(spec.min_players, 1).to_json()
    import pytest

    with pytest.raises(InvalidRecord, match="unknown game"):
        load_game("chess")


def test_a_spec_says_none_for_what_its_game_lacks():
    from game.games import load_game

    pook, rok, totem = (load_game(name) for name in ("pook", "rok", "totem"))
    assert (pook.moments, rok.moments) == (None, None) and totem.moments is not None
    assert rok.public_view is None and pook.public_view is not None
    assert (rok.no_take_back, pook.no_take_back, totem.no_take_back) == ("race", None, None)
    assert rok.weighing is None and pook.weighing is not None


def test_a_spec_refuses_another_game_s_state():
    import pytest

    from game.games import load_game

    pook, totem = load_game("pook"), load_game("totem")
    with pytest.raises(TypeError, match="not a pook state"):
        pook.parse_action(totem.new_game(2, 1), "end")


def test_the_host_tells_on_play_of_each_accepted_move_and_keeps_its_own_step():
    from game.core import GameRecord
    from game.match import Played
    from game.net.host import HostTable
    from game.net.seats import LOCAL, REMOTE, Seat

    told: list[Played] = []
    host = HostTable.of(GameRecord("totem", 2, 3), [Seat("Ann", LOCAL), Seat("Bo", REMOTE)],
                        "K3Y9PA", lambda: "token", on_play=told.append)
    assert not hasattr(host, "apply") and not hasattr(host, "on_record")
    hand = host.state.view(0)["hand"]
    text = "setup " + " ".join(hand[:4])
    host.play(text, 0.0)
    assert [(p.seat, p.text) for p in told] == [(0, text)]
    assert told[0].events and host.record.actions == (text,)
    assert told[0].before is not None and told[0].before.current_player == 0  # (Totem stages)
    import pytest

    with pytest.raises(ValueError):
        host.play("end", 0.0)  # a refusal is not told
    assert len(told) == 1


def test_the_catalogue_offers_each_game_as_its_spec_says():
    """The menu's catalogue is read before any game is loaded (a quick start), so it names
    each game's seats and bot levels itself: they are the spec's, in the spec's order (the
    random bot, a tool's, left out)."""
    from game.games import load_game
    from scenes.frame.catalogue import GAMES as CATALOGUE

    for info in CATALOGUE:
        spec = load_game(info.id)
        assert (info.min_players, info.max_players) == (spec.min_players, spec.max_players)
        assert info.bot_levels == tuple(level for level in spec.bots if level != "random")
