"""Where the Pook board is seen from: the table's parts laid out for the canvas, the grid
fitted to the cells still available, and the player's zoom and pan (scenes.table.zoom) —
the cards lying on the grid move with it. A part :class:`scenes.games.pook.scene.PookScene`
holds as ``sight``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.games.pook import layout as geo

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable


class PookSight:
    """The board's layout, fit, zoom and pan (see the module docstring)."""

    def __init__(self, table: PookTable) -> None:
        self.table = table
        self.focused: str | None = None  # the stop the keys' ring was on (brought into view)

    def lay_out(self) -> None:
        """The table's parts for this canvas, text size and words (the left column as wide
        as the totals' names and the Banners' title need, the hand right of the viewer's
        name), the grid fitted to its window at once."""
        table = self.table
        before, painter = table.places, table.painter
        table.places = geo.places(table.play_area(), painter.plate_height,
                                  painter.left_column(), painter.own_width())
        free = geo.available(table.view["table"]) if table.view else geo.ALL_CELLS
        self.move_camera(lambda: table.camera.fit(table.places.board, free, True))
        if table.places != before and table.view and table.session is not None:
            table.refresh()  # (the hand and the plates go to their new places)

    def plate_rects(self) -> dict[int, pygame.Rect]:
        """The other seats' plates along the top."""
        table = self.table
        return geo.plate_rects(table.view["players"], table.viewer, table.painter.plate_height,
                               table.places.area.right)

    def move_camera(self, change: Callable[[], object]) -> None:
        """Move the grid on the screen (a fit, a glide, a zoom, a pan): the cards lying on it
        (or gliding onto it) move with it at once."""
        board, camera = self.table.board, self.table.camera
        lying = [(piece, camera.to_cells(piece.start), camera.to_cells(piece.end))
                 for key, piece in board.pieces.items()
                 if (key == "piggy" or key.startswith("t:")) and key not in board.leaving]
        change()
        for piece, start, end in lying:
            piece.start, piece.end = camera.to_screen(start), camera.to_screen(end)

    def zoom_input(self, event: pygame.event.Event) -> bool:
        """Ctrl+wheel, + / -, Ctrl+0 and the pans (scenes.table.zoom); True if it was one."""
        table = self.table
        camera = table.camera
        ring = table.focus.ring(table.key_zones()) if table.focus.shown else None
        focus = ring.center if ring is not None and camera.window.colliderect(ring) \
            else camera.window.center
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and \
                not camera.window.collidepoint(event.pos):
            return False
        done = False

        def handle() -> None:
            nonlocal done
            done = camera.zoom.handle(event, table.mouse, focus, camera.content, camera.window)
        self.move_camera(handle)
        if done:
            table.tip = (None, None)
        return done

    def pan_from(self, pos: tuple[int, int]) -> bool:
        """A press on empty felt of a zoomed board starts a pan (True), else nothing."""
        camera = self.table.camera
        return camera.zoom.pan_from(pos, camera.window.collidepoint(pos))

    def bring_focus_into_view(self) -> None:
        """The keys moved the ring to a cell off the board's window: the board pans to it."""
        table = self.table
        focus = table.focus
        ring = focus.ring(table.key_zones()) if focus.shown else None
        stop = f"{focus.zone}:{focus.stop}" if ring is not None else None
        if stop == self.focused:
            return
        self.focused = stop
        cell = table.view.get("piggy") if focus.stop == "piggy" else \
            focus.stop[5:] if focus.stop.startswith("cell:") else None
        if ring is None or not cell:
            return
        camera = table.camera
        col, row = geo.cell_col_row(cell)
        left, top = camera.fitted((col, row))
        right, bottom = camera.fitted((col + 1, row + 1))
        box = pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
        self.move_camera(lambda: camera.zoom.reveal(box, camera.content, camera.window))
