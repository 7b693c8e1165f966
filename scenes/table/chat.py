"""What is said at a table across laptops (:mod:`game.net.chat`), on this screen: each line in
the log, and for a few seconds in a bubble by the seat that said it (a friend who watches: at
the top of the table); a seat muted here is neither. Saying something goes to the host, which
says it to everyone (this screen hears its own line back, as the others do).

Nothing said is kept: the record holds the game alone, so a log written again (a new
language) holds no line said.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from scenes.kit.textlayout import wrap
from scenes.kit.wake import wake

if TYPE_CHECKING:
    from scenes.table.base import TableScene

BUBBLE_S = 4.0  # how long a bubble stays by its seat
BUBBLE_WIDTH = 320


@dataclass
class Bubble:
    """A line by a seat's name (``seat`` None: a friend who watches), and how long it stays."""

    seat: int | None
    words: str
    left: float = BUBBLE_S


class TableChat:
    """A networked table's chat (held by the table as ``chat``)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.bubbles: dict[int | None, Bubble] = {}
        self.muted: set[int | None] = set()
        self.pictures: list[tuple[pygame.Surface, pygame.Rect]] = []  # (drawn by draw())

    def words(self, said: Mapping[str, Any]) -> str:
        """What was said, in this screen's words: a reaction in its language, a line as is."""
        tr = self.table.ctx.tr
        react = said.get("react")
        return str(tr(f"net.chat.react.{react}")) if react else str(said.get("text") or "")

    def who(self, said: Mapping[str, Any]) -> str:
        seat = said.get("seat")
        if seat is None:
            return str(self.table.ctx.tr("net.chat.spectator"))
        return self.table.name(int(seat))

    def heard(self, said: Mapping[str, Any]) -> None:
        """A reaction or a line came: in the log, and in a bubble by its seat (not a muted
        one's)."""
        seat = said.get("seat")
        if seat in self.muted:
            return
        words = self.words(said)
        table = self.table
        table.telling.log_line(table.ctx.tr("net.chat.line", name=self.who(said), words=words),
                               seat)
        table.log_dirty = True
        self.bubbles[seat] = Bubble(seat, words)
        self.lay_out()
        wake("chat")

    def mute(self, seat: int | None, muted: bool) -> None:
        if muted:
            self.muted.add(seat)
            self.bubbles.pop(seat, None)
        else:
            self.muted.discard(seat)
        self.lay_out()

    @property
    def busy(self) -> bool:
        """A bubble shows: the table keeps drawing until it is gone."""
        return bool(self.bubbles)

    def update(self, dt: float) -> None:
        for seat, bubble in list(self.bubbles.items()):
            bubble.left -= dt
            if bubble.left <= 0:
                del self.bubbles[seat]
                self.lay_out()

    def anchor(self, seat: int | None) -> pygame.Rect:
        """Where a seat's name is drawn (the bubble goes just above it), or the top of the
        table for a friend who watches."""
        table = self.table
        boxes = {region.name: region.box for region in table.drawn.regions()}
        box = boxes.get(f"name:{seat}")
        if box is None and seat == table.viewer:
            box = boxes.get("own_name")
        if box is None:
            return pygame.Rect(table.ctx.canvas.width // 3, 70, 0, 0)
        return pygame.Rect(box)

    def lay_out(self) -> None:
        """The bubbles' pictures and places (made here: drawing only blits them)."""
        table = self.table
        assets, palette, canvas = table.ctx.assets, table.ctx.palette, table.ctx.canvas
        font = assets.font(17, bold=True)
        self.pictures = []
        for bubble in self.bubbles.values():
            lines = wrap(bubble.words, font, BUBBLE_WIDTH - 24)[:3]
            width = max(font.size(line)[0] for line in lines) + 24
            height = len(lines) * font.get_linesize() + 16
            picture = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(picture, (*palette.panel, 240), picture.get_rect(),
                             border_radius=12)
            pygame.draw.rect(picture, palette.accent, picture.get_rect(), 2, border_radius=12)
            for k, line in enumerate(lines):
                picture.blit(font.render(line, True, palette.ink),
                             (12, 8 + k * font.get_linesize()))
            anchor = self.anchor(bubble.seat)
            place = picture.get_rect(midbottom=(anchor.centerx, anchor.top - 6))
            if place.top < 0:
                place.top = anchor.bottom + 6
            self.pictures.append((picture, place.clamp(canvas)))

    def draw(self, surface: pygame.Surface) -> None:
        for picture, place in self.pictures:
            surface.blit(picture, place)


def open_chat(table: TableScene) -> None:
    """**Say…**: the chat's overlay over the table (a friend who watches: reactions alone)."""
    from scenes.table.chat_overlay import ChatOverlay, ChatPayload

    net, session = table.net, table.session
    if net is None or session is None:
        return
    if net.chat is None:
        net.chat = TableChat(table)
    watching = not session.humans
    seat = None if watching else table.viewer
    players = len(table.names)
    others: tuple[tuple[int | None, str], ...] = (
        *((other, table.name(other)) for other in range(players) if other != seat),
        (None, str(table.ctx.tr("net.chat.spectators"))))
    table.ctx.stack.push(ChatOverlay, ChatPayload(net.chat, not watching, others,
                                                  lambda message: net.say(seat, message)))
