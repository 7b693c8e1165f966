"""Benchmarks of play over the network, on loopback (``make bench ONLY=lan``).

- ``lan_action_roundtrip_ms_p99``: a laptop sends an action straight to the host (no relay)
  until the view that shows it comes back, over whole Pook and Totem games;
- ``lan_reconnect_ms``: the worst, over 20 cuts, from a laptop's connection cut (as a dead
  Wi-Fi would) to its full view restored, with the app's own backoff and timeouts;
- ``lan_rok_fair_pct``: seeded RÖK races through a relay adding 0–10 ms of delay to each
  message each way (a home network's; so messages also overtake one another), the two
  laptops' clocks set seconds apart: in each, two laptops go for the same rune 10–100 ms
  apart in real time, the first 150 ms after grabbing opened (past the false-start bar);
  the share won by the earlier real claim. The host uses the app's timing (grabbing
  announced 0.3 s ahead, claims held 0.25 s); ``lan_rok_fair_far_pct``: the same through
  0–100 ms each way (a relay far away: past the 20 ms delay allowance a slower claim loses
  what lies beyond it);
- ``lan_forged_claim_win_pct`` (``tools/bench_lan_forged.py``): a laptop that lies about
  its clock or its link, the worst strategy's share of the races it lost yet won;
- ``lan_fuzz_frames``, ``lan_fuzz_host_deaths``, ``lan_fuzz_host_answers``,
  ``lan_host_rss_mb`` (``tools/bench_lan_fuzz.py``): a minute of hostile frames against a
  host in a process of its own;
- ``lan_spectator_secrets``, ``lan_relay_rejoin_ms``, ``lan_throw_mirror_mm``
  (``tools/bench_lan_watch.py``): a friend watching, a relay killed and started again, a
  laptop's own run of RÖK's throws;
- ``lan_laptop_fuzz_frames``, ``lan_laptop_fuzz_deaths`` (``tools/bench_lan_laptop.py``): a
  hostile host tampering with what it sends a real laptop's table;
- ``relay_flood_rss_mb``, ``door_wrong_codes_per_s_rotating`` (``tools/bench_lan_relay.py``):
  a relay under a flood for a friend that never reads, and a door guessed from 300 rotating
  addresses.
"""

from __future__ import annotations

import dataclasses
import time

from game.net.host import Timing
from tools.bench_lan_forged import forged_claims
from tools.bench_lan_fuzz import fuzz_minute
from tools.bench_lan_laptop import decode_cost, laptop_fuzz
from tools.bench_lan_relay import relay_and_door
from tools.bench_lan_watch import watch_and_relays
from tools.benchlib import percentile, report
from tools.lan_play import FAST, LanTable

APP_LINK = {"timeout": 3.0, "backoff": 0.05, "max_backoff": 1.0}  # ClientLink's defaults


def roundtrips() -> list[float]:
    samples: list[float] = []
    for game, players, seed in (("pook", 2, 1), ("totem", 2, 2), ("pook", 4, 3),
                                ("totem", 2, 4), ("pook", 3, 5)):
        with LanTable(game, players, seed, relay=False, timing=Timing()) as table:
            sent: dict[int, float] = {}  # seq -> when the action was sent
            deadline = time.monotonic() + 60
            while not table.finished() and time.monotonic() < deadline:
                for bot in table.laptops:
                    before = bot.mirror.seq
                    bot.step()
                    if bot.mirror.seq > before and before in sent:
                        samples.append(time.monotonic() - sent.pop(before))
                    if bot.mirror.legal and bot.mirror.seq not in sent:
                        sent[bot.mirror.seq] = time.monotonic()
                time.sleep(0.0005)
    return samples


def reconnects() -> list[float]:
    samples = []
    with LanTable("pook", 2, 7, relay=False, timing=Timing(), link_options=APP_LINK) as table:
        bot = table.laptops[0]
        while bot.mirror.view is None:
            bot.step()
            time.sleep(0.001)
        for _ in range(20):
            rev = bot.mirror.rev
            start = time.monotonic()
            bot.link.cut()
            while True:
                bot.step()
                full = [m for m in bot.received[-3:] if '"log_from": 0' in m]
                if bot.mirror.rev > rev and full:
                    break
                time.sleep(0.0005)
            samples.append(time.monotonic() - start)
            bot.received.clear()
            time.sleep(0.05)
    return samples


LAN_DELAY = (0.0, 0.010)  # s each way: a home network
FAR_DELAY = (0.0, 0.100)  # s each way: a relay far away
FIRST_AFTER = 0.150  # s after grabbing opens: the first claim (a quick person's)


def races(count: int = 40, jitter: tuple[float, float] = LAN_DELAY) -> tuple[int, int]:
    """``count`` contested pairs through a relay delaying each message by ``jitter``;
    returns (won by the earlier claim, decided)."""
    timing = dataclasses.replace(Timing(), heartbeat=0.2, grab_limit=5.0,
                                 shown=False)  # (bots draw no throw: it opens at once)
    fair = decided = 0
    seed = 11
    while decided < count:
        with LanTable("rok", 2, seed, jitter=jitter, timing=timing,
                      skews=[3.7, -2.1], link_options=APP_LINK) as table:
            time.sleep(2.0)  # the host's pings measure both clocks
            bots = table.laptops
            rng_state = seed
            while decided < count and not table.host.state.is_terminal():
                for bot in bots:
                    fresh = bot.take()
                    if bot.mirror.view and bot.mirror.view["phase"] != "grab":
                        bot.maybe_decide(fresh)
                view = bots[0].mirror.view
                if not (view and view["phase"] == "grab" and bots[0].mirror.opens):
                    time.sleep(0.002)
                    continue
                grabs = [t.split()[2] for t in view["legal"] if t.startswith("grab")]
                if not grabs or not all(b.mirror.opens == bots[0].mirror.opens for b in bots):
                    for bot in bots:
                        bot.link.send({"t": "done"})
                    time.sleep(0.05)
                    continue
                rng_state = (rng_state * 6364136223846793005 + 1442695040888963407) % 2**64
                rune = grabs[rng_state % len(grabs)]
                gap = 0.010 + (rng_state >> 20) % 91 / 1000  # 10 .. 100 ms
                first = (rng_state >> 40) % 2
                opens = bots[0].mirror.opens - bots[0].mirror.offset  # on laptop 0's clock
                start = opens - bots[0].link.clock() + time.monotonic() + FIRST_AFTER
                moments = {first: start, 1 - first: start + gap}
                for seat in sorted(moments, key=moments.get):
                    while time.monotonic() < moments[seat]:
                        time.sleep(0.0002)
                    bots[seat].link.send({"t": "grab", "rune": rune,
                                          "at": bots[seat].link.clock()})
                deadline = time.monotonic() + 3
                winner = None
                while winner is None and time.monotonic() < deadline:
                    with table.runner.lock:
                        winner = next((int(a.split()[1]) for a in table.host.record.actions
                                       [-8:] if a.startswith("grab ") and a.split()[2] == rune),
                                      None)
                    time.sleep(0.01)
                if winner is not None:
                    decided += 1
                    fair += winner == first
                for bot in bots:
                    bot.link.send({"t": "done"})
                while table.host.state.phase == "grab" and time.monotonic() < deadline + 6:
                    time.sleep(0.01)
        seed += 1
    return fair, decided


def run() -> None:
    samples = roundtrips()
    report("lan_action_roundtrip_ms_p99", percentile(samples, 99) * 1000, "ms")
    report("lan_action_roundtrip_ms_p50", percentile(samples, 50) * 1000, "ms")
    cuts = reconnects()
    report("lan_reconnect_ms", max(cuts) * 1000, "ms")
    report("lan_reconnect_ms_p50", percentile(cuts, 50) * 1000, "ms")
    fair, decided = races()
    report("lan_rok_fair_pct", 100 * fair / decided, "%")
    fair, decided = races(jitter=FAR_DELAY)
    report("lan_rok_fair_far_pct", 100 * fair / decided, "%")
    forged_claims(report)
    fuzz_minute(report)
    decode_cost(report)
    laptop_fuzz(report)
    watch_and_relays(report)
    relay_and_door(report)


__all__ = ["FAST", "run"]
