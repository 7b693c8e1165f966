"""What the games' command lines (``python -m game.<name>``) share: one-line refusals, exit 2.

A mistyped option, a missing or damaged record file, a ``--save`` path that cannot be
written: each ends the program before any play with one line on stderr and status 2,
never a traceback. Record files are read the careful way (a regular file, of a sane size:
a FIFO would block ``open`` for ever) and written whole or not at all.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import NoReturn

from game.core import GameRecord, InvalidRecord
from game.store import JsonStore, StoreError

MAX_RECORD_BYTES = 4 * 1024 * 1024
"""Far above any real record (a long RÖK game is under 100 KB), far below trouble."""


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (``--help`` still shows the usage)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def read_record(path: Path, game: str) -> GameRecord:
    """The record of a ``game`` game kept at ``path``, read through the hardened store.

    :raises InvalidRecord: saying why it cannot be used (missing, not a regular file, too
        large, not text, not a record, another game's).
    """
    try:
        data = JsonStore(path.parent, MAX_RECORD_BYTES).read_bytes(path.name)
    except FileNotFoundError:
        raise InvalidRecord(f"cannot read {path}: No such file or directory") from None
    except StoreError as exc:
        raise InvalidRecord(f"cannot read {path}: {exc}") from None
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
    """Write ``record`` to ``path`` whole, through the hardened store (atomic), or raise
    OSError saying why."""
    try:
        JsonStore(path.parent, MAX_RECORD_BYTES).write_text(path.name, record.to_json())
    except StoreError as exc:
        raise OSError(str(exc)) from None
