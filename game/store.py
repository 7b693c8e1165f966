"""One hardened JSON store: every file Tablée keeps (settings, saved games, records).

Files are read and written here and nowhere else, so the same care applies to
all of them:

- **Reading** checks the file before opening it: only regular files are read
  (a FIFO would block forever, a folder or a device makes no sense), the size
  is checked first, and at most ``max_bytes`` are read. JSON is parsed within
  limits: no integer longer than :data:`MAX_INT_DIGITS` digits, no NaN or
  Infinity, no nesting that exhausts the stack. Every failure is one
  :class:`StoreError` whose message a player can read.
- **Writing** is atomic: a temp file with a unique name (pid + random) in the
  target's own folder, flushed and fsynced, then renamed over the target. A
  symlink is written *through* (its target is replaced, the link stays).
  Temps left by a process that was killed are removed by
  :meth:`JsonStore.clean_stale_temps`.
- **Putting aside** a damaged file never overwrites an earlier one:
  ``name.bak``, then ``name.2.bak``, ``name.3.bak`` ... What is still whole in it can be
  read first (:func:`salvage`: the flat entries of a log, each parsed within the limits).
- **A folder that cannot be written** is known before the first save
  (:meth:`JsonStore.check_writable`), so the player can be told at start.
- **Text that UTF-8 cannot encode** (a lone surrogate such as ``"\\ud800"``, which JSON
  allows as an escape) is *escaped when written*, never refused when read: the file keeps
  the ``\\ud800`` escape, so what was read is written back exactly (unknown keys are kept,
  so a newer version's or a hand-edited value must survive a save) and the file stays
  valid UTF-8. Bytes that are not UTF-8 are still refused on reading. Where such text
  would be shown (a name, a reason), the front end replaces it.
- **Every failure is a StoreError**, writes included: a folder without permission, a disk
  that is full, a value JSON cannot hold. The caller shows it; nothing half-written stays.

What it reads is JSON, checked as data: never run, never imported.

>>> import tempfile, pathlib
>>> store = JsonStore(pathlib.Path(tempfile.mkdtemp()), max_bytes=1024)
>>> store.write("a.json", {"n": 1})
>>> store.read("a.json")
{'n': 1}
>>> store.write("b.json", {"n": 10 ** 30})
>>> store.read("b.json")
Traceback (most recent call last):
...
game.store.StoreError: b.json: a number is longer than 20 digits
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
MAX_INT_DIGITS = 20
"""Longer integers are refused: nothing Tablée stores needs more than 2**64."""
STALE_TEMP_SECONDS = 60.0
"""Where a temp's writer cannot be asked whether it still runs, older temps are stale."""
TEMP_SUFFIX = ".tmp"
REPLACE_PATIENCE = 1.0  # Windows: how long a replace waits for a file held open elsewhere
REPLACE_PAUSE = 0.05
_TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[0-9a-f]{8}\.tmp$")
_SURROGATE = re.compile("[\ud800-\udfff]")
_REFUSED = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})
"""What the system says when it will not let a folder be written: read-only for the player."""


class StoreError(Exception):
    """Why a file could not be read or written, in words a player can act on."""


class FolderUnwritable(StoreError):
    """No file can be written in ``folder``: ``read_only`` when the system refuses writes
    there (a read-only disk or mount, no permission), else ``reason`` says what is wrong."""

    def __init__(self, folder: Path, exc: OSError) -> None:
        self.folder = folder
        self.read_only = exc.errno in _REFUSED
        self.reason = exc.strerror or str(exc)
        super().__init__(f"the folder {folder} cannot be written: {self.reason}")


def parse_json(raw: bytes, what: str) -> Any:
    """Decode JSON text within limits (see module docstring); ``what`` names it in errors."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise StoreError(f"{what}: not UTF-8 text (byte {exc.start})") from exc
    try:
        return json.loads(text, parse_int=lambda s: _bounded_int(s, what),
                          parse_float=lambda s: _finite_float(s, what),
                          parse_constant=lambda s: _no_constant(s, what))
    except json.JSONDecodeError as exc:
        raise StoreError(f"{what}: not valid JSON ({exc.msg}, line {exc.lineno})") from exc
    except RecursionError as exc:
        raise StoreError(f"{what}: nested too deeply") from exc


SALVAGE_SPAN = 4096
"""The longest entry :func:`salvage` looks for, in characters (a drill session is under 1,000)."""
_FLAT_OBJECT = re.compile(r'\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\}')
"""A ``{...}`` holding no other ``{...}`` outside its strings: one try of :func:`salvage`, in
time linear in what it reads."""


def salvage(raw: bytes, entry: Callable[[dict[str, Any]], T | None],
            span: int = SALVAGE_SPAN) -> list[T]:
    """The entries still whole in a damaged file, in order: every ``{`` is tried as the start
    of a JSON object holding no other object, of at most ``span`` characters, parsed within
    :func:`parse_json`'s limits; ``entry(obj)`` says what it is, or None when it is no entry.
    Bytes that are not UTF-8 read as U+FFFD: a damaged byte costs at most the entry it is in.

    >>> salvage(b'{"log": [{"n": 1}, {"n": 2}, {"n": \\xff3}, {"n"', lambda o: o.get("n"))
    [1, 2]
    """
    text = raw.decode("utf-8", "replace")
    found: list[T] = []
    start = text.find("{")
    while start != -1:
        match = _FLAT_OBJECT.match(text, start, start + span)
        kept = None
        if match is not None:
            with contextlib.suppress(StoreError):
                kept = entry(parse_json(match.group().encode("utf-8"), "an entry"))
        if match is None or kept is None:
            start = text.find("{", start + 1)
            continue
        found.append(kept)
        start = text.find("{", match.end())
    return found


def _bounded_int(text: str, what: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise StoreError(f"{what}: a number is longer than {MAX_INT_DIGITS} digits")
    return int(text)


def _finite_float(text: str, what: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise StoreError(f"{what}: {text} is too large a number")
    return value


def _no_constant(text: str, what: str) -> float:
    raise StoreError(f"{what}: {text} is not a number JSON allows")


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (POSIX). Elsewhere we cannot ask safely."""
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill(pid, 0) would terminate it there
        raise NotImplementedError
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, under another user
        return True
    return True


class JsonStore:
    """JSON files in one folder (created on the first write).

    :param max_bytes: files larger than this are refused before being read.
    """

    def __init__(self, directory: Path, max_bytes: int) -> None:
        self.directory = directory
        self.max_bytes = max_bytes

    def path(self, name: str) -> Path:
        if not name or "/" in name or "\\" in name or name in (".", ".."):
            raise StoreError(f"{name!r} is not a plain file name")
        return self.directory / name

    # --- reading --------------------------------------------------------------------------------

    def exists(self, name: str) -> bool:
        return os.path.lexists(self.path(name))

    def read_bytes(self, name: str) -> bytes:
        """The file's bytes, refused unless it is a regular file of at most ``max_bytes``.

        :raises FileNotFoundError: when there is no such file (not a problem to report).
        :raises StoreError: for anything else.
        """
        return self.read_stated(name)[0]

    def read_stated(self, name: str) -> tuple[bytes, os.stat_result]:
        """:meth:`read_bytes`, and what ``fstat`` says of the very file that was read (its
        size, modification time and inode: what an index keys it by)."""
        path = self.path(name)
        try:
            info = path.stat()
        except FileNotFoundError:
            raise
        except OSError as exc:
            raise StoreError(f"{name}: cannot be read ({exc.strerror or exc})") from exc
        if not stat.S_ISREG(info.st_mode):
            raise StoreError(f"{name} is {_kind(info.st_mode)}, not a file")
        if info.st_size > self.max_bytes:
            raise StoreError(f"{name} is larger than {_size(self.max_bytes)}")
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        try:
            fd = os.open(path, flags)
        except OSError as exc:
            raise StoreError(f"{name}: cannot be read ({exc.strerror or exc})") from exc
        try:
            opened = os.fstat(fd)
            if not stat.S_ISREG(opened.st_mode):  # swapped since the check
                raise StoreError(f"{name} is not a file")
            with os.fdopen(fd, "rb", closefd=False) as stream:
                data = stream.read(self.max_bytes + 1)
        except OSError as exc:
            raise StoreError(f"{name}: cannot be read ({exc.strerror or exc})") from exc
        finally:
            os.close(fd)
        if len(data) > self.max_bytes:
            raise StoreError(f"{name} is larger than {_size(self.max_bytes)}")
        return data, opened

    def read(self, name: str) -> Any:
        """The decoded JSON value of file ``name`` (see :meth:`read_bytes` for what raises)."""
        return parse_json(self.read_bytes(name), name)

    def names(self, suffix: str) -> list[str]:
        """Names of the entries ending with ``suffix`` (sorted); none if the folder is absent
        or cannot be listed (:meth:`listing` says why)."""
        try:
            return sorted(self.listing(suffix))
        except StoreError:
            return []

    def listing(self, suffix: str) -> dict[str, os.stat_result]:
        """Each entry ending with ``suffix``, with what ``stat`` says of it (no dot-files: temps
        and hidden files; no name that is not UTF-8 text: Tablée writes none).

        An absent folder lists nothing; an entry gone while listing is left out.

        :raises StoreError: when the folder cannot be listed (no permission, not a folder).
        """
        found: dict[str, os.stat_result] = {}
        try:
            with os.scandir(self.directory) as entries:
                for entry in entries:
                    name = entry.name
                    if not name.endswith(suffix) or name.startswith(".") or not _text(name):
                        continue
                    try:
                        found[name] = entry.stat()
                    except FileNotFoundError:
                        continue
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise StoreError(f"the folder {self.directory} cannot be read: "
                             f"{exc.strerror or exc}") from exc
        return found

    # --- writing --------------------------------------------------------------------------------

    def write(self, name: str, value: Any) -> None:
        """Replace file ``name`` atomically with ``value`` as JSON.

        :raises StoreError: with the reason; the previous file is then untouched.
        """
        try:
            text = json.dumps(value, ensure_ascii=False, indent=1, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise StoreError(f"cannot save {name}: {exc}") from exc
        except RecursionError as exc:
            raise StoreError(f"cannot save {name}: nested too deeply") from exc
        self.write_text(name, text)

    def write_text(self, name: str, text: str) -> None:
        """Replace file ``name`` atomically with the JSON ``text`` (lone surrogates in it are
        written as ``\\udXXX`` escapes: see the module docstring).

        :raises StoreError: with the reason; the previous file is then untouched.
        """
        data = encode_json_text(text)
        if len(data) > self.max_bytes:
            raise StoreError(f"{name} would be larger than {_size(self.max_bytes)}")
        temp: Path | None = None
        try:
            target = self._write_target(self.path(name))
            temp = target.parent / _temp_name(target.name)
            target.parent.mkdir(parents=True, exist_ok=True)
            with open(temp, "xb") as stream:
                stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            _replace(temp, target)
        except OSError as exc:
            if temp is not None:
                _remove_quietly(temp)
            raise StoreError(f"cannot save {name}: {exc.strerror or exc}") from exc
        _sync_folder(target.parent)

    def check_writable(self) -> None:
        """Make the folder if it is missing, then write and remove an empty temp in it, as a
        save would: what every save would meet, known before the first one.

        :raises FolderUnwritable: when it cannot be done.
        """
        temp = self.directory / _temp_name("writable")
        made = False
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            with open(temp, "xb"):
                made = True
        except OSError as exc:
            raise FolderUnwritable(self.directory, exc) from exc
        finally:
            if made:
                _remove_quietly(temp)

    def _write_target(self, path: Path) -> Path:
        """Where a write to ``path`` lands: through a symlink to the file it names."""
        if path.is_symlink():
            return Path(os.path.realpath(path))
        return path

    def delete(self, name: str) -> None:
        try:
            self.path(name).unlink()
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StoreError(f"cannot delete {name}: {exc.strerror or exc}") from exc

    def put_aside(self, name: str) -> str:
        """Rename a damaged file to the first free ``name.bak`` / ``name.N.bak``.

        Returns the new name. Only regular files are moved (a folder or a pipe in
        the file's place is left alone).

        :raises StoreError: when the file cannot be moved (say so; nothing was changed).
        """
        path = self.path(name)
        try:
            info = os.lstat(path)
        except OSError as exc:
            raise StoreError(f"{name} could not be kept aside: {exc.strerror or exc}") from exc
        if stat.S_ISLNK(info.st_mode) or not stat.S_ISREG(info.st_mode):
            raise StoreError(f"{name} was left where it is ({_kind(info.st_mode)})")
        for number in range(1, 1000):
            backup = f"{name}.bak" if number == 1 else f"{name}.{number}.bak"
            if os.path.lexists(self.directory / backup):
                continue
            try:
                os.link(path, self.directory / backup)  # fails if the name got taken meanwhile
                path.unlink()
            except FileExistsError:
                continue
            except OSError as exc:
                try:  # no hard links here (some file systems): a rename, checked just above
                    os.rename(path, self.directory / backup)
                except OSError:
                    raise StoreError(f"{name} could not be kept aside: "
                                     f"{exc.strerror or exc}") from exc
            return backup
        raise StoreError(f"{name} could not be kept aside: too many earlier copies")

    def clean_stale_temps(self) -> int:
        """Remove temps whose writer is gone (killed mid-write); returns how many."""
        removed = 0
        try:
            entries = os.listdir(self.directory)
        except OSError:
            return 0
        now = time.time()
        for entry in entries:
            match = _TEMP_NAME.match(entry)
            if not match:
                continue
            path = self.directory / entry
            try:
                alive = _process_alive(int(match["pid"]))
            except NotImplementedError:
                try:
                    alive = now - path.stat().st_mtime < STALE_TEMP_SECONDS
                except OSError:
                    continue
            if not alive:
                _remove_quietly(path)
                removed += 1
        return removed


def encode_json_text(text: str) -> bytes:
    """``text`` (JSON) as UTF-8, any lone surrogate written as its ``\\udXXX`` escape.

    Outside strings JSON text is ASCII, so every surrogate lies inside a string, where
    the escape means the same character again when read.

    >>> encode_json_text('{"a": "\\ud800é"}')
    b'{"a": "\\\\ud800\\xc3\\xa9"}'
    """
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text).encode("utf-8")


def _temp_name(name: str) -> str:
    """A unique temp's name beside ``name``: the writer's pid and a random part, the name cut
    so the whole stays within 255 bytes (a name that fits must not fail for its temp)."""
    tail = f".{os.getpid()}.{os.urandom(4).hex()}{TEMP_SUFFIX}"
    room = 255 - 1 - len(tail)
    while len(name.encode("utf-8", "surrogateescape")) > room:
        name = name[:-1]
    return f".{name}{tail}"


def _text(name: str) -> bool:
    """Whether a file name is UTF-8 text (not bytes smuggled in as surrogates)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _size(count: int) -> str:
    return f"{count // 1024} KiB" if count < 1024 * 1024 else f"{count // (1024 * 1024)} MiB"


def _remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _replace(temp: Path, target: Path) -> None:
    """Rename ``temp`` over ``target``. On Windows a file another process holds open (the
    index's reader, a virus scanner, a backup tool) refuses to be replaced for a moment:
    try again for up to :data:`REPLACE_PATIENCE` seconds before giving up."""
    waited, patience = 0.0, REPLACE_PATIENCE if _on_windows() else 0.0
    while True:
        try:
            os.replace(temp, target)
            return
        except PermissionError:
            if waited >= patience:
                raise
        time.sleep(REPLACE_PAUSE)
        waited += REPLACE_PAUSE


def _on_windows() -> bool:
    return sys.platform == "win32"


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
