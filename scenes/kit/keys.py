"""Keyboard shortcuts that differ between platforms, and the words that name them.

A Mac's take-back is Cmd+Z (Ctrl+Z works too, as it is written elsewhere), and its function
keys are the Mac's own (F11 shows the desktop unless fn is held): fullscreen is also
Ctrl+Cmd+F there, macOS's own shortcut. Each test takes the platform (``sys.platform``'s
value), so every platform's keys are tested on any machine.
"""

from __future__ import annotations

import sys

import pygame

MAC = "darwin"


def _platform(platform: str | None) -> str:
    return sys.platform if platform is None else platform


def is_undo(event: pygame.event.Event, platform: str | None = None) -> bool:
    """Ctrl+Z anywhere; Cmd+Z too on a Mac (a key press, not its release)."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_z:
        return False
    held = pygame.KMOD_CTRL | (pygame.KMOD_META if _platform(platform) == MAC else 0)
    return bool(event.mod & held)


def is_fullscreen_key(event: pygame.event.Event, platform: str | None = None) -> bool:
    """F11 anywhere; Ctrl+Cmd+F too on a Mac. Both the press and the release answer True (the
    app switches on the release and swallows the press)."""
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return False
    if event.key == pygame.K_F11:
        return True
    return (_platform(platform) == MAC and event.key == pygame.K_f
            and bool(event.mod & pygame.KMOD_CTRL) and bool(event.mod & pygame.KMOD_META))


def command_held(event: pygame.event.Event, platform: str | None = None) -> bool:
    """A modifier that makes a letter a command, not a letter: Ctrl or Alt, and Cmd on a Mac
    (Cmd+H hides the app there; it must not also ask for a hint)."""
    held = pygame.KMOD_CTRL | pygame.KMOD_ALT
    if _platform(platform) == MAC:
        held |= pygame.KMOD_META
    return bool(getattr(event, "mod", 0) & held)


def is_help_key(event: pygame.event.Event) -> bool:
    """"?" (whatever the layout puts it under: the character typed, not the key)."""
    return (event.type == pygame.KEYDOWN and getattr(event, "unicode", "") == "?"
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META))


def undo_label(platform: str | None = None) -> str:
    return "Cmd+Z" if _platform(platform) == MAC else "Ctrl+Z"


def fullscreen_label(platform: str | None = None) -> str:
    return "F11, Ctrl+Cmd+F" if _platform(platform) == MAC else "F11"
