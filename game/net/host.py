"""The host's authority over a networked table: the record, the seats and what each may see.

:class:`HostTable` is driven by four calls, each given the host's clock (``now``) and
returning the messages to send, as ``(connection, message)`` pairs (``None`` for a message:
close that connection):

- :meth:`HostTable.opened` / :meth:`HostTable.closed` — a connection came or went;
- :meth:`HostTable.receive` — a connection's raw text: size, rate, JSON and fields checked
  (:mod:`game.net.messages`), then the seat it holds decides what it may do;
- :meth:`HostTable.tick` — heartbeats, silent connections cut, bots, the RÖK race.

The host holds the :class:`~game.match.Match` of a game's spec (the record is the game),
checks every action with the core and tells ``on_play`` (the app's screen) of each it accepts; a
refusal goes back to its sender only, with the core's reason and rule ID. Each seat receives
``state.view(seat)`` numbered by ``seq`` (the record's length — an action is accepted only
against the view it was chosen from, so a resent action is never played twice) and ``rev``
(every change: the client keeps the highest), plus the game's events as log entries, each
numbered, sent once per connection and in full after a reconnect. Events carry only what
every seat may know (the core's contract); a game may narrow them per seat with its spec's
``event_for(entry, seat)``. While a human's seat has no laptop the game
waits for it (``waiting`` in every view) until it comes back or the host gives the seat to a
bot (:meth:`HostTable.give_to_bot`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import Bot, GameRecord, GameSpec, GameState, IllegalAction, Json, Rng
from game.games import load_game
from game.match import Match, Played
from game.net.arrivals import SEAT_GIVEN, Arrivals, Out
from game.net.chat import Chat
from game.net.door import Door
from game.net.gestures import shown_after, throw_gesture
from game.net.messages import BadMessage, event_entry, parse_client, view_digest
from game.net.race import Race, bot_gesture, slide_text, throw_text
from game.net.seats import BOT, LOCAL, REMOTE, Conn, RateLimit, Seat, Timing
from game.streams import bot_rng, throw_seed
from game.text import clean

if TYPE_CHECKING:
    from game.rok.bots import Reflexes
    from game.rok.rules import State as RokState

__all__ = ["SEAT_GIVEN", "HostTable", "Out", "Timing", "event_entry"]

MATCHED = "matched"


class HostTable(Arrivals):
    """The authority of a hosted table (see the module; a hello: :mod:`game.net.arrivals`)."""

    def __init__(self, spec: GameSpec[GameState, object], record: GameRecord, seats: list[Seat],
                 code: str, make_token: Callable[[], str], timing: Timing | None = None,
                 on_play: Callable[[Played], None] | None = None,
                 watch_code: str | None = None) -> None:
        if len(seats) != record.players:
            raise ValueError(f"{len(seats)} seats for a game of {record.players}")
        self.spec = spec
        self.match = Match(spec, record)
        self.seats = seats
        self.door = Door(code, watch_code)
        self.make_token = make_token
        self.timing = timing or Timing()
        self.on_play = on_play
        """Told of every accepted action once the core has played it (the app's hosting
        table: its screen shows each move as it shows a bot's, and autosaves the record)."""
        self.rev = 0
        self.log: list[dict[str, Any]] = []
        self.conns: dict[int, Conn] = {}
        self.former: dict[str, int] = {}
        """Tokens of seats given to a bot, by seat: the laptop that held one may watch."""
        self.faults: dict[str, int] = {}
        """What peers' messages made go wrong inside the host (a bug they found), by where and
        what, counted; each kind is logged once (a peer cannot flood the log)."""
        self.game = record.game
        self.bots = {i: self._bot(s.level) for i, s in enumerate(seats) if s.kind == BOT}
        self.racers: dict[int, str | None] = {}
        """RÖK: bots the app's screen plays (throws, slides, orders) whose grabs race here,
        with their level: one race for everyone at the table."""
        self.local_refused: list[ValueError] = []
        """RÖK: claims of the people at the host's screen that the race turned down (the
        screen tells them, as a laptop is told)."""
        t = self.timing
        self.race = (Race(t.window, t.lead, t.grab_limit, t.bot_pace, self.bot_reflexes)
                     if self.game == "rok" else None)
        self.pace: Callable[[], tuple[float, float]] | None = None
        """RÖK: the (seeing, hand) paces the table's Matched bots play at now (the app's
        measure of its humans, as at home); None: the prior pace (``game.rok.pace``)."""
        self.foretold: dict[str, Json] | None = None
        """RÖK: the gesture the host's screen told of last (:meth:`foretell`)."""
        self.chat = Chat()  # what is said at the table (game.net.chat)
        if self.race is not None and self.rok.phase == "grab":
            self.race.start(0.0)

    @classmethod
    def of(cls, record: GameRecord, seats: list[Seat], code: str,
           make_token: Callable[[], str], timing: Timing | None = None,
           on_play: Callable[[Played], None] | None = None,
           watch_code: str | None = None) -> HostTable:
        """A table for ``record``, its game found by the name it holds (the tools, the tests)."""
        return cls(load_game(record.game), record, seats, code, make_token, timing, on_play,
                   watch_code)

    # --- what the table is -------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def rok(self) -> RokState:
        """The state, at a RÖK table (its race reads the phase, the throw, the runes)."""
        from game.rok import SPEC

        return SPEC.own(self.state)

    @property
    def record(self) -> GameRecord:
        return self.match.record

    @property
    def seq(self) -> int:
        return len(self.record.actions)

    def waiting(self) -> list[int]:
        """The humans' seats with no laptop: the game waits for them."""
        return [i for i, s in enumerate(self.seats) if s.kind == REMOTE and s.conn is None]

    def view_message(self, index: int, full: bool = False) -> dict[str, Any]:
        """Seat ``index``'s state message: its view, numbered, and the log it has not had."""
        seat = self.seats[index]
        start = 0 if full else seat.sent_log
        seat.sent_log = len(self.log)
        race = self.race
        message = {"t": "state", "seq": self.seq, "rev": self.rev,
                   "view": self.state.view(index),
                   "log_from": start,
                   "log": [self._event_for(e, index) for e in self.log[start:]],
                   "waiting": self.waiting(), "names": [s.name for s in self.seats],
                   "opens": race.opens if race is not None else None,
                   "offset": seat.clock.offset}
        if self.state.is_terminal():  # (nothing is hidden any more: the laptop keeps the
            message["record"] = json.loads(self.record.to_json())  # game: game.net.result)
        return message

    def _event_for(self, entry: dict[str, Any], seat: int) -> dict[str, Any]:
        narrow = self.spec.event_for
        return dict(narrow(entry, seat)) if narrow is not None else entry

    def public_view(self, index: int) -> dict[str, Any]:
        """What anyone may see of the table from seat ``index``'s place (a watcher's view:
        no hand, no secret, nothing to play)."""
        return {**self.spec.public(self.state, index), "legal": []}

    def watch_message(self, conn: int, full: bool = False) -> dict[str, Any]:
        """A watching connection's state message: the public view and the log it lacks."""
        held = self.conns[conn]
        assert held.watching is not None
        start = 0 if full else held.sent_log
        held.sent_log = len(self.log)
        return {"t": "state", "seq": self.seq, "rev": self.rev,
                "view": self.public_view(held.watching), "log_from": start,
                "log": self.log[start:], "waiting": self.waiting(),
                "names": [s.name for s in self.seats], "opens": None, "offset": 0.0}

    def broadcast(self) -> list[Out]:
        """Every seated or watching connection's new state (after any change)."""
        self.rev += 1
        return [*((s.conn, self.view_message(i)) for i, s in enumerate(self.seats)
                  if s.conn is not None),
                *((conn, self.watch_message(conn)) for conn, held in self.conns.items()
                  if held.watching is not None)]

    # --- connections ---------------------------------------------------------------------------

    def opened(self, conn: int, now: float, address: str = "") -> list[Out]:
        """A connection came from ``address`` (a relay's peers: what the relay says of them)."""
        t = self.timing
        self.conns[conn] = Conn(now, RateLimit(t.rate, t.burst), clean(address)[:64])
        return []

    def closed(self, conn: int, now: float) -> list[Out]:
        """A connection went away (cut, or closed by us): its seat waits for its laptop."""
        held = self.conns.pop(conn, None)
        self.chat.forget(conn)
        if held is None or held.seat is None:
            return []
        seat = self.seats[held.seat]
        if seat.conn != conn:
            return []
        seat.conn = None
        seat.missing_since = now
        return self.broadcast()

    def refuse(self, conn: int, why: str, rule: str | None = None, cut: bool = False,
               fatal: bool = False, strike: bool = False, may_watch: bool = False
               ) -> list[Out]:
        """Tell ``conn`` why not (and cut it: ``cut``; ``fatal``: its hello can never work,
        so its laptop stops trying; ``strike``: not a move the rules refused but a message
        no table sends — enough of those and the connection is cut; ``may_watch``: its
        seat went to a bot, and it may watch with its token)."""
        why = clean(why)[:300]
        self.door.refusals.append((conn, why))
        held = self.conns.get(conn)
        if held is not None:
            held.strikes += strike
            cut = cut or fatal or held.strikes > self.timing.strikes
        refusal = {"t": "refused", "reason": why, "rule": rule, "fatal": fatal}
        out: list[Out] = [(conn, {**refusal, "watch": True} if may_watch else refusal)]
        if cut and held is not None:
            held.cut = True
        return [*out, (conn, None)] if cut else out

    def receive(self, conn: int, text: str | bytes, now: float) -> list[Out]:
        """A connection's message (see the module). Never raises on what a peer sends: what
        one message makes go wrong is answered to that peer (refused, then cut), logged once,
        and the table goes on."""
        try:
            return self._receive(conn, text, now)
        except Exception as exc:  # a bug a peer found: that peer goes, the table stays
            self.fault("receive", exc)
            return self.refuse(conn, "the host could not take that message", cut=True)

    def fault(self, where: str, exc: Exception) -> None:
        """Count (and the first time, log) something a peer made go wrong at ``where``."""
        what = f"{where}: {type(exc).__name__}"
        self.faults[what] = self.faults.get(what, 0) + 1
        if self.faults[what] == 1:
            logging.getLogger("tablee.net").error("hosted table, %s", what, exc_info=exc)

    def _receive(self, conn: int, text: str | bytes, now: float) -> list[Out]:
        held = self.conns.get(conn)
        if held is None or held.cut:
            return []
        if not held.limit.allow(now):
            held.strikes += 1
            if held.strikes > self.timing.strikes:
                return self.refuse(conn, "too many messages", cut=True)
            return self.refuse(conn, "too many messages") if held.limit.refused == 1 else []
        try:
            message = parse_client(text)
        except BadMessage as exc:
            return self.refuse(conn, str(exc), strike=True)
        kind = message["t"]
        if kind == "say" and (held.seat is not None or held.watching is not None):
            sayer = held.seat  # (a friend who watches: no seat, no name)
            return self.said(conn, sayer, self.seats[sayer].name if sayer is not None else "",
                             message, now)
        if held.watching is not None:
            held.heard = now
            if kind in ("ping", "pong"):
                return []
            return self.refuse(conn, "a laptop that watches does not play", strike=True)
        if held.seat is None:
            if kind != "hello":
                return self.refuse(conn, "say hello first", cut=True)
            return self._hello(conn, message, now)
        seat = self.seats[held.seat]
        seat.heard = now
        if kind == "hello":
            return self.refuse(conn, "already seated", strike=True)
        if kind == "pong":
            if message["h"] in held.pings:
                seat.clock.sample(message["h"], message["c"], now)
            return []
        if kind == "ping":
            return []
        return self._seat_says(conn, held.seat, message, now)

    # --- what a seat says ------------------------------------------------------------------------

    def _seat_says(self, conn: int, index: int, message: dict[str, Any], now: float) -> list[Out]:
        kind = message["t"]
        if self.state.is_terminal():
            return self.refuse(conn, "the game is over")
        if self.waiting():
            names = ", ".join(self.seats[i].name for i in self.waiting())
            return self.refuse(conn, f"the game waits for {names}")
        race = self.race
        if kind == "act":
            if message["seq"] != self.seq:
                return self.refuse(conn, f"stale: the table moved on (view {message['seq']}, "
                                   f"now {self.seq})")
            return self._act(conn, index, message["action"], now)
        if race is None:
            return self.refuse(conn, f"no {kind!r} at a {self.game} table")
        phase = self.rok.phase
        if kind in ("grab", "done"):
            if race.opens is None:
                return self.refuse(conn, "no grabbing is under way", "R09")
            if kind == "done":
                race.done.add(index)
                return self._after(now)
            if now < race.opens:  # (the runes are shown ahead; a claim may not be)
                race.false_start(index, now)  # (as a false start: a burst counts as one)
                return self.refuse(conn, "too early: grabbing had not opened yet", "R09")
            if len(message["rune"]) > 8:
                return self.refuse(conn, "no such rune")
            why = race.claim(self.seats[index], index, message["rune"], message["at"], now)
            return [] if why is None else self.refuse(conn, why, "R26")
        if self.state.current_player != index or phase != kind:
            return self.refuse(conn, f"no {kind} of yours is due", "R08" if kind == "throw"
                               else "R24")
        rok = self.rok
        text, gesture = (
            throw_text(rok, message["strength"], throw_seed(self.record.seed, rok.throw_no))
            if kind == "throw" else slide_text(rok, index, message["vx"], message["vy"]))
        return self._play_or_refuse(conn, text, now, gesture)

    def _act(self, conn: int, index: int, text: str, now: float) -> list[Out]:
        if self.state.current_player != index:
            return self.refuse(conn, "it is not your turn")
        if self.race is not None and self.rok.phase != "order":
            return self.refuse(conn, "at a RÖK table, throws, grabs and slides are gestures",
                               "R08")
        return self._play_or_refuse(conn, text, now)

    def _play_or_refuse(self, conn: int, text: str, now: float,
                        gesture: dict[str, Any] | None = None) -> list[Out]:
        try:
            return self.play(text, now, gesture)
        except ValueError as exc:  # IllegalAction or MalformedAction: the state is unchanged
            return self.refuse(conn, getattr(exc, "reason", str(exc)), getattr(exc, "rule", None))

    def play(self, text: str, now: float, gesture: dict[str, Any] | None = None) -> list[Out]:
        """Play ``text`` through the core (:raises ValueError: its refusal), log its events,
        save, and tell every seat. RÖK: ``gesture`` is the throw's or the slide's inputs
        (:mod:`game.net.gestures`), sent to every connection before the view at rest; a throw
        made without one (the host's screen) was thrown as at home, at strength 1 with the
        throw's seed."""
        seat = self.state.current_player
        before = self.state.clone() if self.on_play is not None and self.spec.moments else None
        told = self.foretold is not None and self.foretold.get("seq") == self.seq
        if told:  # (made at this screen, and every screen was told as it began)
            gesture = self.foretold
        elif gesture is None and self.race is not None and self.rok.phase == "throw":
            gesture = throw_gesture(self.rok, 1.0, throw_seed(self.record.seed,
                                                              self.rok.throw_no))
        if gesture is not None:
            gesture = {**gesture, "seq": self.seq}  # (the view it was made from)
        events = self.match.play(text)
        number = self.seq
        self.log += [event_entry(e, number) for e in events]
        if self.on_play is not None:
            self.on_play(Played(seat, text, before, events, gesture))
        race = self.race
        if race is not None:
            if self.rok.phase == "grab" and race.opens is None:
                race.start(now, shown_after(gesture) if gesture is not None and not told
                           and self.timing.shown else 0.0)
            elif self.rok.phase != "grab":
                race.stop()
        return self.to_all(gesture) + self.broadcast() if gesture is not None and not told \
            else self.broadcast()

    def foretell(self, gesture: dict[str, Json]) -> list[Out]:
        """RÖK: a throw or a slide made at the host's screen, told to every connection the
        moment it begins (a throw: as its count starts), so every screen plays it with the
        host's; the action it ends in is played later, at rest (:meth:`play`)."""
        self.foretold = {**gesture, "seq": self.seq}
        return self.to_all(self.foretold)

    def foretell_throw(self) -> list[Out]:
        """:meth:`foretell` the throw the host's screen is about to make (as at home: the
        throw's own seed, strength 1)."""
        rok = self.rok
        return self.foretell(throw_gesture(rok, 1.0, throw_seed(self.record.seed,
                                                                rok.throw_no)))

    def said(self, conn: int, seat: int | None, name: str, message: dict[str, Any],
             now: float) -> list[Out]:
        """A reaction or a line a connection said, for everyone (the host's screen hears it
        as connection -1), or refused to its sayer."""
        said = self.chat.said(conn, seat, name, message, now)
        if isinstance(said, str):
            return self.refuse(conn, said)
        return [(-1, said), *self.to_all(said)]

    def local_say(self, index: int, message: dict[str, Any], now: float) -> list[Out]:
        """A person at the host's own screen says something (:raises ValueError: refused)."""
        said = self.chat.said(-1 - index, index, self.seats[index].name, message, now)
        if isinstance(said, str):
            raise ValueError(said)
        return [(-1, said), *self.to_all(said)]

    def to_all(self, message: dict[str, Any]) -> list[Out]:
        """``message`` for every seated or watching connection."""
        return [(conn, message) for conn, held in self.conns.items()
                if held.seat is not None or held.watching is not None]

    def local_act(self, index: int, text: str, now: float) -> list[Out]:
        """A person at the host's own screen plays for their seat (:raises ValueError:)."""
        if self.seats[index].kind != LOCAL or self.state.current_player != index:
            raise ValueError(f"seat {index} does not play from this screen now")
        return self.play(text, now)

    def local_grab(self, index: int, rune: str, now: float) -> list[Out]:
        """A person at the host's screen claims ``rune`` at host time ``now``: the same race
        as the laptops' claims, and the same bar (a false start, R26, is told to the screen
        through :attr:`local_refused`) (:raises ValueError: no grabbing is under way)."""
        race = self.race
        if race is None or race.opens is None or self.seats[index].kind != LOCAL:
            raise ValueError("no grabbing is under way")
        why = race.person_claims(index, rune, max(now, race.opens))
        if why is not None:
            self.local_refused.append(IllegalAction(f"grab {index} {rune}", why, "R26"))
        return []

    def local_done(self, index: int, done: bool, now: float) -> list[Out]:
        """A person at the host's screen says they are done grabbing (``done``), or takes it
        back (a hot seat's own key pressed again)."""
        race = self.race
        if race is None or race.opens is None:
            return []
        (race.done.add if done else race.done.discard)(index)
        return self._after(now) if done else []

    def give_to_bot(self, index: int, level: str, now: float, here: bool = False) -> list[Out]:
        """The host gives a missing human's seat to a bot; its token stops working.
        ``here``: the host's own screen plays that bot (the app's table, on its bot thread,
        at a readable pace), as it plays the bots of its setup; else this table's ticks do."""
        seat = self.seats[index]
        out: list[Out] = [(seat.conn, None)] if seat.conn is not None else []
        if seat.token is not None:
            self.former[seat.token] = index  # (its laptop may still watch)
        seat.kind, seat.level, seat.token, seat.conn, seat.nonce = BOT, level, None, None, None
        if not here:
            self.bots[index] = self._bot(level)
        elif self.race is not None:
            self.racers[index] = level  # (its grabs still race here)
        return out + self.broadcast()

    # --- time passing ----------------------------------------------------------------------------

    def tick(self, now: float) -> list[Out]:
        """Heartbeats, silent or seatless connections cut, then bots and the race move on."""
        out: list[Out] = []
        t = self.timing
        for conn, held in list(self.conns.items()):
            if held.seat is None and held.watching is None:
                if now - held.opened > t.hello_within:
                    out += self.refuse(conn, "no hello", cut=True)
                continue
            heard = held.heard if held.seat is None else self.seats[held.seat].heard
            if now - heard > t.timeout:
                out.append((conn, None))
                continue
            if now - held.pinged >= t.heartbeat:
                out += self._ping(conn, now)
        if self.state.is_terminal() or self.waiting():
            return out
        return out + self._after(now)

    def _ping(self, conn: int, now: float) -> list[Out]:
        held = self.conns[conn]
        held.pinged = now
        held.pings.append(now)
        if held.seat is None:
            return [(conn, {"t": "ping", "h": now, "offset": 0.0})]
        seat = held.seat  # (the digest of its view: a laptop holding another asks again)
        return [(conn, {"t": "ping", "h": now, "offset": self.seats[seat].clock.offset,
                        "d": view_digest(self.state.view(seat))})]

    def _after(self, now: float) -> list[Out]:
        """What happens without anyone's message: bots' turns, the race's decisions."""
        out: list[Out] = []
        for _ in range(64):  # bots may play several actions in a row; each is one pass
            if self.state.is_terminal():
                break
            step = self._race_step(now) if self._racing() else self._bot_step(now)
            if step is None:
                break
            out += step
        return out

    def _racing(self) -> bool:
        return self.race is not None and self.race.opens is not None

    def _bot_step(self, now: float) -> list[Out] | None:
        current = self.state.current_player
        if current not in self.bots:
            return None
        seat = self.seats[current]
        if self.race is not None and self.rok.phase in ("throw", "slide"):
            text, gesture = bot_gesture(self.rok, current, self.bot_reflexes(current, seat.level),
                                        self.record.seed)
            return self.play(text, now, gesture)
        chosen = self.bots[current].choose(self.state.view(current), self.bot_rng(current))
        return self.play(chosen, now) if chosen is not None else None

    def _race_step(self, now: float) -> list[Out] | None:
        race = self.race
        assert race is not None and race.opens is not None
        if now < race.opens:
            return None
        bots = {**{i: self.seats[i].level for i in self.bots}, **self.racers}
        for index, level in bots.items():
            if index not in race.plans and index not in race.done:
                race.plan_bot(self.rok, index, level, self.record.seed, self.seq, now)
        out: list[Out] = []
        for index, text in race.due(now):
            conn = self.seats[index].conn
            try:
                out += self.play(text, now)
            except ValueError as exc:
                if conn is not None:
                    out += self.refuse(conn, getattr(exc, "reason", str(exc)),
                                       getattr(exc, "rule", None))
                elif index not in bots:
                    self.local_refused.append(exc)
            if not self._racing():  # (that grab ended grabbing: no pair is left)
                return out
            if index in bots:
                race.plan_bot(self.rok, index, bots[index], self.record.seed, self.seq, now)
        if race.over(len(self.seats), now):
            return out + self.play("done", now)
        return out or None

    # --- helpers ----------------------------------------------------------------------------------

    def _bot(self, level: str | None) -> Bot:
        registry = self.spec.bots
        return registry.get(level or "", next(iter(registry.values())))()

    def bot_reflexes(self, index: int, level: str | None) -> Reflexes:
        """RÖK: the reflexes bot seat ``index`` plays with, as at home: its level's (Matched:
        the table's pace, :attr:`pace`), slowed down by the seat's handicap."""
        from dataclasses import replace

        from game.rok.bots import reflexes_for
        from game.rok.pace import matched_eyes, prior_pace

        reflexes = reflexes_for(level)
        if level == MATCHED:
            reflexes = replace(reflexes, eyes=matched_eyes(*(self.pace or prior_pace)()))
        return reflexes.slower(self.seats[index].handicap)

    def bot_rng(self, index: int) -> Rng:
        """Seat ``index``'s generator for its decision now (a hot seat's bot would get the
        same one at this point of the game)."""
        return bot_rng(self.record.seed, index, self.seq)
