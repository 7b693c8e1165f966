"""The turn loop every game table shares.

:class:`TableScene` owns a :class:`GameSession` and decides, frame by frame,
what happens next: wait for an animation to finish, raise the hot-seat
curtain, let a bot think (off-thread), or wait for the human. It draws the
table from the *viewer's* view only — the human whose secrets may be shown —
and hands every move to the core, showing the core's reason when it refuses.

A game's scene subclasses it and supplies the layout of its view, how
events read in the log, its input gestures and its end-of-game summary.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar, cast

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from game.core import Event, IllegalAction, MalformedAction
from game.saves import SaveEntry, Seat
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import LessonPayload, PausePayload, RulesPayload, WatchPayload
from scenes.frame.rules_sections import section_for
from scenes.frame.uiscene import UIScene, common_keys, key_row
from scenes.kit.dues import NETWORK_LOOK, earliest
from scenes.kit.focus import Zone
from scenes.kit.keys import command_held, is_undo, undo_label
from scenes.kit.names import table_names
from scenes.kit.regions import Region
from scenes.table.board import Board, Placement
from scenes.table.bot_turns import BotTurns
from scenes.table.chat import open_chat
from scenes.table.coaching import Coach, Coaching, TableLesson
from scenes.table.drawn import Drawn
from scenes.table.ending import Ending
from scenes.table.handover import HandOver
from scenes.table.hinting import Hinter
from scenes.table.hooks import BarePainter, TableHooks
from scenes.table.keyplay import KeyPlay, TableKeys
from scenes.table.log_panel import LogPanel, log_rect
from scenes.table.lookback import LookBack
from scenes.table.marks import draw_marks
from scenes.table.networked import NET_PAYLOADS, NetSeats, open_session
from scenes.table.pace import Pacer, Pacing, Staging
from scenes.table.panels import PanelCache
from scenes.table.recap import Recap
from scenes.table.session import BotWorker, GameSession
from scenes.table.status_line import StatusLine, dots_due
from scenes.table.taking_back import TakingBack
from scenes.table.telling import Telling
from scenes.table.turn_bell import TurnBell
from scenes.table.watching import Watcher

if TYPE_CHECKING:
    from scenes.frame.context import AppContext



class TableScene(TableHooks, UIScene):
    """Subclasses set ``game_id`` and implement the hooks (:class:`TableHooks`, and those
    marked *hook* below)."""

    game_id = ""
    hides_hands = True  # hot-seat games open behind the curtain (False: nothing is secret)
    opening_sound = "shuffle"  # heard as a new game's cards are dealt
    recomposes_in_place = False  # see recompose()
    keys_first = False  # the table orders its keys itself (handle_input)
    pacer: ClassVar[Pacer | None] = None  # the steps a bot's move is shown in (scenes.table.pace)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.session: GameSession | None = None
        self.worker = BotWorker()
        self.board = Board(ctx.settings.reduced_motion)
        self.viewer = 0
        self.shown_viewer: int | None = None  # whose view the board shows now
        self.view: dict[str, Any] = {}
        self.hold = 0.0  # seconds left of a staged moment (an attack's comparison...)
        self.staging = Staging()  # a bot's move shown step by step (normal and slow speed)
        self.overrides: dict[str, Placement] = {}  # placements shown during the hold
        self.held_view: dict[str, Any] | None = None  # the view shown during the hold
        self.curtain_up = False
        self.log: LogPanel | None = None
        self.names: list[str] = []  # the seats' names as shown (long ones shortened)
        # what stays still between moves, composed once: the table's empty places and piles,
        # and the log; each is redrawn on the frame after it changed (not both on one frame)
        self.static: pygame.Surface | None = None
        self.static_dirty = True
        self.composed = False  # this frame's update drew the log or the still layer again
        self.log_surface: pygame.Surface | None = None
        self.log_dirty = True
        self.static_fresh = True  # the still layer was drawn on fresh felt (recompose)
        self.panels = PanelCache()  # plates and boxes of the still layer, kept (panels.py)
        self.watch: Watcher | None = None  # watching a finished game again (nobody plays)
        self.net: NetSeats | None = None  # a table over the network (scenes.table.networked)
        self.hinter = Hinter(self)
        self.log_rect = log_rect(ctx.canvas)  # (laid out again for each canvas)
        self.turn_bell = TurnBell()
        self.by_hand = False  # an event of the person at this screen is being handled
        self.focus.tab_stops = False  # Tab goes zone to zone (scenes.table.keyplay)
        self.painter = BarePainter()  # a game's scene holds its own (scenes.games.*.paint)
        self.keyplay: KeyPlay = KeyPlay(self)  # the focus's keys at the table
        self.keys: TableKeys[TableScene] = TableKeys(self)  # the game's zones (a game's own)
        self.hand_over: HandOver = HandOver(self)  # "Pass to NAME" at a hot seat
        self.recap: Recap = Recap(self)  # what the other seats did, and its replay
        self.coach: Coach | None = None  # a lesson's coach (scenes.table.coaching)
        self.coaching: Coaching = Coaching(self)  # the table's side of a lesson
        self.lesson: TableLesson[TableScene] = TableLesson(self)  # where its steps point
        self.bot_turns: BotTurns = BotTurns(self)  # a bot's thread, at a person's pace
        self.ending: Ending = Ending(self, type(self))  # the results, once the game is over
        self.taking_back: TakingBack = TakingBack(self)  # Take back, and Hint beside it
        self.telling: Telling = Telling(self)  # the log's lines, refusals in words
        self.status_line: StatusLine = StatusLine(self)  # what happens now, in a sentence
        self.pacing: Pacing = Pacing(self)  # a bot's move shown step by step
        self.drawn: Drawn = Drawn(self)  # what the still layer drew where
        self.lookback: LookBack = LookBack(self)  # an earlier move shown (the log's lines)

    # --- lifecycle ------------------------------------------------------------------------------

    def enter(self, payload: Any = None) -> None:
        """Start a new game (a :class:`GameSetup`), continue a saved one (a ``SaveEntry``),
        watch a finished one again (a ``WatchPayload``) or start a lesson (a
        ``LessonPayload``; a continued lesson is coached again)."""
        if isinstance(payload, LessonPayload):
            self.session = self.coaching.lesson_session(payload)
        elif isinstance(payload, WatchPayload):
            self.session = GameSession(payload.saved, payload.replay.match_at(payload.start),
                                       everything=payload.eyes is None)
            self.watch = Watcher(self, payload)
        elif isinstance(payload, NET_PAYLOADS):
            session = open_session(payload, self.ctx.saver)
            self.net = NetSeats(session)
            self.taking_back.say = partial(open_chat, self)  # (a word at the table)
            self.session = cast(GameSession, session)  # (a laptop's quacks as one)
        elif isinstance(payload, SaveEntry):
            assert payload.saved is not None and payload.match is not None
            self.session = GameSession(payload.saved, payload.match, self.ctx.saver)
        else:
            assert isinstance(payload, GameSetup)
            self.session = GameSession.new(payload, self.ctx.saver)
        self.names = table_names(self.session.names, self.ctx.assets.font(18, bold=True),
                                 self.ctx.assets.glyphs(), self.ctx.assets.text_scale)
        humans = self.session.humans
        current = self.session.current_player
        self.viewer = current if current in humans else (humans[0] if humans else 0)
        if self.net is not None and self.net.joined:  # (a spectator: the place it watches from)
            self.viewer = int(cast(Any, self.session).seat)
        if self.watch is not None and self.watch.eyes is not None:  # as that seat saw it
            self.viewer = self.watch.eyes
        if self.watch is None:
            self.coaching.start()
        self.taking_back.fit_foot()  # (the log column: Take back and Hint under the log)
        self.log = self.telling.new_log()
        self.refresh(snap=True)
        super().enter(payload)
        if self.session.record.actions:
            self.telling.replay_log()
        else:
            self.telling.tell_start(self.view)
            self.ctx.audio.play(self.opening_sound)  # the deck shuffled, the bag shaken
        if (self.hides_hands and len(humans) > 1 and not self.session.is_terminal()
                and self.watch is None):
            # hot-seat: nobody's hand shows before they sit down
            self.hand_over.call_player(self.viewer, at_once=True)
        self.recompose()
        self.telling.recompose_log()

    def exit(self) -> None:
        self.ctx.audio.hush(0)  # (a stone's scrape ends with its table)
        self.ctx.notices.dismiss()  # its refusals and hints stay with it
        self.worker.close()
        self.hinter.close()
        if self.net is not None:
            self.net.close()
        super().exit()

    def cover(self) -> None:
        super().cover()  # a screen over the table has the pointer: no card's tooltip or
        self.mouse = (-1, -1)  # hover under it (its next move brings them back)
        if self.log_dirty:  # its layers are composed in its update, which stops while it
            self.telling.recompose_log()  # is covered: an end screen or a pause shows it as it is
        if self.static_dirty:
            self.recompose()

    def uncover(self, result: Any = None) -> None:
        super().uncover(result)  # (shows every widget of the table again...)
        if self.session is not None and self.view:
            self.on_refresh()  # (...so those the moment does not call for hide again)
        if result == "ready" and self.session:  # the curtain was lifted by the called player
            self.curtain_up = False
            current = self.session.current_player
            if current is not None:
                self.viewer = current
            self.refresh()

    def release_unseen(self) -> bool:
        """Out of sight (rules or settings over the pause): its layers go too."""
        self.static = self.log_surface = None
        return super().release_unseen()  # (relayout composes them again)

    def relayout(self) -> None:
        """New words, palette, text size or canvas: widgets and log anew, the log where it stood."""
        self.taking_back.fit_foot()  # (from the canvas: its size may be new)
        super().relayout()
        self.telling.relayout_log()
        self.status_line.status = ("", None)
        self.static = None  # (the felt itself may have changed: drawn anew)
        self.recompose()
        self.telling.recompose_log()

    def build_ui(self, root: UIContainer) -> None:
        self.panels.clear()  # (words, sizes or palette may have changed)
        self.taking_back.button = self.hand_over.button = self.taking_back.hint_button = None
        if self.watch is not None:
            self.watch.build()
        else:
            self.taking_back.build_take_back()
            if self.session is None or self.session.humans:  # (nobody here: nothing to hint)
                self.taking_back.build_hint()
        self.build_table_ui(root)
        self.hand_over.build()
        self.coaching.build()

    # --- the turn loop --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        assert self.session is not None
        if self.watch is not None:
            self.watch.update(dt)
            return
        if self.net is not None and self.net.update(self):  # (a laptop away: wait, or a bot?)
            return
        self.animate(dt)
        self.recap.update()
        self.hear_turn()
        self.hinter.update()
        self.advance(dt)
        self.update_status()  # last: it tells the table as this frame leaves it

    def advance(self, dt: float) -> None:
        """The game moves on: a staged move's next step, the coach, a bot, the next seat."""
        assert self.session is not None
        if self.lookback.look is not None:  # the table waits while the player looks back
            return
        if self.present(dt) or (self.net is not None and self.net.show(self)):
            return
        self.coaching.sync()
        if self.coaching.holds:  # a note of the lesson is read first
            return
        if self.session.is_terminal():
            self.ending.finish(dt)
            return
        current = self.session.current_player
        if self.hand_over.seat is not None and current != self.hand_over.seat:
            self.hand_over.cancel()  # taken back, or the game moved on
        if current is None:
            return
        if self.session.is_bot(current):
            self.bot_turns.run(current, dt)
        elif current != self.viewer:  # "Pass to NAME" after the viewer's own move only
            at_once = not self.hand_over.moved_last(self.viewer)
            self.hand_over.call_player(current, at_once=at_once)

    def update_covered(self, dt: float) -> None:
        """Under the pause, a curtain or any overlay, a networked table still reads the
        network and answers it: the laptops' moves arrive (shown once uncovered) and
        nobody's link times out."""
        if self.net is not None:
            self.net.pump()

    def still(self) -> bool:
        """The table waits and nothing on it moves: for a person (the viewer's move, a
        laptop's, the hot seat's hand-over, the coach's note, a look back, a paused replay;
        a hint may be sought meanwhile) or for a bot's thread (its dots are a clock: see
        :meth:`due`). The app then draws only when an event or a due time comes."""
        if (self.session is None or self.board.moving or self.hold > 0 or self.log_dirty
                or self.static_dirty or self.status_line.changed
                or (self.net is not None and self.net.busy)):
            return False
        if self.watch is not None:
            return not self.watch.playing
        if self.lookback.look is not None or self.coaching.holds:
            return True
        current = self.session.current_player
        if self.net is not None and current is not None and self.net.plays_elsewhere(current):
            return self.at_rest()  # a person at another laptop thinks: nothing moves here
        waits = (self.my_turn or self.hand_over.seat is not None or self.worker.busy
                 or self.awaits_person())
        return waits and self.at_rest()

    def due(self) -> float | None:
        """While still: a thinking bot's dots and the least time its move takes (its thread
        wakes the loop when it has chosen); at a networked table, the network's next look."""
        dues: list[float | None] = [NETWORK_LOOK if self.net is not None else None]
        if self.worker.busy:
            dues += [dots_due(), self.bot_turns.due()]
        return earliest(dues)

    def due_covered(self) -> float | None:
        """Under another screen a networked table still reads the network (update_covered)."""
        return NETWORK_LOOK if self.net is not None else None

    def hear_turn(self) -> None:
        """Chime when the turn has passed to a human and the table shows it (TurnBell)."""
        assert self.session is not None
        seat = self.turn_seat()
        human = seat is not None and not self.session.is_bot(seat)
        if self.turn_bell.hear(seat, human, self.my_turn or self.hand_over.seat is not None):
            self.ctx.audio.play("your_turn")

    def turn_seat(self) -> int | None:
        """*hook* The seat whose turn it is, as the chime hears it (RÖK: none while grabbing)."""
        assert self.session is not None
        return self.session.current_player

    def at_rest(self) -> bool:
        """*hook* A game's own moving parts are at rest (RÖK: no live throw, no clock)."""
        return True

    def untold(self) -> int:
        """The events of the move being shown step by step that the log has not told yet."""
        return len(self.staging.unlogged)

    def present(self, dt: float) -> bool:
        """Count down a staged moment; True while the last move is still being shown."""
        if self.hold > 0:
            self.hold -= dt
            if self.hold <= 0:
                if self.staging.current is not None:
                    self.pacing.show(self.staging.next())
                else:
                    self.overrides, self.held_view = {}, None
                    self.refresh()
            return True
        return self.board.moving

    def animate(self, dt: float) -> None:
        """Move the pieces, and recompose the log or the still parts if they changed
        (one of them per frame). Real-time tables call it from their own ``update``."""
        self.board.instant = self.ctx.settings.reduced_motion  # (the setting may change)
        self.board.update(dt)
        self.composed = self.log_dirty or self.static_dirty
        if self.log_dirty:
            self.telling.recompose_log()
        elif self.static_dirty:
            self.recompose()

    # --- acting ----------------------------------------------------------------------------------

    def act(self, text: str) -> bool:
        """Hand an action to the core; on refusal say why (in words) and change nothing.
        In a lesson, a move its step does not ask for is refused first, in the coach's words."""
        assert self.session is not None
        seat = self.session.current_player
        self.coaching.sync()
        text = self.coaching.text(text)
        if self.coaching.refused(text, seat):
            return False
        try:
            events = self.session.play(text)
        except (IllegalAction, MalformedAction) as refusal:
            self.telling.refuse(refusal)
            return False
        self.coaching.moved()  # (it follows once the move has shown, or as the table shows it)
        self.focus.back.clear()  # what the keys picked up was played
        if self.net is None or not self.net.joined:  # (a laptop's shows when the host says)
            self.show_move(events, seat)
        return True

    def show_move(self, events: list[Event], seat: int | None) -> None:
        """Stage, sound and log a move the core accepted (made by the person at this screen:
        a refusal or a hint shown before it goes)."""
        if self.by_hand:
            self.ctx.notices.dismiss()
        self.hold, self.overrides = self.stage(events, seat)
        self.ctx.audio.play(self.sound_for(events, seat))
        if not self.pacing.start(events, seat):  # a bot's move at a readable pace logs as it goes
            for event in events:
                self.telling.log_event(event)
            self.refresh()

    # --- take-backs ------------------------------------------------------------------------------

    def refresh(self, snap: bool = False) -> None:
        """Re-read the viewer's view and aim the cards at their places."""
        assert self.session is not None
        step = self.staging.current
        past = step is not None and step.whole  # a past position, replayed (scenes.table.recap)
        look = self.lookback.look
        if look is not None:  # looking back (scenes.table.lookback)
            self.view, past = dict(look.view), True
        elif step is not None and step.view is not None:  # the moment the step shows, not after
            self.view = dict(step.view)
        elif self.hold > 0 and self.held_view is not None:
            self.view = dict(self.held_view)
        elif self.hand_over.hands_hidden:  # hot seat: another seat acts next, no secrets show
            self.view = self.session.public_view(self.viewer)
        else:
            self.view = self.session.view(self.viewer)
        placements = {} if past else dict(self.layout(self.view))
        placements.update(look.placements if look is not None else self.overrides)
        self.board.show(placements, self.spawn_point, self.exit_point)
        if self.shown_viewer != self.viewer:  # another player's eyes: no flip shows old faces
            self.board.forget_faces()
            self.shown_viewer = self.viewer
        if snap:
            self.board.snap()
        self.static_dirty = True
        self.on_refresh()
        self.taking_back.sync_take_back()
        self.taking_back.sync_hint()

    # --- helpers for subclasses -----------------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        assert self.session is not None
        return self.session.setup.seats

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.ctx.palette.seats[seat % len(self.ctx.palette.seats)]

    def name(self, seat: int) -> str:
        """The seat's name as the table writes it (a long one cut with an ellipsis)."""
        return self.names[seat]

    @property
    def my_turn(self) -> bool:
        """The viewer is the human to act now, with nothing left to animate."""
        assert self.session is not None
        if self.watch is not None:
            return False
        current = self.session.current_player
        return (current == self.viewer and not self.session.is_bot(current)
                and self.hold <= 0 and not self.curtain_up and not self.session.is_terminal()
                and not self.coaching.waits and self.lookback.look is None
                and (self.net is None or self.net.ready))

    @property
    def hint_allowed(self) -> bool:
        """The viewer is a human with something to decide now (what a hint is about)."""
        return self.my_turn

    @property
    def legal(self) -> list[str]:
        return list(self.view.get("legal", [])) if self.my_turn else []

    @property
    def thinking_seat(self) -> int | None:
        return self.worker.seat if self.worker.busy else None

    # --- input ---------------------------------------------------------------------------------

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        if self.telling.scroll_log(event) and event.type != pygame.MOUSEMOTION:
            self.lookback.handle(event)  # a click on a line of the log looks back to it
            return True
        if self.watch is not None:
            return self.watch.handle_input(event)
        if self.keyplay.key(event):  # the focus's keys (scenes.table.keyplay), once Tab was used
            return True
        if self.lookback.handle(event):
            return True
        if self.hand_over.key(event) or self.recap.click(event):
            return True
        if self.coaching.holds and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER):
            self.coaching.next()  # Enter reads on, as Next does
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.keyplay.put_down():  # Esc first puts down what is picked up, then pauses
                net, tr = self.net, self.ctx.tr
                self.ctx.nav.open("pause", PausePayload(
                    self.game_id, in_game=True, section=self.rules_section(),
                    watch=net.watch_words(tr) if net is not None else None,
                    kept=net.kept_words(tr) if net is not None else None))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not command_held(event):
            self.hinter.ask()
            return True
        if is_undo(event):  # Ctrl+Z; Cmd+Z on a Mac
            taking_back = self.taking_back
            if taking_back.takes_back:
                taking_back.take_back()
            else:
                self.ctx.notices.add(self.ctx.tr(f"table.take_back.{taking_back.no_take_back}"))
            return True
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
            self.cancel_gesture()
            return False
        return self.handle_table_input(event)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.cancel_gesture()
            self.ctx.notices.dismiss(warnings=True)  # the person acts again: a refusal goes
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.dismiss_notice(event.pos):
                return True
            self.ctx.notices.dismiss(warnings=True)  # a new try: the last refusal goes
        self.by_hand = True  # (a move played now is this person's: see show_move)
        try:
            return super().handle_event(event)
        finally:
            self.by_hand = False

    def dismiss_notice(self, pos: tuple[int, int]) -> bool:
        """A click on a refusal or a hint takes it away (and does nothing else)."""
        notices = self.ctx.notices
        if not notices.sticky:
            return False
        whole = self.ctx.canvas
        area = self.notice_area() or pygame.Rect(0, 14, whole.width, whole.height - 14)
        for notice, _, box in notices.plates(self.ctx.assets, self.ctx.palette, area, whole):
            if notice.sticky and box.collidepoint(pos):
                return notices.dismiss(notice)
        return False

    def key_zones(self) -> list[Zone]:
        return self.keyplay.zones()

    def key_help(self) -> list[tuple[str, str]]:
        """The game's own keys (``keys``), the table's, the ring's, then every screen's."""
        tr = self.ctx.tr
        if self.watch is not None:
            rows = [key_row(tr, f"watch.{name}") for name in ("play", "step", "ends")]
            return [*rows, key_row(tr, "table.f1"), key_row(tr, "esc_back"),
                    key_row(tr, "table.log"), *common_keys(tr)]
        rows = self.keys.game_keys()
        rows += [key_row(tr, f"table.{name}") for name in ("f1", "esc", "hint")]
        if self.taking_back.takes_back:
            rows.append(key_row(tr, "table.undo", keys=undo_label()))
        rows += [key_row(tr, f"table.{name}")
                 for name in ("look", "log", "tab", "arrows", "enter")]
        return rows + common_keys(tr)

    def scroll_log(self, event: pygame.event.Event) -> bool:
        """The log's share of the input (the end screen over the table asks it too)."""
        return self.telling.scroll_log(event)

    def recompose_log(self) -> None:
        """Draw the log again (the end screen over the table asks it once it scrolled)."""
        self.telling.recompose_log()

    def update_status(self) -> None:
        """*hook* The status line, told again as this frame leaves the table (RÖK: its own
        panel and countdown)."""
        self.status_line.update()

    def film(self, views: list[dict[str, Any]], events: list[list[Event]]
             ) -> list[dict[str, Placement]]:
        """The placements of each past view (the game's ``filmer`` when its layout has state)."""
        if self.filmer is not None:
            return self.filmer(views, events)
        return [dict(self.layout(view)) for view in views]

    def drawn_regions(self) -> list[Region]:
        return [*self.drawn.regions(), *self.painter.regions()]

    # --- drawing ---------------------------------------------------------------------------------

    def recompose(self) -> None:
        """Redraw the still parts of the table (empty places, piles, plates) once per move.
        The layer spans the whole canvas, the log's column included: a frame then starts
        with one blit of it (two, the felt beside it apart, cost 0.2 ms more a frame).

        A table that ``recomposes_in_place`` gets its layer back with the felt restored
        only under what the last composition marked (``static_fresh`` False): the felt
        copy cost 0.3-0.5 ms of a move's frame; such a table draws all it draws in marked
        regions, or restores under it itself (a test compares with a layer drawn anew)."""
        felt = self.ctx.assets.background(self.ctx.canvas.size, self.ctx.palette)
        surface = self.static  # drawn again in place: only this scene's frames show it
        self.static_fresh = surface is None or not self.recomposes_in_place
        if surface is None:
            surface = self.ctx.assets.felt_copy(self.ctx.canvas.size, self.ctx.palette)
        elif self.static_fresh:
            surface.blit(felt, (0, 0))
        self.drawn.restore(None if self.static_fresh else surface, felt)
        if self.view:
            self.draw_static(surface)
        self.static = surface
        self.static_dirty = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.static is not None:
            surface.blit(self.static, (0, 0))
        else:
            surface.blit(self.ctx.assets.background(self.ctx.canvas.size, self.ctx.palette),
                         (0, 0))
        if self.log_surface is not None:
            surface.blit(self.log_surface, self.log_rect)
        self.draw_table(surface)
        hinted = self.hinter.marks() if self.watch is None else self.watch.better_move()
        if hinted:
            marks = self.keys.hint_marks(hinted)
            draw_marks(surface, marks, self.watch is not None, self.ctx.palette)
        self.pacing.draw_ring(surface)
        plate = self.status_line.status[1]
        if plate is not None:
            surface.blit(plate, self.status_place(plate))
        self.recap.draw(surface)
        if self.net is not None:
            self.net.draw(surface)  # (what is said at the table, by its seat)
        if self.coach is not None:
            self.coach.draw(surface)

    # --- the rules --------------------------------------------------------------------------------

    def rules_phase(self) -> str | None:
        """Where the game stands, in the words of the rules' phase table
        (``scenes/frame/rules_sections.py``): the core's phase; a table may say more."""
        return self.view.get("phase")

    def rules_section(self) -> str:
        """The rules section that explains what is happening now (the rule a refusal on
        screen cites, if one does: its tag says F1 reads it)."""
        cited = next((n.tag for n in reversed(self.ctx.notices.items) if n.tag), None)
        return section_for(self.game_id, self.rules_phase(), cited)

    def open_rules(self) -> None:
        """F1: the rules, opened at the section that fits the moment."""
        self.cancel_gesture()
        self.ctx.nav.open("rules", RulesPayload(self.game_id, self.rules_section()))

    def sound_for(self, events: list[Event], seat: int | None) -> str:
        """*hook* The sound of a move by ``seat`` ("" for none; tools/synth.py names them).
        A person's card is laid down where they dropped it; a bot's slides to its place."""
        assert self.session is not None
        human = seat is not None and not self.session.is_bot(seat)
        return "card_place" if human else "card_slide"

