"""Discovery (DNS-SD): a hosted table announced in a network namespace of the test's own is
found by a browser there, and a laptop joins it at the address it found. Multicast never
leaves the namespace (its only interface is its own loopback); where no namespace can be
made (not root, no ``unshare``: most CI runners, Windows, macOS) the test says so and skips."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from tests.net.namespace import LOOPBACK, namespace_refusal
from tests.net.procs import Proc

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import time
    from game.core import GameRecord
    from game.net.host import HostTable
    from game.net.seats import Seat
    from scenes.kit.net.client import ClientLink
    from scenes.kit.net.discovery import Announcement, browse
    from scenes.kit.net.hosting import HostRunner, new_token

    host = HostTable.of(GameRecord("totem", 2, 1), [Seat("Ann", "local"), Seat("?", "remote")],
                     "CODE42", new_token)
    runner = HostRunner(host)
    port = runner.listen("127.0.0.1", 0)
    runner.run_in_thread()
    announced = Announcement("Ann", "totem", 1, "127.0.0.1", port)
    found = browse(2.0, interfaces=["127.0.0.1"])
    table = next(t for t in found if t.port == port)
    print("found", table.host, table.game, table.free)
    link = ClientLink(runner.net, table.url, name="Bob", code="code42")
    link.start()
    message, _ = link.inbox.get(timeout=5)
    print("joined", message["t"], message["seat"])
    announced.close()
    link.stop()
    runner.stop()
""")


@pytest.mark.posix
def test_a_hosted_table_is_found_and_joined_in_a_namespace_of_our_own():
    why = namespace_refusal()
    if why is not None:
        pytest.skip(why)
    with Proc("the namespace's script (a host, a browser, a laptop)",
              ["unshare", "-n", "sh", "-c", f'{LOOPBACK} && {sys.executable} -c "$0"', SCRIPT],
              cwd=ROOT) as run:
        out = run.finish(60, "the table to be announced, found and joined")
    assert run.process.returncode == 0, run.errors[-2000:]
    assert out.splitlines()[:2] == ["found Ann totem 1", "joined welcome 1"]
