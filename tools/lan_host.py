"""A hosted table with no screen, in a process of its own, on loopback (``make bench ONLY=lan``:
what a hostile laptop does to a host's memory is read from this process alone).

    python -m tools.lan_host totem 2 --seed 3

prints ``hosting PORT CODE`` and pumps the table until its stdin closes, then ``read N``: the
messages it handed to the table. Every seat is a laptop's; the join code is ``--code``
(``K3Y9PA`` by default).
"""

from __future__ import annotations

import argparse
import sys

from game.core import GameRecord
from game.net.host import HostTable
from game.net.seats import REMOTE, Seat
from scenes.kit.net.hosting import HostRunner, new_token


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.lan_host")
    parser.add_argument("game", choices=("pook", "rok", "totem"))
    parser.add_argument("players", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--code", default="K3Y9PA")
    args = parser.parse_args(argv)
    seats = [Seat(f"Laptop {i + 1}", REMOTE) for i in range(args.players)]
    runner = HostRunner(HostTable.of(GameRecord(args.game, args.players, args.seed), seats,
                                  args.code, new_token))
    port = runner.listen("127.0.0.1", 0)
    runner.run_in_thread()
    print(f"hosting {port} {args.code}", flush=True)
    try:
        sys.stdin.read()  # until the bench closes our stdin
    finally:
        runner.stop()
        print(f"read {runner.read}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
