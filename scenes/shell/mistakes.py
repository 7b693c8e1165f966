"""Your mistakes: the deck of decisions your reviews named (:mod:`game.review.deck`), a row per
game with how many there are, how many are learnt and how many are due, and **Practise**: the
next due one opens on the retry screen (find the better move, :mod:`scenes.shell.retry`); back
here, the first try's grade answers the card (found: it waits longer; missed: it comes back
this evening) and the deck is kept. A card whose saved game is gone leaves the deck.

The finished games never reviewed are found on a thread and offered (**Review them**): their
reviews are made one after another (:mod:`scenes.kit.backlog`), their mistakes joining as each
ends. Opened from the menu (**Your mistakes**). The clock is the scene's ``clock`` (a test
moves it).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.review.deck import GAMES, Card, Deck, DeckStore
from game.store import StoreError
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import RetryPayload, RetryResult
from scenes.frame.uiscene import UIScene
from scenes.kit.backlog import Backlog
from scenes.kit.regions import Region, box_of
from scenes.kit.reviewer import DECK
from scenes.kit.textlayout import blit_whole
from scenes.shell import review_paint as paint

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DESIGN = (1280, 800)  # the screen's picture, centred in the canvas
ROW = 110  # a game's row at 100 % (taller with larger text)
HOUR = 3600.0


class MistakesScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.clock: Callable[[], float] = time.time
        self.deck = Deck()
        self.asked: Card | None = None  # the card on the retry screen now
        self.backlog: Backlog | None = None  # the finished games not reviewed yet
        self.shown_done = -1  # the backlog's progress as last laid out
        self.texts: list[Region] = []

    @property
    def store(self) -> DeckStore:
        return DeckStore(self.ctx.library.data_dir / DECK)

    def enter(self, payload: Any = None) -> None:
        self.deck = self.store.load()
        self.backlog = Backlog(self.ctx.saves, self.ctx.library.data_dir)
        self.backlog.find()
        super().enter(payload)

    def exit(self) -> None:
        if self.backlog is not None:
            self.backlog.close()
        super().exit()

    def update(self, dt: float) -> None:
        backlog = self.backlog
        if backlog is not None and (backlog.poll() or backlog.done != self.shown_done):
            self.shown_done = backlog.done
            self.deck = self.store.load()  # (the reviews dealt their mistakes into it)
            self.relayout()

    def still(self) -> bool:
        return self.backlog is None or not self.backlog.busy

    def uncover(self, result: Any = None) -> None:
        asked, self.asked = self.asked, None
        if asked is not None and isinstance(result, RetryResult) and result.found is not None:
            self.deck.answer(asked, result.found, self.clock())
            self.keep()
        super().uncover(result)
        self.relayout()

    def keep(self) -> None:
        try:
            self.store.save(self.deck)
        except StoreError as exc:  # (the older file stays whole)
            self.ctx.notices.add(str(exc), warning=True)

    def practise(self, game: str) -> None:
        """The next due card of ``game`` on the retry screen (its game gone: it leaves)."""
        card = self.deck.next(game, self.clock())
        if card is None:
            return
        entry = self.ctx.saves.load(card.saved)
        if entry.saved is None:
            self.deck.forget(card.saved)
            self.keep()
            self.ctx.notices.add(self.ctx.tr("practice.deck.gone"), warning=True)
            self.relayout()
            return
        self.asked = card
        self.ctx.nav.open("retry", RetryPayload(entry.saved, card.decision))

    # --- layout and drawing ---------------------------------------------------------------------

    def origin(self) -> tuple[int, int]:
        canvas = self.ctx.canvas
        return (canvas.width - DESIGN[0]) // 2, (canvas.height - DESIGN[1]) // 2

    def row_rect(self, k: int) -> pygame.Rect:
        x, y = self.origin()
        tall = max(ROW, 2 * button_height(self.ctx.assets, 40))
        return pygame.Rect(x + 140, y + 250 + k * (tall + 16), DESIGN[0] - 280, tall)

    def backlog_row(self) -> pygame.Rect:
        """The games not reviewed yet: under the games' rows (at their place if none)."""
        return self.row_rect(len(GAMES) if self.deck.cards else 0)

    def button_rect(self, row: pygame.Rect) -> pygame.Rect:
        tr, assets = self.ctx.tr, self.ctx.assets
        width = button_width(assets, [tr(f"practice.deck.{key}") for key in  # (one width)
                                      ("practise", "review_all", "stop")], 200)
        rect = pygame.Rect(0, 0, width, button_height(assets, 48))
        rect.midright = (row.right - 20, row.centery)
        return rect

    def build_ui(self, root: UIContainer) -> None:
        tr, now = self.ctx.tr, self.clock()
        if self.deck.cards:
            for k, game in enumerate(GAMES):
                due = self.deck.progress(game, now).due
                self.button(self.button_rect(self.row_rect(k)), tr("practice.deck.practise"),
                            partial(self.practise, game), f"#deck_practise_{game}",
                            enabled=due > 0)
        backlog = self.backlog
        if backlog is not None and (backlog.reviewing or backlog.names):
            said = tr("practice.deck.stop" if backlog.reviewing else "practice.deck.review_all")
            action = backlog.cancel if backlog.reviewing else backlog.start
            self.button(self.button_rect(self.backlog_row()), said, action, "#deck_backlog")
        x, y = self.origin()
        back = tr("common.back")
        width = button_width(self.ctx.assets, [back], 200)
        self.button((x + DESIGN[0] - 140 - width, y + DESIGN[1] - 90, width,
                     button_height(self.ctx.assets, 48)), back, self.ctx.stack.pop, "#back")
        self.backdrop = self.compose_backdrop()

    def progress_words(self, game: str, now: float) -> str:
        tr = self.ctx.tr
        progress = self.deck.progress(game, now)
        said = [tr("practice.deck.cards", count=progress.cards),
                tr("practice.deck.learnt", count=progress.learnt),
                tr("practice.deck.due", count=progress.due)]
        waiting = [c.due for c in self.deck.cards.values() if c.game == game and c.due > now]
        if not progress.due and waiting:
            days = math.ceil((min(waiting) - now) / (24 * HOUR))
            said.append(tr("practice.deck.next_soon") if min(waiting) - now < 12 * HOUR
                        else tr("practice.deck.next_in", count=days))
        return " · ".join(said)

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        self.texts = []
        x, y = self.origin()
        title = assets.font(36, bold=True).render(tr("practice.deck.title"), True,
                                                  palette.accent)
        self.texts.append(Region("text", "title", box_of(surface.blit(title, (x + 140,
                                                                              y + 40)))))
        intro = pygame.Rect(x + 140, y + 110, DESIGN[0] - 280, 130)
        said = tr("practice.deck.intro" if self.deck.cards else "practice.deck.empty")
        height = blit_whole(surface, said, assets.down_to_designed(18), palette.ink, intro)
        self.texts.append(Region("text", "intro", (intro.x, intro.y, intro.w, height)))
        self.draw_backlog(surface)
        if not self.deck.cards:
            return surface
        now = self.clock()
        for k, game in enumerate(GAMES):
            row = self.row_rect(k)
            paint.plate(surface, row, assets, palette)
            surface.blit(assets.emblem(game, 48, palette), (row.left + 20, row.centery - 24))
            left = row.left + 84
            box = pygame.Rect(left, row.top + 12, self.button_rect(row).left - 16 - left,
                              row.height - 24)
            name = assets.font(22, bold=True)
            self.texts.append(Region("text", f"name_{game}", box_of(surface.blit(
                name.render(tr(f"games.{game}.name"), True, palette.ink), box.topleft))))
            box.top += name.get_linesize() + 4
            box.height = row.bottom - 8 - box.top
            height = blit_whole(surface, self.progress_words(game, now),
                                assets.down_to_designed(17), palette.muted, box)
            self.texts.append(Region("text", f"progress_{game}", (box.x, box.y, box.w,
                                                                   height)))
        return surface

    def draw_backlog(self, surface: pygame.Surface) -> None:
        """Under the games' rows: the finished games not reviewed yet, or how far their
        reviews got."""
        backlog, tr = self.backlog, self.ctx.tr
        if backlog is None or not (backlog.reviewing or backlog.names):
            return
        row = self.backlog_row()
        said = tr("practice.deck.reviewing", done=backlog.done, total=len(backlog.names)) \
            if backlog.reviewing else tr("practice.deck.backlog", count=len(backlog.names))
        box = pygame.Rect(row.left, row.top, self.button_rect(row).left - 16 - row.left,
                          row.height)
        height = blit_whole(surface, said, self.ctx.assets.down_to_designed(17),
                            self.ctx.palette.ink, box)
        self.texts.append(Region("text", "backlog", (box.x, box.y, box.w, height)))

    def drawn_regions(self) -> list[Region]:
        return list(self.texts)
