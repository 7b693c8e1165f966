"""Take-backs at a table: the Take back button (and Ctrl+Z), enabled exactly when the core
allows the viewer to take back their latest decision (:mod:`game.match` decides what may be
taken back: nothing hidden revealed since, nobody else has acted); and the Hint button
beside it, offered while the game goes on. A mixin of :class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.match import TakeBackRefused
from scenes.kit.keys import undo_label
from scenes.table.log_panel import LOG_RECT

if TYPE_CHECKING:
    from scenes.table.board import Placement
    from scenes.table.parts import TakeBackTable

TAKE_BACK_RECT = pygame.Rect(LOG_RECT.left, LOG_RECT.bottom + 8, 206, 46)
HINT_RECT = pygame.Rect(TAKE_BACK_RECT.right + 6, TAKE_BACK_RECT.top, 98, 46)


class TakingBack:
    """The viewer's take-backs, and the button that offers them."""

    take_back_button: pygame_gui.elements.UIButton | None
    hint_button: pygame_gui.elements.UIButton | None
    think_time: float
    hold: float
    overrides: dict[str, Placement]

    def build_take_back(self: TakeBackTable) -> None:
        """The Take back button, or (RÖK) the note saying why there is none."""
        if self.takes_back:
            self.take_back_button = self.button(
                TAKE_BACK_RECT, self.ctx.tr("table.take_back.button"), self.take_back,
                "#take_back", tooltip=self.ctx.tr("table.take_back.tooltip", keys=undo_label()))
            self.sync_take_back()
        else:
            self.label(TAKE_BACK_RECT,
                       self.ctx.tr(f"table.take_back.{self.no_take_back}"),
                       ObjectID("#no_take_back", "@note"))

    @property
    def take_back_refusal(self: TakeBackTable) -> str | None:
        """None when the viewer may take back their latest decision now, else why not."""
        assert self.session is not None
        if (self.curtain_up or self.session.is_terminal() or self.viewer not in self.session.humans
                or self.watch is not None):
            return "nothing"
        return self.session.take_back_refusal(self.viewer)

    def take_back(self: TakeBackTable) -> bool:
        """Take back the viewer's latest decision, as the core allows; say why not otherwise."""
        assert self.session is not None
        self.come_back()  # (from a look at an earlier move)
        refusal = self.take_back_refusal
        if refusal is None:
            self.worker.cancel()
            self.think_time = 0.0
            try:
                self.session.take_back(self.viewer)
            except TakeBackRefused as exc:
                refusal = exc.reason
        if refusal is not None:
            self.ctx.audio.play("refuse")
            self.ctx.notices.add(self.ctx.tr(f"table.take_back.{refusal}"), warning=True)
            return False
        self.hold, self.overrides = 0.0, {}
        self.staging.clear()
        self.cancel_handover()
        self.cancel_gesture()
        self.on_take_back()
        self.replay_log()
        if self.coach is not None:
            self.coach.sync()
        self.refresh()
        self.ctx.notices.add(self.ctx.tr("table.take_back.done"))
        return True

    def build_hint(self: TakeBackTable) -> None:
        """The Hint button (H too, scenes.table.hinting), beside Take back."""
        self.hint_button = self.button(
            HINT_RECT, self.ctx.tr("table.hint.button"), self.hinter.ask,
            "#hint", tooltip=self.ctx.tr("table.hint.tooltip"))
        self.sync_hint()

    def sync_hint(self: TakeBackTable) -> None:
        """Hint is offered while the game goes on (not once it has ended)."""
        button = getattr(self, "hint_button", None)
        if button is not None and self.session is not None:
            wanted = not self.session.is_terminal()
            if wanted != button.is_enabled:
                button.enable() if wanted else button.disable()

    def sync_take_back(self: TakeBackTable) -> None:
        """The Take back button is enabled exactly when the core allows a take-back."""
        button = self.take_back_button
        if button is not None:
            allowed = self.session is not None and self.take_back_refusal is None
            if allowed != button.is_enabled:
                button.enable() if allowed else button.disable()

    @property
    def takes_back(self: TakeBackTable) -> bool:
        return self.no_take_back is None

    @property
    def no_take_back(self: TakeBackTable) -> str | None:
        """The game's reason never to take back (RÖK: a race), from the core."""
        assert self.session is not None
        networked = getattr(self.session, "no_take_back", None)  # (scenes.table.networked)
        return networked or getattr(self.session.module, "NO_TAKE_BACK", None)

