"""The app: one window, one loop, one place where events are read.

Each frame: read events (pygame_gui gets first refusal, then the top scene),
update the UI and the top scene, apply queued scene transitions, draw the
visible scenes, the widgets and the notices, then flip.

The loop keeps the display's pace only while something moves; otherwise it sleeps until an
event comes or the earliest time something registered, never on a fixed tick (:meth:`App.dues`,
:meth:`App.step`):

- a scene says whether it is still (``still()``) and, while still, when it changes by itself
  (``due()``: a thinking bot's dots and its least time, ``NETWORK_LOOK`` at a networked
  screen, whose host's clock runs heartbeats, timeouts and RÖK's claim windows); a scene
  under another may ask too (``due_covered()``: a networked table under the pause);
- the notices (a fade) and the widgets (a caret, a tooltip's delay, a shape's rebuild:
  :mod:`scenes.kit.dues`) give their next moment;
- threads post a ``WAKE`` event when a result is there (:mod:`scenes.kit.wake`: a bot's or a
  hint's move, a save written, the index refreshed, a message in a network inbox).

A table rests on a person's turn, while a bot thinks (woken by its thread, and for the dots of
"P2 is thinking…"), while a RÖK bot's throw waits for Space (``awaits_person()``) and at the
hot seat's "Pass to NAME"; throws, counts, flights and a bot's staged move keep the display's
pace, as does the quarter of a second after any input (:data:`LINGER`). The wait is SDL's own
(:mod:`scenes.app.waiting`). A pass woken only by a scene's due time (``polled``) draws nothing
if the scenes are as still after it as before. The objects the app is made of at start are
frozen out of the collector's walks (``gc.freeze``), so the collections that free a left
screen's widgets stay short. ``tests/scenes/test_rest.py`` counts passes; figures:
docs/bench.md, "idle".
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import random
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import pygame
import pygame_gui

from scenes.app.navigation import Navigation, screen_class
from scenes.app.signals import catch_quit_signals, wake_on_signals
from scenes.app.window import CanvasUIManager, Screen
from scenes.frame.context import AppContext
from scenes.frame.stack import SceneStack
from scenes.frame.widget_keys import keys_state
from scenes.kit import art
from scenes.kit.assets import Assets
from scenes.kit.audio import Audio
from scenes.kit.dues import earliest, widgets_due
from scenes.kit.frame_gate import FrameGate
from scenes.kit.i18n import Translator, resolve_language
from scenes.kit.keys import is_fullscreen_key
from scenes.kit.library import Library
from scenes.kit.mute_mark import MuteMark, clear_of
from scenes.kit.notices import Notices
from scenes.kit.palette import STANDARD
from scenes.kit.settings import (
    SettingsStore,
    default_config_dir,
    default_data_dir,
    default_export_dir,
)
from scenes.kit.textsize import theme_source
from scenes.kit.viewport import SMALLEST_CANVAS
from scenes.kit.wake import WAKE, wake

if TYPE_CHECKING:
    from game.saves import SavedGame
    from scenes.app.memory import Heap
    from scenes.app.waiting import EventWait

MAX_DT = 0.1  # a long stall (window drag, breakpoint) must not fast-forward animations
LINGER = 0.25  # seconds of frames after the last input: pygame_gui shows a hover's look on
# the update after the one that set it, and a click's effects may take a few frames to settle
INPUT_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                          pygame.TEXTEDITING, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED,
                          pygame.WINDOWENTER, pygame.WINDOWLEAVE, pygame.WINDOWFOCUSGAINED,
                          pygame.WINDOWEXPOSED, pygame.VIDEORESIZE))
# Bots think on a worker thread; a 1 ms GIL switch interval (default 5 ms) lets the frame
# loop take the interpreter back quickly, so frames stay smooth while a bot searches.
GIL_SWITCH_SECONDS = 0.001
RELEASE_AFTER = 2  # frames shown after a change of screen before the memory of what went
# out of sight is handed back (after the new screen is up: its first frame never waits)
EXIT_SAVE_SECONDS = 0.8  # closing waits this long at most for the last save to be written
UNSAVED_SECONDS = 15.0  # "games will not be saved": long enough to be read before playing


@dataclass(frozen=True)
class AppOptions:
    language: str | None = None  # force "en" / "fr" for this run (else the settings decide)
    config_dir: Path | None = None
    data_dir: Path | None = None  # saved games live in its "games" folder
    export_dir: Path | None = None  # where record files are exported
    fps: int = 60  # 0: as fast as possible (scripted runs)
    fixed_dt: float | None = None  # scripted runs advance time by a constant step
    seed: int | None = None  # first game seed (scripted runs); None: a fresh random one each game
    drive_file: Path | None = None  # tools/drive.py reads what is on screen from here
    on_saved: Callable[[SavedGame], None] | None = None  # told of each save written (tests)
    window_size: tuple[int, int] | None = None  # None: fit the desktop (or what was remembered)


def seed_source(first: int | None) -> Callable[[], int]:
    """Game seeds: fresh from the OS, or a fixed sequence from ``first`` for scripted runs."""
    if first is None:
        generator = random.SystemRandom()
        return lambda: generator.randrange(2**31)
    sequence = itertools.count(first)
    return lambda: next(sequence)


def exports_of(options: AppOptions) -> Callable[[], Path]:
    """Where ``options`` say record files are exported, or the player's documents folder."""
    chosen = options.export_dir
    return default_export_dir if chosen is None else (lambda: chosen)


class App:
    def __init__(self, options: AppOptions = AppOptions()) -> None:
        self.options = options
        sys.setswitchinterval(GIL_SWITCH_SECONDS)
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Tablée")
        store = SettingsStore(options.config_dir or default_config_dir())
        settings, problem = store.load()
        self.screen = Screen(SMALLEST_CANVAS, options.window_size, settings.window_size,
                             settings.window_position)
        language = options.language or resolve_language(settings.language)
        assets = Assets()
        assets.text_scale = settings.text_scale
        ui = CanvasUIManager(self.screen.canvas_size, theme_source(assets.path("theme.json"),
                                                        settings.text_scale),
                             enable_live_theme_updates=False, starting_language=language,
                             translation_directory_paths=[str(assets.path("i18n"))])
        ui.screen = self.screen
        self.gate = FrameGate()  # background work waits for it between frames
        library = Library(options.data_dir or default_data_dir(), options.on_saved, self.gate)
        self.ctx = AppContext(ui=ui, tr=Translator(assets.path("i18n"), language), assets=assets,
                              audio=Audio(settings.effects_volume, settings.interface_volume,
                                          settings.muted), store=store, settings=settings,
                              notices=Notices(), toggle_fullscreen=self.toggle_fullscreen,
                              request_quit=self.quit, new_seed=seed_source(options.seed),
                              library=library,
                              locate_exports=exports_of(options))
        self.stack = SceneStack(self.ctx)
        self.ctx.stack = self.stack
        self.ctx.nav = Navigation(self.stack)
        if problem:
            key = "notice.bad_settings" if problem.kept_as else "notice.bad_settings_left"
            self.ctx.notices.add(self.ctx.tr(key, reason=problem.reason, kept_as=problem.kept_as),
                                 warning=True)
        unwritable = library.unwritable()
        if unwritable is not None:  # the games play all the same, and the player knows
            key = "notice.read_only" if unwritable.read_only else "notice.cannot_write"
            self.ctx.notices.add(self.ctx.tr(key, folder=str(unwritable.folder),
                                             reason=unwritable.reason),
                                 warning=True, seconds=UNSAVED_SECONDS)
        if settings.fullscreen and not self.toggle_fullscreen():
            self.ctx.notices.add(self.ctx.tr("notice.no_fullscreen"), warning=True)
        self.clock = pygame.time.Clock()
        # made once the first frame is up (5 ms of ctypes and a look at the process's
        # libraries): the waiting loop's, and the allocator that gives memory back
        self.waiter: EventWait | None = None
        self.heap: Heap | None = None
        self.running = True
        self.frames = 0  # passes of the loop (each makes a frame: a resting app makes none)
        self.flips = 0  # frames drawn and shown
        self.changed_at: int | None = None  # the flip when the screens last changed
        self.icon_shown = False  # the window's icon is drawn after the first frame
        self.frame_seconds = 0.0  # the last frame's events, updates, drawing and flip
        self.last_input = time.monotonic()
        self.frame_started = self.frame_ended = time.monotonic()
        self._published = ""
        self.mute_mark = MuteMark()
        self.pointer: tuple[int, int] | None = None  # the mouse, in canvas units (tooltips)
        # what the app is made of stays for its life: the full collections that free a
        # screen left (its widgets' cycles) no longer walk it (100 ms down to 8 here)
        gc.freeze()
        self.stack.push(screen_class("menu"))
        self.stack.apply_pending()

    # --- services handed to scenes --------------------------------------------------------------

    def toggle_fullscreen(self) -> bool:
        """Switch between window and fullscreen; False when the platform refuses. The
        screens lay out for the new canvas in the relayout the settings change makes."""
        switched = self.screen.set_fullscreen(not self.screen.fullscreen)
        self.ctx.ui.set_window_resolution(self.screen.canvas_size)
        return switched

    def quit(self) -> None:
        self.running = False

    def remember_window(self) -> None:
        """Keep the windowed size and place for the next run (not under the dummy driver,
        whose window is no player's)."""
        if pygame.display.get_driver() == "dummy" or not pygame.display.get_init():
            return
        size, position = self.screen.windowed
        if (size, position) != (self.ctx.settings.window_size,
                                self.ctx.settings.window_position):
            self.ctx.change_settings(window_size=size, window_position=position)

    # --- the loop -------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event: the window's own, F11, then pygame_gui (which maps the pointer itself),
        then the top scene, which sees mouse positions in canvas units."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = self.screen.mapped(event).pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if event.type == pygame.QUIT:
            self.quit()
        elif self.screen.handle(event):
            return
        elif is_fullscreen_key(event):  # F11; Ctrl+Cmd+F on a Mac
            # on release: SDL makes the window anew, and a release sent to the old window
            # would be lost and the key repeat forever, toggling again and again
            if event.type == pygame.KEYUP:
                self.ctx.change_settings(fullscreen=not self.ctx.settings.fullscreen)
        elif self.ctx.ui.process_events(event):
            return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_m and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META) and not self.typing():
            self.toggle_mute()
        else:
            self.stack.handle_event(self.screen.mapped(event))

    def follow_canvas(self) -> None:
        """The window took a new size: the screens lay out for the new canvas, once for all
        the resize events of a frame (a border dragged sends many)."""
        size = self.screen.canvas_size
        if tuple(self.ctx.ui.window_resolution) != size:
            self.ctx.ui.set_window_resolution(size)
            self.stack.relayout()

    def rule_words(self, rule: str) -> str:
        """What a refusal's tag is ("Rule P12 — press F1 to read it")."""
        return self.ctx.tr("table.rule_tag", rule=rule)

    def toggle_mute(self) -> None:
        """M: every sound off or back on; a notice says which, and a mark stays on screen
        while it is off (nothing is said by sound alone, silence included)."""
        muted = not self.ctx.settings.muted
        self.ctx.change_settings(muted=muted)
        self.ctx.notices.add(self.ctx.tr("sound.muted" if muted else "sound.unmuted"))

    def frame(self, dt: float, waited: pygame.event.Event | None = None,
              polled: bool = False) -> None:
        """One turn of the loop: events (``waited``: one a resting loop took off the queue
        as it woke), the scenes' updates, then the picture — unless the pass was ``polled``
        (only a scene's own due time woke it: a networked table reading the network) and
        the scenes are as still after their updates as before (nothing on screen changed).
        The frame gate is shut meanwhile (scenes/kit/frame_gate.py)."""
        self.gate.shut()
        try:
            self.make_frame(dt, waited, polled)
        finally:
            self.gate.open()
            self.frame_ended = time.monotonic()  # (the dues count from here)

    def make_frame(self, dt: float, waited: pygame.event.Event | None, polled: bool) -> None:
        """The frame itself (:meth:`frame` keeps the gate shut around it)."""
        self.frame_started = time.monotonic()  # input is read now (drivers time clicks by it)
        if self.flips and not self.icon_shown:  # the first frame is up: now the window's
            pygame.display.set_icon(art.draw_emblem("pook", 64, STANDARD))  # icon (3-5 ms)
            self.icon_shown = True
            from scenes.app.memory import Heap
            from scenes.app.waiting import EventWait

            self.waiter, self.heap = EventWait(), Heap()
            self.heap.tune()  # freed memory goes back to the system as screens change
        if self.flips:  # and sound is made, on its own thread
            self.ctx.audio.prepare()
        events = pygame.event.get()
        if waited is not None and waited.type != pygame.NOEVENT:
            events.insert(0, waited)
        events = [event for event in events if event.type != WAKE]  # (they only woke us)
        if any(event.type in INPUT_EVENTS for event in events):
            self.last_input = self.frame_started
        polled = polled and not events and not self.stack.has_pending
        for event in events:
            self.dispatch(event)
        self.follow_canvas()
        self.ctx.ui.update(dt)
        self.stack.update(dt)
        for key, reason in self.ctx.library.problems():
            self.ctx.notices.add(self.ctx.tr(key, reason=reason), warning=True)
        self.ctx.notices.update(dt)
        changed = self.stack.has_pending
        polled = polled and not changed
        self.stack.apply_pending()
        if not len(self.stack):
            self.quit()
            return
        if changed:
            self.changed_at = self.flips
        if polled and self.resting():
            self.frames += 1  # nothing changed: nothing to draw, nothing new to publish
            self.frame_seconds = time.monotonic() - self.frame_started
            return
        canvas = self.screen.canvas
        self.stack.draw(canvas)
        self.ctx.ui.draw_ui(canvas)
        top = self.stack.top
        area = top.notice_area() if top else None
        if self.ctx.settings.muted:  # sound off: said in a corner, the notices below it
            mark = self.mute_mark.draw(canvas, self.ctx.tr("sound.mark"), self.ctx.assets,
                                       self.ctx.palette)
            area = clear_of(area or canvas.get_rect().inflate(0, -28), mark)
        sticky = top.table_notices if top else True
        self.ctx.notices.draw(canvas, self.ctx.assets, self.ctx.palette, area, sticky)
        if sticky:  # (a refusal's tag, pointed at, says what it is)
            self.ctx.notices.draw_tag_tip(canvas, self.ctx.assets, self.ctx.palette, area,
                                          self.pointer, self.rule_words)
        self.screen.present(self.ctx.palette.background)
        self.flips += 1
        self.frame_seconds = time.monotonic() - self.frame_started
        if self.changed_at is not None and self.flips - self.changed_at >= RELEASE_AFTER:
            self.changed_at = None  # another screen shown: what no screen in sight uses goes
            self.stack.release_unseen()
            self.ctx.assets.turn()
            if self.heap is not None:
                self.heap.give_back()
        # hand the interpreter over once per frame, as a paced frame does while it waits:
        # frames run back to back (scripted runs) would otherwise starve a thinking bot
        self.gate.open()
        time.sleep(0)
        self.frames += 1
        if self.options.drive_file:
            self.publish(self.options.drive_file)

    def dues(self) -> tuple[float | None, float | None]:
        """Seconds after the last frame when the next one must be made though no event
        comes: (0, 0) while anything moves (frames at the display's pace); else the earliest
        time a scene asked for (its clock, its network), and the earliest the picture changes
        by itself (a notice's fade, a caret's blink, a tooltip's delay). None: not before an
        event (input, or a thread's wake-up)."""
        top = self.stack.top
        if (self.options.fps <= 0 or top is None or self.stack.has_pending or not top.still()
                or time.monotonic() - self.last_input < LINGER or self.changed_at is not None):
            return 0.0, 0.0
        return self.stack.due(), earliest([self.ctx.notices.due(), widgets_due(self.ctx.ui)])

    def due(self) -> float | None:
        """The earlier of :meth:`dues`: when the loop must make its next frame."""
        return earliest(self.dues())

    def resting(self) -> bool:
        """The loop would sleep rather than keep the display's pace (:meth:`due`)."""
        return self.due() != 0.0

    def typing(self) -> bool:
        """A text field has the focus (its caret blinks; an M is a letter, not the mute)."""
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine)
                   for e in self.ctx.ui.get_focus_set() or ())

    def publish(self, path: Path) -> None:
        """For tools/drive.py: the top scene, its buttons, on a human's turn the gestures of
        each legal action, a table's view (what its viewer sees: a driver plays from it as a
        person would), and for the layout checks the window, where the canvas lies in it
        and the top scene's regions (canvas units; written only when it changes)."""
        top = self.stack.top
        shown = [e for e in self.ctx.ui.get_sprite_group().sprites()
                 if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled]
        buttons = {e.get_object_ids()[-1]: e.rect.center for e in shown}
        labels = {e.text: e.rect.center for e in shown}  # a drop-down's options have no ids
        board, session = getattr(top, "board", None), getattr(top, "session", None)
        moving = board is not None and board.moving
        ready = bool(getattr(top, "my_turn", False)) and not moving
        view = self.screen.viewport
        state = {"scene": type(top).__name__, "buttons": buttons, "labels": labels,
                 "gestures": top.gestures() if ready and isinstance(top, Played) else {},
                 "window": list(view.window), "picture": list(view.rect),
                 "fullscreen": self.screen.fullscreen, "moving": moving,
                 "played": len(session.record.actions) if session is not None else 0,
                 "view": getattr(top, "view", None) if session is not None else None,
                 "coach": coach_state(top), "keys": keys_state(top),
                 "round": drive_round(top, self.frame_started),
                 "facts": getattr(top, "drive_facts", None),  # (the Host screen's code)
                 "regions": [r.to_json() for r in top.regions()] if top else []}
        text = json.dumps(state, sort_keys=True)
        if text != self._published:
            self._published = text
            temp = path.with_name(path.name + ".tmp")  # the reader never sees half a file
            temp.write_text(text, encoding="utf-8")
            os.replace(temp, path)

    def run(self, script: Iterator[None] | None = None) -> None:
        """Loop until quit. ``script``, if given, is advanced once per frame (smoke runs).

        While anything moves the loop keeps the display's pace; at rest it sleeps until an
        event comes (input, or a thread's :func:`scenes.kit.wake.wake`: a bot's move, a
        save written, a message from the network) or the earliest due time (:meth:`due`),
        and makes one frame then.

        SIGTERM (and the platform's other quit signals: :mod:`scenes.app.signals`) ends the
        loop like closing the window: the game is saved, then we exit.
        """
        stop_waking = None
        if threading.current_thread() is threading.main_thread():
            catch_quit_signals(self.quit)
            stop_waking = wake_on_signals(partial(wake, "signal"))
        try:
            while self.running:
                if script is None:
                    self.step()
                    continue
                elapsed = self.clock.tick(self.options.fps) / 1000
                if next(script, StopIteration) is StopIteration:
                    break
                self.frame(self.options.fixed_dt or min(elapsed, MAX_DT))
        finally:
            if stop_waking is not None:
                stop_waking()
            self.close()

    def step(self, longest: float | None = None) -> bool:
        """One pass of the loop: keep the display's pace while anything moves, else sleep
        until an event or the due time; then a frame. ``longest`` (tests, tools): sleep no
        longer, and return False, making no frame, if that ended the sleep."""
        scene_due, look_due = self.dues()
        due = earliest([scene_due, look_due])
        if due == 0.0:
            elapsed = self.clock.tick(self.options.fps) / 1000
            self.frame(self.options.fixed_dt or min(elapsed, MAX_DT))
            return True
        left = None if due is None else max(0.0, self.frame_ended + due - time.monotonic())
        limited = longest is not None and (left is None or longest < left)
        if self.waiter is None:  # (resting before the first frame was shown: tests)
            from scenes.app.waiting import EventWait

            self.waiter = EventWait()
        came, taken = self.waiter.wait(longest if limited else left)
        if not came and limited:
            return False
        elapsed = self.clock.tick(0) / 1000
        # woken by the due time, the clocks count the time that passed (a thinking bot's
        # least time, a notice's); woken by an event, no more than a stall's: it may set
        # something moving, which must start from where it is
        dt = min(elapsed, MAX_DT) if came else elapsed
        polled = (not came and scene_due is not None
                  and (look_due is None or scene_due < look_due))
        self.frame(self.options.fixed_dt or dt, taken, polled)
        return True

    def close(self) -> None:
        self.remember_window()
        self.stack.clear()
        self.ctx.library.close(EXIT_SAVE_SECONDS)
        self.ctx.audio.close()
        pygame.quit()
        gc.unfreeze()  # (another app in this process, as in tests, starts afresh)


@runtime_checkable
class Played(Protocol):
    """A table as drivers play it (scenes.table.base.TableScene): its gestures now."""

    def gestures(self) -> dict[str, list[Any]]: ...


@runtime_checkable
class Grabbing(Protocol):
    """RÖK's table as drivers grab from it (scenes.games.rok.scene.RokScene)."""

    def click_point(self, key: str) -> tuple[int, int] | None: ...

    def face_up(self) -> set[str]: ...


def drive_round(top: object, started: float) -> dict[str, object] | None:
    """A RÖK grab round for drivers: its clock after this frame, when the table as it is was
    first drawn, the monotonic time this frame read its input (the clock's origin for the
    next frame's clicks: see game.rok.latency), and where to click each face-up rune (also
    while a grabbed stone is flying, when the table offers no gestures)."""
    round_ = getattr(top, "round", None)
    if round_ is None or not getattr(top, "grabbing", False) or not isinstance(top, Grabbing):
        return None
    spots = {rune: top.click_point(f"rune:{rune}") for rune in sorted(top.face_up())}
    return {"throw": round_.throw, "clock": round_.clock, "shown": round_.shown,
            "frame_started": started, "spots": spots}


def coach_state(top: object) -> dict[str, object] | None:
    """A lesson's step for drivers: its words' key, the moves it asks for, free play; the
    step the panel shows and its number."""
    coach = getattr(top, "coach", None)
    step = coach.step if coach is not None else None
    if coach is None or step is None:
        return None
    return {"say": step.say, "do": list(step.do), "free": step.free, "index": coach.index,
            "holding": coach.holding, "told": coach.told, "robot": step.bot is not None,
            "shown": coach.lesson.steps[coach.shown_index].say, "number": coach.number()[0]}
