"""The signals that end the app like closing its window (the game is saved, then it exits).

POSIX: SIGTERM (a service manager, ``kill``) and SIGHUP (the terminal that started it closed).
Windows has no SIGHUP, and nothing can catch a ``taskkill /F`` there (nor SIGKILL anywhere):
SIGTERM (what Python's own ``os.kill`` sends) and SIGBREAK (Ctrl+Break in its console) are
what a handler can see; closing the window is SDL's QUIT event on every platform.

Python runs a handler only once the main thread is back in the interpreter, and a resting
loop sleeps inside SDL's wait until an event comes: a signal alone would wait for the next
input. So the signal's byte also goes to a socket (``signal.set_wakeup_fd``, written by
Python's C-level handler at once), and a small thread reading it wakes the loop.
"""

from __future__ import annotations

import signal
import socket
import sys
import threading
from collections.abc import Callable

WINDOWS_SIGNALS = ("SIGTERM", "SIGBREAK")
POSIX_SIGNALS = ("SIGTERM", "SIGHUP")


def quit_signals(platform: str) -> tuple[str, ...]:
    """The names of the signals to catch on ``platform`` (``sys.platform``'s value)."""
    return WINDOWS_SIGNALS if platform == "win32" else POSIX_SIGNALS


def catch_quit_signals(quit: Callable[[], None], platform: str | None = None) -> list[str]:
    """Make each quit signal call ``quit()``; returns the names caught (those this Python has)."""
    caught = []
    for name in quit_signals(sys.platform if platform is None else platform):
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, lambda *_: quit())
            caught.append(name)
    return caught


def wake_on_signals(wake: Callable[[], None]) -> Callable[[], None]:
    """Call ``wake()`` (from a thread) as soon as any caught signal arrives, so a loop asleep
    in SDL's wait runs the signal's handler; returns what stops it (the thread ends).
    Call from the main thread (Python's rule for ``set_wakeup_fd``)."""
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    previous = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)

    def listen() -> None:
        while True:
            try:
                if not reader.recv(64):
                    return  # the writer was closed: the app is ending
            except OSError:
                return
            wake()

    thread = threading.Thread(target=listen, name="tablee-signal-wake", daemon=True)
    thread.start()

    def stop() -> None:
        signal.set_wakeup_fd(previous)
        writer.close()
        thread.join(1.0)
        reader.close()

    return stop
