"""Hostile frames for a hosted table: what a laptop that means harm (or is broken) may send.

One vocabulary, two ways to draw from it:

- :func:`frames` — a hypothesis strategy (the tests' fuzzers, which shrink what they find):
  valid JSON of every type at every key of every message kind, lone surrogates and bidi
  overrides in every string, huge and non-finite numbers, deep nesting, text that is not
  JSON, and the legal-looking messages in between (the right kind with the right types)
  so that every kind reaches every phase of a game;
- :func:`seeded_frames` — the same vocabulary from a seeded ``random.Random``, fast enough
  for ``make bench ONLY=lan`` to throw ten thousand frames a minute at a live host.

Nothing here sends anything: the callers own the connections (loopback only).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

KINDS = ("hello", "act", "grab", "done", "throw", "slide", "pong", "ping", "welcome", "state",
         "", "t", "HELLO")
KEYS = ("t", "v", "name", "code", "seat", "token", "nonce", "seq", "action", "rune", "at",
        "strength", "vx", "vy", "h", "c", "x", "\ud800", "")
NASTY_TEXT = ("", "\ud800", "Bob\ud800", "\udfff\ud800", "\u202eevil", "a\u0007b", "\u200b",
              "\ufeff", "é" * 700, "x" * 5000, "pass", "grab 1 w3a 0.00", "../../etc",
              "\x00", "K3Y9PA", "k3y\u200b9pa", "NaN", "1e999")
NASTY_NUMBERS = (0, -1, 1, 2**53 + 1, -(2**63), 10**400, 1e308, -1e308, 0.5, -0.0,
                 float("nan"), float("inf"), float("-inf"))
DEEP = "[" * 2000 + "]" * 2000  # under the size cap: nesting the parser itself must refuse
TEXTS = st.text(alphabet=st.characters(exclude_categories=()), max_size=40)  # surrogates too


def _scalars() -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), st.booleans(), st.sampled_from(NASTY_NUMBERS),
                     st.integers(-(2**70), 2**70), st.floats(), st.sampled_from(NASTY_TEXT),
                     TEXTS)


def _values() -> st.SearchStrategy[Any]:
    return st.recursive(_scalars(), lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(TEXTS, inner, max_size=3), max_leaves=8)


def _dump(message: Any) -> str:
    """JSON as a peer may write it: non-finite numbers and lone surrogates included."""
    return json.dumps(message, allow_nan=True)


def frames() -> st.SearchStrategy[str]:
    """One hostile frame (see the module)."""
    shaped = st.fixed_dictionaries({"t": st.sampled_from(KINDS)},
                                   optional={k: _values() for k in KEYS if k != "t"})
    well_typed = st.one_of(
        st.builds(lambda seq, action: {"t": "act", "seq": seq, "action": action},
                  st.integers(-1, 200), st.sampled_from(NASTY_TEXT) | TEXTS),
        st.builds(lambda rune, at: {"t": "grab", "rune": rune, "at": at},
                  st.sampled_from(NASTY_TEXT) | TEXTS, st.floats(-1e9, 1e9)),
        st.builds(lambda s: {"t": "throw", "strength": s}, st.floats(-1e9, 1e9)),
        st.builds(lambda vx, vy: {"t": "slide", "vx": vx, "vy": vy}, st.floats(-1e9, 1e9),
                  st.floats(-1e9, 1e9)),
        st.builds(lambda h, c: {"t": "pong", "h": h, "c": c}, st.floats(-1e9, 1e9),
                  st.floats(-1e9, 1e9)),
        st.builds(lambda name, code: {"t": "hello", "v": 1, "name": name, "code": code},
                  st.sampled_from(NASTY_TEXT) | TEXTS, st.sampled_from(NASTY_TEXT) | TEXTS),
        st.builds(lambda token: {"t": "hello", "v": 1, "token": token},
                  st.sampled_from(NASTY_TEXT) | TEXTS),
        st.just({"t": "done"}), st.just({"t": "ping"}))
    return st.one_of(well_typed.map(_dump), shaped.map(_dump), well_typed.map(_dump),
                     shaped.map(_dump), _values().map(_dump), TEXTS, st.just(DEEP),
                     st.just('{"t": "act", "seq": ' + "9" * 5000 + "}"))


def seeded_frames(seed: int) -> Iterator[str]:
    """Endless hostile frames from ``seed`` (the bench's fuzzer: no shrinking, just many)."""
    rng = random.Random(seed)  # the fuzzer's own chaos, never a game's randomness

    def value(depth: int = 0) -> Any:
        roll = rng.random()
        if depth < 3 and roll < 0.15:
            return [value(depth + 1) for _ in range(rng.randint(0, 3))]
        if depth < 3 and roll < 0.25:
            return {rng.choice(KEYS): value(depth + 1) for _ in range(rng.randint(0, 3))}
        return rng.choice((*NASTY_TEXT, *NASTY_NUMBERS, None, True, rng.random() * 1e6,
                           rng.randint(-5, 500)))

    while True:
        roll = rng.random()
        if roll < 0.02:
            yield DEEP
        elif roll < 0.10:
            yield rng.choice(NASTY_TEXT)
        else:
            message = {"t": rng.choice(KINDS)}
            for key in rng.sample(KEYS, rng.randint(0, 5)):
                message[key] = value()
            yield _dump(message)
