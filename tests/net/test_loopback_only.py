"""Nothing beyond loopback while testing: the app hosting a table and a laptop joining it,
both told to listen on loopback (``TABLEE_LISTEN=127.0.0.1:0``, as every test, soak and drive
is), never join the mDNS group on the network that carries the default route.

Announcing follows the routes, not the address a table listens on: a host on 127.0.0.1 used
to join 224.0.0.251 on the LAN interface. The test builds such a LAN inside a network
namespace of its own (a veth pair carrying the default route; nothing is on the other end)
and reads ``/proc/net/igmp`` there while the two apps host, browse and join. A control in the
same namespace announces on the LAN address on purpose, and must be seen there: the probe
would see a leak."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from tests.net.namespace import LAN, multicast_groups, namespace_refusal
from tests.net.procs import Proc

ROOT = Path(__file__).resolve().parents[2]
MDNS = "FB0000E0"  # 224.0.0.251 as /proc/net/igmp writes it

SCRIPT = textwrap.dedent("""
    import os, queue, subprocess, sys, tempfile, threading, time
    folder = tempfile.mkdtemp()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLEE_LISTEN": "127.0.0.1:0"}
    lines = queue.Queue()

    def launch(script, name):
        process = subprocess.Popen(
            [sys.executable, "-m", "scenes", "--script", script, "--seed", "5", "--data-dir",
             f"{folder}/{name}/data", "--config-dir", f"{folder}/{name}/config"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        threading.Thread(target=lambda: [lines.put((name, l)) for l in process.stdout],
                         daemon=True).start()
        return process

    def igmp():
        return open("/proc/net/igmp").read()

    seen = [igmp()]
    host = launch("host-totem", "host")
    joiner, joined_at = None, None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen.append(igmp())
        try:
            who, line = lines.get(timeout=0.02)
        except queue.Empty:
            who, line = "", ""
        if line.startswith("hosting") and joiner is None:
            port, code = line.split()[1:3]
            joiner = launch(f"join-totem@127.0.0.1:{port}/{code}", "laptop")
        if line.startswith("joined"):
            joined_at = time.monotonic()
            print("joined", flush=True)
        if joined_at is not None and time.monotonic() > joined_at + 2.5:
            break  # (the Join screen's look for tables lasts 2 s)
    for process in (host, joiner):
        if process is not None:
            process.kill()
    print("APPS-BEGIN")
    print("\\n".join(seen))
    print("APPS-END")

    from scenes.kit.net.discovery import Announcement
    control = Announcement("Control", "totem", 1, "192.0.2.1", 9)
    print("CONTROL-BEGIN")
    print(igmp())
    print("CONTROL-END")
    control.close()
""")


def between(text: str, start: str, end: str) -> str:
    return text.split(start, 1)[1].split(end, 1)[0]


@pytest.mark.posix
def test_a_host_and_a_laptop_on_loopback_announce_nothing_on_the_lan():
    why = namespace_refusal(LAN)
    if why is not None:
        pytest.skip(why)
    with Proc("the namespace's script (a host and a laptop)",
              ["unshare", "-n", "sh", "-c", f'{LAN} && {sys.executable} -c "$0"', SCRIPT],
              cwd=ROOT) as run:
        out = run.finish(120, "the apps to host, join and be stopped, then the control")
    assert run.process.returncode == 0, run.errors[-2000:]
    assert "joined" in out, "the laptop never joined: the test saw nothing happen"
    apps: set[tuple[str, str]] = set()  # every membership seen while the two apps ran
    for table in between(out, "APPS-BEGIN", "APPS-END").split("Idx")[1:]:
        apps |= multicast_groups("Idx" + table)
    assert ("lo", MDNS) in apps, "the table was announced nowhere: nothing was tested"
    assert ("d0", MDNS) not in apps, "the host or the laptop joined mDNS on the LAN"
    control = multicast_groups(between(out, "CONTROL-BEGIN", "CONTROL-END"))
    assert ("d0", MDNS) in control, "the probe cannot see an announcement on the LAN"
