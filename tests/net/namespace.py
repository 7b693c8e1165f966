"""Network namespaces of a test's own (``unshare -n``, as root on Linux): nothing a test sends
inside one can leave the machine. Where none can be made (not root, no ``unshare``: most CI
runners, Windows, macOS) the tests that need one say so and skip."""

from __future__ import annotations

import shutil
import subprocess
import sys

LOOPBACK = "ip link set lo up multicast on && ip route add 224.0.0.0/4 dev lo"
"""Only loopback, with multicast on it (zeroconf finds tables there)."""
LAN = ("ip link set lo up multicast on && ip link add d0 type veth peer name d1 && "
       "ip addr add 192.0.2.1/24 dev d0 && ip link set d0 up && ip link set d1 up && "
       "ip route add default dev d0")
"""Loopback and a veth pair standing for a LAN (``d0``, 192.0.2.1, TEST-NET-1) that carries
the default route: what a laptop on Wi-Fi looks like. Nothing is on the other end."""


def namespace_refusal(setup: str = LOOPBACK) -> str | None:
    """Why no network namespace set up with ``setup`` can be made here, or None."""
    if sys.platform != "linux" or shutil.which("unshare") is None or shutil.which("ip") is None:
        return "network namespaces need Linux with unshare and ip"
    probe = subprocess.run(["unshare", "-n", "sh", "-c", setup], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"cannot make a network namespace here ({probe.stderr.strip()[:80]})"
    return None


def multicast_groups(igmp: str) -> set[tuple[str, str]]:
    """``(device, group)`` pairs of ``/proc/net/igmp`` (groups as the kernel writes them:
    ``FB0000E0`` is 224.0.0.251, mDNS).

    >>> table = "Idx Device : Count\\n1 lo : 2 V3\\n\\t\\t\\t\\tFB0000E0 1 0:0 0\\n"
    >>> sorted(multicast_groups(table))
    [('lo', 'FB0000E0')]
    """
    groups: set[tuple[str, str]] = set()
    device = ""
    for line in igmp.splitlines()[1:]:
        if line[:1].isdigit():
            device = line.split()[1]
        elif line.strip():
            groups.add((device, line.split()[0]))
    return groups
