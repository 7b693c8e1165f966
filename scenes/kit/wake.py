"""Waking the app's loop from another thread.

At rest the loop sleeps until an event comes or something it was told of falls due
(scenes/app/loop.py). Work done off the frame thread — a bot's move or a hint found, a save
written, the index refreshed, a message from the network — posts a :data:`WAKE` event when
its result is there to be read, and the loop runs its updates at once. ``pygame.event.post``
may be called from any thread (pygame-ce queues through SDL_PushEvent, which locks the queue
and wakes a thread waiting on it); the loop reads WAKE events and drops them.
"""

from __future__ import annotations

import contextlib

import pygame

WAKE = pygame.USEREVENT  # (pygame_gui's own events are given the numbers after it)


def wake(reason: str = "") -> None:
    """Wake the loop (``reason`` is for anyone looking at the events: "bot", "saved" ...).
    Nothing happens without a display (tools, headless tests, after the app closed)."""
    with contextlib.suppress(pygame.error):  # no video system: nobody is waiting
        pygame.event.post(pygame.event.Event(WAKE, reason=reason))
