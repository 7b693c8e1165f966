"""RÖK's order of thefts (R17) at the table: the hardest decision, shown.

When several thieves steal Balance runes of one colour, the slide winner chooses the
order. Each choice is a row of a panel in the bottom right corner: a button naming the
thieves in turn ("Robot, then Zoé", names shortened so the words fit in both languages)
and, under it, every hoard that order leaves (:mod:`game.rok.orders`, computed by the
core). Arrows from
thief to victim, numbered, show on the cloth the choice under the mouse, else the one a
hint named (ringed), else the first. A part :class:`scenes.games.rok.scene.RokScene` holds
as ``ordering``.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.rok.orders import OrderChoice, order_choices
from scenes.kit.pieces.rok_words import order_label
from scenes.kit.regions import Region
from scenes.kit.textlayout import ellipsize, whole_lines

if TYPE_CHECKING:
    from game.hints import Hint
    from scenes.games.rok.parts import RokTable

BUTTON_FONT = 21  # the theme's button font (assets/theme.json)
PANEL_W = 292  # in the bottom right corner, off the cloth, right of the bottom seat
BUTTON_H = 44
ROW = BUTTON_H + 30  # a button, and the hoards under it
TITLE_H = 38
ARROW_GAP = 10  # two arrows between the same seats run side by side, this far apart


class RokOrdering:
    """The order choices of the seat choosing now, drawn and offered as buttons."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.choices: list[OrderChoice] = []
        self.hinted_order: str | None = None

    def hinted(self, hint: Hint) -> None:
        """A hint that names an order rings its button (and its arrows show)."""
        if hint.reason == "order":
            self.hinted_order = hint.action

    def order_choices_now(self) -> list[OrderChoice]:
        """The orders the human choosing now may pick (none for a bot or another phase)."""
        table = self.table
        if not (table.my_turn and table.view.get("phase") == "order"):
            return []
        assert table.session is not None  # (my_turn)
        return order_choices(table.session.view(table.view["current_player"]))

    def order_title(self) -> tuple[pygame.font.Font, list[str]]:
        """The panel's title, whole: its font (the text size's down to 100 %) and lines."""
        table = self.table
        return whole_lines(table.ctx.tr("rok.order.title"),
                           table.ctx.assets.down_to_designed(16, bold=True), PANEL_W - 24,
                           TITLE_H - 12)

    def title_height(self) -> int:
        font, lines = self.order_title()
        return max(TITLE_H, 12 + len(lines) * font.get_linesize())

    def order_panel(self, count: int) -> pygame.Rect:
        """The panel of the choices: off the cloth in the bottom right corner (where Throw and
        Done stand), so the slid stones and the arrows stay in view."""
        height = self.title_height() + count * ROW + 6
        area = self.table.places.play_area
        return pygame.Rect(area.right - 8 - PANEL_W, area.bottom - 8 - height,
                           PANEL_W, height)

    def order_row(self, index: int) -> pygame.Rect:
        panel = self.order_panel(len(self.choices))
        return pygame.Rect(panel.left + 9, panel.top + self.title_height() + index * ROW,
                           panel.width - 18, ROW - 4)

    def order_button_rect(self, index: int) -> pygame.Rect:
        row = self.order_row(index)
        return pygame.Rect(row.left, row.top, row.width, BUTTON_H)

    def hoards_rect(self, index: int) -> pygame.Rect:
        row = self.order_row(index)
        return pygame.Rect(row.left + 4, row.top + BUTTON_H + 3, row.width - 8, ROW - BUTTON_H - 8)

    def order_words(self, choice: OrderChoice) -> str:
        """The button's words, each name shortened only if the whole does not fit the button
        even at 100 % (the button sets them as large as it holds: scenes.frame.fitting)."""
        table = self.table
        font = table.ctx.assets.font(BUTTON_FONT, bold=True, fixed=True)
        room = PANEL_W - 18 - 28
        names = list(table.names)
        text = order_label(table.ctx.tr, names, choice.thefts)
        width = max(40, room // max(1, len(choice.thefts)) - 30)
        while font.size(text)[0] > room and width > 20:
            short = [ellipsize(name, font, width) for name in names]
            text = order_label(table.ctx.tr, short, choice.thefts)
            width -= 8
        return text

    def build_order_buttons(self) -> None:
        """The buttons of the choices (again whenever the choices change)."""
        table = self.table
        choices = self.order_choices_now()
        if [c.text for c in choices] == list(table.order_buttons):
            return
        for button in table.order_buttons.values():
            button.kill()
        table.order_buttons = {}
        self.choices = choices
        if self.hinted_order not in [c.text for c in choices]:
            self.hinted_order = None
        for i, choice in enumerate(choices):
            table.order_buttons[choice.text] = table.button(
                self.order_button_rect(i), self.order_words(choice),
                partial(table.act, choice.text), f"#rok_order_{i}")

    def focused_order(self) -> OrderChoice | None:
        """The choice the arrows show: under the mouse, else the hinted one, else the first."""
        for i, choice in enumerate(self.choices):
            if self.order_row(i).collidepoint(self.table.mouse):
                return choice
        hinted = next((c for c in self.choices if c.text == self.hinted_order), None)
        return hinted or (self.choices[0] if self.choices else None)

    def hoards_words(self, choice: OrderChoice, room: int) -> str:
        """"Zoé: 10 · Robot: 0": every seat's hoard after this order (the title says
        "Hoards after:"), names shortened until the line fits ``room`` at 100 %."""
        table = self.table
        font, tr = table.ctx.assets.font(16, fixed=True), table.ctx.tr
        names = list(table.names)
        per = room
        while True:
            text = " · ".join(str(tr("rok.order.item", n=n, name=ellipsize(names[s], font, per)))
                              for s, n in enumerate(choice.hoards))
            if font.size(text)[0] <= room or per < 24:
                return text
            per -= 6

    def draw_order_arrows(self, surface: pygame.Surface) -> None:
        """The arrows of the focused choice (under the slid stones and their distances)."""
        if self.choices and self.table.order_buttons:
            focused = self.focused_order()
            if focused is not None:
                self.draw_arrows(surface, focused)

    def draw_orders(self, surface: pygame.Surface) -> None:
        """The panel: each order's button (a widget) and the hoards it leaves."""
        table = self.table
        if not self.choices or not table.order_buttons:
            return
        focused = self.focused_order()
        palette, assets = table.ctx.palette, table.ctx.assets
        panel = self.order_panel(len(self.choices))
        pygame.draw.rect(surface, palette.panel, panel, border_radius=12)
        pygame.draw.rect(surface, palette.accent, panel, 2, border_radius=12)
        title_font, lines = self.order_title()  # (whole: smaller, or on two lines)
        for k, line in enumerate(lines):
            surface.blit(title_font.render(line, True, palette.accent),
                         (panel.left + 12, panel.top + 9 + k * title_font.get_linesize()))
        for i, choice in enumerate(self.choices):
            box = self.hoards_rect(i)
            words = self.hoards_words(choice, box.width)
            font = assets.font_within(16, box.height + 4, words=words, width=box.width)
            text = font.render(words, True, palette.accent if choice is focused else palette.ink)
            surface.blit(text, text.get_rect(midleft=(box.left, box.centery)))
            if choice.text == self.hinted_order:
                ring = self.order_button_rect(i).inflate(8, 8)
                pygame.draw.rect(surface, palette.glow, ring, 4, border_radius=12)

    def draw_arrows(self, surface: pygame.Surface, choice: OrderChoice) -> None:
        """From each thief's Balance place to its victim's, numbered in the order's turn."""
        table = self.table
        palette, font = table.ctx.palette, table.ctx.assets.font(16, bold=True)
        for number, (thief, victim) in enumerate(choice.thefts, start=1):
            start, end = table.places.balance(thief), table.places.balance(victim)
            dx, dy = end[0] - start[0], end[1] - start[1]
            length = math.hypot(dx, dy) or 1.0
            ux, uy = dx / length, dy / length
            # A→B and B→A run side by side: each to its side of the line between the seats
            side = ARROW_GAP if thief < victim else -ARROW_GAP
            sign = 1 if thief < victim else -1  # the lower seat's way along that line
            ox, oy = -uy * sign * side, ux * sign * side
            a = (start[0] + ux * 28 + ox, start[1] + uy * 28 + oy)
            b = (end[0] - ux * 30 + ox, end[1] - uy * 30 + oy)
            colour = table.seat_colour(thief)
            pygame.draw.line(surface, palette.ink, a, b, 7)
            pygame.draw.line(surface, colour, a, b, 4)
            head = [b, (b[0] - ux * 16 - uy * 9, b[1] - uy * 16 + ux * 9),
                    (b[0] - ux * 16 + uy * 9, b[1] - uy * 16 - ux * 9)]
            pygame.draw.polygon(surface, colour, head)
            pygame.draw.polygon(surface, palette.ink, head, 2)
            disc = (round(b[0] - ux * 34), round(b[1] - uy * 34))
            pygame.draw.circle(surface, palette.panel, disc, 12)
            pygame.draw.circle(surface, colour, disc, 12, 3)
            label = font.render(str(number), True, palette.ink)
            surface.blit(label, label.get_rect(center=disc))

    def order_regions(self) -> list[Region]:
        """The panel (its buttons and texts lie on it), its title and each row's hoards."""
        table = self.table
        if not self.choices or not table.order_buttons:
            return []
        panel = self.order_panel(len(self.choices))
        found = [Region("panel", "orders", (panel.x, panel.y, panel.w, panel.h))]
        for i, choice in enumerate(self.choices):
            box = self.hoards_rect(i)
            words = self.hoards_words(choice, box.width)
            font = table.ctx.assets.font_within(16, box.height + 4, words=words, width=box.width)
            width, height = font.size(words)
            found.append(Region("text", f"hoards:{i}",
                                (box.left, box.centery - height // 2, width, height)))
        return found
