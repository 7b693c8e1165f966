"""Retry a decision from the review: find the better move before seeing it. The table is set
at that moment from the player's own information (every hidden card dealt again,
:mod:`game.practice`), the player chooses again, and this screen grades the try against the
move made then by the review's own judge and words (:func:`game.review.retried.judge`, on a
thread of its own): found, good, as good as yours, not better. The review's best move is shown
once found, asked for (**Show the answer**) or after a second miss; after the first miss, a
hint names the kind of move it is.

From here: **Try again** (the same moment, the hidden cards dealt again, at the table again),
**Show the answer**, **Play on** (the practice game goes on against bots), **Back** (the
review names the move from then on if it was shown here).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import View
from game.games import load_game
from game.replay import Replay
from game.review.retried import Retried, judge
from game.review.turns import Decision
from game.saves import SavedGame
from scenes.frame.payloads import RetryPayload, RetryResult
from scenes.frame.uiscene import UIScene
from scenes.kit.background import Background
from scenes.kit.regions import Region, box_of
from scenes.kit.reviewer import BUDGET
from scenes.kit.safetext import GuardedFont
from scenes.kit.textlayout import blit_lines, blit_whole, ellipsize, wrap
from scenes.shell import review_paint as paint
from scenes.shell import review_words as words
from scenes.shell.practice_table import Chosen, continue_game, retry_table
from scenes.table.play_on import practice_at

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DESIGN = (1280, 800)  # the screen's picture, centred in the canvas; the rects below in it
PANEL = pygame.Rect(140, 100, 1000, 470)
BARS = pygame.Rect(180, 330, 920, 200)  # at the latest from 330 down (later under more words)
BAR_ROWS = 3 * 56  # the three bars' rows
BUTTONS_Y = DESIGN[1] - 100
MISSES_BEFORE_ANSWER = 2  # a first miss gets a hint, a second the answer
LINE_GAP = 10  # between the panel's sentences


class RetryScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.payload: RetryPayload | None = None
        self.deal = 1
        self.name = ""  # the practice game's file
        self.chosen: str | None = None
        self.judged: Retried | None = None
        self.misses = 0  # tries graded as good as the move then, or not better
        self.found: bool | None = None  # the first try's: best or better (the deck's answer)
        self.answer_shown = False
        self.worker = Background("tablee-retry")
        self.texts: list[Region] = []

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, RetryPayload)
        self.payload = payload
        super().enter(payload)
        self.to_table()

    def exit(self) -> None:
        self.worker.close()
        super().exit()

    def uncover(self, result: Any = None) -> None:
        if isinstance(result, Chosen) and result.name == self.name:
            self.chosen, self.judged = result.text, None
            self.start_judging()
        super().uncover(result)

    # --- what it does ---------------------------------------------------------------------------

    @property
    def decision(self) -> Decision:
        assert self.payload is not None
        return self.payload.decision

    def to_table(self) -> None:
        assert self.payload is not None
        decision = self.decision
        self.chosen, self.judged = None, None
        self.name = retry_table(self.ctx, self.payload.saved, decision.index, decision.seat,
                                self.deal)

    def another_deal(self) -> None:
        self.deal += 1
        self.to_table()

    def show_answer(self) -> None:
        self.answer_shown = True
        self.relayout()

    def back(self) -> None:
        """Back to the review (or the deck), telling it what was shown and found here."""
        self.ctx.stack.pop(RetryResult(self.decision.index, self.answer_shown, self.found))

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()  # (Esc as Back: the review hears whether the answer was shown)
            return True
        return super().handle_input(event)

    def play_on(self) -> None:
        if not continue_game(self.ctx, self.name):
            self.ctx.notices.add(self.ctx.tr("practice.not_saved"), warning=True)

    def start_judging(self) -> None:
        assert self.payload is not None and self.chosen is not None
        self.worker.start(judge_try, self.payload.saved, self.decision, self.chosen, self.deal)

    def update(self, dt: float) -> None:
        done = self.worker.result()
        if done is not None:
            self.judged = done
            if self.found is None and not self.answer_shown:
                self.found = done.found
            self.misses += not done.found
            self.answer_shown = self.answer_shown or done.found \
                or self.misses >= MISSES_BEFORE_ANSWER
            self.relayout()

    def still(self) -> bool:
        return not self.worker.busy

    # --- widgets and drawing --------------------------------------------------------------------

    def origin(self) -> tuple[int, int]:
        """The top-left corner of the screen's 1280×800 picture, centred in the canvas."""
        canvas = self.ctx.canvas
        return (canvas.width - DESIGN[0]) // 2, (canvas.height - DESIGN[1]) // 2

    def panel(self) -> pygame.Rect:
        return PANEL.move(self.origin())


    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        row = [("#retry_again", tr("practice.try_again"), self.another_deal)]
        if self.judged is not None and not self.answer_shown:
            row.append(("#retry_answer", tr("practice.show_answer"), self.show_answer))
        row += [("#retry_play_on", tr("practice.play_on"), self.play_on),
                ("#back", tr("common.back"), self.back)]
        width = min(260, (DESIGN[0] - 80) // len(row) - 16)
        left = (self.ctx.canvas.width - len(row) * (width + 16) + 16) // 2
        top = self.origin()[1] + BUTTONS_Y
        for k, (key, text, action) in enumerate(row):
            self.button((left + k * (width + 16), top, width, 48), text, action, key,
                        enabled=key != "#retry_play_on" or self.chosen is not None)
        self.backdrop = self.compose_backdrop()

    def names(self) -> list[str]:
        assert self.payload is not None
        return [seat.name for seat in self.payload.saved.seats]

    def compose_backdrop(self) -> pygame.Surface:
        assets, palette, tr = self.ctx.assets, self.ctx.palette, self.ctx.tr
        assert self.payload is not None
        game = self.payload.saved.record.game
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        self.texts = []
        x, y = self.origin()
        surface.blit(assets.emblem(game, 44, palette), (x + 40, y + 26))
        font = assets.font(36, bold=True)
        title = tr("practice.retry_title", turn=self.decision.turn,
                   game=tr(f"games.{game}.name"))
        self.texts.append(Region("text", "title", box_of(surface.blit(
            font.render(ellipsize(title, font, DESIGN[0] - 180), True, palette.accent),
            (x + 96, y + 28)))))
        lines = [tr("practice.find", did=self.move(self.decision.words_played, "did"))]
        if self.chosen is None:
            lines.append(tr("practice.waiting"))
        elif self.judged is None:
            lines.append(tr("practice.judging"))
        else:
            lines += self.graded_lines(self.judged)
        panel = self.panel()
        inner = panel.width - 40
        bars = BAR_ROWS + 6 if self.judged else 0
        fonts, wrapped = self.word_fonts(lines, inner, panel.height - 32 - bars)
        panel.height = max(panel.height, 32 + bars + words_height(wrapped, fonts))
        paint.plate(surface, panel, assets, palette)
        top = panel.top + 16
        for k, rows in enumerate(wrapped):
            height = blit_lines(surface, rows, fonts[k], palette.ink,
                                pygame.Rect(panel.left + 20, top, inner, 0))
            self.texts.append(Region("text", f"line_{k}", (panel.left + 20, top, inner,
                                                            height)))
            top += height + LINE_GAP
        if self.judged is not None:  # (under the words, however many lines they took)
            self.draw_bars(surface, self.judged, max(BARS.top + self.origin()[1], top - 4))
        note = tr("practice.fair")
        bottom = pygame.Rect(panel.left, panel.bottom + 12, panel.width, 60)
        height = blit_whole(surface, note, assets.down_to_designed(16), palette.muted, bottom,
                            centred=True)
        self.texts.append(Region("text", "fair", (bottom.x, bottom.y, bottom.w, height)))
        return surface

    def word_fonts(self, lines: list[str], width: int, height: int
                   ) -> tuple[list[GuardedFont], list[list[str]]]:
        """One size for all the panel's words (the second line bold), the largest from the
        player's text size down to the designed one at which they fit ``height``: a long
        first line never leaves the later ones the smallest font."""
        regular = self.ctx.assets.down_to_designed(20)
        bold = self.ctx.assets.down_to_designed(20, bold=True)
        found: tuple[list[GuardedFont], list[list[str]]] = ([], [])
        for plain, strong in zip(regular, bold, strict=True):
            fonts = [strong if k == 1 else plain for k in range(len(lines))]
            found = fonts, [wrap(line, font, width)
                            for line, font in zip(lines, fonts, strict=True)]
            if words_height(found[1], fonts) <= height:
                break
        return found

    def move(self, said: tuple[str, dict[str, Any]], form: str) -> str:
        assert self.payload is not None
        return words.move_words(self.ctx.tr, self.payload.saved.record.game, form, said,
                                self.names(), self.ctx.palette.power_words)

    def graded_lines(self, judged: Retried) -> list[str]:
        """The try's grade in plain words; then the answer, or after a miss a hint."""
        tr = self.ctx.tr
        lines = [tr(f"practice.grade.{judged.grade}",
                    did=self.move(judged.words_retried, "did"))]
        if self.answer_shown:
            lines.append(tr("practice.answer", instead=self.move(judged.words_best, "instead"),
                            best=words.percent(judged.chance_best),
                            played=words.percent(judged.chance_played)))
        elif not judged.found:
            lines.append(tr("practice.hint_line", hint=self.hint()))
        if judged.cards_differ:
            assert judged.cards is not None
            lines.append(tr(f"practice.cards.{judged.cards.compared}",
                            now=words.percent(judged.cards.chance_retried),
                            then=words.percent(judged.cards.chance_played)))
        return lines

    def hint(self) -> str:
        """The kind of move the review's best is, without the card or the place."""
        assert self.payload is not None
        game, reason = self.payload.saved.record.game, self.decision.words_best[0]
        key = f"practice.hint.{game}.{reason}"
        return self.ctx.tr(key if self.ctx.tr.has(key) else "practice.hint.other")

    def draw_bars(self, surface: pygame.Surface, judged: Retried, top: int) -> None:
        """The seat's chance after the move made then, the one chosen now and the best, from
        ``top`` down, each bar right of its label (as wide as the widest)."""
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        rows = [(tr("practice.bar_then"), judged.chance_played, palette.muted),
                (tr("practice.bar_now"), judged.chance_retried,
                 palette.seats[self.decision.seat % len(palette.seats)]),
                (tr("practice.bar_best"), judged.chance_best, palette.accent)]
        font, bars = assets.font(18), BARS.move(self.origin())
        label_w = max(font.size(label)[0] for label, _, _ in rows) + 16
        step = BAR_ROWS // len(rows)
        for k, (label, chance, colour) in enumerate(rows):
            y = top + k * step
            said = surface.blit(font.render(label, True, palette.ink),
                                (bars.left, y + 18 - font.get_linesize() // 2))
            self.texts.append(Region("text", f"bar_label_{k}", box_of(said)))
            bar = pygame.Rect(bars.left + label_w, y, bars.width - label_w - 90, 36)
            pygame.draw.rect(surface, palette.background, bar, border_radius=8)
            filled = bar.copy()
            filled.width = max(8, round(bar.width * chance))
            pygame.draw.rect(surface, colour, filled, border_radius=8)
            surface.blit(font.render(f"{words.percent(chance)} %", True, palette.ink),
                         (bar.right + 12, y + 18 - font.get_linesize() // 2))
            self.texts.append(Region("panel", f"bar_{k}", box_of(bar)))

    def drawn_regions(self) -> list[Region]:
        return list(self.texts)


def judge_try(saved: SavedGame, decision: Decision, chosen: str, deal: int) -> Retried:
    """The try ``chosen`` at the table of ``deal`` judged from the seat's view then (on the
    retry's thread: the game is replayed to that moment and the table's deal made again)."""
    spec = load_game(saved.record.game)
    view: View = Replay(spec, saved.record).state_at(decision.index).view(decision.seat)
    table = practice_at(saved, decision.index, decision.seat, deal)
    cards = Replay(spec, table).state_at(0)
    return judge(spec, view, decision, chosen, BUDGET, decision.index * 7919 + deal, cards)


def words_height(wrapped: list[list[str]], fonts: Sequence[pygame.font.Font]) -> int:
    """How tall the panel's sentences stand, each wrapped in its font, with their gaps."""
    return sum(len(rows) * font.get_linesize() + LINE_GAP
               for rows, font in zip(wrapped, fonts, strict=True)) - LINE_GAP
