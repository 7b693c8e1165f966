"""Drawing the RÖK table: the cloth and the seats' edges, the stones, the live table,
slides, the countdown, captions, the magnifier and the buzzer's ring.

A part :class:`scenes.games.rok.scene.RokScene` holds as ``painter`` (the shared table's
painter): it reads the scene's view, board and live table and changes nothing (``draw``
never does); the status texts it renders are made in ``update``. A seat's edge and the
status line are the scene's to ask for (``draw_seat``, ``status_text``): the count's pace
adds to them (:mod:`scenes.games.rok.pace`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import Event
from game.rok.components import distance
from game.rok.table import Table
from scenes.games.rok import layout as geo
from scenes.games.rok.moments import GRAB_SECONDS, KEYS, MAX_PULL, MIN_PULL
from scenes.games.rok.tableau import CLOTH, CLOTH_DOWN, Tableau
from scenes.kit.notices import GAP as NOTICE_GAP
from scenes.kit.pieces.rok_words import rune_name, slide_result
from scenes.kit.regions import Region
from scenes.kit.signs import row, sign
from scenes.kit.textlayout import rule_tag, whole_lines
from scenes.table.yours import plate_name

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable
    from scenes.table.board import Piece


@dataclass(frozen=True)
class Look:
    """How a stone is drawn while it glides: radius and angle, from → to."""

    r0: float
    r1: float
    a0: float
    a1: float



class RokPainter:
    """The drawing half of the RÖK scene (see the module docstring)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.zoomed_cloth: tuple[int, pygame.Surface] | None = None  # (its radius, its picture)

    def render_caption(self, event: Event) -> pygame.Surface | None:
        table = self.table
        line = table.line(event)
        if not line:
            return None
        palette, assets = table.ctx.palette, table.ctx.assets
        rule = event.data.get("rule", "")
        line = line.strip().strip("—").strip()  # the log's "— Throw 3 … —" needs no dashes here
        text = assets.font(20, bold=True).render(line[:1].upper() + line[1:], True, palette.ink,
                                                 wraplength=table.places.caption_wrap)
        tag = rule_tag(rule, assets.font(15, bold=True), palette.accent, palette.background)
        box = pygame.Rect(0, 0, text.get_width() + tag.get_width() + 38, text.get_height() + 20)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*palette.panel, 230), box, border_radius=12)
        colour = table.seat_colour(event.seat) if event.seat is not None else palette.accent
        pygame.draw.rect(plate, colour, box, 2, border_radius=12)
        badge = plate.blit(tag, tag.get_rect(midleft=(12, box.height // 2)))
        plate.blit(text, (badge.right + 12, 10))
        return plate.convert_alpha() if pygame.display.get_surface() else plate

    def caption_rect(self) -> pygame.Rect | None:
        """Where the check's caption goes: over the upper table, between the side seats'
        Balance runes; a notice shares that cloth, so the caption steps down below it."""
        table = self.table
        if table.caption is None:
            return None
        places = table.places
        box = table.caption.get_rect(center=(round(places.centre[0]), places.caption_y))
        area = table.notice_area()
        if area is not None:
            for _, _, notice in table.ctx.notices.plates(table.ctx.assets, table.ctx.palette, area,
                                                        table.ctx.canvas):
                if box.colliderect(notice):  # the plates stack downwards: step below each
                    box.top = notice.bottom + NOTICE_GAP
        return box

    def update_status(self) -> None:
        """The status panel and the countdown, rendered only when their text changes."""
        table = self.table
        text = table.status_text()
        if text != table.status_plate[0]:
            plate = None
            if text:
                palette = table.ctx.palette
                font, lines = self.status_lines(text)
                height = len(lines) * font.get_linesize() + 16
                width = table.places.status_rect(table.ctx.settings.text_scale).width
                plate = pygame.Surface((width, height), pygame.SRCALPHA)
                box = plate.get_rect()
                pygame.draw.rect(plate, (*palette.panel, 225), box, border_radius=10)
                pygame.draw.rect(plate, palette.panel_edge, box, 1, border_radius=10)
                for i, line in enumerate(lines):
                    plate.blit(font.render(line, True, palette.accent),
                               (12, 8 + i * font.get_linesize()))
            table.status_plate = (text, plate)
        left = ""
        if (table.round and table.view.get("phase") == "grab" and not table.stepping
                and not table.coaching.scripted):  # a lesson's scripted grabs run no clock
            left = table.ctx.tr("rok.countdown", n=max(0, math.ceil(table.round.deadline
                                                                  - table.round.clock)))
        if left != table.countdown[0]:
            surface = table.ctx.assets.font(22, bold=True).render(left, True,
                                                                 table.ctx.palette.ink)
            table.countdown = (left, surface if left else None)

    def status_lines(self, text: str) -> tuple[pygame.font.Font, list[str]]:
        """What to do now, every word, in the largest size from the text size down to 100 %
        that fits its corner (grown with the text size); else taller."""
        table = self.table
        room = table.places.status_rect(table.ctx.settings.text_scale)
        return whole_lines(text, table.ctx.assets.down_to_designed(18, bold=True),
                           room.width - 24, room.height - 16)

    def status_text(self) -> str:
        table = self.table
        tr, session = table.ctx.tr, table.session
        if table.watch is not None:
            return table.watch.status()
        if table.lookback.look is not None:
            return table.lookback.status()
        if session is None or not table.view or table.view.get("phase") == "over":
            return ""  # (the view shown: a laptop's newest may be over while its last slide
            # still slides here)
        if table.stepping:
            return tr("rok.status.check")
        phase = table.view["phase"]
        current = table.view["current_player"]
        name = table.name(current) if current is not None else ""
        if table.live is not None or table.mirroring.playing:  # (made here, or elsewhere)
            if table.live_kind == "throw":
                return tr("rok.status.flying")
            return tr(self.addressed("sliding", table.live_seat, "sliding"),
                      name=table.name(table.live_seat))
        if phase == "throw":
            return tr(self.addressed("throw", current), name=name)
        if phase == "grab":
            if table.netplay.all_done:  # (a networked table: the host's race ends grabbing)
                return tr("net.table.rok_done")
            humans = session.humans
            if not humans:
                return tr("rok.status.grab_watch")
            if len(humans) == 1:
                return table.status_line.words("rok.status.grab_one")
            holder = table.round.holder() if table.round else None
            if holder is not None:
                return table.status_line.words("rok.status.grab_window", name=table.name(holder))
            return table.status_line.words("rok.status.grab_many")
        if phase == "slide":
            contest = table.view["contest"] or {}
            why = tr("rok.status.why_tie" if contest.get("purpose") == "tie"
                     else "rok.status.why_order")
            if table.slide_hold > 0:
                return why
            return f"{why} {table.status_line.words(self.addressed('slide', current), name=name)}"
        if phase == "order":
            return tr(self.addressed("order", current), name=name)
        return ""

    def addressed(self, moment: str, seat: int | None, others: str = "") -> str:
        """The status key for ``moment``: "you" to the only human when it is theirs, their
        name when several humans share the table, and the ``_wait`` form (or ``others``)
        while someone else acts."""
        table = self.table
        session = table.session
        assert session is not None  # (asked by status_text, for a game under way)
        if seat is not None and not session.is_bot(seat) and (
                table.my_turn or moment == "sliding"):
            if len(session.humans) == 1:
                return f"rok.status.{moment}_you"
            if not others:
                return f"rok.status.{moment}_name"
        return f"rok.status.{others or moment + '_wait'}"

    # --- layout checks --------------------------------------------------------------------------

    def piece_box(self, piece: Piece) -> pygame.Rect:
        radius = round(self.table.look_now(piece.key)[0])
        return pygame.Rect(round(piece.centre[0]) - radius, round(piece.centre[1]) - radius,
                           2 * radius, 2 * radius)

    def regions(self) -> list[Region]:
        """The painter's regions (TableScene adds them to the table's): the status panel,
        the countdown and the order of thefts."""
        table = self.table
        found: list[Region] = []
        plate = table.status_plate[1]
        if plate is not None:
            rect = plate.get_rect(bottomleft=table.places.status_rect().bottomleft)
            found.append(Region("text", "status", (rect.x, rect.y, rect.w, rect.h)))
        if table.round and table.grabs.grabbing and table.countdown[1] is not None:
            rect = self.countdown_box(table.countdown[1])
            found.append(Region("text", "countdown", (rect.x, rect.y, rect.w, rect.h)))
        return found + table.ordering.order_regions()

    def draw_static(self, surface: pygame.Surface) -> None:
        table = self.table
        palette, assets = table.ctx.palette, table.ctx.assets
        places = table.places
        self.draw_cloth(surface)
        shown = table.shown or Tableau.from_view(table.view)
        for seat in range(table.view["players"]):
            table.pace.draw_seat(surface, seat, shown)  # (the pace adds a hot seat's keys)
        bag = table.places.bag(shown.first)
        emblem = assets.emblem("bourse", places.size(geo.BAG), palette)
        surface.blit(emblem, emblem.get_rect(center=bag))
        count = assets.font(14, bold=True).render(str(shown.bag), True, palette.background)
        badge = count.get_rect(center=(round(bag[0]) + places.size(14),
                                       round(bag[1]) + places.size(12))).inflate(8, 2)
        pygame.draw.rect(surface, palette.ink, badge, border_radius=7)
        surface.blit(count, count.get_rect(center=badge.center))

    def draw_cloth(self, surface: pygame.Surface) -> None:
        """The cloth and the Destiny rune, as large as the player's zoom shows them, kept in
        the play area (a zoomed cloth is drawn at its size, not kept: one at a time)."""
        table = self.table
        places = table.places
        radius = round(places.table_px * places.factor)
        if places.factor == 1.0:
            cloth = table.art.table(radius)
        else:
            if self.zoomed_cloth is None or self.zoomed_cloth[0] != radius:
                self.zoomed_cloth = (radius, table.art.table(radius, keep=False))
            cloth = self.zoomed_cloth[1]
        clip = surface.get_clip()
        surface.set_clip(places.play_area.clip(clip))
        surface.blit(cloth, cloth.get_rect(center=places.middle))
        destiny = table.art.stone("D", places.stone + 1)
        surface.blit(destiny, destiny.get_rect(center=places.middle))
        surface.set_clip(clip)

    def draw_seat(self, surface: pygame.Surface, seat: int, shown: Tableau) -> None:
        """A seat's edge: its name plate (buzzer key, done), Balance mat and hoard count."""
        table = self.table
        assert table.session is not None
        palette, tr = table.ctx.palette, table.ctx.tr
        colour = table.seat_colour(seat)
        mat = table.places.balance(seat)
        pygame.draw.circle(surface, colour, (round(mat[0]), round(mat[1])),
                           table.places.balance_stone + 5, 3)
        plate = table.places.plate(seat)
        holder = table.round.holder() if table.round and table.grabs.grabbing else None
        pygame.draw.rect(surface, palette.panel, plate, border_radius=10)
        table.drawn.mark("plate", f"plate:{seat}", plate)
        pygame.draw.rect(surface, colour, plate, 4 if holder == seat else 2, border_radius=10)
        font, small = table.pace.plate_fonts()[:2]  # the plate grows with its lines (pace.py)
        name = plate_name(table, seat, font, plate.width - 16)  # (this screen's: marked)
        table.drawn.mark("text", f"name:{seat}", surface.blit(font.render(name, True, colour),
                                                         (plate.x + 8, plate.y + 4)))
        bits = [tr("rok.hoard", n=len(shown.hoards[seat]))]  # (a bot's level: pace.py)
        if table.pace.bot_words(seat) is None and len(table.session.humans) > 1:
            bits.insert(0, f"[{KEYS[seat].upper()}]")
        parts = [small.render("  ".join(bits), True, palette.ink)]
        if table.round and seat in table.round.done and table.grabs.grabbing:  # done: a tick
            parts.append(sign("tick", 16, palette.ink, 0.16))
        line = row(parts, 8)
        table.drawn.mark("text", f"hoard:{seat}", surface.blit(
            line, (plate.x + 8, plate.y + table.pace.plate_lines()[1])))

    def draw_table(self, surface: pygame.Surface) -> None:
        table = self.table
        if not table.view:
            return
        self.draw_countdown(surface)
        live = table.live
        throwing = live is not None and table.live_kind == "throw"
        hidden = {f"rune:{r}" for r in live.bodies} if live and throwing else set()
        aside = table.view["phase"] in ("slide", "order") or (live and table.live_kind == "slide")
        clip = surface.get_clip()  # (a zoomed cloth's runes stay in the play area)
        surface.set_clip(table.places.play_area.clip(clip))
        for piece in table.board.in_order():
            if piece.key in hidden:
                continue
            radius, angle = table.look_now(piece.key)
            on_cloth = piece.layer in (CLOTH, CLOTH_DOWN)  # on the table, not at a seat's edge
            image = table.art.stone(piece.face, round(radius), angle, bool(aside and on_cloth))
            surface.blit(image, image.get_rect(center=(round(piece.centre[0]),
                                                       round(piece.centre[1]))))
        if live is not None and (not table.ctx.settings.reduced_motion or (
                table.mirroring.playing and table.mirroring.rested)):
            self.draw_live(surface, live)  # (reduced motion: only at rest — a throw made
            # elsewhere waits for the host's move there, its stones shown where they rest)
        self.draw_slides(surface)
        surface.set_clip(clip)
        table.ordering.draw_order_arrows(surface)
        table.ordering.draw_orders(surface)
        caption = self.caption_rect()
        if caption is not None:
            assert table.caption is not None
            surface.blit(table.caption, caption)
        plate = table.status_plate[1]
        if plate is not None:
            surface.blit(plate, plate.get_rect(bottomleft=table.places.status_rect().bottomleft))
        self.draw_lens(surface)
        self.draw_buzzer(surface)

    def draw_live(self, surface: pygame.Surface, live: Table) -> None:
        table = self.table
        for rune, body in live.runes().items():
            if table.live_kind == "slide":
                face: str | None = f"seat:{table.live_seat}"
            else:  # (a throw made elsewhere: its hands' and face-down runes are labels)
                face = rune if body.up and rune[0] not in "#?" else None
            lifted = rune in live.tumbling  # a rune still flying and tumbling looks raised
            image = table.art.stone(face, table.places.stone + (3 if lifted else 0), body.angle)
            x, y = table.places.to_screen(body.x, body.y)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
            if table.live_kind == "slide":
                self.draw_distance(surface, (body.x, body.y), rune in live.touched, False)

    def draw_distance(self, surface: pygame.Surface, stop: tuple[float, float],
                      touched: bool, off: bool, result: object = None) -> None:
        """A slid stone's distance to the Destiny rune (R24), or its foul."""
        table = self.table
        palette, tr = table.ctx.palette, table.ctx.tr
        if touched or off:
            text, colour = tr("rok.slide.touch" if touched else "rok.slide.off"), palette.danger
        else:
            shown = result if isinstance(result, float) else distance(*stop)
            text, colour = slide_result(tr, shown), palette.ink
        places = table.places
        x, y = places.to_screen(*stop)
        if touched:
            pygame.draw.circle(surface, palette.danger, places.middle, places.stone + 6, 3)
        label = table.ctx.assets.font(16, bold=True).render(text, True, colour)
        box = label.get_rect(midbottom=(round(x), round(y) - places.stone - 4)).inflate(10, 4)
        box.clamp_ip(places.play_area)
        pygame.draw.rect(surface, palette.panel, box, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))

    def draw_slides(self, surface: pygame.Surface) -> None:
        """Slid stones where they stopped, waiting sliders' stones, and the pull being made."""
        table = self.table
        for seat, mark in table.marks.items():
            x, y = table.places.to_screen(*mark.stop)
            if mark.result != "off":
                image = table.art.stone(f"seat:{seat}", table.places.stone)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
            self.draw_distance(surface, mark.stop, mark.result == "touch", mark.result == "off",
                               mark.result)
        if table.view["phase"] != "slide" or table.live is not None or table.slide_hold > 0:
            return
        contest = table.view["contest"] or {}
        current = table.view["current_player"]
        for seat in contest.get("sliders", []):
            if seat in table.marks and seat != current:
                continue
            start = table.sliding.slide_start_px(seat)
            if table.pull and table.pull[0] == seat:
                self.draw_pull(surface, seat, start)
                continue
            image = table.art.stone(f"seat:{seat}", table.places.stone)
            surface.blit(image, image.get_rect(center=(round(start[0]), round(start[1]))))
            if seat == current and table.my_turn:
                pygame.draw.circle(surface, table.ctx.palette.glow,
                                   (round(start[0]), round(start[1])), table.places.stone + 5, 2)

    def draw_pull(self, surface: pygame.Surface, seat: int, start: tuple[float, float]) -> None:
        table = self.table
        assert table.pull is not None
        palette = table.ctx.palette
        dx, dy = table.sliding.pull_vector(seat, table.pull[1])
        length = math.hypot(dx, dy)
        factor = table.places.factor  # (the pull is read on the zoomed cloth)
        held = (round(start[0] + dx), round(start[1] + dy))
        pygame.draw.line(surface, palette.muted, (round(start[0]), round(start[1])), held, 2)
        if length >= MIN_PULL * factor:  # the way it will leave, and how hard (not where it stops)
            ux, uy = -dx / length, -dy / length
            tip = (start[0] + ux * (30 + length), start[1] + uy * (30 + length))
            pygame.draw.line(surface, palette.glow, start, tip, 3)
            side = (-uy * 7, ux * 7)
            pygame.draw.polygon(surface, palette.glow, [
                (tip[0] + ux * 12, tip[1] + uy * 12), (tip[0] + side[0], tip[1] + side[1]),
                (tip[0] - side[0], tip[1] - side[1])])
            gauge = pygame.Rect(0, 0, 64, 10)  # beside the start, on the cloth
            gauge.center = (round(start[0] - uy * 62), round(start[1] + ux * 62))
            gauge.clamp_ip(table.places.play_area)
            pygame.draw.rect(surface, palette.panel, gauge.inflate(4, 4), border_radius=4)
            filled = gauge.copy()
            filled.width = round(gauge.width * min(1.0, length / (MAX_PULL * factor)))
            pygame.draw.rect(surface, palette.accent, filled, border_radius=3)
        image = table.art.stone(f"seat:{seat}", table.places.stone)
        surface.blit(image, image.get_rect(center=held))

    def draw_countdown(self, surface: pygame.Surface) -> None:
        table = self.table
        if not (table.round and table.grabs.grabbing and table.countdown[1] is not None):
            return
        palette = table.ctx.palette
        span = table.netplay.net_grab_seconds if table.net is not None else GRAB_SECONDS
        share = max(0.0, (table.round.deadline - table.round.clock) / span)
        ring = table.places.cloth_size(96)  # (around the Destiny rune)
        box = pygame.Rect(0, 0, ring, ring)
        box.center = (round(table.places.middle[0]), round(table.places.middle[1]))
        if share > 0:
            pygame.draw.arc(surface, palette.accent, box, math.pi / 2,
                            math.pi / 2 + 2 * math.pi * min(1.0, share), 4)
        text = table.countdown[1]
        surface.blit(text, self.countdown_box(text))

    def countdown_box(self, text: pygame.Surface) -> pygame.Rect:
        """Over the Throw / Done button, kept left of the log's column (larger text)."""
        places = self.table.places
        box = text.get_rect(center=places.countdown_at)
        box.right = min(box.right, places.button_rect.right)
        return box

    def draw_lens(self, surface: pygame.Surface) -> None:
        """The stone under the pointer, large and upright, with its name."""
        table = self.table
        if table.live is not None or table.pull is not None:
            return
        key = table.gesturing.stone_at(table.mouse)
        if key is None:
            return
        piece = table.board.pieces[key]
        tr, palette = table.ctx.tr, table.ctx.palette
        text = rune_name(tr, piece.face) if piece.face else tr("rok.face_down")
        image = table.art.stone(piece.face, table.places.lens)
        label = table.ctx.assets.font(17, bold=True).render(text[:1].upper() + text[1:], True,
                                                           palette.ink)
        box = pygame.Rect(0, 0, max(image.get_width(), label.get_width()) + 20,
                          image.get_height() + label.get_height() + 18)
        box.bottomleft = (table.mouse[0] + 24, table.mouse[1] - 16)
        box.clamp_ip(table.places.play_area)
        pygame.draw.rect(surface, palette.panel, box, border_radius=10)
        pygame.draw.rect(surface, palette.accent, box, 1, border_radius=10)
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 6)))
        surface.blit(label, label.get_rect(midbottom=(box.centerx, box.bottom - 6)))

    def draw_buzzer(self, surface: pygame.Surface) -> None:
        """The claim window's holder: a ring in their colour around the pointer."""
        table = self.table
        holder = table.round.holder() if table.round and table.grabs.grabbing else None
        if holder is None or table.session is None or len(table.session.humans) < 2:
            return
        pygame.draw.circle(surface, table.seat_colour(holder), table.mouse, 18, 4)
