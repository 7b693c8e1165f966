"""What a table drew where, for the layout checks (scenes.kit.regions): the still panels it
blits, the regions its still layer marked, and every region of a frame, from the log to the
cards at rest. A mixin of :class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from scenes.frame.uiscene import LOGICAL_SIZE
from scenes.kit.regions import Region

if TYPE_CHECKING:
    from scenes.table.panels import Panel
    from scenes.table.parts import DrawnTable


class DrawnRegions:
    """The regions of the still layer (``static_regions``, filled by ``draw_static``)."""

    static_regions: list[Region]

    def blit_panel(self: DrawnTable, surface: pygame.Surface, name: str, rect: pygame.Rect,
                   key: Hashable, paint: Callable[[Panel], None]) -> None:
        """Blit the still panel ``name`` (scenes.table.panels), painted again only when its
        ``key`` changed, and note its regions."""
        felt = self.ctx.assets.background(LOGICAL_SIZE, self.ctx.palette)
        panel = self.panels.panel(name, rect, key, felt, paint)
        surface.blit(panel.surface, rect)
        for kind, part, area in panel.marks:
            self.mark(kind, part, area.move(rect.topleft))

    def mark(self, kind: str, name: str, rect: pygame.Rect) -> None:
        """Note a region ``draw_static`` drew (see scenes.kit.regions)."""
        self.static_regions.append(Region(kind, name, (rect.x, rect.y, rect.w, rect.h)))

    def drawn_regions(self: DrawnTable) -> list[Region]:
        """The log, the status line, the still parts and every card at rest."""
        log = self.log_rect
        found = [Region("panel", "log", (log.x, log.y, log.w, log.h)),
                 *self.static_regions]
        marker = self.log.marker_rect() if self.log is not None else None
        if marker is not None:
            found.append(Region("text", "log_marker", (marker.x, marker.y, marker.w, marker.h)))
        plate = self.status[1]
        if plate is not None:
            rect = self.status_place(plate)
            found.append(Region("text", "status", (rect.x, rect.y, rect.w, rect.h)))
        found += self.recap_regions()
        if self.coach is not None:
            found += self.coach.regions()
        for piece in self.board.in_order():
            box = self.piece_box(piece)
            if box is not None and not piece.moving:
                found.append(Region("card", piece.key, (box.x, box.y, box.w, box.h)))
        return found
