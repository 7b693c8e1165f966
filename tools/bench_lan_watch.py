"""Benchmarks of watching and of relays coming back (``make bench ONLY=lan``).

- ``lan_spectator_secrets``: a friend watching with the watch code beside the laptops, over
  seeded whole games of Pook, Totem and RÖK through a relay that delays, reorders and cuts:
  the secrets (strings a seat's own view or the full state held that no public view showed
  and the log never said) found in every message the spectator received (tools/lan_watch.py);
- ``lan_relay_rejoin_ms``: the worst, over 5 kills, from a relay process killed (and started
  again at once on its port) to the table moving again — the host found the relay again, a
  laptop took its seat back and its next move reached the laptops — with the app's clocks
  and back-offs (tools/lan_relays.py);
- ``lan_throw_mirror_mm``: the largest distance between a stone where a laptop's own table
  left it (the throw's or slide's inputs received, run before any easing) and where the
  host's came to rest, over seeded whole RÖK games (tools/lan_throws.py).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from game.net.host import Timing
from tools.lan_play import whole_game
from tools.lan_relays import RelayedTable, RelayProcess
from tools.lan_throws import MirrorErrors, mirror_errors
from tools.lan_watch import leaks

Report = Callable[[str, float, str], None]


def spectator_secrets() -> tuple[int, int]:
    """(secrets found, messages searched) over seeded whole games of each game."""
    found = searched = 0
    for game, players, seed in (("pook", 2, 51), ("pook", 4, 52), ("totem", 2, 53),
                                ("rok", 2, 54), ("rok", 4, 55)):
        result = whole_game(game, players, seed, jitter=(0.0, 0.004), cut_every=0.3,
                            limit=90, spectators=2)
        for watcher in result.spectators:
            leaked, count = leaks(result.host.record, watcher.received)
            found += len(leaked)
            searched += count
    return found, searched


def relay_rejoins(kills: int = 5) -> list[float]:
    """Seconds from each relay kill to the table moving again (see the module)."""
    samples = []
    relay = RelayProcess().start()
    try:
        with RelayedTable("pook", 3, 56, [relay], timing=Timing(), relay_backoff=0.1) as table:
            for _ in range(kills):
                if not table.play_until(table.moves() + 3):
                    raise RuntimeError("the table did not move")
                before = table.moves()
                start = time.monotonic()
                relay.kill()
                relay.start()
                while not (table.moves() > before and all(
                        b.mirror.seq > before for b in table.laptops)):
                    if time.monotonic() - start > 30:
                        raise RuntimeError("the table did not move again")
                    table.step()
                samples.append(time.monotonic() - start)
    finally:
        relay.kill()
    return samples


def throw_mirrors() -> MirrorErrors:
    """Every gesture every laptop received over seeded whole RÖK games, against the host."""
    total = MirrorErrors()
    for players, seed in ((2, 57), (3, 58), (4, 59), (2, 60)):
        result = whole_game("rok", players, seed, relay=False, limit=90)
        for bot in result.bots:
            gestures = [json.loads(t) for t in bot.received if '"t": "gesture"' in t]
            errors = mirror_errors(result.host.record, gestures)
            total.distances += errors.distances
            total.faces_unlike += errors.faces_unlike
            total.gestures += errors.gestures
    return total


def watch_and_relays(report: Report) -> None:
    found, searched = spectator_secrets()
    report("lan_spectator_secrets", found, "secrets")
    report("lan_spectator_messages", searched, "messages")
    report("lan_relay_rejoin_ms", max(relay_rejoins()) * 1000, "ms")
    mirrors = throw_mirrors()
    report("lan_throw_mirror_mm", mirrors.worst_mm, "mm")
    report("lan_throw_mirror_stones", len(mirrors.distances), "stones")
    report("lan_throw_mirror_faces_unlike", mirrors.faces_unlike, "stones")
