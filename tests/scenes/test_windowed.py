"""A windowed build (Windows, macOS) has no console: ``sys.stdout`` and ``sys.stderr`` are None
there. The smoke reports by its exit code and ``--smoke-report``, and nothing in the app
writes to a None stream."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import scenes.__main__ as entry
from scenes.app import smoke

ROOT = Path(__file__).resolve().parents[2]
# what a windowed PyInstaller build starts with (pyinstaller #7688)
NO_CONSOLE = "import sys; sys.stdout = sys.stderr = sys.__stdout__ = sys.__stderr__ = None\n"


def test_the_smoke_passes_and_reports_with_no_stdout_or_stderr(tmp_path):
    """The whole smoke walk (seed -5: RÖK's first throw has no pair, R13) in an interpreter
    whose streams are None, as a windowed build's are: any write to them would raise."""
    report = tmp_path / "réglages é" / "report.json"
    code = NO_CONSOLE + (
        "from scenes.__main__ import main\n"
        f"raise SystemExit(main(['--smoke', '--seed', '-5', '--config-dir', {str(tmp_path)!r},"
        f" '--smoke-report', {str(report)!r}]))\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, report.read_text() if report.exists() else result.stderr
    told = json.loads(report.read_text(encoding="utf-8"))
    assert told["result"] == "ok" and told["failure"] is None
    assert told["stdout"] is False  # it ran as a windowed build does
    assert told["frames"] > 100 and told["checks"] > 20
    assert told["screens"][:2] == ["MenuScene", "SetupScene"]
    assert {"SettingsScene", "RulesScene", "TotemScene", "RokScene"} <= set(told["screens"])


def run_smoke(tmp_path, monkeypatch, script):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(smoke, "shell_script", script)
    report = tmp_path / "report.json"
    code = entry.main(["--smoke", "--config-dir", str(tmp_path), "--smoke-report", str(report)])
    return code, json.loads(report.read_text(encoding="utf-8"))


def test_a_failed_step_exits_1_and_says_which_in_the_report(tmp_path, monkeypatch):
    def script(app, probe):
        yield
        probe.expect_top("RulesScene")

    code, told = run_smoke(tmp_path, monkeypatch, script)
    assert code == 1
    assert told["result"] == "failed"
    assert told["failure"] == "expected RulesScene on top, found MenuScene"


def test_an_exception_exits_1_with_its_traceback_in_the_report(tmp_path, monkeypatch):
    """In a windowed build an escaping exception opens a dialog nobody answers on CI."""
    def script(app, probe):
        yield
        raise KeyError("surprise")

    code, told = run_smoke(tmp_path, monkeypatch, script)
    assert code == 1
    assert told["result"] == "crashed"
    assert "KeyError: 'surprise'" in told["failure"] and "Traceback" in told["failure"]


STREAMS = {"stdout", "stderr", "__stdout__", "__stderr__"}


def stream_uses(path: Path, root: Path = ROOT) -> list[str]:
    """``sys.stdout.write(...)``-like uses: an attribute of a std stream (``print(...,
    file=sys.stderr)`` is fine: print does nothing when the stream is None)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and isinstance(node.value.value, ast.Name) and node.value.value.id == "sys"
                and node.value.attr in STREAMS):
            found.append(f"{path.relative_to(root)}:{node.lineno} sys.{node.value.attr}."
                         f"{node.attr}")
        if isinstance(node, ast.Attribute) and node.attr in ("isatty", "fileno") and \
                "std" in ast.unparse(node.value):
            found.append(f"{path.relative_to(root)}:{node.lineno} {ast.unparse(node)}")
    return found


def test_nothing_in_the_app_uses_a_std_stream_directly():
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py"),
             ROOT / "tools" / "launcher.py"]
    assert [use for path in files for use in stream_uses(path)] == []


@pytest.mark.parametrize("line", ["sys.stderr.write('x')", "sys.stdout.flush()",
                                  "sys.__stderr__.write('x')"])
def test_the_stream_audit_finds_a_direct_use(tmp_path, line):
    path = tmp_path / "probe.py"
    path.write_text(f"import sys\n{line}\n", encoding="utf-8")
    assert len(stream_uses(path, tmp_path)) == 1
