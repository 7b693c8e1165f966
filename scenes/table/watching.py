"""Watching a finished game again at its own table: the controls, and how the table follows.

A game's table scene runs in watching mode when it is entered with a
:class:`WatchPayload`: nobody plays (no gesture, no bot, no curtain, no save),
and a :class:`Watcher` owns the position in the :class:`game.replay.Replay`.
One step forward plays the next recorded action through the core, so the table
shows it exactly as it was played (its animation, its log line; RÖK's stones
glide to their recorded places — nothing is decided by physics again). Any
other move — back a step, to the start, the end, a turn, anywhere on the
slider — jumps to that position (a snapshot of the replay) and writes the log
again up to there. Play and pause at 0.5× to 4× (:data:`SPEEDS`). Watched to its last move,
the game shows its end screen again (Watch again, back to the controls, Leave). The controls
stand under the log, whose column they shorten as larger text makes their rows taller: Play
as wide as "Pause", the eyes menu on its own row, the speed menu beside Leave.

By default the table shows everything (every hand, every face-down card: the
core's ``view(seat, everything=True)``); the eyes menu shows the game through
one seat's eyes instead — that seat's own view and nothing more. A review opens the
table at one decision through the deciding seat's eyes (``WatchPayload.start``, ``eyes``).

**Play on from here** starts a practice game at the position shown
(:func:`scenes.table.play_on.play_on`, as the review's Play on): the seat whose eyes
are chosen (with Everything, the first person's) plays on, the hidden cards dealt again from
what it knew then, against bots of the level chosen beside the button.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import WatchPayload
from scenes.table.log_panel import log_rect

if TYPE_CHECKING:
    from scenes.frame.uiscene import Options
    from scenes.table.parts import WatchTable

SPEEDS = ("0.5", "1", "2", "4")
STEP_PAUSE = 0.7  # seconds between two actions while playing, at 1×
ROW = 40  # a row of the controls at 100 % text (it grows with the words)
GAP = 6
DROP_DOWN_BORDER = 8  # a drop-down's border and shadow around its chosen option
ARROW = 28  # a drop-down's arrow button beside its chosen option
SPEED_WIDTH = 96  # the speed menu at 100 % (beside Leave, under the eyes menu)
PLAY_WIDTH = 110  # Play / Pause, between the four arrows (48 each at 100 %)
EVERYTHING = "everything"
LEVELS = ("easy", "normal", "hard")  # Play on from here: the bots' level


class Watcher:
    """The position in the replay, play/pause and speed, and whose eyes the table uses."""

    def __init__(self, scene: WatchTable, payload: WatchPayload) -> None:
        self.scene = scene
        self.saved = payload.saved
        self.replay = payload.replay
        self.position = payload.start
        self.playing = False
        self.speed = 1.0
        self.eyes: int | None = payload.eyes  # None: everything
        self.better = (payload.start, payload.better, payload.note)  # a review's Show
        self.wait = 0.0
        self.told_end = False  # the end screen came at the last move (again after a seek)
        self.slider: pygame_gui.elements.UIHorizontalSlider | None = None
        self.play_button: pygame_gui.elements.UIButton | None = None
        self.level = "normal"  # Play on from here: the bots' level
        self.play_on_button: pygame_gui.elements.UIButton | None = None

    @property
    def end(self) -> int:
        return len(self.replay)

    # --- moving through the game ------------------------------------------------------------

    def forward(self) -> None:
        """Play the next recorded action at the table, as it was played."""
        if self.position >= self.end:
            self.playing = False
            return
        text = self.replay.record.actions[self.position]
        self.position += 1
        self.scene.act(text)
        self.sync()

    def seek(self, index: int) -> None:
        """Jump to the position after ``index`` actions (no animation) and rewrite the log."""
        index = max(0, min(self.end, index))
        scene = self.scene
        assert scene.session is not None
        scene.session.match = self.replay.match_at(index)
        scene.session.last = None
        self.position = index
        self.told_end = False
        scene.hold, scene.overrides = 0.0, {}
        scene.on_take_back()  # forget what was staged, as after a take-back
        scene.telling.replay_log()
        scene.refresh(snap=True)
        self.sync()

    def back(self) -> None:
        self.playing = False
        self.seek(self.position - 1)

    def turn(self, step: int) -> None:
        """To the start of the previous (``-1``) or next (``+1``) turn."""
        self.playing = False
        current = self.replay.turns[self.position]
        if step > 0:
            target = self.replay.turn_start(current + 1)
        else:
            start = self.replay.turn_start(current)
            target = self.replay.turn_start(current - 1) if self.position <= start else start
        self.seek(target)

    def toggle_play(self) -> None:
        if self.position >= self.end:
            self.seek(0)
        self.playing = not self.playing
        self.wait = 0.0
        self.sync()

    def set_speed(self, text: str) -> None:
        self.speed = float(text.rstrip("×"))

    def set_eyes(self, choice: str) -> None:
        """Everything, or one seat's own view."""
        scene = self.scene
        assert scene.session is not None
        self.eyes = None if choice == EVERYTHING else int(choice)
        scene.session.everything = self.eyes is None
        if self.eyes is not None:
            scene.viewer = self.eyes
        scene.shown_viewer = None  # other eyes: no card turns over showing what they saw
        scene.refresh(snap=True)

    @property
    def player(self) -> int:
        """Who plays on from here: the seat whose eyes are chosen, else the first person."""
        if self.eyes is not None:
            return self.eyes
        return next((k for k, seat in enumerate(self.saved.seats) if seat.is_human), 0)

    @property
    def may_play_on(self) -> bool:
        """A game goes on from the position shown (a finished game's record ends with its
        last move: any position before it)."""
        return self.position < self.end

    def play_on(self) -> None:
        """A practice game from the position shown, against bots of the chosen level."""
        from scenes.table.play_on import play_on

        if not self.may_play_on:
            return
        self.playing = False
        play_on(self.scene.ctx, self.saved, self.position, self.player, self.position + 1,
                self.level)

    def set_level(self, level: str) -> None:
        self.level = level

    # --- the frame ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Time runs ``speed`` times as fast; while playing, the next action comes once the
        table has shown the last one and paused a moment."""
        dt *= self.speed
        scene = self.scene
        scene.animate(dt)
        busy = scene.present(dt)
        scene.update_status()
        if self.position >= self.end and not busy and not self.told_end:
            self.show_end()
        if not self.playing or busy:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.forward()
            self.wait = STEP_PAUSE

    def show_end(self) -> None:
        """Watched to its last move: the results, as the end screen showed them."""
        from scenes.table.end_overlay import EndOverlay

        self.told_end, self.playing = True, False
        scene = self.scene
        if scene.session is None or not scene.session.is_terminal():
            return
        self.sync()
        scene.ctx.stack.push(EndOverlay, replace(scene.end_payload(), watching=self))

    def status(self) -> str:
        tr = self.scene.ctx.tr
        key = "watch.status_throw" if self.replay.record.game == "rok" else "watch.status"
        text = tr(key, move=self.position, moves=self.end, turn=self.replay.turns[self.position])
        note = self.better[2] if self.position == self.better[0] else ""
        return f"{text} · {note}" if note else text

    def better_move(self) -> str:
        """The better move a review's Show draws, while the table stands where it was found."""
        start, better, _ = self.better
        return better if self.position == start and not self.playing else ""

    # --- the controls ---------------------------------------------------------------------------

    def row(self) -> int:
        """A row of the controls, as tall as a button's words at the text size."""
        return button_height(self.scene.ctx.assets, ROW)

    def menus_row(self) -> int:
        """The speed and eyes menus' row: a drop-down's chosen option sits inside its
        border, so it needs a few units more than a button for the same words."""
        return max(self.row(), button_height(self.scene.ctx.assets, 0) + DROP_DOWN_BORDER)

    def column(self) -> pygame.Rect:
        """The log's column on this canvas (the controls take its foot)."""
        return log_rect(self.scene.ctx.canvas)

    def controls_top(self) -> int:
        return self.column().bottom - 3 * (self.row() + GAP) - 3 * (self.menus_row() + GAP) - 34

    def log_rect(self, column: pygame.Rect) -> pygame.Rect:
        """The log in ``column``, above the controls (shorter as they grow)."""
        return pygame.Rect(column.left, column.top, column.width,
                           self.controls_top() - column.top - 8)

    def build(self) -> None:
        """The controls, in the log's column under the (shorter) log."""
        scene, tr = self.scene, self.scene.ctx.tr
        column = self.column()
        left, top, width, row = column.left, self.controls_top(), column.width, self.row()
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(left, top, width, 28), self.position, (0, max(1, self.end)),
            scene.ctx.ui, container=scene.root, object_id="#watch_slider")
        scene.on_change(self.slider, lambda value: self.seek(int(value)))
        top += 34
        play = button_width(scene.ctx.assets, [tr("watch.play"), tr("watch.pause")], PLAY_WIDTH)
        arrow = (width - play - 8) // 4  # (the arrows give the play button its room)
        transport = (("«", lambda: self.seek(0), "#watch_start", arrow),
                     ("‹", self.back, "#watch_back", arrow),
                     (tr("watch.play"), self.toggle_play, "#watch_play", play),
                     ("›", self.step_forward, "#watch_forward", arrow),
                     ("»", lambda: self.seek(self.end), "#watch_end", arrow))
        x = left
        for text, action, object_id, size in transport:
            button = scene.button((x, top, size, row), text, action, object_id,
                                  tooltip=tr(f"watch.tip.{object_id[7:]}"))
            if object_id == "#watch_play":
                self.play_button = button
            x += size + 2
        top += row + GAP
        half = (width - GAP) // 2
        scene.button((left, top, half, row), tr("watch.previous_turn"), lambda: self.turn(-1),
                     "#watch_previous_turn")
        scene.button((left + half + GAP, top, half, row), tr("watch.next_turn"),
                      lambda: self.turn(1), "#watch_next_turn")
        top += row + GAP
        menus = self.menus_row()
        eyes: Options = [
            (tr("watch.everything"), EVERYTHING),
            *((tr("watch.eyes_of", name=scene.name(seat)), str(seat))
              for seat in range(len(scene.seats)))]
        shown = next(option for option in eyes
                     if option[1] == (EVERYTHING if self.eyes is None else str(self.eyes)))
        menu = scene.drop_down(eyes, shown, (left, top, width, menus),
                               ObjectID("#watch_eyes", "@drop_up"))
        scene.on_change(menu, self.set_eyes)
        top += menus + GAP
        speeds: Options = [(f"{s}×", s) for s in SPEEDS]
        current = next(option for option in speeds if float(option[1]) == self.speed)
        narrow = button_width(scene.ctx.assets, [f"{s}×" for s in SPEEDS], 0) + ARROW
        speed_width = max(SPEED_WIDTH, narrow)
        speed = scene.drop_down(speeds, current, (left, top, speed_width, menus),
                                ObjectID("#watch_speed", "@drop_up"))
        scene.on_change(speed, self.set_speed)
        scene.button((left + speed_width + GAP, top, width - speed_width - GAP, menus),
                     tr("watch.leave"), scene.ctx.stack.pop, "#watch_leave")
        top += menus + GAP
        levels: Options = [(tr(f"setup.bot_{level}"), level) for level in LEVELS]
        chosen = next(option for option in levels if option[1] == self.level)
        level_menu = scene.drop_down(levels, chosen, (left, top, width, menus),
                                     ObjectID("#watch_level", "@drop_up"))
        scene.on_change(level_menu, self.set_level)
        top += menus + GAP
        self.play_on_button = scene.button((left, top, width, row), tr("watch.play_on"),
                                           self.play_on, "#watch_play_on",
                                           tooltip=tr("watch.tip.play_on"))
        self.sync()

    def step_forward(self) -> None:
        self.playing = False
        if not self.scene.present(0.0):
            self.forward()

    def sync(self) -> None:
        """The slider and the play button say where we are."""
        if self.slider is not None and int(self.slider.get_current_value()) != self.position:
            self.slider.set_current_value(self.position, warn=False)
        if self.play_button is not None:
            tr = self.scene.ctx.tr
            self.play_button.set_text(tr("watch.pause") if self.playing else tr("watch.play"))
        button = self.play_on_button
        if button is not None and button.is_enabled != self.may_play_on:
            button.enable() if self.may_play_on else button.disable()

    def handle_input(self, event: pygame.event.Event) -> bool:
        """Keys: ← → a step, Space play/pause, Home/End, PgUp/PgDn a turn, Esc leaves."""
        if event.type != pygame.KEYDOWN:
            return False
        keys: dict[int, Callable[[], object]] = {
            pygame.K_LEFT: self.back, pygame.K_RIGHT: self.step_forward,
            pygame.K_SPACE: self.toggle_play, pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.end), pygame.K_PAGEUP: lambda: self.turn(-1),
            pygame.K_PAGEDOWN: lambda: self.turn(1),
            pygame.K_ESCAPE: self.scene.ctx.stack.pop}
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True
