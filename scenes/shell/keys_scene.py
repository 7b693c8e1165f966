"""Every key of the screen underneath, in one list: "?" opens it anywhere (and the pause's
Keys button at a table); "?", Esc or Close shuts it.

The screen below says its keys (``key_help``: rows of keys and what they do, in words), so
the list is always the screen's own — a RÖK table lists its Space and buzzers, the rules
their page keys. The rows flow into two or three columns when one would run off the canvas
(a wider canvas gives wider columns, a taller one more room), a row's words wrap, and at a
larger text size they step down toward 100 % only if the canvas still cannot hold them:
nothing is cut, nothing turns pages.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import KeysPayload
from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import wrap
from scenes.kit.textsize import scaled_size

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.safetext import GuardedFont

MARGIN = 14  # inside the panel
KEY_SHARE = 0.3  # of a column's width, the keys' part at most
ROW_GAP = 4
COLUMN_GAP = 28
SIDES = 8  # the canvas left and right of the panel at its widest
ABOVE = 4  # the canvas above and below the panel at its tallest
ONE_COLUMN = 820  # one column's width when the rows fit in one


def balanced(heights: list[int], columns: int) -> list[int]:
    """Where each column after the first starts, the rows kept in order, so that the
    tallest column is as short as it can be (rows wrap to different heights).

    >>> balanced([30, 60, 30, 30, 30], 2)
    [2]
    """
    best: tuple[int, list[int]] = (sum(heights) + 1, [])

    def place(start: int, left: int, cuts: list[int], tallest: int) -> None:
        nonlocal best
        if tallest >= best[0]:
            return
        if left == 1:
            best = min(best, (max(tallest, sum(heights[start:])), cuts))
            return
        for end in range(start + 1, len(heights) - left + 2):
            place(end, left - 1, [*cuts, end], max(tallest, sum(heights[start:end])))

    place(0, max(1, min(columns, len(heights))), [], 0)
    return best[1]


def parts(rows: list[pygame.Surface], cuts: list[int]) -> list[list[pygame.Surface]]:
    """``rows`` cut into columns at ``cuts``."""
    edges = [0, *cuts, len(rows)]
    return [rows[a:b] for a, b in itertools.pairwise(edges)]


class KeysOverlay(UIScene):
    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload = KeysPayload((), "")
        self.picture: pygame.Surface | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_font: GuardedFont | None = None  # the keys' font the rows were set in
        self.close_size = (0, 0)  # Close's size: it sits at the right of the title's row
        self.heading = (0, 0)  # the title's width, and its row's height
        self.shade = pygame.Surface((1, 1), pygame.SRCALPHA)  # (the canvas's size: build_ui)

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, KeysPayload):
            self.payload = payload
        super().enter(payload)

    def build_ui(self, root: UIContainer) -> None:
        """The panel in the canvas's middle, Close at the right of the title's row (the rows
        below get the canvas's whole height)."""
        tr, assets = self.ctx.tr, self.ctx.assets
        words = tr("common.back")
        close = (button_width(assets, [words], 200), button_height(assets, 44))
        canvas = self.ctx.canvas
        self.shade = pygame.Surface(canvas.size, pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 160))
        self.close_size = close
        self.picture = self.compose(canvas.height - 2 * ABOVE - 2 * MARGIN,
                                    canvas.width - 2 * SIDES - 2 * MARGIN)
        width = self.picture.get_width() + 2 * MARGIN
        height = self.picture.get_height() + 2 * MARGIN
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = canvas.center
        self.button((self.panel.right - MARGIN - close[0], self.panel.top + MARGIN, *close),
                     words, self.ctx.stack.pop, "#keys_close")

    def fonts(self, step: int) -> tuple[GuardedFont, GuardedFont, GuardedFont]:
        """The title's, the keys' and their words' fonts, ``step`` sizes below the text
        size's (never below 100 %)."""
        assets = self.ctx.assets
        sizes = [max(size, scaled_size(size, assets.text_scale) - step) for size in (30, 18)]
        return (assets.font(sizes[0], bold=True, fixed=True),
                assets.font(sizes[1], bold=True, fixed=True), assets.font(sizes[1], fixed=True))

    def compose(self, room: int, widest: int) -> pygame.Surface:
        """The title and the rows, in one column if they fit ``room`` pixels tall, else
        two or three side by side within ``widest``, else in smaller words (down to
        100 %); a row's words wrap in their part of the column."""
        palette = self.ctx.palette
        rows = self.payload.rows
        for step in range(0, 12):
            title_font, key_font, does_font = self.fonts(step)
            title = title_font.render(self.payload.title or self.ctx.tr("keys.title"), True,
                                      palette.ink)
            heading = max(title.get_height(), self.close_size[1])  # the title's row, Close in it
            for columns in (1, 2, 3):
                width = min(ONE_COLUMN, widest) if columns == 1 else \
                    (widest - (columns - 1) * COLUMN_GAP) // columns
                keys_width = max(min(round(width * KEY_SHARE), 12 + max(
                    (key_font.size(keys)[0] for keys, _ in rows), default=0)), 12 + max(
                    (key_font.size(word)[0] for keys, _ in rows for word in keys.split()),
                    default=0))  # (a word of the keys never runs into the words beside)
                laid = [self.row(keys, does, width, keys_width, key_font, does_font)
                        for keys, does in rows]
                split = balanced([r.get_height() + ROW_GAP for r in laid], columns)
                tall = heading + MARGIN + max((sum(r.get_height() + ROW_GAP for r in part)
                                               for part in parts(laid, split)), default=0)
                if tall <= room:
                    break
            if tall <= room:
                break
        self.row_font = key_font
        self.heading = (title.get_width(), heading)
        used = min(columns, max(1, len(laid)))
        surface = pygame.Surface((max(title.get_width() + 2 * (self.close_size[0] + MARGIN),
                                      used * width + (used - 1) * COLUMN_GAP), tall),
                                 pygame.SRCALPHA)
        surface.blit(title, title.get_rect(midtop=(surface.get_width() // 2,
                                                   (heading - title.get_height()) // 2)))
        for c, part in enumerate(parts(laid, split)):
            y = heading + MARGIN
            for row in part:
                surface.blit(row, (c * (width + COLUMN_GAP), y))
                y += row.get_height() + ROW_GAP
        return surface

    def row(self, keys: str, does: str, width: int, key_width: int, key_font: GuardedFont,
            does_font: GuardedFont) -> pygame.Surface:
        """One row: the keys (accent, bold) left in ``key_width`` (as wide as the widest
        keys, at most a share of the column), what they do right, each part wrapped."""
        palette = self.ctx.palette
        left = [key_font.render(line, True, palette.accent)
                for line in wrap(keys, key_font, key_width - 12)]
        right = [does_font.render(line, True, palette.ink)
                 for line in wrap(does, does_font, width - key_width)]
        step = max(key_font.get_linesize(), does_font.get_linesize())
        surface = pygame.Surface((width, step * max(len(left), len(right))), pygame.SRCALPHA)
        for i, line in enumerate(left):
            surface.blit(line, (0, i * step))
        for i, line in enumerate(right):
            surface.blit(line, (key_width, i * step))
        return surface

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        # a modal overlay: clicks and keys never reach the screen underneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def help_key(self) -> None:
        """"?" again: the list closes."""
        self.ctx.stack.pop()

    def notice_area(self) -> pygame.Rect | None:
        scenes = self.ctx.stack.scenes
        below = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        return below.notice_area() if below is not None else None

    def drawn_regions(self) -> list[Region]:
        regions = [Region("panel", "keys", box_of(self.panel))]
        if self.picture is not None:
            picture = self.picture.get_rect(midtop=(self.panel.centerx, self.panel.top + MARGIN))
            title, heading = self.heading
            regions.append(Region("text", "keys_title", box_of(pygame.Rect(
                picture.centerx - title // 2, picture.top, title, heading))))
            regions.append(Region("text", "keys_list", box_of(pygame.Rect(
                picture.left, picture.top + heading + MARGIN, picture.width,
                picture.height - heading - MARGIN))))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.ctx.palette
        surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, self.panel, border_radius=18)
        pygame.draw.rect(surface, palette.accent, self.panel, 2, border_radius=18)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(
                midtop=(self.panel.centerx, self.panel.top + MARGIN)))
