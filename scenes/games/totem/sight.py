"""Where the Totem table is seen from: the places fitted to the play area, and the player's
zoom and pan over them (scenes.table.zoom). The cards on the board keep their fitted places
(a layout, a clash, a replay, a look back never know the zoom); the screen shows them through
:attr:`TotemSight.shown` (the places zoomed, the cards drawn at that size) and every pointer
reading and the keys' ring use the same. The plates, the status, the buttons and the log do
not zoom. A part :class:`scenes.games.totem.scene.TotemScene` holds as ``sight``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.games.totem.layout import Geometry
from scenes.kit.pieces.totem_art import TotemArt
from scenes.table.zoom import Zoom

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable

ARTS_KEPT = 4  # the card drawings of this many sizes are kept (the fitted one and 3 zooms)
TABLE_ZONES = ("hand", "enemy", "targets")  # the keys' zones on the cards (not the buttons)


class TotemSight:
    """The fitted and the zoomed places, the zoom's input (see the module docstring)."""

    def __init__(self, table: TotemTable) -> None:
        self.table = table
        self.zoom = Zoom()
        self.focused: str | None = None  # the stop the keys' ring was on (brought into view)
        self._fitted: Geometry | None = None
        self._shown: Geometry | None = None
        self.arts: dict[float, TotemArt] = {}  # the cards drawn at each size shown lately

    def forget(self) -> None:
        """The canvas, the log's column or the palette changed: places and drawings again."""
        self._fitted = self._shown = None
        self.arts.clear()

    @property
    def fitted(self) -> Geometry:
        """The places for the play area as it is now (the zoom kept within it)."""
        area = self.table.play_area()
        if self._fitted is None or self._fitted.area != (area.x, area.y, area.w, area.h):
            self._fitted = Geometry.of(area)
            self.zoom.clamp(area, area)
        return self._fitted

    @property
    def shown(self) -> Geometry:
        """The places as the screen shows them."""
        fitted, zoom = self.fitted, self.zoom
        shown = self._shown
        if shown is None or shown.area != fitted.area or (shown.factor, shown.shift) != (
                zoom.factor, zoom.shift):
            shown = self._shown = fitted.zoomed(zoom.factor, zoom.shift)
        return shown

    @property
    def cards(self) -> TotemArt:
        """The cards drawn at the size the screen shows them (the table's ``art``)."""
        scale = self.shown.scale
        if self.table.art.scale != scale:
            self.table.art = self.art(scale)
        return self.table.art

    def art(self, scale: float) -> TotemArt:
        """The cards drawn at ``scale`` (made once per size, never a picture scaled up)."""
        art = self.arts.pop(scale, None)
        if art is None:
            ctx = self.table.ctx
            art = TotemArt(ctx.assets, ctx.palette, scale)
            if len(self.arts) >= ARTS_KEPT:
                del self.arts[next(iter(self.arts))]  # (the size least lately shown)
        self.arts[scale] = art
        return art

    # --- the board's places on the screen ---------------------------------------------------

    def at(self, point: tuple[float, float]) -> tuple[float, float]:
        """A fitted point (where a card lies on the board) on the screen."""
        return self.zoom.apply(point)

    def card_box(self, centre: tuple[float, float], small: bool = False) -> pygame.Rect:
        """The box of the card lying at fitted ``centre``, as the screen shows it."""
        shown = self.shown
        return (shown.small_rect if small else shown.card_rect)(self.at(centre))

    def sees(self, pos: tuple[int, int]) -> bool:
        """The pointer is over the table's cards (not beyond the play area they are clipped
        to)."""
        return self.fitted.view.collidepoint(pos)

    # --- the zoom's input --------------------------------------------------------------------

    def change(self, step: Callable[[], object]) -> None:
        """Zoom or pan: the still layer (slots, piles) is drawn again, on fresh felt, at once."""
        before = self.zoom.factor, self.zoom.shift
        step()
        if (self.zoom.factor, self.zoom.shift) == before:
            return
        table = self.table
        table.static = None  # (the slots moved: nothing of the old layer may stay)
        table.recompose()

    def zoom_input(self, event: pygame.event.Event) -> bool:
        """Ctrl+wheel, + / -, Ctrl+0 and the pans (scenes.table.zoom); True if it was one."""
        table, view = self.table, self.fitted.view
        ring = table.focus.ring(table.key_zones()) if table.focus.shown else None
        focus = ring.center if ring is not None and view.colliderect(ring) else view.center
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and \
                not view.collidepoint(event.pos):
            return False
        done = False

        def handle() -> None:
            nonlocal done
            done = self.zoom.handle(event, table.mouse, focus, view, view)
        self.change(handle)
        return done

    def pan_from(self, pos: tuple[int, int]) -> bool:
        """A press on empty felt of a zoomed table starts a pan (True), else nothing."""
        return self.zoom.pan_from(pos, self.sees(pos))

    def bring_focus_into_view(self) -> None:
        """The keys moved the ring to a card or a slot out of the play area: the table pans
        to it."""
        table = self.table
        focus = table.focus
        ring = focus.ring(table.key_zones()) if focus.shown else None
        stop = f"{focus.zone}:{focus.stop}" if ring is not None else None
        if stop == self.focused:
            return
        self.focused = stop
        if ring is None or focus.zone not in TABLE_ZONES:
            return
        zoom, view = self.zoom, self.fitted.view
        left, top = zoom.undo(ring.topleft)
        box = pygame.Rect(round(left), round(top), round(ring.width / zoom.factor),
                          round(ring.height / zoom.factor))
        self.change(lambda: zoom.reveal(box, view, view))
