"""Waiting for the next event without spinning.

pygame-ce's ``pygame.event.wait(timeout)`` polls: it pumps the queue and sleeps a
millisecond, a thousand times a second (``_pg_event_wait`` in its src_c/event.c), which
cost 1.6 % of a core here for a window doing nothing. SDL's own ``SDL_WaitEventTimeout``
(SDL 2.0.16 and later) sleeps in the video driver's wait — X11, Wayland, Windows and Cocoa
each have one — until input comes, another thread posts an event (``pygame.event.post`` is
SDL_PushEvent, which wakes the waiting thread) or the timeout passes. Given no event to fill
it leaves the event in the queue, where ``pygame.event.get`` reads it as always.

pygame exposes no such call, so it is reached through ctypes in the very SDL library pygame
loaded: found among the libraries the process has mapped (Linux), beside pygame's modules
(Windows' SDL2.dll, macOS's .dylibs), or in the process's namespace, and taken only if its
video subsystem is up (another copy of SDL would wait on an empty queue). Where none is found
the loop waits with pygame's own call, at a polling wait's cost.
"""

from __future__ import annotations

import ctypes
import math
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

SDL_INIT_VIDEO = 0x20


def candidates() -> Iterator[str | None]:
    """Where pygame's SDL may be, the likeliest first (None: the process's own namespace)."""
    maps = Path("/proc/self/maps")
    if sys.platform.startswith("linux") and maps.exists():
        seen = []
        for line in maps.read_text(encoding="utf-8", errors="replace").splitlines():
            fields = line.split(maxsplit=5)  # address, rights, offset, device, inode, path
            path = fields[5] if len(fields) == 6 else ""
            name = Path(path).name
            if name.startswith("libSDL2") and not name.startswith("libSDL2_") \
                    and ".so" in name and path not in seen:
                seen.append(path)
        yield from seen
    folder = Path(pygame.__file__).parent
    for pattern in ("SDL2.dll", ".dylibs/libSDL2*.dylib", "libSDL2*.dylib"):
        yield from (str(path) for path in sorted(folder.glob(pattern)))
    yield None


def pygames_sdl() -> ctypes.CDLL | None:
    """The SDL library pygame runs on (its video subsystem up), or None."""
    for candidate in candidates():
        try:
            library = ctypes.CDLL(candidate)
            wait, was_init = library.SDL_WaitEventTimeout, library.SDL_WasInit
        except (OSError, AttributeError):
            continue
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if not was_init(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:
            continue  # another copy of SDL, not the one whose queue pygame reads
        wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
        return library
    return None


class EventWait:
    """Sleep until an event is queued or ``seconds`` pass (made once the display is up)."""

    def __init__(self) -> None:
        self._sdl = pygames_sdl()

    @property
    def native(self) -> bool:
        """SDL's own wait is used (not pygame's polling one)."""
        return self._sdl is not None

    def wait(self, seconds: float | None) -> tuple[bool, pygame.event.Event | None]:
        """Wait at most ``seconds`` (None: for as long as it takes). Whether an event came,
        and the event itself if the wait had to take it off the queue (pygame's own wait
        does: the caller handles it first)."""
        if self._sdl is not None:  # (rounded up: woken at the moment, never just before it)
            timeout = -1 if seconds is None else max(0, math.ceil(seconds * 1000) + 1)
            # ctypes lets go of the interpreter's lock for the call: other threads run
            return bool(self._sdl.SDL_WaitEventTimeout(None, timeout)), None
        if seconds is not None and seconds <= 0:
            return bool(pygame.event.peek()), None
        taken = pygame.event.wait(0 if seconds is None else math.ceil(seconds * 1000) + 1)
        if taken.type == pygame.NOEVENT:
            return False, None
        return True, taken
