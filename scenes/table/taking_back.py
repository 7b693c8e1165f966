"""Take-backs at a table: the Take back button (and Ctrl+Z), enabled exactly when the core
allows the viewer to take back their latest decision (:mod:`game.match` decides what may be
taken back: nothing hidden revealed since, nobody else has acted); and the Hint button
beside it, offered while the game goes on.

When Take back is off it says why, in the core's reason: its tooltip (shown on the greyed
button too: :class:`scenes.frame.explained.ExplainedButton`) and, while the viewer's own
move has just made it stand (a card drawn or turned up since), the status line.

Both lie under the log, side by side; with larger text each is as wide as its
words, and where the two do not fit side by side they go one over the other, the log
shorter by a row (:meth:`TakingBack.fit_foot`, which lays the whole log column out: from
the canvas's, every time, so that a new window size places it anew).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.match import REVEALED, TakeBackRefused
from scenes.frame.explained import ExplainedButton
from scenes.frame.fitting import WORDS_PAD, button_height, button_width
from scenes.kit.keys import undo_label
from scenes.kit.safetext import shown
from scenes.table.log_panel import log_rect

if TYPE_CHECKING:
    from scenes.table.parts import TakeBackTable

TAKE_BACK_SIZE = (206, 46)  # at 100 % text (wider for its words: foot_places)
HINT_WIDTH = 98


def foot_places(log: pygame.Rect, needs: tuple[int, int], height: int
                ) -> tuple[pygame.Rect, pygame.Rect, int]:
    """Take back's and Hint's places under ``log`` for words ``needs`` wide and ``height``
    tall, and by how much the log must be shorter (0 when they fit side by side).

    >>> log = pygame.Rect(962, 8, 310, 730)
    >>> foot_places(log, (100, 60), 46)
    (Rect(962, 746, 206, 46), Rect(1174, 746, 98, 46), 0)
    >>> foot_places(log, (254, 106), 46)[2]
    52
    """
    hint = max(HINT_WIDTH, needs[1])
    if max(TAKE_BACK_SIZE[0], needs[0]) + 6 + hint <= log.width:
        take_back = pygame.Rect(log.left, log.bottom + 8, log.width - 6 - hint, height)
        return take_back, pygame.Rect(take_back.right + 6, take_back.top, hint, height), 0
    rise = height + 6
    take_back = pygame.Rect(log.left, log.bottom + 8 - rise, log.width, height)
    return take_back, take_back.move(0, rise), rise


class TakingBack:
    """The viewer's take-backs, the button that offers them and Hint beside it (held by
    :class:`scenes.table.base.TableScene` as ``taking_back``)."""

    def __init__(self, table: TakeBackTable) -> None:
        self.table = table
        self.button: pygame_gui.elements.UIButton | None = None  # Take back
        self.tip: str | None = None  # the refusal its tooltip says now (None: it may)
        self.hint_button: pygame_gui.elements.UIButton | None = None
        self.foot = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))  # (fit_foot places them)
        self.say: Callable[[], None] | None = None  # a table across laptops: Say… instead

    def fit_foot(self) -> None:
        """Lay out the log's column for the canvas, the text size and the words: Take back
        (or the note) and Hint at its foot, the log shorter if they must go one over the
        other, and a lesson's coach above it. A game watched has its controls there instead."""
        table = self.table
        column = log_rect(table.ctx.canvas, coached=table.coach is not None)
        if table.watch is not None:  # (above its controls, as tall as their words)
            table.log_rect = table.watch.log_rect(column)
            return
        assets, tr = table.ctx.assets, table.ctx.tr
        first = (button_width(assets, [tr("table.take_back.button")], 0) if self.takes_back
                 else assets.font(16).size(tr(f"table.take_back.{self.no_take_back}"))[0]
                 + WORDS_PAD)
        needs = (first, button_width(assets, [tr("table.hint.button")], 0))
        height = button_height(assets, TAKE_BACK_SIZE[1])
        take_back, hint, rise = foot_places(column, needs, height)
        self.foot = (take_back, hint)
        log = pygame.Rect(column.left, column.top, column.width, column.height - rise)
        table.log_rect = table.coach.place(log) if table.coach is not None else log

    def build_take_back(self) -> None:
        """The Take back button, or (RÖK) the note saying why there is none."""
        table = self.table
        place = self.foot[0]
        if self.say is not None:  # (no take-back across laptops: a word instead)
            note = table.ctx.tr(f"table.take_back.{self.no_take_back}")
            table.button(place, table.ctx.tr("net.chat.button"), self.say, "#say",
                         tooltip=f"{table.ctx.tr('net.chat.tooltip')}\n{note}")
            return
        if self.takes_back:
            self.button = table.button(
                place, table.ctx.tr("table.take_back.button"), self.take_back,
                "#take_back", tooltip=table.ctx.tr("table.take_back.tooltip", keys=undo_label()),
                kind=ExplainedButton)
            self.tip = None  # (the tooltip matches what it is now: sync_take_back)
            self.sync_take_back()
        elif table.session is not None and table.session.humans:  # (a spectator plays none)
            table.label(place, table.ctx.tr(f"table.take_back.{self.no_take_back}"),
                        ObjectID("#no_take_back", "@note"))

    @property
    def take_back_refusal(self) -> str | None:
        """None when the viewer may take back their latest decision now, else why not."""
        table = self.table
        assert table.session is not None
        session = table.session
        if (table.curtain_up or session.is_terminal() or table.viewer not in session.humans
                or table.watch is not None):
            return "nothing"
        return table.session.take_back_refusal(table.viewer)

    def take_back(self) -> bool:
        """Take back the viewer's latest decision, as the core allows; say why not otherwise."""
        table = self.table
        assert table.session is not None
        table.lookback.come_back()  # (from a look at an earlier move)
        refusal = self.take_back_refusal
        if refusal is None:
            table.worker.cancel()
            table.bot_turns.think_time = 0.0
            try:
                table.session.take_back(table.viewer)
            except TakeBackRefused as exc:
                refusal = exc.reason
        if refusal is not None:
            table.ctx.audio.play("refuse")
            table.ctx.notices.add(table.ctx.tr(f"table.take_back.{refusal}"), warning=True,
                                  sticky=True)
            return False
        table.hold, table.overrides = 0.0, {}
        table.staging.clear()
        table.hand_over.cancel()
        table.cancel_gesture()
        table.on_take_back()
        table.telling.replay_log()
        if table.coach is not None:
            table.coach.sync()
        table.refresh()
        table.ctx.notices.dismiss()  # (a refusal or a hint of the move taken back)
        table.ctx.notices.add(table.ctx.tr("table.take_back.done"))
        return True

    def build_hint(self) -> None:
        """The Hint button (H too, scenes.table.hinting), beside Take back."""
        table = self.table
        self.hint_button = table.button(
            self.foot[1], table.ctx.tr("table.hint.button"), table.hinter.ask,
            "#hint", tooltip=table.ctx.tr("table.hint.tooltip"))
        self.sync_hint()

    def sync_hint(self) -> None:
        """Hint is offered while the game goes on (not once it has ended, nor once a laptop
        only watches)."""
        table = self.table
        button = self.hint_button
        if button is not None and table.session is not None:
            wanted = not table.session.is_terminal() and bool(table.session.humans)
            if wanted != button.is_enabled:
                button.enable() if wanted else button.disable()

    def sync_take_back(self) -> None:
        """The Take back button is enabled exactly when the core allows a take-back; its
        tooltip says what it does, or why not."""
        table = self.table
        button = self.button
        if button is not None and table.session is not None:
            refusal = self.take_back_refusal
            if (refusal is None) != button.is_enabled:
                button.enable() if refusal is None else button.disable()
            if refusal != self.tip:
                self.tip = refusal
                tr, keys = table.ctx.tr, undo_label()
                button.set_tooltip(shown(
                    tr("table.take_back.tooltip", keys=keys) if refusal is None
                    else tr("table.take_back.tooltip_off", keys=keys,
                            why=tr(f"table.take_back.{refusal}"))))

    def take_back_note(self) -> str:
        """For the status line: why the viewer's move just made stands (a card drawn or
        turned up since it: the rules' hidden information), while the viewer is still the
        one who acted last and the move has been shown (not over a held clash); else
        nothing."""
        table = self.table
        session = table.session
        if (session is None or not self.takes_back or table.watch is not None or table.hold > 0
                or session.is_terminal() or table.viewer not in session.humans
                or session.match.last_actor() != table.viewer
                or self.take_back_refusal != REVEALED):
            return ""
        return str(table.ctx.tr("table.take_back.note_revealed"))

    @property
    def takes_back(self) -> bool:
        return self.no_take_back is None

    @property
    def no_take_back(self) -> str | None:
        """The game's reason never to take back (RÖK: a race), from the core."""
        table = self.table
        assert table.session is not None
        return table.session.no_take_back

