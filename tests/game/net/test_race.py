"""The RÖK race at a hosted table as plain calls: false starts (R26), the delay allowance, a
burst of claims, the host screen's clicks, and every lying strategy of the forged-claims
bench losing to an honest laptop 150 ms after opening."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import GameRecord
from game.net.clock import ALLOWANCE, OffsetEstimate
from game.net.host import HostTable, Timing
from game.net.messages import encode
from game.net.race import FALSE_START, throw_text
from game.net.seats import BOT, LOCAL, REMOTE, Seat
from game.rok.human import MIN_GAP
from game.streams import throw_seed
from tests.game.net.test_host import join, laptop_throw, rok_race, to

HONEST = 0.150  # the honest laptop claims this long after grabbing opens


def grab(host: HostTable, conn: int, rune: str, at: float, now: float) -> list:
    """Laptop ``conn``'s claim stamped ``at`` (its clock), arriving at host time ``now``."""
    return to(host.receive(conn, encode({"t": "grab", "rune": rune, "at": at}), now), conn)


def winner(host: HostTable, rune: str, now: float) -> int | None:
    host.tick(now)
    return next((int(a.split()[1]) for a in host.record.actions if a.startswith("grab ")
                 and a.split()[2] == rune), None)


def honest_pongs(host: HostTable, index: int, rtt: float = 0.004, skew: float = 0.0) -> None:
    """Seat ``index``'s laptop answers pings at once; its clock ``skew`` behind the host's."""
    for ping in range(4):
        sent = 0.2 + ping * 0.1
        host.seats[index].clock.sample(sent, sent + rtt / 2 - skew, sent + rtt)


def late_pongs(host: HostTable, index: int) -> None:
    """Seat ``index``'s laptop answers every ping 2 s late, stamps chosen so the offset
    still comes out true (its trips look long: what late pongs were meant to buy)."""
    for ping in range(4):
        sent = 0.2 + ping * 0.1
        host.seats[index].clock.sample(sent, sent + 1.0, sent + 2.0)


def test_R26_a_claim_99_ms_after_opening_is_a_false_start_and_one_at_100_ms_counts():
    """The bar is on the host's clock, after the seat's allowance: a claim stamped 99 ms
    after opening is refused in words; one arriving 100 ms plus the allowance after
    opening, however backdated, stands at 100 ms and counts."""
    host, rune = rok_race()
    opens = host.race.opens
    honest_pongs(host, 0)
    honest_pongs(host, 1)
    allowance = host.seats[1].clock.allowance
    assert allowance == pytest.approx(0.014)
    refused = grab(host, 1, rune, opens + 0.099, opens + 0.101)
    assert refused == [{"t": "refused", "reason": "false start: less than 100 ms after "
                        "grabbing opened", "rule": "R26", "fatal": False}]
    assert host.race.fair.pending() == 0
    assert grab(host, 2, rune, opens - 1.0, opens + 0.1001 + allowance) == []
    assert winner(host, rune, opens + 0.5) == 1
    assert host.record.actions[-1] == f"grab 1 {rune} 0.10"


def test_R26_a_claim_10_ms_after_opening_loses_to_an_honest_one_at_150_ms():
    host, rune = rok_race()
    opens = host.race.opens
    honest_pongs(host, 0)
    honest_pongs(host, 1)
    assert grab(host, 2, rune, opens + 0.010, opens + 0.012)[0]["rule"] == "R26"
    grab(host, 1, rune, opens + HONEST, opens + HONEST + 0.002)
    assert winner(host, rune, opens + 0.6) == 0


@given(st.lists(st.tuples(st.floats(0.0, 5.0), st.floats(-100.0, 100.0)), max_size=12),
       st.floats(0.0, 0.05), st.lists(st.floats(0.0, 5.0), max_size=12))
def test_R26_the_allowance_never_exceeds_20_ms_whatever_the_pongs(before, fast, after):
    """Whatever round trips the pongs make (any delay, any stamp), a claim is never backdated
    more than 20 ms; once a fast trip was timed, later pongs, late or not, never make the
    allowance grow."""
    clock = OffsetEstimate()
    sent = 0.0
    for delay, client in before:
        clock.sample(sent, client, sent + delay)
        sent += 1.0
    assert 100.0 - clock.claim_time(-1e9, arrived=100.0, opened=0.0) <= ALLOWANCE + 1e-12
    clock.sample(sent, 0.0, sent + fast)
    allowed = clock.allowance
    for delay in after:
        sent += 1.0
        clock.sample(sent, 0.0, sent + delay)
        assert clock.allowance <= allowed <= ALLOWANCE
        assert 100.0 - clock.claim_time(-1e9, arrived=100.0, opened=0.0) <= allowed + 1e-12


@pytest.mark.parametrize("after", [0.050, 0.070])
def test_R26_late_pongs_and_a_backdated_claim_after_the_honest_one_lose(after):
    """A laptop answering pings 2 s late, then claiming 50 or 70 ms after an honest laptop
    with a stamp backdated 1 s, still counts after it (R25: the earlier grab wins)."""
    host, rune = rok_race()
    opens = host.race.opens
    honest_pongs(host, 0)
    late_pongs(host, 1)
    grab(host, 1, rune, opens + HONEST, opens + HONEST + 0.002)
    assert grab(host, 2, rune, opens + HONEST + after - 1.0, opens + HONEST + after) == []
    assert winner(host, rune, opens + 0.8) == 0


def test_R26_a_false_clock_50_ms_later_loses():
    """Pongs stamped from a clock 5 s ahead of the one the claims are stamped with (a false
    offset: its claims convert 5 s early), one of them 80 ms on the way (a busy moment), the
    claim 50 ms after the honest one: it loses."""
    host, rune = rok_race()
    opens = host.race.opens
    honest_pongs(host, 0)
    honest_pongs(host, 1, skew=-5.0)
    host.seats[1].clock.sample(0.7, 0.74 + 5.0, 0.78)
    grab(host, 1, rune, opens + HONEST, opens + HONEST + 0.002)
    grab(host, 2, rune, opens + HONEST + 0.050, opens + HONEST + 0.052)
    assert winner(host, rune, opens + 0.8) == 0


def test_R26_a_burst_of_claims_every_4_ms_around_the_opening_counts_as_one_false_start():
    """Claims fired every 4 ms from 40 ms before opening to 400 ms after are refused as one
    false start (the ones before opening as R09, the rest as R26): none enters the race and
    the honest claim at 150 ms wins; the burster may claim again once it has stopped for
    the burst's hold (MIN_GAP), and then it counts (the links' rate limit set aside)."""
    host, rune = rok_race(rate=1000.0, burst=1000.0)
    opens = host.race.opens
    honest_pongs(host, 0)
    honest_pongs(host, 1)
    rules = []
    for step in range(-10, 101):
        at = opens + step * 0.004
        if step == 38:  # (opens + 152 ms)
            assert grab(host, 1, rune, opens + HONEST, opens + HONEST + 0.002) == []
        answer = grab(host, 2, rune, at, at + 0.002)
        rules.append(answer[0]["rule"] if answer else "counted")
    assert set(rules) == {"R09", "R26"}  # (none counted)
    assert host.race.fair.pending() == 1  # (the honest claim only)
    assert winner(host, rune, opens + 0.7) == 0
    other = next(t.split()[2] for t in host.state.view(1)["legal"] if t.startswith("grab"))
    again = opens + 0.4 + MIN_GAP + 0.01
    assert grab(host, 2, other, again, again + 0.002) == []
    assert winner(host, other, again + 0.5) == 1


def host_screen_race() -> tuple[HostTable, str]:
    """A RÖK table with a person at the host's screen (seat 0) and a laptop (seat 1), the
    first throw at rest: grabbing has opened."""
    seats = [Seat("Ann", LOCAL), Seat("Bob", REMOTE)]
    host = HostTable.of(GameRecord("rok", 2, 5), seats, "K3Y9PA", lambda: "token-1",
                        Timing(lead=0.1, window=0.2, bot_pace=0.0))
    join(host, 1, -5.0)
    if host.rok.current_player == 0:
        rok = host.rok
        host.play(throw_text(rok, 1.0, throw_seed(5, rok.throw_no))[0], 1.0)
    else:
        laptop_throw(host, 1.0)
    assert host.state.phase == "grab" and host.race.opens is not None
    return host, host.state.view(0)["legal"][0].split()[2]


def test_R26_a_click_at_the_host_screen_under_100_ms_after_opening_is_a_false_start():
    """The person at the host's screen runs the same race: a click 50 ms after opening (or
    before it) is refused, told to the screen (``local_refused``) with R26; the laptop's
    honest claim wins; the person's click after the hold counts."""
    host, rune = host_screen_race()
    opens = host.race.opens
    honest_pongs(host, 1)
    assert host.local_grab(0, rune, opens + 0.05) == []
    refused = host.local_refused.pop()
    assert (refused.rule, refused.action) == ("R26", f"grab 0 {rune}")
    assert "false start" in refused.reason and host.race.fair.pending() == 0
    grab(host, 1, rune, opens + HONEST, opens + HONEST + 0.002)
    host.local_grab(0, rune, opens + 0.2)  # (in the hold: refused with the false start)
    assert host.local_refused.pop().rule == "R26"
    assert winner(host, rune, opens + 0.6) == 1
    other = next(t.split()[2] for t in host.state.view(0)["legal"] if t.startswith("grab"))
    host.local_grab(0, other, opens + 0.2 + MIN_GAP + 0.01)
    assert host.local_refused == []
    assert winner(host, other, opens + 1.2) == 0


def test_R26_a_click_at_the_host_screen_before_opening_is_a_false_start_too():
    host, rune = host_screen_race()
    host.local_grab(0, rune, host.race.opens - 0.2)
    assert host.local_refused.pop().rule == "R26" and host.race.fair.pending() == 0


@pytest.mark.parametrize("level, pace", [("easy", None), ("normal", None), ("hard", None),
                                         ("matched", (0.1, 0.1))])
def test_R26_no_bot_plans_a_grab_under_the_false_start_bar(level, pace):
    """Bots are not held to the bar: at the app's pace none of their plans falls under it
    (their first grab: a reaction, a look and a move, FIRST_GRAB), in whole games."""
    plans: set[tuple[int, int, float]] = set()
    for seed in (1, 2):
        seats = [Seat("Ann", BOT, level=level), Seat("Bob", BOT, level=level)]
        host = HostTable.of(GameRecord("rok", 2, seed), seats, "TABLE1", lambda: "tok",
                            Timing(shown=False))
        if pace is not None:
            host.pace = lambda: pace
        now = 0.0
        while not host.state.is_terminal() and now < 2000:
            host.tick(now)
            race = host.race
            if race.opens is not None:
                for seat, (at, _) in race.plans.items():
                    plans.add((host.rok.throw_no, seat, round(at - race.opens, 4)))
            now += 0.05
        assert host.state.is_terminal()
    assert len(plans) > 50 and min(after for *_, after in plans) >= FALSE_START
