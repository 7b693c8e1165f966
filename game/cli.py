"""What the games' command lines (``python -m game.<name>``) share: one-line refusals, exit 2.

A mistyped option, a missing or damaged record file, a ``--save`` path that cannot be
written: each ends the program before any play with one line on stderr and status 2,
never a traceback. Record files are read the careful way (a regular file, of a sane size:
a FIFO would block ``open`` for ever) and written whole or not at all.
"""

from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path
from typing import NoReturn

from game.core import GameRecord, InvalidRecord

MAX_RECORD_BYTES = 4 * 1024 * 1024
"""Far above any real record (a long RÖK game is under 100 KB), far below trouble."""


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (``--help`` still shows the usage)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def read_record(path: Path, game: str) -> GameRecord:
    """The record of a ``game`` game kept at ``path``.

    :raises InvalidRecord: saying why it cannot be used (missing, not a regular file, too
        large, not text, not a record, another game's).
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise InvalidRecord(f"cannot read {path}: not a regular file")
    if info.st_size > MAX_RECORD_BYTES:
        raise InvalidRecord(f"cannot read {path}: {info.st_size} bytes is too large for a "
                            "record")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as file:
            data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        record = GameRecord.from_json(data)
    except InvalidRecord as exc:
        raise InvalidRecord(f"{path}: {exc}") from None
    if record.game != game:
        raise InvalidRecord(f"{path} holds a {record.game} game, not {game}")
    return record


def check_save_path(path: Path) -> None:
    """Raise ValueError unless a record can be written at ``path`` (checked before playing)."""
    folder = path.parent
    if not folder.is_dir():
        raise ValueError(f"cannot save to {path}: the folder {folder} does not exist")
    if path.is_dir():
        raise ValueError(f"cannot save to {path}: it is a folder")
    if path.exists() and not path.is_file():
        raise ValueError(f"cannot save to {path}: not a regular file")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists()
                                                    and not os.access(path, os.W_OK)):
        raise ValueError(f"cannot save to {path}: not writable")


def write_record(path: Path, record: GameRecord) -> None:
    """Write ``record`` to ``path`` whole (a temporary file renamed over it), or raise OSError."""
    temporary = path.parent / f".{path.name}.{os.getpid()}.tmp"
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(record.to_json())
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
