"""The review of a finished game: where a human's play cost the most, or (RÖK) the pairs missed.

Opened from the end screen or from Games played with a :class:`ReviewPayload`. A review kept
beside the games opens at once; otherwise :class:`scenes.kit.reviewer.Reviewer` makes it on a
thread of its own while a progress bar fills (Cancel stops it and closes the screen).

- Pook and Totem: a chart of the seat's estimated chance after each of its decisions, the
  three costliest decisions in words, each with **Show**: the replay at that decision, at the
  table, through that seat's eyes; what the estimate rests on.
- RÖK: the throws with pairs to race for (who took each, when), the pairs the seat missed
  by its own pace, with **Show** at that throw; its first grab against the throw's size.

With several humans at the table, a button per human shows that one's review.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import InvalidRecord
from game.pook.giveaway import Curve, banner_curve
from game.replay import Replay
from game.review.turns import Decision, costliest
from scenes.frame.fitting import button_height, button_width
from scenes.frame.payloads import RetryPayload, RetryResult, ReviewPayload, WatchPayload
from scenes.frame.uiscene import UIScene
from scenes.kit.pieces import rok_words
from scenes.kit.regions import Region, box_of
from scenes.kit.reviewer import Reviewer
from scenes.kit.textlayout import blit_lines, blit_whole, ellipsize, whole_lines
from scenes.shell import review_paint as paint
from scenes.shell import review_words as words
from scenes.shell.review_banner import (
    banner_words,
    draw_banner_plot,
    near_peak,
    peak_button,
    stacked,
)
from scenes.shell.review_places import SHOW, ReviewLayout, RokLayout, costly_buttons
from scenes.table.play_on import play_on

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

TOGGLE = 36  # the side panel's switch (Pook: estimates or Banner curve)
STACKED = (130, 30)  # a costly row's three buttons, one over the other
TRAIN = 280  # Train your eye, at 100 %


class ReviewScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.reviewer: Reviewer | None = None
        self.seat = 0  # whose review is shown
        self.rok_laid: tuple[object, RokLayout] | None = None  # (key, layout): rok()
        self.page = 0  # RÖK: the page of throws
        self.shown_progress = (-1, -1)
        self.settling = 0  # frames still drawn after the widgets changed without any input
        self.texts: list[Region] = []
        self.curves: dict[tuple[int, int | None], Curve | None] = {}  # (seat, reader): Pook
        self.readers: dict[int, int] = {}  # the rival whose reading is shown, per seat
        self.side_banner = False  # the side panel shows the Banner curve (Pook)
        self.side_method = False  # the side panel says how the estimates are made
        self.revealed: set[int] = set()  # decisions whose better move is named (Show, Retry)

    # --- lifecycle ------------------------------------------------------------------------------

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, ReviewPayload)
        self.reviewer = Reviewer(self.ctx.library.data_dir, payload.saved)
        self.reviewer.start()
        if self.reviewer.seats:
            self.seat = self.reviewer.seats[0]
        super().enter(payload)

    def uncover(self, result: Any = None) -> None:
        if isinstance(result, RetryResult) and result.shown:  # (the better move was shown)
            self.revealed.add(result.index)
        super().uncover(result)
        self.relayout()

    def exit(self) -> None:
        if self.reviewer is not None:
            self.reviewer.close()
        super().exit()

    @property
    def saved(self) -> Any:
        assert self.reviewer is not None
        return self.reviewer.saved

    @property
    def game(self) -> str:
        return str(self.saved.record.game)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.saved.seats]

    # --- widgets --------------------------------------------------------------------------------

    @property
    def places(self) -> ReviewLayout:
        return ReviewLayout.of(self.ctx.canvas, self.ctx.settings.text_scale,
                               self.switch_width() + 28)

    def switch_width(self) -> int:
        """Pook's switch (estimates or Banner curve) as wide as its longer words (the side
        panel holds it): 0 elsewhere."""
        if self.reviewer is None or self.game != "pook":
            return 0
        return button_width(self.ctx.assets, [self.ctx.tr("practice.estimates"),
                                              self.ctx.tr("practice.banner")], 0)

    def switch_rect(self) -> pygame.Rect:
        """The switch at the side panel's foot, as tall as its words."""
        side, height = self.places.side, button_height(self.ctx.assets, TOGGLE)
        return pygame.Rect(side.left + 14, side.bottom - height - 10, side.width - 28, height)

    def method_rect(self) -> pygame.Rect:
        """"How is this estimated?" at the side panel's foot (over Pook's switch)."""
        side, height = self.places.side, button_height(self.ctx.assets, TOGGLE)
        foot = self.switch_rect().top - 6 if self.banner_curve() is not None else side.bottom - 10
        return pygame.Rect(side.left + 14, foot - height, side.width - 28, height)

    def costly_row(self, k: int) -> pygame.Rect:
        """The ``k``-th costly decision's plate, under the chart."""
        places = self.places
        return pygame.Rect(places.chart.left, places.costly_top + 40 + k * places.costly_row,
                           places.chart.width, places.costly_row - 8)

    def costly_places(self) -> list[list[pygame.Rect]]:
        """Each costly decision's Show, Retry and Play on: as large as their words where
        every decision's sentence still holds beside them (at its size at 100 % at least),
        else at their size at 100 % (their words as large as that holds): the sentence,
        what the review says, comes first (a narrow canvas at 150 %)."""
        tr, assets = self.ctx.tr, self.ctx.assets
        said = [tr("review.show"), tr("practice.retry"), tr("practice.play_on")]
        rows = [self.costly_row(k) for k in range(len(self.worst()))]
        grown = [costly_buttons(assets, row, said, STACKED) for row in rows]
        if all(self.sentence_holds(row, decision, buttons) for row, decision, buttons in
               zip(rows, self.worst(), grown, strict=True)):
            return grown
        return [costly_buttons(assets, row, said, STACKED, grow=False) for row in rows]

    def costly_card(self, decision: Decision, row: pygame.Rect) -> pygame.Surface | None:
        """The card the decision played, at most as tall as its row allows."""
        card = paint.move_card(self.game, decision.words_played[1], decision.played,
                               self.ctx.assets, self.ctx.palette)
        if card is None:
            return None
        return pygame.transform.smoothscale_by(card, min(1.0, (row.height - 12)
                                                         / card.get_height()))

    def sentence_box(self, row: pygame.Rect, card: pygame.Surface | None,
                     buttons: list[pygame.Rect]) -> pygame.Rect:
        """A costly decision's sentence: right of its coin and card, left of its buttons."""
        left = row.left + 48 + (card.get_width() + 12 if card is not None else 0)
        right = min(place.left for place in buttons) - 14
        return pygame.Rect(left, row.top + 8, right - left, row.height - 16)

    def costly_words(self, decision: Decision) -> str:
        return words.costly_sentence(self.ctx.tr, self.game, decision, self.names,
                                     self.ctx.palette.power_words,
                                     decision.index in self.revealed)

    def sentence_holds(self, row: pygame.Rect, decision: Decision,
                       buttons: list[pygame.Rect]) -> bool:
        box = self.sentence_box(row, self.costly_card(decision, row), buttons)
        font, lines = whole_lines(self.costly_words(decision),
                                  self.ctx.assets.down_to_designed(18), box.width, box.height)
        return (len(lines) - 1) * font.get_linesize() + font.get_height() <= box.height

    def build_ui(self, root: UIContainer) -> None:
        tr, reviewer = self.ctx.tr, self.reviewer
        assert reviewer is not None
        places = self.places
        working, back = places.working, places.back
        if reviewer.busy:
            self.button((working.centerx - 100, working.bottom - 64, 200, 44),
                        tr("review.cancel"), self.cancel, "#review_cancel")
        else:
            self.button(back, tr("common.back"), self.ctx.stack.pop, "#back")
        if reviewer.review is not None:
            self.build_seats()
            if self.game == "rok":
                self.build_rok()
            else:
                self.build_costly()
                if not self.side_banner:
                    self.button(self.method_rect(), self.ctx.tr(
                        "review.method_close" if self.side_method else "review.method_open"),
                                self.toggle_method, "#review_method")
                if self.side_banner:
                    self.build_banner()
                if self.banner_curve() is not None:
                    self.button(self.switch_rect(), self.ctx.tr(
                        "practice.estimates" if self.side_banner else "practice.banner"),
                                self.toggle_banner, "#review_banner")
        self.backdrop = self.compose_backdrop()

    def build_banner(self) -> None:
        """The Banner curve's buttons: a rival's reading each, Show at its peak."""
        curve = self.banner_curve()
        if curve is None:
            return
        for rival, rect in zip(curve.rivals, self.reader_rects(), strict=False):
            button = self.button(rect, self.ctx.tr("practice.read_by", name=self.names[rival]),
                                 partial(self.choose_reader, rival), f"#review_reader_{rival}")
            if rival == curve.reader:
                button.select()
        worst = curve.costliest
        if worst is not None:
            words = self.ctx.tr("practice.show_peak", turn=worst[0].turn)
            self.button(peak_button(self.places.chart, curve, self.banner_title(curve), words,
                                    self.ctx.assets), words,  # (the replay before that play)
                        partial(self.show, worst[0].index, curve.seat), "#review_peak")

    def build_seats(self) -> None:
        assert self.reviewer is not None
        seats = self.reviewer.seats
        if len(seats) < 2:
            return
        width = min(180, (self.places.side.width + 200) // len(seats) - 8)
        for k, seat in enumerate(seats):
            rect = (self.ctx.canvas.right - 40 - (len(seats) - k) * (width + 8) + 8, 28, width,
                    40)
            button = self.button(rect, ellipsize(self.names[seat], self.ctx.assets.font(18),
                                                 width - 16),
                                 partial(self.show_seat, seat), f"#review_seat_{seat}")
            if seat == self.seat:
                button.select()

    def build_costly(self) -> None:
        tr = self.ctx.tr
        for k, (decision, rects) in enumerate(zip(self.worst(), self.costly_places(),
                                                  strict=True)):
            for n, (text, action, key) in enumerate((
                    (tr("review.show"), partial(self.show_better, decision), "show"),
                    (tr("practice.retry"), partial(self.retry, decision), "retry"),
                    (tr("practice.play_on"), partial(self.play_on, decision), "play_on"))):
                self.button(rects[n], text, action, f"#review_{key}_{k}")

    def build_rok(self) -> None:
        tr, back, rok = self.ctx.tr, self.places.back, self.rok().places
        train = button_width(self.ctx.assets, [tr("practice.train")], TRAIN)
        self.button((back.left - 20 - train, back.top, train, back.height), tr("practice.train"),
                    self.train, "#review_train")
        for k, (miss, (_, _, box)) in enumerate(zip(self.missed(), rok.missed, strict=False)):
            self.button((rok.throws.right - SHOW[0] - 10, box.top, *SHOW), tr("review.show"),
                        partial(self.show, miss["index"], miss["seat"],
                                f"grab {miss['seat']} {miss['pair']}a",
                                tr("review.show_pair", pair=rok_words.rune_name(
                                    tr, f"{miss['pair']}a"))), f"#review_show_{k}")
        pages = len(self.rok().rows.pages)
        if pages > 1:
            previous, following = self.rok().paging
            self.button(previous, tr("saves.previous"), lambda: self.turn_page(-1),
                        "#review_previous", enabled=self.page > 0)
            self.button(following, tr("saves.next"), lambda: self.turn_page(1),
                        "#review_next", enabled=self.page + 1 < pages)

    def rok(self) -> RokLayout:
        """RÖK's panels, laid out once for this canvas, text size, language, seat and review
        (a draw asks for them a dozen times; each wraps sentences)."""
        review = self.reviewer.review if self.reviewer else None
        key = (self.ctx.canvas.size, self.ctx.settings.text_scale, self.ctx.tr("review.throws"),
               self.seat, id(review))
        if self.rok_laid is None or self.rok_laid[0] != key:
            self.rok_laid = (key, RokLayout(self.ctx, self.places, self.missed(), self.median(),
                                            self.names, self.throws()))
        return self.rok_laid[1]

    # --- what the review says ------------------------------------------------------------------

    def decisions(self) -> list[Decision]:
        review = self.reviewer.review if self.reviewer else None
        if review is None:
            return []
        return [d for d in review.decisions if d.seat == self.seat]

    def worst(self) -> list[Decision]:
        return costliest(self.decisions())

    def banner_curve(self) -> Curve | None:
        """Pook: what the seat's plays gave away of its Banner as the rival chosen reads it
        (kept per seat and reader: a replay each)."""
        if self.game != "pook":
            return None
        key = (self.seat, self.readers.get(self.seat))
        if key not in self.curves:
            try:
                self.curves[key] = banner_curve(self.saved.record, *key)
            except InvalidRecord:
                self.curves[key] = None
        return self.curves[key]

    def banner_title(self, curve: Curve) -> str:
        return str(self.ctx.tr("practice.banner_chart", reader=self.names[curve.reader]))

    def reader_rects(self) -> list[pygame.Rect]:
        """A button per rival whose reading may be shown (two or more), over the switch."""
        curve = self.banner_curve()
        if curve is None or len(curve.rivals) < 2:
            return []
        return stacked(self.switch_rect(), len(curve.rivals))

    def choose_reader(self, reader: int) -> None:
        self.readers[self.seat] = reader
        self.relayout()

    def handle_input(self, event: pygame.event.Event) -> bool:
        curve = self.banner_curve() if self.side_banner else None
        worst = curve.costliest if curve is not None else None
        if (curve is not None and worst is not None and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1 and near_peak(self.places.chart, curve,
                                                    self.banner_title(curve), self.ctx.assets,
                                                    event.pos)):
            self.show(worst[0].index, curve.seat)  # (the peak's coin, clicked: its button)
            return True
        return super().handle_input(event)

    def pairs(self) -> dict[str, Any]:
        review = self.reviewer.review if self.reviewer else None
        return dict(review.pairs or {}) if review is not None else {}

    def throws(self) -> list[dict[str, Any]]:
        return [t for t in self.pairs().get("throws", []) if t["pairs"]]

    def missed(self) -> list[dict[str, Any]]:
        return [m for m in self.pairs().get("missed", []) if m["seat"] == self.seat]

    def median(self) -> float | None:
        return dict((s, m) for s, m in self.pairs().get("median_first", [])).get(self.seat)

    # --- drawing --------------------------------------------------------------------------------

    def compose_backdrop(self) -> pygame.Surface:
        assets, palette, tr = self.ctx.assets, self.ctx.palette, self.ctx.tr
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        working = self.places.working
        self.texts = []
        emblem = assets.emblem(self.game, 44, palette)
        surface.blit(emblem, (40, 26))
        font = assets.font(36, bold=True)
        title = tr("review.title") + " · " + tr("review.of", game=tr(f"games.{self.game}.name"),
                                                 name=self.names[self.seat])
        room = self.ctx.canvas.width - 100 - 40 - (200 * len(self.reviewer.seats)
                                             if self.reviewer and len(self.reviewer.seats) > 1
                                             else 0)
        self.texts.append(Region("text", "title", box_of(surface.blit(
            font.render(ellipsize(title, font, room), True, palette.accent), (96, 28)))))
        reviewer = self.reviewer
        assert reviewer is not None
        if not reviewer.seats:
            self.say(surface, tr("review.nobody"), working)
        elif reviewer.busy:
            self.draw_working(surface)
        elif reviewer.review is None:
            problem = reviewer.problem
            self.say(surface, tr(problem[0], reason=problem[1]) if problem else "", working)
        elif self.game == "rok":
            self.draw_rok(surface)
        else:
            self.draw_turns(surface)
        return surface

    def say(self, surface: pygame.Surface, text: str, box: pygame.Rect) -> None:
        fonts = self.ctx.assets.down_to_designed(20)
        height = blit_whole(surface, text, fonts, self.ctx.palette.ink, box, centred=True)
        self.texts.append(Region("text", "message", (box.x, box.y, box.w, height)))

    def draw_working(self, surface: pygame.Surface) -> None:
        assert self.reviewer is not None
        tr, working = self.ctx.tr, self.places.working
        done, total = self.reviewer.progress
        text = tr("review.working_rok") if self.game == "rok" else \
            tr("review.working", done=done, total=total or "…")
        self.texts += paint.draw_working(surface, working, text, done, total,
                                         self.ctx.assets, self.ctx.palette)

    def colour(self) -> tuple[int, int, int]:
        seats = self.ctx.palette.seats
        return seats[self.seat % len(seats)]

    def draw_turns(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        decisions, worst = self.decisions(), self.worst()
        places = self.places
        chart_box, costly_top, side = places.chart, places.costly_top, places.side
        curve = self.banner_curve() if self.side_banner else None
        if curve is not None:  # (the chart's place: what the seat's plays gave away)
            paint.plate(surface, chart_box, assets, palette)
            self.texts += draw_banner_plot(surface, chart_box, curve, (
                self.banner_title(curve), tr("practice.turn_axis")), assets, palette,
                                           self.colour())
        else:
            self.texts += paint.draw_chart(surface, chart_box, decisions, worst, assets,
                                           palette, self.colour(), (
                                               tr("review.chart"), tr("review.legend_played"),
                                               tr("review.legend_best")))
        self.texts.append(Region("panel", "chart", box_of(chart_box)))
        heading = assets.font(20, bold=True)
        self.texts.append(Region("text", "costliest", box_of(surface.blit(
            heading.render(tr("review.costliest"), True, palette.accent),
            (chart_box.left, costly_top)))))
        if not worst:
            self.say(surface, tr("review.none_costly"),
                     pygame.Rect(chart_box.left, costly_top + 44, chart_box.width, 100))
        for k, (decision, buttons) in enumerate(zip(worst, self.costly_places(), strict=True)):
            row = self.costly_row(k)
            pygame.draw.rect(surface, palette.panel, row, border_radius=10)
            pygame.draw.rect(surface, palette.panel_edge, row, 1, border_radius=10)
            paint.coin(surface, (row.left + 24, row.centery), k + 1, assets, palette)
            card = self.costly_card(decision, row)
            if card is not None:
                surface.blit(card, card.get_rect(midleft=(row.left + 48, row.centery)))
            box = self.sentence_box(row, card, buttons)
            height = blit_whole(surface, self.costly_words(decision),
                                assets.down_to_designed(18), palette.ink, box)
            self.texts.append(Region("text", f"costly_{k}", (box.x, box.y, box.w, height)))
        review = self.reviewer.review if self.reviewer else None
        if review is not None:
            if curve is not None:
                said = [*words.summary(tr, decisions), "", *banner_words(
                    tr, curve, self.names), tr("practice.reader_why",
                                               reader=self.names[curve.reader])]
            elif self.side_method:
                said = [words.honesty(tr, review)]
            else:
                said = [*words.summary(tr, decisions), "", tr("review.plain")]
            feet = [*self.reader_rects(), self.switch_rect()] if curve is not None else [
                self.method_rect()]  # (the buttons at the panel's foot)
            self.draw_side(surface, said, side.bottom - min(foot.top for foot in feet),
                           0 if self.side_method and curve is None else 3)

    def draw_side(self, surface: pygame.Surface, lines: list[str], foot: int = 0,
                  plain_from: int = 3) -> int:
        """The side panel's lines (the first bold, those from ``plain_from`` on smaller and
        muted), clear of ``foot`` pixels at its bottom; returns where they end."""
        assets, palette = self.ctx.assets, self.ctx.palette
        side = self.places.side
        paint.plate(surface, side, assets, palette)
        self.texts.append(Region("panel", "side", box_of(side)))  # (what lies on it, inside)
        y = side.top + 14
        for k, line in enumerate(lines):
            if not line:
                y += 10
                continue
            sizes = assets.down_to_designed(17, bold=k == 0) if k < plain_from else \
                assets.down_to_designed(16)
            ink = palette.ink if k < plain_from else palette.muted
            box = pygame.Rect(side.left + 14, y, side.width - 28, side.bottom - 10 - foot - y)
            height = blit_whole(surface, line, sizes, ink, box)
            self.texts.append(Region("text", f"side_{k}", (box.x, box.y, box.w, height)))
            y += height + 6
        return y

    def draw_rok(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        throws = self.throws()
        rok, side = self.rok().places, self.places.side
        throws_box, missed_top = rok.throws, rok.missed_top
        paint.plate(surface, throws_box, assets, palette)
        font, lines, room = self.rok().heading
        blit_lines(surface, lines, font, palette.accent, room)
        self.texts.append(Region("text", "throws_heading", box_of(room)))
        laid = self.rok()
        boxes = paint.draw_throws(surface, laid.rows_rect, throws, laid.rows,
                                  laid.rows.page_of(self.page), laid.throw_words,
                                  laid.taker_words, assets, palette)
        heading = assets.font(20, bold=True)
        self.texts += [Region("panel", f"throw_{k}", box_of(b)) for k, b in enumerate(boxes)]
        median = self.median()
        missed = self.missed()
        surface.blit(heading.render(tr("review.missed", count=len(missed)), True,
                                    palette.accent), (throws_box.left, missed_top))
        if median is None or not missed:
            self.say(surface, tr("review.no_timed") if median is None else
                     tr("review.none_missed"),
                     pygame.Rect(throws_box.left, missed_top + 44, throws_box.width, 80))
        for k, (font, lines, box) in enumerate(rok.missed):
            height = blit_lines(surface, lines, font, palette.ink, box)
            self.texts.append(Region("text", f"missed_{k}", (box.x, box.y, box.w, height)))
        counted = sum(1 for t in self.pairs().get("throws", []) if t["first"][self.seat]
                      is not None)
        lines = [tr("review.pace")]
        y = self.draw_side(surface, lines)
        sizes = dict((s, v) for s, v in self.pairs().get("by_size", [])).get(self.seat, [])
        chart = pygame.Rect(side.left + 14, y + 8, side.width - 28, 200)
        paint.draw_pace(surface, chart, sizes, lambda n: tr("review.pace_row", size=n),
                        lambda v: tr("review.pace_none") if v is None else
                        tr("history.seconds", value=tr.decimal(v)),
                        assets, palette, self.colour())
        if median is not None:
            box = pygame.Rect(side.left + 14, chart.bottom + 16, side.width - 28,
                              side.bottom - chart.bottom - 26)
            height = blit_whole(surface, tr("review.rok_honesty", median=tr.decimal(median),
                                            count=counted), assets.down_to_designed(16),
                                palette.muted, box)
            self.texts.append(Region("text", "rok_honesty", (box.x, box.y, box.w, height)))

    def drawn_regions(self) -> list[Region]:
        return list(self.texts)

    # --- the frame ------------------------------------------------------------------------------

    def still(self) -> bool:
        """Still once the review is there (or failed) and shown with its widgets: the
        progress bar moves until then."""
        return (self.reviewer is None or not self.reviewer.busy) and self.settling <= 0

    def update(self, dt: float) -> None:
        reviewer = self.reviewer
        self.settling -= 1
        if reviewer is None:
            return
        if reviewer.poll():
            self.settling = 3  # new widgets came with no input: the frames after show them
            if reviewer.problem is not None and reviewer.review is not None:
                self.ctx.notices.add(self.ctx.tr(reviewer.problem[0],
                                                 reason=reviewer.problem[1]), warning=True)
            self.relayout()
        elif reviewer.busy and reviewer.progress != self.shown_progress:
            self.shown_progress = reviewer.progress
            self.backdrop = self.compose_backdrop()

    # --- actions --------------------------------------------------------------------------------

    def cancel(self) -> None:
        if self.reviewer is not None:
            self.reviewer.cancel()
        self.ctx.notices.add(self.ctx.tr("review.cancelled"))
        self.ctx.stack.pop()

    def show_seat(self, seat: int) -> None:
        self.seat, self.page = seat, 0
        self.relayout()

    def toggle_method(self) -> None:
        """The side panel: the summary in plain words, or how the estimates are made."""
        self.side_method = not self.side_method
        self.relayout()

    def toggle_banner(self) -> None:
        """The side panel: what the estimates rest on, or (Pook) the Banner curve."""
        self.side_banner = not self.side_banner
        self.relayout()

    def turn_page(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self.relayout()

    def better_note(self, decision: Decision) -> str:
        """What Show says at the table: the better move, in the review's words."""
        tr = self.ctx.tr
        move = words.move_words(tr, self.game, "instead", decision.words_best, self.names,
                                self.ctx.palette.power_words)
        return str(tr("review.show_better", move=move))

    def show_better(self, decision: Decision) -> None:
        """Show: the replay at the decision with the better move drawn (named from now on)."""
        self.revealed.add(decision.index)
        self.show(decision.index, decision.seat, decision.best, self.better_note(decision))

    def retry(self, decision: Decision) -> None:
        """The table at that decision, its hidden cards dealt again from the seat's view; the
        choice made there is judged on the retry screen (:mod:`scenes.shell.retry`)."""
        self.ctx.nav.open("retry", RetryPayload(self.saved, decision))

    def train(self) -> None:
        """RÖK: timed drills on a still cloth (:mod:`scenes.shell.drill`), for the person whose
        review is shown (their times tune the Matched bot to them)."""
        seats = self.reviewer.seats if self.reviewer is not None else ()
        self.ctx.nav.open("drill", self.names[self.seat] if self.seat in seats else None)

    def play_on(self, decision: Decision) -> None:
        """A practice game from that decision against bots, redealt from the seat's view."""
        play_on(self.ctx, self.saved, decision.index, decision.seat, decision.index + 1)

    def show(self, index: int, seat: int, better: str = "", note: str = "") -> None:
        """The replay at position ``index``, at the table, as ``seat`` saw it then, with the
        ``better`` move found there drawn on it and ``note`` saying it."""
        saved = self.saved
        try:
            replay = Replay.of(saved.record)
        except InvalidRecord as exc:
            self.ctx.notices.add(str(exc), warning=True)
            return
        self.ctx.nav.table(saved.record.game,
                           WatchPayload(saved, replay, index, seat, better, note))
