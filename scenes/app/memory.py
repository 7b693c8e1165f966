"""Handing freed memory back to the system when the screen changes (glibc; elsewhere the
allocator is left as it is).

A screen built and left frees tens of megabytes of pictures, widgets and fonts, but glibc's
allocator keeps what it freed in its heap for the next allocation, so the process's resident
memory only grows: a walk through every screen measured 30-40 MB free inside the heap. Two
calls make it give that back. ``mallopt(M_MMAP_THRESHOLD)`` fixes the size from which a
block has pages of its own (by default the threshold climbs to 32 MB after the first large
block freed, and a screen's layers then land in the heap between small objects, pinning it),
so a picture of a screen's size is returned whole when it is freed; and ``malloc_trim(0)``
returns the free pages left in the heap, once a screen has changed (a millisecond or two).
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameters (malloc.h)
MMAP_FROM = 256 * 1024


class Heap:
    """The C allocator, where it is glibc's (``usable`` False elsewhere: nothing is done)."""

    def __init__(self) -> None:
        self._libc: ctypes.CDLL | None = None
        if sys.platform.startswith("linux"):
            try:
                libc = ctypes.CDLL(None)
                libc.gnu_get_libc_version  # noqa: B018 (glibc's, not musl's)
                libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
                libc.malloc_trim.argtypes = [ctypes.c_size_t]
            except (OSError, AttributeError):
                return
            self._libc = libc

    @property
    def usable(self) -> bool:
        return self._libc is not None

    def tune(self) -> None:
        """Large blocks get pages of their own from now on, given back when freed."""
        if self._libc is not None:
            self._libc.mallopt(M_MMAP_THRESHOLD, MMAP_FROM)

    def give_back(self) -> None:
        """Return the heap's free pages to the system (after a change of screen)."""
        if self._libc is not None:
            self._libc.malloc_trim(0)
