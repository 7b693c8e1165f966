"""Processes a network test starts (app processes, relays), read as they go and never waited
for without a bound: a test that waits too long fails saying which step it waited for and
what each process said last, instead of hanging the suite.

>>> import sys
>>> with Proc("echo", [sys.executable, "-c", "print('hosting 1 CODE')"]) as echo:
...     echo.line("hosting", 10, "the echo")
'1 CODE'
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import IO

import pytest

TAIL = 12  # lines of each process's output a failure shows
GROUPS = hasattr(os, "killpg")  # (POSIX: each process leads a group of its own)


class Proc:
    """One process, its standard output and error read by threads of their own (a context
    manager: killed on the way out if it still runs)."""

    def __init__(self, name: str, argv: list[str], cwd: Path | None = None,
                 env: dict[str, str] | None = None, company: list[Proc] | None = None) -> None:
        self.name = name
        self.company = company if company is not None else []
        """The processes of the same test (this one joins them): a failure shows what each
        said."""
        self.company.append(self)
        self.out: list[str] = []
        self.err: list[str] = []
        self._read = 0  # lines of ``out`` consumed by :meth:`line`
        self._lock = threading.Condition()
        self.process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True,
                                        start_new_session=GROUPS)  # (see stop)
        self._readers = [threading.Thread(target=self._pump, args=(stream, lines), daemon=True)
                         for stream, lines in ((self.process.stdout, self.out),
                                               (self.process.stderr, self.err))]
        for reader in self._readers:
            reader.start()

    def __enter__(self) -> Proc:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _pump(self, stream: IO[str] | None, lines: list[str]) -> None:
        assert stream is not None
        for line in stream:
            with self._lock:
                lines.append(line.rstrip("\n"))
                self._lock.notify_all()
        with self._lock:
            self._lock.notify_all()

    @property
    def running(self) -> bool:
        return self.process.poll() is None

    def line(self, start: str, seconds: float, step: str) -> str:
        """The rest of the next line of its output that starts with ``start`` (the lines
        before it are passed over); fails after ``seconds``, or when the process ended
        without one, saying it waited for ``step``."""
        deadline = time.monotonic() + seconds
        with self._lock:
            while True:
                while self._read < len(self.out):
                    text = self.out[self._read]
                    self._read += 1
                    if text.startswith(start):
                        return text[len(start):].strip()
                ended = not self.running and not any(r.is_alive() for r in self._readers)
                left = deadline - time.monotonic()
                if ended or left <= 0:
                    break
                self._lock.wait(min(left, 0.2))
        self.fail(step, seconds, "it ended without it" if ended else "")
        raise AssertionError  # (fail raised)

    def finish(self, seconds: float, step: str) -> str:
        """Its whole output once it ended by itself within ``seconds`` (else it fails, saying
        it waited for ``step``)."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(seconds)
        if self.running:
            self.fail(step, seconds)
        for reader in self._readers:
            reader.join(5)
        with self._lock:
            return "\n".join(self.out)

    @property
    def errors(self) -> str:
        with self._lock:
            return "\n".join(self.err)

    def said(self) -> str:
        """How it stands and what it said last (output and errors)."""
        state = "still running" if self.running else f"exit {self.process.returncode}"
        with self._lock:
            out, err = self.out[-TAIL:], self.err[-TAIL:]
        return (f"{self.name} ({state}) said last: {' | '.join(out) or '(nothing)'}"
                + (f"; its errors: {' | '.join(err)}" if err else ""))

    def fail(self, step: str, seconds: float, why: str = "") -> None:
        """Fail the test: the step waited for, and what this process and the others said."""
        lines = [f"waited {seconds:g} s for {step}" + (f" ({why})" if why else ""),
                 *(proc.said() for proc in self.company)]
        pytest.fail("\n".join(lines), pytrace=False)

    def stop(self) -> None:
        """Killed if it still runs, with every process it started (its process group, where
        there are groups: a script that starts apps leaves none behind), and waited for."""
        if self.running:
            if GROUPS:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
            self.process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(10)
