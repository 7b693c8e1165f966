"""``lan_forged_claim_win_pct``: can a RÖK laptop talk itself into a race it lost?

Two laptops at a host on loopback, the host with the app's timing. In each seeded race both
go for the same rune: the honest laptop clicks 150 ms after grabbing opens (its own clock,
converted by the host's estimate); the forger claims later, or early in a way the protocol
should refuse, and lies as a strategy says:

- ``late-pongs-50`` / ``-70`` / ``-100`` / ``-200``: it answers every ping 2 s late (its pong
  stamped so the offset still comes out true) to make its round trips look long, then claims
  50, 70, 100 or 200 ms after the honest click with a stamp backdated 1 s;
- ``on-arrival``: it claims the moment the view that announces grabbing arrives, before
  grabbing opens;
- ``backdated-1s``: honest pongs, a claim 100 ms after the honest one stamped 1 s earlier;
- ``clock-minus-5s`` / ``false-clock-50``: its pongs come from a clock 5 s ahead of the one
  it stamps claims with (a false offset), the claim 100 or 50 ms after the honest one;
- ``burst-4ms``: claims fired every 4 ms from 20 ms before grabbing opens to 200 ms after
  (a false start, then claims inside its hold: R26);
- ``early-10ms``: one claim 10 ms after grabbing opens (faster than anyone sees and moves:
  a false start, R26).

Each strategy's share of the decided races the forger won (40 each) is printed; the figure
is the worst one's.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Callable
from typing import Any

from game.net.host import Timing
from game.net.messages import encode
from scenes.kit.net.client import ClientLink
from tools.lan_play import LanBot, LanTable

RACES = 40
HONEST_AFTER = 0.150  # s after grabbing opens, on the honest laptop's clock
LATE = 2.0  # s: how late the forger answers pings
NUDGE_AFTER = 3.0  # s with no move: decide again (a throw sent while a link was down is lost)
APP_LINK = {"timeout": 3.0, "backoff": 0.05, "max_backoff": 1.0}  # ClientLink's defaults


class LatePongs(ClientLink):
    """Answers every ping ``LATE`` seconds late, its stamp chosen so the offset is right."""

    def answer_ping(self, ping: dict[str, Any], arrived: float) -> None:
        reply = encode({"t": "pong", "h": ping["h"], "c": arrived + LATE / 2})
        asyncio.get_running_loop().call_later(LATE, self._send, reply)


class FalseClock(ClientLink):
    """Answers pings from a clock 5 s ahead of the one it stamps claims with."""

    def answer_ping(self, ping: dict[str, Any], arrived: float) -> None:
        self._send(encode({"t": "pong", "h": ping["h"], "c": arrived + 5.0}))


@dataclasses.dataclass(frozen=True)
class Strategy:
    name: str
    link: type[ClientLink]
    after: float | None  # s after the honest click (None: on the view's arrival)
    backdate: float
    opening: tuple[float, ...] = ()  # or: claims at these s after grabbing opens

    def moments(self, opens: float) -> list[float]:
        """When the forger claims (this process's clock), grabbing opening at ``opens``."""
        if self.opening:
            return [opens + s for s in self.opening]
        assert self.after is not None
        return [opens + HONEST_AFTER + self.after]


BURST = tuple(round(-0.020 + 0.004 * k, 3) for k in range(56))  # -20 ms .. +200 ms

STRATEGIES = (
    Strategy("late-pongs-50", LatePongs, 0.050, 1.0),
    Strategy("late-pongs-70", LatePongs, 0.070, 1.0),
    Strategy("late-pongs-100", LatePongs, 0.100, 1.0),
    Strategy("late-pongs-200", LatePongs, 0.200, 1.0),
    Strategy("on-arrival", ClientLink, None, 0.0),
    Strategy("backdated-1s", ClientLink, 0.100, 1.0),
    Strategy("clock-minus-5s", FalseClock, 0.100, 0.0),
    Strategy("false-clock-50", FalseClock, 0.050, 0.0),
    Strategy("burst-4ms", ClientLink, None, 0.0, BURST),
    Strategy("early-10ms", ClientLink, None, 0.0, (0.010,)),
)


def wait_until(moment: float) -> None:
    while time.monotonic() < moment:
        time.sleep(0.0002)


def one_strategy(strategy: Strategy, races: int = RACES,
                 seed: int = 21) -> tuple[int, int]:
    """(races the forger won, races decided) for one strategy."""
    timing = dataclasses.replace(Timing(), grab_limit=5.0,  # the app's pings: one a second
                                 shown=False)  # (bots draw no throw: it opens at once)
    forged = decided = 0
    while decided < races:
        with LanTable("rok", 2, seed, relay=False, timing=timing, link_options=APP_LINK,
                      link_classes={1: strategy.link}) as table:
            time.sleep(LATE + 2.5)  # the host's pings measure both clocks (late pongs too)
            honest, forger = table.laptops
            still = Still()
            while decided < races and not table.host.state.is_terminal():
                outcome = race(table, honest, forger, strategy, still)
                if outcome is not None:
                    decided += 1
                    forged += outcome
        seed += 1
    return forged, decided


@dataclasses.dataclass
class Still:
    """Since when the host's record has not moved."""

    seq: int = -1
    since: float = 0.0


def race(table: LanTable, honest: LanBot, forger: LanBot, strategy: Strategy,
         still: Still) -> bool | None:
    """One contested rune: True if the forger took it, None if no race could be set up."""
    now = time.monotonic()
    if table.host.seq != still.seq:
        still.seq, still.since = table.host.seq, now
    stale = now - still.since > NUDGE_AFTER  # a gesture lost on the way: decide again
    if stale:
        still.since = now
    for bot in (honest, forger):
        fresh = bot.take() or stale
        if bot.mirror.view and bot.mirror.view["phase"] != "grab":
            bot.maybe_decide(fresh)
    view = honest.mirror.view
    if not (view and view["phase"] == "grab" and honest.mirror.opens
            and forger.mirror.opens == honest.mirror.opens):
        time.sleep(0.002)
        return None
    grabs = sorted(t.split()[2] for t in view["legal"] if t.startswith("grab"))
    opens_here = honest.mirror.opens - honest.mirror.offset - honest.link.clock() \
        + time.monotonic()  # grabbing opens, on this process's clock
    ahead = 0.05 - min((0.0, *strategy.opening))  # (a burst starts before grabbing opens)
    if not grabs or opens_here < time.monotonic() + ahead:
        done(honest, forger)
        return None
    rune = grabs[0]
    if strategy.after is None and not strategy.opening:
        claim(forger, rune, strategy.backdate)  # the view is here: claim before it opens
    claims = [(opens_here + HONEST_AFTER, honest, 0.0)]
    if strategy.after is not None or strategy.opening:
        claims += [(at, forger, strategy.backdate) for at in strategy.moments(opens_here)]
    for at, bot, backdate in sorted(claims, key=lambda c: c[0]):
        wait_until(at)
        claim(bot, rune, backdate)
    winner = winner_of(table, rune, time.monotonic() + 3)
    done(honest, forger)
    deadline = time.monotonic() + 6
    while table.host.state.phase == "grab" and time.monotonic() < deadline:
        time.sleep(0.01)
    return None if winner is None else winner == 1


def claim(bot: LanBot, rune: str, backdate: float) -> None:
    bot.link.send({"t": "grab", "rune": rune, "at": bot.link.clock() - backdate})


def done(*bots: LanBot) -> None:
    for bot in bots:
        bot.link.send({"t": "done"})


def winner_of(table: LanTable, rune: str, deadline: float) -> int | None:
    while time.monotonic() < deadline:
        with table.runner.lock:
            winner = next((int(a.split()[1]) for a in table.host.record.actions[-8:]
                           if a.startswith("grab ") and a.split()[2] == rune), None)
        if winner is not None:
            return winner
        time.sleep(0.01)
    return None


def forged_claims(report: Callable[[str, float, str], None]) -> None:
    worst = 0.0
    for strategy in STRATEGIES:
        forged, decided = one_strategy(strategy)
        share = 100 * forged / decided
        report(f"lan_forged_{strategy.name.replace('-', '_')}_pct", share, "%")
        worst = max(worst, share)
    report("lan_forged_claim_win_pct", worst, "%")
