"""Hot-seat privacy: a full-screen curtain hides the table until the named player is ready."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region
from scenes.kit.textlayout import ellipsize

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

BUTTON_FONT = 21  # assets/theme.json: a button's font size


@dataclass(frozen=True)
class CurtainPayload:
    name: str
    colour: tuple[int, int, int]
    reason_key: str = "curtain.your_turn"  # what the player is called for


class CurtainScene(UIScene):
    """Opaque: nothing of the table is drawn while it is up. Pops with result ``"ready"``."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload = CurtainPayload("?", (200, 200, 200))
        self.texts: list[pygame.Rect] = []  # where the title and the hint were drawn

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, CurtainPayload):
            self.payload = payload
        super().enter(payload)

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        assets, palette = self.ctx.assets, self.ctx.palette
        canvas = self.ctx.canvas
        middle, top = canvas.centerx, canvas.centery - 400  # (the whole of it centred)
        words = tr("curtain.ready", name=self.payload.name)
        width = min(canvas.width - 80,  # as wide as its words (the theme's bold 21)
                    max(360, assets.font(BUTTON_FONT, bold=True).size(words)[0] + 48))
        self.button((middle - width // 2, top + 480, width, 64), words, self.ready,
                    "#curtain_ready")
        surface = assets.felt_copy(canvas.size, palette)
        shade = pygame.Surface(canvas.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        centre = (middle, top + 250)
        pygame.draw.circle(surface, self.payload.colour, centre, 54)
        pygame.draw.circle(surface, palette.ink, centre, 54, 3)
        initial = assets.font(56, bold=True).render(self.payload.name[:1].upper(), True,
                                                    palette.background)
        surface.blit(initial, initial.get_rect(center=centre))
        font = assets.font(48, bold=True)
        title = font.render(ellipsize(tr("curtain.pass_to", name=self.payload.name), font,
                                      canvas.width - 80), True, palette.ink)
        hint = assets.font(22).render(tr(self.payload.reason_key), True, palette.muted)
        self.texts = [surface.blit(title, title.get_rect(midtop=(middle, top + 330))),
                      surface.blit(hint, hint.get_rect(midtop=(middle, top + 400)))]
        self.backdrop = surface

    def drawn_regions(self) -> list[Region]:
        return [Region("text", name, (r.x, r.y, r.w, r.h))
                for name, r in zip(("title", "hint"), self.texts, strict=True)]

    def ready(self) -> None:
        self.ctx.stack.pop("ready")

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            self.ready()
            return True
        return False
