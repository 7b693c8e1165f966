"""A rules summary for each game, in the player's language, one tab per game."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from scenes.catalogue import GAMES
from scenes.uiscene import LOGICAL_SIZE, UIScene

RULES_FONT_SIZES = (19, 18)  # bold sizes the rules' HTML uses (the body and <font size=5>)
TEXT_BOX = pygame.Rect(140, 150, LOGICAL_SIZE[0] - 280, LOGICAL_SIZE[1] - 280)


class RulesScene(UIScene):
    escape_pops = True

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.game = GAMES[0].id

    def enter(self, payload: Any = None) -> None:
        if payload is not None:
            self.game = payload
        super().enter(payload)

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        tab_width = 220
        left = (LOGICAL_SIZE[0] - len(GAMES) * (tab_width + 12) + 12) // 2
        for i, info in enumerate(GAMES):
            tab = self.button((left + i * (tab_width + 12), 80, tab_width, 48),
                              tr(f"games.{info.id}.name"),
                              lambda game=info.id: self.show(game), f"#rules_{info.id}")
            if info.id == self.game:
                tab.select()
        fonts = self.ctx.ui.get_theme().get_font_dictionary()
        missing = [size for size in RULES_FONT_SIZES
                   if not fonts.check_font_preloaded(f"noto_sans_bold_aa_{size}")]
        self.ctx.ui.preload_fonts([{"name": "noto_sans", "point_size": size, "style": "bold"}
                                   for size in missing])
        html = self.ctx.assets.text("rules", f"{self.game}.{self.ctx.tr.language}.html")
        for power, word in self.ctx.palette.power_words.items():  # colours as drawn
            html = html.replace(f"%{{{power}}}", tr(f"totem.colour.{word}"))
        pygame_gui.elements.UITextBox(html, TEXT_BOX, self.ctx.ui, container=root,
                                      object_id="#rules_text")
        self.button((LOGICAL_SIZE[0] // 2 - 130, LOGICAL_SIZE[1] - 100, 260, 54),
                    tr("common.back"), self.ctx.stack.pop, "#back")
        self.backdrop = self.ctx.assets.background(LOGICAL_SIZE, self.ctx.palette)

    def show(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self.relayout()
