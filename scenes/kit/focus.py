"""Keyboard focus: zones of stops, Tab between zones, arrows inside one, a ring where keys act.

A scene lists what the keys may reach as :class:`Zone` s (the hand, the grid or slots, the
piles, the runes, the buttons, the log), each a row of :class:`Stop` s with the rectangle
the ring goes round and what Enter does there. The lists are asked afresh at every key, so
they always follow the table (a card played, a target that is no longer legal): the focus
is remembered by names, and falls back to a neighbour when its stop is gone.

Keys (as react-beautiful-dnd's keyboard sensor and every form do):

- Tab / Shift+Tab: the next / previous zone (a scene whose zones are single widgets steps
  widget to widget);
- ← → : the previous / next stop of the zone (in the order the scene lists them, wrapping);
  ↑ ↓ : the nearest stop above / below (else the previous / next one); in a zone of
  groups (RÖK's pairs) the first stop of the next / previous group;
- Enter, Space: what the stop does (pick up, put down, press) — a zone may take fewer of
  them (a table's buttons only Enter: its Space is the table's own).

The ring is shown from the first Tab or arrow a player presses and hidden by the mouse, as
a browser shows ``:focus-visible``: players who only click never see it. It is a square
frame with corner brackets, cool blue between two dark bands (:data:`RING_DARK`,
:data:`RING_LIGHT`): the legal-move glow and a hovered button's edge are warm yellow and
rounded, so neither is taken for it. One of its colours contrasts with whatever it touches
at least :func:`ring_contrast` — above WCAG 2.2's 3:1 for a focus indicator — on any table
and in either palette, and its bands are thicker than WCAG's 2 pixels.

>>> focus = Focus()
>>> zones = [Zone("hand", (Stop("a", (0, 0, 10, 10)), Stop("b", (20, 0, 10, 10))))]
>>> focus.handle(key_event(9), zones), focus.current(zones).key  # Tab shows the ring
(True, 'a')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from scenes.kit.contrast import Colour, contrast

RING_DARK: Colour = (12, 12, 16)
RING_LIGHT: Colour = (110, 226, 255)  # a cool sky blue: the glow and the hover are warm
RING_BAND = 3  # the light band's width (pixels); each dark band is 2 wide
BRACKET = 16  # how far each corner bracket runs along its sides
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RETURN_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A key press as SDL sends it (for scripts and examples)."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


@dataclass(frozen=True)
class Stop:
    """One place the keys may reach: ``key`` names it (stable while it stays), ``rect`` is
    where the ring goes, ``enter`` what Enter or Space does; ``means`` says what that is,
    for drivers and tests: the action text it plays, or ``pick ...``, ``press ...``."""

    key: str
    rect: tuple[int, int, int, int] | pygame.Rect
    enter: Callable[[], object] | None = None
    means: str = ""
    then: str | None = None  # the zone the focus goes to after Enter (a picked card's targets)
    adjust: Callable[[int], object] | None = None  # ← → change its value (-1, +1), not move
    group: str = ""  # stops of one group (RÖK: a pair's two stones): ↑ ↓ go group to group


@dataclass(frozen=True)
class Zone:
    """A row of stops. ``arrows=False``: the zone lets the arrows through (the log, whose
    ← → look back and on). ``keys``: the keys that do a stop's Enter here (a table's
    buttons: Enter only, its Space being the table's)."""

    name: str
    stops: tuple[Stop, ...]
    arrows: bool = True
    keys: tuple[int, ...] = ENTER_KEYS


@dataclass
class Modality:
    """Whether the player moves by keys now (the rings show), shared by every screen: a
    player who came to a table by keys finds its ring there at once; a click clears it.
    The tables' words follow it too ("press" while the ring shows, "click" after the mouse)."""

    keys: bool = False


@dataclass
class Focus:
    """Where the keys act: a zone and a stop, by name, and whether the ring shows."""

    zone: str = ""
    stop: str = ""
    index: int = 0  # the stop's place, to land on a neighbour when it is gone
    modality: Modality = field(default_factory=Modality)
    tab_stops: bool = False  # Tab steps stop by stop (a screen of widgets), not zone by zone
    arrows_show: bool = True  # an arrow shows the ring (False: the screen's arrows are its own)
    back: list[tuple[str, str, int]] = field(default_factory=list)  # before each pick-up

    @property
    def shown(self) -> bool:
        return self.modality.keys

    @shown.setter
    def shown(self, value: bool) -> None:
        self.modality.keys = value

    # --- where the focus is ----------------------------------------------------------------

    def resolve(self, zones: Sequence[Zone]) -> tuple[Zone, int] | None:
        """The zone and the stop's place the keys act on (a neighbour if its stop is gone,
        the first zone if its zone is); changes nothing."""
        live = [zone for zone in zones if zone.stops]
        if not live:
            return None
        zone = next((z for z in live if z.name == self.zone), None)
        if zone is None:
            return live[0], 0
        index = next((i for i, stop in enumerate(zone.stops) if stop.key == self.stop),
                     min(self.index, len(zone.stops) - 1))
        return zone, index

    def current(self, zones: Sequence[Zone]) -> Stop | None:
        """The stop the keys act on, the focus settled on it."""
        zone = self.current_zone(zones)
        return None if zone is None else zone.stops[self.index]

    def current_zone(self, zones: Sequence[Zone]) -> Zone | None:
        """The zone the keys act in, the focus settled on its stop."""
        found = self.resolve(zones)
        if found is None:
            return None
        zone, self.index = found
        self.zone, self.stop = zone.name, zone.stops[self.index].key
        return zone

    def go(self, zone: str, stop: str = "", index: int = 0) -> None:
        """Put the focus on ``zone`` (at ``stop``, else its ``index``-th stop)."""
        self.zone, self.stop, self.index = zone, stop, index

    def remember(self) -> None:
        """Before a pick-up: where to come back to when it is put down."""
        self.back.append((self.zone, self.stop, self.index))

    def come_back(self) -> None:
        """Put down: the focus returns to what was picked up (or the first pick-up's place)."""
        if self.back:
            self.zone, self.stop, self.index = self.back[0]
        self.back.clear()

    # --- keys ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, zones: Sequence[Zone]) -> bool:
        """Tab, arrows, Enter and Space; True when the key was the focus's."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            backward = bool(event.mod & pygame.KMOD_SHIFT)
            if not self.shown:
                self.shown = True
                if self.current(zones) is not None:
                    return True
            self.tab(zones, -1 if backward else 1)
            return True
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_SHIFT):
            return False
        if not self.shown:
            if event.key in ARROWS and self.arrows_show and self.current(zones) is not None:
                self.shown = True  # the first arrow shows where the keys act
                return True
            return False
        zone = self.current_zone(zones)
        if zone is None:
            return False
        if event.key in ARROWS:
            if not zone.arrows:
                return False
            self.arrow(zone, event.key)
            return True
        if event.key in zone.keys:
            stop = self.current(zones)
            if stop is None or stop.enter is None:
                return False
            if stop.then is not None and not self.back:
                self.remember()  # (the first pick-up of a chain: Esc comes back here)
            stop.enter()
            if stop.then is not None:
                self.go(stop.then)
            return True
        return False

    def tab(self, zones: Sequence[Zone], step: int) -> None:
        live = [zone for zone in zones if zone.stops]
        if not live:
            return
        zone = self.current_zone(live)
        assert zone is not None
        if self.tab_stops:
            stops = [(z.name, s.key, i) for z in live for i, s in enumerate(z.stops)]
            self.current(live)
            here = next((n for n, (z, s, _) in enumerate(stops)
                         if z == self.zone and s == self.stop), 0)
            self.go(*stops[(here + step) % len(stops)])
            return
        names = [z.name for z in live]
        self.go(names[(names.index(zone.name) + step) % len(names)])

    def arrow(self, zone: Zone, key: int) -> None:
        stops = zone.stops
        here = next((i for i, s in enumerate(stops) if s.key == self.stop),
                    min(self.index, len(stops) - 1))
        step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
        adjust = stops[here].adjust
        if adjust is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
            adjust(step)  # a drop-down's option, a slider's value
            return
        target = (here + step) % len(stops)
        if key in (pygame.K_UP, pygame.K_DOWN) and stops[here].group:
            target = next_group(stops, here, step)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            above_below = nearest(stops, here, step)
            target = target if above_below is None else above_below
        self.stop, self.index = stops[target].key, target

    # --- the ring ------------------------------------------------------------------------------

    def ring(self, zones: Sequence[Zone]) -> pygame.Rect | None:
        """Where the ring goes now (None: hidden, or nothing to reach); changes nothing."""
        found = self.resolve(zones) if self.shown else None
        if found is None:
            return None
        zone, index = found
        return pygame.Rect(zone.stops[index].rect)

    def draw(self, surface: pygame.Surface, zones: Sequence[Zone], grow: float = 1.0) -> None:
        """The ring, its bands grown with the text by ``grow``."""
        rect = self.ring(zones)
        if rect is not None:
            draw_ring(surface, rect, grow)


def next_group(stops: Sequence[Stop], here: int, step: int) -> int:
    """The first stop of the group after (``step`` +1) or before (-1) stop ``here``'s,
    wrapping round."""
    starts = [i for i, stop in enumerate(stops) if i == 0 or stop.group != stops[i - 1].group]
    mine = max(i for i in starts if i <= here)
    return starts[(starts.index(mine) + step) % len(starts)]


def nearest(stops: Sequence[Stop], here: int, step: int) -> int | None:
    """The stop nearest above (``step`` -1) or below (+1) stop ``here``, sideways distance
    counting double; None when there is none."""
    x, y = pygame.Rect(stops[here].rect).center
    best: tuple[float, int] | None = None
    for i, stop in enumerate(stops):
        sx, sy = pygame.Rect(stop.rect).center
        dy = (sy - y) * step
        if i == here or dy <= 4:
            continue
        score = dy + 2 * abs(sx - x)
        if best is None or score < best[0]:
            best = (score, i)
    return None if best is None else best[1]


def ring_bands(grow: float = 1.0) -> tuple[int, int]:
    """The light band's and each dark band's width for text grown by ``grow`` (the ring
    grows with the text: WCAG 2.2's focus appearance asks for a mark as thick as the
    strokes it marks; 150 % text gives a 4 px light band between two 3 px dark ones).

    >>> ring_bands(), ring_bands(1.5)
    ((3, 2), (4, 3))
    """
    return max(RING_BAND, round(RING_BAND * grow)), max(2, round(2 * grow))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, grow: float = 1.0) -> None:
    """The focus mark round ``rect``: a square frame, a light band between two dark ones,
    and a bracket at each corner outside it (the glow is a rounded line on the edge);
    ``grow``: the text size's factor, which the bands follow."""
    light, dark = ring_bands(grow)
    band = light + 2 * dark
    outer = rect.inflate(2 * band, 2 * band)
    pygame.draw.rect(surface, RING_DARK, outer, width=band)
    pygame.draw.rect(surface, RING_LIGHT, outer.inflate(-2 * dark, -2 * dark), width=light)
    bracket = round(BRACKET * grow)
    corners = outer.inflate(2 * band, 2 * band)
    for x, y, sx, sy in ((corners.left, corners.top, 1, 1), (corners.right, corners.top, -1, 1),
                         (corners.left, corners.bottom, 1, -1),
                         (corners.right, corners.bottom, -1, -1)):
        for colour, inset, width in ((RING_DARK, 0, band), (RING_LIGHT, dark, light)):
            ox, oy = x + sx * inset - (sx < 0), y + sy * inset - (sy < 0)
            horizontal = pygame.Rect(0, 0, bracket - inset, width)
            vertical = pygame.Rect(0, 0, width, bracket - inset)
            for part in (horizontal, vertical):
                if sx > 0:
                    part.left = ox
                else:
                    part.right = ox + 1
                if sy > 0:
                    part.top = oy
                else:
                    part.bottom = oy + 1
                surface.fill(colour, part)


def ring_contrast(ground: Colour) -> float:
    """How much the ring stands out from ``ground``: the better of its two colours (WCAG)."""
    return max(contrast(RING_DARK, ground), contrast(RING_LIGHT, ground))
