"""What behaves differently on Windows and macOS, tested here by simulating the platform where
the code branches on it: keyboard shortcuts, quit signals, the store's writes (no fsync of a
folder on Windows, replacing a file held open, stale temps without os.kill), file names and
path lengths, platformdirs' folders, the home of exported records, and high-DPI input."""

import os
import signal
import sys
from pathlib import Path

import pygame
import pytest

from game import store as store_module
from game.index import INDEX_FILE
from game.saves import WINDOWS_MAX_PATH, name_limit, record_stem
from game.store import JsonStore, StoreError
from scenes.app import signals
from scenes.app.window import Screen
from scenes.kit import keys
from scenes.kit.settings import (
    SETTINGS_FILE,
    default_config_dir,
    default_data_dir,
    default_export_dir,
    platform_dirs,
)

PLATFORMS = ("linux", "win32", "darwin")
CTRL, CMD = pygame.KMOD_LCTRL, pygame.KMOD_LMETA
# the signals Python lets a handler catch on Windows (the signal module's documentation)
WINDOWS_CATCHABLE = {"SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIGBREAK"}
WINDOWS_FORBIDDEN = set('<>:"/\\|?*')


def key(kind, code, mod=0):
    return pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0)


# --- keyboard ---------------------------------------------------------------------------------


@pytest.mark.parametrize("platform", PLATFORMS)
def test_ctrl_z_takes_back_everywhere(platform):
    assert keys.is_undo(key(pygame.KEYDOWN, pygame.K_z, CTRL), platform)
    assert not keys.is_undo(key(pygame.KEYDOWN, pygame.K_z), platform)
    assert not keys.is_undo(key(pygame.KEYUP, pygame.K_z, CTRL), platform)


def test_cmd_z_takes_back_on_a_mac_only():
    assert keys.is_undo(key(pygame.KEYDOWN, pygame.K_z, CMD), "darwin")
    assert not keys.is_undo(key(pygame.KEYDOWN, pygame.K_z, CMD), "win32")  # the Windows key
    assert not keys.is_undo(key(pygame.KEYDOWN, pygame.K_z, CMD), "linux")


@pytest.mark.parametrize("platform", PLATFORMS)
def test_f11_switches_fullscreen_everywhere(platform):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        assert keys.is_fullscreen_key(key(kind, pygame.K_F11), platform)


def test_ctrl_cmd_f_switches_fullscreen_on_a_mac_only():
    """A Mac's F11 shows the desktop unless fn is held: macOS's own fullscreen keys work."""
    both = CTRL | CMD
    assert keys.is_fullscreen_key(key(pygame.KEYUP, pygame.K_f, both), "darwin")
    assert not keys.is_fullscreen_key(key(pygame.KEYUP, pygame.K_f, CMD), "darwin")
    assert not keys.is_fullscreen_key(key(pygame.KEYUP, pygame.K_f, both), "win32")
    assert not keys.is_fullscreen_key(key(pygame.KEYUP, pygame.K_f, both), "linux")


def test_cmd_h_is_a_command_on_a_mac_not_a_hint():
    cmd_h = key(pygame.KEYDOWN, pygame.K_h, CMD)
    assert keys.command_held(cmd_h, "darwin")
    assert not keys.command_held(cmd_h, "linux")
    assert keys.command_held(key(pygame.KEYDOWN, pygame.K_h, CTRL), "linux")


def test_the_words_name_each_platforms_keys():
    assert (keys.undo_label("win32"), keys.undo_label("darwin")) == ("Ctrl+Z", "Cmd+Z")
    assert "Ctrl+Cmd+F" in keys.fullscreen_label("darwin") and keys.fullscreen_label("linux") \
        == "F11"


# --- signals ----------------------------------------------------------------------------------


def test_windows_catches_only_signals_windows_has():
    names = signals.quit_signals("win32")
    assert set(names) <= WINDOWS_CATCHABLE and "SIGTERM" in names


@pytest.mark.parametrize("platform", PLATFORMS)
def test_no_platform_counts_on_catching_sigkill(platform):
    assert "SIGKILL" not in signals.quit_signals(platform)


def test_posix_also_saves_when_its_terminal_closes():
    assert set(signals.quit_signals("linux")) == set(signals.quit_signals("darwin")) == {
        "SIGTERM", "SIGHUP"}


def test_the_quit_signals_of_this_platform_call_quit():
    quits = []
    saved = {name: signal.getsignal(getattr(signal, name))
             for name in signals.quit_signals(sys.platform)}
    try:
        caught = signals.catch_quit_signals(lambda: quits.append(1))
        assert caught == list(signals.quit_signals(sys.platform))
        signal.raise_signal(signal.SIGTERM)
        assert quits == [1]
    finally:
        for name, handler in saved.items():
            signal.signal(getattr(signal, name), handler)


# --- the store ----------------------------------------------------------------------------------


def test_no_folder_is_opened_for_fsync_on_windows(tmp_path, monkeypatch):
    """Windows refuses to open a folder as a file: the rename is durable without it."""
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: (opened.append(Path(path)),
                                                           real_open(path, *a, **k))[1])
    monkeypatch.setattr(sys, "platform", "linux")
    JsonStore(tmp_path, 1024).write("a.json", {"n": 1})
    assert tmp_path in opened  # POSIX: the folder is fsynced after the rename
    opened.clear()
    monkeypatch.setattr(sys, "platform", "win32")
    JsonStore(tmp_path, 1024).write("a.json", {"n": 2})
    assert tmp_path not in opened
    assert JsonStore(tmp_path, 1024).read("a.json") == {"n": 2}


def refusing_replace(monkeypatch, times):
    """os.replace refusing ``times`` times, as Windows does while another process holds the
    target open."""
    real, refusals = os.replace, []

    def replace(source, target):
        if len(refusals) < times:
            refusals.append(target)
            raise PermissionError(13, "The process cannot access the file")
        real(source, target)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(store_module.time, "sleep", lambda seconds: None)
    return refusals


def test_windows_waits_for_a_file_held_open_then_replaces_it(tmp_path, monkeypatch):
    store = JsonStore(tmp_path, 1024)
    store.write("a.json", {"n": 1})
    monkeypatch.setattr(sys, "platform", "win32")
    refusals = refusing_replace(monkeypatch, 3)
    store.write("a.json", {"n": 2})
    assert len(refusals) == 3 and store.read("a.json") == {"n": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]  # no temp left


def test_windows_gives_up_on_a_file_held_open_for_good(tmp_path, monkeypatch):
    store = JsonStore(tmp_path, 1024)
    store.write("a.json", {"n": 1})
    monkeypatch.setattr(sys, "platform", "win32")
    refusals = refusing_replace(monkeypatch, 10_000)
    with pytest.raises(StoreError, match=r"cannot save a\.json"):
        store.write("a.json", {"n": 2})
    assert len(refusals) > 1 and store.read("a.json") == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_posix_refusal_is_reported_at_once(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    refusals = refusing_replace(monkeypatch, 10_000)
    with pytest.raises(StoreError):
        JsonStore(tmp_path, 1024).write("a.json", {"n": 1})
    assert len(refusals) == 1


def test_stale_temps_on_windows_are_judged_by_age_never_by_os_kill(tmp_path, monkeypatch):
    """os.kill(pid, 0) would end the process on Windows."""
    old = tmp_path / ".a.json.4242.0123abcd.tmp"
    new = tmp_path / ".b.json.4243.0123abcd.tmp"
    for path in (old, new):
        path.write_text("{")
    os.utime(old, (0, 0))
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "kill", lambda *_: pytest.fail("os.kill called on Windows"))
    assert JsonStore(tmp_path, 1024).clean_stale_temps() == 1
    assert not old.exists() and new.exists()


# --- names and paths -----------------------------------------------------------------------------


def test_a_windows_export_name_keeps_the_whole_path_within_max_path(tmp_path, monkeypatch):
    from tests.game.test_saves import played  # a played game, as exported

    room = 200 - len(str(tmp_path)) - 1  # a folder of 200 units: 58 left for the name
    deep = tmp_path / ("Mes parties partagées " * 12)[:room].strip()
    monkeypatch.setattr(sys, "platform", "win32")
    from game.saves import write_record_file

    path = write_record_file(played(), deep, "Totem 2026-11-26 " + "Zoé – Léa " * 20)
    assert len(str(path).encode("utf-16-le")) // 2 <= WINDOWS_MAX_PATH
    assert path.name.startswith("Totem 2026-11-26 Zoé – Léa") and path.exists()


@pytest.mark.parametrize("title", ['Pook: "Zoé" <vs> Léa?', "Totem / RÖK | a*b", "nul",
                                   "COM1.notes", "trailing dots...", " spaces "])
def test_record_names_are_valid_on_windows(title):
    stem = record_stem(title, 200)
    assert not WINDOWS_FORBIDDEN & set(stem)
    assert stem.partition(".")[0].upper() not in {"NUL", "COM1", "CON"}
    assert stem == stem.rstrip(". ") and stem


def test_the_name_limit_on_windows_counts_the_folder():
    assert name_limit(Path("C:/Users/Zoé/Documents"), "win32") == 236
    assert name_limit(Path("C:/" + "x" * 250), "win32") == 5
    assert name_limit(Path("C:/" + "x" * 300), "win32") == 0


# --- folders ----------------------------------------------------------------------------------


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A player's home whose name has a space and letters outside ASCII, every override of the
    tests and of XDG cleared."""
    place = tmp_path / "Zoé Ελένη"
    monkeypatch.setenv("HOME", str(place))
    for variable in ("TABLEE_CONFIG_DIR", "TABLEE_DATA_DIR", "TABLEE_EXPORT_DIR",
                     "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DOCUMENTS_DIR"):
        monkeypatch.delenv(variable, raising=False)
    windows = "C:\\Users\\Zoé Ελένη"
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", windows + "\\AppData\\Local")
    monkeypatch.setenv("WIN_PD_OVERRIDE_PERSONAL", windows + "\\Documents")
    return place


def test_windows_keeps_settings_and_games_in_local_appdata(home):
    dirs = platform_dirs("win32")
    assert dirs.user_config_dir == dirs.user_data_dir
    assert dirs.user_data_dir.startswith("C:\\Users\\Zoé Ελένη\\AppData\\Local")
    assert dirs.user_data_dir.endswith("tablee")
    assert platform_dirs("win32", app_folder=False).user_documents_dir == \
        "C:\\Users\\Zoé Ελένη\\Documents"


def test_macos_keeps_settings_and_games_in_application_support(home):
    dirs = platform_dirs("darwin")
    assert dirs.user_config_dir == dirs.user_data_dir == \
        str(home / "Library" / "Application Support" / "tablee")
    assert platform_dirs("darwin", app_folder=False).user_documents_dir == \
        str(home / "Documents")


def test_linux_keeps_settings_and_games_apart(home):
    dirs = platform_dirs("linux")
    assert dirs.user_config_dir == str(home / ".config" / "tablee")
    assert dirs.user_data_dir == str(home / ".local" / "share" / "tablee")


@pytest.mark.parametrize("platform", PLATFORMS)
def test_settings_and_games_never_share_a_name_where_they_share_a_folder(platform, home):
    dirs = platform_dirs(platform)
    config = {SETTINGS_FILE, f"{SETTINGS_FILE}.bak"}
    data = {"games", *(INDEX_FILE + suffix for suffix in ("", "-wal", "-shm", "-journal"))}
    assert dirs.user_config_dir != dirs.user_data_dir or not config & data


def test_the_app_uses_this_platforms_folders(home):
    dirs = platform_dirs(sys.platform)
    assert default_config_dir() == Path(dirs.user_config_dir)
    assert default_data_dir() == Path(dirs.user_data_dir)
    assert default_export_dir() == Path(platform_dirs(sys.platform, False).user_documents_dir)


# --- high-DPI ---------------------------------------------------------------------------------


def test_a_retina_window_maps_clicks_from_points_to_the_canvas(monkeypatch):
    """A window of 1280×800 points whose surface holds 2560×1600 pixels (a high-DPI drawable
    on a Retina display): a click at a point lands on the canvas pixel under it."""
    pygame.display.init()
    try:
        screen = Screen((1280, 800), size=(2560, 1600))
        monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1280, 800))
        screen.handle(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=800))
        screen._refit()
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1)
        assert screen.mapped(click).pos == (640, 400)  # (320, 200) if points were pixels
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(10, -4),
                                    buttons=(0, 0, 0))
        moved = screen.mapped(motion)
        assert (moved.pos, moved.rel) == ((100, 50), (10, -4))
    finally:
        pygame.display.quit()


def test_a_quit_signal_wakes_a_loop_asleep_in_sdls_wait():
    """A resting loop sleeps inside SDL's wait, where Python cannot run a handler: the
    signal's byte reaches a thread at once, which wakes the loop (before, a resting window
    under X11 ignored SIGTERM until the next input)."""
    import threading

    woken = threading.Event()
    callers = []
    saved = {name: signal.getsignal(getattr(signal, name))
             for name in signals.quit_signals(sys.platform)}

    def wake():
        callers.append(threading.current_thread().name)
        woken.set()

    try:
        signals.catch_quit_signals(lambda: None)
        stop = signals.wake_on_signals(wake)
        try:
            signal.raise_signal(signal.SIGTERM)
            assert woken.wait(2.0)
            assert callers[0] == "tablee-signal-wake"  # (not the main thread)
        finally:
            stop()
        assert not any(t.name == "tablee-signal-wake" for t in threading.enumerate())
    finally:
        for name, handler in saved.items():
            signal.signal(getattr(signal, name), handler)
