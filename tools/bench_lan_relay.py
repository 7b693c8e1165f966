"""What a flood costs a relay, and how fast a door can be guessed (``make bench ONLY=lan``).

- ``relay_flood_rss_mb``: a relay in a process of its own (``python -m scenes.kit.net.relay``)
  while one client, host of a room and a friend in it that never reads a byte, sends 40
  messages of 4 MB to that friend: the relay's peak resident memory (VmHWM; a relay that
  holds nothing peaks at ~26 MB). ``relay_flood_rss_now_mb``: its resident memory after;
- ``door_wrong_codes_per_s_rotating``: 300 addresses, each in a network of its own, guessing
  the join code in turn 160 times a second against a :class:`~game.net.door.Door` (plain
  calls, a simulated clock): wrong codes actually compared a second over the second of two
  simulated hours (steady state). ``door_wrong_codes_per_s_rotating_book_only``: the same
  against the per-address book alone (256 addresses, no table budget: the door before).
"""

from __future__ import annotations

from collections.abc import Callable

from game.net.door import Door
from tools.relay_hostile import flood

ROTATING = [f"10.{i // 256}.{i % 256}.7" for i in range(300)]
KNOCKS = 160.0  # a second (as measured from one machine against a real host)


def compared_per_second(door: Door, hours: float) -> float:
    """Wrong codes compared a second over the second half of ``hours`` of guessing."""
    count = int(hours * 3600 * KNOCKS)
    half = 0
    for i in range(count):
        if i == count // 2:
            half = door.compared
        door.admit(ROTATING[i % len(ROTATING)], "WRONG9AB", i / KNOCKS)
    return (door.compared - half) / (hours * 3600 / 2)


def relay_and_door(report: Callable[[str, float, str], None]) -> None:
    peak, now = flood()
    report("relay_flood_rss_mb", peak, "MB")
    report("relay_flood_rss_now_mb", now, "MB")
    report("door_wrong_codes_per_s_rotating", compared_per_second(Door("K3Y9PACD"), 2.0), "/s")
    report("door_wrong_codes_per_s_rotating_book_only",
           compared_per_second(Door("K3Y9PACD", budget=None, kept=256), 0.1), "/s")
