"""Join a table another laptop hosts: the tables heard on the network, or an address typed.

The tables announced by DNS-SD are listed (heard off the frame thread; "Look again" listens
anew); a click on one fills the address in. Multicast is often blocked, so the address the
host shows can always be typed. The join code is asked for every first join; a laptop that
sat at this address before offers the seat's token from the config dir first (a laptop
restarted mid-game takes its own seat back, and only it can), and the code after it if the
host no longer knows that token. Once the host welcomed the laptop and sent its seat's view
the table opens, holding the link; a wrong code, a full table or no answer is said here in
the player's words. A relay's address is typed the same way: the link goes to the room the
join code names there (``scenes/kit/net/address.py``; a host at home ignores the room).
Watch takes the code field as the table's watch code: the table then opens with the public
view, from the first seat's place, nothing to play.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer

from game.net.door import BUSY, TOO_MANY, WRONG_CODE
from game.net.mirror import Mirror
from game.text import clean_code
from scenes.frame.payloads import JoinedPayload
from scenes.frame.uiscene import UIScene
from scenes.kit.background import Background
from scenes.kit.names import normalise
from scenes.kit.net.address import BAD_ADDRESS, NO_ROOM, Listen, join_url, parse_address
from scenes.kit.net.client import NOT_THE_HOST, UNREADABLE, ClientLink
from scenes.kit.net.discovery import FoundTable, browse
from scenes.kit.net.thread import NetThread
from scenes.kit.net.tokens import TokenBook
from scenes.kit.regions import Region
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import blit_whole, ellipsize

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DESIGN = (1280, 800)  # the screen's picture, centred in the canvas (the places below in it)
LEFT = 70
RIGHT_COLUMN = 700
LIST_TOP = 200
ROW_STEP = 62
ROWS = 5
LISTEN_SECONDS = 2.0
NO_ANSWER_SECONDS = 4.0  # no connection at all this long: nobody hosts at that address
ERRORS = {WRONG_CODE: "code", "no free seat at this table": "full", NO_ROOM: "room",
          NOT_THE_HOST: "not_host"}
BEGINNINGS = {"protocol": "version", TOO_MANY: "wait", BUSY: "busy", BAD_ADDRESS: "address",
              UNREADABLE: "unreadable"}


def error_key(why: str) -> str:
    """The words (``net.error.KEY``) for why a link ended: the host's refusal or our own."""
    return ERRORS.get(why) or next((key for start, key in BEGINNINGS.items()
                                    if why.startswith(start)), "other")


class JoinScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.listening = Background("tablee-browse")
        self.found: list[FoundTable] | None = None  # None while listening
        self.address_field: TextField | None = None
        self.code_field: TextField | None = None
        self.address = ""
        self.code = ""
        self.message: tuple[str, bool] | None = None  # what to say, and whether it is an error
        self.net: NetThread | None = None
        self.link: ClientLink | None = None
        self.mirror = Mirror()
        self.url = ""
        self.waited = 0.0
        self.book = TokenBook(ctx.store.path.parent)

    def enter(self, payload: Any = None) -> None:
        self.look_again()
        super().enter(payload)

    def exit(self) -> None:
        self.listening.close()
        self.stop_link()
        super().exit()

    # --- widgets --------------------------------------------------------------------------------

    def origin(self) -> tuple[int, int]:
        """The top-left corner of the screen's 1280×800 picture, centred in the canvas."""
        canvas = self.ctx.canvas
        return (canvas.width - DESIGN[0]) // 2, (canvas.height - DESIGN[1]) // 2

    def place(self, x: int, y: int, width: int, height: int) -> pygame.Rect:
        """A rectangle of the picture, in canvas units."""
        return pygame.Rect(x, y, width, height).move(self.origin())

    def build_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        for i, table in enumerate((self.found or [])[:ROWS]):
            pick: Callable[[], None] = partial(self.pick, table)
            game = tr(f"games.{table.game}.name") if table.game in ("pook", "rok", "totem") \
                else table.game
            words = tr("net.join.row", host=table.host, game=game,
                       address=table.url.removeprefix("ws://"))
            self.button(self.place(LEFT, LIST_TOP + i * ROW_STEP, 560, 52),
                        ellipsize(words, self.ctx.assets.font(18), 530),
                        pick, f"#found_{i}")
        self.button(self.place(LEFT, LIST_TOP + ROWS * ROW_STEP + 10, 260, 50),
                    tr("net.join.again"),
                    self.look_again, "#join_look_again", enabled=self.found is not None)
        self.address_field = self.field(160, 420, "address", self.address, 80, self.set_address)
        self.code_field = self.field(266, 260, "code", self.code, 12, self.set_code)
        self.button(self.place(RIGHT_COLUMN, 380, 260, 54), tr("net.join.join"), self.join, "#join",
                    enabled=self.link is None)
        self.button(self.place(RIGHT_COLUMN + 280, 380, 230, 54), tr("net.join.watch"), self.watch,
                    "#join_watch", enabled=self.link is None)
        self.button(self.place(LEFT, DESIGN[1] - 100, 220, 54), tr("common.back"),
                    self.ctx.stack.pop, "#back")
        self.backdrop = self.compose()

    def field(self, top: int, width: int, name: str, text: str, limit: int,
              change: Callable[[str], None]) -> TextField:
        """A labelled text field of the right column (``net.join.NAME`` above it)."""
        assert self.root is not None
        self.label(self.place(RIGHT_COLUMN, top, 500, 32), self.ctx.tr(f"net.join.{name}"),
                   "@option_label")
        entry = TextField(self.place(RIGHT_COLUMN, top + 36, width, 48), self.ctx.ui,
                          container=self.root, object_id=f"#join_{name}", initial_text=text)
        entry.set_text_length_limit(limit)
        self.on_change(entry, change)
        return entry

    def compose(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        title = assets.font(44, bold=True).render(tr("net.join.title"), True, palette.ink)
        surface.blit(title, self.place(LEFT, 36, 0, 0))
        heading = assets.font(24, bold=True).render(tr("net.join.found"), True, palette.ink)
        surface.blit(heading, self.place(LEFT, 150, 0, 0))
        if not self.found:
            words = tr("net.join.searching") if self.found is None else tr("net.join.none")
            blit_whole(surface, words, [assets.font(20), assets.font(17)], palette.muted,
                       self.place(LEFT, LIST_TOP, 560, ROWS * ROW_STEP))
        if self.message is not None:
            words, error = self.message
            blit_whole(surface, words, [assets.font(size, bold=error) for size in (21, 18)],
                       palette.accent if error else palette.ink,
                       self.place(RIGHT_COLUMN, 456, 510, DESIGN[1] - 116 - 456))
        blit_whole(surface, tr("net.join.host_hint"), [assets.font(18), assets.font(15)],
                   palette.muted, self.place(LEFT + 250, DESIGN[1] - 96, 880, 60))
        return surface

    def drawn_regions(self) -> list[Region]:
        width, height = self.ctx.assets.font(44, bold=True).size(self.ctx.tr("net.join.title"))
        title = self.place(LEFT, 36, width, height)
        return [Region("text", "title", (title.x, title.y, width, height))]

    def say(self, words: str, error: bool = True) -> None:
        self.message = (words, error)
        self.relayout()

    # --- the tables heard -----------------------------------------------------------------------

    def look_again(self) -> None:
        self.found = None
        self.listening.start(browse, LISTEN_SECONDS, Listen.of(os.environ).interfaces,
                             whose="look for tables")
        if self.root is not None:
            self.relayout()

    def pick(self, table: FoundTable) -> None:
        self.set_address(table.url.removeprefix("ws://"))
        if self.address_field is not None:
            self.address_field.set_text(self.address)
        if self.code_field is not None:
            self.ctx.ui.set_focus_set(self.code_field)  # the code is typed next

    def set_address(self, text: str) -> None:
        self.address = text

    def set_code(self, text: str) -> None:
        self.code = text

    # --- joining ---------------------------------------------------------------------------------

    def watch(self) -> None:
        """Watch the table with the watch code typed in the code field (nothing to play)."""
        self.join(use_token=False, spectate=True)

    def join(self, use_token: bool = True, spectate: bool = False) -> None:
        url = parse_address(self.address)
        if url is None:
            self.say(self.ctx.tr("net.error.address"))
            return
        name = self.own_name()
        self.url = url
        held = self.book.seat_for(url) if use_token else None
        token, seat = held if held is not None else (None, None)
        self.stop_link()
        self.mirror, self.waited = Mirror(), 0.0
        self.net = NetThread("tablee-join")
        code = clean_code(self.code)  # (a relay finds the table's room by it: address.py)
        self.link = ClientLink(self.net, join_url(url, code) if code else url, name=name,
                               code=code, token=token, seat=seat,
                               on_token=None if spectate else self.keep_token,
                               spectate=code if spectate else None)
        self.link.start()
        self.say(self.ctx.tr("net.join.connecting", address=url.removeprefix("ws://")), False)

    def own_name(self) -> str:
        """The name this laptop's person last played under (the setup's first seat), or ""
        when that is only a default "Player N": the host's name for the seat then stands
        ("Player 3"; every such laptop sending "Player 1" became "Player 1 2", "Player 1 3")."""
        names = self.ctx.settings.player_names
        name = normalise(names[0]) if names else ""
        defaults = {self.ctx.tr("setup.default_name", n=n) for n in range(1, 9)}
        return "" if name in defaults else name

    def keep_token(self, token: str, seat: int) -> None:
        """(The network thread, on a welcome.) The seat's token and the seat, kept in the
        config dir: coming back, the laptop names the seat and proves it holds the token."""
        self.book.remember(self.url, token, seat)

    def stop_link(self) -> None:
        if self.link is not None:
            self.link.stop()
        if self.net is not None:
            self.net.stop(0.5)
        self.link = self.net = None

    def still(self) -> bool:
        return self.link is None and self.found is not None

    def update(self, dt: float) -> None:
        if self.found is None and self.listening.ready():
            try:
                self.found = list(self.listening.result() or [])
            except Exception:  # no multicast here: the typed address still works
                self.found = []
            self.relayout()
        if self.link is not None:
            self.follow_link(dt)

    def follow_link(self, dt: float) -> None:
        link = self.link
        assert link is not None
        while not link.inbox.empty():
            self.mirror.take(link.inbox.get_nowait()[0])
        if self.mirror.spectator and self.mirror.view is not None:
            self.mirror.seat = self.mirror.watching  # (the table shows it from that place)
        if self.mirror.seat is not None and self.mirror.view is not None:
            assert self.mirror.game is not None
            self.link = self.net = None  # (the table holds them now)
            self.ctx.nav.table(self.mirror.game, JoinedPayload(link, self.mirror), replace=True)
            return
        if link.ended is not None:
            why = link.ended
            self.stop_link()
            if why == "unknown seat token":  # that seat is gone: join with the code
                self.book.forget(self.url)
                self.join(use_token=False)
                return
            key = error_key(why)
            key = "watch" if key == "code" and link.spectate is not None else key
            self.say(self.ctx.tr(f"net.error.{key}", reason=why,
                                 address=self.url.removeprefix("ws://"),
                                 seconds="".join(c for c in why if c.isdigit()) or "60"))
            return
        self.waited += dt
        if link.connections == 0 and self.waited > NO_ANSWER_SECONDS:
            self.stop_link()
            self.say(self.ctx.tr("net.error.gone", address=self.url.removeprefix("ws://")))
