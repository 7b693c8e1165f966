"""Train your eye for RÖK: timed drills on a still cloth (:mod:`game.rok.drill`).

Choose the drill (find the pair, or your Balance rune's twin) and how many runes (4 to 16),
then :data:`~game.rok.drill.ROUNDS` tables, each timed from the runes shown to the correct
click. At the end, the session's times are drawn against the human model's percentiles (the
attentive adult's 10th to 90th, and its median) and against the earlier sessions' medians, kept
in the data folder (:class:`~game.rok.drill.DrillLog`; a damaged log or a session that could not be
saved is told in words, with where the damaged copy was put). The screen opens for a person
(the review's seat: the name chosen at the table's setup); their sessions are kept under that
name and feed the Matched bot's fit of their seeing pace (:mod:`game.rok.drill_pace`), and the
screen says so. Opened for nobody, it keeps its sessions for nobody.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import Rng
from game.rok.components import TABLE_RADIUS
from game.rok.drill import (
    KINDS,
    ROUNDS,
    SEEDS,
    SIZES,
    Drill,
    DrillLog,
    Logged,
    Session,
    make_drill,
    model_times,
    percentiles,
)
from game.saves import now
from scenes.frame.fitting import button_height
from scenes.frame.uiscene import UIScene
from scenes.kit.pieces import rok_words
from scenes.kit.pieces.rok_art import RuneArt
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_lines, blit_whole, wrap
from scenes.shell import review_paint as paint
from scenes.shell.drill_chart import draw_times

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

STONE = 19
PANEL_WIDTH = 500
CHART_LEAST = 160  # the times' chart's least height before the result under it gives way


class DrillScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.kind, self.size = KINDS[0], SIZES[1]
        self.drill: Drill | None = None
        self.round = 0
        self.clock = 0.0  # seconds since the runes of this table were shown
        self.times: list[float] = []
        self.seeds: list[int] = []  # each table's seed (the table dealt again for the fit)
        self.misses = 0
        self.who = ""  # whose times these are: a player's name ("": nobody's)
        self.done: Session | None = None
        self.rng = Rng(0)
        self.stones: RuneArt | None = None
        self.below_controls = 320  # under the panel's top: where the chart or the intro start
        self.texts: list[Region] = []

    def enter(self, payload: Any = None) -> None:
        self.stones = RuneArt(self.ctx.palette)
        self.rng = Rng(self.ctx.new_seed())
        self.who = payload if isinstance(payload, str) else ""
        super().enter(payload)

    @property
    def log(self) -> DrillLog:
        return DrillLog(self.ctx.library.data_dir)

    # --- what the player does -------------------------------------------------------------------

    def choose(self, kind: str | None = None, size: int | None = None) -> None:
        self.kind, self.size = kind or self.kind, size or self.size
        self.relayout()

    def start(self) -> None:
        self.round, self.times, self.seeds, self.misses, self.done = 0, [], [], 0, None
        self.next_table()

    def next_table(self) -> None:
        self.round += 1
        self.seeds.append(self.rng.below(SEEDS))
        self.drill = make_drill(self.kind, self.size, Rng(self.seeds[-1]))
        self.clock = 0.0
        self.relayout()

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the cloth: the rune under it, right or wrong."""
        drill = self.drill
        if drill is None:
            return
        hit = next((rune for rune, x, y in drill.runes
                    if math.dist(pos, self.at(x, y)) <= STONE + 2), None)
        if hit is None:
            return
        if not drill.right(hit):
            self.misses += 1
            self.ctx.audio.play("click")
            return
        self.times.append(round(self.clock, 3))
        if self.round < ROUNDS:
            self.next_table()
            return
        self.drill = None
        self.done = Session(now(), self.kind, self.size, tuple(self.times), self.misses,
                            self.who, tuple(self.seeds))
        self.tell(self.log.add(self.done))
        self.relayout()

    def tell(self, logged: Logged) -> None:
        """What befell the log besides the session: a damaged log put aside (where), a session
        not saved (why)."""
        tr, notices = self.ctx.tr, self.ctx.notices
        if logged.kept_as is not None:
            notices.add(tr("practice.drill.log_damaged", reason=logged.damaged,
                           kept_as=str(logged.kept_as), count=logged.carried), warning=True)
        if logged.unsaved is not None:
            notices.add(tr("practice.drill.not_saved", reason=logged.unsaved), warning=True)

    @property
    def panel(self) -> pygame.Rect:
        """The panel at the canvas's right, as tall as the canvas allows."""
        canvas = self.ctx.canvas
        return pygame.Rect(canvas.right - 40 - PANEL_WIDTH, 92, PANEL_WIDTH, canvas.height - 180)

    @property
    def cloth(self) -> tuple[tuple[int, int], int]:
        """The cloth's centre and radius: left of the panel, as large as the canvas allows
        (320 at 1280×800)."""
        canvas, left = self.ctx.canvas, self.panel.left
        radius = min(320 + (canvas.height - 800) // 2, (left - 60) // 2)
        return (left // 2 - 10, 120 + radius), radius

    def at(self, x: float, y: float) -> tuple[int, int]:
        """A table point on the screen (y up on the table, down on the screen)."""
        (cx, cy), radius = self.cloth
        scale = radius / TABLE_RADIUS
        return round(cx + x * scale), round(cy - y * scale)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drill:
            self.click(event.pos)
            return True
        return super().handle_input(event)

    def update(self, dt: float) -> None:
        if self.drill is not None:
            self.clock += dt

    def still(self) -> bool:
        return self.drill is None  # a table is being timed: every frame counts

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        tr, panel, assets = self.ctx.tr, self.panel, self.ctx.assets
        if self.drill is None:  # (under the panel's heading, however large the text)
            top = max(panel.top + 56, panel.top + 18 + self.ctx.assets.font(20, bold=True)
                      .get_linesize())
            kind_high, size_high = button_height(assets, 44), button_height(assets, 40)
            for k, kind in enumerate(KINDS):
                button = self.button((panel.left + 14, top + k * (kind_high + 8), 472, kind_high),
                                     tr(f"practice.drill.{kind}"),
                                     partial(self.choose, kind, None),
                                     f"#drill_{kind}")
                if kind == self.kind:
                    button.select()
            sizes_top = top + len(KINDS) * (kind_high + 8) + 10
            for k, size in enumerate(SIZES):
                button = self.button((panel.left + 14 + k % 2 * 240,
                                      sizes_top + k // 2 * (size_high + 6), 232, size_high),
                                     tr("practice.drill.runes", count=size),
                                     partial(self.choose, None, size),
                                     f"#drill_size_{size}")
                if size == self.size:
                    button.select()
            start_top = sizes_top + -(-len(SIZES) // 2) * (size_high + 6) + 12
            start_high = button_height(assets, 48)
            self.below_controls = max(320, start_top + start_high + 14 - panel.top)
            self.button((panel.left + 14, start_top, 472, start_high),
                        tr("practice.drill.again" if self.done else "practice.drill.start"),
                        self.start, "#drill_start")
        canvas = self.ctx.canvas
        self.button((canvas.right - 240, canvas.bottom - 68, 200, 44), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.backdrop = self.compose_backdrop()

    # --- drawing --------------------------------------------------------------------------------

    def compose_backdrop(self) -> pygame.Surface:
        assets, palette, tr = self.ctx.assets, self.ctx.palette, self.ctx.tr
        assert self.stones is not None
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        panel, (centre, radius) = self.panel, self.cloth
        self.texts = []
        surface.blit(assets.emblem("rok", 44, palette), (40, 26))
        font = assets.font(36, bold=True)
        self.texts.append(Region("text", "title", box_of(surface.blit(
            font.render(tr("practice.drill.title"), True, palette.accent), (96, 28)))))
        cloth = self.stones.table(radius)
        surface.blit(cloth, cloth.get_rect(center=centre))
        if self.drill is not None:
            for rune, x, y in self.drill.runes:
                stone = self.stones.stone(rune, STONE)
                self.texts.append(Region("panel", f"rune_{rune}", box_of(surface.blit(
                    stone, stone.get_rect(center=self.at(x, y))))))
        paint.plate(surface, panel, assets, palette)
        self.texts.append(Region("panel", "drill_panel", box_of(panel)))  # (its words inside)
        heading = assets.font(20, bold=True)
        self.texts.append(Region("text", "panel_title", box_of(surface.blit(
            heading.render(tr(f"practice.drill.{self.kind}"), True, palette.accent),
            (panel.left + 14, panel.top + 14)))))
        if self.drill is not None:
            self.draw_running(surface, self.drill)
        elif self.done is not None:
            self.draw_done(surface, self.done)
        else:
            y = self.say(surface, self.whose(), panel.top + self.below_controls + 10,
                         name="whose")
            self.say(surface, tr("practice.drill.intro"), y)  # (smaller, if it must)
        return surface

    def whose(self) -> str:
        """Whose times these are, and what they are for."""
        tr = self.ctx.tr
        return str(tr("practice.drill.whose", name=self.who) if self.who
                   else tr("practice.drill.nobody"))

    def say(self, surface: pygame.Surface, text: str, top: int, size: int = 18,
            name: str = "") -> int:
        panel = self.panel
        box = pygame.Rect(panel.left + 14, top, panel.width - 28, panel.bottom - 10 - top)
        height = blit_whole(surface, text, self.ctx.assets.down_to_designed(size),
                            self.ctx.palette.ink, box)
        self.texts.append(Region("text", name or f"say_{top}", (box.x, box.y, box.w, height)))
        return top + height + 10

    def draw_running(self, surface: pygame.Surface, drill: Drill) -> None:
        tr, panel = self.ctx.tr, self.panel
        y = self.say(surface, tr("practice.drill.round", k=self.round, n=ROUNDS), panel.top + 60)
        if drill.kind == "twin" and drill.balance[0] is not None and self.stones is not None:
            name = rok_words.rune_name(tr, drill.balance[0])
            y = self.say(surface, tr("practice.drill.find_twin", rune=name), y)
            stone = self.stones.stone(drill.balance[0], STONE + 6)
            self.texts.append(Region("panel", f"balance_{drill.balance[0]}", box_of(surface.blit(
                stone, stone.get_rect(center=(panel.centerx, y + 30))))))
            y += 70
        else:
            y = self.say(surface, tr("practice.drill.find_pair"), y)
        if self.misses:
            self.say(surface, tr("practice.drill.misses", count=self.misses), y)

    def draw_done(self, surface: pygame.Surface, done: Session) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        model = percentiles(model_times(done.kind, done.size))
        earlier = [s.median for s in self.log.earlier(done.kind, done.size, self.who)][-10:]
        panel = self.panel
        median = done.median or 0.0
        result = tr("practice.drill.result", median=tr.decimal(median, 2),
                    model=tr.decimal(model[1], 2), count=done.misses)
        # the result under the chart at the player's text size (the chart gives it the room;
        # a size smaller only where the chart would be too low to read)
        for font in (fonts := assets.down_to_designed(16)):
            lines = wrap(result, font, panel.width - 28)
            words = pygame.Rect(panel.left + 14, 0, panel.width - 28,
                                len(lines) * font.get_linesize())
            words.bottom = panel.bottom - 10
            if words.top - 8 - (panel.top + self.below_controls) >= CHART_LEAST \
                    or font is fonts[-1]:
                break
        top = panel.top + self.below_controls
        chart = pygame.Rect(panel.left + 14, top, panel.width - 28, words.top - 8 - top)
        self.texts += draw_times(surface, chart, done.times, model,
                                 [m for m in earlier if m is not None],
                                 (tr("practice.drill.chart"), tr("practice.drill.model"),
                                  tr("practice.drill.sessions")),
                                 lambda v: tr("history.seconds", value=tr.decimal(v)),
                                 assets, palette)
        blit_lines(surface, lines, font, palette.ink, words)
        self.texts.append(Region("text", "result", box_of(words)))

    def drawn_regions(self) -> list[Region]:
        return list(self.texts)
