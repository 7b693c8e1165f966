"""Whole games over loopback: a headless host, a relay, and bots at laptops (tests, bench).

:func:`whole_game` starts a :class:`~scenes.kit.net.hosting.HostRunner` on 127.0.0.1, a
:class:`~scenes.kit.net.relay.Relay` in front of it (delaying, reordering and cutting as
asked), and one :class:`~scenes.kit.net.client.ClientLink` per remote seat, each driven by a
:class:`LanBot`: a bot that sees only what its laptop received (a
:class:`~game.net.mirror.Mirror`) and answers with the messages a person's table would send
(actions, throws and slides as gestures, grab claims stamped with its own — skewed — clock).

    python tools/lan_play.py totem 2 --seed 3
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord, Rng
from game.net.host import HostTable, Timing
from game.net.mirror import Mirror
from game.net.seats import BOT, REMOTE, Seat
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.relay import Relay
from scenes.kit.net.thread import NetThread

FAST = Timing(heartbeat=0.1, timeout=1.0, hello_within=2.0, lead=0.02, window=0.04,
              grab_limit=2.0, bot_pace=0.02, rate=400.0, burst=400.0, shown=False)
"""Short clocks for whole games in tests: bots decide at once, the relay's delays are short,
no screen counts nor flies a throw."""
WATCH_CODE = "WATCH1"
REACTION = 0.15
"""A laptop's bot claims no sooner than this after grabbing opened (its clock): as quick a
person as can be, past the false-start bar (``game.net.race.FALSE_START``)."""


@dataclass
class LanBot:
    """A bot at a laptop: decides from its mirror only, sends what a table would send."""

    link: ClientLink
    seed: int
    mirror: Mirror = field(default_factory=Mirror)
    received: list[str] = field(default_factory=list)  # every host message, as JSON text
    decided_rev: int = -2
    refusals: int = 0

    def step(self) -> None:
        self.maybe_decide(self.take())

    def take(self) -> bool:
        """Read what arrived into the mirror; whether a refusal came (time to think again)."""
        fresh = False
        while not self.link.inbox.empty():
            message, _ = self.link.inbox.get_nowait()
            self.received.append(json.dumps(message, ensure_ascii=False))
            kind = self.mirror.take(message)
            fresh = fresh or kind == "refused"
            self.refusals += kind == "refused"
        return fresh

    def maybe_decide(self, fresh: bool = False) -> None:
        """Decide on a view not decided on yet (or again after a refusal)."""
        if (self.mirror.view is None or self.mirror.seat is None or self.mirror.over
                or self.mirror.waiting):
            return
        if self.mirror.rev != self.decided_rev or fresh:
            self.decided_rev = self.mirror.rev
            self.decide()

    def decide(self) -> None:
        view, seat = self.mirror.view, self.mirror.seat
        assert view is not None and seat is not None
        rng = Rng(self.seed ^ (self.mirror.rev * 0x9E37) ^ (self.refusals * 0x51))
        legal = self.mirror.legal
        if self.mirror.game != "rok":
            if legal:
                self.link.send({"t": "act", "seq": self.mirror.seq, "action": rng.choice(legal)})
            return
        phase, current = view["phase"], view["current_player"]
        if phase == "throw" and current == seat:
            self.link.send({"t": "throw", "strength": 0.8 + 0.4 * rng.random()})
        elif phase == "slide" and current == seat:
            from game.rok.table import aimed_slide
            _, (vx, vy) = aimed_slide(seat, int(view["players"]), 0.6, rng)
            self.link.send({"t": "slide", "vx": vx, "vy": vy})
        elif phase == "grab" and self.mirror.opens is not None:
            from game.rok.bots import grab_plan, reflexes_for
            if self.link.clock() < self.mirror.client_time(self.mirror.opens) + REACTION:
                self.decided_rev = -2  # (not yet: a claim sooner is a false start, R26)
                return
            plan = grab_plan(view, seat, rng, reflexes_for("hard"), False)
            if plan is not None:  # the rune its eyes found, at once (a fast bot)
                self.link.send({"t": "grab", "rune": plan[1], "at": self.link.clock()})
            else:
                self.link.send({"t": "done"})
        elif phase == "order" and legal:
            self.link.send({"t": "act", "seq": self.mirror.seq, "action": rng.choice(legal)})


@dataclass
class LanGame:
    """A finished (or timed-out) game: the host's table, the laptops' bots, the relay."""

    host: HostTable
    bots: list[LanBot]
    relay: Relay | None
    spectators: list[LanBot]
    seconds: float
    finished: bool


class LanTable:
    """A host on 127.0.0.1, a relay in front of it if asked, and one :class:`LanBot` per
    remote seat (seats ``players - bots ..`` are host bots); a context manager."""

    def __init__(self, game: str, players: int, seed: int, bots: int = 0, relay: bool = True,
                 jitter: tuple[float, float] = (0.0, 0.005), cut_every: float | None = None,
                 timing: Timing = FAST, skews: list[float] | None = None,
                 link_options: dict[str, Any] | None = None,
                 link_classes: dict[int, type[ClientLink]] | None = None,
                 spectators: int = 0) -> None:
        seats = [Seat(f"Laptop {i + 1}", REMOTE) if i < players - bots
                 else Seat(f"Bot {i + 1}", BOT, level="random" if game != "rok" else "easy")
                 for i in range(players)]
        self.host = HostTable.of(GameRecord(game, players, seed), seats, "TABLE1", new_token,
                                 timing, watch_code=WATCH_CODE)
        self.runner = HostRunner(self.host)
        port = self.runner.listen("127.0.0.1", 0)
        self.runner.run_in_thread(0.002)
        self.net = NetThread("tablee-lan-clients")
        self.relay: Relay | None = None
        url = f"ws://127.0.0.1:{port}"
        if relay:
            self.relay = Relay(jitter, cut_every, seed)
            relay_port = self.net.submit(self.relay.start("127.0.0.1", 0)).result(5)
            self.runner.through_relay(f"ws://127.0.0.1:{relay_port}/host/room{seed}")
            url = f"ws://127.0.0.1:{relay_port}/join/room{seed}"
        options = link_options or {"timeout": 0.8, "backoff": 0.02, "max_backoff": 0.2}
        self.laptops = []
        for i in range(players - bots):
            skew = (skews or [0.0] * players)[i]
            kind = (link_classes or {}).get(i, ClientLink)  # (a hostile laptop's, for the bench)
            link = kind(self.net, url, name=f"Laptop {i + 1}", code="table1", seat=i,
                        clock=lambda s=skew: time.monotonic() + s, **options)
            link.start()
            self.laptops.append(LanBot(link, seed * 101 + i))
        self.spectators = []  # friends watching with the watch code (they only read)
        for _ in range(spectators):
            link = ClientLink(self.net, url, spectate=WATCH_CODE.lower(), **options)
            link.start()
            self.spectators.append(LanBot(link, 0))

    def __enter__(self) -> LanTable:
        return self

    def __exit__(self, *exc: object) -> None:
        for bot in [*self.laptops, *self.spectators]:
            bot.link.stop()
        self.runner.stop()
        if self.relay is not None:
            self.net.submit(self.relay.stop()).result(5)
        self.net.stop()

    def finished(self) -> bool:
        with self.runner.lock:
            done = self.host.state.is_terminal()
        return done and all(b.mirror.over and b.mirror.seq == self.host.seq
                            and len(b.mirror.entries()) == len(self.host.log)
                            for b in [*self.laptops, *self.spectators])  # (late messages
        # may still be on the way)


def whole_game(game: str, players: int, seed: int, bots: int = 0, relay: bool = True,
               jitter: tuple[float, float] = (0.0, 0.005), cut_every: float | None = None,
               timing: Timing = FAST, limit: float = 60.0, spectators: int = 0) -> LanGame:
    """Play one seeded game: seats ``0 .. players-bots-1`` at laptops, the rest host bots;
    ``spectators`` friends watch with the watch code."""
    start = time.monotonic()
    with LanTable(game, players, seed, bots, relay, jitter, cut_every, timing,
                  spectators=spectators) as table:
        while time.monotonic() - start < limit and not table.finished():
            for bot in [*table.laptops, *table.spectators]:
                bot.step()
            time.sleep(0.002)
    return LanGame(table.host, table.laptops, table.relay, table.spectators,
                   time.monotonic() - start, table.host.state.is_terminal())


def summary(result: LanGame) -> dict[str, Any]:
    return {"finished": result.finished, "actions": len(result.host.record.actions),
            "seconds": round(result.seconds, 2),
            "cuts": result.relay.cuts if result.relay else 0,
            "reconnections": [b.link.connections - 1 for b in result.bots],
            "refusals": len(result.host.refusals)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", type=int, default=0)
    parser.add_argument("--cut-every", type=float, default=None)
    args = parser.parse_args()
    result = whole_game(args.game, args.players, args.seed, args.bots, cut_every=args.cut_every)
    print(summary(result))


if __name__ == "__main__":
    main()
