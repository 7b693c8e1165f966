"""An asyncio loop on a daemon thread: the network's, never the frame's.

The frame thread never awaits anything: it hands coroutines and calls to the loop
(:meth:`NetThread.submit`, :meth:`NetThread.call`) and reads what the network put in the
queues it owns. Closing the window never waits for the network (a daemon thread); a table
that closes stops the loop explicitly (:meth:`NetThread.stop`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")
OVERHEAD = 64  # what a queued message costs beyond its text (an outlet's bound counts it)


class Inbox(queue.Queue[T]):
    """The queue the network fills for the frame thread; ``on_put``, when set, is called
    (on the network's thread) after each message is queued: a resting app wakes for it."""

    on_put: Callable[[], None] | None = None

    def put(self, item: T, block: bool = True, timeout: float | None = None) -> None:
        super().put(item, block, timeout)
        if self.on_put is not None:
            self.on_put()


class NetThread:
    """One asyncio loop running on its own daemon thread."""

    def __init__(self, name: str = "tablee-net") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        for _ in range(3):  # cancelling a connection's tasks may start its closing ones
            pending = asyncio.all_tasks(self.loop)
            if not pending:
                break
            for task in pending:
                task.cancel()
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.close()

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the loop; the future is the frame thread's to wait on (or not)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Callable[..., object], *args: object) -> None:
        """Call ``fn(*args)`` on the loop soon (thread-safe; nothing happens once stopped)."""
        if not self.loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                self.loop.call_soon_threadsafe(fn, *args)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def stop(self, wait: float = 2.0) -> None:
        """Stop the loop (its tasks are cancelled) and wait a little for the thread."""
        self.call(self.loop.stop)
        self._thread.join(wait)


class Outlet:
    """A connection's outgoing messages, sent one after another by one task (order kept).

    ``limit`` bounds what waits (each message counts its length plus :data:`OVERHEAD`): a
    peer that does not read makes its queue grow, so once more than ``limit`` waits the
    queue is dropped, nothing more is taken, and ``on_overflow`` is called (it closes the
    connection). None: no bound (a link whose other end is ours).
    """

    def __init__(self, send: Callable[[str], Coroutine[Any, Any, None]],
                 limit: int | None = None, on_overflow: Callable[[], None] | None = None
                 ) -> None:
        self._send = send
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.limit = limit
        self.on_overflow = on_overflow
        self.queued = 0  # what waits now, as counted against ``limit``
        self.overflowed = False
        self.task = asyncio.get_running_loop().create_task(self._drain())

    def put(self, text: str | None) -> None:
        """Queue ``text`` (``None`` ends the outlet once what was queued is sent)."""
        if self.overflowed:
            return
        if text is not None:
            self.queued += len(text) + OVERHEAD
            if self.limit is not None and self.queued > self.limit:
                self._overflow()
                return
        self._queue.put_nowait(text)

    def _overflow(self) -> None:
        self.overflowed = True
        while not self._queue.empty():  # what waited is let go at once: memory stays flat
            self._queue.get_nowait()
        self.queued = 0
        self._queue.put_nowait(None)  # (the drain ends once the send under way does)
        if self.on_overflow is not None:
            self.on_overflow()

    async def _drain(self) -> None:
        while True:
            text = await self._queue.get()
            if text is None:
                return
            self.queued -= len(text) + OVERHEAD
            try:
                await self._send(text)
            except Exception:  # the connection went away: its reader reports it
                return
