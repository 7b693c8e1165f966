"""The status line under a table: what happens now, in one sentence on a plate.

In order: watching's position, looking back, the step of a move being shown, the hand-over,
a lesson's note waiting, a bot thinking, else the game's own words (``status_text``), with
why Take back is off after the viewer's own move (``take_back_note``) and what the whole
table must know added (``announced``: Totem's last turn). Rendered only when
its words change (``draw`` only blits it). A mixin of :class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.table.parts import StatusTable

DOTS_MS = 350  # "NAME is thinking..." grows a dot this often


def dots_due() -> float:
    """Seconds until a thinking bot's dots change (a clock on screen: the loop wakes then)."""
    return (DOTS_MS - pygame.time.get_ticks() % DOTS_MS) / 1000


def noted(text: str, note: str) -> str:
    """The status line's words with a note after them (Take back's reason), if any."""
    return f"{text} {note}" if text and note else text or note


class StatusLine:
    """The status plate: its words, where it goes, and the hooks a table fills in."""

    status: tuple[str, pygame.Surface | None]
    status_centre: tuple[int, int]
    status_width: int
    status_changed = False  # by this frame's update: the frame must be drawn (still())

    def update_status(self: StatusTable) -> None:
        """Render the status line (whose turn, who is thinking) only when its text changes."""
        self.status_changed = False
        seat = self.thinking_seat
        if self.watch is not None:
            text = self.watch.status()
        elif self.lookback.look is not None:
            text = self.lookback.status()
        elif self.staging.current is not None:
            text = self.staging.current.words
        elif self.hand_over.seat is not None:
            text = noted(self.hand_over.status() or "", self.take_back_note())
        elif self.coach_holds:
            text = self.ctx.tr("learn.read_on")
        elif self.net is not None and self.net.status(self.ctx.tr, self.names):
            text = self.net.status(self.ctx.tr, self.names) or ""
        elif seat is not None:
            dots = "." * (1 + pygame.time.get_ticks() // DOTS_MS % 3)
            text = self.ctx.tr("table.thinking", name=self.name(seat)) + dots
        else:
            text = noted(self.status_text(), self.take_back_note())
        text = self.announced(text)
        if text == self.status[0]:
            return
        self.status_changed = True
        if not text:
            self.status = (text, None)
            return
        palette, font = self.ctx.palette, self.ctx.assets.font(20, bold=True)
        rendered = font.render(text, True, palette.accent, wraplength=self.status_width - 24)
        plate = pygame.Surface(rendered.get_rect().inflate(24, 10).size, pygame.SRCALPHA)
        pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=10)
        plate.blit(rendered, rendered.get_rect(center=plate.get_rect().center))
        self.status = (text, plate)

    def words(self: StatusTable, key: str, **values: object) -> str:
        """The words of ``key`` for the last input used: its ``KEY_keys`` form while the keys'
        ring shows (Tab, an arrow or a buzzer showed it: press), the plain one (click, drag)
        once the mouse hid it."""
        tr = self.ctx.tr
        if self.ctx.keyboard.keys and tr.has(f"{key}_keys"):
            key = f"{key}_keys"
        return str(tr(key, **values))

    def status_place(self, plate: pygame.Surface) -> pygame.Rect:
        """Where the status plate is drawn (centred on ``status_centre`` unless a table says)."""
        return plate.get_rect(center=self.status_centre)

    def status_text(self) -> str:
        """*hook* What the players should do now."""
        return ""

    def announced(self, status: str) -> str:
        """*hook* The status line with what the whole table must know now (the last turn)."""
        return status

    def waiting_text(self: StatusTable) -> str:
        """Who the table waits for: nothing to say when it is the viewer (their own move is
        settling: the status never speaks of them in the third person)."""
        assert self.session is not None
        current = self.session.current_player
        if current is None or current == self.viewer:
            return ""
        return self.ctx.tr("table.waiting", name=self.name(current))
