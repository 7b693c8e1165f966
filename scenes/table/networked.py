"""A table played over the network: the host's screen with seats at laptops, or a laptop's seat.

The table scenes stay as they are; only their session changes, and one helper
(:class:`NetSeats`) answers the few questions the turn loop asks of a networked table.

- :class:`HostedSession` — the host's game. Its match *is* the
  :class:`~game.net.host.HostTable`'s (the host's authority checks every action, holds the
  record), and the host tells the session of every move it accepts (its ``on_play``): a
  laptop's, or one made at this screen by a person or a bot, kept with the state before it
  (the staging's moments), autosaved as any game's and queued for the table to show as it
  shows a bot's move. Seats at laptops count as "not played at this screen", as bots
  do: no curtain for them, and the table waits while their laptop decides.
- :class:`RemoteSession` — a laptop's seat at another's table. It holds no state and no
  record, only the :class:`~game.net.mirror.Mirror` of its seat's view: the view's legal
  actions drive the gestures, an action is sent to the host and shown when the host's view
  comes back with it (its log entries are the core's events, so the log reads the same),
  and a refusal from the host is told in the table's words. Features that replay the record
  (looking back, the recap, take-backs, the review) are not offered there.

Nothing here opens a socket: the runner and the link are made by the Host and Join screens
(``scenes/shell``) and handed over in the table's payload; the table closes them with itself.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

from game.core import Event, GameRecord, IllegalAction
from game.games import load_game
from game.match import Played
from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import HostedPayload, JoinedPayload
from scenes.kit.names import table_names
from scenes.kit.net.client import NOT_THE_HOST, UNREADABLE
from scenes.kit.wake import wake
from scenes.table.away import AwayOffer
from scenes.table.chat import TableChat
from scenes.table.seat_lost import SeatLostOverlay, SeatLostPayload
from scenes.table.session import GameSession
from scenes.table.take_home import take_home

if TYPE_CHECKING:
    from scenes.kit.autosave import Autosaver

NET_PAYLOADS = (HostedPayload, JoinedPayload)
NO_TAKE_BACK = "network"  # (table.take_back.network: the record is the host's, for everyone)
HOST_GONE_AFTER = 2.0  # seconds without the host before the table says so


Move = Played
"""An accepted move to show: who made it, its text, the state before it (the host's
staging; None on a laptop) and the core's events."""


class HostedSession(GameSession):
    """The host's game, shared with its :class:`~game.net.host.HostTable` (see the module)."""

    def __init__(self, saved: SavedGame, runner: Any, remote: tuple[int, ...],
                 saver: Autosaver | None = None, where: str = "") -> None:
        super().__init__(saved, runner.table.match, saver)
        self.runner = runner
        self.where = where  # the address the laptops typed
        self.host = runner.table
        self.remote = frozenset(remote)
        self.arrived: deque[Move] = deque()
        self.refusals: deque[ValueError] = deque()  # RÖK: this screen's claims the race lost
        self.host.on_play = self._played
        if self.host.race is not None:  # RÖK: this screen's bots grab in the host's one race
            self.host.racers = {i: saved.seats[i].level for i in self.bots}
        self.save()

    @property
    def humans(self) -> list[int]:
        """The people at this screen (the laptops' seats are played elsewhere)."""
        return [i for i in super().humans if i not in self.remote]

    def is_bot(self, seat: int | None) -> bool:
        """Whether ``seat`` is not played by a person at this screen (a bot, or a laptop)."""
        return seat in self.bots or seat in self.remote

    def play(self, text: str) -> list[Event]:
        """A move made at this screen, through the host's authority (refusals raise
        unchanged); every laptop is told."""
        self.runner.send(self.host.play(text, self.runner.clock()))
        return self.take(self.arrived.pop()).events

    def _played(self, move: Played) -> None:
        """The host accepted ``move`` (its match is this session's): saved, and queued."""
        self.arrived.append(move)
        self.save()

    def foretell(self, gesture: dict[str, Any] | None = None) -> None:
        """RÖK: a throw (``None``: the one due) or a slide made at this screen is told to
        every laptop as it begins, so they play it with this screen."""
        host = self.host
        self.runner.send(host.foretell_throw() if gesture is None else host.foretell(gesture))

    def claim(self, seat: int, rune: str) -> None:
        """RÖK: a person at this screen goes for ``rune`` now (host time): a claim in the
        race the laptops' claims are in, decided after its fair window."""
        self.runner.send(self.host.local_grab(seat, rune, self.runner.clock()))

    def say_done(self, seat: int, done: bool = True) -> None:
        """RÖK: a person at this screen is done grabbing (or, pressed again, is not)."""
        self.runner.send(self.host.local_done(seat, done, self.runner.clock()))

    def pump(self) -> None:
        """Read the network; the race's refusals of this screen's claims are told."""
        self.runner.pump()
        refused, self.host.local_refused = self.host.local_refused, []
        self.refusals += refused

    def take(self, move: Move) -> Move:
        """``move`` is the one the table shows now: its moments are staged from it."""
        self.last = (move.before, move.text) if move.before is not None else None
        self._moments = {}
        return move

    def next_move(self) -> Move | None:
        return self.take(self.arrived.popleft()) if self.arrived else None

    @property
    def no_take_back(self) -> str | None:
        return NO_TAKE_BACK

    def take_back_refusal(self, seat: int) -> str | None:
        return NO_TAKE_BACK

    def give_to_bot(self, seat: int, level: str) -> None:
        """A laptop that is away is replaced by a bot of ``level``, played by this table (its
        bot thread, its pace) as the setup's bots are; the laptop's token stops working and
        the saved game names the seat a bot from now on."""
        self.runner.send(self.host.give_to_bot(seat, level, self.runner.clock(), here=True))
        self.remote = self.remote - {seat}
        self.bots[seat] = self.spec.bots[level]()
        seats = list(self.saved.seats)
        seats[seat] = Seat(seats[seat].name, BOT, level)
        self.saved = replace(self.saved, seats=tuple(seats))
        self.save()


def seats_told(mirror: Any) -> tuple[Seat, ...]:
    """The seats as the host's welcome told them: a bot with its level and handicap, as the
    host's own table holds them (a level the welcome did not name: Normal)."""
    levels = list(mirror.levels) + [None] * len(mirror.names)
    handicaps = list(mirror.handicaps) + [1.0] * len(mirror.names)
    return tuple(Seat(name, BOT, levels[i] or "normal", float(handicaps[i]))
                 if kind == "bot" else Seat(name, HUMAN)
                 for i, (name, kind) in enumerate(zip(mirror.names, mirror.kinds, strict=True)))


class RemoteSession:
    """A laptop's seat at a hosted table: its view only (see the module)."""

    everything = False
    no_take_back = NO_TAKE_BACK
    stages_moments = False
    replays = False  # no record here: nothing is replayed (looking back, the recap, the log)

    def __init__(self, link: Any, mirror: Any) -> None:
        self.link = link
        self.mirror = mirror
        self.seat: int = mirror.seat
        self.spec = load_game(mirror.game)
        self.saved = SavedGame.start(mirror.game, 0, seats_told(mirror), {})
        self.kept: SavedGame | None = None  # the finished game, kept here (take_home)
        self.kept_refused = False  # its record could not be kept (the player was told)
        self.bots: dict[int, Any] = {}
        self.last: Any = None
        self.sent: str | None = None  # the action sent, the host's answer not come yet
        self.sent_seq = -1
        self.sent_message: dict[str, Any] | None = None  # (sent again on a new connection)
        self.connections = link.connections  # the link's connections its view came from
        self.resend = False
        self.shown = 0  # log entries shown
        self.turn = self.current_player  # whose turn the last shown view said
        self.arrived: deque[Move] = deque()
        self.refusals: deque[IllegalAction] = deque()
        self.lost_since: float | None = None
        self.claims = 0  # RÖK grab claims sent: a refusal may answer one of them
        self.watching = bool(mirror.spectator)  # a spectator, or its seat went to a bot:
        # it watches (the public view)
        self.joining: tuple[Any, Any, bool] | None = None
        """(link, mirror, watches) of a link under way, not yet welcomed (watch, reconnect)."""

    # --- what the table reads ----------------------------------------------------------------

    @property
    def view_now(self) -> dict[str, Any]:
        return dict(self.mirror.view or {})

    @property
    def record(self) -> GameRecord:
        """How many moves were made (the actions' texts stay with the host: they may name
        another seat's cards); nothing replays this record."""
        return GameRecord(self.mirror.game, self.mirror.players, 0, {},
                          ("",) * max(0, self.mirror.seq))

    @property
    def moves(self) -> int:
        return max(0, int(self.mirror.seq))

    @property
    def setup(self) -> GameSetup:
        return GameSetup(self.mirror.game, self.saved.seats, 0, {})

    @property
    def names(self) -> list[str]:
        return [str(name) for name in self.mirror.names]

    @property
    def humans(self) -> list[int]:
        return [] if self.watching else [self.seat]

    @property
    def current_player(self) -> int | None:
        """(Asked several times a frame: read off the mirror's view, not a copy of it.)"""
        current = (self.mirror.view or {}).get("current_player")
        return int(current) if current is not None else None

    @property
    def state(self) -> Any:
        raise AttributeError("a laptop holds no game state, only its seat's view")

    def is_bot(self, seat: int | None) -> bool:
        """Whether ``seat`` is played elsewhere (every seat but this laptop's; every seat
        once it watches)."""
        return seat is not None and (self.watching or seat != self.seat)

    def is_terminal(self) -> bool:
        return bool(self.mirror.over)

    def view(self, seat: int) -> dict[str, Any]:
        return self.view_now

    def public_view(self, seat: int) -> dict[str, Any]:
        return self.view_now

    def moments(self, seat: int, public: bool = False) -> list[dict[str, Any]] | None:
        return None

    def take_back_refusal(self, seat: int) -> str | None:
        return NO_TAKE_BACK

    def count_hint(self, seat: int) -> None:
        """(Hints asked at a laptop are not counted in the host's file.)"""

    def save(self) -> None:
        """(The host keeps the game.)"""

    # --- the wire ---------------------------------------------------------------------------

    def play(self, text: str) -> list[Event]:
        """Send ``text`` to the host; the move shows when the host's view comes back."""
        self.sent, self.sent_seq = text, self.mirror.seq
        self.sent_message = {"t": "act", "seq": self.mirror.seq, "action": text}
        self.link.send(self.sent_message)
        return []

    def gesture(self, message: dict[str, Any], text: str) -> None:
        """RÖK: a throw (its strength) or a slide (its velocity) for the host's table to
        run; ``text`` names it in a refusal. It shows when the host's view comes back."""
        self.sent, self.sent_seq = text, self.mirror.seq
        self.sent_message = message
        self.link.send(message)

    def claim(self, seat: int, rune: str) -> None:
        """RÖK: a grab claim stamped with this laptop's clock (the host converts it)."""
        self.claims += 1
        self.link.send({"t": "grab", "rune": rune, "at": self.link.clock()})

    def say_done(self, seat: int, done: bool = True) -> None:
        """RÖK: this seat is done grabbing (a claim made afterwards undoes it at the host)."""
        if done:
            self.link.send({"t": "done"})

    def watch(self) -> None:
        """The host gave this laptop's seat to a bot: watch on from the seat's place with
        its old token (the public view: every move as it is made, nothing to play). The
        table keeps what it shows until the host's welcome comes."""
        link = self.link.again()
        link.watch = True
        self.sent = self.sent_message = None  # (a move kept to be sent again is not sent:
        self.claims = 0  # a table that watches makes none, and is refused none)
        self._join(link, watching=True)

    def reconnect(self) -> None:
        """The link ended on something this laptop would not take from its host (a message
        it cannot read, a table that could not prove it is the host): try the same seat again,
        as it stands. The table keeps what it shows until the host's welcome comes."""
        self._join(self.link.again(), watching=self.watching)

    def _join(self, link: Any, watching: bool) -> None:
        from game.net.mirror import Mirror

        link.start()
        self.joining = (link, Mirror(), watching)

    def pump(self) -> None:
        """Read what the host sent: the mirror takes it; new log entries become moves to
        show, a refusal of the action sent becomes the core's refusal."""
        if self.joining is not None:
            link, mirror, watching = self.joining
            while not link.inbox.empty():
                mirror.take(link.inbox.get_nowait()[0])
            if mirror.view is None and link.ended is None:
                return
            self.joining = None
            self.link = link
            if mirror.view is not None:
                self.mirror, self.watching = mirror, watching
        while not self.link.inbox.empty():
            message, _ = self.link.inbox.get_nowait()
            kind = self.mirror.take(message)
            if self.mirror.lost:  # the host holds another view than ours: ask for it again
                self.mirror.astray = 0
                self.link.cut()
            if kind == "state" and message.get("log_from") == 0 \
                    and self.link.connections != self.connections:
                self.connections = self.link.connections  # connected again, its view full:
                self.resend = True  # what was sent while the link was down never came
            if kind == "refused" and (message.get("fatal") or self.watching):
                continue  # the link's end (the seat went to a bot...: seat_lost says so), or
                # a table that watches: no move of its own was refused
            if kind == "refused" and self.sent is not None:
                self.refusals.append(IllegalAction(self.sent, str(message.get("reason")),
                                                   str(message.get("rule") or "")))
                self.sent = None
            elif kind == "refused" and self.claims:  # RÖK: a claim lost (or made too late)
                self.refusals.append(IllegalAction("grab", str(message.get("reason")),
                                                   str(message.get("rule") or "")))
        if self.sent is not None and self.mirror.seq != self.sent_seq:
            self.sent = None
        if self.sent is not None and self.sent_message is not None and self.resend:
            self.link.send(self.sent_message)  # (lost while the link was down; the host's
        self.resend = False  # own seq check means an action is never played twice)
        entries = self.mirror.entries()
        while self.shown < len(entries):
            number = entries[self.shown].get("n")
            events = []
            while self.shown < len(entries) and entries[self.shown].get("n") == number:
                entry = entries[self.shown]
                events.append(Event(str(entry.get("k")), entry.get("s"), entry.get("d") or {}))
                self.shown += 1
            actor = next((e.seat for e in events if e.seat is not None), self.turn)
            made = next((g for g in self.mirror.gestures if g.get("seq") == number - 1), None) \
                if isinstance(number, int) else None  # (RÖK: the throw or slide it ends)
            self.arrived.append(Move(actor, "", None, events, made))
        self.turn = self.current_player
        connected = bool(self.link.connected and self.link.here)
        if connected:  # (welcomed: a relay whose host is away lets a link in, then cuts it)
            self.lost_since = None
        elif self.lost_since is None:
            self.lost_since = time.monotonic()

    def next_move(self) -> Move | None:
        return self.arrived.popleft() if self.arrived else None

    @property
    def host_gone(self) -> bool:
        return self.lost_since is not None and time.monotonic() - self.lost_since > HOST_GONE_AFTER


class NetSeats:
    """What the turn loop asks of a networked table (the host's or a laptop's)."""

    def __init__(self, session: HostedSession | RemoteSession) -> None:
        self.session = session
        self.away = AwayOffer()  # (the host's question about a laptop away)
        self.named = session.names  # the names the table was told (a laptop's change)
        self.told_lost: Any = None  # (a laptop) the link whose end the table has told
        self.chat: TableChat | None = None  # what is said at the table (made with the table)
        self.heard = 0  # (a laptop) the lines of the mirror's already heard
        self.clock: Callable[[], float] = time.monotonic  # (a bubble's seconds; a test's own)
        self.ticked = self.clock()
        inbox = (session.link.inbox if isinstance(session, RemoteSession)
                 else session.runner.server.inbox)
        inbox.on_put = partial(wake, "net")  # what arrives wakes a resting table at once

    @property
    def joined(self) -> bool:
        """This screen is a laptop's (the host holds the game)."""
        return isinstance(self.session, RemoteSession)

    def pump(self) -> None:
        self.session.pump()

    def show(self, table: Any) -> bool:
        """A refusal from the host is told, and a move made elsewhere is shown as a bot's
        is (one a frame, after the last has shown); True while one is."""
        session = self.session
        if session.refusals:
            table.telling.refuse(session.refusals.popleft())
        move = session.next_move()
        if move is not None:
            table.show_move(move.events, move.seat)
        return move is not None

    def waiting(self) -> list[int]:
        """The seats whose laptop is away: the game waits for them (a game that is over waits
        for nobody: a laptop whose app quits on its own end screen must not keep the host's
        table from reaching its end screen)."""
        session = self.session
        if session.is_terminal():
            return []
        if isinstance(session, RemoteSession):
            return list(session.mirror.waiting)
        return list(session.host.waiting())

    @property
    def busy(self) -> bool:
        """Something came from the network that the table has still to show (a move made
        elsewhere, a refusal). Otherwise a networked table rests like any other: its updates
        still run ten times a second at rest, which reads the network and answers it."""
        session = self.session
        return bool(session.arrived) or bool(session.refusals) or (
            self.chat is not None and self.chat.busy)

    @property
    def ready(self) -> bool:
        """A move may be made at this screen now: nobody's laptop is away, every move
        made elsewhere is shown, no action of ours is on its way."""
        session = self.session
        if session.arrived or self.waiting():
            return False
        return not isinstance(session, RemoteSession) or (session.sent is None
                                                          and not session.host_gone)

    def plays_elsewhere(self, seat: int) -> bool:
        """Whether ``seat`` is played at another laptop (or, on a laptop, at the host:
        every seat, once it only watches)."""
        session = self.session
        if isinstance(session, RemoteSession):
            return session.watching or seat != session.seat
        return seat in session.remote

    def status(self, tr: Any, names: list[str]) -> str | None:
        """Words for the status line while the game cannot go on here, else None."""
        session = self.session
        if isinstance(session, RemoteSession) and session.link.ended is not None:
            return str(tr("net.table.seat_gone"))  # (given to a bot, or the table closed)
        if isinstance(session, RemoteSession) and session.watching:
            return str(tr("net.table.spectating" if session.mirror.spectator
                          else "net.table.watching"))
        if isinstance(session, RemoteSession) and session.host_gone:
            return str(tr("net.table.host_gone"))
        away = self.waiting()
        if away and not session.is_terminal():
            return str(tr("net.table.waiting_laptop",
                          names=", ".join(names[i] for i in away if i < len(names))))
        return None

    def kept_words(self, tr: Any) -> str | None:
        """A laptop's: where its game is kept (the host's laptop), for the pause; None on the
        host, whose game is saved here as any game."""
        return str(tr("net.table.kept")) if isinstance(self.session, RemoteSession) else None

    def watch_words(self, tr: Any) -> str | None:
        """The host's: how friends may come to watch now the game is under way (the watch
        code, and the address they type); None on a laptop or without a watch code."""
        from scenes.kit.net.hosting import spoken  # (loaded already: this table hosts)

        session = self.session
        if not isinstance(session, HostedSession) or session.host.door.watch_code is None:
            return None
        return str(tr("net.host.pause_watch", code=spoken(session.host.door.watch_code, ""),
                      address=session.where or "—"))

    def update(self, table: Any) -> bool:
        """Read the network; on the host, ask what to do about a laptop away for a while —
        wait, or a bot takes the seat (:mod:`scenes.table.away`): True when the question
        was put (an overlay comes over the table)."""
        self.pump()
        session = self.session
        self.hear(table)
        if not isinstance(session, HostedSession):
            if session.is_terminal():
                take_home(table.ctx, session, seats_told(session.mirror))
            ended = session.link.ended is not None and self.told_lost is not session.link
            if ended and session.joining is None:
                self.told_lost = session.link  # the seat went to a bot, or the table closed
                table.ctx.stack.push(SeatLostOverlay, lost_payload(session, table.ctx.nav.home))
                return True
            if len(session.names) == len(table.names) and session.names != self.named:
                self.named = session.names  # a laptop that joined after us took its name
                table.names = table_names(self.named, table.ctx.assets.font(18, bold=True),
                                          table.ctx.assets.glyphs(), table.ctx.assets.text_scale)
                table.static_dirty = True
            return False
        return self.away.update(table, session.host, session.runner.clock(),
                                session.give_to_bot)

    def hear(self, table: Any) -> None:
        """What was said at the table since the last frame: to this table's chat."""
        if self.chat is None:
            self.chat = TableChat(table)
        session, chat = self.session, self.chat
        now = self.clock()
        chat.update(now - self.ticked)
        self.ticked = now
        if isinstance(session, RemoteSession):
            said = session.mirror.said
            self.heard = max(self.heard, said.total - len(said.lines))  # (the latest kept)
            while self.heard < said.total:
                chat.heard(said.lines[len(said.lines) - (said.total - self.heard)])
                self.heard += 1
        else:
            while session.runner.heard_here:
                chat.heard(session.runner.heard_here.popleft())

    def say(self, seat: int | None, message: dict[str, Any]) -> str | None:
        """This screen's person says ``message`` (a reaction or a line) to the table; None,
        or why the host's screen refuses it (a laptop's is refused by its host, in words)."""
        session = self.session
        if isinstance(session, RemoteSession):
            session.link.send({"t": "say", **message})
            return None
        assert seat is not None
        try:
            session.runner.send(session.host.local_say(seat, message, session.runner.clock()))
        except ValueError as exc:
            return str(exc)
        return None

    def draw(self, surface: Any) -> None:
        if self.chat is not None:
            self.chat.draw(surface)

    def close(self) -> None:
        """The table closes: nothing of the network stays open."""
        session = self.session
        if isinstance(session, RemoteSession):
            session.link.stop()
            session.link.net.stop(0.5)
        else:
            session.runner.stop()


def lost_payload(session: RemoteSession, leave: Callable[[], None]) -> SeatLostPayload:
    """What a laptop whose link ended is told, and offered (:mod:`scenes.table.seat_lost`)."""
    ended = str(session.link.ended)
    if ended.startswith(UNREADABLE) or ended == NOT_THE_HOST:
        why = "unreadable" if ended.startswith(UNREADABLE) else "not_host"
        return SeatLostPayload(why, leave, reconnect=session.reconnect)
    if session.link.may_watch and not session.watching:
        return SeatLostPayload("given", leave, watch=session.watch)
    return SeatLostPayload("closed", leave)


def open_session(payload: HostedPayload | JoinedPayload,
                 saver: Autosaver | None) -> HostedSession | RemoteSession:
    """The session of a networked table's payload."""
    if isinstance(payload, JoinedPayload):
        return RemoteSession(payload.link, payload.mirror)
    setup = payload.setup
    saved = SavedGame.start(setup.game, setup.seed, setup.seats, setup.options)
    return HostedSession(saved, payload.runner, payload.remote, saver, payload.where)
