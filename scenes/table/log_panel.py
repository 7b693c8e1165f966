"""The game log in words, newest at the bottom, in a panel beside the table.

It holds the whole game and scrolls: the mouse wheel over it, its scrollbar (drag the
thumb, or click the track to jump there), dragging the text itself, Page Up / Page Down.
It follows new lines while it shows the newest; once the player has scrolled up it stays
where they read, and a marker at its foot says how many lines came since — a click on it
jumps back down. Lines are kept as wrapped text; only those in view are rendered (and
kept for a while), so a long game costs no more to draw than a short one.

Each line knows how far the record stood when it was written (``position``: the number of
moves made), so a click on a line (a press and release without dragging) asks the table
to show the game as it was then (``clicked``); the lines of the position shown are marked.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.kit.assets import Assets, copy_of
from scenes.kit.palette import Colour, Palette
from scenes.kit.signs import row, sign
from scenes.kit.textlayout import wrap

COLUMN = 310  # the log column's width on the smallest canvas (1280 wide)
WIDER = 130  # how much wider a lesson's grows on a wider canvas (half the width beyond 1280)


def log_rect(canvas: pygame.Rect, coached: bool = False) -> pygame.Rect:
    """The log's column, at the right edge of every table, whatever the canvas's size
    (below it, the table's Take back button). In a lesson (``coached``) a wider canvas gives
    it some of its width: the coach's words above the log wrap less (larger text most of
    all); a game keeps that width for its table.

    >>> log_rect(pygame.Rect(0, 0, 1551, 800)), log_rect(pygame.Rect(0, 0, 1551, 800), True)
    (Rect(1233, 8, 310, 730), Rect(1103, 8, 440, 730))
    >>> log_rect(pygame.Rect(0, 0, 1280, 800), True)
    Rect(962, 8, 310, 730)
    """
    wider = min(WIDER, max(0, (canvas.width - 1280) // 2)) if coached else 0
    width = COLUMN + wider
    return pygame.Rect(canvas.right - 8 - width, 8, width, canvas.height - 70)


LOG_RECT = log_rect(pygame.Rect(0, 0, 1280, 800))  # on the smallest canvas

TOP = 42  # the title's band
BOTTOM = 10
MARGIN = 14
BAR = 6  # the scrollbar's width, in the right margin
BAR_GRIP = 16  # how wide a band around it takes a press
WHEEL_ROWS = 3
RENDERED_KEPT = 240  # rendered rows kept between frames
DRAG_THRESHOLD = 4
MARKER_ROWS = 2  # scrolled up, the foot of the panel holds the "new lines" marker
INDENT = "   "  # a line's continuation rows are indented


class LogPanel:
    """The log's lines, where it is scrolled to, and its drawing (see the module docstring)."""

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.lines]

    def __init__(self, rect: pygame.Rect, assets: Assets, palette: Palette,
                 tr: Callable[..., str] | None = None) -> None:
        self.rect = rect
        self.font = assets.font(17)
        self.title_font = assets.font(18, bold=True)
        self.marker_font = assets.font(15, bold=True)
        self.palette = palette
        self.tr = tr
        self.lines: list[tuple[str, Colour | None]] = []
        self._rows: list[tuple[str, Colour]] = []  # wrapped, continuation rows indented
        self._positions: list[int | None] = []  # per row: the moves made when its line came
        self.unwrapped: list[tuple[str, Colour, int | None]] = []  # added, not yet wrapped
        self.line_positions: list[int | None] = []  # the same, per line
        self.clicked: int | None = None  # a line was clicked: its position (the table reads it)
        self.marked: int | None = None  # the position the table shows (its lines marked)
        self.rendered: dict[int, pygame.Surface] = {}
        self.offset = 0  # rows scrolled up from the newest (0: following the game)
        self.unseen = 0  # rows added since the player scrolled up
        self.pointer = (0, 0)
        self.drag: tuple[str, int, int] | None = None  # (what, pointer y at press, offset)
        self.moved = False
        self.plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        self.plate.fill((*palette.panel, 220))
        self.base: tuple[pygame.Surface, str, pygame.Surface] | None = None  # panel_base()
        self.panel: pygame.Surface | None = None  # what render() draws on, again and again

    # --- content ----------------------------------------------------------------------------------

    def add(self, text: str, colour: Colour | None = None, position: int | None = None) -> None:
        """A line at the bottom. It is wrapped into rows when the rows are next read (when
        the log is drawn: the frame after a move, not the move's own frame)."""
        self.lines.append((text, colour))
        self.line_positions.append(position)
        self.unwrapped.append((text, colour or self.palette.ink, position))

    @property
    def rows(self) -> list[tuple[str, Colour]]:
        self.wrap_added()
        return self._rows

    @property
    def positions(self) -> list[int | None]:
        self.wrap_added()
        return self._positions

    def wrap_added(self) -> None:
        """Wrap the lines added since the rows were last read."""
        for text, ink, position in self.unwrapped:
            first, *rest = wrap(text, self.font, self.rect.width - 2 * MARGIN)
            rest = wrap(" ".join(rest), self.font, self.rect.width - 2 * MARGIN - self.indent)
            added = [first, *(INDENT + line for line in rest if line)]
            self._rows.extend((line, ink) for line in added)
            self._positions.extend([position] * len(added))
            if self.offset:  # the player reads further up: the view stays on what they read
                self.offset += len(added)
                self.unseen += len(added)
        self.unwrapped.clear()

    @property
    def indent(self) -> int:
        return self.font.size(INDENT)[0]

    @property
    def step(self) -> int:
        return self.font.get_linesize()

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.height - TOP - BOTTOM) // self.step)

    @property
    def max_offset(self) -> int:
        """How far up it scrolls: until the first row shows above the marker."""
        if len(self.rows) <= self.visible_rows:
            return 0
        return len(self.rows) - (self.visible_rows - MARKER_ROWS)

    def scroll_to(self, offset: int) -> bool:
        """Show the rows ``offset`` rows up from the newest; True if the view moved."""
        offset = max(0, min(self.max_offset, offset))
        if offset == self.offset:
            return False
        self.offset = offset
        if offset == 0:
            self.unseen = 0
        return True

    def shown(self) -> range:
        """The rows in view, oldest first (scrolled up, the marker takes the foot)."""
        last = len(self.rows) - self.offset
        fit = self.visible_rows - (MARKER_ROWS if self.offset else 0)
        return range(max(0, last - fit), last)

    # --- geometry (in the panel's own coordinates) ----------------------------------------------

    def track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.width - MARGIN // 2 - BAR // 2 - 1, TOP,
                           BAR, self.rect.height - TOP - BOTTOM)

    def thumb(self) -> pygame.Rect | None:
        """The scrollbar's thumb (None while everything fits)."""
        if not self.max_offset:
            return None
        track = self.track()
        height = max(28, round(track.height * self.visible_rows / len(self.rows)))
        share = 1 - self.offset / self.max_offset  # 1 at the newest, 0 at the first line
        return pygame.Rect(track.x, track.y + round((track.height - height) * share), BAR,
                           height)

    def marker_box(self, marker: pygame.Surface) -> pygame.Rect:
        box = marker.get_rect().inflate(20, 8)
        foot = self.rect.height - BOTTOM - MARKER_ROWS * self.step // 2
        box.center = (self.rect.width // 2, foot)
        return box

    def marker(self) -> pygame.Surface | None:
        """"3 new lines ↓" (or "Back to the latest ↓") while scrolled up, else None."""
        if not self.offset or self.tr is None:
            return None
        text = self.tr("table.log_new", count=self.unseen) if self.unseen else \
            self.tr("table.log_latest")
        ink = self.palette.background
        label = self.marker_font.render(text, True, ink)
        return row([label, sign("down", label.get_height() - 4, ink, 0.16)], 6)

    def marker_rect(self) -> pygame.Rect | None:
        """Where the marker lies on the canvas (for the layout checks and clicks)."""
        marker = self.marker()
        return None if marker is None else self.marker_box(marker).move(self.rect.topleft)

    # --- input (canvas coordinates) -------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Wheel, scrollbar, text drags and the marker; True when the event was the log's
        (the caller then redraws it)."""
        self.wrap_added()  # (scrolling counts the rows as they are now)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return self.drag_to(event.pos[1])
        if event.type == pygame.MOUSEWHEEL:
            if not self.rect.collidepoint(self.pointer):
                return False
            self.scroll_to(self.offset + WHEEL_ROWS * event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            if self.drag[0] == "text" and not self.moved:  # a click on a line, not a drag
                self.clicked = self.position_at(event.pos)
            self.drag = None
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = self.visible_rows - 2
            self.scroll_to(self.offset + (page if event.key == pygame.K_PAGEUP else -page))
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or \
                not self.rect.collidepoint(event.pos):
            return False
        self.pointer = event.pos
        return self.press(event.pos)

    def press(self, pos: tuple[int, int]) -> bool:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        marker = self.marker_rect()
        if marker is not None and marker.inflate(6, 6).collidepoint(pos):
            self.scroll_to(0)
            return True
        thumb = self.thumb()
        grip = self.track().inflate(BAR_GRIP - BAR, 0)
        if thumb is not None and grip.collidepoint(local):
            if not thumb.inflate(BAR_GRIP - BAR, 0).collidepoint(local):  # the track: jump
                self.jump_to(local[1] - thumb.height // 2)
            self.drag = ("thumb", pos[1], self.offset)
            return True
        self.drag = ("text", pos[1], self.offset)
        self.moved = False
        return True

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under ``pos`` (canvas units), if any."""
        shown = self.shown()
        foot = self.rect.bottom - BOTTOM - (MARKER_ROWS * self.step if self.offset else 0)
        top = foot - len(shown) * self.step
        if not (self.rect.left <= pos[0] < self.rect.right and top <= pos[1] < foot):
            return None
        return shown.start + (pos[1] - top) // self.step

    def position_at(self, pos: tuple[int, int]) -> int | None:
        """How far the game stood when the line under ``pos`` came (None: no such line)."""
        row = self.row_at(pos)
        return self.positions[row] if row is not None and row < len(self.positions) else None

    def marked_rows(self) -> list[int]:
        """The rows in view whose line came at the position the table shows."""
        if self.marked is None:
            return []
        return [row for row in self.shown() if self.positions[row] == self.marked]

    def jump_to(self, thumb_top: int) -> None:
        """Put the thumb's top at ``thumb_top`` (panel coordinates)."""
        thumb = self.thumb()
        if thumb is None:
            return
        track = self.track()
        room = max(1, track.height - thumb.height)
        share = min(1.0, max(0.0, (thumb_top - track.y) / room))
        self.scroll_to(round((1 - share) * self.max_offset))

    def drag_to(self, y: int) -> bool:
        if self.drag is None:
            return False
        what, start, offset = self.drag
        if what == "thumb":
            thumb = self.thumb()
            if thumb is None:
                return True
            room = max(1, self.track().height - thumb.height)
            rows = round((y - start) / room * self.max_offset)
            self.scroll_to(offset - rows)
        else:  # the text follows the pointer: pulling it down shows earlier lines
            if abs(y - start) > DRAG_THRESHOLD:
                self.moved = True
            if self.moved:
                self.scroll_to(offset + round((y - start) / self.step))
        return True

    # --- drawing ----------------------------------------------------------------------------------

    def row_surface(self, index: int) -> pygame.Surface:
        surface = self.rendered.get(index)
        if surface is None:
            if len(self.rendered) > RENDERED_KEPT:
                self.rendered.clear()
            text, ink = self.rows[index]
            surface = self.font.render(text, True, ink)
            self.rendered[index] = surface
        return surface

    def panel_base(self, background: pygame.Surface, title: str) -> pygame.Surface:
        """The empty panel: its piece of ``background`` under the see-through plate, the edge
        and the title, composed once (each move's render copies it and adds the rows)."""
        if self.base is None or self.base[0] is not background or self.base[1] != title:
            base = copy_of(background, self.rect)
            base.blit(self.plate, (0, 0))
            pygame.draw.rect(base, self.palette.panel_edge, base.get_rect(), 1, border_radius=6)
            base.blit(self.title_font.render(title, True, self.palette.accent), (MARGIN, 10))
            self.base = (background, title, base)
        return self.base[2]

    def render(self, background: pygame.Surface, title: str) -> pygame.Surface:
        """The panel as one opaque surface (over its piece of ``background``). The same
        surface each time, drawn again over its base: a fresh 1 MB surface at every move
        made the move's frame pay for memory the system had to hand over page by page."""
        self.wrap_added()
        base = self.panel_base(background, title)
        panel = self.panel
        if panel is None or panel.get_size() != base.get_size():
            panel = self.panel = copy_of(base)
        else:
            panel.blit(base, (0, 0))
        box = panel.get_rect()
        shown = self.shown()
        foot = box.bottom - BOTTOM - (MARKER_ROWS * self.step if self.offset else 0)
        y = foot - len(shown) * self.step
        marked = self.marked_rows()
        if marked:  # the lines of the position the table shows, in one frame
            top = y + (marked[0] - shown.start) * self.step
            band = pygame.Rect(MARGIN // 2, top, box.width - MARGIN, len(marked) * self.step)
            pygame.draw.rect(panel, self.palette.accent, band, 2, border_radius=6)
        for index in shown:
            panel.blit(self.row_surface(index), (MARGIN, y))
            y += self.step
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(panel, self.palette.background, self.track(), border_radius=3)
            pygame.draw.rect(panel, self.palette.muted, thumb, border_radius=3)
        marker = self.marker()
        if marker is not None:
            pill = self.marker_box(marker)
            pygame.draw.rect(panel, self.palette.accent, pill, border_radius=pill.height // 2)
            panel.blit(marker, marker.get_rect(center=pill.center))
        return panel
