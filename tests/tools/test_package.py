"""The one spec for three platforms: the options each gets, the spec's use of them (run here
with PyInstaller's build steps recorded instead of run), the Windows version resource and the
icons drawn by our own art."""

import importlib.util
import io
import struct
import sys
import types
from pathlib import Path

import pygame
import pytest

from scenes.kit.art import PIG
from tools import icon, package
from tools.package import PLATFORMS, build_options

ROOT = Path(__file__).resolve().parents[2]


def test_linux_is_one_stripped_file_with_a_console():
    options = build_options("linux")
    assert (options.onefile, options.strip, options.console) == (True, True, True)
    assert (options.artefact, options.executable) == ("tablee", "tablee")
    assert options.icon is None and not options.version_resource


def test_windows_is_one_windowed_exe_with_an_icon_and_a_version_resource():
    options = build_options("win32")
    assert options.onefile and not options.console  # no console window behind the game
    assert (options.artefact, options.executable) == ("tablee.exe", "tablee.exe")
    assert options.icon == "tablee.ico" and options.version_resource


def test_macos_is_an_app_bundle_folder_with_its_identifier_and_high_dpi():
    options = build_options("darwin")
    assert not options.onefile and not options.console  # a onefile .app is deprecated upstream
    assert options.artefact == "Tablee.app"
    assert options.executable == "Tablee.app/Contents/MacOS/tablee"  # CI runs it, not `open`
    assert options.bundle_identifier == "org.tablee.Tablee"
    assert options.info_plist["NSHighResolutionCapable"] is True
    assert options.icon == "tablee.icns"


@pytest.mark.parametrize("platform", PLATFORMS)
def test_no_upx_and_a_budget_with_its_reason_everywhere(platform):
    options = build_options(platform)
    assert options.upx is False
    assert 10 <= options.budget_mb <= 100 and len(options.budget_why) > 80


def test_an_unknown_platform_is_refused():
    with pytest.raises(ValueError, match="cygwin"):
        build_options("cygwin")


@pytest.fixture
def windows_classes(monkeypatch):
    """PyInstaller's version-resource module imports two Windows-only names its classes never
    use (pefile, pywin32's win32api); off Windows they are stood in for, so the classes build
    and read the resource here as they do on Windows."""
    import PyInstaller.compat

    if importlib.util.find_spec("pefile") is None:
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    if not hasattr(PyInstaller.compat, "win32api"):
        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
        monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)


class Recorder:
    """Stands for PyInstaller's build steps: records what the spec asks of each."""

    def __init__(self):
        self.calls = {}

    def step(self, name):
        def record(*args, **kwargs):
            self.calls[name] = (args, kwargs)
            return type(name, (), {"datas": [], "scripts": [], "binaries": [], "pure": [],
                                   "args": args})()
        return record


def run_spec(platform, monkeypatch):
    import PyInstaller.utils.hooks as hooks

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(hooks, "collect_submodules", lambda name: [name])
    monkeypatch.setattr(hooks, "copy_metadata", lambda name: [])
    recorder = Recorder()
    spec = ROOT / "tools" / "tablee.spec"
    names = {step: recorder.step(step) for step in ("Analysis", "PYZ", "EXE", "COLLECT",
                                                      "BUNDLE")}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"),
         {"SPECPATH": str(spec.parent), "__name__": "__main__", **names})
    return recorder.calls


def test_the_spec_builds_one_file_on_linux(monkeypatch):
    calls = run_spec("linux", monkeypatch)
    exe = calls["EXE"][1]
    assert (exe["name"], exe["strip"], exe["upx"], exe["console"]) == ("tablee", True, False,
                                                                       True)
    assert exe["version"] is None and exe["icon"] is None
    assert "COLLECT" not in calls and "BUNDLE" not in calls


def test_the_spec_builds_a_windowed_exe_with_icon_and_version_on_windows(monkeypatch,
                                                                         windows_classes):
    calls = run_spec("win32", monkeypatch)
    exe = calls["EXE"][1]
    assert (exe["console"], exe["upx"]) == (False, False)
    assert exe["icon"].endswith("tablee.ico")
    assert "ProductVersion" in str(exe["version"])
    assert "COLLECT" not in calls


def test_the_spec_builds_a_bundle_on_macos(monkeypatch):
    calls = run_spec("darwin", monkeypatch)
    assert calls["EXE"][1]["exclude_binaries"] is True
    bundle = calls["BUNDLE"][1]
    assert bundle["name"] == "Tablee.app"
    assert bundle["bundle_identifier"] == "org.tablee.Tablee"
    assert bundle["info_plist"]["NSHighResolutionCapable"] is True
    assert bundle["icon"].endswith("tablee.icns")
    assert bundle["version"] == package.version()


def test_the_windows_version_resource_survives_its_text_form(windows_classes, tmp_path):
    """Built with PyInstaller's own classes, written as a version file and read back by
    PyInstaller's reader. (Its binary reader unpacks native longs, 4 bytes on Windows only:
    the binary form is checked where it is made, by CI's Windows build.)"""
    from PyInstaller.utils.win32 import versioninfo

    info = package.version_info("1.2.3")
    path = tmp_path / "version.txt"
    path.write_text(str(info), encoding="utf-8")
    back = versioninfo.load_version_info_from_text_file(str(path))
    assert back == info
    text = str(back)
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductName', 'Tablée')" in text
    assert "StringStruct('OriginalFilename', 'tablee.exe')" in text
    assert "Tablée".encode("utf-16-le") in info.toRaw()


def png_surface(data):
    assert data.startswith(icon.PNG_SIGNATURE)
    return pygame.image.load(io.BytesIO(data), "icon.png")


def test_the_ico_holds_each_size_drawn_by_our_art(tmp_path):
    ico, _ = icon.write_icons(tmp_path)
    data = ico.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icon.ICO_SIZES))
    sizes = []
    for number in range(count):
        side, _, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * number)
        picture = png_surface(data[offset:offset + length])
        sizes.append(picture.get_width())
        assert (side or 256) == picture.get_width() == picture.get_height()
        assert (planes, bits) == (1, 32)
    assert sizes == list(icon.ICO_SIZES)
    big = png_surface(data[struct.unpack_from("<II", data, 6 + 16 * (count - 1) + 8)[1]:])
    assert big.get_at((0, 0)).a == 0  # the tile's rounded corner lets the desktop show
    assert big.get_at((128, 87))[:3] == PIG  # Pook's pig, as in the window icon


def test_the_icns_holds_png_entries_up_to_1024(tmp_path):
    _, icns = icon.write_icons(tmp_path)
    data = icns.read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode(), struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = png_surface(data[at + 8:at + length]).get_width()
        at += length
    assert found == {kind: size for kind, size in icon.ICNS_TYPES}
