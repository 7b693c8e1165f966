"""What a table drew where, for the layout checks (scenes.kit.regions): the still panels it
blits, the regions its still layer marked, and every region of a frame, from the log to the
cards at rest.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from scenes.kit.regions import Region

if TYPE_CHECKING:
    from scenes.table.panels import Panel
    from scenes.table.parts import DrawnTable


class Drawn:
    """The regions of the still layer (``still``, filled by ``draw_static``), held by
    :class:`scenes.table.base.TableScene` as ``drawn``."""

    def __init__(self, table: DrawnTable) -> None:
        self.table = table
        self.still: list[Region] = []  # what draw_static drew, for the layout checks
        self.restored: list[pygame.Rect] = []  # where the last composition gave the felt back

    def restore(self, surface: pygame.Surface | None, felt: pygame.Surface) -> None:
        """A new composition of the still layer begins: the felt back on ``surface`` under
        what the last one drew (None: the layer is drawn anew, all felt already), the
        boxes kept in ``restored`` (a part left in place checks that none touched it)."""
        self.restored = []
        if surface is not None:
            self.restored = [pygame.Rect(region.box) for region in self.still]
            for box in self.restored:
                surface.blit(felt, box, box)
        self.still = []

    def blit_panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect,
                   key: Hashable, paint: Callable[[Panel], None]) -> None:
        """Blit the still panel ``name`` (scenes.table.panels), painted again only when its
        ``key`` changed, and note its regions."""
        table = self.table
        felt = table.ctx.assets.background(table.ctx.canvas.size, table.ctx.palette)
        panel = table.panels.panel(name, rect, key, felt, paint)
        surface.blit(panel.surface, rect)
        for kind, part, area in panel.marks:
            self.mark(kind, part, area.move(rect.topleft))

    def mark(self, kind: str, name: str, rect: pygame.Rect) -> None:
        """Note a region ``draw_static`` drew (see scenes.kit.regions)."""
        self.still.append(Region(kind, name, (rect.x, rect.y, rect.w, rect.h)))

    def regions(self) -> list[Region]:
        """The log, the status line, the still parts and every card at rest."""
        table = self.table
        log = table.log_rect
        found = [Region("panel", "log", (log.x, log.y, log.w, log.h)),
                 *self.still]
        marker = table.log.marker_rect() if table.log is not None else None
        if marker is not None:
            found.append(Region("text", "log_marker", (marker.x, marker.y, marker.w, marker.h)))
        plate = table.status_line.status[1]
        if plate is not None:
            rect = table.status_place(plate)
            found.append(Region("text", "status", (rect.x, rect.y, rect.w, rect.h)))
        found += table.recap.regions()
        if table.coach is not None:
            found += table.coach.regions()
        for piece in table.board.in_order():
            box = table.piece_box(piece)
            if box is not None and not piece.moving:
                found.append(Region("card", piece.key, (box.x, box.y, box.w, box.h)))
        return found
