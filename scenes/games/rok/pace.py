"""RÖK at a human pace: every throw is announced, and hot-seat players each say they are done.

- **The count.** Before any throw that a human will grab from — their own signal or a
  bot's — the table counts 3-2-1 (``COUNT_STEP`` each) beside the cloth, so nobody is
  caught looking away when the runes land. With the setting "RÖK: wait for Space to
  throw", a bot's throw first waits until a human presses Space. Bots among themselves
  throw at once: nobody watches.
- **Done, together (R13).** With several humans at the laptop, grabbing ends by everyone's
  agreement: each presses their own done key (their seat's number, shown on their name
  plate) or clicks their own plate; pressing it again takes it back. Enter alone ends
  nothing.
- **Bot speed.** "Slow" doubles the moments bots take (signal, slide, order) and the
  check's steps; "normal" and "fast" keep the table's own pace.

A part :class:`scenes.games.rok.scene.RokScene` holds as ``pace``: it wraps the scene's
painter's status, plates, drawing and regions (:mod:`scenes.games.rok.paint`) with what it
adds.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.net.gestures import COUNT_FROM, COUNT_STEP
from scenes.games.rok import layout as geo
from scenes.games.rok.moments import KEYS
from scenes.kit.names import TABLE_NAME_WIDTH, bot_words
from scenes.kit.regions import Region
from scenes.kit.textlayout import ellipsize
from scenes.kit.textsize import scaled_size
from scenes.table.yours import marked_name, own_seat

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable
    from scenes.games.rok.tableau import Tableau
    from scenes.kit.safetext import GuardedFont

DONE_KEYS = ("1", "2", "3", "4", "5")  # each hot-seat human's "I am done grabbing" key
TALL_PLATE = (150, 72)  # hot-seat plates: name, hoard, and the player's keys
PLATE_ROOM = 74  # a plate's height at most: above and below the table, clear of its runes
PLATE_WIDEST = 168  # and its width (a side seat's, between the edge and its Balance rune)
SLOW = 2.0  # "slow" bot speed: this many times the table's own pace


class RokPace:
    """What the count and the hot-seat agreement add to the RÖK scene (see the module)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.count_left: float | None = None  # seconds of the count left (None: not counting)
        self.count_face: tuple[str, pygame.Surface | None] = ("", None)

    @property
    def hot_seat(self) -> bool:
        table = self.table
        return table.session is not None and len(table.session.humans) > 1

    @property
    def third_line(self) -> bool:
        """The plates have a third line: a hot seat's keys, a bot's level ("Bot · Hard")."""
        table = self.table
        return self.hot_seat or (table.session is not None and any(
            self.bot_words(seat) for seat in range(len(table.seats))))

    def bot_words(self, seat: int) -> str | None:
        """What a bot's plate says of it (a laptop's seat is a person's: nothing)."""
        table = self.table
        if table.session is None or not table.session.is_bot(seat) or table.netplay.elsewhere(seat):
            return None
        return bot_words(table.ctx.tr, table.seats[seat])

    @property
    def slow_factor(self) -> float:
        return SLOW if self.table.ctx.settings.bot_speed == "slow" else 1.0

    def plate_size(self) -> tuple[int, int]:
        """A seat's plate: its name, its hoard and (hot seat) its keys, each line at the
        text size (the plate as tall as they are, and as wide as a hoard's line with its
        tick: 24 units)."""
        width, height = TALL_PLATE if self.third_line else geo.PLATE_SIZE
        fonts = self.plate_fonts()
        seats = len(self.table.seats) if self.table.session is not None else 0
        bots = [self.bot_words(seat) for seat in range(seats)]
        width = max([width] + [fonts[-1].size(words)[0] + 16 for words in bots if words])
        if self.table.ctx.settings.text_scale == 100:
            return width, height
        widest = self.hoard_width(fonts[1])
        return max(width, widest + 40), max(height, self.plate_lines()[-1] + 3)

    def plate_widths(self) -> tuple[int, ...]:
        """Each seat's plate as wide as its name needs in the plate's font — this screen's
        own with its mark, "(you)" — up to the table's name cap grown with the text
        (:data:`scenes.kit.names.TABLE_NAME_WIDTH`, past which the table already cut a
        freak name) and the mark: a long real name is drawn whole. The layout gives the side
        seats' wider plates their room (``Geometry.side_room``)."""
        table = self.table
        if table.session is None:
            return ()
        font = self.plate_fonts()[0]
        cap = TABLE_NAME_WIDTH * table.ctx.settings.text_scale // 100
        own = own_seat(table)
        mark = font.size(str(table.ctx.tr("table.you", name="")))[0]
        return tuple(min(font.size(marked_name(table, seat))[0],
                         cap + (mark if seat == own else 0)) + 16
                     for seat in range(len(table.seats)))

    def hoard_width(self, font: GuardedFont) -> int:
        """The widest a plate's hoard line is in ``font`` (with a hot seat's key)."""
        tr = self.table.ctx.tr
        return font.size(f"[M]  {tr('rok.hoard', n=88)}")[0]

    def plate_fonts(self, bold_keys: bool = False) -> list[GuardedFont]:
        """The fonts of a plate's lines: the text size's, unless the plate would be taller
        than :data:`PLATE_ROOM` or wider than :data:`PLATE_WIDEST` (the room the round
        table leaves at its rim, clear of the runes there: at 150 % text the hoard's line
        is too wide, and a hot seat's three lines too tall), then the largest that fit,
        never below 100 %."""
        table = self.table
        designed = [(17, True), (15, False), (14, bold_keys)][:3 if self.third_line else 2]
        assets, percent = table.ctx.assets, table.ctx.settings.text_scale
        sizes = [scaled_size(size, percent) for size, _ in designed]
        while True:
            fonts = [assets.font(size, bold, fixed=True)
                     for size, (_, bold) in zip(sizes, designed, strict=True)]
            tall = 4 + sum(font.get_height() for font in fonts) + 3
            wide = self.hoard_width(fonts[1]) + 40
            shrinkable = [i for i, size in enumerate(sizes) if size > designed[i][0]]
            if (tall <= PLATE_ROOM and wide <= PLATE_WIDEST) or not shrinkable:
                return fonts
            if wide > PLATE_WIDEST and 1 in shrinkable:
                sizes[1] -= 1  # the hoard's line, first
                continue
            biggest = max(shrinkable, key=lambda i: sizes[i] - designed[i][0])
            sizes[biggest] -= 1

    def plate_lines(self) -> list[int]:
        """Where each line of a seat's plate starts (from its top), and where the next would:
        4, 28 and 49 at 100 %."""
        tops = [4]
        for font, least in zip(self.plate_fonts(), (24, 21, 20), strict=False):
            tops.append(tops[-1] + max(least, font.get_height()))
        return tops

    # --- the count before a throw ----------------------------------------------------------------

    @property
    def counting(self) -> bool:
        return self.count_left is not None

    @property
    def awaiting_space(self) -> bool:
        """A bot's throw waits for a human's Space (the setting, in a game with humans)."""
        table = self.table
        session = table.session
        return (session is not None and bool(session.humans) and table.ctx.settings.throw_wait
                and table.view.get("phase") == "throw" and session.is_bot(table.view["first"])
                and not table.netplay.elsewhere(table.view["first"])
                and not self.counting and table.live is None and not table.stepping
                and not session.is_terminal())

    def announce_throw(self) -> None:
        """The throw is signalled: count 3-2-1 first when a human will grab from it. At a
        networked table every screen counts it, told as the count begins (a laptop tells the
        host at once and counts with everyone: :mod:`scenes.games.rok.mirroring`)."""
        table = self.table
        assert table.session is not None
        if table.netplay.joined:
            table.start_throw()
        elif table.session.humans or table.net is not None:
            self.count_left = COUNT_FROM * COUNT_STEP
            table.ctx.audio.play("click")
            table.sync_buttons()
            self.show_count()
            table.netplay.foretell_throw()
        else:
            table.start_throw()

    def update_count(self, dt: float) -> None:
        table = self.table
        assert self.count_left is not None
        number = self.count_number()
        self.count_left -= dt
        if self.count_left <= 0:
            self.count_left = None
            table.start_throw()
        elif self.count_number() != number:
            table.ctx.audio.play("click")
        self.show_count()

    def count_number(self) -> int:
        return max(1, math.ceil((self.count_left or 0.0) / COUNT_STEP - 1e-9))

    # --- done, together ------------------------------------------------------------------------

    def seat_done(self, seat: int) -> None:
        """A hot-seat human says they are done grabbing (again: they take it back)."""
        table = self.table
        assert table.session is not None
        if not (table.grabs.grabbing and seat in table.session.humans):
            return
        assert table.round is not None  # (grabbing)
        done = table.round.done
        done.symmetric_difference_update({seat})
        if table.net is not None:
            table.netplay.net_done(seat, seat in done)
        if table.round.holder() == seat:
            table.round.window = None
        table.static_dirty = True
        table.ctx.audio.play("click")

    def remind_done_keys(self) -> None:
        """Enter at a hot seat: each player says "done" with their own key or plate."""
        table = self.table
        assert table.session is not None
        keys = ", ".join(f"{table.name(s)}: {DONE_KEYS[s]}" for s in table.session.humans)
        table.ctx.notices.add(table.ctx.tr("pace.rok.done_each", keys=keys), sticky=True)

    def pace_input(self, event: pygame.event.Event) -> bool:
        """Space for a bot's waiting throw; at a hot seat, each player's done key or plate."""
        table = self.table
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.awaiting_space:
            self.announce_throw()
            return True
        if not (self.hot_seat and table.grabs.grabbing):
            return False
        assert table.session is not None  # (hot_seat)
        if event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key).strip("[]")
            if name in DONE_KEYS and DONE_KEYS.index(name) in table.session.humans:
                self.seat_done(DONE_KEYS.index(name))
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat in table.session.humans:
                if table.places.plate(seat).collidepoint(event.pos):
                    self.seat_done(seat)
                    return True
        return False

    # --- words and drawing ----------------------------------------------------------------------

    def status_text(self) -> str:
        table = self.table
        if table.coaching.holds:
            return str(table.ctx.tr("learn.read_on"))
        net = table.net.status(table.ctx.tr, table.names) if table.net is not None else None
        if net and not (self.counting or table.live is not None or table.stepping):
            return net  # (a spectator; a laptop away; the host gone)
        if self.counting:
            return str(table.ctx.tr("pace.rok.status.counting"))
        if self.awaiting_space:
            return str(table.ctx.tr("pace.rok.status.wait_space",
                                   name=table.name(table.view["first"])))
        if self.hot_seat and table.grabs.grabbing and table.view.get("phase") == "grab" \
                and table.round is not None and table.round.holder() is None:
            return str(table.status_line.words("pace.rok.status.grab_many"))
        return table.painter.status_text()

    def update_status(self) -> None:
        self.table.painter.update_status()  # (its status panel and countdown, not the shared line)
        self.show_count()

    def show_count(self) -> None:
        """Render the count's plate when what it says changes (never in ``draw``)."""
        tr = self.table.ctx.tr
        if self.counting:
            text = f"{tr('pace.rok.count')}|{self.count_number()}"
        elif self.awaiting_space:
            text = f"{tr('pace.rok.ready')}|{tr('pace.rok.space')}"
        else:
            text = ""
        if text != self.count_face[0]:
            self.count_face = (text, self.render_count(*text.split("|")) if text else None)

    def render_count(self, title: str, big: str) -> pygame.Surface:
        table = self.table
        palette, assets = table.ctx.palette, table.ctx.assets
        plate = pygame.Surface(self.table.places.count_rect.size, pygame.SRCALPHA)
        box = plate.get_rect()
        pygame.draw.rect(plate, (*palette.panel, 235), box, border_radius=14)
        pygame.draw.rect(plate, palette.accent, box, 3, border_radius=14)
        font = assets.font(18, bold=True)
        head = font.render(ellipsize(title, font, box.width - 20), True, palette.ink)
        plate.blit(head, head.get_rect(midtop=(box.centerx, 8)))
        size = 54 if big.isdigit() else 34
        number = assets.font(size, bold=True).render(big, True, palette.accent)
        plate.blit(number, number.get_rect(center=(box.centerx, box.centery + 14)))
        return plate

    def draw_count(self, surface: pygame.Surface) -> None:
        """The count's plate, over the painter's table (the scene draws it after)."""
        if self.count_face[1] is not None and (self.counting or self.awaiting_space):
            surface.blit(self.count_face[1], self.table.places.count_rect)

    def draw_seat(self, surface: pygame.Surface, seat: int, shown: Tableau) -> None:
        """The painter's plate; a third line: a bot's level, or at a hot seat the player's
        keys (or that they are done grabbing)."""
        table = self.table
        table.painter.draw_seat(surface, seat, shown)
        plate, palette, tr = table.places.plate(seat), table.ctx.palette, table.ctx.tr
        bot = self.bot_words(seat)
        if bot:
            font = self.plate_fonts()[2]
            line = font.render(ellipsize(bot, font, plate.width - 16), True, palette.muted)
            table.drawn.mark("text", f"bot:{seat}", surface.blit(
                line, (plate.x + 8, plate.y + self.plate_lines()[2])))
        if not self.hot_seat or table.session is None or seat not in table.session.humans:
            return
        done = table.round is not None and seat in table.round.done and table.grabs.grabbing
        text = tr("pace.rok.plate_done") if done else tr(
            "pace.rok.plate_keys", grab=KEYS[seat].upper(), done=DONE_KEYS[seat])
        font = self.plate_fonts(bold_keys=done)[2]  # the plate's third line
        line = font.render(ellipsize(text, font, plate.width - 16), True,
                           palette.accent if done else palette.muted)
        table.drawn.mark("text", f"keys:{seat}", surface.blit(line, (plate.x + 8,
                                                              plate.y + self.plate_lines()[2])))
        if done:
            pygame.draw.rect(surface, palette.accent, plate, 3, border_radius=10)

    def regions(self) -> list[Region]:
        """The count's plate (the scene adds it to the table's regions)."""
        found: list[Region] = []
        if self.count_face[1] is not None and (self.counting or self.awaiting_space):
            box = self.table.places.count_rect
            found.append(Region("text", "throw_count", (box.x, box.y, box.w, box.h)))
        return found
