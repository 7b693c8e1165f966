"""Take-backs at a table: the Take back button (and Ctrl+Z), enabled exactly when the core
allows the viewer to take back their latest decision (:mod:`game.match` decides what may be
taken back: nothing hidden revealed since, nobody else has acted); and the Hint button
beside it, offered while the game goes on. A mixin of :class:`scenes.table.base.TableScene`.

When Take back is off it says why, in the core's reason: its tooltip (shown on the greyed
button too: :class:`scenes.frame.explained.ExplainedButton`) and, while the viewer's own
move has just made it stand (a card drawn or turned up since), the status line.

Both lie under the log, side by side; with larger text each is as wide as its
words, and where the two do not fit side by side they go one over the other, the log
shorter by a row (:meth:`TakingBack.fit_foot`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.match import REVEALED, TakeBackRefused
from scenes.frame.explained import ExplainedButton
from scenes.frame.fitting import WORDS_PAD, button_height, button_width
from scenes.kit.keys import undo_label
from scenes.kit.safetext import shown
from scenes.table.log_panel import LOG_RECT

if TYPE_CHECKING:
    from scenes.table.board import Placement
    from scenes.table.parts import TakeBackTable

TAKE_BACK_RECT = pygame.Rect(LOG_RECT.left, LOG_RECT.bottom + 8, 206, 46)
HINT_RECT = pygame.Rect(TAKE_BACK_RECT.right + 6, TAKE_BACK_RECT.top, 98, 46)


def foot_places(log: pygame.Rect, needs: tuple[int, int], height: int
                ) -> tuple[pygame.Rect, pygame.Rect, int]:
    """Take back's and Hint's places under ``log`` for words ``needs`` wide and ``height``
    tall, and by how much the log must be shorter (0 when they fit side by side).

    >>> foot_places(LOG_RECT, (100, 60), 46) == (TAKE_BACK_RECT, HINT_RECT, 0)
    True
    >>> foot_places(LOG_RECT, (254, 106), 46)[2]
    52
    """
    hint = max(HINT_RECT.width, needs[1])
    if max(TAKE_BACK_RECT.width, needs[0]) + 6 + hint <= log.width:
        take_back = pygame.Rect(log.left, log.bottom + 8, log.width - 6 - hint, height)
        return take_back, pygame.Rect(take_back.right + 6, take_back.top, hint, height), 0
    rise = height + 6
    take_back = pygame.Rect(log.left, log.bottom + 8 - rise, log.width, height)
    return take_back, take_back.move(0, rise), rise


class TakingBack:
    """The viewer's take-backs, and the button that offers them."""

    take_back_button: pygame_gui.elements.UIButton | None
    take_back_tip: str | None = None  # the refusal its tooltip says now (None: it may)
    hint_button: pygame_gui.elements.UIButton | None
    foot = (TAKE_BACK_RECT, HINT_RECT)  # where Take back and Hint are (fit_foot)
    full_log: pygame.Rect | None = None  # the log's rectangle before fit_foot shortened it
    think_time: float
    hold: float
    overrides: dict[str, Placement]

    def fit_foot(self: TakeBackTable, fresh: bool) -> None:
        """Place Take back (or the note) and Hint for the text size and the words, and make
        the log shorter if they must go one over the other (``fresh``: the log's rectangle
        is the game's own, not one this shortened before). A game watched has neither."""
        if self.watch is not None:  # (above its controls, as tall as their words)
            self.log_rect = self.watch.log_rect()
            return
        if fresh or self.full_log is None:
            self.full_log = self.log_rect
        if self.coach is not None:  # (under its panel, as tall as its words)
            self.full_log = self.coach.log_rect()
        assets, tr = self.ctx.assets, self.ctx.tr
        first = (button_width(assets, [tr("table.take_back.button")], 0) if self.takes_back
                 else assets.font(16).size(tr(f"table.take_back.{self.no_take_back}"))[0]
                 + WORDS_PAD)
        needs = (first, button_width(assets, [tr("table.hint.button")], 0))
        height = button_height(assets, TAKE_BACK_RECT.height)
        take_back, hint, rise = foot_places(self.full_log, needs, height)
        self.foot, full = (take_back, hint), self.full_log
        self.log_rect = pygame.Rect(full.left, full.top, full.width, full.height - rise)

    def build_take_back(self: TakeBackTable) -> None:
        """The Take back button, or (RÖK) the note saying why there is none."""
        place = self.foot[0]
        if self.takes_back:
            self.take_back_button = self.button(
                place, self.ctx.tr("table.take_back.button"), self.take_back,
                "#take_back", tooltip=self.ctx.tr("table.take_back.tooltip", keys=undo_label()),
                kind=ExplainedButton)
            self.take_back_tip = None  # (the tooltip matches what it is now: sync_take_back)
            self.sync_take_back()
        else:
            self.label(place, self.ctx.tr(f"table.take_back.{self.no_take_back}"),
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
        self.lookback.come_back()  # (from a look at an earlier move)
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
            self.ctx.notices.add(self.ctx.tr(f"table.take_back.{refusal}"), warning=True,
                                 sticky=True)
            return False
        self.hold, self.overrides = 0.0, {}
        self.staging.clear()
        self.hand_over.cancel()
        self.cancel_gesture()
        self.on_take_back()
        self.telling.replay_log()
        if self.coach is not None:
            self.coach.sync()
        self.refresh()
        self.ctx.notices.dismiss()  # (a refusal or a hint of the move taken back)
        self.ctx.notices.add(self.ctx.tr("table.take_back.done"))
        return True

    def build_hint(self: TakeBackTable) -> None:
        """The Hint button (H too, scenes.table.hinting), beside Take back."""
        self.hint_button = self.button(
            self.foot[1], self.ctx.tr("table.hint.button"), self.hinter.ask,
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
        """The Take back button is enabled exactly when the core allows a take-back; its
        tooltip says what it does, or why not."""
        button = self.take_back_button
        if button is not None and self.session is not None:
            refusal = self.take_back_refusal
            if (refusal is None) != button.is_enabled:
                button.enable() if refusal is None else button.disable()
            if refusal != self.take_back_tip:
                self.take_back_tip = refusal
                tr, keys = self.ctx.tr, undo_label()
                button.set_tooltip(shown(
                    tr("table.take_back.tooltip", keys=keys) if refusal is None
                    else tr("table.take_back.tooltip_off", keys=keys,
                            why=tr(f"table.take_back.{refusal}"))))

    def take_back_note(self: TakeBackTable) -> str:
        """For the status line: why the viewer's move just made stands (a card drawn or
        turned up since it: the rules' hidden information), while the viewer is still the
        one who acted last and the move has been shown (not over a held clash); else
        nothing."""
        session = self.session
        if (session is None or not self.takes_back or self.watch is not None or self.hold > 0
                or session.is_terminal() or self.viewer not in session.humans
                or session.match.last_actor() != self.viewer
                or self.take_back_refusal != REVEALED):
            return ""
        return str(self.ctx.tr("table.take_back.note_revealed"))

    @property
    def takes_back(self: TakeBackTable) -> bool:
        return self.no_take_back is None

    @property
    def no_take_back(self: TakeBackTable) -> str | None:
        """The game's reason never to take back (RÖK: a race), from the core."""
        assert self.session is not None
        return self.session.no_take_back

