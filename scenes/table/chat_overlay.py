"""Say something to the table (a networked table's **Say…**): a quick reaction in one click, or
a short line typed and sent with Enter; and, for this screen only, a seat muted or heard
again. A friend who watches has the reactions alone. Esc closes it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.net.chat import MAX_LINE, REACTIONS
from scenes.frame.fitting import WORDS_PAD, button_height, button_width
from scenes.frame.uiscene import UIScene
from scenes.kit.regions import Region, box_of
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import ellipsize

if TYPE_CHECKING:
    from scenes.frame.context import AppContext
    from scenes.table.chat import TableChat

PANEL_WIDTH = 780
COLUMNS = 3  # the reactions' rows at most (fewer where their words are longer)
MUTE_COLUMNS = 2  # the mutes' (one where their words would not hold whole)


@dataclass(frozen=True)
class ChatPayload:
    """The table's chat, whether this screen may write, the other seats (their names) it may
    mute, and how to say something (None, or why the host's screen refused it)."""

    chat: TableChat
    writes: bool
    others: tuple[tuple[int | None, str], ...]
    say: Callable[[dict[str, Any]], str | None]


class ChatOverlay(UIScene):
    """A reaction, a line, a mute (see the module)."""

    opaque = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload: ChatPayload | None = None
        self.typed = ""
        self.field: TextField | None = None
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, 0)
        self.title: pygame.Surface | None = None
        self.shade: pygame.Surface | None = None  # the table darkened (build_ui)

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, ChatPayload)
        self.payload = payload
        super().enter(payload)

    def build_ui(self, root: UIContainer) -> None:
        assert self.payload is not None
        tr, assets = self.ctx.tr, self.ctx.assets
        self.shade = pygame.Surface(self.ctx.canvas.size, pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 120))
        high = button_height(assets, 44)
        title = assets.font(24, bold=True)
        self.title = title.render(tr("net.chat.title"), True, self.ctx.palette.accent)
        said = [tr(f"net.chat.react.{react}") for react in REACTIONS]
        columns = max(1, min(COLUMNS, (PANEL_WIDTH - 50) // (button_width(assets, said, 100)
                                                             + 10)))
        rows = (len(REACTIONS) + columns - 1) // columns
        font = assets.font(21, bold=True)  # (a button's words, at the text size)
        muting = [tr("net.chat.mute", name=name) for _, name in self.payload.others]
        halves = (PANEL_WIDTH - 60 - (MUTE_COLUMNS - 1) * 10) // MUTE_COLUMNS
        mute_columns = MUTE_COLUMNS if all(
            font.size(words)[0] + 24 + WORDS_PAD <= halves for words in muting) else 1
        mutes = (len(self.payload.others) + mute_columns - 1) // mute_columns
        height = (30 + self.title.get_height() + 16 + rows * (high + 8)
                  + (high + 16 if self.payload.writes else 0) + mutes * (high + 8)
                  + 8 + high + 24)
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH, height)
        self.panel.center = self.ctx.canvas.center
        left, y = self.panel.left + 30, self.panel.top + 30 + self.title.get_height() + 16
        width = (self.panel.width - 60 - (columns - 1) * 10) // columns
        for k, react in enumerate(REACTIONS):
            column, row = k % columns, k // columns
            self.button((left + column * (width + 10), y + row * (high + 8), width, high),
                        said[k], partial(self.send, {"react": react}),
                        f"#react_{react}")
        y += rows * (high + 8)
        if self.payload.writes:
            send = 150
            self.field = TextField(
                pygame.Rect(left, y + 8, self.panel.width - 60 - send - 10, high), self.ctx.ui,
                container=root, object_id="#chat_line")
            self.field.set_text_length_limit(MAX_LINE)
            self.ctx.ui.set_focus_set(self.field)
            self.on_change(self.field, self.type_line)
            self.button((self.panel.right - 30 - send, y + 8, send, high),
                        tr("net.chat.send"), self.send_line, "#chat_send")
            y += high + 16
        wide = (self.panel.width - 60 - (mute_columns - 1) * 10) // mute_columns
        for k, (seat, name) in enumerate(self.payload.others):
            column, row = k % mute_columns, k // mute_columns
            muted = seat in self.payload.chat.muted
            key = "net.chat.unmute" if muted else "net.chat.mute"
            room = wide - 24 - WORDS_PAD - font.size(tr(key, name=""))[0]
            self.button((left + column * (wide + 10), y + row * (high + 8), wide, high),
                        tr(key, name=ellipsize(name, font, room)),
                        partial(self.mute, seat, not muted), f"#mute_{k}")
        y += mutes * (high + 8) + 8
        close = 200
        self.button((self.panel.right - 30 - close, y, close, high), tr("net.chat.close"),
                    self.ctx.stack.pop, "#chat_close")

    def type_line(self, text: str) -> None:
        self.typed = text

    def send_line(self) -> None:
        if self.typed.strip():
            self.send({"text": self.typed})

    def send(self, message: dict[str, Any]) -> None:
        assert self.payload is not None
        refused = self.payload.say(message)
        if refused is not None:
            self.ctx.notices.add(refused, warning=True)
            return
        self.ctx.stack.pop()

    def mute(self, seat: int | None, muted: bool) -> None:
        assert self.payload is not None
        self.payload.chat.mute(seat, muted)
        self.relayout()

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.send_line()  # (Enter in the field)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        super().handle_input(event)  # a modal overlay: nothing reaches the table beneath
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def drawn_regions(self) -> list[Region]:
        regions = [Region("panel", "chat", box_of(self.panel))]
        if self.title is not None:
            regions.append(Region("text", "title", box_of(self.title.get_rect(
                topleft=(self.panel.left + 30, self.panel.top + 24)))))
        return regions

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.ctx.palette
        if self.shade is not None:
            surface.blit(self.shade, (0, 0))
        pygame.draw.rect(surface, palette.panel, self.panel, border_radius=16)
        pygame.draw.rect(surface, palette.panel_edge, self.panel, 2, border_radius=16)
        if self.title is not None:
            surface.blit(self.title, (self.panel.left + 30, self.panel.top + 24))
