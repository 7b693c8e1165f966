"""The player's zoom and pan of the RÖK cloth (scenes.table.zoom): Ctrl+wheel and + / - about
the pointer or the keys' ring, Ctrl+0 back to the fitted cloth, the wheel button (always) or
a drag on empty felt (never in the grab race: a press that misses a rune stays a miss) to
pan. Zooming is allowed at any moment, runes flying included: it takes no input a grab,
a slide or the buzzer uses. Only the cloth and what lies on it zoom (the layout's
``Geometry.sight``); the seats' belongings, the buttons and boxes keep their places. A part
:class:`scenes.games.rok.scene.RokScene` holds as ``sight``."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.table.board import GLIDE_SECONDS
from scenes.table.zoom import Zoom

if TYPE_CHECKING:
    from scenes.games.rok import layout as geo
    from scenes.games.rok.parts import RokTable

ON_CLOTH_ZONES = ("runes", "stone", "aim")  # the keys' zones whose stops lie on the cloth


class RokSight:
    """The cloth's zoom and pan (see the module docstring)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.zoom = Zoom()
        self.focused: str | None = None  # the stop the keys' ring was on (brought into view)

    def fitted(self, places: geo.Geometry) -> geo.Geometry:
        """``places`` seen through the zoom, the zoom kept on this cloth (a new canvas)."""
        zoom = self.zoom
        zoom.clamp(places.cloth_rect, places.play_area)
        if zoom.factor == 1.0:
            zoom.shift = (0.0, 0.0)
        return dataclasses.replace(places, sight=(zoom.factor, *zoom.shift))

    def change(self, move: Callable[[], object]) -> None:
        """Zoom or pan: the cloth is drawn anew and the runes resting on it move at once
        (one gliding goes on gliding, to its new place)."""
        zoom, table = self.zoom, self.table
        before = (zoom.factor, zoom.shift)
        move()
        if (zoom.factor, zoom.shift) == before or not table.view or table.session is None:
            return
        board = table.board
        resting = {key for key, piece in board.pieces.items()
                   if piece.elapsed >= GLIDE_SECONDS and key not in board.leaving}
        table.places = self.fitted(table.places)
        table.refresh()
        for key in resting:
            piece = board.pieces.get(key)
            if piece is not None:
                piece.start, piece.elapsed = piece.end, GLIDE_SECONDS

    def zoom_input(self, event: pygame.event.Event) -> bool:
        """Ctrl+wheel, + / -, Ctrl+0 and the pans; True if the event was one."""
        table = self.table
        places = table.places
        view = places.play_area
        if not table.view:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and \
                not view.collidepoint(event.pos):
            return False
        ring = table.focus.ring(table.key_zones()) if table.focus.shown else None
        focus = ring.center if ring is not None and view.colliderect(ring) else view.center
        done = False

        def handle() -> None:
            nonlocal done
            done = self.zoom.handle(event, table.mouse, focus, places.cloth_rect, view)
        self.change(handle)
        return done

    def pan_from(self, pos: tuple[int, int]) -> bool:
        """A press on empty felt of a zoomed cloth starts a pan (True), else nothing; never
        in the grab race."""
        table = self.table
        return self.zoom.pan_from(pos, table.places.play_area.collidepoint(pos)
                                  and table.view.get("phase") != "grab")

    def bring_focus_into_view(self) -> None:
        """The keys moved the ring to a stone off the shown cloth: the cloth pans to it."""
        table = self.table
        focus = table.focus
        found = focus.resolve(table.key_zones()) if focus.shown and table.view else None
        stop = f"{found[0].name}:{found[0].stops[found[1]].key}" if found else None
        if stop == self.focused:
            return
        self.focused = stop
        if found is None or found[0].name not in ON_CLOTH_ZONES or self.zoom.factor == 1.0:
            return
        ring = pygame.Rect(found[0].stops[found[1]].rect)
        places = table.places
        left, top = places.off_cloth(*ring.topleft)
        box = pygame.Rect(round(left), round(top), round(ring.width / places.factor),
                          round(ring.height / places.factor))
        self.change(lambda: self.zoom.reveal(box, places.cloth_rect, places.play_area))
