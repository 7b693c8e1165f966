"""A guided first game at its table: the coach's panel, its pointer, and what it allows.

A table scene runs a lesson (:mod:`game.lessons`) when entered with a
:class:`LessonPayload`, or when a continued save says it is one. The game itself is
an ordinary saved game — the lesson is only the script beside it — so Continue,
take-backs and watching again work as for any game.

The coach stands in the log's column, above a shorter log: the step's words, its
rule ID, how far the lesson is, and a Next button on notes. The log keeps at least
LEAST_LOG_ROWS lines at any text size; the few steps whose words need more room than the
panel then has are set a size smaller (never cut). A ring marks what the
step is about (a cell, a card, a slot, a rune, a button; each table says where those
are, ``coach_target``). At a learner's
step any other move is refused with the step's words; at another seat's step that
seat plays its scripted move; once the script says ``free``, the learner plays as
they like and the other seats as Normal bots. A refusal or a hint never hides what the ring
marks: the table's place for notices is moved off it (:meth:`Coaching.clear`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame
import pygame_gui

from game.games import load_game
from game.lessons import LEARNER, Lesson, Step, allowed, follow, tells
from game.saves import BOT, HUMAN, Seat
from scenes.frame.catalogue import GameSetup
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import LessonPayload
from scenes.kit.regions import Region
from scenes.kit.textlayout import wrap
from scenes.table.log_panel import BOTTOM, TOP
from scenes.table.session import GameSession

if TYPE_CHECKING:
    from scenes.table.parts import CoachedScene, CoachingTable, LessonTable

PANEL_HEIGHT = 330  # the coach's panel at 100 % text (taller for larger text, as room allows)
NEXT_SIZE = (118, 40)  # the Next button at 100 %, in the panel's bottom right corner
LEAST_LOG_ROWS = 6  # the log under the panel keeps its title and this many lines
GAP = 8  # between the panel and the log
SCRIPTED_SECONDS = 1.2  # a scripted answer waits this long, as a person would
RING = 12  # the ring is drawn this much larger than what the step points at
CLEAR = 8  # a notice keeps this far from the ring
LEAST_PLACE = (160, 40)  # a place for notices narrower or lower than this is not offered


def lesson_of(game: str) -> Lesson:
    """The lesson of ``game`` (its spec's)."""
    return load_game(game).lesson


T = TypeVar("T", bound="LessonTable", covariant=True)  # the table a lesson points on


class Coach:
    """Where the lesson stands, what it lets the learner do, and its panel.

    Every step with words waits to be read: a note until Next, a learner's step until
    the move it asks for, a robot's step (its move is made while its words are up)
    until Next once the move has shown — and the silent moves that close it (the robot
    ends its turn), so that its words are read once, never shown again after Next. A note
    with ``at`` comes when the table shows that event (the table calls :meth:`shown`).
    The panel numbers the steps that speak, one by one, to "N of N" at the closing words."""

    def __init__(self, scene: CoachedScene, lesson: Lesson) -> None:
        self.scene = scene
        self.lesson = lesson
        self.index = 0
        self.wait = 0.0
        self.finished = False  # the closing words were read (then the results show)
        self.told = False  # a robot's move was shown: its words wait to be read (Next)
        self.played = 0  # record actions the coach has followed
        self.live = False  # events shown since the last move count for ``at`` notes
        self.seen: set[str] = set()  # kinds of the events the table showed since then
        self.rendered: tuple[tuple[int, str, int, int], pygame.Surface] | None = None
        self.room = pygame.Rect(0, 0, 310, 800)  # the log's column, less its foot (place)
        self.sized: tuple[tuple[str, int, tuple[int, ...]], pygame.Rect] | None = None
        self.sync()

    # --- where we are ---------------------------------------------------------------------------

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def free(self) -> bool:
        step = self.step
        return step is None or step.free

    def acting_index(self, number: int) -> int:
        """The index of the step whose move is action ``number`` (0-based) of the record."""
        acting = [i for i, step in enumerate(self.lesson.steps) if step.acts]
        return acting[number] if number < len(acting) else len(self.lesson.steps)

    def sync(self) -> None:
        """Read the step from the record (after a move has shown, a take-back or a continue);
        a robot's move that was just shown keeps its words up until they are read (once the
        silent moves closing its step have shown too: ``game.lessons.tells``)."""
        assert self.scene.session is not None
        actions = self.scene.session.record.actions
        step = self.step
        if (step is not None and step.bot is not None and not self.told
                and tells(self.lesson, self.index) and len(actions) == self.played + 1
                and self.acting_index(self.played) == self.index):
            self.told = True
        else:
            self.told = False
            self.index = follow(self.lesson, actions)
        self.played = len(actions)
        self.live = False  # (a move's own events are counted from moved())
        if self.scene.session.is_terminal():  # the game is over: the closing words
            self.index, self.told = len(self.lesson.steps) - 1, False
        self.rendered = None
        self.scene.coaching.sync_buttons()

    def moved(self) -> bool:
        """A move was just made; True when the coach follows it at once (the note after it
        waits for an event the table is about to show), else it follows once it has shown."""
        assert self.scene.session is not None
        target = follow(self.lesson, self.scene.session.record.actions)
        if target < len(self.lesson.steps) and self.lesson.steps[target].at:
            self.sync()
            self.live, self.seen = True, set()
            return True
        return False

    def shown(self, kind: str) -> None:
        """The table shows an event of ``kind`` now (a note may wait for it)."""
        reached = self.reached
        self.seen.add(kind)
        if self.reached != reached:
            self.rendered = None
            self.scene.coaching.sync_buttons()

    @property
    def reached(self) -> bool:
        """The step's moment has come on the table (a note with ``at`` waits for it)."""
        step = self.step
        return step is None or not step.at or not self.live or step.at in self.seen

    def next(self) -> None:
        """Go past the words being read (past the last note: the lesson is finished)."""
        if not self.holding:
            return
        if self.told:
            self.told = False
            assert self.scene.session is not None
            self.index = follow(self.lesson, self.scene.session.record.actions)
        elif self.index < len(self.lesson.steps) - 1:
            self.index += 1
        else:
            self.finished = True
        self.rendered = None
        self.scene.coaching.sync_buttons()

    # --- what is allowed ------------------------------------------------------------------------

    def refusal(self, text: str, seat: int | None) -> str | None:
        """Why the learner may not play ``text`` now (None: allowed)."""
        step = self.step
        words = text.split()
        if words[0] in ("grab", "slide") and len(words) > 1 and words[1].isdigit():
            seat = int(words[1])  # RÖK: any seat grabs, whoever hosts the throw
        elif words[0] == "done":
            seat = LEARNER  # RÖK: only the humans say they are done grabbing
        if step is None or seat != LEARNER:
            return None
        if self.holding:
            return str(self.scene.ctx.tr("learn.read_on"))
        if step.free or (step.do and allowed(step, self.scripted_outcome(text))):
            return None
        return self.scene.ctx.tr("learn.wrong", what=self.words(step))

    def scripted_outcome(self, text: str) -> str:
        """A throw or a slide made at the table becomes the script's (the lesson's runes
        must land where it says); any other move is itself."""
        step = self.step
        scripted = step.do[0] if step is not None and step.do else \
            step.bot if step is not None else None
        if scripted and text.split()[0] in ("throw", "slide") \
                and scripted.split()[0] == text.split()[0]:
            return scripted
        return text

    def scripted(self, dt: float) -> str | None:
        """Another seat's scripted move, once it has waited as a person would."""
        step = self.step
        if step is None or step.bot is None or self.told:
            self.wait = 0.0
            return None
        self.wait += dt
        if self.wait < SCRIPTED_SECONDS:
            return None
        self.wait = 0.0
        return step.bot

    @property
    def holding(self) -> bool:
        """Words wait to be read (Next): a note (once its moment has come), a robot's move
        just shown, the closing words before the results cover the table. Nobody plays."""
        step = self.step
        if step is None or self.finished:
            return False
        return self.told or (step.note and self.reached)

    # --- words ------------------------------------------------------------------------------------

    @property
    def shown_index(self) -> int:
        """The step whose words the panel shows: this one, or while it says nothing (a
        silent move, a note whose moment has not come) the last one that spoke."""
        index = self.index
        if index < len(self.lesson.steps) and (not self.reached or self.lesson.steps[index].silent):
            index -= 1
            while index > 0 and self.lesson.steps[index].silent:
                index -= 1
        return max(0, min(index, len(self.lesson.steps) - 1))

    def number(self) -> tuple[int, int]:
        """The panel's "step n of total", counting the steps that speak."""
        speaking = [i for i, step in enumerate(self.lesson.steps) if not step.silent]
        shown = self.shown_index
        return sum(1 for i in speaking if i <= shown), len(speaking)

    def words(self, step: Step) -> str:
        params = self.scene.lesson.params(step)
        return self.scene.ctx.tr(f"learn.{self.lesson.game}.{step.say}", **params)

    def panel(self) -> pygame.Surface:
        """The coach's panel, rendered once per step (and language)."""
        shown = self.shown_index
        step = self.lesson.steps[shown]
        assets, palette, tr = self.scene.ctx.assets, self.scene.ctx.palette, self.scene.ctx.tr
        key = (shown * 4 + 2 * self.holding + self.told, tr.language, id(palette),
               assets.text_scale)
        if self.rendered is not None and self.rendered[0] == key:
            return self.rendered[1]
        rect = self.rect
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.panel, 240), surface.get_rect(), border_radius=12)
        pygame.draw.rect(surface, palette.accent, surface.get_rect(), 2, border_radius=12)
        small = assets.font(15, bold=True)
        number, total = self.number()
        header = tr("learn.step", n=number, total=total)
        surface.blit(small.render(header, True, palette.muted), (14, 10))
        if step.rule:
            tag = small.render(step.rule, True, palette.background)
            box = tag.get_rect(topright=(rect.width - 14, 8)).inflate(10, 4)
            pygame.draw.rect(surface, palette.accent, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
        y = self.words_top()
        bottom = rect.height - (self.next_rect().height + 18 if self.holding else 10)
        words = self.words(step)
        font = assets.font_wrapping(17, words, (rect.width - 28, bottom - y - self.scene.lesson
                                                .extra_height(step)))  # (never cut)
        for line in wrap(words, font, rect.width - 28):
            surface.blit(font.render(line, True, palette.ink), (14, y))
            y += font.get_linesize()
        self.scene.lesson.draw_extra(surface, step, pygame.Rect(14, y + 4, rect.width - 28,
                                                               bottom - y - 4))
        self.rendered = (key, surface)
        return surface

    def words_top(self) -> int:
        """Where the words start, under the step's count (whose line grows with the text)."""
        return max(36, 14 + self.scene.ctx.assets.font(15, bold=True).get_linesize())

    def place(self, room: pygame.Rect) -> pygame.Rect:
        """Stand at the top of ``room`` (the log's column, less Take back and Hint under
        it); the log's place under the panel."""
        self.room = room
        rect = self.rect
        top = rect.bottom + GAP
        return pygame.Rect(room.left, top, room.width, room.bottom - top)

    @property
    def rect(self) -> pygame.Rect:
        """The panel at the text size: as tall as the lesson's longest words need there (at
        least PANEL_HEIGHT), but leaving the log under it LEAST_LOG_ROWS lines (the
        longest words are then set smaller). Measured once per language, size and room."""
        assets, tr, room = self.scene.ctx.assets, self.scene.ctx.tr, self.room
        key = (tr.language, assets.text_scale, tuple(room))
        if self.sized is None or self.sized[0] != key:
            font, width = assets.font(17), room.width - 28
            below = self.next_size()[1] + 18
            need = max(self.words_top() + len(wrap(self.words(step), font, width))
                       * font.get_linesize() + self.scene.lesson.extra_height(step) + below
                       for step in self.lesson.steps if step.say)
            least_log = TOP + BOTTOM + LEAST_LOG_ROWS * font.get_linesize()  # (the log's font)
            height = min(max(PANEL_HEIGHT, need), room.height - GAP - least_log)
            self.sized = (key, pygame.Rect(room.left, room.top, room.width, height))
        return self.sized[1]

    def next_size(self) -> tuple[int, int]:
        assets = self.scene.ctx.assets
        return (button_width(assets, [self.scene.ctx.tr("learn.next")], NEXT_SIZE[0]),
                button_height(assets, NEXT_SIZE[1]))

    def next_rect(self) -> pygame.Rect:
        """Next, in the panel's bottom right corner, as large as its words at the size."""
        width, height = self.next_size()
        return pygame.Rect(self.rect.right - 12 - width, self.rect.bottom - 12 - height,
                           width, height)

    def ring(self) -> pygame.Rect | None:
        """The ring around what the shown step is about (None: it points at nothing now)."""
        step = self.lesson.steps[self.shown_index]
        target = self.scene.lesson.target(step.point) if step.point else None
        return target.inflate(RING, RING) if target is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, and the ring around what the step is about."""
        surface.blit(self.panel(), self.rect)
        ring = self.ring()
        if ring is not None:
            pygame.draw.rect(surface, self.scene.ctx.palette.glow, ring, 4, border_radius=10)

    def regions(self) -> list[Region]:
        rect = self.rect
        return [Region("panel", "coach", (rect.x, rect.y, rect.w, rect.h))]


class Coaching:
    """A table's side of a lesson (held by :class:`scenes.table.base.TableScene` as
    ``coaching``; the coach itself is the table's ``coach``): it starts the lesson's game,
    refuses what the step does not ask for, plays the other seats' scripted moves, holds
    the game on a note until Next, and shows the panel."""

    def __init__(self, table: CoachingTable) -> None:
        self.table = table
        self.button: pygame_gui.elements.UIButton | None = None  # Next
        self.behind = False  # a move was played: the coach reads on once it has shown

    def sync(self) -> None:
        """The coach reads where the lesson stands from the record (after a move has shown,
        so that its next words never come before the move they follow)."""
        table = self.table
        if table.coach is not None and self.behind:
            self.behind = False
            table.coach.sync()

    def lesson_session(self, payload: LessonPayload) -> GameSession:
        """A new game on the lesson's deal: the learner at seat 0, Normal robots beside."""
        table = self.table
        lesson = lesson_of(payload.game)
        robot = table.ctx.tr("learn.robot")
        seats = (Seat(payload.name, HUMAN, None),
                 *(Seat(robot if lesson.players == 2 else f"{robot} {seat}", BOT, "normal")
                   for seat in range(1, lesson.players)))
        setup = GameSetup(lesson.game, seats, lesson.seed, dict(lesson.options))
        return GameSession.new(setup, table.ctx.saver, lesson=True)

    def start(self) -> None:
        """A lesson's game (new or continued) gets its coach, above a shorter log."""
        table = self.table
        assert table.session is not None
        if table.session.saved.lesson:
            table.coach = Coach(table, lesson_of(table.session.saved.record.game))

    def build(self) -> None:
        table = self.table
        if table.coach is not None:
            self.button = table.button(
                table.coach.next_rect(), table.ctx.tr("learn.next"), self.next,
                "#coach_next")
            self.sync_buttons()

    def sync_buttons(self) -> None:
        """Next shows while words wait to be read; the table's own buttons show when the
        learner may act (not while the coach waits)."""
        table = self.table
        button = self.button
        if button is not None and table.coach is not None:
            wanted = table.coach.holding
            if wanted != button.visible:
                button.show() if wanted else button.hide()
        if table.coach is not None and table.view:
            table.on_refresh()

    def next(self) -> None:
        table = self.table
        if table.coach is not None:
            table.coach.next()

    def refused(self, text: str, seat: int | None) -> bool:
        """Refuse (and say why) a move the lesson does not ask for now."""
        table = self.table
        why = table.coach.refusal(text, seat) if table.coach is not None else None
        if why is None:
            return False
        assert table.coach is not None
        step = table.coach.step
        table.ctx.audio.play("refuse")
        table.ctx.notices.add(why, warning=True, tag=step.rule if step else None, sticky=True)
        return True

    def clear(self, area: pygame.Rect | None) -> pygame.Rect | None:
        """Where notices go over the table (``area``: the table's own place for them), moved
        off what the coach points at: a refusal or a hint must never hide the rune, card or
        slot the learner is asked to click. The table's place when its notices (as they
        are placed there, grown for their words) stay clear of the ring; else the first of
        its parts beside the ring, the same place moved beside the ring, then the table's
        width above or below it, whose notices do."""
        table = self.table
        coach = table.coach
        notices = table.ctx.notices
        if coach is None or area is None or not notices.items:
            return area
        ring = coach.ring()
        if ring is None:
            return area
        keep = ring.inflate(2 * CLEAR, 2 * CLEAR)
        bounds = table.ctx.canvas
        for place in places_beside(area, keep, table.play_area()):
            if not any(box.colliderect(keep) for _, _, box in notices.plates(
                    table.ctx.assets, table.ctx.palette, place, bounds)):
                return place
        return area

    def text(self, text: str) -> str:
        """The move as the lesson scripts it (a throw lands where the lesson says)."""
        table = self.table
        return table.coach.scripted_outcome(text) if table.coach is not None else text

    @property
    def holds(self) -> bool:
        """The game waits: a note is up, or the lesson's end is not read yet."""
        table = self.table
        return table.coach is not None and table.coach.holding

    def move(self, dt: float) -> str | None:
        """In the scripted part, the other seat's move once its moment has come (the bots'
        own thinking is not asked); None while the lesson is free or nothing is due."""
        table = self.table
        if table.coach is None or table.coach.free:
            return None
        return table.coach.scripted(dt)

    @property
    def waits(self) -> bool:
        """The learner has nothing to do now: words wait to be read, or a robot's scripted
        move is due (the table offers no gesture meanwhile)."""
        coach = self.table.coach
        if coach is None or coach.free:
            return False
        step = coach.step
        return coach.holding or (step is not None and step.bot is not None)

    def asks(self, text: str) -> bool:
        """The lesson's step waits for the learner to play ``text`` themselves (a turn
        that would end by itself waits for the End turn the coach asks for)."""
        table = self.table
        step = table.coach.step if table.coach is not None else None
        return step is not None and text in step.do

    @property
    def lets_robot_play(self) -> bool:
        """A robot may make its move now: no lesson, a free one, or the step is its own."""
        coach = self.table.coach
        if coach is None or coach.free:
            return True
        step = coach.step
        return step is not None and step.bot is not None and not coach.told

    @property
    def scripted(self) -> bool:
        """The lesson still decides the other seats' moves (the bots wait for it)."""
        table = self.table
        return table.coach is not None and not table.coach.free

    def moved(self) -> None:
        """A move was made: the coach follows it once it has shown, or at once when its next
        note waits for an event the table is about to show (RÖK's check)."""
        table = self.table
        if table.coach is not None:
            self.behind = not table.coach.moved()

    def shown(self, kind: str) -> None:
        """The table shows an event of ``kind`` now (a lesson's note may wait for it)."""
        table = self.table
        if table.coach is not None:
            table.coach.shown(kind)


def places_beside(area: pygame.Rect, keep: pygame.Rect, play: pygame.Rect
                  ) -> list[pygame.Rect]:
    """Places for notices, in the order they are tried: ``area`` itself; its parts above,
    below, left and right of ``keep``; ``area`` moved above, below, left and right of it;
    the table's width (in ``play``, the canvas left of the coach's column) above and below
    it. Each inside the table, none narrower or lower than LEAST_PLACE."""
    table = pygame.Rect(8, 8, play.width - 8, play.height - 16)
    a = area
    found = [a,
             pygame.Rect(a.left, a.top, a.width, keep.top - a.top),
             pygame.Rect(a.left, keep.bottom, a.width, a.bottom - keep.bottom),
             pygame.Rect(a.left, a.top, keep.left - a.left, a.height),
             pygame.Rect(keep.right, a.top, a.right - keep.right, a.height)]
    for moved in (a.move(0, keep.top - a.bottom), a.move(0, keep.bottom - a.top),
                  a.move(keep.left - a.right, 0), a.move(keep.right - a.left, 0)):
        found.append(moved.clamp(table).clip(table))
    found += [pygame.Rect(table.left, table.top, table.width, keep.top - table.top),
              pygame.Rect(table.left, keep.bottom, table.width, table.bottom - keep.bottom)]
    return [place for place in found
            if place.width >= LEAST_PLACE[0] and place.height >= LEAST_PLACE[1]]


class TableLesson(Generic[T]):
    """Where a lesson's step points on the table and what its words name (held by
    :class:`scenes.table.base.TableScene` as ``lesson``; a game's scene holds its own, which
    derives from this one, typed by its table): here, only the table's buttons, by their ID."""

    def __init__(self, table: T) -> None:
        self.table = table

    def target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        """Where the step's ``point`` is on screen."""
        root = self.table.root
        if point[0] == "button" and root is not None:
            for element in root.elements:
                if element.visible and point[1] in element.get_object_ids():
                    return pygame.Rect(element.get_abs_rect())
        return None

    def params(self, step: Step) -> dict[str, Any]:
        """Values a step's words name (the final result, colour words)."""
        return {}

    def draw_extra(self, surface: pygame.Surface, step: Step, room: pygame.Rect) -> None:
        """What the panel shows under a step's words (RÖK: the runes it names)."""

    def extra_height(self, step: Step) -> int:
        """The height :meth:`draw_extra` needs under the step's words."""
        return 0
