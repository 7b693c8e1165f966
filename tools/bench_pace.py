"""Pace benchmarks: RÖK's bots racing a person, as the human model times them (issue 14).

``bench rok_<level>_vs_human_share P %``: a headless race (``game.rok.bots.race``, on the
seats' own clock, no wall clock) between one bot of ``level`` and the attentive adult of
``game.rok.human`` (``bots.PERSON``), over 200 seeded throws of two-player games: the
share of the contested pairs the bot takes. A contested pair is one the race decides —
two twins lying face up when the runes rest, or a face-up twin of a Balance rune — and it
goes to whoever grabs its first rune. Bars: easy ≤ 40 %, normal 40–60 %, hard ≥ 60 %.

``bench rok_person_first_grab_10 T s``: the attentive adult's mean time from the runes
resting to its first grab, on tables of 10 face-up runes holding one pair (the human
model's own figure, for the README).
"""

from __future__ import annotations

import statistics
from collections import Counter

from game.core import Event, Rng
from game.rok import new_game, random_action
from game.rok.bots import LEVELS, PERSON, REFLEXES, Reflexes, race
from game.rok.components import RUNES, pair_of, twin
from game.rok.human import Seeker
from game.rok.rules import State
from game.rok.sampling import sample_spot
from tools.benchlib import report

THROWS = 200
SEED_BASE = 14_000


def throw_at(seed: int) -> State:
    """A two-player game whose runes just came to rest: the seed's game played on with
    sampled actions until its ``1 + seed % 6``-th throw has landed (tables of every size)."""
    for attempt in range(50):
        state, rng = new_game(2, seed + attempt * 7919), Rng(seed)
        target = 1 + seed % 6
        while not state.is_terminal():
            throwing = state.phase == "throw"
            number = state.throw_no
            state.play(random_action(state, rng))
            if throwing and number >= target and state.phase == "grab":
                return state
    raise RuntimeError(f"no sampled game from seed {seed} reached a grab phase")


def contested(state: State) -> set[str]:
    """The pairs a race decides: both twins face up, or a face-up twin of a Balance rune."""
    up = set(state.grabbable())
    balances = {b for b in state.balance if b}
    return {pair_of(r) for r in up if twin(r) in up or twin(r) in balances}


def share(level: Reflexes, throws: int = THROWS) -> tuple[float, int]:
    """The bot's share (%) of contested pairs against the person, and how many there were."""
    taken: Counter[str] = Counter()
    for i in range(throws):
        state = throw_at(SEED_BASE + i)
        bot = i % 2  # the bot sits at either place in turn
        seats: list[Reflexes | None] = [PERSON, PERSON]
        seats[bot] = level
        pairs = contested(state)
        log: list[Event] = []
        race(state, seats, [Rng(SEED_BASE + i).fork(seat + 1) for seat in (0, 1)], log)
        for event in log:
            if event.kind in ("grab", "balance_pair"):
                pair = pair_of(event.data["rune"])
                if pair in pairs:
                    pairs.discard(pair)
                    taken["bot" if event.seat == bot else "person"] += 1
    total = taken["bot"] + taken["person"]
    return 100.0 * taken["bot"] / max(1, total), total


def person_first_grab(face_up: int = 10, tables: int = 400) -> float:
    """The attentive adult's mean seconds to a first grab among ``face_up`` runes, one pair."""
    times = []
    for seed in range(tables):
        rng = Rng(seed)
        pool = list(RUNES)
        rng.shuffle(pool)
        pair = [pool[0], twin(pool[0])]
        singles = []
        for rune in pool[1:]:
            if pair_of(rune) not in {pair_of(r) for r in [*pair, *singles]}:
                singles.append(rune)
        runes = [*pair, *singles[:face_up - 2]]
        view = {"seat": 0, "players": 2, "balance": [None, None], "trays": [[], []],
                "hoards": [[], []], "table": [[r, *sample_spot(rng), True] for r in runes]}
        plan = Seeker(0, 2, PERSON.eyes, rng.fork(1)).next_grab(view, 0.0)
        if plan is not None:
            times.append(plan[0])
    return statistics.mean(times)


def run() -> None:
    for name in LEVELS:
        value, pairs = share(REFLEXES[name])
        print(f"# {name}: {pairs} contested pairs over {THROWS} throws")
        report(f"rok_{name}_vs_human_share", value, "%")
    report("rok_person_first_grab_10", person_first_grab(), "s")


if __name__ == "__main__":
    run()
