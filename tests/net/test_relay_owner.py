"""A relay room is its host's, and a relay holds what it can: hostile clients against a relay
and a real host on loopback, inside a network namespace of the test's own (``unshare -n``,
only ``lo`` up: ``tools/relay_hostile.py``). Where none can be made (not root, not Linux)
the tests skip and say why."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scenes.kit.net.relay import Limits
from tests.net.namespace import namespace_refusal

ROOT = Path(__file__).resolve().parents[2]


def scenario(name: str) -> dict[str, Any]:
    why = namespace_refusal()
    if why is not None:
        pytest.skip(why)
    run = subprocess.run(["unshare", "-n", "sh", "-c", f"ip link set lo up && {sys.executable} "
                          f"-m tools.relay_hostile {name}"], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    return dict(json.loads(run.stdout.strip().splitlines()[-1]))


def test_a_squatter_never_gets_the_room_nor_a_hello_and_the_host_takes_it_back_after_cuts():
    """The host's link is cut three times while a squatter polls its /host/ROOM with a key
    of its own: the relay refuses it at the handshake each time (403), it reads nothing
    (no laptop's hello, no seat token), and the real host comes back each time."""
    got = scenario("squat")
    assert got["laptop_welcomed"]
    assert got["refused"].get("403", 0) > 10, got  # it knocked, all along
    assert got["squatter_rooms"] == 0 and got["squatter_frames"] == 0, got
    assert not got["laptop_token_seen"] and got["stolen_seats"] == []
    assert got["host_links"] >= 4 and got["host_back"], got  # back after each of 3 cuts
    assert got["laptop_back"]


def test_seventy_idle_host_links_from_one_address_keep_no_other_host_out():
    got = scenario("crowd")
    assert got["crowd_held"] == Limits().rooms_per_address, got
    assert sum(got["crowd_refused"].values()) == 70 - got["crowd_held"]
    assert got["host_in"] and got["laptop_welcomed"], got


def test_a_friend_that_never_reads_is_closed_and_what_waits_for_it_stays_bounded():
    """24 messages of 1 MB for a friend that never reads a byte: the relay closes it once
    its queue passes the bound (its host is told), and no queue ever held more."""
    got = scenario("deaf")
    assert got["closed_for_queue"] == 1 and got["peers_left"] == 0, got
    assert got["host_told"] and got["friend_closed"], got
    assert 0 < got["largest_queue"] <= got["limit"], got
