"""Every random stream a game's seed gives beside the game's own: one way only.

The game's seed deals every hand and Banner (its generator lives in the state, hidden from
every seat). Other things need randomness of their own, reproducible from the record so
that a replay, a laptop and the host agree: a bot's choice, a throw's noise, a hint's
search, a bot's eyes and hands in a race, the lot that breaks a tie between two claims read
in the same frame. Each is a *stream*: a generator seeded by :func:`derive`, a keyed
BLAKE2b of the game's seed and the stream's label and numbers. A stream can be rebuilt from
the seed, but nothing a stream shows (a bot's choices, a throw's flight) lets anyone work
the game's seed back — a generator seeded with ``seed ^ salt`` could be inverted from its
outputs, and with it every hand.

Each stream's formula lives here, once: the hot-seat table, the host of a networked table
and the tools all call these.

>>> derive(7, "bot", 1, 30) == derive(7, "bot", 1, 30) != derive(7, "bot", 2, 30)
True
>>> 0 <= stream(7, "hint", 3).random() < 1
True
"""

from __future__ import annotations

import hashlib

from game.core import Rng

_MASK64 = (1 << 64) - 1
_SEED_BITS = (1 << 63) - 1  # a seed handed on to a table (pymunk's noise) stays positive


def derive(seed: int, label: str, *parts: int) -> int:
    """A 64-bit seed for the stream ``label`` at ``parts`` (seat, throw, progress …) of the
    game whose seed is ``seed`` (its low 64 bits, as the game's own generator takes it)."""
    message = label.encode() + b"".join(
        (p & _MASK64).to_bytes(8, "little") for p in parts)
    digest = hashlib.blake2b(message, key=(seed & _MASK64).to_bytes(8, "little"),
                             digest_size=8).digest()
    return int.from_bytes(digest, "little")


def stream(seed: int, label: str, *parts: int) -> Rng:
    """The generator of the stream ``label`` at ``parts`` (see :func:`derive`)."""
    return Rng(derive(seed, label, *parts))


def bot_rng(seed: int, seat: int, progress: int) -> Rng:
    """A bot's generator for its decision at seat ``seat`` after ``progress`` actions: the
    same at a hot-seat table and at a hosted one."""
    return stream(seed, "bot", seat, progress)


def hint_rng(seed: int, progress: int) -> Rng:
    """The generator of a hint's search after ``progress`` actions."""
    return stream(seed, "hint", progress)


def throw_seed(seed: int, throw: int) -> int:
    """RÖK: the seed of the table (its noise) for the game's ``throw``-th throw, wherever it
    is thrown (a hot seat, a host)."""
    return derive(seed, "throw", throw) & _SEED_BITS


def gesture_rng(seed: int, seat: int, throw: int) -> Rng:
    """RÖK: a bot's arm in the ``throw``-th throw (its strength, its slide's aim)."""
    return stream(seed, "gesture", seat, throw)


def eyes_rng(seed: int, seat: int, throw: int) -> Rng:
    """RÖK: ``seat``'s eyes and hand in one throw's race: the same at the table, in a
    headless race and for a driver's modelled person, so the three can be compared."""
    return stream(seed, "eyes", seat, throw)


def tie_lot(seed: int, throw: int, seat: int, rune: str) -> float:
    """RÖK: a lot in [0, 1) for a claim; among claims read in the same frame the lower lot
    goes first (a fair coin between seats, the same at the table and in a headless race)."""
    return stream(seed, "lot", throw, seat, int.from_bytes(rune.encode()[:8], "big")).random()
