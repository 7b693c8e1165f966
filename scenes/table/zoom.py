"""Zooming and panning a table's board: Ctrl+wheel and + / - about the pointer or the focus,
Ctrl+0 back to the fitted view, the wheel button or a drag on empty felt to pan.

A table lays its board out to fit a ``view`` (a rectangle of the canvas); :class:`Zoom` maps
that fitted picture to the screen (``screen = fitted × factor + shift``) and back, so a
table draws through :meth:`Zoom.apply` and reads the pointer through :meth:`Zoom.undo`: a
drag, a drop or a hover then finds the same cell at any zoom. The picture's ``content`` (the
part worth seeing) never leaves the view: smaller than the view it stays inside, larger it
covers it (:meth:`Zoom.clamp`). Nothing here knows a game.
"""

from __future__ import annotations

import pygame

STEP = 1.25  # one notch of the wheel, one press of + or -
MOST = 3.0  # the closest zoom (the fitted view is 1)
ZOOM_IN = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESET = (pygame.K_0, pygame.K_KP_0)
CTRL = pygame.KMOD_CTRL | pygame.KMOD_META  # (Cmd on a Mac)
Point = tuple[float, float]


class Zoom:
    """The zoom factor and the pan of a board over its fitted picture."""

    def __init__(self) -> None:
        self.factor = 1.0
        self.shift = (0.0, 0.0)
        self.grab: tuple[int, int] | None = None  # where a pan's drag last was (canvas)

    def apply(self, point: Point) -> Point:
        """A point of the fitted picture on the screen."""
        return point[0] * self.factor + self.shift[0], point[1] * self.factor + self.shift[1]

    def undo(self, point: Point) -> Point:
        """The point of the fitted picture shown at screen ``point``."""
        return (point[0] - self.shift[0]) / self.factor, (point[1] - self.shift[1]) / self.factor

    def apply_rect(self, rect: pygame.Rect) -> pygame.Rect:
        left, top = self.apply(rect.topleft)
        return pygame.Rect(round(left), round(top), round(rect.width * self.factor),
                           round(rect.height * self.factor))

    @property
    def zoomed(self) -> bool:
        return self.factor != 1.0 or self.shift != (0.0, 0.0)

    def reset(self) -> None:
        self.factor, self.shift, self.grab = 1.0, (0.0, 0.0), None

    def zoom_at(self, factor: float, about: Point, content: pygame.Rect,
                view: pygame.Rect) -> None:
        """Zoom to ``factor`` (between 1 and MOST) keeping the picture's point under
        ``about`` where it is, then keep ``content`` on the screen."""
        factor = min(MOST, max(1.0, factor))
        fixed = self.undo(about)
        self.factor = factor
        self.shift = (about[0] - fixed[0] * factor, about[1] - fixed[1] * factor)
        if factor == 1.0:
            self.shift = (0.0, 0.0)  # (all the way out is the fitted view itself)
        self.clamp(content, view)

    def pan(self, by: Point, content: pygame.Rect, view: pygame.Rect) -> None:
        self.shift = (self.shift[0] + by[0], self.shift[1] + by[1])
        self.clamp(content, view)

    def clamp(self, content: pygame.Rect, view: pygame.Rect) -> None:
        """``content`` (in the fitted picture) stays on the screen: inside ``view`` while it is
        smaller, covering it once larger."""
        shift = list(self.shift)
        for axis, (low, size, v_low, v_size) in enumerate(
                ((content.left, content.width, view.left, view.width),
                 (content.top, content.height, view.top, view.height))):
            start = low * self.factor + shift[axis]
            length = size * self.factor
            if length <= v_size:
                start = min(max(start, v_low), v_low + v_size - length)
            else:
                start = max(min(start, v_low), v_low + v_size - length)
            shift[axis] = start - low * self.factor
        self.shift = (shift[0], shift[1])

    def reveal(self, rect: pygame.Rect, content: pygame.Rect, view: pygame.Rect) -> bool:
        """Pan as little as brings ``rect`` (in the fitted picture) into ``view``; True if the
        picture moved."""
        shown = self.apply_rect(rect)
        inner = view.inflate(-8, -8)
        dx = max(0, inner.left - shown.left) - max(0, shown.right - inner.right)
        dy = max(0, inner.top - shown.top) - max(0, shown.bottom - inner.bottom)
        if not dx and not dy:
            return False
        before = self.shift
        self.pan((dx, dy), content, view)
        return self.shift != before

    def handle(self, event: pygame.event.Event, pointer: tuple[int, int], focus: Point,
               content: pygame.Rect, view: pygame.Rect) -> bool:
        """Ctrl+wheel (about ``pointer``), + / - (about ``focus``), Ctrl+0, and a pan with the
        wheel button held; True if the event was the zoom's."""
        if event.type == pygame.MOUSEWHEEL:
            if not pygame.key.get_mods() & CTRL or not event.y:
                return False
            about = pointer if view.collidepoint(pointer) else view.center
            self.zoom_at(self.factor * STEP ** (1 if event.y > 0 else -1), about, content, view)
            return True
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0)
            if event.key in RESET and mods & CTRL:
                self.reset()
                return True
            if event.key in ZOOM_IN + ZOOM_OUT and not mods & pygame.KMOD_ALT:
                step = STEP if event.key in ZOOM_IN else 1 / STEP
                self.zoom_at(self.factor * step, focus, content, view)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.grab = event.pos
            return True
        return self.drag(event, content, view)

    def start_drag(self, pos: tuple[int, int]) -> None:
        """A press on empty felt: the picture follows the pointer until the button rises."""
        self.grab = pos

    def pan_from(self, pos: tuple[int, int], on_felt: bool) -> bool:
        """A press on empty felt (``on_felt``: inside the board, where a pan may start)
        of a zoomed board starts a pan (True); unzoomed, nothing (False)."""
        if self.factor > 1 and on_felt:
            self.start_drag(pos)
            return True
        return False

    def drag(self, event: pygame.event.Event, content: pygame.Rect, view: pygame.Rect) -> bool:
        """Follow a pan's drag; True while one is under way."""
        if self.grab is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pan((event.pos[0] - self.grab[0], event.pos[1] - self.grab[1]), content, view)
            self.grab = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            self.grab = None
            return True
        return False
