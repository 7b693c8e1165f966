"""The one window: its size at start, the canvas drawn at its size, fullscreen and back.

Scenes draw on a canvas whose size :class:`scenes.kit.viewport.Viewport` picks for the
window: the window itself at any usual size (drawn at size, nothing scaled), shrunk when
the window is smaller than the screens are made for, a whole factor up on a very large
one. :meth:`Screen.present` shows it; :attr:`Screen.canvas_size` tells the app when a new
size asks the screens to lay out again.

The filter is chosen on purpose: at a whole factor each canvas pixel becomes a square of
window pixels (nearest neighbour, edges as crisp as on a 1280×800 screen); shrinking is
averaged so strokes stay even.

The window's own state (windowed size and place, fullscreen) is what settings
remember; :attr:`Screen.windowed` is kept up to date from the window's events.
"""

from __future__ import annotations

import contextlib
import time

import pygame

from scenes.kit.uimanager import UIManager
from scenes.kit.viewport import Point, Size, Viewport, centred, choose_window, points_to_pixels

WINDOW_EVENTS = (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWMOVED)
# going fullscreen or back, SDL makes a new window: the old one reports the pointer and the
# focus leaving it, which must not drop a card held through the switch
REMAKE_EVENTS = (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST, pygame.WINDOWCLOSE)
REMAKE_SECONDS = 0.5


def whole(scale: float) -> bool:
    """A scale factor of 2, 3... (each canvas pixel becomes an exact square of pixels)."""
    return scale >= 2 and scale == int(scale)


def desktop_size() -> Size:
    """The first display's desktop size (a window opens there)."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else (1280, 800)


def maximise() -> None:
    """Ask the window manager to maximise the window (the first start: the work area is the
    player's desktop less its panels, which only the window manager knows)."""
    with contextlib.suppress(pygame.error, AttributeError):  # an older pygame-ce
        pygame.Window.from_display_module().maximize()


class Screen:
    """The display window and the canvas the scenes draw on."""

    def __init__(self, smallest: Size, size: Size | None = None,
                 remembered: Size | None = None,
                 position: tuple[int, int] | None = None) -> None:
        """Open the window: at ``size`` if given (tests, benchmarks), else at the remembered
        size and place when they still fit the desktop, else as large as the desktop allows.
        SDL's dummy driver has no real desktop: there the window is the smallest canvas."""
        self.smallest = smallest
        given = size
        desktop = desktop_size()
        if size is not None:
            position = centred(size, desktop)
        elif pygame.display.get_driver() == "dummy":
            size, position = smallest, (0, 0)
        else:
            size, position = choose_window(desktop, remembered, position)
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        if pygame.display.get_driver() != "dummy":
            pygame.display.set_window_position(position)
            if remembered is None and given is None:
                maximise()  # a window manager fits it to the work area exactly
        self.windowed: tuple[Size, tuple[int, int]] = (size, position)
        self.fullscreen = False
        self.remade_at = -REMAKE_SECONDS  # when SDL last made the window anew (monotonic)
        self.shown_anew = True  # that window was presented since
        self.canvas = self.surface
        self.viewport = Viewport.fit(size, smallest)
        self.points: Size = size  # the window's size in SDL's points (mouse positions' unit)
        self._refit()

    # --- window changes --------------------------------------------------------------------------

    @property
    def canvas_size(self) -> Size:
        """The size the screens lay out for now."""
        return self.viewport.canvas

    def _refit(self) -> None:
        """Follow the window's size: a new viewport (and canvas size), and a canvas of our
        own unless the canvas is the window."""
        surface = pygame.display.get_surface()
        assert surface is not None  # (the window is open)
        self.surface = surface
        size = self.surface.get_size()
        if min(size) <= 0:  # a window folded away to nothing: keep drawing as before
            return
        self.viewport = Viewport.fit(size, self.smallest)
        self.points = pygame.display.get_window_size()
        if self.viewport.identity:
            self.canvas = self.surface
        elif self.canvas is self.surface or self.canvas.get_size() != self.canvas_size:
            self.canvas = pygame.Surface(self.canvas_size).convert()

    def handle(self, event: pygame.event.Event) -> bool:
        """Follow a window event (resized, moved); True when the event was one, or the old
        window's goodbye just after a fullscreen switch (nobody else should see it)."""
        if event.type in REMAKE_EVENTS:
            return time.monotonic() - self.remade_at < REMAKE_SECONDS
        if event.type not in WINDOW_EVENTS:
            return False
        if event.type == pygame.WINDOWMOVED:
            if not self.fullscreen:
                self.windowed = (self.windowed[0], (event.x, event.y))
            return True
        if self.surface is not pygame.display.get_surface() or \
                self.surface.get_size() != self.viewport.window:
            self._refit()
        if not self.fullscreen:
            self.windowed = (self.viewport.window, self.windowed[1])
        return True

    def resize(self, size: Size) -> None:
        """Make the window ``size`` (tests and the benchmark; players drag its border)."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self._refit()
        self.windowed = (size, self.windowed[1])

    def set_fullscreen(self, on: bool) -> bool:
        """Fullscreen on the desktop's own resolution, or back to the last window; False when
        the platform refuses (nothing changes then)."""
        if on == self.fullscreen:
            return True
        try:
            if on:  # from the desktop's corner: without a window manager nothing moves it there
                if pygame.display.get_driver() != "dummy":
                    pygame.display.set_window_position((0, 0))
                pygame.display.set_mode(desktop_size(), pygame.FULLSCREEN)
            else:
                size, position = self.windowed
                pygame.display.set_mode(size, pygame.RESIZABLE)
                if pygame.display.get_driver() != "dummy":
                    pygame.display.set_window_position(position)
        except pygame.error:
            return False
        self.remade_at = time.monotonic()
        self.shown_anew = False  # the grace period restarts once the new window is shown
        self.fullscreen = on
        self._refit()
        return True

    # --- drawing -------------------------------------------------------------------------------

    def present(self, bars: tuple[int, int, int]) -> None:
        """Scale the canvas into the window (bars in colour ``bars``) and show it."""
        if not self.shown_anew:  # the old window says goodbye after the new one shows,
            self.shown_anew = True  # however long the frame that made it took
            self.remade_at = time.monotonic()
        if self.canvas is not self.surface:
            view = self.viewport
            for rect in view.bars():
                self.surface.fill(bars, rect)
            target = self.surface.subsurface(view.rect)
            scale = pygame.transform.scale if whole(view.scale) else pygame.transform.smoothscale
            scale(self.canvas, view.size, target)
        pygame.display.flip()

    def to_canvas(self, pos: Point) -> tuple[int, int]:
        """A mouse position (SDL's points) in canvas units."""
        return self.viewport.to_canvas(points_to_pixels(pos, self.points, self.viewport.window))

    def mapped(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with its mouse position (and motion) in canvas units."""
        high_dpi = self.points != self.viewport.window
        if (self.viewport.identity and not high_dpi) or not hasattr(event, "pos"):
            return event
        data = dict(event.__dict__)
        data["pos"] = self.to_canvas(event.pos)
        if "rel" in data:
            scale = self.viewport.scale * self.points[0] / self.viewport.window[0]
            data["rel"] = (round(event.rel[0] / scale), round(event.rel[1] / scale))
        return pygame.event.Event(event.type, data)


class CanvasUIManager(UIManager):
    """The manager (with the theme-cache fix of :mod:`scenes.kit.uimanager`) for widgets laid out
    on the canvas: every mouse position it reads
    (events and the pointer for hovering) passes through :meth:`Screen.viewport`'s mapping,
    the hook pygame_gui offers for scaled windows."""

    screen: Screen | None = None

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
        if self.screen is None:
            return super().calculate_scaled_mouse_position(position)
        return self.screen.to_canvas(position)
