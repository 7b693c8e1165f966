"""Settings persistence: round trip, and bad files never crash nor lose the player's file."""

import json
import os
from dataclasses import fields

import pytest

from scenes.kit.settings import (
    CHECKS,
    MAX_FILE_BYTES,
    Settings,
    SettingsError,
    SettingsProblem,
    SettingsStore,
    parse,
)


def test_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    chosen = Settings(language="fr", effects_volume=35, interface_volume=80, muted=True,
                      fullscreen=True, colourblind=True,
                      bot_speed="slow", throw_wait=True,
                      player_names=("Léa", "Tom"), window_size=(1101, 688),
                      window_position=(-20, 40))
    assert store.save(chosen) is None
    assert store.load() == (chosen, None)


def test_missing_file_gives_defaults_without_a_notice(tmp_path):
    assert SettingsStore(tmp_path).load() == (Settings(), None)


BAD_FILES = {
    "not json": b"{volume: 3",
    "not an object": b"[1, 2, 3]",
    "binary": b"\xff\xfe\x00garbage",
    "wrong type": json.dumps({"volume": "loud"}).encode(),
    "out of range": json.dumps({"volume": 1e308}).encode(),
    "nan": b'{"volume": NaN}',
    "unknown language": json.dumps({"language": "tlh"}).encode(),
    "unknown bot speed": json.dumps({"bot_speed": "ludicrous"}).encode(),
    "throw wait as text": json.dumps({"throw_wait": "yes"}).encode(),
    "bool as volume": json.dumps({"volume": True}).encode(),
    "effects volume as text": json.dumps({"effects_volume": "loud"}).encode(),
    "interface volume negative": json.dumps({"interface_volume": -1}).encode(),
    "interface volume infinite": b'{"interface_volume": Infinity}',
    "muted as a number": json.dumps({"muted": 1}).encode(),
    "muted as text": json.dumps({"muted": "yes"}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "huge": b'{"player_names": ["' + b"a" * MAX_FILE_BYTES + b'"]}',
    "control chars in a name": json.dumps({"player_names": ["a\u0007b"]}).encode(),
    "other format": json.dumps({"format": "tablee-settings/99"}).encode(),
    "5000-digit volume": b'{"volume": ' + b"7" * 5000 + b"}",
    "window size of one number": json.dumps({"window_size": 1280}).encode(),
    "window size of three": json.dumps({"window_size": [1280, 800, 3]}).encode(),
    "window size zero": json.dumps({"window_size": [0, 800]}).encode(),
    "window size huge": json.dumps({"window_size": [10**9, 800]}).encode(),
    "window size of floats": json.dumps({"window_size": [1280.5, 800]}).encode(),
    "window size of bools": json.dumps({"window_size": [True, True]}).encode(),
    "window position of text": json.dumps({"window_position": ["0", "0"]}).encode(),
    "window position far away": json.dumps({"window_position": [0, -10**6]}).encode(),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_file_gives_defaults_a_reason_and_a_backup(tmp_path, name):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(BAD_FILES[name])
    settings, problem = store.load()
    assert settings == Settings()
    assert problem and problem.reason and problem.kept_as == "settings.json.bak"
    assert (tmp_path / "settings.json.bak").read_bytes() == BAD_FILES[name]
    assert store.load() == (Settings(), None), "the next start is quiet"


def test_a_wrong_value_resets_that_setting_only(tmp_path):
    store = SettingsStore(tmp_path)
    original = json.dumps({"volume": "loud", "player_names": ["Léa", "Tom"], "language": "fr"})
    store.path.write_text(original)
    settings, problem = store.load()
    assert settings == Settings(language="fr", player_names=("Léa", "Tom"))
    assert problem == SettingsProblem(
        "volume must be a number from 0 to 100, not 'loud'", "settings.json.bak")
    assert (tmp_path / "settings.json.bak").read_text() == original


def test_unknown_keys_are_kept_and_written_back(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"effects_volume": 3, "theme": {"dark": True}}))
    settings, problem = store.load()
    assert problem is None and settings.effects_volume == 3
    assert store.save(settings.with_changes(effects_volume=9)) is None
    assert json.loads(store.path.read_text())["theme"] == {"dark": True}
    assert store.load()[0].extra == {"theme": {"dark": True}}


def test_a_second_bad_file_does_not_overwrite_the_first_backup(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(b"first")
    assert store.load()[1].kept_as == "settings.json.bak"
    store.path.write_bytes(b"second")
    assert store.load()[1].kept_as == "settings.json.2.bak"
    assert (tmp_path / "settings.json.bak").read_bytes() == b"first"
    assert (tmp_path / "settings.json.2.bak").read_bytes() == b"second"


def test_a_folder_in_place_of_the_file_is_left_alone_and_the_notice_says_so(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.mkdir()
    settings, problem = store.load()
    assert settings == Settings()
    assert problem == SettingsProblem("settings.json is a folder, not a file", None)
    assert store.path.is_dir()


@pytest.mark.posix
def test_a_fifo_in_place_of_the_file_does_not_hang_the_start(tmp_path):
    store = SettingsStore(tmp_path)
    os.mkfifo(store.path)
    settings, problem = store.load()  # would block forever if the FIFO were opened
    assert settings == Settings() and problem.kept_as is None and "pipe" in problem.reason


def test_every_setting_has_a_check():
    assert set(CHECKS) == {f.name for f in fields(Settings)} - {"extra"}


def test_a_bad_file_then_a_save_works(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(b"garbage")
    store.load()
    assert store.save(Settings(effects_volume=10)) is None
    assert store.load() == (Settings(effects_volume=10), None)


def test_unwritable_directory_reports_instead_of_raising(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    message = SettingsStore(blocker / "sub").save(Settings())
    assert message and message.startswith("cannot save settings")


def test_with_changes_validates():
    assert Settings().with_changes(interface_volume=20).interface_volume == 20
    with pytest.raises(SettingsError):
        Settings().with_changes(language="de")
    with pytest.raises(SettingsError, match="muted must be true or false"):
        Settings().with_changes(muted=0)


def test_an_older_file_s_one_volume_becomes_both_volumes(tmp_path):
    """Older settings files had one ``volume`` for every sound: both volumes take it,
    quietly, and the file is written back with them (the old key is not kept as an unknown one)."""
    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"volume": 40, "muted": True}))
    settings, problem = store.load()
    assert problem is None
    assert (settings.effects_volume, settings.interface_volume, settings.muted) == (40, 40, True)
    assert store.save(settings) is None
    written = json.loads(store.path.read_text())
    assert "volume" not in written and written["effects_volume"] == 40


def test_reason_names_the_problem():
    with pytest.raises(SettingsError, match="volume must be a number from 0 to 100"):
        parse(json.dumps({"volume": -5}).encode())
    with pytest.raises(SettingsError, match="effects_volume must be a number from 0 to 100"):
        parse(json.dumps({"effects_volume": 101}).encode())
