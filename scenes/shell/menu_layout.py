"""Where the menu's parts go, for the player's text size.

At 100 % the menu is the picture it always was. At 125 % and 150 % its words are set at the
chosen size and the boxes make room for them: the tiles grow wider (their two buttons hold
"Apprendre" side by side) and, at 150 %, taller; a tile's emblem gives up the height its
pitch needs at the larger size; the subtitle pushes the tiles down by what it grew; the
bottom row's buttons are as wide as their words (Saved games counted up to 100 000) and the
row moves down under the Continue button and the progress line.

On a canvas larger than 1280×800 the whole picture is centred in it (the tiles in the middle
of the window, not in a corner of it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from scenes.frame.catalogue import GAMES
from scenes.frame.fitting import button_height, button_width
from scenes.kit.textlayout import wrap

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

DESIGN = (1280, 800)  # the picture's own size, centred in the canvas
SUBTITLE_TOP = 140
EMBLEM_TOP = 24  # a tile's emblem, from its top
EMBLEM_MOST = 130
NAME_STEP = 52  # from a game's name to the players' count under it
BUTTONS_UP = 62  # a tile's buttons, from its bottom
BOTTOM_GAP = 10  # between the bottom row's buttons
BOTTOM_LEAST = 290  # the bottom row's width at 100 % ("Parties en cours (10 003)" fits)
# text size -> (tile width, tile height, gap between tiles, the bottom row's top)
TILES = {100: (340, 410, 30, 704), 125: (360, 410, 25, 704), 150: (390, 430, 20, 740)}


@dataclass(frozen=True)
class MenuLayout:
    """The menu's rectangles at one text size and canvas size (canvas units)."""

    canvas: tuple[int, int]
    percent: int
    tile_top: int
    pitch_height: int  # the room of a tile's pitch
    emblem: int  # a tile's emblem's size
    meta_step: int  # from the players' count to the pitch
    rules_size: tuple[int, int]  # a tile's Rules button
    bottom_widths: tuple[int, ...]  # Saved games, Games played, Settings, Quit

    @property
    def origin(self) -> tuple[int, int]:
        """Where the 1280×800 picture's top-left corner lies: centred in the canvas."""
        return (self.canvas[0] - DESIGN[0]) // 2, (self.canvas[1] - DESIGN[1]) // 2

    @property
    def centre_x(self) -> int:
        return self.canvas[0] // 2

    @property
    def tile_size(self) -> tuple[int, int]:
        return TILES[self.percent][0], TILES[self.percent][1]

    @property
    def continue_top(self) -> int:
        return self.tile_top + self.tile_size[1] + 18

    @property
    def progress_top(self) -> int:
        return self.continue_top + 56

    @property
    def bottom_top(self) -> int:
        return self.origin[1] + TILES[self.percent][3]

    def tiles(self) -> list[pygame.Rect]:
        width, height = self.tile_size
        gap = TILES[self.percent][2]
        whole = len(GAMES) * width + (len(GAMES) - 1) * gap
        left = (self.canvas[0] - whole) // 2
        return [pygame.Rect(left + i * (width + gap), self.tile_top, width, height)
                for i in range(len(GAMES))]

    def tile_buttons(self, tile: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """A tile's Play and Learn buttons, side by side above its bottom."""
        half = (tile.width - 40) // 2
        top = tile.bottom - BUTTONS_UP
        return (pygame.Rect(tile.centerx - half - 5, top, half, 50),
                pygame.Rect(tile.centerx + 5, top, half, 50))

    def rules_button(self, tile: pygame.Rect) -> pygame.Rect:
        """The small Rules button in a tile's top-right corner, beside the emblem."""
        width, height = self.rules_size
        return pygame.Rect(tile.right - 12 - width, tile.top + 12, width, height)

    def name_top(self, tile: pygame.Rect) -> int:
        return tile.top + EMBLEM_TOP + self.emblem + 8

    def pitch_box(self, tile: pygame.Rect) -> pygame.Rect:
        top = self.name_top(tile) + NAME_STEP + self.meta_step
        return pygame.Rect(tile.left + 22, top, tile.width - 44, self.pitch_height)

    def bottom_row(self) -> list[pygame.Rect]:
        whole = sum(self.bottom_widths) + BOTTOM_GAP * (len(self.bottom_widths) - 1)
        left, found = (self.canvas[0] - whole) // 2, []
        for width in self.bottom_widths:
            found.append(pygame.Rect(left, self.bottom_top, width, 50))
            left += width + BOTTOM_GAP
        return found


def designed(canvas: pygame.Rect, buttons: int = 4) -> MenuLayout:
    """The menu at 100 %: the picture as it always was, centred in ``canvas``."""
    size = canvas.size
    top = (size[1] - DESIGN[1]) // 2
    return MenuLayout(size, 100, top + 186, 96, EMBLEM_MOST, 30, (100, 38),
                      (BOTTOM_LEAST,) * buttons)


def menu_layout(canvas: pygame.Rect, percent: int, assets: Assets, pitches: list[str],
                rules_words: str, bottom_words: list[str]) -> MenuLayout:
    """The layout in ``canvas`` at ``percent`` for these words: the games' pitches, the Rules
    button's words, the bottom row's words (the widest count of saved games in them)."""
    font = assets.font
    width, height = TILES[percent][:2]
    if percent == 100:
        return designed(canvas, len(bottom_words))
    subtitle_height = font(24).get_height()
    top = (canvas.height - DESIGN[1]) // 2
    tile_top = top + max(186, SUBTITLE_TOP + subtitle_height + 4)
    pitch_font = font(19)
    lines = max(len(wrap(pitch, pitch_font, width - 44)) for pitch in pitches)
    pitch_height = lines * pitch_font.get_linesize()
    meta_step = max(30, font(18).get_height() + 4)
    room = height - BUTTONS_UP - 8 - pitch_height - meta_step - NAME_STEP - 8 - EMBLEM_TOP
    rules = (button_width(assets, [rules_words], 100), button_height(assets, 38))
    needs = [button_width(assets, [words], 0) for words in bottom_words]
    space = DESIGN[0] - 40 - BOTTOM_GAP * (len(needs) - 1)
    widths = [max(need, BOTTOM_LEAST) for need in needs]
    if sum(widths) > space:  # the words' widths, and what is left shared out
        extra = max(0, space - sum(needs)) // len(needs)
        widths = [need + extra for need in needs]
    return MenuLayout(canvas.size, percent, tile_top, pitch_height, min(EMBLEM_MOST, room),
                      meta_step, rules, tuple(widths))
