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
- ``lan_laptop_fuzz_whole_pct``: of the games played, the share whose table showed the
  host's own view of its seat again once the tampering stopped.
"""

from __future__ import annotations

import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tools.hostile_host import seeded_tampering
from tools.laptop_fuzz import fuzz

TAMPERINGS = 10_000


def laptop_fuzz(report: Callable[[str, float, str], None], tamperings: int = TAMPERINGS
                ) -> None:
    rng = random.Random(11)
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        outcome = fuzz(Path(folder), lambda: seeded_tampering(rng), tamperings, seed=11,
                       seconds=1200)
    report("lan_laptop_fuzz_frames", outcome.tampered, "frames")
    report("lan_laptop_fuzz_sent", outcome.sent, "frames")
    report("lan_laptop_fuzz_deaths", outcome.deaths, "deaths")
    report("lan_laptop_fuzz_reconnects", outcome.reconnects, "reconnects")
    report("lan_laptop_fuzz_whole_pct", 100 * outcome.whole_again / max(1, outcome.games), "%")
    report("lan_laptop_fuzz_s", time.monotonic() - started, "s")
    for told in outcome.deaths_told[:3]:
        print(told)
