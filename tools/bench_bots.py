"""Bot benchmarks: every level beats the one below it, shown by sequential tests in minutes.

``bench bots_<game>_<a>_vs_<b> S %``: for every adjacent pair of levels of every game
(Totem, Pook with two and with four players, RÖK's grabbing races with two), A's mean
score against B (tools/arena.py: 1 ahead of a B seat, ½ level, 0 behind) over seeded
games played in order on two processes until the pair's SPRT (tools/sprt.py, 2.5 % error
each way) decides or the pair's cap is reached; ``..._low``/``..._high`` are its 95 %
interval (a confidence sequence, valid where the test stopped), ``..._h1`` is 1 when the
test accepted H1 (else 0), and a ``#`` line gives the decision and the games.

The bars, for each pair of levels a player can choose (Easy < Normal < Hard):

- every pair but one: "at most 60 %" (H0) against "at least 80 %" (H1), 400 games at most
  (120 where Hard plays); the bar is low ≥ 60 % and score ≥ 70 %;
- Pook's Hard against Normal at four players (:data:`FOUR_PLAYER_HARD`): at four players a
  game's luck lies between more seats and the same edge shows less (the same search handed
  the true state scores 89 % at two players but 76 % at four), so the product owner's bar
  is score ≥ 63 % with the test of "at most 57 %" against "at least 70 %" accepting H1,
  400 games at most.

Easy against ``random`` is measured too, as the baseline: ``random`` is the arena's floor,
not a level, so its ``#`` line says "baseline, not a level step" and no bar.

``bench bot_<game>_hard_p95 T s``: the 95th percentile of Hard's decision time over its
real decisions (more than one legal action) in the Hard-vs-Normal games above (Pook's with
two players; ``bot_pook4_hard_p95`` with four), in wall time while two processes played at
once (and whatever else ran on the machine);
``bot_<game>_hard_cpu_p95`` the same decisions in the CPU time of their thread, which
neighbours cannot inflate (what one core gives a bot alone).
``bench bench_bots_minutes M min``: the whole group's wall time.

Every line names its game; a game's lines appear as soon as ``game.<game>.bots.BOTS``
has the levels they need, so a new game's bots plug in by registering there.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass

from tools.arena import BotFactory, sequential
from tools.benchlib import percentile, report
from tools.sprt import Run, Sprt

TEST = Sprt(p0=0.6, p1=0.8, alpha=0.025, beta=0.025)
#: The four-player Pook Hard pair's test: its bar is score ≥ FOUR_PLAYER_SCORE with H1 accepted.
FOUR_PLAYER_HARD = Sprt(p0=0.57, p1=0.70, alpha=0.025, beta=0.025)
FOUR_PLAYER_SCORE = 0.63
FOUR_PLAYER_MOST = 400


@dataclass(frozen=True)
class Pair:
    """An adjacent pair of levels: ``a`` at one seat, ``b`` at the others, at most ``most``
    games."""

    game: str
    a: str
    b: str
    players: int = 2
    most: int = 400  # quick levels: their games take milliseconds
    label: str = ""
    timed: str = ""  # the name of A's decision-time lines, if any
    test: Sprt = TEST
    score: float = 0.7  # the bar: A's score at least this, and the test's H1 (or low ≥ p0)

    def met(self, run: Run) -> bool:
        """Whether ``run`` meets this pair's bar (see the module)."""
        if self.test is TEST:
            return run.interval()[0] >= TEST.p0 and run.share >= self.score
        return run.decision == "H1" and run.share >= self.score

    def bar(self) -> str:
        if self.test is TEST:
            return f"low >= {100 * TEST.p0:.0f} %, score >= {100 * self.score:.0f} %"
        return (f"score >= {100 * self.score:.0f} % and H1 of the SPRT "
                f"{100 * self.test.p0:.0f}/{100 * self.test.p1:.0f} %")

    @property
    def baseline(self) -> bool:
        """Easy against ``random``: the arena's floor, not a step between levels a player can
        choose (scenes/frame/catalogue.py's ``bot_levels``), so it has no bar."""
        return self.b == "random"

    @property
    def name(self) -> str:
        return f"bots_{self.label or self.game}_{self.a}_vs_{self.b}"


# RÖK's levels are people of three speeds (game/rok/human.py); "random" there grabs like
# Normal (its throws and slides are the same for every level), so its ladder starts at Easy.
PAIRS: tuple[Pair, ...] = (
    Pair("totem", "easy", "random"),
    Pair("totem", "normal", "easy"),
    Pair("totem", "hard", "normal", most=120, timed="bot_totem_hard"),
    Pair("pook", "easy", "random", label="pook2"),
    Pair("pook", "normal", "easy", label="pook2"),
    Pair("pook", "hard", "normal", most=120, label="pook2", timed="bot_pook_hard"),
    Pair("pook", "easy", "random", players=4, label="pook4"),
    Pair("pook", "normal", "easy", players=4, label="pook4"),
    Pair("pook", "hard", "normal", players=4, most=FOUR_PLAYER_MOST, label="pook4",
         timed="bot_pook4_hard", test=FOUR_PLAYER_HARD, score=FOUR_PLAYER_SCORE),
    Pair("rok", "normal", "easy"),
    Pair("rok", "hard", "normal"),
)


def bots_of(game: str) -> dict[str, BotFactory]:
    """The game's bot registry, empty while the game has none."""
    try:
        module = importlib.import_module(f"game.{game}.bots")
    except ModuleNotFoundError:
        return {}
    bots: dict[str, BotFactory] = getattr(module, "BOTS", {})
    return bots


def report_pair(pair: Pair, run: Run) -> None:
    """The pair's lines: its score and interval, and a comment with the decision."""
    low, high = run.interval()
    report(pair.name, 100 * run.share, "%")
    report(pair.name + "_low", 100 * low, "%")
    report(pair.name + "_high", 100 * high, "%")
    report(pair.name + "_h1", int(run.decision == "H1"), "flag")
    bar = ("; baseline, not a level step" if pair.baseline else
           f" (bar met: {pair.bar()})" if pair.met(run) else
           f" (below the bar: {pair.bar()})")
    print(f"# {pair.name}: {run.decision or 'undecided'} after {run.games} games{bar}",
          flush=True)


def run(jobs: int = 2, with_frames: bool = True) -> None:
    started = time.perf_counter()
    for pair in PAIRS:
        bots = bots_of(pair.game)
        missing = [level for level in (pair.a, pair.b) if level not in bots]
        if missing:
            print(f"# {pair.name}: {pair.game} has no {', '.join(missing)} bot yet")
            continue
        begun = time.perf_counter()
        result, games = sequential(pair.game, bots[pair.a], bots[pair.b], pair.test, seed=1,
                                   players=pair.players, jobs=jobs, most=pair.most)
        report_pair(pair, result)
        print(f"# {pair.name}: {time.perf_counter() - begun:.0f} s", flush=True)
        if pair.timed:
            report(f"{pair.timed}_p95", percentile(games.times("a"), 95), "s")
            report(f"{pair.timed}_cpu_p95", percentile(games.cpu_times(), 95), "s")
    if with_frames:
        frame_p99_while_thinking()
    report("bench_bots_minutes", (time.perf_counter() - started) / 60, "min")


def frame_p99_while_thinking() -> None:
    """Totem and Pook tables at 60 FPS while Hard bots think on their worker thread; the line
    is the worse of the two (bar: ≤ 16 ms)."""
    from tools.benchtable import table_frame_times

    worst = 0.0
    for game in ("totem", "pook"):
        times = table_frame_times(game, 2, frames=600, level="hard", paced=True,
                                  only=lambda scene: scene.worker.busy)
        p99 = 1000 * percentile(times, 99)
        print(f"# {game}: p99 {p99:.2f} ms over {len(times)} frames while a bot thinks")
        worst = max(worst, p99)
    report("frame_p99_while_thinking", worst, "ms")


if __name__ == "__main__":
    run()
