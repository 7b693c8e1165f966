"""The CI workflow (.github/workflows/build.yml), checked here since it cannot run here: it
validates against GitHub's workflow schema, passes zizmor's security audits offline, and each
platform of the spec is built, smoke-tested, size-checked and uploaded."""

import copy
import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML  # (check-jsonschema's own YAML reader)

from tools.package import PLATFORMS, build_options

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
BIN = Path(sys.executable).parent
RUNNERS = {"linux": "ubuntu-", "win32": "windows-", "darwin": "macos-"}
ARM64_MACS = ("macos-14", "macos-15", "macos-latest")  # the Apple-silicon runners
STAGES = ("build", "smoke", "size")  # tools/package.py's commands, in this order


def load():
    return YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8"))


def test_the_workflow_validates_against_githubs_schema():
    result = subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                             "vendor.github-workflows", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_passes_zizmors_audits_offline():
    zizmor = BIN / ("zizmor.exe" if sys.platform == "win32" else "zizmor")
    result = subprocess.run([str(zizmor), "--offline", "--no-progress", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def step_running(steps, text):
    return next((i for i, step in enumerate(steps) if text in step.get("run", "")), None)


def workflow_problems(doc) -> list[str]:
    """What a reader of the workflow could not see done, for each platform of the spec."""
    problems = []
    job = doc["jobs"]["build"]
    entries = {entry.get("platform"): entry for entry in job["strategy"]["matrix"]["include"]}
    steps = job["steps"]
    for platform in PLATFORMS:
        entry = entries.get(platform)
        if entry is None:
            problems.append(f"no {platform} in the matrix")
            continue
        if not str(entry["os"]).startswith(RUNNERS[platform]):
            problems.append(f"{platform} runs on {entry['os']}")
        if platform == "darwin" and entry["os"] not in ARM64_MACS:
            problems.append(f"macOS runs on {entry['os']}, not an arm64 runner")
        if entry.get("artefact") != build_options(platform).artefact:
            problems.append(f"{platform} uploads {entry.get('artefact')}, the spec makes "
                            f"{build_options(platform).artefact}")
    places = [step_running(steps, f"tools/package.py {stage}") for stage in STAGES]
    for stage, place in zip(STAGES, places, strict=True):
        if place is None:
            problems.append(f"no {stage} step")
        elif "if" in steps[place]:
            problems.append(f"the {stage} step runs only {steps[place]['if']}")
    if None not in places and places != sorted(places):
        problems.append("build, smoke and size are out of order")
    tests = [i for i, step in enumerate(steps)
             if "make test" in step.get("run", "") or "pytest" in step.get("run", "")]
    if not tests or places[0] is None or min(tests) > places[0]:
        problems.append("no test step before the build")
    if {job["env"].get("SDL_VIDEODRIVER"), job["env"].get("SDL_AUDIODRIVER")} != {"dummy"}:
        problems.append("the smoke is not headless (SDL's dummy drivers)")
    uploads = [s for s in steps if str(s.get("uses", "")).startswith("actions/upload-artifact")]
    if not uploads or uploads[0].get("with", {}).get("if-no-files-found") != "error":
        problems.append("no upload that fails when the artefact is missing")
    release = doc["jobs"].get("release", {})
    if release.get("needs") != "build" or "refs/tags/v" not in release.get("if", ""):
        problems.append("no release on a version tag after the builds")
    return problems


def test_each_platform_is_tested_built_smoke_tested_size_checked_and_uploaded():
    assert workflow_problems(load()) == []


def test_the_release_attaches_the_three_artefacts():
    script = load()["jobs"]["release"]["steps"][-1]["run"]
    assert "gh release create" in script
    for name in ("tablee-linux/tablee", "tablee-windows/tablee.exe",
                 "tablee-macos-arm64/Tablee-macos-arm64.zip"):
        assert name in script


def test_windows_runs_the_same_tests_as_make_test_and_test_thorough_less_the_posix_ones():
    """CI's Windows job runs in one pytest what Linux runs in ``make test`` and ``make
    test-thorough`` (tests/tiers.py), less what only POSIX has."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    windows = next(s["run"] for s in load()["jobs"]["build"]["steps"]
                   if s.get("if") == "runner.os == 'Windows'" and "pytest" in s.get("run", ""))
    assert "ruff check game scenes tests tools" in makefile
    assert "ruff check game scenes tests tools" in windows and "mypy" in windows
    assert '-m pytest -m "not slow and not thorough" -n auto' in makefile
    assert "-m pytest -m thorough -n auto" in makefile
    assert '-m pytest -m "not slow and not posix" -n auto' in windows


def without_platform(doc, platform):
    matrix = doc["jobs"]["build"]["strategy"]["matrix"]
    matrix["include"] = [e for e in matrix["include"] if e["platform"] != platform]
    return doc


def without_step(doc, text):
    job = doc["jobs"]["build"]
    job["steps"] = [s for s in job["steps"] if text not in s.get("run", "")]
    return doc


@pytest.mark.parametrize(("change", "problem"), [
    (lambda doc: without_platform(doc, "win32"), "no win32 in the matrix"),
    (lambda doc: without_platform(doc, "darwin"), "no darwin in the matrix"),
    (lambda doc: without_step(doc, "tools/package.py smoke"), "no smoke step"),
    (lambda doc: without_step(doc, "tools/package.py size"), "no size step"),
    (lambda doc: without_step(doc, "make test") and without_step(doc, "pytest"),
     "no test step before the build"),
])
def test_the_check_fails_when_a_platform_or_a_step_is_missing(change, problem):
    assert problem in workflow_problems(change(copy.deepcopy(load())))
