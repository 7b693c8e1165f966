"""Hot-seat rhythm: a human's move stays on screen until they hand the laptop over.

While the next seat to act is not the one at the screen (a bot's turn, the laptop being
passed), the table shows only what every seat may see (``hands_hidden``). When the next seat
to play is another human right after the viewer's own move, the curtain does not fall at
once: the mover sees what their move did (a Piggy swap, a Viking's turn-over, an attack's
result, a turn that ended by itself), may still take it back, and presses "Pass to NAME"
(or Enter) — then the curtain comes and the next player sits down. A game with several humans still
opens behind the curtain (the first player has nothing to look at yet).

A mixin of :class:`scenes.table.base.TableScene`; the button goes where the table's own
buttons go (``handover_at``, set by each table).
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

    curtain_up: bool
    handover_at: tuple[int, ...] = (330, 440, 300, 50)  # where the button goes (x, y, w, h)
    handover: int | None
    handover_button: pygame_gui.elements.UIButton | None

    @property
    def hands_hidden(self: HandOverTable) -> bool:
        """Hot seat: the next seat to act is not the viewer's, so the table shows only what
        every seat may see (the viewer's hand, Banner or defenders are not left face up
        while a bot plays or the laptop is passed)."""
        session = self.session
        if (session is None or not getattr(self, "hides_hands", True)
                or getattr(self, "watch", None) is not None or len(session.humans) < 2
                or session.is_terminal()):
            return False
        current = session.current_player
        return current is not None and current != self.viewer

    def moved_last(self: HandOverTable, seat: int) -> bool:
        """Whether the latest move of the record was ``seat``'s own."""
        assert self.session is not None
        steps = self.session.match.steps
        return bool(steps) and steps[-1].actor == seat

    def init_handover(self) -> None:
        self.handover = None  # the human seat the laptop is to be passed to
        self.handover_button = None

    def call_player(self: HandOverTable, seat: int, at_once: bool = False) -> None:
        """Another human plays next: first the mover passes the laptop (``at_once``: the
        game opens, or the move was not theirs — nothing of theirs to look at), then the
        curtain hides the table until ``seat`` sits down."""
        assert self.session is not None
        if len(self.session.humans) < 2:
            self.viewer = seat
            self.refresh()
            return
        if self.curtain_up or self.handover == seat:
            return
        if at_once:
            self.raise_curtain(seat)
        else:
            self.handover = seat
            self.build_handover()

    def raise_curtain(self: HandOverTable, seat: int) -> None:
        self.curtain_up = True
        self.ctx.stack.push(CurtainScene, CurtainPayload(
            self.name(seat), self.seat_colour(seat),
            self.curtain_reason(seat)))

    def pass_over(self: HandOverTable) -> None:
        """The mover hands the laptop over: the curtain comes."""
        assert self.session is not None
        seat = self.handover
        self.cancel_handover()
        if seat is not None and self.session.current_player == seat:
            self.raise_curtain(seat)

    def cancel_handover(self: HandOverTable) -> None:
        """No hand-over pending any more (passed, taken back, or the game moved on)."""
        self.handover = None
        if self.handover_button is not None:
            self.remove(self.handover_button)
            self.handover_button = None

    def build_handover(self: HandOverTable) -> None:
        """The "Pass to NAME" button (again after a relayout, while a hand-over waits)."""
        if self.handover is None or self.root is None:
            return
        if self.handover_button is not None:
            self.remove(self.handover_button)
        rect = pygame.Rect(self.handover_at)
        font = self.ctx.assets.font(BUTTON_FONT, bold=True)
        text = ellipsize(self.ctx.tr("pace.handover.button", name=self.name(self.handover)),
                         font, rect.width - 24)
        self.handover_button = self.button(
            rect, text, self.pass_over, "#handover",
            tooltip=self.ctx.tr("pace.handover.tooltip"))

    def handover_status(self: HandOverTable) -> str | None:
        """The status line while the mover looks at their move."""
        if self.handover is None:
            return None
        return str(self.ctx.tr("pace.handover.status", name=self.name(self.handover)))

    def handover_key(self: HandOverTable, event: pygame.event.Event) -> bool:
        if self.handover is not None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER):
            self.pass_over()
            return True
        return False
