"""The cached asset loader: package-relative paths that also work in a frozen build.

Nothing is loaded until asked for; everything asked for is kept, keyed by
what makes it differ (size, palette).
"""

from __future__ import annotations

import json
from collections import OrderedDict
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pygame

from scenes.kit import art
from scenes.kit.glyphs import GlyphCheck
from scenes.kit.palette import Palette
from scenes.kit.recent import Recent
from scenes.kit.safetext import GuardedFont
from scenes.kit.textlayout import wrap
from scenes.kit.textsize import scaled_size

LABELS_KEPT = 512  # rendered labels kept (a table shows a few dozen; the least recent go)


def assets_root() -> Path:
    """The ``assets`` package folder (a real directory in a checkout, a wheel or PyInstaller)."""
    return Path(str(resources.files("assets")))


def ui_font_path(bold: bool = False) -> Path:
    """pygame_gui's NotoSans, which covers French (é è ç œ « »)."""
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return Path(str(resources.files("pygame_gui.data") / name))


class Assets:
    """Loads files below ``root`` and draws generated art, each at most once."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or assets_root()
        # what the screens in front use (each font near a megabyte once drawn with): see
        # scenes/kit/recent.py and :meth:`turn`
        self._fonts: Recent[tuple[int, bool], GuardedFont] = Recent()
        self._fits: OrderedDict[tuple[object, ...], int] = OrderedDict()  # fit_size's answers
        self._emblems: Recent[tuple[str, int, str], pygame.Surface] = Recent()
        self._backgrounds: dict[tuple[tuple[int, int], str], pygame.Surface] = {}
        self._texts: dict[str, str] = {}
        self._glyphs: GlyphCheck | None = None
        self._labels: Recent[tuple[str, int, bool, tuple[int, ...], bool, int],
                             pygame.Surface] = Recent(LABELS_KEPT)
        self._scratch: dict[bool, GuardedFont] = {}  # font_at's, one a weight
        self.text_scale = 100  # the player's text size, in per cent (scenes/kit/textsize.py)

    def path(self, *parts: str) -> Path:
        return self.root.joinpath(*parts)

    def text(self, *parts: str) -> str:
        key = "/".join(parts)
        if key not in self._texts:
            self._texts[key] = self.path(*parts).read_text(encoding="utf-8")
        return self._texts[key]

    def json(self, *parts: str) -> Any:
        return _load_json(self.path(*parts))

    def font(self, size: int, bold: bool = False, fixed: bool = False) -> GuardedFont:
        """The UI font at ``size`` grown to the player's text size (``fixed``: not grown — the
        numbers printed on a card's face, which has its own size): it renders any text
        without raising (scenes/kit/safetext.py)."""
        key = (size if fixed else scaled_size(size, self.text_scale), bold)
        font = self._fonts.get(key)
        if font is None:
            font = GuardedFont(ui_font_path(bold), key[0])
            self._fonts.put(key, font)
        return font

    def font_at(self, size: int, bold: bool = False) -> GuardedFont:
        """A font object of the loader's own set to ``size`` (not grown), for text drawn at
        once into a picture that is kept (a label, a card's number at a zoom's size): render
        with it now and never keep it, the next call may set it to another size. A new font
        object costs 1.5-2 ms at its first text (SDL_ttf sets up its shaping once an
        object: a frame's whole budget); a new size on this one 0.05 ms, for the same
        pixels (tests/scenes/test_assets.py)."""
        font = self._scratch.get(bold)
        if font is None:
            font = self._scratch[bold] = GuardedFont(ui_font_path(bold), size)
        elif font.point_size != size:
            font.point_size = size
        return font

    def down_to_designed(self, size: int, bold: bool = False) -> list[GuardedFont]:
        """The fonts from ``size`` at the player's text size down to ``size`` itself, largest
        first: for words that must all show in a place that may not hold them at 150 %
        (scenes.kit.textlayout.whole_lines picks the first that fits)."""
        return [self.font(each, bold, fixed=True)
                for each in range(scaled_size(size, self.text_scale), size - 1, -1)]

    def font_within(self, size: int, height: int, bold: bool = False,
                    words: str = "", width: int = 0) -> GuardedFont:
        """The largest font from ``size`` grown to the player's text size down to ``size``
        itself whose lines are at most ``height`` tall (and, given ``width``, in which
        ``words`` are at most that wide): for text in a place that cannot grow (a seat's
        plate, a row of a list), larger as far as that place holds it."""
        return self.font(self.fit_size(size, height, bold, words, width), bold, fixed=True)

    def fit_size(self, size: int, height: int, bold: bool = False,
                 words: str = "", width: int = 0) -> int:
        """The size :meth:`font_within` picks, measured once per question (tables ask it
        at every move, a button's label at every frame); a ``fixed`` size for
        :meth:`label`."""
        key = (size, height, bold, words, width, self.text_scale)
        found = self._fits.get(key)
        if found is None:
            found = next((candidate for candidate in
                          range(scaled_size(size, self.text_scale), size, -1)
                          if self._fits_in(candidate, height, bold, words, width)), size)
            self._fits[key] = found
            if len(self._fits) > LABELS_KEPT:
                self._fits.popitem(last=False)
        return found

    def _fits_in(self, size: int, height: int, bold: bool, words: str, width: int) -> bool:
        font = self.font(size, bold, fixed=True)
        return font.get_height() <= height and (not width or font.size(words)[0] <= width)

    def font_wrapping(self, size: int, text: str, box: tuple[int, int],
                      bold: bool = False) -> GuardedFont:
        """Like :meth:`font_within` for ``text`` wrapped in a ``box`` (width, height): the
        largest font down to ``size`` whose wrapped lines all fit it (a tile's pitch)."""
        grown = scaled_size(size, self.text_scale)
        for candidate in range(grown, size, -1):
            font = self.font(candidate, bold, fixed=True)
            if len(wrap(text, font, box[0])) * font.get_linesize() <= box[1]:
                return font
        return self.font(size, bold, fixed=True)

    def label(self, text: str, size: int, colour: tuple[int, ...],
              bold: bool = False, fixed: bool = False) -> pygame.Surface:
        """``text`` rendered in the UI font, once per change: what a frame draws again and
        again (a card's veil, a count, a name) is rendered when it first shows, then reused
        (a frame of the tables in 2 ms). The surface is shared: draw it, never on it."""
        key = (text, size, bold, tuple(colour), fixed, 100 if fixed else self.text_scale)
        label = self._labels.get(key)
        if label is None:
            grown = size if fixed else scaled_size(size, self.text_scale)
            label = self.font_at(grown, bold).render(text, True, colour)
            self._labels.put(key, label)
        return label

    def glyphs(self) -> GlyphCheck:
        """What the fonts below (regular and bold) can draw."""
        if self._glyphs is None:
            self._glyphs = GlyphCheck([self.font(16), self.font(16, bold=True)])
        return self._glyphs

    def emblem(self, name: str, size: int, palette: Palette) -> pygame.Surface:
        key = (name, size, palette.name)
        emblem = self._emblems.get(key)
        if emblem is None:
            emblem = art.draw_emblem(name, size, palette).convert_alpha()
            self._emblems.put(key, emblem)
        return emblem

    def turn(self) -> None:
        """The screen in front changed: fonts, labels and emblems no screen asked for since
        the change before go (scenes/kit/recent.py); the felt stays."""
        self._fonts.turn()
        self._labels.turn()
        self._emblems.turn()

    def background(self, size: tuple[int, int], palette: Palette) -> pygame.Surface:
        """The felt, kept for the palette in use only (4 MB a palette at 1280×800)."""
        key = (size, palette.name)
        if key not in self._backgrounds:
            for other in [k for k in self._backgrounds if k[1] != palette.name]:
                del self._backgrounds[other]
            # drawn straight onto padded rows, as every layer copied from it (see copy_of):
            # a converted copy and a padded copy of 4 MB each cost the start ~5 ms
            felt = padded(size, pygame.display.get_surface())
            self._backgrounds[key] = art.felt_background(size, palette, felt)
        return self._backgrounds[key]

    def felt_copy(self, size: tuple[int, int], palette: Palette,
                  area: pygame.Rect | tuple[int, int, int, int] | None = None) -> pygame.Surface:
        """A fresh copy of the felt (or of ``area`` of it) for a screen to draw its still
        parts on."""
        return copy_of(self.background(size, palette), area)


def copy_of(surface: pygame.Surface,
            area: pygame.Rect | tuple[int, int, int, int] | None = None) -> pygame.Surface:
    """A copy of an opaque ``surface`` (or of ``area`` of it): a new surface and a blit.
    ``Surface.copy()`` takes 2.3-2.7 ms for the 1280×800 felt on this machine, this 0.7 ms
    (pygame-ce 2.5.8); a table copies the felt at every move.

    The copy's rows are one pixel longer than it shows (it is a subsurface): a screen blits
    such a layer onto the window every frame, and two 1280-pixel-wide surfaces whose rows
    both start at multiples of 4 KiB make the processor stall on every row (4K aliasing:
    each load seems to depend on the store 4 KiB before). Measured on the Totem table:
    p50 frame 1.62 → 1.15 ms, the same pixels."""
    rect = pygame.Rect(area) if area is not None else surface.get_rect()
    copy = padded(rect.size, surface)
    copy.blit(surface, (0, 0), rect)
    return copy


def padded(size: tuple[int, int], like: pygame.Surface | None) -> pygame.Surface:
    """A surface of ``size`` in the format of ``like`` (the display's if None) whose rows are
    one pixel longer than it shows: a subsurface (see :func:`copy_of` for why)."""
    width, height = size
    whole = (pygame.Surface((width + 1, height), 0, like) if like is not None
             else pygame.Surface((width + 1, height)))
    return whole.subsurface((0, 0, width, height))


@cache
def _load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))
