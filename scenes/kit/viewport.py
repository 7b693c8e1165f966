"""How big the canvas is for a window, where it sits, and the way back for the mouse.

Scenes lay out for the canvas they are given (``AppContext.canvas``), never smaller than
:data:`SMALLEST_CANVAS`, the size every screen is designed to fit. The canvas *is* the
window whenever the window is at least that big and less than twice it: everything is
drawn at the window's own size, so nothing is soft. A window smaller than that gets a
canvas of its own aspect (the smallest one that holds :data:`SMALLEST_CANVAS`) drawn
shrunk into it; a window twice as big or more (a 2560×1600 laptop) gets the canvas at a
whole factor, each pixel an exact square. No bars are left, but the pixel or two a whole
factor cannot fill. Both directions of the mouse are pure functions here, tested exactly.

Why a floor, and shrinking below it: the screens need 1280×800 of room at 150 % text, and
an averaged shrink keeps strokes even where enlarging would blur them. A 1366×768 laptop's
first window (1334×688) gets a canvas of 1551×800 shown at 0.86.

The window's first size is chosen here too: the usable desktop (the screen less room
for a taskbar and a title bar), or the size remembered from the last run if it still fits.
"""

from __future__ import annotations

from dataclasses import dataclass

Size = tuple[int, int]
Point = tuple[float, float]

# room left on the desktop for a taskbar / dock and the window's title bar
TASKBAR = 48
TITLE_BAR = 32
SIDE_MARGIN = 16
MIN_WINDOW = (320, 200)
SMALLEST_CANVAS = (1280, 800)  # every screen is laid out to fit this much at least


@dataclass(frozen=True)
class Viewport:
    """The canvas drawn at ``scale`` with its top-left corner at ``left, top`` of a window."""

    window: Size
    canvas: Size
    scale: float
    left: int
    top: int

    @property
    def size(self) -> Size:
        """The canvas's size on screen (window pixels)."""
        return round(self.canvas[0] * self.scale), round(self.canvas[1] * self.scale)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """Where the picture lies in the window: (left, top, width, height)."""
        return (self.left, self.top, *self.size)

    @property
    def identity(self) -> bool:
        return self.window == self.canvas

    def to_canvas(self, pos: Point) -> tuple[int, int]:
        """A window pixel in canvas units: the canvas pixel under its centre (pixels over a bar
        map to the nearest edge).

        >>> Viewport.fit((1334, 688)).to_canvas((667, 344))
        (776, 400)
        """
        x = (pos[0] - self.left + 0.5) / self.scale
        y = (pos[1] - self.top + 0.5) / self.scale
        return (min(self.canvas[0] - 1, max(0, int(x // 1))),
                min(self.canvas[1] - 1, max(0, int(y // 1))))

    def to_window(self, pos: Point) -> tuple[int, int]:
        """The window pixel showing canvas point ``pos`` (the centre of its pixel block)."""
        return (int(self.left + (pos[0] + 0.5) * self.scale),
                int(self.top + (pos[1] + 0.5) * self.scale))

    def rect_to_window(self, rect: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
        """A canvas rectangle (x, y, w, h) as the window pixels that show it. Both edges are
        rounded down, so boxes apart on the canvas stay apart and a box inside another stays
        inside it."""
        x, y, w, h = rect
        left, top = int(self.left + x * self.scale), int(self.top + y * self.scale)
        right, bottom = int(self.left + (x + w) * self.scale), int(self.top + (y + h) * self.scale)
        return (left, top, right - left, bottom - top)

    def bars(self) -> list[tuple[int, int, int, int]]:
        """The window's parts the picture leaves empty (two bars, or none)."""
        width, height = self.size
        wide, high = self.window
        if width < wide:
            return [(0, 0, self.left, high), (self.left + width, 0, wide - self.left - width,
                                              high)]
        if height < high:
            return [(0, 0, wide, self.top), (0, self.top + height, wide, high - self.top - height)]
        return []

    @classmethod
    def fit(cls, window: Size, smallest: Size = SMALLEST_CANVAS) -> Viewport:
        """The canvas for ``window`` and where it lies: the window itself when it holds
        ``smallest`` (up to twice), else shrunk, or a whole factor up, and centred.

        >>> Viewport.fit((1920, 1080)).rect, Viewport.fit((1920, 1080)).canvas
        ((0, 0, 1920, 1080), (1920, 1080))
        >>> view = Viewport.fit((1334, 688))
        >>> view.canvas, round(view.scale, 2)
        ((1551, 800), 0.86)
        >>> Viewport.fit((2560, 1600)).canvas, Viewport.fit((2560, 1600)).scale
        ((1280, 800), 2)
        """
        fit = min(window[0] / smallest[0], window[1] / smallest[1])
        scale: float = fit if fit < 1 else int(fit)
        canvas = (max(smallest[0], int(window[0] / scale)),
                  max(smallest[1], int(window[1] / scale)))
        width, height = round(canvas[0] * scale), round(canvas[1] * scale)
        return cls(window, canvas, scale, (window[0] - width) // 2, (window[1] - height) // 2)


def points_to_pixels(pos: Point, points: Size, pixels: Size) -> Point:
    """A position SDL reports in the window's points, in the pixels of its surface.

    Mouse events come in points, the size of the window's frame; pictures are drawn in
    pixels. They agree on Linux, on Windows (which scales an app that does not declare
    itself DPI-aware, as ours does not) and on a Mac for a window without a high-DPI
    drawable (pygame-ce's ``set_mode`` asks for none: macOS scales it up). Should a drawable
    ever hold two pixels a point (a Retina window made high-DPI), a click still lands where
    it points.

    >>> points_to_pixels((640, 400), (1280, 800), (2560, 1600))
    (1280.0, 800.0)
    >>> points_to_pixels((640, 400), (1280, 800), (1280, 800))
    (640, 400)
    """
    if points == pixels or min(points) <= 0:
        return pos
    return pos[0] * pixels[0] / points[0], pos[1] * pixels[1] / points[1]


def usable(desktop: Size) -> Size:
    """The part of a desktop a window may take: less a taskbar, a title bar and side margins."""
    return (max(MIN_WINDOW[0], desktop[0] - 2 * SIDE_MARGIN),
            max(MIN_WINDOW[1], desktop[1] - TASKBAR - TITLE_BAR))


def first_window(desktop: Size) -> Size:
    """The window size at start: the whole usable desktop (the canvas takes its aspect).

    >>> first_window((1366, 768))
    (1334, 688)
    >>> first_window((1280, 720))
    (1248, 640)
    """
    return usable(desktop)


def fits(size: Size, desktop: Size) -> bool:
    """A remembered window size may come back: not smaller than the minimum, and within the
    usable desktop."""
    room = usable(desktop)
    return MIN_WINDOW[0] <= size[0] <= room[0] and MIN_WINDOW[1] <= size[1] <= room[1]


def position_fits(position: tuple[int, int], size: Size, desktop: Size) -> bool:
    """A remembered position may come back when the whole window lies on the desktop."""
    x, y = position
    return x >= 0 and x + size[0] <= desktop[0] and y >= 0 and y + size[1] <= desktop[1]


def centred(size: Size, desktop: Size) -> tuple[int, int]:
    """The window's place when nothing is remembered: centred in the usable desktop, under
    its title bar."""
    room = usable(desktop)
    return (max(0, (desktop[0] - size[0]) // 2),
            max(TITLE_BAR, (room[1] - size[1]) // 2 + TITLE_BAR))


def choose_window(desktop: Size, remembered: Size | None,
                  position: tuple[int, int] | None) -> tuple[Size, tuple[int, int]]:
    """The window's size and place at start: the remembered ones when they still fit the
    desktop (each checked on its own), else the largest fitting size, centred.

    >>> choose_window((1366, 768), (1600, 1000), (400, 100))
    ((1334, 688), (16, 32))
    """
    size = remembered if remembered is not None and fits(remembered, desktop) \
        else first_window(desktop)
    if position is None or not position_fits(position, size, desktop):
        position = centred(size, desktop)
    return size, position
