"""Run a check as a user whom file permissions bind: a folder without search permission must
really refuse it. Root ignores permissions, so as root the check runs in a forked child that
became ``nobody``; as anyone else it runs here."""

from __future__ import annotations

import os
import stat
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

NOBODY = 65534


def open_folder() -> Path:
    """A fresh folder the checking user owns (pytest's own are root's, 0700): the check makes
    what it needs inside and changes permissions on it."""
    folder = Path(tempfile.mkdtemp(prefix="tablee-perm-"))
    if os.geteuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    return folder


def give(folder: Path) -> None:
    """Make everything in ``folder`` the checking user's (as root: ``nobody``'s)."""
    if os.geteuid() == 0:
        for path in (folder, *folder.rglob("*")):
            os.chown(path, NOBODY, NOBODY)


def as_unprivileged(check: Callable[[], None]) -> None:
    """Run ``check()`` where permissions apply; its assertion errors are raised here."""
    if os.geteuid() != 0:
        check()
        return
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: give up root, run, report, and leave without pytest's exit
        os.close(read)
        status = 0
        try:
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            check()
        except BaseException:
            os.write(write, traceback.format_exc().encode("utf-8", "replace"))
            status = 1
        os.close(write)
        os._exit(status)
    os.close(write)
    with os.fdopen(read, "rb") as stream:
        report = stream.read().decode("utf-8", "replace")
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, f"in the unprivileged child:\n{report}"


def without_search(folder: Path) -> None:
    """Read and write, but no search (x): names can be listed, nothing inside reached."""
    folder.chmod(stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IWGRP | stat.S_IROTH
                 | stat.S_IWOTH)
