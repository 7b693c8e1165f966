"""A hostile host against a real laptop, on loopback (``tools/laptop_fuzz.py``).

- ``lan_laptop_fuzz_frames``: frames the hostile host tampered with and sent to a headless
  laptop's table — Totem, Pook at three and RÖK in turn, its person playing by gestures —
  one field of one message at a time (``tools/hostile_host.py``: taken out, a value no honest
  host sends, a splice of another honest message, garbage instead of the message); with
  ``lan_laptop_fuzz_sent``, every frame it sent that laptop;
- ``lan_laptop_fuzz_deaths``: exceptions out of the app's frames meanwhile (each ends that
  game's run: there must be none);
- ``lan_laptop_fuzz_reconnects``: links ended by what the laptop would not read, each
  answered as a player would, with Reconnect;
- ``decode_view_ms_GAME`` / ``decode_view_json_ratio_GAME``: a laptop's cost of decoding
  one view (every seat's, over a seeded random game), and that cost over a JSON round trip
  of the same view measured in the same run;
- ``lan_laptop_fuzz_whole_pct``: of the games played, the share whose table showed the
  host's own view of its seat again once the tampering stopped.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tools.hostile_host import seeded_tampering
from tools.laptop_fuzz import fuzz

TAMPERINGS = 10_000
PER_GAME = 300  # so that some thirty games each end whole, or say why not


def decode_cost(report: Callable[[str, float, str], None]) -> None:
    from game.core import Rng
    from game.games import load_game

    for game, players in (("pook", 4), ("totem", 2), ("rok", 4)):
        spec = load_game(game)
        state, rng, views = spec.new_game(players, 5), Rng(5), []
        while not state.is_terminal() and len(views) < 600:
            views += [json.loads(json.dumps(state.view(seat))) for seat in range(players)]
            state.play(str(spec.random_action(state, rng)))
        started = time.perf_counter()
        for view in views:
            spec.shapes.view_of(view, players)
        decoding = (time.perf_counter() - started) / len(views)
        started = time.perf_counter()
        for view in views:
            json.loads(json.dumps(view))
        plain = (time.perf_counter() - started) / len(views)
        report(f"decode_view_ms_{game}", decoding * 1000, "ms")
        report(f"decode_view_json_ratio_{game}", decoding / plain, "x")


def laptop_fuzz(report: Callable[[str, float, str], None], tamperings: int = TAMPERINGS
                ) -> None:
    rng = random.Random(11)
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        outcome = fuzz(Path(folder), lambda: seeded_tampering(rng), tamperings, seed=11,
                       seconds=1200, per_game=PER_GAME)
    report("lan_laptop_fuzz_frames", outcome.tampered, "frames")
    report("lan_laptop_fuzz_sent", outcome.sent, "frames")
    report("lan_laptop_fuzz_deaths", outcome.deaths, "deaths")
    report("lan_laptop_fuzz_reconnects", outcome.reconnects, "reconnects")
    report("lan_laptop_fuzz_games", outcome.games, "games")
    report("lan_laptop_fuzz_stalled", outcome.stalled, "games")
    report("lan_laptop_fuzz_whole_pct", 100 * outcome.whole_again / max(1, outcome.games), "%")
    report("lan_laptop_fuzz_s", time.monotonic() - started, "s")
    for told in outcome.deaths_told[:3]:
        print(told)
