"""The hardened JSON store: what it refuses to read, how it writes, what it keeps aside."""

import json
import os
import subprocess
import sys
import threading

import pytest

from game.store import FolderUnwritable, JsonStore, StoreError, parse_json

LIMIT = 4096


@pytest.fixture
def store(tmp_path):
    return JsonStore(tmp_path, LIMIT)


def test_round_trip_keeps_unicode(store):
    store.write("a.json", {"name": "Léa 🎲", "n": [1, 2.5, None]})
    assert store.read("a.json") == {"name": "Léa 🎲", "n": [1, 2.5, None]}


BAD_JSON = {
    "truncated": b'{"a": [1, 2',
    "not utf-8": b'{"a": "\xff"}',
    "deep nesting": b"[" * 50_000 + b"]" * 50_000,
    "5000-digit integer": b'{"a": ' + b"9" * 5000 + b"}",
    "NaN": b'{"a": NaN}',
    "Infinity": b'{"a": -Infinity}',
    "overflowing float": b'{"a": 1e999}',
}


@pytest.mark.parametrize("case", sorted(BAD_JSON))
def test_bad_json_is_one_store_error(case):
    with pytest.raises(StoreError):
        parse_json(BAD_JSON[case], "x.json")


def test_missing_file_is_file_not_found(store):
    with pytest.raises(FileNotFoundError):
        store.read("nothing.json")


def test_a_folder_is_refused(store, tmp_path):
    (tmp_path / "a.json").mkdir()
    with pytest.raises(StoreError, match="a folder"):
        store.read("a.json")


@pytest.mark.posix
def test_a_fifo_is_refused_without_blocking(store, tmp_path):
    os.mkfifo(tmp_path / "a.json")
    outcome = []

    def read():
        try:
            store.read("a.json")
        except StoreError as exc:
            outcome.append(str(exc))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "reading a FIFO blocked"
    assert outcome and "pipe" in outcome[0]


def test_size_is_checked_before_reading(store, tmp_path):
    with open(tmp_path / "big.json", "wb") as stream:  # sparse: reading it whole would not end
        stream.truncate(1 << 40)
    with pytest.raises(StoreError, match="larger than 4 KiB"):
        store.read("big.json")


def test_names_must_be_plain(store):
    for name in ("../x.json", "a/b.json", "", ".."):
        with pytest.raises(StoreError):
            store.path(name)


@pytest.mark.posix
def test_writes_through_a_symlink(store, tmp_path):
    elsewhere = tmp_path / "real"
    elsewhere.mkdir()
    (elsewhere / "target.json").write_text("{}")
    (tmp_path / "a.json").symlink_to(elsewhere / "target.json")
    store.write("a.json", {"n": 2})
    assert (tmp_path / "a.json").is_symlink()
    assert json.loads((elsewhere / "target.json").read_text()) == {"n": 2}


def test_a_failed_write_leaves_the_old_file_and_no_temp(store, tmp_path):
    store.write("a.json", {"n": 1})
    with pytest.raises(StoreError, match="larger than"):
        store.write("a.json", {"n": "x" * LIMIT})
    assert store.read("a.json") == {"n": 1}
    assert sorted(os.listdir(tmp_path)) == ["a.json"]


def test_put_aside_never_overwrites_an_earlier_copy(store, tmp_path):
    for content in (b"first", b"second", b"third"):
        (tmp_path / "a.json").write_bytes(content)
        store.put_aside("a.json")
    assert (tmp_path / "a.json.bak").read_bytes() == b"first"
    assert (tmp_path / "a.json.2.bak").read_bytes() == b"second"
    assert (tmp_path / "a.json.3.bak").read_bytes() == b"third"
    assert not (tmp_path / "a.json").exists()


def test_put_aside_leaves_a_folder_alone_and_says_so(store, tmp_path):
    (tmp_path / "a.json").mkdir()
    with pytest.raises(StoreError, match="left where it is"):
        store.put_aside("a.json")
    assert (tmp_path / "a.json").is_dir()
    assert not (tmp_path / "a.json.bak").exists()


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_stale_temps_of_dead_writers_are_cleaned(store, tmp_path):
    stale = tmp_path / f".a.json.{dead_pid()}.0123abcd.tmp"
    mine = tmp_path / f".a.json.{os.getpid()}.89abcdef.tmp"
    other = tmp_path / "notes.tmp"  # not one of ours
    for path in (stale, mine, other):
        path.write_text("{")
    assert store.clean_stale_temps() == 1
    assert not stale.exists() and mine.exists() and other.exists()


WRITER = """
import sys
from pathlib import Path
from game.store import JsonStore
store = JsonStore(Path(sys.argv[1]), 1 << 20)
for i in range(300):
    store.write("shared.json", {"writer": sys.argv[2], "i": i, "pad": "x" * 2000})
"""


def test_two_processes_writing_never_show_a_reader_a_partial_file(store, tmp_path):
    store.write("shared.json", {"writer": "none"})
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), name])
               for name in ("a", "b")]
    reads = 0
    while any(w.poll() is None for w in writers):
        assert JsonStore(tmp_path, 1 << 20).read("shared.json")["writer"] in ("none", "a", "b")
        reads += 1
    assert all(w.returncode == 0 for w in writers)
    assert reads > 0
    assert [n for n in os.listdir(tmp_path) if n.endswith(".tmp")] == []


# --- text UTF-8 cannot hold, folders that refuse: decided in the module docstring ------------


def test_a_lone_surrogate_read_from_a_file_is_kept(store, tmp_path):
    """Reading: JSON's escape ``\\ud800`` is a lone surrogate; the file is not refused for it."""
    (tmp_path / "a.json").write_bytes(b'{"zz": "\\ud800", "name": "L\\u00e9a"}')
    assert store.read("a.json") == {"zz": "\ud800", "name": "Léa"}


def test_a_lone_surrogate_is_escaped_when_written_and_reads_back_the_same(store, tmp_path):
    """Writing: the surrogate becomes the escape again; the file is valid UTF-8 and every other
    character is written as itself."""
    value = {"zz": "\ud800", "pair": "\udc00\ud800", "name": "Léa 🎲"}
    store.write("a.json", value)
    raw = (tmp_path / "a.json").read_bytes()
    text = raw.decode("utf-8")  # strict: raises if the file were not UTF-8
    assert "\\ud800" in text and "\\udc00" in text and "Léa 🎲" in text
    assert store.read("a.json") == value
    store.write_text("b.json", '{"zz": "\ud800"}')  # the settings' own JSON text
    assert store.read("b.json") == {"zz": "\ud800"}


def test_bytes_that_are_not_utf8_are_still_refused(store, tmp_path):
    (tmp_path / "a.json").write_bytes(b'{"zz": "\xed\xa0\x80"}')  # a surrogate, CESU-style
    with pytest.raises(StoreError, match="not UTF-8"):
        store.read("a.json")


def test_a_value_json_cannot_hold_is_a_store_error(store, tmp_path):
    with pytest.raises(StoreError, match=r"cannot save a\.json"):
        store.write("a.json", {"n": float("nan")})
    with pytest.raises(StoreError, match=r"cannot save a\.json"):
        store.write("a.json", {"n": object()})
    assert os.listdir(tmp_path) == []


@pytest.mark.posix
def test_a_folder_without_search_permission_is_a_store_error_for_writes_and_lists(own_folder):
    from tests.unprivileged import as_unprivileged, without_search

    folder = own_folder / "games"

    def check() -> None:
        store = JsonStore(folder, LIMIT)
        store.write("a.json", {"n": 1})
        without_search(folder)
        with pytest.raises(StoreError, match=r"cannot save a\.json: Permission denied"):
            store.write("a.json", {"n": 2})
        with pytest.raises(StoreError, match="cannot be read: Permission denied"):
            store.listing(".json")
        assert store.names(".json") == []
        folder.chmod(0o777)
        store.write("a.json", {"n": 3})
        assert store.read("a.json") == {"n": 3}

    as_unprivileged(check)


@pytest.mark.posix
def test_a_folder_that_cannot_be_written_is_known_before_any_save(own_folder):
    """Made when missing, probed by a temp written and removed (none left behind); a folder
    the system refuses to write is read-only, a file in a folder's place is something else."""
    from tests.unprivileged import as_unprivileged

    (own_folder / "file").write_text("")

    def check() -> None:
        JsonStore(own_folder / "new" / "games", LIMIT).check_writable()
        assert os.listdir(own_folder / "new" / "games") == []
        own_folder.chmod(0o555)
        for folder in (own_folder, own_folder / "absent"):
            with pytest.raises(FolderUnwritable) as refused:
                JsonStore(folder, LIMIT).check_writable()
            assert refused.value.read_only and refused.value.folder == folder
            assert refused.value.reason == "Permission denied"
        with pytest.raises(FolderUnwritable) as refused:
            JsonStore(own_folder / "file" / "games", LIMIT).check_writable()
        assert not refused.value.read_only and isinstance(refused.value, StoreError)

    as_unprivileged(check)


def test_listing_skips_temps_dot_files_and_names_that_are_not_text(store, tmp_path):
    store.write("a.json", {"n": 1})
    (tmp_path / ".hidden.json").write_text("{}")
    (tmp_path / "notes.txt").write_text("")
    os.close(os.open(os.fsencode(tmp_path) + b"/\xff.json", os.O_CREAT | os.O_WRONLY))
    listing = store.listing(".json")
    assert list(listing) == ["a.json"]
    assert listing["a.json"].st_size == (tmp_path / "a.json").stat().st_size
    assert JsonStore(tmp_path / "absent", LIMIT).listing(".json") == {}


def test_a_name_of_255_bytes_is_written_its_temp_cut_to_fit(store, tmp_path):
    name = "é" * 124 + "xx.json"  # 256 bytes would be refused by the file system
    assert len(name.encode()) == 255
    store.write(name, {"n": 1})
    assert store.read(name) == {"n": 1}
    assert os.listdir(tmp_path) == [name]
