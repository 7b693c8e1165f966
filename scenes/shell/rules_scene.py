"""The rules of each game, with pictures: one tab per game, one page per section.

A page (``scenes/shell/rules/page.py``) is a heading, the rule IDs as tags, a short
text and pictures drawn with the games' own art. Pages are composed only when
shown and at most :data:`KEPT_PAGES` are kept; everything is dropped when the
screen closes, so the screen stays light (it once cost 140 MB and 0.7 s as one
long text box). Tables open it at the section that fits their phase (F1, and
Rules in the pause overlay): :class:`RulesPayload`.

Keys: ←/→, ↑/↓, Page Up/Down and the mouse wheel turn the pages, Home/End jump
to the first/last, Esc leaves; every section is also a button in the list, and the keys'
ring starts on the section shown (F1 at a table: that game's section, not the first tab).
While a refusal shows at the table, F1 opens the section of the rule it cites, and the
refusal waits there: the rules screen hides a table's sticky notices (``table_notices``).
Pointed at, a page's tags say they are the rules' numbers.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton

from scenes.frame.catalogue import GAMES
from scenes.frame.payloads import RulesPayload
from scenes.frame.rules_sections import section_ids, sections
from scenes.frame.uiscene import UIScene, key_row
from scenes.frame.widget_keys import widget_name
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import tip_place, tooltip
from scenes.shell.rules.kit import Kit
from scenes.shell.rules.page import Page, compose

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.kit.palette import Palette

PAGE_RECT = pygame.Rect(290, 80, 960, 640)  # at 100 % text on the smallest canvas
PAGE_WIDEST = 1200  # on a wider canvas the page grows to this (lines stay readable) ...
PAGE_ABOVE, PAGE_BELOW = 80, 80  # ... and as tall as the canvas leaves (tabs, the buttons)
# Buttons are 240×50 and 220×50, the menu's sizes: pygame_gui draws a button's shapes once
# per size, so the rules open without drawing new ones.
LIST_LEFT, LIST_WIDTH, LIST_TOP, LIST_STEP = 30, 240, 80, 56
LIST_WIDEST = 360  # at larger text the sections' column grows to this, the page narrows
SECTION_FONT = 18  # the theme's @rules_section (a size pygame_gui already has): titles fit
NAV_GAP = 14  # from the page to the buttons under it
KEPT_PAGES = 1  # a page is 2.4 MB and recomposed in about 10 ms: keep only the one shown
TIP_WIDTH = 360  # the rule tags' tooltip wraps at this width
BACK = {pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP}
FORWARD = {pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN}


class RulesScene(UIScene):
    escape_pops = True
    table_notices = False  # (a refusal that sent the player here waits at the table)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.game = GAMES[0].id
        self.section = section_ids(self.game)[0]
        self.pages: OrderedDict[str, Page] = OrderedDict()
        self.kit: Kit | None = None
        self.words: dict[str, Any] = {}
        self.section_buttons: dict[str, UIButton] = {}
        self.counter: pygame.Surface | None = None
        self.sheet = 0  # larger text: which sheet of the section's page (rules/sheets.py)
        self.list_width, self.page_rect = LIST_WIDTH, PAGE_RECT.copy()
        self.list_left = LIST_LEFT
        self.tip: tuple[pygame.Surface, pygame.Rect] | None = None  # over the rule tags
        self.focus.arrows_show = False  # the arrows turn the pages (Tab shows the ring)

    def enter(self, payload: Any = None) -> None:
        if isinstance(payload, str):
            payload = RulesPayload(payload)
        if isinstance(payload, RulesPayload) and payload.game is not None:
            self.game = payload.game
            ids = section_ids(self.game)
            self.section = payload.section if payload.section in ids else ids[0]
        super().enter(payload)

    def exit(self) -> None:
        self.forget()
        super().exit()

    def forget(self) -> None:
        """Drop the pages and the art drawn for them."""
        self.pages.clear()
        self.kit = None
        self.counter = None

    def lay_out(self) -> None:
        """The sections' column as wide as its longest title at the text size (larger text
        grows it up to LIST_WIDEST rather than shrinking the titles), the page the rest: as
        tall as the canvas leaves, as wide up to PAGE_WIDEST, the two centred together."""
        font = self.ctx.assets.font(SECTION_FONT)
        titles = [self.words["sections"][section.id]["title"] for section in sections(self.game)]
        self.list_width = min(LIST_WIDEST, max(LIST_WIDTH, *(font.size(title)[0] + 24
                                                              for title in titles)))
        canvas = self.ctx.canvas
        beside = self.list_width + 20  # the column and the gap to the page
        room = canvas.width - 2 * LIST_LEFT - beside
        grown = PAGE_RECT.right - LIST_LEFT - beside  # the page's width on 1280×800
        width = max(grown, min(room, PAGE_WIDEST))
        self.list_left = max(LIST_LEFT, (canvas.width - beside - width) // 2)
        self.page_rect = pygame.Rect(self.list_left + beside, PAGE_ABOVE, width,
                                     canvas.height - PAGE_ABOVE - PAGE_BELOW)

    @property
    def nav_top(self) -> int:
        """The top of Back, Previous and Next, under the page."""
        return self.page_rect.bottom + NAV_GAP

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        tab_width = 220
        self.words = self.ctx.assets.json("rules", f"{self.game}.{tr.language}.json")
        self.lay_out()
        left = self.page_rect.centerx - (len(GAMES) * (tab_width + 12) - 12) // 2
        for i, info in enumerate(GAMES):
            tab = self.button((left + i * (tab_width + 12), 16, tab_width, 50),
                              tr(f"games.{info.id}.name"),
                              partial(self.show, info.id), f"#rules_{info.id}")
            if info.id == self.game:
                tab.select()
        self.section_buttons = {}
        for i, section in enumerate(sections(self.game)):
            self.section_buttons[section.id] = self.button(
                (self.list_left, LIST_TOP + i * LIST_STEP, self.list_width, 50),
                self.words["sections"][section.id]["title"],
                partial(self.go, section.id),
                ObjectID(f"#rules_section_{section.id}", "@rules_section"))
        nav = self.nav_top
        self.button((self.list_left, nav, LIST_WIDTH, 50), tr("common.back"), self.ctx.stack.pop,
                    "#back")
        self.button((self.page_rect.left, nav, LIST_WIDTH, 50), tr("rules.previous"),
                    lambda: self.turn(-1), "#rules_previous")
        self.button((self.page_rect.right - LIST_WIDTH, nav, LIST_WIDTH, 50), tr("rules.next"),
                    lambda: self.turn(1), "#rules_next")
        self.backdrop = self.ctx.assets.felt_copy(self.ctx.canvas.size, self.ctx.palette)
        draw_panel(self.backdrop, self.page_rect, self.ctx.palette)
        self.forget()  # words, language or palette may have changed
        self.kit = Kit(self.ctx.assets, self.ctx.palette, self.words["labels"])
        self.go(self.section)
        button = self.section_buttons[self.section]  # the keys start where the page is
        self.focus.go("widgets", f"widget:{widget_name(button)}:{id(button)}")

    # --- moving between pages -------------------------------------------------------------------

    def show(self, game: str) -> None:
        """A game's tab: its first section (the open game's tab goes back to its start)."""
        if game == self.game:
            self.go(section_ids(game)[0])
            return
        self.game = game
        self.section = section_ids(game)[0]
        self.relayout()

    def go(self, section: str, sheet: int = 0) -> None:
        """Show ``section`` (composing its page if it is not kept), at its ``sheet``."""
        self.section = section
        for name, button in self.section_buttons.items():
            button.select() if name == section else button.unselect()
        if section not in self.pages:
            assert self.kit is not None
            self.pages[section] = compose(
                self.kit, self.game, next(s for s in sections(self.game) if s.id == section),
                self.words["sections"][section], self.page_rect.size)
            while len(self.pages) > KEPT_PAGES:
                self.pages.popitem(last=False)
        self.pages.move_to_end(section)
        sheets = 1 + len(self.pages[section].more)
        self.sheet = sheet % sheets
        ids = section_ids(self.game)
        words = self.ctx.tr("rules.page", n=ids.index(section) + 1, count=len(ids))
        if sheets > 1:
            words += f" · {self.sheet + 1}/{sheets}"
        self.counter = self.ctx.assets.font(18, bold=True).render(words, True,
                                                                  self.ctx.palette.muted)

    def turn(self, step: int) -> None:
        """The next or previous sheet of this section, else the next or previous section."""
        sheets = 1 + len(self.pages[self.section].more) if self.section in self.pages else 1
        if 0 <= self.sheet + step < sheets:
            self.go(self.section, self.sheet + step)
            return
        ids = section_ids(self.game)
        index = max(0, min(len(ids) - 1, ids.index(self.section) + step))
        if ids[index] != self.section:
            self.go(ids[index], 0 if step > 0 else -1)

    def key_help(self) -> list[tuple[str, str]]:
        tr = self.ctx.tr
        return [key_row(tr, "pages"), key_row(tr, "home_end"), *super().key_help()]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.KEYDOWN:
            ids = section_ids(self.game)
            if event.key in BACK | FORWARD:
                self.turn(-1 if event.key in BACK else 1)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.go(ids[0] if event.key == pygame.K_HOME else ids[-1])
                return True
        return super().handle_input(event)

    def hover(self, pos: tuple[int, int]) -> None:
        """The pointer over a page's rule tags: what those IDs are, in a tooltip beside it."""
        tags = next((r for r in self.drawn_regions() if r.name == f"{self.section}:tags"),
                    None)
        if tags is None or not pygame.Rect(tags.box).inflate(6, 6).collidepoint(pos):
            self.tip = None
            return
        palette = self.ctx.palette
        tip = tooltip(self.ctx.tr("rules.tags_tip"), self.ctx.assets.font(17), palette.ink,
                      palette.accent, TIP_WIDTH)
        self.tip = (tip, tip_place(tip.get_size(), pos, self.page_rect, [pygame.Rect(tags.box)]))

    # --- drawing --------------------------------------------------------------------------------

    @property
    def page(self) -> Page | None:
        page = self.pages.get(self.section)
        return page if page is None or self.sheet == 0 else page.more[self.sheet - 1]

    def counter_rect(self) -> pygame.Rect | None:
        if self.counter is None:
            return None
        return self.counter.get_rect(center=(self.page_rect.centerx, self.nav_top + 25))

    def drawn_regions(self) -> list[Region]:
        rect = self.page_rect
        found = [Region("panel", "page", (rect.x, rect.y, rect.w, rect.h))]
        page = self.page
        if page is not None:
            found += [Region(r.kind, f"{self.section}:{r.name}",
                             (r.box[0] + rect.x, r.box[1] + rect.y, *r.box[2:]))
                      for r in page.regions]
        counter = self.counter_rect()
        if counter is not None:
            found.append(Region("text", "page_counter", box_of(counter)))
        return found

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        page = self.page
        if page is not None:
            surface.blit(page.surface, self.page_rect)
        counter = self.counter_rect()
        if counter is not None and self.counter is not None:
            surface.blit(self.counter, counter)
        if self.tip is not None:
            surface.blit(*self.tip)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, palette: Palette) -> None:
    """The rounded panel a page sits on."""
    pygame.draw.rect(surface, palette.panel, rect, border_radius=12)
    pygame.draw.rect(surface, palette.panel_edge, rect, 2, border_radius=12)
