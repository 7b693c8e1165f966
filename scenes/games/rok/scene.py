"""The RÖK table scene: throw, grab, steal and slide with the mouse, in real time.

RÖK is not turn-based: once the runes rest everybody grabs at once. The scene
keeps the shared table's session, log, pause and end screen, and runs its own
real-time loop (``update``) through the phases of the core:

- ``throw``: the first player signals (Throw button or Space; a bot host after a
  moment). Every seat's runes leave its edge on the live pymunk table
  (``game.rok.table.Table``), stepped in fixed steps; once they rest, the
  outcome is handed to the core as its ``throw`` action.
- ``grab``: clicks on face-up runes become timestamped claims (``GrabClaim``);
  bots search the table and claim as a person of their level would (the human model,
  ``game.rok.human.Seeker``: slower on a crowded table, never sooner than ``FIRST_GRAB``,
  0.60 s). Each frame the due claims are ordered by ``resolve_grabs`` and played as grabs.
  With several humans, each has a buzzer key that gives them the mouse for a
  short claim window. Grabbing ends as R13 says: no pair left (the core), a
  time-out (the visible countdown), or every human pressing Done.
- the check: the core reports R14–R20 at once; the scene shows one event per
  step, captioned, each rune gliding where it went (``scenes.games.rok.tableau``).
- ``slide``: the slider drags a stone back from their edge and lets go; the
  live table (no rim) slides it; the distance to the Destiny rune shows, a
  touch is a visible foul. Bots aim with ``aimed_slide`` and their level's skill.
- ``order``: the slide winner picks the order of thefts (buttons; bots pick the
  order best for them from their view).

The physical table is the only place the scene touches the hidden state: the
runes leaving the hands are handed to the simulation (nobody saw them before,
R07); everything drawn afterwards is what lies face up, or a blank back.

The live table under way lives in :mod:`scenes.games.rok.flight`, a throw or a slide made at
another screen of a networked table in :mod:`scenes.games.rok.mirroring`.
Grabbing lives in :mod:`scenes.games.rok.grabbing`, slides and the order of thefts in
:mod:`scenes.games.rok.sliding`, the count and hot-seat Done in :mod:`scenes.games.rok.pace`, the
drawing in :mod:`scenes.games.rok.paint`.
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

import game.rok.bots  # noqa: F401  (the session looks the bots up on the package)
from game.core import Event, Rng
from game.rok import SPEC
from game.rok.bots import Reflexes, reflexes_for
from game.rok.drill import DrillLog
from game.rok.table import Table
from scenes.frame.fitting import button_height, button_width
from scenes.games.rok import layout as geo
from scenes.games.rok.clatter import Clatter
from scenes.games.rok.flight import RokFlight
from scenes.games.rok.gestures import RokGestures
from scenes.games.rok.grabbing import RokGrabbing
from scenes.games.rok.keys import RokKeys
from scenes.games.rok.lesson import RokLesson
from scenes.games.rok.matching import TablePace
from scenes.games.rok.mirroring import RokMirroring
from scenes.games.rok.moments import (
    KEYS,
    GrabRound,
    SlideMark,
    throw_table,
)
from scenes.games.rok.netplay import RokNetplay
from scenes.games.rok.ordering import RokOrdering
from scenes.games.rok.pace import RokPace
from scenes.games.rok.paint import Look, RokPainter
from scenes.games.rok.parts import RokTable
from scenes.games.rok.sight import RokSight
from scenes.games.rok.sliding import RokSliding
from scenes.games.rok.tableau import CLOTH, CLOTH_DOWN, Tableau
from scenes.kit.pieces.rok_art import RuneArt
from scenes.kit.pieces.rok_words import describe, slide_result
from scenes.kit.regions import Region
from scenes.table.board import GLIDE_SECONDS, Placement, ease_out_cubic, lerp
from scenes.table.end_overlay import EndPayload
from scenes.table.outcomes import result_title

if TYPE_CHECKING:
    from game.hints import Hint
    from scenes.frame.context import AppContext

BOT_SIGNAL = 0.8  # a bot host signals the throw after this long
STEP_HOLD = 1.25  # each step of the check stays this long
SHORT_HOLD = 0.8
HOLDS = {"grabbing_ends": SHORT_HOLD, "draw": SHORT_HOLD, "bag_passes": SHORT_HOLD,
         "throw": 0.0, "grab": 0.0, "balance_pair": 0.0, "slide": 0.0}


class RokScene(RokTable):
    game_id = "rok"
    hides_hands = False  # nothing on a RÖK table is secret from one seat only
    opening_sound = "rune_draw"  # the bag is shaken

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.keys: RokKeys = RokKeys(self)  # the game's zones for the keys, its keys' help
        self.lesson: RokLesson = RokLesson(self)  # where a lesson points, what its words name
        self.netplay = RokNetplay(self)  # a networked table: the host's race, a laptop's gestures
        self.mirroring = RokMirroring(self)  # throws and slides made at another screen, played here
        self.flight = RokFlight(self)  # the live table under way, stepped and heard
        self.gesturing = RokGestures(self)  # how a person does what they may, the stones' hit test
        self.grabs = RokGrabbing(self)  # the grab round: claims, bots' plans, buzzers and Done
        self.painter: RokPainter = RokPainter(self)  # its drawing (scenes.games.rok.paint)
        self.art = RuneArt(ctx.palette)
        self.sight = RokSight(self)  # the player's zoom and pan of the cloth
        self.places = geo.Geometry(2, area=geo.area_of(self.play_area()))
        self.shown: Tableau | None = None
        self.looks: dict[str, Look] = {}
        self.targets: dict[str, tuple[float, float]] = {}
        self.angles: dict[str, float] = {}  # resting angles of table runes, from the simulation
        self.down_angles: dict[tuple[float, float], float] = {}
        self.queue: deque[Event] = deque()
        self.stepping = False
        self.step_left = 0.0
        self.step_kind = ""  # the event kind of the check's step on screen
        self.caption: pygame.Surface | None = None
        self.live: Table | None = None
        self.live_kind = ""
        self.live_seat = 0
        self.clatter = Clatter(ctx.audio)  # the live table's clacks and scrapes
        self.thrown: list[str] = []
        self.wait = 0.0
        self.round: GrabRound | None = None
        self.marks: dict[int, SlideMark] = {}
        self.slide_hold = 0.0
        self.slide_text = ""
        self.pull: tuple[int, tuple[int, int]] | None = None  # (seat, pointer) while pulling
        self.mouse = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.order_buttons: dict[str, UIButton] = {}
        self.status_plate: tuple[str, pygame.Surface | None] = ("", None)
        self.countdown: tuple[str, pygame.Surface | None] = ("", None)
        self.table_pace: TablePace | None = None
        self.pace = RokPace(self)  # the count before a throw, the hot seat's Done, bot speed
        self.sliding = RokSliding(self)  # a slide under way or coming, and a bot's order
        self.ordering = RokOrdering(self)  # the order of thefts (R17), its panel and arrows

    def enter(self, payload: Any = None) -> None:
        super().enter(payload)
        if self.watch is None and self.session is not None:  # the bots' pace (Matched, handicaps)
            self.table_pace = TablePace(self.session, self.ctx.saves,
                                        DrillLog(self.ctx.library.data_dir))
            self.table_pace.start()
            self.netplay.share_pace()

    # --- widgets --------------------------------------------------------------------------------

    def build_table_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.art = RuneArt(self.ctx.palette)
        self.places = self.sight.fitted(dataclasses.replace(
            self.places, area=geo.area_of(self.play_area()), button_width=self.button_wide()))
        place = self.places.button_rect  # (larger text: grown to the left, off the table)
        assets = self.ctx.assets
        rules = (10, 10, button_width(assets, [tr("pause.rules")], 120),
                 button_height(assets, 40))
        self.buttons = {
            "throw": self.button(place, tr("rok.throw_button"), self.signal_throw,
                                 "#rok_throw"),
            "done": self.button(place, tr("rok.done_button"), self.grabs.press_done, "#rok_done"),
            "rules": self.button(rules, tr("pause.rules"), self.open_rules, "#rok_rules"),
        }
        self.order_buttons = {}
        self.status_plate = ("", None)
        self.sync_buttons()

    def button_wide(self) -> int:
        """Throw / Done as wide as their words (at a larger text size, wider)."""
        tr = self.ctx.tr
        return button_width(self.ctx.assets, [tr("rok.throw_button"), tr("rok.done_button")],
                            geo.BUTTON_SIZE[0])

    def sync_buttons(self) -> None:
        """Show the buttons the moment calls for (and the order choices, R17)."""
        if not self.buttons or self.session is None:
            return
        ready = self.my_turn
        phase = self.view.get("phase")
        show = {"throw": ready and phase == "throw",
                "done": ready and phase == "grab" and not self.pace.hot_seat,
                "rules": True}
        for name, button in self.buttons.items():
            button.show() if show[name] else button.hide()
        self.ordering.build_order_buttons()  # the order of thefts (R17): scenes.games.rok.ordering

    def on_refresh(self) -> None:
        self.sync_buttons()

    def rules_phase(self) -> str | None:
        """The core's phase, or the step of the check being shown (``theft``, ``false_pair``...)."""
        if self.step_left > 0 and self.step_kind:
            return self.step_kind
        return super().rules_phase()

    # --- the view on screen ---------------------------------------------------------------------

    def status_text(self) -> str:
        return self.pace.status_text()  # (the painter's words, or the count's)

    def update_status(self) -> None:
        self.pace.update_status()

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw_table(surface)
        self.pace.draw_count(surface)

    def drawn_regions(self) -> list[Region]:
        return super().drawn_regions() + self.pace.regions()

    def layout(self, view: dict[str, Any]) -> Mapping[str, Placement]:
        places = self.sight.fitted(geo.Geometry(  # (the viewer's at the bottom, the cloth
            view["players"], self.pace.plate_size(), self.viewer, self.pace.plate_widths(),
            geo.area_of(self.play_area()), self.button_wide()))  # as large as fits, zoomed)
        if places != self.places:  # (an equal one keeps what it found: its plates)
            self.places = places
        if not self.stepping or self.shown is None:
            self.shown = Tableau.from_view(view)
        spots = self.shown.spots(self.places)
        looks: dict[str, Look] = {}
        for key, spot in spots.items():
            angle = self.rest_angle(key) if spot.placement.layer in (CLOTH, CLOTH_DOWN, 30) \
                else 0.0
            old = self.looks.get(key)
            if old is None:
                looks[key] = Look(spot.radius, spot.radius, angle, angle)
            elif (old.r1, old.a1) == (spot.radius, angle):
                looks[key] = old
            else:
                radius, now = self.look_now(key)
                looks[key] = Look(radius, spot.radius, now, angle)
        self.looks = looks
        self.targets = {key: spot.placement.centre for key, spot in spots.items()}
        return {key: spot.placement for key, spot in spots.items()}

    def rest_angle(self, key: str) -> float:
        kind, _, rest = key.partition(":")
        if kind == "rune":
            return self.angles.get(rest, 0.0)
        assert self.shown is not None
        spot = self.shown.down[int(rest)] if int(rest) < len(self.shown.down) else (0.0, 0.0)
        return self.down_angles.get(spot, 0.0)

    def look_now(self, key: str) -> tuple[float, float]:
        """The radius and angle a stone is drawn with now (mid-glide: in between)."""
        look = self.looks.get(key)
        if look is None:
            return self.places.stone, 0.0
        piece = self.board.pieces.get(key)
        t = ease_out_cubic(min(1.0, piece.elapsed / GLIDE_SECONDS)) if piece else 1.0
        return lerp(look.r0, look.r1, t), lerp(look.a0, look.a1, t)

    def gestures(self) -> dict[str, list[Any]]:
        return self.gesturing.gestures()  # (scenes.games.rok.gestures)

    def click_point(self, key: str) -> tuple[int, int] | None:
        """Where a driver clicks a stone (scenes.app.loop asks the scene)."""
        return self.gesturing.click_point(key)

    def face_up(self) -> set[str]:
        """The runes a driver may grab (scenes.app.loop asks the scene)."""
        return self.grabs.face_up()

    @property
    def grabbing(self) -> bool:
        """Humans may grab now (drivers ask the scene): see :mod:`scenes.games.rok.grabbing`."""
        return self.grabs.grabbing

    def spawn_point(self, key: str) -> tuple[float, float]:
        return self.mirroring.spawn_point(key) or self.targets.get(key, self.places.middle)

    # --- the core's events ------------------------------------------------------------------------

    def on_start(self, view: dict[str, Any]) -> None:
        self.telling.log_line(self.ctx.tr("rok.log.draw", throw=1, name=self.name(view["first"]),
                                  bag=view["bag"], count=view["bag"]), view["first"])

    def describe(self, event: Event) -> str | None:
        """Nothing when played: each event is logged as its step is shown (``run_steps``),
        so the log never tells the check ahead of the table."""
        return None

    def replayed_line(self, event: Event) -> str | None:
        return self.line(event)

    def log_rewritable(self) -> bool:
        return not self.queue and not self.stepping  # the check's steps tell the log in turn

    def line(self, event: Event) -> str | None:
        assert self.session is not None
        return describe(event, self.ctx.tr, self.names)

    def stage(self, events: list[Event], seat: int | None) -> tuple[float, dict[str, Placement]]:
        """Queue the events to be shown one step at a time (grabs at once, the check held)."""
        if self.shown is None:
            self.shown = Tableau.from_view(self.view)
        self.queue.extend(events)
        self.stepping = True
        self.run_steps(0.0, refreshes=False)  # (show_move refreshes the table next: once)
        return 0.0, {}

    def hold_for(self, event: Event) -> float:
        if event.kind == "face_down_to_bag" and not event.data["count"]:
            return 0.0
        return HOLDS.get(event.kind, STEP_HOLD) * self.pace.slow_factor

    def run_steps(self, dt: float, refreshes: bool = True) -> bool:
        """Show the queued events, one held step at a time; True while a step is on screen.
        A lesson's note about the check is read before the check goes on. The table is
        refreshed at each held step and after the last, unless not ``refreshes`` (the
        caller refreshes it at once: a layout costs a RÖK frame a millisecond)."""
        if self.coaching.holds and (self.queue or self.step_left > 0):
            return True
        if self.step_left > 0:
            self.step_left -= dt
            if self.step_left > 0:
                return True
        assert self.shown is not None
        while self.queue:
            event = self.queue.popleft()
            self.shown.apply(event)
            self.coaching.shown(event.kind)
            line = self.line(event)
            if line:
                self.telling.log_line(line, event.seat)
            if event.kind in ("slide_off", "slide_tie"):
                self.marks = {}
            hold = self.hold_for(event)
            if hold > 0:
                self.step_left = hold
                self.step_kind = event.kind
                self.caption = self.painter.render_caption(event)
                if refreshes:
                    self.refresh()
                return True
        self.caption = None
        if self.stepping:
            self.stepping = False
            if refreshes:
                self.refresh()
        return False

    def sound_for(self, events: list[Event], seat: int | None) -> str:
        """A throw and a slide are heard from the physics (Clatter), not from the core."""
        kinds = {e.kind for e in events}
        if "theft" in kinds:
            return "steal"
        if kinds & {"draw", "bag_passes"}:
            return "rune_draw"
        if kinds & {"grab", "balance_pair"}:
            return "clack_stone"  # a rune picked up off the others
        return ""

    def turn_seat(self) -> int | None:
        """Nobody's turn while everybody grabs (the countdown shows it)."""
        return None if self.view.get("phase") == "grab" else super().turn_seat()

    def notice_place(self) -> pygame.Rect:
        """Over the upper cloth: below the top seats' plates and Balance runes (five seats'
        too), between the side ones; the check's caption steps below them
        (``RokPainter.caption_rect``)."""
        return pygame.Rect(280, 196, 400, 150)

    # --- the real-time loop -----------------------------------------------------------------------

    def put_down(self) -> bool:
        """Esc: a slide being aimed is put back."""
        had = self.pull is not None
        self.pull, self.keys.key_aim = None, None
        return had

    def on_hint(self, hint: Hint) -> None:
        self.ordering.hinted(hint)

    def look_back_refusal(self) -> str | None:
        """No looking back in the middle of a race or of the check being shown (RÖK's clock
        does not stop for it): only once the runes are counted."""
        if (self.live is not None or self.stepping or self.slide_hold > 0 or self.pace.counting
                or self.view.get("phase") == "grab"):
            return "race"
        return None

    def on_take_back(self) -> None:
        """Watching, a jump to another position: forget the steps still being shown."""
        self.queue.clear()
        self.shown = None
        self.stepping, self.step_left, self.caption = False, 0.0, None
        self.marks = {}

    def present(self, dt: float) -> bool:
        """The check's steps are shown one held step at a time (see :meth:`run_steps`)."""
        return self.run_steps(dt) or self.board.moving

    def update(self, dt: float) -> None:
        assert self.session is not None
        if self.watch is not None:
            self.watch.update(dt)
            return
        self.sight.bring_focus_into_view()  # (the keys' ring on a rune off the zoomed cloth)
        if self.net is not None and self.net.update(self):  # (a laptop away: wait, or a bot?)
            return
        self.animate(dt)
        self.hinter.update()
        if self.lookback.look is not None:  # the table waits while the player looks back
            self.update_status()
            return
        busy = self.run_steps(dt) or self.mirroring.update(dt)  # (a throw made elsewhere)
        self.update_status()
        if busy or (self.net is not None and (self.net.show(self) or self.net.waiting())):
            return  # (a move made elsewhere is shown; a laptop away: the table waits)
        self.coaching.sync()
        if self.coaching.holds:  # a lesson's note is read first
            return
        if self.session.is_terminal():
            self.ending.finish(dt)
            return
        self.hear_turn()
        if self.live is not None:
            self.flight.step(dt)
        elif self.slide_hold > 0:
            self.slide_hold -= dt
            if self.slide_hold <= 0:
                self.act(self.slide_text)
        else:
            phase = self.view["phase"]
            if phase == "throw":
                self.update_throw(dt)
            elif phase == "grab":
                self.grabs.update_grab(dt)
            elif phase == "slide":
                self.sliding.update_slide(dt)
            elif phase == "order":
                self.sliding.update_order(dt)

    def act(self, text: str) -> bool:
        done = super().act(text)
        self.sync_buttons()
        return done

    def bot_rng(self, seat: int) -> Rng:
        assert self.session is not None
        return self.session.bot_rng(seat)

    def bot_reflexes(self, seat: int) -> Reflexes:
        """The seat's level (Matched: the table's humans' pace), slowed by its handicap."""
        if self.table_pace is None:
            return reflexes_for(self.seats[seat].level).slower(self.seats[seat].handicap)
        return self.table_pace.reflexes(seat)

    # --- throw (R08) ---------------------------------------------------------------------------

    def awaits_person(self) -> bool:
        """A bot's throw waits for a person's Space: the table rests meanwhile."""
        return self.pace.awaiting_space

    def at_rest(self) -> bool:
        """No stone flies or slides, no count or grab clock runs, no step is staged: the
        table waits for the viewer's throw, slide or order."""
        return (self.live is None and not self.pace.counting and self.slide_hold <= 0
                and not self.stepping and not self.mirroring.playing
                and self.view["phase"] in ("throw", "slide", "order"))

    def update_throw(self, dt: float) -> None:
        assert self.session is not None
        if self.pace.counting:
            self.pace.update_count(dt)
        elif (self.session.is_bot(self.view["first"]) and not self.pace.awaiting_space
              and self.coaching.lets_robot_play and not self.netplay.elsewhere(self.view["first"])):
            self.wait += dt
            if self.wait >= BOT_SIGNAL * self.pace.slow_factor:
                self.pace.announce_throw()

    def signal_throw(self) -> None:
        if self.my_turn and self.view["phase"] == "throw":
            self.pace.announce_throw()

    def start_throw(self) -> None:
        """Every seat's runes leave its edge together (R08), on the live table."""
        assert self.session is not None
        if self.mirroring.playing:  # the count of a throw made elsewhere is over
            self.mirroring.fly()
            return
        self.wait = 0.0
        self.marks = {}
        scripted = self.coaching.text("throw")
        if scripted != "throw":  # a lesson's throw lands where its script says
            self.act(scripted)
            return
        if self.netplay.joined:  # a laptop: the host's table throws (scenes.games.rok.netplay)
            self.netplay.net_throw()
            return
        hands = [list(hand) for hand in SPEC.own(self.session.state).hands]  # (they leave them)
        lying = {r: (x, y, True) for r, x, y, _ in self.view["table"]}
        self.live = throw_table(self.session.setup.seed, self.view["throw"], hands, lying,
                                self.view["players"], listen=True)
        self.live_kind = "throw"
        self.thrown = [rune for hand in hands for rune in hand]
        self.sync_buttons()

    # --- input -------------------------------------------------------------------------------

    @property
    def my_turn(self) -> bool:
        """A human can act now (throw, grab, slide or order), nothing being shown or moving."""
        session = self.session
        if (session is None or not self.view or session.is_terminal() or self.stepping
                or self.live is not None or self.slide_hold > 0 or self.ending.ended
                or self.pace.counting
                or self.watch is not None or self.coaching.waits or self.lookback.look is not None
                or (self.net is not None and not self.net.ready)):
            return False
        phase = self.view["phase"]
        if phase == "throw":
            return not session.is_bot(self.view["first"])
        if phase == "grab":
            return bool(session.humans) and self.grabs.grabbing and not self.netplay.all_done
        current = self.view["current_player"]
        return current is not None and not session.is_bot(current)

    def handle_table_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.sight.zoom_input(event):  # Ctrl+wheel, + / -, Ctrl+0, a pan (sight.py)
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.pull:
                self.pull = (self.pull[0], event.pos)
            return False
        if self.pace.pace_input(event):
            return True
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not self.my_turn:
            return pressed and self.sight.pan_from(event.pos)
        phase = self.view["phase"]
        if pressed:
            self.mouse = event.pos
            if phase == "grab":
                return self.grabs.click_grab(event.pos)
            if phase == "slide":
                seat = self.view["current_player"]
                start = self.sliding.slide_start_px(seat)
                if math.dist(event.pos, start) <= self.places.stone * 2.2:
                    self.pull = (seat, event.pos)
                    return True
            return self.sight.pan_from(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pull:
            self.pull = (self.pull[0], event.pos)
            self.sliding.release_slide()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_gesture()
            return True
        if event.type == pygame.KEYDOWN:
            return self.press_key(event.key, phase)
        return False

    def press_key(self, key: int, phase: str) -> bool:
        assert self.session is not None
        if phase == "throw" and key == pygame.K_SPACE:
            self.pace.announce_throw()
            return True
        if phase != "grab":
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.grabs.press_done()
            return True
        name = pygame.key.name(key)
        humans = self.session.humans
        if len(humans) > 1 and name in KEYS and KEYS.index(name) in humans:
            self.grabs.buzz(KEYS.index(name))
            return True
        return False

    def cancel_gesture(self) -> None:
        self.pull, self.keys.key_aim = None, None

    # --- the end ---------------------------------------------------------------------------------

    def end_payload(self) -> EndPayload:
        tr, view = self.ctx.tr, self.view
        scores, winners = view["scores"], view["winners"]
        seats = sorted(range(view["players"]), key=lambda s: (-scores[s], s not in winners, s))
        tie = view["tie_winner"] is not None
        slides = dict(view["tie_slides"])  # (R23: kept by the core)
        headers: tuple[str, ...] = (tr("end.player"), tr("rok.end.hoard"))
        if tie:
            headers += (tr("rok.end.slide"),)
        rows = []
        for seat in seats:
            row: tuple[str, ...] = (self.name(seat), str(scores[seat]))
            if tie:
                row += (slide_result(tr, slides[seat], short=True) if seat in slides else "—",)
            rows.append(row)
        title = result_title(tr, "rok", view, self.names)  # as Games played says it
        subtitle = tr("rok.end.subtitle", bag=view["bag"])
        if tie:
            subtitle += " " + tr("rok.end.tie")
        return EndPayload(title, subtitle, headers, tuple(rows),
                          tuple(i for i, s in enumerate(seats) if s in winners),
                          colours=tuple(self.seat_colour(s) for s in seats))
