"""Open between frames, shut while the frame thread makes one.

Python runs one thread at a time. A thread that wakes in the middle of a frame (the autosave's
writer, handed a move during that very frame) takes the interpreter from it at its next
pause — each blit lets go of it — for up to the switch interval: on this machine the frames
after a move took 0.4-0.7 ms longer while the writer turned the record into JSON and updated
the index (the tables' frames aim at 2 ms). At 60 frames a second the frame thread rests ~14 ms of
every 16: work that can wait a few milliseconds waits for the gate to open and is done then.
"""

from __future__ import annotations

import threading

PATIENCE_SECONDS = 0.1  # no frame ever holds back waiting work longer than this


class FrameGate:
    """Shut by the app when a frame starts, opened when it ends (whatever way it ends)."""

    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()

    def shut(self) -> None:
        self._open.clear()

    def open(self) -> None:
        self._open.set()

    @property
    def is_open(self) -> bool:
        return self._open.is_set()

    def wait(self, seconds: float = PATIENCE_SECONDS) -> bool:
        """Wait until no frame is being made (at most ``seconds``); True if none is."""
        return self._open.wait(seconds)
