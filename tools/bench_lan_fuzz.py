"""A minute of hostile frames against a live host in a process of its own, on loopback.

- ``lan_fuzz_frames``: hostile frames the host read off the wire and handed to its table in
  one minute (``lan_fuzz_frames_sent``: what the fuzzer, ``tools/lan_fuzz.py`` with seeded
  frames from ``tools/hostile.py``, got onto the wire; the rest came after the host had cut
  its connection), from a laptop holding a seat and from strangers, connecting again each
  time the host cuts it;
- ``lan_fuzz_host_deaths``: how many times the host process ended meanwhile (it is started
  again when it does, so the minute goes on);
- ``lan_fuzz_host_answers``: 1 when, afterwards, an honest laptop joining with the code is
  welcomed (from another loopback address: the fuzzer's wrong codes made its own wait);
- ``lan_host_rss_mb``: the host process's resident memory after the minute.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tools.hostile import seeded_frames
from tools.lan_fuzz import Fuzzer

ROOT = Path(__file__).resolve().parent.parent
SECONDS = 60.0
FUZZ_FROM = "127.0.0.2"  # (Linux: all of 127/8 is this machine) the fuzzer's own address


def start_host() -> tuple[subprocess.Popen[str], str]:
    host = subprocess.Popen([sys.executable, "-m", "tools.lan_host", "pook", "3", "--seed", "4"],
                            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    port, _ = host.stdout.readline().split()[1:3]
    return host, f"ws://127.0.0.1:{port}"


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def welcomed(url: str) -> bool:
    from websockets.sync.client import connect

    with connect(url, open_timeout=2) as ws:
        ws.send(json.dumps({"t": "hello", "v": 1, "code": "k3y9pa", "name": "Honest"}))
        for _ in range(8):
            if json.loads(ws.recv(timeout=3)).get("t") == "welcome":
                return True
    return False


def fuzz_minute(report: Callable[[str, float, str], None], seconds: float = SECONDS) -> None:
    host, url = start_host()
    deaths = 0
    rng = random.Random(42)  # which bursts hold the seat (the fuzzer's own chaos)
    frames = seeded_frames(7)
    fuzzer = Fuzzer(url, "K3Y9PA", source=FUZZ_FROM)
    try:
        fuzzer.seat()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            fuzzer.burst(frames, rng.randint(1, 60), seated=rng.random() < 0.8)
            if host.poll() is not None:  # it died: count it, and start another
                deaths += 1
                host, url = start_host()
                fuzzer = Fuzzer(url, "K3Y9PA", source=FUZZ_FROM, sent=fuzzer.sent)
                fuzzer.seat()
        time.sleep(0.5)
        answers = welcomed(url)
        rss = resident_mb(host.pid)
    finally:
        if host.stdin is not None:
            host.stdin.close()
        host.wait(10)
    assert host.stdout is not None
    read = next((int(line.split()[1]) for line in host.stdout if line.startswith("read")), 0)
    report("lan_fuzz_frames", read, "frames")
    report("lan_fuzz_frames_sent", fuzzer.sent, "frames")
    report("lan_fuzz_host_deaths", deaths, "")
    report("lan_fuzz_host_answers", int(answers), "")
    report("lan_host_rss_mb", rss, "MB")
