"""The status line under a table: what happens now, in one sentence on a plate.

In order: watching's position, looking back, the step of a move being shown, the hand-over,
a lesson's note waiting, a bot thinking, else the game's own words (``status_text``), with
why Take back is off after the viewer's own move (``take_back_note``) and what the whole
table must know added (``announced``: Totem's last turn). Rendered only when
its words change (``draw`` only blits it).
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
    """The status plate and its words (held by :class:`scenes.table.base.TableScene` as
    ``status_line``); what it says is the table's hooks (``status_text``, ``announced``)."""

    def __init__(self, table: StatusTable) -> None:
        self.table = table
        self.status: tuple[str, pygame.Surface | None] = ("", None)  # its words, its plate
        self.changed = False  # by this frame's update: the frame must be drawn (still())

    def update(self) -> None:
        """Render the status line (whose turn, who is thinking) only when its text changes."""
        table = self.table
        self.changed = False
        seat = table.thinking_seat
        if table.watch is not None:
            text = table.watch.status()
        elif table.lookback.look is not None:
            text = table.lookback.status()
        elif table.staging.current is not None:
            text = table.staging.current.words
        elif table.hand_over.seat is not None:
            text = noted(table.hand_over.status() or "", table.taking_back.take_back_note())
        elif table.coaching.holds:
            text = table.ctx.tr("learn.read_on")
        elif table.net is not None and table.net.status(table.ctx.tr, table.names):
            text = table.net.status(table.ctx.tr, table.names) or ""
        elif seat is not None:
            dots = "." * (1 + pygame.time.get_ticks() // DOTS_MS % 3)
            text = table.ctx.tr("table.thinking", name=table.name(seat)) + dots
        else:
            text = noted(table.status_text(), table.taking_back.take_back_note())
        text = table.announced(text)
        if text == self.status[0]:
            return
        self.changed = True
        if not text:
            self.status = (text, None)
            return
        palette, font = table.ctx.palette, table.ctx.assets.font(20, bold=True)
        rendered = font.render(text, True, palette.accent, wraplength=table.status_width - 24)
        plate = pygame.Surface(rendered.get_rect().inflate(24, 10).size, pygame.SRCALPHA)
        pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=10)
        plate.blit(rendered, rendered.get_rect(center=plate.get_rect().center))
        self.status = (text, plate)

    def words(self, key: str, **values: object) -> str:
        """The words of ``key`` for the last input used: its ``KEY_keys`` form while the keys'
        ring shows (Tab, an arrow or a buzzer showed it: press), the plain one (click, drag)
        once the mouse hid it."""
        table = self.table
        tr = table.ctx.tr
        if table.ctx.keyboard.keys and tr.has(f"{key}_keys"):
            key = f"{key}_keys"
        return str(tr(key, **values))

    def waiting_text(self) -> str:
        """Who the table waits for: nothing to say when it is the viewer (their own move is
        settling: the status never speaks of them in the third person)."""
        table = self.table
        assert table.session is not None
        current = table.session.current_player
        if current is None or current == table.viewer:
            return ""
        return table.ctx.tr("table.waiting", name=table.name(current))
