"""Pook's 9×9 grid of places: each cell outlined and named where a card may still go, faded
and hatched where none can (P05's floating 5×5 square).

The grid moves only when the camera does (a glide to a new fit, a zoom, a pan). At rest it is
drawn once into a layer the size of the board's window (:meth:`GridLayer.compose`, from the
table's update) and each frame blits that one layer: drawing its 81 tiles and names every
frame cost a 1920×1080 frame about 1.5 ms. While the camera moves, the cells are drawn
straight onto the frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.games.pook import layout as geo

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable

TILES_KEPT = 8  # tile sizes kept (a glide's or an earlier zoom's)


class GridLayer:
    """The grid where the camera rests, drawn once (see the module docstring)."""

    def __init__(self, table: PookTable) -> None:
        self.table = table
        self.tiles: dict[tuple[bool, tuple[int, int], bool], pygame.Surface] = {}
        self.layer: tuple[object, pygame.Surface] | None = None  # (what it shows, the layer)

    def forget(self) -> None:
        """A new palette or canvas: tiles and layer are drawn again when next needed."""
        self.tiles, self.layer = {}, None

    def shown(self) -> object:
        """What the grid looks like now: where the camera puts it, which cells are free."""
        table = self.table
        camera = table.camera
        return (tuple(camera.window), camera.to_screen((0.0, 0.0)), camera.to_screen((1.0, 1.0)),
                camera.card_size, frozenset(table.grid_free), table.ctx.palette)

    def compose(self) -> None:
        """Draw the layer again if the grid changed and the camera rests (update calls it)."""
        table = self.table
        if table.camera.gliding or not table.view:
            return
        shown = self.shown()
        if self.layer is not None and self.layer[0] == shown:
            return
        window = table.camera.window
        if self.layer is not None and self.layer[1].get_size() == window.size:
            layer = self.layer[1]  # (a new one would cost as much again: cleared instead)
            layer.fill((0, 0, 0, 0))
        else:
            layer = pygame.Surface(window.size, pygame.SRCALPHA)
        self.draw_cells(layer, (-window.x, -window.y), premultiplied=True)
        self.layer = (shown, layer)

    def draw(self, surface: pygame.Surface) -> None:
        """The grid on the frame: the layer if it shows the grid as it is now, else cell by
        cell (the camera is moving)."""
        if self.layer is not None and self.layer[0] == self.shown():
            surface.blit(self.layer[1], self.table.camera.window,  # (its colours are drawn
                         special_flags=pygame.BLEND_PREMULTIPLIED)  # over no ground: premultiplied)
        else:
            self.draw_cells(surface)

    def draw_cells(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0),
                   premultiplied: bool = False) -> None:
        """The 9×9 frame where the camera shows it, inside the board's window: available
        cells outlined and named, the others faded and hatched. ``premultiplied``: onto a
        transparent layer, in premultiplied colours (blitted so, it is drawn exactly as the
        cells drawn onto the frame would be)."""
        flags = pygame.BLEND_PREMULTIPLIED if premultiplied else 0
        table = self.table
        camera, free = table.camera, table.grid_free
        size = camera.card_size
        label_size = max(13, min(24, round(size[1] / 4.6)))
        muted = table.ctx.palette.muted
        for cell in geo.ALL_CELLS:
            box = camera.cell_box(cell)
            if not camera.window.colliderect(box):
                continue
            usable = cell in free
            box.move_ip(offset)
            surface.blit(self.tile(usable, size, premultiplied), box, special_flags=flags)
            if usable:
                label = table.ctx.assets.label(cell, label_size, muted, fixed=True)
                surface.blit(label.premul_alpha() if premultiplied else label,
                             label.get_rect(center=box.center), special_flags=flags)

    def tile(self, usable: bool, size: tuple[int, int], premultiplied: bool = False
             ) -> pygame.Surface:
        """An empty available cell's tile (its name is written over it), or a faded one;
        in premultiplied colours for the layer."""
        key = (usable, size, premultiplied)
        if premultiplied and key not in self.tiles:
            self.tiles[key] = self.tile(usable, size).premul_alpha()
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
