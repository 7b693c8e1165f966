"""Build the standalone executable for this platform, and check it.

    python tools/package.py build   # dist/tablee, dist/tablee.exe or dist/Tablee.app
    python tools/package.py smoke   # its --smoke run, headless, from / with awkward paths
    python tools/package.py size    # its size against this platform's budget
    python tools/package.py holds   # what it holds: the sound files, and no numpy
    python tools/package.py check   # smoke, size, holds (``make dist-check``)

One spec (tools/tablee.spec) serves the three platforms: what differs is computed here by
:func:`build_options`, a pure function of the platform name, so the Windows and macOS
choices are tested on Linux too (tests/tools/test_package.py). The CI workflow
(.github/workflows/build.yml) runs build, smoke and size on each platform.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUILD = ROOT / "build"
PLATFORMS = ("linux", "win32", "darwin")
BUNDLE_ID = "org.tablee.Tablee"
# Names a smoke run's folders hold: a space, letters outside ASCII and a name from two
# scripts, so a path that is mangled on the way (quoting, an encoding) fails the smoke.
AWKWARD = ("Tablée réglages", "Données de Zoë – Ελένη")
SMOKE_TIMEOUT = 300


@dataclass(frozen=True)
class BuildOptions:
    """What PyInstaller is asked to make on one platform (read by tools/tablee.spec)."""

    platform: str
    onefile: bool
    console: bool  # False: a windowed app (no console window; sys.stdout is None there)
    strip: bool
    artefact: str  # what dist/ holds and CI uploads
    executable: str  # the program to run for the smoke, under dist/
    budget_mb: int
    budget_why: str
    icon: str | None = None  # file name of the generated icon, in build/icons/
    version_resource: bool = False
    bundle_identifier: str | None = None
    info_plist: dict[str, Any] = field(default_factory=dict)
    upx: bool = False  # never: UPX breaks code signing and alarms virus scanners


def build_options(platform: str) -> BuildOptions:
    """The build for ``platform`` (``sys.platform``'s value: linux, win32 or darwin).

    >>> build_options("win32").artefact
    'tablee.exe'
    >>> build_options("beos")
    Traceback (most recent call last):
    ...
    ValueError: no build for platform 'beos' (linux, win32 or darwin)
    """
    if platform == "linux":
        return BuildOptions(
            platform, onefile=True, console=True, strip=True, artefact="tablee",
            executable="tablee", budget_mb=25,
            budget_why="22.6 MB measured: one compressed file, stripped, pygame_gui's CJK and "
                       "RTL fonts left out (19 MB) and no numpy (the sounds travel as files; "
                       "numpy and its OpenBLAS were 16 MB); 25 leaves room for a library's "
                       "growth, not for numpy, a font or a second toolkit pulled in by mistake")
    if platform == "win32":
        return BuildOptions(
            platform, onefile=True, console=False, strip=False, artefact="tablee.exe",
            executable="tablee.exe", budget_mb=35, icon="tablee.ico", version_resource=True,
            budget_why="one compressed file like Linux's, but nothing is stripped (there is "
                       "no strip for Windows DLLs) and pygame-ce ships its own SDL, image, "
                       "mixer and font DLLs beside python3.dll; no numpy (the sounds travel "
                       "as files): estimated 25-30 MB, 35 catches numpy, a font or a toolkit "
                       "pulled in")
    if platform == "darwin":
        return BuildOptions(
            platform, onefile=False, console=False, strip=False, artefact="Tablee.app",
            executable="Tablee.app/Contents/MacOS/tablee", budget_mb=100, icon="tablee.icns",
            bundle_identifier=BUNDLE_ID,
            info_plist={"NSHighResolutionCapable": True,
                        "CFBundleDisplayName": "Tablée",
                        "LSMinimumSystemVersion": "11.0",
                        "NSHumanReadableCopyright": "MIT licence"},
            budget_why="a folder, not a compressed file (a onefile .app is deprecated and "
                       "unpacks at every start): the Linux onefile unpacks to 50 MB without the "
                       "CJK fonts and without numpy (the sounds travel as files; numpy was "
                       "about 30 unpacked); arm64 libraries are not stripped (it would break "
                       "their signatures); 70 catches numpy, a font or a toolkit pulled in")
    raise ValueError(f"no build for platform {platform!r} (linux, win32 or darwin)")


def version() -> str:
    """The version pyproject.toml declares (one truth for the wheel and the executables)."""
    with open(ROOT / "pyproject.toml", "rb") as stream:
        return str(tomllib.load(stream)["project"]["version"])


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """A version as Windows' resource wants it: four numbers.

    >>> version_numbers("0.1.0")
    (0, 1, 0, 0)
    >>> version_numbers("1.2.3rc1")
    (1, 2, 3, 0)
    """
    numbers: list[int] = []
    for part in text.split(".")[:4]:
        digits = ""
        for char in part:
            if not char.isdigit():
                break
            digits += char
        numbers.append(int(digits or 0))
    padded = (*numbers, 0, 0, 0, 0)
    return padded[0], padded[1], padded[2], padded[3]


def version_strings(text: str) -> dict[str, str]:
    """What Windows shows in the executable's Properties → Details."""
    return {"CompanyName": "Tablée", "FileDescription": "Tablée — Pook, RÖK and Totem",
            "FileVersion": text, "InternalName": "tablee", "LegalCopyright": "MIT licence",
            "OriginalFilename": "tablee.exe", "ProductName": "Tablée", "ProductVersion": text}


def version_info(text: str) -> Any:
    """The Windows version resource, as PyInstaller's own structure (``EXE(version=...)``)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = version_numbers(text)
    strings = [vi.StringStruct(key, value) for key, value in version_strings(text).items()]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers, mask=0x3F, flags=0x0,
                             OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
        kids=[vi.StringFileInfo([vi.StringTable("040904B0", strings)]),
              vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])])])


# --- the commands ------------------------------------------------------------------------------


def build() -> int:
    import PyInstaller.__main__

    options = build_options(sys.platform)
    if options.icon:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from tools import icon

        icon.write_icons(BUILD / "icons")
    PyInstaller.__main__.run(["--noconfirm", "--clean", "--log-level", "WARN",
                              "--distpath", str(DIST), "--workpath", str(BUILD),
                              str(ROOT / "tools" / "tablee.spec")])
    print(f"built dist/{options.artefact}: {megabytes(DIST / options.artefact):.1f} MB")
    return 0


def megabytes(path: Path) -> float:
    """A file's size, or a folder's (a .app bundle): every file in it."""
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()
                   and not p.is_symlink()) / 1e6
    return path.stat().st_size / 1e6


def smoke() -> int:
    """Run the built program's ``--smoke`` as CI does: headless, started from the root folder,
    with settings and games in folders whose names hold a space and letters outside ASCII;
    it reports through its exit code and ``--smoke-report`` (a windowed build has no
    stdout)."""
    options = build_options(sys.platform)
    program = DIST / options.executable
    if not program.exists():
        print(f"{program} is missing: run `make dist` (tools/package.py build) first")
        return 1
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLEE_LISTEN": "127.0.0.1:0"}
    for variable in ("TABLEE_CONFIG_DIR", "TABLEE_DATA_DIR"):
        env.pop(variable, None)
    with tempfile.TemporaryDirectory(prefix="tablee check ") as scratch:
        config, data = (Path(scratch) / name for name in AWKWARD)
        report = Path(scratch) / "smoke report é.json"
        command = [str(program), "--smoke", "--config-dir", str(config), "--data-dir",
                   str(data), "--smoke-report", str(report)]
        try:
            result = subprocess.run(command, env=env, cwd=Path(ROOT.anchor), capture_output=True,
                                    text=True, timeout=SMOKE_TIMEOUT)
        except subprocess.TimeoutExpired:
            print(f"smoke FAILED: no answer within {SMOKE_TIMEOUT} s")
            return 1
        told = read_report(report)
        wrote = {"settings": (config / "settings.json").is_file(),
                 "games": any((data / "games").glob("*.json"))}
    print(f"{program.relative_to(ROOT)} --smoke from {ROOT.anchor}: exit {result.returncode}; "
          f"report: {json.dumps(told, ensure_ascii=False)}")
    problems = smoke_problems(result.returncode, told, wrote)
    if problems:
        print(result.stdout.strip(), result.stderr.strip(), sep="\n")
        print("smoke FAILED: " + "; ".join(problems))
        return 1
    print(f"smoke ok: {told['frames']} frames through {len(told['screens'])} screens; "
          f"settings written under {AWKWARD[0]!r}, games under {AWKWARD[1]!r}")
    return 0


def read_report(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def smoke_problems(code: int, report: dict[str, Any], wrote: dict[str, bool]) -> list[str]:
    """What is wrong with a smoke run, from its exit code, its report and the files it wrote
    (``wrote``: whether the settings and the games are where it was told to keep them).

    >>> done = {"settings": True, "games": True}
    >>> smoke_problems(0, {"result": "ok", "frames": 900, "screens": ["MenuScene"]}, done)
    []
    >>> smoke_problems(0, {}, done)
    ['no report written']
    """
    if not report:
        return ["no report written"] if code == 0 else [f"exit {code}, no report written"]
    problems = []
    if code != 0:
        problems.append(f"exit {code}")
    if report.get("result") != "ok":
        problems.append(f"report says {report.get('result')!r}: {report.get('failure')}")
    if not report.get("frames") or "MenuScene" not in report.get("screens", []):
        problems.append("the report shows no walk through the menu")
    problems.extend(f"no {kind} written in the folder given" for kind, done in wrote.items()
                    if not done)
    return problems


def built() -> BuildOptions | None:
    """This platform's options, once ``make dist`` built its artefact (else None, said)."""
    options = build_options(sys.platform)
    if not (DIST / options.artefact).exists():
        print(f"{DIST / options.artefact} is missing: run `make dist` (tools/package.py build) "
              "first")
        return None
    return options


def size() -> int:
    options = built()
    if options is None:
        return 1
    artefact = DIST / options.artefact
    measured = megabytes(artefact)
    print(f"bench dist_size_mb {measured:.1f} MB")
    if measured > options.budget_mb:
        print(f"size FAILED: dist/{options.artefact} is {measured:.1f} MB, over its "
              f"{options.budget_mb} MB budget ({options.budget_why})")
        return 1
    print(f"size ok: dist/{options.artefact} {measured:.1f} MB (budget {options.budget_mb} MB)")
    return 0


LEFT_OUT = ("numpy",)
"""Packages the executable must not hold (``numpy`` made the sounds: tools/synth.py)."""


def contents(artefact: Path, executable: Path) -> list[str]:
    """What a built program holds: the files of a folder (a .app) or of a onefile's archive,
    and the modules of the Python archive inside the executable (their dotted names)."""
    from PyInstaller.archive.readers import CArchiveReader

    names = ([p.relative_to(artefact).as_posix() for p in artefact.rglob("*") if p.is_file()]
             if artefact.is_dir() else [])
    archive = CArchiveReader(str(executable))
    names += list(archive.toc)
    for name in list(archive.toc):
        if name.endswith(".pyz"):
            names += list(archive.open_embedded_archive(name).toc)
    return names


COMPILED = ("openskill",)
"""Packages compiled with mypyc (the ratings' openskill): each of their modules imports a
runtime module of the package's own at the top level (``HASH__mypyc``), which PyInstaller's
analysis cannot see inside a compiled module; the spec names them and ``holds`` checks them."""


def compiled_runtimes() -> list[str]:
    """The mypyc runtime modules the :data:`COMPILED` packages installed here import."""
    return sorted({entry.name.partition(".")[0] for package in COMPILED
                   for entry in importlib.metadata.files(package) or ()
                   if "__mypyc" in entry.name})


def holding_problems(names: list[str], sounds: list[str],
                     runtimes: Sequence[str] = ()) -> list[str]:
    """What is wrong with a program holding ``names``, given the sound files and the compiled
    runtime modules it must carry.

    >>> holding_problems(["assets/sounds/click.wav", "pygame.mixer"], ["click.wav"])
    []
    >>> holding_problems(["numpy.core", "numpy.libs/libopenblas.so"], ["click.wav"])
    ['holds numpy (numpy.core, numpy.libs/libopenblas.so)', 'lacks the sound click.wav']
    >>> holding_problems(["ab12__mypyc.cpython-311-x86_64-linux-gnu.so"], [], ["ab12__mypyc", "cd"])
    ['lacks the compiled runtime cd']
    """
    problems = []
    for package in LEFT_OUT:
        found = [n for n in names if package in re.split(r"[./\\]", n)]
        if found:
            problems.append(f"holds {package} ({', '.join(sorted(found)[:3])})")
    wanted = {f"sounds/{sound}" for sound in sounds}
    have = {n[n.index("sounds/"):] for n in names if "sounds/" in n}
    problems += [f"lacks the sound {name.removeprefix('sounds/')}"
                 for name in sorted(wanted - have)]
    problems += [f"lacks the compiled runtime {runtime}" for runtime in runtimes
                 if not any(n.split("/")[-1].startswith(f"{runtime}.") for n in names)]
    return problems


def holds() -> int:
    options = built()
    if options is None:
        return 1
    artefact = DIST / options.artefact
    sounds = sorted(p.name for p in (ROOT / "assets" / "sounds").glob("*.wav"))
    problems = holding_problems(contents(artefact, DIST / options.executable), sounds,
                                compiled_runtimes())
    if problems:
        print(f"holds FAILED: dist/{options.artefact} " + "; ".join(problems))
        return 1
    print(f"holds ok: dist/{options.artefact} carries the {len(sounds)} sound files, the "
          f"compiled runtimes of {', '.join(COMPILED)} and no {', '.join(LEFT_OUT)}")
    return 0


def check() -> int:
    return smoke() or size() or holds()


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # tools.icon, run as a script
    commands = {"build": build, "smoke": smoke, "size": size, "holds": holds, "check": check}
    if len(sys.argv) != 2 or sys.argv[1] not in commands:
        print(__doc__)
        sys.exit(2)
    sys.exit(commands[sys.argv[1]]())
