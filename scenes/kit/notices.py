"""Messages over the screen: a "toast" for a few seconds, or a refusal or a hint that stays.

Used for things the player must know but that need no answer: a damaged settings file
replaced by defaults, fullscreen not available, a game saved — those fade after a few
seconds (at least a second for every :data:`READ_RATE` characters). A refusal (a move the
rules refuse, with its rule's ID drawn as a small tag before the words) and a hint are
*sticky*: they stay until the player dismisses them (a click on them) or acts again (a
refusal goes at their next click; both at their next move played, a take-back, leaving the
table) — another seat's move leaves them — so that no one has to read against a clock. A
refusal's tag, pointed at, says what it is in a tooltip (:meth:`Notices.draw_tag_tip`: "Rule
P12 — press F1 to read it"; F1 at the table then opens that rule's section).

The top scene says where notices may go (``notice_area``: a table keeps them off the seats'
names and plates and off the log's title). Every word shows, on one plate — nothing is cut
and nothing turns pages by itself: the plate takes the place's width at the chosen text
size; if its lines are taller than the place, the words step down toward their size at
100 % (as the widgets' words do, scenes.frame.fitting); only if they still do not fit does
the plate grow past the place: taller, down the canvas (``bounds``), keeping the place's
width (clear of what stands beside it: a table's name plates), and wider only if the
canvas's height is not enough.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.textlayout import rule_tag, tip_place, tooltip, whole_lines

SHOW_SECONDS = 6.0
FADE_SECONDS = 0.6
TEXT = 20  # a notice's words, at 100 %
PADDING = (16, 8)
THIN = 4  # the least margin above and below the words, in a tight place
GAP = 8
READ_RATE = 15  # characters read a second: a long notice stays longer
MARGIN = 8  # a plate grown past its place keeps this far inside the bounds
TIP_WIDTH = 330  # a tag's tooltip wraps at this width


@dataclass
class Notice:
    text: str
    remaining: float = SHOW_SECONDS
    warning: bool = False
    tag: str | None = None  # the rule a refusal cites ("T13")
    lasts: float = SHOW_SECONDS  # its whole time
    sticky: bool = False  # a refusal or a hint: it stays until dismissed or the table moves
    painted: dict[tuple[int, int, str, int, int], pygame.Surface] = field(
        default_factory=dict, repr=False, compare=False)  # its plate, by room and look
    tag_spots: dict[tuple[int, int, str, int, int], pygame.Rect] = field(
        default_factory=dict, repr=False, compare=False)  # where its tag lies on that plate


class Notices:
    def __init__(self) -> None:
        self.items: list[Notice] = []
        self.tips: dict[tuple[str, str, int], pygame.Surface] = {}  # a tag's tooltip, drawn

    def add(self, text: str, warning: bool = False, seconds: float = SHOW_SECONDS,
            tag: str | None = None, sticky: bool = False) -> None:
        """Show ``text``; a ``sticky`` one (a refusal, a hint) in place of the sticky one
        before it (the newer says what matters now), until dismissed."""
        self.items = [n for n in self.items if n.text != text and not (sticky and n.sticky)]
        self.items = self.items[-2:]
        seconds = max(seconds, len(text) / READ_RATE)
        self.items.append(Notice(text, seconds, warning, tag, seconds, sticky))

    def update(self, dt: float) -> None:
        for notice in self.items:
            if not notice.sticky:
                notice.remaining -= dt
        self.items = [n for n in self.items if n.remaining > 0]

    def due(self) -> float | None:
        """Seconds until the notices look otherwise by themselves: one starts to fade (0
        while one fades: every frame differs); None when none will (a sticky one waits)."""
        dues = [max(0.0, n.remaining - FADE_SECONDS) for n in self.items if not n.sticky]
        return min(dues) if dues else None

    def dismiss(self, notice: Notice | None = None, warnings: bool = False) -> bool:
        """Take away ``notice`` (every sticky one when None; ``warnings``: only sticky
        refusals, not hints); says whether one went."""
        before = len(self.items)
        self.items = [n for n in self.items
                      if not (n is notice if notice is not None
                              else n.sticky and (n.warning or not warnings))]
        return len(self.items) != before

    @property
    def sticky(self) -> bool:
        return any(n.sticky for n in self.items)

    def fit(self, assets: Assets, palette: Palette, area: pygame.Rect,
            bounds: pygame.Rect) -> bool:
        """Whether the newest notice shows whole inside ``area`` (a scene with a narrow
        place for notices may offer a wider one when it does not)."""
        if not self.items:
            return True
        plate = self.plate(self.items[-1], assets, palette, area, bounds)
        return plate.get_width() <= area.width and plate.get_height() <= area.height

    def plates(self, assets: Assets, palette: Palette, area: pygame.Rect,
               bounds: pygame.Rect, sticky: bool = True
               ) -> list[tuple[Notice, pygame.Surface, pygame.Rect]]:
        """Each notice's opaque plate and where it goes: centred on ``area`` and stacked down
        from its top, never on one another; when they do not all fit, the oldest give way
        to the newest. A plate whose words need more room than ``area`` grows past it,
        within ``bounds`` (the canvas). ``sticky``: with the refusals and hints (a screen
        that hides them, the rules, shows the others only)."""
        plates = [(notice, self.plate(notice, assets, palette, area, bounds))
                  for notice in self.items if sticky or not notice.sticky]
        while len(plates) > 1 and sum(p.get_height() + GAP for _, p in plates) - GAP > \
                area.height:
            plates.pop(0)
        placed = []
        y = area.top
        room = bounds.inflate(-2 * MARGIN, -2 * MARGIN) if plates and \
            plates[-1][1].get_width() > area.width else area
        for notice, plate in plates:
            box = plate.get_rect(midtop=(area.centerx, y))
            box.left = max(room.left, min(box.left, room.right - box.width))
            if box.bottom > bounds.bottom - MARGIN:
                box.bottom = max(bounds.top + MARGIN, bounds.bottom - MARGIN)
            placed.append((notice, plate, box))
            y = box.bottom + GAP
        return placed

    def plate(self, notice: Notice, assets: Assets, palette: Palette, area: pygame.Rect,
              bounds: pygame.Rect) -> pygame.Surface:
        """A notice's words (and its rule's tag) on a rounded plate: every line, in the
        largest font from the text size down to 100 % that fits ``area``; wider than
        ``area`` (up to ``bounds``) only when even 100 % does not. Painted once for a room
        and look, not at each frame it shows."""
        key = (area.width, area.height, palette.name, assets.text_scale, bounds.width)
        if key not in notice.painted:
            notice.painted[key], spot = self.paint(notice, assets, palette, area, bounds)
            if spot is not None:
                notice.tag_spots[key] = spot
        return notice.painted[key]

    def paint(self, notice: Notice, assets: Assets, palette: Palette, area: pygame.Rect,
              bounds: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect | None]:
        tag = None if notice.tag is None else rule_tag(
            notice.tag, assets.font(15, bold=True), palette.accent, palette.background)
        indent = tag.get_width() + 10 if tag is not None else 0
        fonts = assets.down_to_designed(TEXT)
        room = max(80, area.width - 2 * PADDING[0] - indent)
        font, lines = whole_lines(notice.text, fonts, room, area.height - 2 * THIN)
        down = bounds.bottom - MARGIN - area.top - 2 * PADDING[1]  # (taller, down the canvas)
        widest = max(area.width, bounds.width - 2 * MARGIN)
        for width in (area.width, (area.width + widest) // 2, widest):
            room = max(80, width - 2 * PADDING[0] - indent)
            lines = whole_lines(notice.text, [font], room, down)[1]
            if (len(lines) - 1) * font.get_linesize() + font.get_height() <= down:
                break
        tall = (len(lines) - 1) * font.get_linesize() + font.get_height()
        margin = max(THIN, min(PADDING[1], (area.height - tall) // 2))  # a tight place: thin
        return self.draw_plate(notice, font, lines, tag, indent, palette, margin)

    @staticmethod
    def draw_plate(notice: Notice, font: pygame.font.Font, lines: list[str],
                   tag: pygame.Surface | None, indent: int, palette: Palette,
                   margin: int = PADDING[1]) -> tuple[pygame.Surface, pygame.Rect | None]:
        """The plate, and where its tag lies on it (None: no tag)."""
        step = font.get_linesize()
        width = max(font.size(line)[0] for line in lines)
        height = (len(lines) - 1) * step + font.get_height()
        plate = pygame.Surface((width + indent + 2 * PADDING[0], height + 2 * margin),
                               pygame.SRCALPHA)
        edge = palette.danger if notice.warning else palette.accent
        pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=10)
        pygame.draw.rect(plate, edge, plate.get_rect(), 2, border_radius=10)
        spot = None
        if tag is not None:
            spot = plate.blit(tag, tag.get_rect(midleft=(PADDING[0], margin + step // 2)))
        for i, line in enumerate(lines):
            plate.blit(font.render(line, True, palette.ink),
                       (PADDING[0] + indent, margin + i * step))
        return plate, spot

    def tag_at(self, pos: tuple[int, int], assets: Assets, palette: Palette, area: pygame.Rect,
               bounds: pygame.Rect) -> tuple[str, pygame.Rect] | None:
        """The rule whose tag lies under ``pos`` on a notice's plate, and where that tag lies
        (on the canvas), or None."""
        key = (area.width, area.height, palette.name, assets.text_scale, bounds.width)
        for notice, _, box in reversed(self.plates(assets, palette, area, bounds)):
            spot = notice.tag_spots.get(key)
            if notice.tag and spot is not None:
                badge = spot.move(box.topleft)
                if badge.inflate(6, 6).collidepoint(pos):
                    return notice.tag, badge
        return None

    def draw_tag_tip(self, surface: pygame.Surface, assets: Assets, palette: Palette,
                     area: pygame.Rect | None, pointer: tuple[int, int] | None,
                     words: Callable[[str], str]) -> None:
        """Over a refusal's tag ("P12"), what it is: ``words(rule)`` ("Rule P12 — press F1
        to read it") in a tooltip beside the pointer, over everything."""
        if pointer is None or not any(n.tag for n in self.items):
            return
        bounds = surface.get_rect()
        found = self.tag_at(pointer, assets, palette, area or default_area(surface), bounds)
        if found is None:
            return
        text = words(found[0])
        key = (text, palette.name, assets.text_scale)
        if key not in self.tips:
            self.tips = {key: tooltip(text, assets.font(17), palette.ink, palette.accent,
                                      TIP_WIDTH)}  # (one kept: the tag hovered now)
        tip = self.tips[key]
        surface.blit(tip, tip_place(tip.get_size(), pointer, bounds, [found[1]]))

    def draw(self, surface: pygame.Surface, assets: Assets, palette: Palette,
             area: pygame.Rect | None = None, sticky: bool = True) -> None:
        where = area or default_area(surface)
        for notice, plate, box in self.plates(assets, palette, where, surface.get_rect(),
                                              sticky):
            fade = 1.0 if notice.sticky else min(1.0, notice.remaining / FADE_SECONDS)
            plate.set_alpha(round(235 * fade))
            surface.blit(plate, box)


def default_area(surface: pygame.Surface) -> pygame.Rect:
    """Where notices go on a screen that names no place for them: the whole of it."""
    return pygame.Rect(0, 14, surface.get_width(), surface.get_height() - 14)
