"""One job at a time off the frame loop, on a daemon thread the app never waits for.

Bots think and saved games are scanned here. The thread is a daemon so that
closing the window (or SIGTERM) exits at once even while a Hard bot is still
searching; a job that is cancelled simply finishes unseen.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

_PENDING = object()


class _Job:
    """One run: its outcome (a value or an exception) once the thread is done."""

    def __init__(self, work: Callable[..., Any], args: tuple[Any, ...]) -> None:
        self.outcome: Any = _PENDING
        self.failure: BaseException | None = None
        self.done = threading.Event()
        self.work, self.args = work, args

    def run(self) -> None:
        try:
            self.outcome = self.work(*self.args)
        except BaseException as exc:  # handed to the frame thread, which re-raises it
            self.failure = exc
        finally:
            self.done.set()


class Background:
    """Runs ``work(*args)`` on a daemon thread; the frame loop polls :meth:`result`."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._job: _Job | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, work: Callable[..., Any], *args: Any, whose: str = "") -> None:
        """Run ``work(*args)``; the thread is named ``NAME whose`` (a thread still running
        when it should not says whose it is: ``tablee-bot pook seat 2 HardBot``)."""
        job = _Job(work, args)
        self._job = job
        name = f"{self.name} {whose}" if whose else self.name
        threading.Thread(target=job.run, name=name, daemon=True).start()

    def ready(self) -> bool:
        return self._job is not None and self._job.done.is_set()

    def result(self) -> Any:
        """The job's value once it is done (and forget the job), else None.

        A job's exception is raised here, on the frame thread, where it is seen.
        """
        job = self._job
        if job is None or not job.done.is_set():
            return None
        self._job = None
        if job.failure is not None:
            raise job.failure
        return job.outcome

    def wait(self, seconds: float) -> bool:
        """Block up to ``seconds`` for the job to finish (tests, scripted runs)."""
        return self._job is None or self._job.done.wait(seconds)

    def cancel(self) -> None:
        """Forget the job: its thread finishes on its own and nobody reads the outcome."""
        self._job = None
