"""Settings persistence: round trip, and bad files never crash nor lose the player's file."""

import json

import pytest

from scenes.settings import MAX_FILE_BYTES, Settings, SettingsError, SettingsStore, parse


def test_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    chosen = Settings(language="fr", volume=35, fullscreen=True, colourblind=True,
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
    "unknown key": json.dumps({"volume": 3, "run": "rm -rf /"}).encode(),
    "bool as volume": json.dumps({"volume": True}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "huge": b'{"player_names": ["' + b"a" * MAX_FILE_BYTES + b'"]}',
    "control chars in a name": json.dumps({"player_names": ["a\u0007b"]}).encode(),
    "other format": json.dumps({"format": "tablee-settings/99"}).encode(),
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
    settings, notice = store.load()
    assert settings == Settings()
    assert notice
    assert not store.path.exists()
    assert store.backup_path.read_bytes() == BAD_FILES[name]


def test_a_bad_file_then_a_save_works(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(b"garbage")
    store.load()
    assert store.save(Settings(volume=10)) is None
    assert store.load() == (Settings(volume=10), None)


def test_unwritable_directory_reports_instead_of_raising(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    message = SettingsStore(blocker / "sub").save(Settings())
    assert message and message.startswith("cannot save settings")


def test_with_changes_validates():
    assert Settings().with_changes(volume=20).volume == 20
    with pytest.raises(SettingsError):
        Settings().with_changes(language="de")


def test_reason_names_the_problem():
    with pytest.raises(SettingsError, match="volume must be a number from 0 to 100"):
        parse(json.dumps({"volume": -5}).encode())
