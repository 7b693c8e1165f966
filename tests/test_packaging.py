"""Packaging facts the app relies on."""

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_pygame_is_pygame_ce_and_plain_pygame_is_absent():
    assert getattr(pygame, "IS_CE", False)
    with pytest.raises(importlib.metadata.PackageNotFoundError):
        importlib.metadata.distribution("pygame")


def test_console_script_points_at_the_app():
    scripts = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="console_scripts")
               if ep.name == "tablee"}
    assert scripts == {"tablee": "scenes.__main__:main"}


def build_wheel(tmp_path: Path) -> Path:
    """A wheel built from a copy of the sources (the checkout's build/ stays untouched)."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for folder in ("game", "scenes", "assets"):
        shutil.copytree(ROOT / folder, source / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w",
                    str(tmp_path / "wheel"), str(source)], check=True, capture_output=True)
    (wheel,) = (tmp_path / "wheel").glob("tablee-*.whl")
    return wheel


def app_assets() -> set[str]:
    """Every file under assets/ but its Python package marker: the theme, the translations and
    the rules texts, all of which the app loads (scenes/kit/assets.py)."""
    return {path.relative_to(ROOT).as_posix() for path in (ROOT / "assets").rglob("*")
            if path.is_file() and path.suffix not in (".py", ".pyc")}


def test_the_wheel_holds_every_asset_the_app_loads(tmp_path):
    names = set(zipfile.ZipFile(build_wheel(tmp_path)).namelist())
    wanted = app_assets()
    assert any(name.startswith("assets/rules/") for name in wanted)
    assert sorted(wanted - names) == []


@pytest.mark.slow
def test_the_app_installed_from_the_wheel_in_a_fresh_venv_passes_its_smoke_run(tmp_path):
    wheel = build_wheel(tmp_path)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet",
                    str(wheel)], check=True, capture_output=True)
    elsewhere = tmp_path / "elsewhere"  # not the checkout: nothing imports from the sources
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    result = subprocess.run([str(venv / "bin" / "tablee"), "--smoke"], cwd=elsewhere,
                            env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("smoke ok")


def test_numpy_makes_the_sounds_and_is_no_dependency_of_the_game():
    """numpy synthesises assets/sounds/ (``make sounds``, a tool): the game only loads files."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "numpy" not in {named(r) for r in project["dependencies"]}
    assert "numpy" in {named(r) for r in project["optional-dependencies"]["dev"]}


def named(requirement: str) -> str:
    """A requirement's distribution name (``numpy>=1.26; python_version...`` → numpy)."""
    return re.split(r"[\s;\[<>=!~]", requirement, maxsplit=1)[0].lower()
