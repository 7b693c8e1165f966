"""Host a table: the join code and this laptop's address, the seats filling up, then the game.

Opened from the setup screen when a seat is set to "Another laptop" (:class:`NetSetup`).
The host starts listening here (and only here: closing this screen, or the table it opens,
stops it), announces the table by DNS-SD off the frame thread (the other laptops' Join
screen lists it; a network that blocks multicast still has the address typed by hand), and
pumps the host's authority every frame. Once every open seat is taken — each laptop said
the join code — the table opens with the laptops' names, handing the running host over.
A watch code stands at the top of the seats' column: a friend who only watches types it on
the Join screen and presses Watch (the public view, every move as it is made; no seat); at a
relay the host holds its room too.

Friends on another network: the host may type a relay's address (``python -m
scenes.kit.net.relay`` run where everyone can reach it) and press "Host through it"; this
laptop then connects *out* to the relay's room of this join code (off the frame thread) and
also keeps listening at home. The friends type the relay's address and the same code on
their Join screen (``scenes/kit/net/address.py``: both name the room from the code).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.core import GameRecord
from game.games import load_game
from game.net.seats import LOCAL, REMOTE
from game.net.seats import Seat as NetSeat
from game.saves import BOT, HUMAN, Seat
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import HostedPayload, NetSetup
from scenes.frame.uiscene import UIScene
from scenes.kit.background import Background
from scenes.kit.dues import NETWORK_LOOK
from scenes.kit.net.address import Listen, host_url, parse_address
from scenes.kit.net.discovery import Announcer, lan_address
from scenes.kit.net.hosting import RELAY_CODE_LETTERS, HostRunner, codes, new_token, spoken
from scenes.kit.regions import Region
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import blit_lines, blit_whole, ellipsize, wrap

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

PORT = 8765  # the port tried first (an address easy to read aloud); any free one otherwise
DESIGN = (1280, 800)  # the screen's picture, centred in the canvas (the places below in it)
LEFT = 70
RIGHT_COLUMN = 700
SEAT_TOP = 200  # the seats' column (lower when the watch code above it takes more room)
WATCH_TOP = 112  # the watch code's heading, at the top of the seats' column
WATCH_RIGHT = DESIGN[0] - 40
STARTING_TOP = 600  # "everyone is seated"
SEAT_STEP = 70
SEATED_PAUSE = 1.0  # seconds "everyone is seated" shows before the table opens
RELAY_TOP = 520  # the relay's row (left column, under the explanation; lower at larger text)
EXPLAIN_TOP = 400
NAME_WIDTH = 460  # a seat's name, right of its number, to the canvas's right margin


class HostScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.net: NetSetup | None = None
        self.runner: HostRunner | None = None
        self.port = 0
        self.code = ""
        self.address = "127.0.0.1"
        self.problem: str | None = None
        self.announcing = Background("tablee-announce")
        self.announcer: Announcer | None = None
        self.seated_for = 0.0
        self.handed_over = False
        self.shown: tuple[Any, ...] = ()  # what the backdrop shows of the seats
        self.recomposed = False  # this frame's update drew the backdrop anew (still())
        self.relay_address = ""  # typed: a relay for friends on another network
        self.relay: str | None = None  # the relay's address once this table is hosted there
        self.relay_words: str | None = None  # where the relay stands, or why it failed
        self.relaying = Background("tablee-relay")  # (connecting blocks: off the frame)
        self.relay_url = ""

    def enter(self, payload: Any = None) -> None:
        assert isinstance(payload, NetSetup)
        self.net = payload
        setup = payload.setup
        seats = [NetSeat(seat.name, REMOTE if i in payload.open_seats else LOCAL,
                         seat.level if seat.kind == BOT else None, seat.handicap)
                 for i, seat in enumerate(setup.seats)]  # (a bot here is told as one)
        self.code, self.watch_code = codes()
        from game.net.host import HostTable  # (the protocol, loaded when a table is hosted)

        table = HostTable(load_game(setup.game),
                          GameRecord(setup.game, len(seats), setup.seed, dict(setup.options)),
                          seats, self.code, new_token, watch_code=self.watch_code)
        self.runner = HostRunner(table)
        listen = Listen.of(os.environ)  # (tests, soaks and drives: loopback only)
        try:
            try:
                self.port = self.runner.listen(listen.bind, PORT if listen.port is None
                                               else listen.port)
            except OSError:  # taken (another table, another program): any free port
                self.port = self.runner.listen(listen.bind, 0)
        except OSError as exc:
            self.problem = self.ctx.tr("net.host.cannot_listen", reason=str(exc))
            self.runner.stop()
            self.runner = None
        # the address the laptops type: the one it listens on, or (listening on every
        # interface) this machine's on the local network
        self.address = listen.bind if listen.bind != "0.0.0.0" else lan_address()
        if self.runner is not None:
            free = len(payload.open_seats)
            host = seats[next((i for i, s in enumerate(seats) if s.kind == LOCAL), 0)].name
            self.announcer = Announcer(host, setup.game, free, self.address, self.port)
            self.announcing.start(self.announcer.open, whose="announce a hosted table")
        super().enter(payload)

    def exit(self) -> None:
        self.stop_announcing()
        self.announcing.close()
        self.relaying.close()
        if self.runner is not None and not self.handed_over:
            self.runner.stop()
        super().exit()

    def stop_announcing(self) -> None:
        """Unannounce the table, off the frame thread (no multicast here: the announcement
        failed, and the typed address still works)."""
        if self.announcer is not None:
            announcer, self.announcer = self.announcer, None
            Background("tablee-announce-end").start(announcer.close, whose="end an announcement")

    @property
    def drive_facts(self) -> dict[str, object]:
        """What tools/drive_lan.py reads off this screen (as a player reads it aloud)."""
        return {"port": self.port, "code": self.code, "where": self.where, "relay": self.relay,
                "watch_code": self.watch_code}

    @property
    def where(self) -> str:
        """The address the other laptops type (the port only when it is not the usual one)."""
        return self.address if self.port == PORT else f"{self.address}:{self.port}"

    # --- widgets --------------------------------------------------------------------------------

    def design(self) -> pygame.Rect:
        """Where the screen's 1280×800 picture lies: centred in the canvas."""
        picture = pygame.Rect((0, 0), DESIGN)
        picture.center = self.ctx.canvas.center
        return picture

    def place(self, x: int, y: int, width: int, height: int) -> pygame.Rect:
        """A rectangle of the picture, in canvas units."""
        return pygame.Rect(x, y, width, height).move(self.design().topleft)

    def build_ui(self, root: UIContainer) -> None:
        bottom = DESIGN[1] - 100
        self.button(self.place(LEFT, bottom, 280, 54), self.ctx.tr("net.host.close"),
                    self.ctx.stack.pop, "#host_close")
        if self.runner is not None and self.relay is None:
            top = self.relay_top
            self.label(self.place(LEFT, top, RIGHT_COLUMN - LEFT - 40, 32),
                       self.ctx.tr("net.host.relay_label"), "@option_label")
            entry = TextField(self.place(LEFT, top + 36, 330, 48), self.ctx.ui,
                              container=self.root, object_id="#host_relay",
                              initial_text=self.relay_address)
            entry.set_text_length_limit(80)
            self.on_change(entry, self.set_relay_address)
            self.button(self.place(LEFT + 345, top + 36, 240, 48), self.ctx.tr("net.host.relay_go"),
                        self.host_through_relay, "#host_relay_go",
                        enabled=not self.relaying.busy)
        self.backdrop = self.compose()

    # --- friends far away: a relay ------------------------------------------------------------

    def set_relay_address(self, text: str) -> None:
        self.relay_address = text

    def host_through_relay(self) -> None:
        """Connect out to the relay typed (off the frame thread: it may take seconds)."""
        url = parse_address(self.relay_address)
        if url is None:
            self.relay_words = self.ctx.tr("net.error.address")
        elif self.runner is not None and not self.relaying.busy:
            if len(self.code) < RELAY_CODE_LETTERS:
                self.lengthen_codes()
            self.relay_url = url
            self.relaying.start(self.through_relay, url, whose="host through a relay")
            self.relay_words = self.ctx.tr("net.host.relay_busy")
        self.relayout()

    def lengthen_codes(self) -> None:
        """Codes the whole internet may knock at are longer (26^8): made here, before the
        relay's rooms are named after them; the short ones open nothing any more (laptops
        already seated keep their seats by their tokens)."""
        assert self.runner is not None
        self.code, self.watch_code = codes(RELAY_CODE_LETTERS)
        with self.runner.lock:
            self.runner.table.door.recode(self.code, self.watch_code)
        self.backdrop = self.compose()

    def through_relay(self, url: str) -> None:
        """(Off the frame thread.) The relay's rooms of the join code and of the watch code
        (a friend who watches names the room by the code they have)."""
        assert self.runner is not None
        self.runner.through_relay(host_url(url, self.code))
        self.runner.through_relay(host_url(url, self.watch_code))

    def follow_relay(self) -> bool:
        """The relay's answer, once it came (True: the screen changed)."""
        if self.relay_url == "" or not self.relaying.ready():
            return False
        try:
            self.relaying.result()
        except Exception as exc:  # unreachable, refused, no websocket there
            self.relay_words = self.ctx.tr("net.host.relay_failed",
                                           reason=str(exc) or type(exc).__name__)
        else:
            self.relay = self.relay_url.removeprefix("ws://")
            self.relay_words = self.ctx.tr("net.host.relay_on", address=self.relay)
        self.relay_url = ""
        self.relayout()
        return True

    def seat_states(self) -> tuple[tuple[str, str], ...]:
        """Each seat's name and what it is now: here, a bot, open, or taken by a laptop."""
        assert self.net is not None
        if self.runner is None:
            return ()
        states = []
        for i, (seat, hosted) in enumerate(zip(self.net.setup.seats, self.runner.table.seats,
                                               strict=True)):
            if i not in self.net.open_seats:
                states.append((seat.name, "here" if seat.kind == HUMAN else "bot"))
            else:
                states.append((hosted.name, "open" if hosted.token is None else "taken"))
        return tuple(states)

    def compose(self) -> pygame.Surface:
        assert self.net is not None
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        game = self.net.setup.game
        whole = assets.felt_copy(self.ctx.canvas.size, palette)
        surface = whole.subsurface(self.design())  # (drawn in the picture's units)
        surface.blit(assets.emblem(game, 72, palette), (LEFT, 28))
        title = assets.font(40, bold=True).render(
            tr("net.host.title", game=tr(f"games.{game}.name")), True, palette.ink)
        surface.blit(title, (LEFT + 92, 40))
        if self.problem is not None:
            blit_whole(surface, self.problem, [assets.font(24)], palette.accent,
                       pygame.Rect(LEFT, 200, 1100, 200))
            return whole
        heading, big = assets.font(22, bold=True), assets.font(64, bold=True)
        surface.blit(heading.render(tr("net.host.code"), True, palette.muted), (LEFT, 150))
        surface.blit(big.render(spoken(self.code), True, palette.accent), (LEFT, 180))
        seat_top = self.draw_watch_code(surface) + 14
        surface.blit(heading.render(tr("net.host.address"), True, palette.muted), (LEFT, 290))
        surface.blit(assets.font(44, bold=True).render(self.where, True, palette.ink),
                     (LEFT, 320))
        blit_lines(surface, self.explanation(), assets.font(20), palette.ink,
                   pygame.Rect(LEFT, EXPLAIN_TOP, RIGHT_COLUMN - LEFT - 40, 200))
        if self.relay_words is not None:
            top = self.relay_top + (0 if self.relay is not None else 92)
            blit_whole(surface, self.relay_words, [assets.font(19), assets.font(19, fixed=True)],
                       palette.accent if self.relay is None else palette.ink,
                       pygame.Rect(LEFT, top, RIGHT_COLUMN - LEFT - 40, 90))
        self.shown = self.seat_states()
        font, small = assets.font(24, bold=True), assets.font(19)
        step = max(SEAT_STEP, font.get_height() + small.get_height() + 12)
        for seat, (name, state) in enumerate(self.shown):
            top = seat_top + seat * step
            centre = (RIGHT_COLUMN + 22, top + 22)
            pygame.draw.circle(surface, palette.seats[seat % len(palette.seats)], centre, 20)
            pygame.draw.circle(surface, palette.ink, centre, 20, 2)
            number = font.render(str(seat + 1), True, palette.background)
            surface.blit(number, number.get_rect(center=centre))
            surface.blit(font.render(ellipsize(name, font, NAME_WIDTH), True, palette.ink),
                         (RIGHT_COLUMN + 56, top))
            colour = palette.accent if state == "open" else palette.muted
            surface.blit(small.render(tr(f"net.host.{state}"), True, colour),
                         (RIGHT_COLUMN + 56, top + font.get_height() + 2))
        if self.seated:
            line = assets.font(24, bold=True).render(tr("net.host.starting"), True,
                                                     palette.accent)
            surface.blit(line, line.get_rect(midtop=(DESIGN[0] // 2, STARTING_TOP)))
        return whole

    def draw_watch_code(self, surface: pygame.Surface) -> int:
        """The watch code at the top of the seats' column, the words for it right of it
        (friends who only watch type it); returns where the seats may begin."""
        assets, palette, tr = self.ctx.assets, self.ctx.palette, self.ctx.tr
        heading = assets.font(22, bold=True)
        surface.blit(heading.render(tr("net.host.watch_code"), True, palette.muted),
                     (RIGHT_COLUMN, WATCH_TOP))
        top = WATCH_TOP + heading.get_linesize()
        code = assets.font(34, bold=True).render(spoken(self.watch_code), True, palette.ink)
        surface.blit(code, (RIGHT_COLUMN, top))
        left = RIGHT_COLUMN + code.get_width() + 24
        small = assets.font(16)
        lines = wrap(tr("net.host.watch_explain"), small, WATCH_RIGHT - left)
        used = blit_lines(surface, lines, small, palette.muted,
                          pygame.Rect(left, top, WATCH_RIGHT - left, 120))
        return max(SEAT_TOP, top + max(code.get_height(), used))

    def explanation(self) -> list[str]:
        """The explanation's lines at the text size (every word: the relay's row is below)."""
        return wrap(self.ctx.tr("net.host.explain"), self.ctx.assets.font(20),
                    RIGHT_COLUMN - LEFT - 40)

    @property
    def relay_top(self) -> int:
        """The relay's row: under the explanation, however many lines it takes."""
        bottom = EXPLAIN_TOP + len(self.explanation()) * self.ctx.assets.font(20).get_linesize()
        return max(RELAY_TOP, bottom + 14)

    def drawn_regions(self) -> list[Region]:
        title = self.place(LEFT + 92, 40, 1000, 50)
        return [Region("text", "title", (title.x, title.y, title.w, title.h))]

    # --- the seats filling up ---------------------------------------------------------------------

    @property
    def seated(self) -> bool:
        return self.runner is not None and not self.runner.table.waiting()

    def still(self) -> bool:
        """At rest while the laptops are awaited (the updates still answer them: see
        :meth:`due`); not on the frame the seats changed, nor while the table is about to
        open."""
        return not self.seated and not self.recomposed

    def due(self) -> float | None:
        return NETWORK_LOOK if self.runner is not None else None

    def update(self, dt: float) -> None:
        if self.runner is None:
            return
        self.runner.pump()
        self.recomposed = self.follow_relay() or self.seat_states() != self.shown
        if self.recomposed:
            self.backdrop = self.compose()
        if not self.seated:
            self.seated_for = 0.0
            return
        self.seated_for += dt
        if self.seated_for >= SEATED_PAUSE:
            self.start()

    def start(self) -> None:
        """Every seat is taken: the table opens with the laptops' names (the host goes on)."""
        assert self.net is not None and self.runner is not None
        setup = self.net.setup
        names = [s.name for s in self.runner.table.seats]
        seats = tuple(Seat(names[i], HUMAN) if i in self.net.open_seats else seat
                      for i, seat in enumerate(setup.seats))
        self.handed_over = True
        self.ctx.nav.table(setup.game, HostedPayload(
            GameSetup(setup.game, seats, setup.seed, dict(setup.options)),
            self.net.open_seats, self.runner,
            " · ".join(filter(None, (self.where, self.relay)))), replace=True)
