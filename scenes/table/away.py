"""A laptop that left the table: the host's screen pauses the game and asks what to do.

When a person's laptop drops off (Wi-Fi gone, lid closed, the app ended)
the host's authority makes the game wait (``HostTable.waiting``: every laptop's status line
names who is awaited). A laptop that comes back takes its seat again by itself, usually
within a second, so the host's table asks nothing for :data:`AWAY_AFTER` seconds. Then
:class:`AwayOffer` opens :class:`AwayOverlay` over the dimmed table: **Wait** (the game
goes on waiting; a button on the table, "A bot for NAME…", asks again), or **A bot takes
the seat** at the level chosen there (``HostedSession.give_to_bot``: the host's own table
plays that seat from then on, the laptop's token stops working, the record and its save
name the seat a bot). The table under the overlay keeps answering the network
(``TableScene.update_covered``); the overlay closes by itself if the laptop comes back
meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from scenes.frame.catalogue import game_info
from scenes.frame.uiscene import UIScene, select_only
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped, ellipsize

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

AWAY_AFTER = 3.0  # seconds a laptop is away before the host is asked (a blip reconnects)
PANEL_SIZE = (720, 430)  # centred in the canvas
BUTTON_FONT = 21  # the theme's button font (assets/theme.json)
OFFER_WIDTH = 420  # the table's "A bot for NAME…" at its widest


@dataclass(frozen=True)
class AwayPayload:
    """The seat whose laptop is away, the bot levels its game offers (easiest first) and the
    host's two hooks: ``away()`` (the seats still away) and ``give(seat, level)``."""

    seat: int
    name: str
    colour: tuple[int, int, int]
    levels: tuple[str, ...]
    level: str
    away: Callable[[], list[int]]
    give: Callable[[int, str], None]


class AwayOverlay(UIScene):
    """Wait for the laptop, or a bot takes the seat (see the module). Esc waits."""

    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.shade: pygame.Surface | None = None  # the table darkened (build_ui)
        self.payload: AwayPayload | None = None
        self.level = ""
        self.closing = False
        self.levels: dict[str, pygame_gui.elements.UIButton] = {}
        self.title: pygame.Surface | None = None
        self.body: pygame.Surface | None = None

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, AwayPayload)
        self.payload = payload
        self.level = payload.level
        super().enter(payload)

    @property
    def panel(self) -> pygame.Rect:
        """The panel, in the middle of the canvas."""
        panel = pygame.Rect((0, 0), PANEL_SIZE)
        panel.center = self.ctx.canvas.center
        return panel

    def build_ui(self, root: UIContainer) -> None:
        panel = self.panel
        assert self.payload is not None
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        self.shade = pygame.Surface(self.ctx.canvas.size, pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 150))
        font = assets.font(30, bold=True)
        self.title = font.render(ellipsize(tr("net.away.title", name=self.payload.name), font,
                                           panel.width - 96), True, palette.ink)
        words = tr("net.away.explain")
        self.body = pygame.Surface((panel.width - 60, 96), pygame.SRCALPHA)
        blit_wrapped(self.body, words, assets.font_wrapping(20, words, self.body.get_size()),
                     palette.ink, self.body.get_rect())
        self.label((panel.left + 30, panel.top + 196, panel.width - 60, 28),
                   tr("net.away.level"))
        width = (panel.width - 60 - 20 * (len(self.payload.levels) - 1)) // len(
            self.payload.levels)
        self.levels = {}
        for i, level in enumerate(self.payload.levels):
            self.levels[level] = self.button(
                (panel.left + 30 + i * (width + 20), panel.top + 228, width, 48),
                tr(f"net.away.{level}"), partial(self.choose, level), f"#away_level_{level}")
        select_only(self.levels, self.level)
        bottom = panel.bottom - 86
        self.button((panel.left + 30, bottom, 380, 56), tr("net.table.give_to_bot"),
                    self.give, "#away_bot")
        self.button((panel.right - 30 - 250, bottom, 250, 56), tr("net.away.wait"),
                    self.wait, "#away_wait")

    def choose(self, level: str) -> None:
        self.level = level
        select_only(self.levels, level)

    def give(self) -> None:
        """A bot of the chosen level plays the seat from now on."""
        assert self.payload is not None
        self.payload.give(self.payload.seat, self.level)
        self.close("bot")

    def wait(self) -> None:
        self.close("wait")

    def close(self, result: str) -> None:
        """Leave once (a pop asked for is applied after the frame's updates: this one's
        must not ask again)."""
        if not self.closing:
            self.closing = True
            self.ctx.stack.pop(result)

    def update(self, dt: float) -> None:
        """A laptop that came back (the table underneath reads the network) closes this."""
        assert self.payload is not None
        if self.payload.seat not in self.payload.away():
            self.close("back")

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.wait()
            return True
        # a modal overlay: clicks and keys never reach the table underneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def places(self) -> tuple[pygame.Rect, pygame.Rect]:
        panel = self.panel
        assert self.title is not None and self.body is not None
        return (self.title.get_rect(topleft=(panel.left + 66, panel.top + 28)),
                self.body.get_rect(topleft=(panel.left + 30, panel.top + 84)))

    def drawn_regions(self) -> list[Region]:
        regions = [Region("panel", "away", box_of(self.panel))]
        if self.title is not None:
            title, body = self.places()
            regions += [Region("text", "title", box_of(title)), Region("text", "body",
                                                                        box_of(body))]
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel
        palette = self.ctx.palette
        if self.shade is not None:
            surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, panel, border_radius=18)
        pygame.draw.rect(surface, palette.accent, panel, 2, border_radius=18)
        if self.title is not None and self.body is not None and self.payload is not None:
            title, body = self.places()
            pygame.draw.circle(surface, self.payload.colour, (panel.left + 44, title.centery), 12)
            pygame.draw.circle(surface, palette.ink, (panel.left + 44, title.centery), 12, 2)
            surface.blit(self.title, title)
            surface.blit(self.body, body)


class AwayOffer:
    """When to ask the host about a laptop that is away, and the table's button to ask
    again after "Wait" (held by the host's :class:`~scenes.table.networked.NetSeats`)."""

    def __init__(self) -> None:
        self.asked: set[int] = set()  # seats asked about while they are away
        self.button: pygame_gui.elements.UIButton | None = None
        self.button_seat: int | None = None

    def update(self, table: Any, host: Any, now: float, give: Callable[[int, str], None]
               ) -> bool:
        """Ask (push the overlay) once a seat has been away :data:`AWAY_AFTER` seconds;
        True when it did (the table's update stops there)."""
        away = host.waiting() if not host.state.is_terminal() else []
        self.asked &= set(away)
        due = [seat for seat in away if seat not in self.asked
               and now - (host.seats[seat].missing_since or now) >= AWAY_AFTER]
        if due:
            self.ask(table, host, due[0], give)
            return True
        waited = [seat for seat in away if seat in self.asked]
        self.sync_button(table, host, waited[0] if waited else None, give)
        return False

    def ask(self, table: Any, host: Any, seat: int, give: Callable[[int, str], None]) -> None:
        self.asked.add(seat)
        info = game_info(host.game)
        table.ctx.stack.push(AwayOverlay, AwayPayload(
            seat, table.name(seat), table.seat_colour(seat), tuple(info.bot_levels),
            info.default_level, host.waiting, give))

    def sync_button(self, table: Any, host: Any, seat: int | None,
                    give: Callable[[int, str], None]) -> None:
        """"A bot for NAME…" on the table while the host waits by choice (where the table's
        "Pass to NAME" goes: no hand-over is pending while the game waits)."""
        alive = self.button is not None and self.button.alive()
        if alive and self.button_seat == seat:
            return
        if self.button is not None and alive:
            table.remove(self.button)
        self.button, self.button_seat = None, seat
        if seat is None or table.root is None:
            return
        rect = pygame.Rect(table.handover_at)  # (grown to the left for a long name)
        font = table.ctx.assets.font(BUTTON_FONT, bold=True)
        words = table.ctx.tr("net.away.offer", name=table.name(seat))
        width = min(max(rect.width, font.size(words)[0] + 32), OFFER_WIDTH)
        rect = pygame.Rect(rect.right - width, rect.top, width, rect.height)
        words = ellipsize(words, font, rect.width - 24)
        self.button = table.button(rect, words,
                                   lambda: self.ask(table, host, seat, give), "#away_offer")
