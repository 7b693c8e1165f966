"""A laptop whose link to the table ended: the host gave its seat to a bot or closed the
table, sent something this version cannot read, or could not prove it is the host.

The laptop's table is never left frozen: :class:`SeatLostOverlay` comes over it and says
what happened, with **Leave** (back to the menu) and, when the host gave the seat to a bot,
**Watch the game** (``RemoteSession.watch``: the public view from the seat's place, every
move as it is made, nothing to play), or, when the link ended on what this laptop would not
take from its host, **Reconnect** (``RemoteSession.reconnect``: the same seat, as it stands;
the host kept the game). Esc leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_wrapped

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

PANEL_SIZE = (720, 330)  # centred in the canvas


WHY = ("given", "closed", "unreadable", "not_host")
"""Why the link ended, as the overlay words it (``net.lost.WHY``)."""


@dataclass(frozen=True)
class SeatLostPayload:
    """Why the link ended (one of :data:`WHY`), and the ways on: ``watch`` when the seat went
    to a bot, ``reconnect`` when the link ended on what the laptop would not take."""

    why: str
    leave: Callable[[], None]
    watch: Callable[[], None] | None = None
    reconnect: Callable[[], None] | None = None


class SeatLostOverlay(UIScene):
    """Leave, or watch the game (see the module)."""

    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.shade: pygame.Surface | None = None  # the table darkened (build_ui)
        self.payload: SeatLostPayload | None = None
        self.words: pygame.Surface | None = None

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, SeatLostPayload)
        self.payload = payload
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
        words = tr(f"net.lost.{self.payload.why}")
        self.words = pygame.Surface((panel.width - 60, panel.height - 140), pygame.SRCALPHA)
        blit_wrapped(self.words, words, assets.font_wrapping(24, words, self.words.get_size()),
                     palette.ink, self.words.get_rect())
        bottom = panel.bottom - 86
        self.button((panel.right - 30 - 250, bottom, 250, 56), tr("net.lost.leave"),
                    self.leave, "#lost_leave")
        if self.payload.watch is not None:
            self.button((panel.left + 30, bottom, 380, 56), tr("net.lost.watch"), self.watch,
                        "#lost_watch")
        if self.payload.reconnect is not None:
            self.button((panel.left + 30, bottom, 380, 56), tr("net.lost.reconnect"),
                        self.reconnect, "#lost_reconnect")

    def watch(self) -> None:
        assert self.payload is not None and self.payload.watch is not None
        self.ctx.stack.pop()
        self.payload.watch()

    def reconnect(self) -> None:
        assert self.payload is not None and self.payload.reconnect is not None
        self.ctx.stack.pop()
        self.payload.reconnect()

    def leave(self) -> None:
        assert self.payload is not None
        self.ctx.stack.pop()
        self.payload.leave()

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return True
        # a modal overlay: clicks and keys never reach the table underneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def drawn_regions(self) -> list[Region]:
        panel = self.panel
        regions = [Region("panel", "lost", box_of(panel))]
        if self.words is not None:
            regions.append(Region("text", "words", box_of(self.words.get_rect(
                topleft=(panel.left + 30, panel.top + 30)))))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        panel = self.panel
        palette = self.ctx.palette
        if self.shade is not None:
            surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, panel, border_radius=18)
        pygame.draw.rect(surface, palette.accent, panel, 2, border_radius=18)
        if self.words is not None:
            surface.blit(self.words, (panel.left + 30, panel.top + 30))
