"""Who comes to a hosted table and how: a first hello with the join code, a laptop back for
its seat (proofs both ways, :mod:`game.net.proof`: the token crosses the network once), a
laptop whose seat went to a bot watching on, a friend with the watch code.

:class:`Arrivals` is the part of :class:`~game.net.host.HostTable` that answers a hello; it
reads the table's seats, connections and door and answers with welcomes, proofs and
refusals (the table's own :meth:`~game.net.host.HostTable.refuse`).
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import GameRecord
from game.names import shows
from game.net.door import Door
from game.net.messages import MAX_NAME, PROTOCOL
from game.net.proof import MIN_CHALLENGE, host_proof, proves
from game.net.seats import BOT, REMOTE, Conn, Seat
from game.text import clean_name

Out = tuple[int, dict[str, Any] | None]
"""A message for a connection; ``None`` closes it."""
SEAT_GIVEN = "the host gave this seat to a bot"
TOO_MANY_WATCHING = "too many laptops watch this table"
MAX_WATCHERS = 8
SPECTATOR_PLACE = 0  # a friend who watches sees the table from the first seat's place


class Arrivals:
    """A hosted table's answers to a hello (see the module)."""

    seats: list[Seat]
    conns: dict[int, Conn]
    door: Door
    former: dict[str, int]
    make_token: Callable[[], str]
    game: str
    rev: int

    if TYPE_CHECKING:
        @property
        def record(self) -> GameRecord: ...

        def refuse(self, conn: int, why: str, rule: str | None = None, cut: bool = False,
                   fatal: bool = False, strike: bool = False, may_watch: bool = False
                   ) -> list[Out]: ...

        def view_message(self, index: int, full: bool = False) -> dict[str, Any]: ...

        def watch_message(self, conn: int, full: bool = False) -> dict[str, Any]: ...

        def _ping(self, conn: int, now: float) -> list[Out]: ...

    def _hello(self, conn: int, message: dict[str, Any], now: float) -> list[Out]:
        if message["v"] != PROTOCOL:
            return self.refuse(conn, f"protocol {message['v']}; this host speaks {PROTOCOL}",
                               fatal=True)
        address = self.conns[conn].address
        if message.get("back") is not None or message.get("watching") is not None:
            return self._challenge(conn, message, now)  # a laptop back: proofs, no token
        if message.get("proof") is not None:
            return self._proved(conn, message["proof"], now)
        token, watch = message.get("token"), message.get("watch")
        spectate = message.get("spectate")
        if spectate is not None:  # a friend who watches with the watch code
            refused = self.door.admit(address, spectate, now, watching=True)
            if refused is not None:
                return self.refuse(conn, refused, fatal=True)
            if sum(c.watching is not None for c in self.conns.values()) >= MAX_WATCHERS:
                return self.refuse(conn, TOO_MANY_WATCHING, fatal=True)
            return self._watch(conn, SPECTATOR_PLACE, now, spectator=True)
        if watch is not None:  # a laptop whose seat went to a bot, watching on
            index = self.former_seat(watch)
            if index is None:
                self.door.wrong(address, now)
                return self.refuse(conn, "unknown seat token", fatal=True)
            return self._watch(conn, index, now)
        if token is not None:
            index = next((i for i, s in enumerate(self.seats) if s.holds(token)), None)
            if index is None and self.former_seat(token) is not None:
                return self.refuse(conn, SEAT_GIVEN, fatal=True, may_watch=True)
            if index is None:
                self.door.wrong(address, now)
                return self.refuse(conn, "unknown seat token", fatal=True)
            return self._seat(conn, index, now)
        refused = self.door.admit(address, str(message.get("code", "")), now)
        if refused is not None:
            return self.refuse(conn, refused, fatal=True)
        nonce = message.get("nonce")
        if nonce is not None and len(nonce) >= 16:  # a hello again: its welcome was lost
            again = next((i for i, s in enumerate(self.seats) if s.joined_with(nonce)), None)
            if again is not None:
                return self._seat(conn, again, now)
        free = [i for i, s in enumerate(self.seats) if s.kind == REMOTE and s.token is None]
        wanted = message.get("seat")
        index = wanted if wanted in free else (free[0] if free else None)
        if index is None:
            return self.refuse(conn, "no free seat at this table", fatal=True)
        seat = self.seats[index]
        seat.token = self.make_token()
        seat.nonce = nonce if nonce is not None and len(nonce) >= 16 else None
        name = clean_name(str(message.get("name", "")), MAX_NAME)
        others = {s.name.casefold() for i, s in enumerate(self.seats) if i != index}
        if name and shows(name):
            seat.name = name if name.casefold() not in others else f"{name[:36]} {index + 1}"
        return self._seat(conn, index, now)

    def _challenge(self, conn: int, message: dict[str, Any], now: float) -> list[Out]:
        """A laptop back for its seat (or to watch from it) asks the host to prove it holds
        the seat's token first (:mod:`game.net.proof`): the host answers with its proof and a
        challenge of its own."""
        watching = message.get("watching")
        index = watching if watching is not None else message["back"]
        challenge = str(message.get("challenge", ""))
        if not 0 <= index < len(self.seats) or len(challenge) < MIN_CHALLENGE:
            return self.refuse(conn, "no such seat to come back to", fatal=True)
        seat = self.seats[index]
        former = next((old for old, i in self.former.items() if i == index), None)
        token = seat.token or former
        if token is None:
            self.door.wrong(self.conns[conn].address, now)
            return self.refuse(conn, "unknown seat token", fatal=True)
        mine = self.make_token()
        self.conns[conn].challenge = (index, challenge, mine, watching is not None)
        return [(conn, {"t": "prove", "proof": host_proof(token, challenge, mine),
                        "challenge": mine})]

    def _proved(self, conn: int, proof: str, now: float) -> list[Out]:
        """The laptop's answer to the host's challenge: its seat (or its watch) if right."""
        held = self.conns[conn]
        if held.challenge is None:
            return self.refuse(conn, "prove nothing before you are asked", cut=True)
        index, laptop, mine, watching = held.challenge
        held.challenge = None
        seat = self.seats[index]
        if seat.token is not None and proves(proof, seat.token, laptop, mine, "laptop"):
            return self._watch(conn, index, now) if watching else \
                self._seat(conn, index, now, told=False)
        former = [old for old, i in self.former.items() if i == index]
        if any(proves(proof, old, laptop, mine, "laptop") for old in former):
            return self._watch(conn, index, now) if watching else \
                self.refuse(conn, SEAT_GIVEN, fatal=True, may_watch=True)
        self.door.wrong(held.address, now)
        return self.refuse(conn, "unknown seat token", fatal=True)

    def _seat(self, conn: int, index: int, now: float, told: bool = True) -> list[Out]:
        """Connection ``conn`` holds seat ``index`` (a former connection of it is cut);
        ``told``: the welcome gives the seat's token (not to a laptop that proved it holds
        it: the token crosses the network once)."""
        seat = self.seats[index]
        out: list[Out] = []
        if seat.conn is not None and seat.conn != conn:
            old = seat.conn
            out += [(old, {"t": "bye", "reason": "your seat was taken back elsewhere"}),
                    (old, None)]
            if old in self.conns:
                self.conns[old].seat = None
        seat.conn, seat.heard, seat.missing_since = conn, now, None
        self.conns[conn].seat = index
        out.append((conn, {"t": "welcome", "seat": index, "token": seat.token if told else None,
                           "game": self.game, "players": self.record.players,
                           **self.sitters()}))
        self.rev += 1
        out += [(s.conn, self.view_message(i)) for i, s in enumerate(self.seats)
                if s.conn is not None and i != index]
        out.append((conn, self.view_message(index, full=True)))
        out += self._ping(conn, now)
        return out

    def sitters(self) -> dict[str, Any]:
        """Who sits at each seat, as a welcome tells every laptop: names, kinds (a bot at the
        host's screen is a bot), bots' levels and handicaps."""
        return {"names": [s.name for s in self.seats], "kinds": [s.shown_kind for s in self.seats],
                "levels": [s.level if s.shown_kind == BOT else None for s in self.seats],
                "handicaps": [s.handicap for s in self.seats]}

    def former_seat(self, token: str) -> int | None:
        """The seat ``token`` held before it went to a bot (constant time per token)."""
        return next((index for old, index in self.former.items()
                     if hmac.compare_digest(old.encode(), token.encode())), None)

    def _watch(self, conn: int, index: int, now: float, spectator: bool = False
               ) -> list[Out]:
        """Connection ``conn`` watches from seat ``index``'s place: the public view only
        (``spectator``: a friend with the watch code, not a former seat's laptop)."""
        held = self.conns[conn]
        held.watching, held.heard = index, now
        welcome = {"t": "welcome", "seat": None, "watching": index, "token": None,
                   "spectator": spectator,
                   "game": self.game, "players": self.record.players,
                   **self.sitters()}
        return [(conn, welcome), (conn, self.watch_message(conn, full=True)),
                *self._ping(conn, now)]
