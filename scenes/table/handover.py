"""Hot-seat rhythm: a human's move stays on screen until they hand the laptop over.

While the next seat to act is not the one at the screen (a bot's turn, the laptop being
passed), the table shows only what every seat may see (``hands_hidden``). When the next seat
to play is another human right after the viewer's own move, the curtain does not fall at
once: the mover sees what their move did (a Piggy swap, a Viking's turn-over, an attack's
result, a turn that ended by itself), may still take it back, and presses "Pass to NAME"
(or Enter) — then the curtain comes and the next player sits down. A game with several humans still
opens behind the curtain (the first player has nothing to look at yet), and after a bot's move
the curtain comes at once: "Pass to NAME" follows the viewer's own move only.

Held by :class:`scenes.table.base.TableScene` as ``hand_over``; the button goes where the
table's own buttons go (``handover_at``, set by each table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from scenes.kit.textlayout import ellipsize
from scenes.table.curtain import CurtainPayload, CurtainScene

if TYPE_CHECKING:
    from scenes.table.parts import HandOverTable

BUTTON_FONT = 21  # the theme's button font (assets/theme.json)


class HandOver:
    """The "Pass to NAME" moment between one human's move and the next human's curtain."""

    def __init__(self, table: HandOverTable) -> None:
        self.table = table
        self.seat: int | None = None  # the human seat the laptop is to be passed to
        self.button: pygame_gui.elements.UIButton | None = None

    @property
    def hands_hidden(self) -> bool:
        """Hot seat: the next seat to act is not the viewer's, so the table shows only what
        every seat may see (the viewer's hand, Banner or defenders are not left face up
        while a bot plays or the laptop is passed)."""
        table = self.table
        session = table.session
        if (session is None or not table.hides_hands
                or table.watch is not None or len(session.humans) < 2
                or session.is_terminal()):
            return False
        current = session.current_player
        return current is not None and current != table.viewer

    def moved_last(self, seat: int) -> bool:
        """Whether the latest move of the record was ``seat``'s own."""
        table = self.table
        assert table.session is not None
        steps = table.session.match.steps
        return bool(steps) and steps[-1].actor == seat

    def call_player(self, seat: int, at_once: bool = False) -> None:
        """Another human plays next: first the mover passes the laptop (``at_once``: the
        game opens, or the move was not theirs — nothing of theirs to look at), then the
        curtain hides the table until ``seat`` sits down."""
        table = self.table
        assert table.session is not None
        if len(table.session.humans) < 2:
            table.viewer = seat
            table.refresh()
            return
        if table.curtain_up or self.seat == seat:
            return
        if at_once:
            self.raise_curtain(seat)
        else:
            self.seat = seat
            self.build()

    def raise_curtain(self, seat: int) -> None:
        table = self.table
        table.curtain_up = True
        table.ctx.stack.push(CurtainScene, CurtainPayload(
            table.name(seat), table.seat_colour(seat),
            table.curtain_reason(seat)))

    def pass_over(self) -> None:
        """The mover hands the laptop over: the curtain comes."""
        table = self.table
        assert table.session is not None
        seat = self.seat
        self.cancel()
        if seat is not None and table.session.current_player == seat:
            self.raise_curtain(seat)

    def cancel(self) -> None:
        """No hand-over pending any more (passed, taken back, or the game moved on)."""
        self.seat = None
        if self.button is not None:
            self.table.remove(self.button)
            self.button = None

    def build(self) -> None:
        """The "Pass to NAME" button (again after a relayout, while a hand-over waits)."""
        table = self.table
        if self.seat is None or table.root is None:
            return
        if self.button is not None:
            table.remove(self.button)
        rect = pygame.Rect(table.handover_at)
        font = table.ctx.assets.font(BUTTON_FONT, bold=True)
        words = table.ctx.tr("pace.handover.button", name=table.name(self.seat))
        text = ellipsize(words, font, rect.width - 24)
        self.button = table.button(
            rect, text, self.pass_over, "#handover",
            tooltip=table.ctx.tr("pace.handover.tooltip"))

    def status(self) -> str | None:
        """The status line while the mover looks at their move."""
        table = self.table
        if self.seat is None:
            return None
        return str(table.ctx.tr("pace.handover.status", name=table.name(self.seat)))

    def key(self, event: pygame.event.Event) -> bool:
        if self.seat is not None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER):
            self.pass_over()
            return True
        return False
