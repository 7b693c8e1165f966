"""Golden playthroughs: seeded bot games written out as text, so a rules change shows as a diff.

``python tools/golden.py`` (``make golden``) plays every game of :data:`GOLDENS` and rewrites
``tests/golden/<game>-<seed>.txt``; ``python tools/golden.py --check`` compares instead, prints
a unified diff of the first lines that differ and exits 1 (``tests/test_golden.py`` does the
same inside ``make test``). Like OpenSpiel's playthrough files, each step shows the table as
every seat sees it (the public view, keys sorted), what each seat sees beyond it, the legal
actions sorted by their text, the action taken and the events it produced, all in the core's
notation (``str(action)``, ``Event(kind, seat, data)``).

The games are bots playing from their seats' views, each seat with its own generator forked
from the seed (as ``tools/arena.py`` seeds them); RÖK's whole game comes from
:func:`game.rok.bots.bot_game` (throws sampled, grabs raced on the table's clock). The files
must read the same on every machine and under every hash seed: nothing here iterates a set,
floats are printed with 2 decimals (RÖK's core keeps positions, times and distances to 0.01),
and no clock is read. RÖK's slides are *sampled* (:func:`game.rok.sampling.sample_slide`)
instead of simulated: pymunk gives identical results on one build only, and a slide's
outcome decides who wins a tie.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # `python tools/golden.py` from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import Event, Rng
from game.games import load_game

ROOT = Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "tests" / "golden"
REGENERATE = "python tools/golden.py (or: make golden)"
WIDTH = 100
HIDDEN_KEYS = ("game", "legal", "public", "seat")  # said elsewhere in a step, or the same always
DIFF_LINES = 60


@dataclass(frozen=True)
class Golden:
    """One golden game: which game, its seed, one bot level per seat, its options."""

    game: str
    seed: int
    levels: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    note: str = ""

    @property
    def name(self) -> str:
        return f"{self.game}-{self.seed}.txt"

    @property
    def path(self) -> Path:
        return GOLDEN_DIR / self.name


GOLDENS = (
    Golden("pook", 1, ("normal", "normal")),
    Golden("pook", 2, ("easy", "normal", "random")),
    Golden("pook", 3, ("normal", "easy", "normal", "easy"),
           (("teams", True), ("visible_banners", True)), note="four seats: no pile"),
    Golden("totem", 1, ("normal", "normal")),
    Golden("totem", 2, ("easy", "random")),
    Golden("rok", 3, ("normal", "normal")),
    Golden("rok", 1, ("easy", "normal", "hard")),
)


# --- playing ---------------------------------------------------------------------------------


def sampled_slide(state: Any, seat: int, reflexes: Any, rng: Rng) -> str:
    """A RÖK slide drawn from the seat's generator, not simulated (see the module docstring)."""
    from game.rok.sampling import sample_slide

    return str(sample_slide(seat, rng))


def actions(golden: Golden) -> list[str]:
    """The action texts of the golden game, as its bots play it."""
    if golden.game == "rok":
        from game.rok.bots import bot_game

        played: list[str] = []
        bot_game(golden.levels, golden.seed, played=played, slider=sampled_slide)
        return played
    registry = importlib.import_module(f"game.{golden.game}.bots").BOTS
    bots = [registry[level]() for level in golden.levels]
    rngs = [Rng(golden.seed).fork(seat + 1) for seat in range(len(golden.levels))]
    state = load_game(golden.game).new_game(len(golden.levels), golden.seed,
                                            **dict(golden.options))
    texts = []
    while not state.is_terminal():
        seat = state.current_player
        text = bots[seat].choose(state.view(seat), rngs[seat])
        state.play(text)
        texts.append(text)
    return texts


# --- writing ---------------------------------------------------------------------------------


def compact(value: Any) -> str:
    """``value`` as one line of JSON-like text: keys sorted, floats with 2 decimals."""
    if isinstance(value, float):
        text = f"{value:.2f}"
        return "0.00" if text == "-0.00" else text
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(k), ensure_ascii=False)}: {compact(value[k])}"
                               for k in sorted(value, key=str)) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(compact(item) for item in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def block(label: str, value: Any, indent: str = "  ") -> Iterator[str]:
    """``label: value`` on one line when it fits, else a dict's keys below it (recursively) or
    a list's items, one item a line."""
    line = f"{indent}{label}: {compact(value)}"
    if len(line) <= WIDTH or not isinstance(value, dict | list | tuple) or not value:
        yield line
        return
    yield f"{indent}{label}:"
    if isinstance(value, dict):
        for key in sorted(value, key=str):
            yield from block(str(key), value[key], indent + "  ")
    else:
        yield from (f"{indent}  - {compact(item)}" for item in value)


def packed(items: Sequence[str], indent: str = "  ") -> Iterator[str]:
    """``items`` separated by `` | ``, as many to a line as fit in :data:`WIDTH`."""
    line = ""
    for item in items:
        if line and len(indent) + len(line) + 3 + len(item) > WIDTH:
            yield indent + line
            line = ""
        line = f"{line} | {item}" if line else item
    if line:
        yield indent + line


def public(game: str, state: Any, seat: int) -> dict[str, Any]:
    """What every seat sees, from ``seat``'s chair (a game without secrets: its one view)."""
    views = importlib.import_module(f"game.{game}.views")
    seen = views.public_view(state, seat) if hasattr(views, "public_view") else state.view(seat)
    return {k: v for k, v in seen.items() if k not in HIDDEN_KEYS}


def beyond(state: Any, seat: int, shown: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` sees that the public view does not show: whole keys, or the items of a
    list that differ (named ``key[i]``)."""
    seen = {k: v for k, v in state.view(seat).items() if k not in HIDDEN_KEYS}
    extra: dict[str, Any] = {}
    for key in sorted(seen):
        mine, theirs = seen[key], shown.get(key)
        if mine == theirs:
            continue
        if isinstance(mine, list) and isinstance(theirs, list) and len(mine) == len(theirs):
            extra.update({f"{key}[{i}]": a for i, (a, b) in enumerate(zip(mine, theirs,
                                                                         strict=True)) if a != b})
        else:
            extra[key] = mine
    return extra


def event_lines(events: Sequence[Event]) -> Iterator[str]:
    for event in events:
        who = "" if event.seat is None else f" (seat {event.seat})"
        yield from block(f"{event.kind}{who}", dict(event.data))


def position(game: str, state: Any, players: int) -> Iterator[str]:
    """The public view, then what each seat sees beyond it."""
    seat = state.current_player if state.current_player is not None else 0
    shown = public(game, state, seat)
    yield "public view:"
    for key in sorted(shown):
        yield from block(key, shown[key])
    for other in range(players):
        extra = beyond(state, other, public(game, state, other))
        if extra:
            yield f"seat {other} also sees:"
            for key, value in extra.items():
                yield from block(key, value)


def legal_lines(state: Any) -> list[str]:
    """The legal actions, sorted by text: on one line if they fit, else packed below."""
    legal = sorted(str(a) for a in state.legal_actions())
    line = f"legal ({len(legal)}): {' | '.join(legal)}"
    if not legal and getattr(state, "expects_outcome", lambda: None)():
        return [f"legal (0): none listed, the core expects the {state.expects_outcome()}'s "
                "outcome"]
    return [line] if len(line) <= WIDTH else [f"legal ({len(legal)}):", *packed(legal)]


def transcript(golden: Golden, texts: Sequence[str] | None = None) -> str:
    """The golden file's text: the header, then every step of the game."""
    module = load_game(golden.game)
    texts = actions(golden) if texts is None else texts
    players = len(golden.levels)
    state = module.new_game(players, golden.seed, **dict(golden.options))
    options = ", ".join(f"{k}={v}" for k, v in golden.options) or "none"
    lines = [
        f"# Golden playthrough: {golden.game}, seed {golden.seed}, {players} seats, bots "
        f"{', '.join(golden.levels)}; options: {options}" + (f" ({golden.note})."
                                                              if golden.note else "."),
        f"# The whole game: {len(texts)} actions. Written by tools/golden.py; regenerate:",
        f"# {REGENERATE}.",
        "# Each step: the public view (keys sorted), what each seat sees beyond it, the legal",
        "# actions sorted by text, the action taken and its events, in the core's notation.",
    ]
    if golden.game == "rok":
        lines.append("# Throws are sampled and slides too (not simulated: pymunk is exact on one "
                     "build only).")
    for index, text in enumerate(texts, 1):
        lines += ["", f"== step {index}: current player {state.current_player} =="]
        lines += position(golden.game, state, players)
        lines += legal_lines(state)
        lines.append(f"action: {text}")
        events = state.play(text)
        lines += ["events:", *event_lines(events)]
    lines += ["", f"== end: scores {state.scores()}, winners {state.winners()} =="]
    lines += position(golden.game, state, players)
    return "\n".join(lines) + "\n"


# --- comparing -------------------------------------------------------------------------------


def difference(golden: Golden, now: str) -> str | None:
    """``None`` when ``golden``'s file holds ``now``; else what differs, readably."""
    shown = (golden.path.relative_to(ROOT).as_posix() if golden.path.is_relative_to(ROOT)
             else str(golden.path))
    if not golden.path.is_file():
        return f"{shown} is missing: write it with {REGENERATE}"
    kept = golden.path.read_text(encoding="utf-8").splitlines()
    fresh = now.splitlines()
    first = next((i for i, (a, b) in enumerate(zip(kept, fresh, strict=False)) if a != b),
                 min(len(kept), len(fresh)))
    diff = list(difflib.unified_diff(kept, fresh, f"{shown} (kept)", f"{shown} (played now)",
                                     lineterm=""))
    if not diff:
        return None
    cut = diff[:DIFF_LINES] + ([f"... ({len(diff) - DIFF_LINES} more diff lines)"]
                               if len(diff) > DIFF_LINES else [])
    step = next((line.strip("= ") for line in reversed(kept[:first + 1])
                 if line.startswith("== ")), "the header")
    return "\n".join([
        f"{shown} differs from the game the core and bots play now (first at line {first + 1},"
        f" {step}):",
        *cut,
        f"If the change is meant, regenerate with {REGENERATE} and read the diff in review.",
    ])


def strays() -> list[str]:
    """Files in tests/golden that no golden game writes."""
    names = {golden.name for golden in GOLDENS}
    return sorted(p.name for p in GOLDEN_DIR.glob("*") if p.name not in names)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the files instead of rewriting them (exit 1 on a "
                             "difference)")
    args = parser.parse_args(argv)
    failed = False
    for golden in GOLDENS:
        now = transcript(golden)
        if args.check:
            problem = difference(golden, now)
            if problem:
                print(problem)
                failed = True
        else:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            golden.path.write_text(now, encoding="utf-8", newline="\n")
            print(f"wrote {golden.path.relative_to(ROOT)} ({len(now.encode()) // 1024} KB)")
    for name in strays():
        print(f"tests/golden/{name} is written by no golden game: remove it")
        failed = failed or args.check
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
