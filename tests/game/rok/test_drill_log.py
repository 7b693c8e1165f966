"""The drill log loses nothing it could read: a damaged log (one byte, cut short, garbage, too
large) is put aside whole and named, never written over, and every session still whole in it
starts the new log; a folder or a pipe in its place is left alone and the session not saved;
nothing raises. Entries a newer version wrote are carried as they are."""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path

import pytest

from game.rok.drill import KEPT, LOG_FILE, MAX_LOG_BYTES, DrillLog, Session


def session(k: int, who: str = "Léa") -> Session:
    return Session(f"2026-12-0{1 + k % 9}T10:{k:02d}:00Z", "pair" if k % 2 else "twin",
                   4 + 4 * (k % 4), (1.25 + k, 2.5, 0.875), k % 3, who,
                   (k, 2**31 + k, 7))


def five(folder: Path) -> tuple[DrillLog, list[Session], bytes]:
    """A log of five sessions, as the app writes it, and its bytes."""
    log = DrillLog(folder)
    kept = [session(k) for k in range(5)]
    for one in kept:
        assert log.add(one).unsaved is None
    return log, kept, (folder / LOG_FILE).read_bytes()


def spans(raw: bytes, sessions: list[Session]) -> list[tuple[int, int]]:
    """Where each session's own text lies in the file (its ``{`` to its ``}``)."""
    found, start = [], 0
    for one in sessions:
        at = raw.index(b'"when": ' + json.dumps(one.when).encode(), start)
        begin, end = raw.rindex(b"{", 0, at), raw.index(b"}", at) + 1
        found.append((begin, end))
        start = end
    return found


@pytest.mark.parametrize("new_byte", [None, ord("#")], ids=["not-utf8", "ascii"])
def test_one_damaged_byte_anywhere_costs_at_most_the_session_it_falls_in(tmp_path, new_byte):
    log, kept, raw = five(tmp_path)
    places = spans(raw, kept)
    fd = os.open(tmp_path / LOG_FILE, os.O_RDWR)  # (one byte changed in place, then back)
    try:
        for at in range(len(raw)):
            os.pwrite(fd, bytes([raw[at] ^ 0xFF if new_byte is None else new_byte]), at)
            read = log.sessions()
            os.pwrite(fd, raw[at:at + 1], at)
            untouched = [s for s, (begin, end) in zip(kept, places, strict=True)
                         if not begin <= at < end]
            assert all(s in read for s in untouched), (at, raw[at:at + 1])
            assert len(read) <= 5
    finally:
        os.close(fd)


@pytest.mark.parametrize("where", ["header", "first", "third", "last", "tail"])
def test_the_next_session_puts_a_damaged_log_aside_and_carries_what_it_read(tmp_path, where):
    log, kept, raw = five(tmp_path)
    places = spans(raw, kept)
    at = {"header": 3, "first": places[0][0] + 12, "third": places[2][0] + 40,
          "last": places[4][1] - 5, "tail": len(raw) - 2}[where]
    damaged = raw[:at] + b"\xc3(" + raw[at + 1:]  # one byte: no longer UTF-8 there
    (tmp_path / LOG_FILE).write_bytes(damaged)
    new = session(9, "Tom")
    logged = log.add(new)
    lost = {"first": kept[0], "third": kept[2], "last": kept[4]}.get(where)
    carried = [s for s in kept if s != lost]
    assert logged.damaged and "UTF-8" in logged.damaged
    assert logged.kept_as == tmp_path / f"{LOG_FILE}.bak" and logged.carried == len(carried)
    assert logged.unsaved is None
    assert logged.kept_as.read_bytes() == damaged  # whole, as it was
    assert log.sessions() == [*carried, new]


@pytest.mark.parametrize("cut", [0.1, 0.3, 0.5, 0.7, 0.9, 0.99])
def test_a_log_cut_short_keeps_every_session_before_the_cut(tmp_path, cut):
    log, kept, raw = five(tmp_path)
    size = int(len(raw) * cut)
    (tmp_path / LOG_FILE).write_bytes(raw[:size])
    whole = [s for s, (_, end) in zip(kept, spans(raw, kept), strict=True) if end <= size]
    logged = log.add(session(9))
    assert logged.kept_as is not None and logged.kept_as.read_bytes() == raw[:size]
    assert logged.carried == len(whole)
    assert log.sessions() == [*whole, session(9)]


def test_garbage_around_and_between_sessions_loses_none_of_them(tmp_path):
    log, kept, raw = five(tmp_path)
    rng = random.Random(5)
    noise = [bytes(rng.randrange(256) for _ in range(300)) for _ in range(6)]
    pieces = [raw[begin:end] for begin, end in spans(raw, kept)]
    mixed = noise[0] + b"".join(p + n for p, n in zip(pieces, noise[1:], strict=True))
    (tmp_path / LOG_FILE).write_bytes(mixed)
    assert log.sessions() == kept
    logged = log.add(session(9))
    assert logged.carried == 5 and logged.kept_as.read_bytes() == mixed
    (tmp_path / LOG_FILE).write_bytes(bytes(rng.randrange(256) for _ in range(4096)))
    logged = log.add(session(10))  # pure garbage: put aside as well, beside the first copy
    assert logged.kept_as == tmp_path / f"{LOG_FILE}.2.bak" and logged.carried == 0
    assert (tmp_path / f"{LOG_FILE}.bak").read_bytes() == mixed
    assert log.sessions() == [session(10)]


def test_valid_json_that_is_no_log_and_a_log_too_large_are_put_aside_too(tmp_path):
    log = DrillLog(tmp_path)
    (tmp_path / LOG_FILE).write_text('[{"sessions": []}]')
    logged = log.add(session(1))
    assert logged.damaged and logged.kept_as is not None
    assert logged.kept_as.read_text() == '[{"sessions": []}]'
    large = b" " * (MAX_LOG_BYTES + 1)
    (tmp_path / LOG_FILE).write_bytes(large)
    logged = log.add(session(2))
    assert logged.damaged and "larger than" in logged.damaged
    assert logged.kept_as.read_bytes() == large and log.sessions() == [session(2)]


@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_a_folder_or_a_pipe_in_the_logs_place_is_left_alone_and_said(tmp_path, kind):
    place = tmp_path / LOG_FILE
    if kind == "folder":
        place.mkdir()
        (place / "inside").write_text("kept")
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes on this system")
        os.mkfifo(place)
    log = DrillLog(tmp_path)
    assert log.sessions() == []  # (a pipe is never opened: that would wait for a writer)
    logged = log.add(session(1))
    assert logged.kept_as is None and logged.unsaved and kind in logged.unsaved
    mode = os.lstat(place).st_mode
    assert stat.S_ISDIR(mode) if kind == "folder" else stat.S_ISFIFO(mode)
    assert kind == "pipe" or (place / "inside").read_text() == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOG_FILE]


def test_a_log_that_cannot_be_written_says_why(tmp_path):
    (tmp_path / "data").write_text("a file where the data folder should be")
    logged = DrillLog(tmp_path / "data").add(session(1))
    assert logged.unsaved and "cannot save" in logged.unsaved and logged.kept_as is None
    assert (tmp_path / "data").read_text() == "a file where the data folder should be"


@pytest.mark.posix
def test_a_damaged_log_in_a_folder_it_cannot_write_is_left_whole(own_folder):
    from tests.unprivileged import as_unprivileged, give

    (own_folder / LOG_FILE).write_bytes(b'{"sessions": [{"when"')
    give(own_folder)

    def check() -> None:
        own_folder.chmod(0o555)
        logged = DrillLog(own_folder).add(session(1))
        assert logged.kept_as is None and logged.unsaved and "kept aside" in logged.unsaved
        assert (own_folder / LOG_FILE).read_bytes() == b'{"sessions": [{"when"'

    as_unprivileged(check)


def test_entries_and_keys_of_a_newer_version_are_carried_as_they_are(tmp_path):
    newer = {"when": "2027-01-01T00:00:00Z", "kind": "triple", "size": 9, "times": [1.0]}
    (tmp_path / LOG_FILE).write_text(json.dumps(
        {"format": 2, "sessions": [newer, session(1).to_dict()]}))
    log = DrillLog(tmp_path)
    logged = log.add(session(2))
    assert logged == type(logged)()  # nothing was wrong
    data = json.loads((tmp_path / LOG_FILE).read_text())
    assert data == {"format": 2, "sessions": [newer, session(1).to_dict(),
                                              session(2).to_dict()]}
    assert log.sessions() == [session(1), session(2)]


def test_the_log_keeps_the_latest_sessions(tmp_path):
    log = DrillLog(tmp_path)
    (tmp_path / LOG_FILE).write_text(json.dumps(
        {"sessions": [session(k % 50).to_dict() for k in range(KEPT)]}))
    log.add(session(7, "Tom"))
    read = log.sessions()
    assert len(read) == KEPT and read[-1] == session(7, "Tom") and read[0] == session(1)
