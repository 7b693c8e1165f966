"""Play Totem in a terminal: ``python -m game.totem [--seed N] [--bots 0,1] [--save FILE]``.

Each human seat types actions in the notation of :mod:`game.totem` (``help``
lists the legal ones, ``quit`` stops); seats named by ``--bots`` are played by
the random bot. ``--load FILE`` replays a saved record first. ``--save FILE`` is
checked before the game starts and written when it ends, is quit, or input ends
(EOF: what was played is saved, then the exit status is 2).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.cli import Parser, check_save_path, read_record, write_record
from game.core import Event, GameRecord
from game.streams import stream
from game.totem.bots import RandomBot
from game.totem.rules import State


def describe(event: Event) -> str:
    """One log line in words for ``event``."""
    who = "" if event.seat is None else f"seat {event.seat} "
    data = ", ".join(f"{k}={v}" for k, v in event.data.items())
    return f"{who}{event.kind.replace('_', ' ')}" + (f" ({data})" if data else "")


def show(state: State, seat: int) -> str:
    """The table as ``seat`` sees it, in a few lines."""
    seen = state.view(seat)

    def zone(owner: int) -> str:
        cells = []
        for number, slot in enumerate(seen["zones"][owner], start=1):
            if slot is None:
                cells.append(f"{number}:--")
            else:
                mark = "^" if slot["revealed"] else ""
                mark += "/" if slot["spent"] else ""
                cells.append(f"{number}:{slot['card'] or '??'}{mark}")
        return " ".join(cells)

    return "\n".join([
        f"turn {seen['turn']}, phase {seen['phase']}, deck {seen['deck']}, "
        f"discard top {seen['discard'][-1] if seen['discard'] else '-'}",
        f"  opponent ({seen['hand_counts'][1 - seat]} cards): {zone(1 - seat)}",
        f"  you (seat {seat}):            {zone(seat)}",
        f"  your hand: {' '.join(seen['hand'])}",
    ])


def run(seed: int, bots: set[int], record: GameRecord,
        ask: Callable[[str], str] = input, say: Callable[[str], None] = print) -> GameRecord:
    """Play to the end (or ``quit``); returns the record of the actions played."""
    state: Any = record.replay()
    rng = stream(seed, "cli")
    bot = RandomBot()
    while not state.is_terminal():
        seat = state.current_player
        if seat in bots:
            text = bot.choose(state.view(seat), rng)
        else:
            say(show(state, seat))
            text = ask(f"seat {seat}> ").strip()
            if text == "quit":
                break
            if text in ("help", "?"):
                say("legal: " + "  ".join(state.view(seat)["legal"]))
                continue
        try:
            events = state.play(text)
        except ValueError as exc:
            say(str(exc))
            continue
        say(f"> seat {seat}: {text}")
        for event in events:
            say("  " + describe(event))
        record = record.with_action(text)
    if state.is_terminal():
        say(f"game over: {state.end_reason}, winners {state.winners()}, "
            f"defenders {state.scores()}, totals {state.totals()}")
    return record


def seats(text: str) -> set[int]:
    """``--bots``: comma-separated seats, each 0 or 1."""
    found = {part.strip() for part in text.split(",") if part.strip()}
    if not found <= {"0", "1"}:
        raise argparse.ArgumentTypeError(f"{text!r}: seats are 0 and 1, comma-separated")
    return {int(seat) for seat in found}


def main(argv: list[str] | None = None) -> int:
    """Run the command line; 0 when the game ended or was quit, 2 on any refusal or EOF."""
    parser = Parser(prog="python -m game.totem", description=__doc__)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", type=seats, default=set(),
                        help="seats played by the random bot, e.g. 1 or 0,1")
    parser.add_argument("--load", type=Path, help="a saved record to continue")
    parser.add_argument("--save", type=Path, help="where to write the record at the end")
    args = parser.parse_args(argv)
    try:
        if args.save:
            check_save_path(args.save)
        record = (read_record(args.load, "totem") if args.load
                  else GameRecord("totem", 2, args.seed))
        record.replay()  # fail early on a bad seed or a record that does not replay
    except ValueError as exc:  # InvalidRecord is one
        parser.error(str(exc))
    ended: list[str] = []

    def ask(prompt: str) -> str:
        try:
            return input(prompt)
        except EOFError:
            ended.append("input ended")
        except KeyboardInterrupt:
            ended.append("interrupted")
        return "quit"

    record = run(record.seed, args.bots, record, ask=ask)
    if args.save:
        try:
            write_record(args.save, record)
        except OSError as exc:
            print(f"{parser.prog}: error: cannot save to {args.save}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 2
    if ended:
        kept = f"; {len(record.actions)} actions saved to {args.save}" if args.save else ""
        print(f"{parser.prog}: {ended[0]}: the game stops here{kept}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
