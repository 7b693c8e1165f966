"""Pook's 9×9 grid of places: each cell outlined and named where a card may still go, faded
and hatched where none can (P05's floating 5×5 square).

The grid moves only when the camera does (a glide to a new fit, a zoom, a pan). Where the
camera rests it is part of the table's still layer (:meth:`Grid.draw_still`, from the
painter's ``draw_static``), so a frame pays nothing for it: as a layer of its own it cost a
1920×1080 frame 0.5 ms to blit, cell by cell 1-1.5 ms. While the camera moves the still
layer holds no grid and each frame draws the cells (:meth:`Grid.draw`); once it rests,
:meth:`Grid.follow` asks the table for a new still layer."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from scenes.games.pook import layout as geo

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable

TILES_KEPT = 8  # tile sizes kept (a glide's or an earlier zoom's)
CELL_MIDDLES = tuple((cell, (col + 0.5, row + 0.5)) for cell, (col, row) in
                     ((cell, geo.cell_col_row(cell)) for cell in geo.ALL_CELLS))


class Look(NamedTuple):
    """What the grid looks like: the board's window it is drawn in, where cell space's (0, 0)
    and (1, 1) fall, a card's size, the cells still free, the palette."""

    window: tuple[int, int, int, int]
    origin: tuple[float, float]
    unit: tuple[float, float]
    card_size: tuple[int, int]
    free: frozenset[str]
    palette: object


class Grid:
    """The grid, in the still layer where the camera rests (see the module docstring)."""

    def __init__(self, table: PookTable) -> None:
        self.table = table
        self.tiles: dict[tuple[bool, tuple[int, int]], pygame.Surface] = {}
        self.in_still: Look | None = None  # what the still layer's grid shows (None: none)
        self.label_size = 0  # the cells' names' size, set where the camera rests (0: not yet)

    def forget(self) -> None:
        """A new palette or canvas: tiles drawn again, and the still layer is new."""
        self.tiles, self.in_still = {}, None

    def shown(self) -> Look | None:
        """What the grid should look like in the still layer now: where the camera puts it
        and which cells are free; None while the camera moves (or before the game shows)."""
        table = self.table
        camera = table.camera
        if camera.gliding or not table.view:
            return None
        window = camera.window
        return Look((window.x, window.y, window.w, window.h), camera.to_screen((0.0, 0.0)),
                    camera.to_screen((1.0, 1.0)), camera.card_size, frozenset(table.grid_free),
                    table.ctx.palette)

    def follow(self) -> None:
        """Ask for a new still layer when the grid in it is not the grid as it is now (the
        table's update calls it, after the camera moved). The cells' names take the size of
        the cards where the camera rests; a glide keeps the size it started with (a new size
        a few frames apart meant 81 names written anew, up to 1.5 ms of a 1920×1080 frame)."""
        camera = self.table.camera
        if not camera.gliding or not self.label_size:
            self.label_size = name_size(camera.card_size)
        if self.in_still != self.shown():
            self.table.static_dirty = True

    def draw_still(self, surface: pygame.Surface, fresh: bool,
                   restored: list[pygame.Rect]) -> None:
        """The grid in the still layer ``surface`` (drawn on fresh felt if ``fresh``; else
        with the felt back under the ``restored`` boxes only): drawn again only if it
        changed or some of it was restored, its old window given its felt back first."""
        wanted = self.shown()
        window = self.table.camera.window
        kept = not fresh and wanted == self.in_still and not any(
            window.colliderect(box) for box in restored)
        if kept:
            return
        if not fresh:
            self.hide_still(surface)
        if wanted is not None:
            surface.set_clip(window)
            self.draw_cells(surface)
            surface.set_clip(None)
        self.in_still = wanted

    def draw(self, surface: pygame.Surface) -> None:
        """The grid on the frame (clipped to the board's window by the caller) while the
        still layer does not show it where the camera is: over the felt, the still layer's
        grid of a frame ago hidden (the new layer comes with the next update). Where only
        the free cells changed (a card placed, the camera resting), the still layer's grid
        stands until the next layer, a frame or two later, under the card's flight: drawn
        on the frame it cost a move's first frames 1-1.2 ms at 1920×1080."""
        if self.in_still is not None and same_place(self.in_still, self.shown()):
            return
        self.hide_still(surface)
        self.draw_cells(surface)

    def hide_still(self, surface: pygame.Surface) -> None:
        """The felt back where the still layer's grid lies (if it holds one)."""
        if self.in_still is not None:
            table, window = self.table, self.in_still.window
            felt = table.ctx.assets.background(surface.get_size(), table.ctx.palette)
            surface.blit(felt, window, window)

    def draw_cells(self, surface: pygame.Surface) -> None:
        """The 9×9 frame where the camera shows it, inside the board's window: available
        cells outlined and named, the others faded and hatched. (Tiles, then names: a name
        lies inside its tile and tiles never overlap. Each frame of a glide draws them, so
        they go in two batches: 1-1.5 ms cell by cell at 1920×1080.)"""
        table = self.table
        camera, free, window = table.camera, table.grid_free, table.camera.window
        size = camera.card_size
        label_size = self.label_size or name_size(size)
        muted = table.ctx.palette.muted
        usable, faded = self.tile(True, size), self.tile(False, size)
        tiles: list[tuple[pygame.Surface, pygame.Rect]] = []
        names: list[tuple[pygame.Surface, pygame.Rect]] = []
        for cell, middle in CELL_MIDDLES:
            box = geo.card_rect(camera.to_screen(middle), size)  # (camera.cell_box(cell))
            if not window.colliderect(box):
                continue
            if cell in free:
                tiles.append((usable, box))
                label = table.ctx.assets.label(cell, label_size, muted, fixed=True)
                names.append((label, label.get_rect(center=box.center)))
            else:
                tiles.append((faded, box))
        surface.fblits(tiles)
        surface.fblits(names)

    def tile(self, usable: bool, size: tuple[int, int]) -> pygame.Surface:
        """An empty available cell's tile (its name is written over it), or a faded one."""
        key = (usable, size)
        if key not in self.tiles:
            if len(self.tiles) > TILES_KEPT:
                self.tiles.clear()
            palette = self.table.ctx.palette
            tile = pygame.Surface(size, pygame.SRCALPHA)
            rect = tile.get_rect()
            radius = max(7, size[0] // 7)
            if usable:
                pygame.draw.rect(tile, (255, 255, 255, 22), rect, border_radius=radius)
                pygame.draw.rect(tile, (*palette.panel_edge, 255), rect, 1, border_radius=radius)
            else:
                pygame.draw.rect(tile, (0, 0, 0, 40), rect, border_radius=radius)
                for step in range(-rect.height, rect.width, 14):
                    a = (max(0, step), max(0, -step))
                    length = min(rect.width - a[0], rect.height - a[1])
                    pygame.draw.line(tile, (0, 0, 0, 45), a, (a[0] + length, a[1] + length))
            self.tiles[key] = tile
        return self.tiles[key]


def name_size(card_size: tuple[int, int]) -> int:
    """A cell's name's size for cards of ``card_size``."""
    return max(13, min(24, round(card_size[1] / 4.6)))


def same_place(drawn: Look, wanted: Look | None) -> bool:
    """Whether a grid ``drawn`` lies where ``wanted`` would (the same camera and card size,
    in the same palette), whichever cells each holds free."""
    return wanted is not None and drawn._replace(free=wanted.free) == wanted
