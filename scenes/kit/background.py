"""One job at a time off the frame loop, on a daemon thread the app never waits for.

Bots think and hints are sought here. A finished job wakes the app's loop
(:func:`scenes.kit.wake.wake`): a table at rest while a bot thinks reads the move at once.
The threads are daemons so that closing the window
(or SIGTERM) exits at once even while a Hard bot is still searching; a job that is cancelled
simply finishes unseen. A thread that finished its job waits for the next one: handing a job
to it takes microseconds, where starting a thread takes the frame 0.3-1 ms (the new thread
runs before ``start`` returns: the tables' frames aim at 2 ms). A thread with no job for
:data:`IDLE_SECONDS`, or whose owner closed, ends.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from scenes.kit.wake import wake

_PENDING = object()
IDLE_SECONDS = 5.0


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
            wake("job")  # (after done: the loop woken reads the outcome)


class _Runner:
    """A daemon thread running the jobs handed to it, one at a time, named after each."""

    def __init__(self, owner: Background, name: str) -> None:
        self.owner = owner
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while True:
            try:
                job = self.jobs.get(timeout=IDLE_SECONDS)
            except queue.Empty:
                if self.owner.retire(self):
                    return
                continue  # a job was handed over meanwhile
            if job is None:
                return
            job.run()
            if not self.owner.rest(self):
                return


class Background:
    """Runs ``work(*args)`` on a daemon thread; the frame loop polls :meth:`result`."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._job: _Job | None = None
        self._lock = threading.Lock()
        self._free: list[_Runner] = []  # threads waiting for a job
        self._closed = False

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, work: Callable[..., Any], *args: Any, whose: str = "") -> None:
        """Run ``work(*args)``; the thread is named ``NAME whose`` (a thread still running
        when it should not says whose it is: ``tablee-bot pook seat 2 HardBot``)."""
        job = _Job(work, args)
        self._job = job
        name = f"{self.name} {whose}" if whose else self.name
        with self._lock:
            self._closed = False
            runner = self._free.pop() if self._free else None
        if runner is None:
            runner = _Runner(self, name)
        runner.thread.name = name
        runner.jobs.put(job)

    def rest(self, runner: _Runner) -> bool:
        """(A runner, its job done.) Wait for the next job: True, unless closed."""
        with self._lock:
            if self._closed:
                return False
            self._free.append(runner)
            return True

    def retire(self, runner: _Runner) -> bool:
        """(A runner, idle too long.) End, unless a job was handed to it meanwhile."""
        with self._lock:
            if runner not in self._free:
                return False
            self._free.remove(runner)
            return True

    def close(self) -> None:
        """Forget the job and let every thread end (a running job first finishes unseen)."""
        self._job = None
        with self._lock:
            self._closed = True
            free, self._free = self._free, []
        for runner in free:
            runner.jobs.put(None)

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
