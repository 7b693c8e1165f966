"""The signals that end the app like closing its window (the game is saved, then it exits).

POSIX: SIGTERM (a service manager, ``kill``) and SIGHUP (the terminal that started it closed).
Windows has no SIGHUP, and nothing can catch a ``taskkill /F`` there (nor SIGKILL anywhere):
SIGTERM (what Python's own ``os.kill`` sends) and SIGBREAK (Ctrl+Break in its console) are
what a handler can see; closing the window is SDL's QUIT event on every platform.
"""

from __future__ import annotations

import signal
import sys
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
