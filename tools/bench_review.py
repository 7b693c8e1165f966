"""``make bench ONLY=review``: what a game's review costs, and how far its best moves hold.

- ``review_totem_s``, ``review_pook2_s``: a whole seeded game (Normal bots, seat 0 reviewed as
  the human, about 20-30 decisions) reviewed with the app's budget
  (:data:`scenes.kit.reviewer.BUDGET`), on the one thread the app gives it (the machine's
  other core stays the frame's);
- ``review_cached_open_ms``: opening the review screen on a review kept beside the games,
  to its first frame drawn (median of 10); ``review_frame_p99_ms``: the screen's frames
  while the review is being made (the progress bar; the review's thread shares the
  interpreter with them);
- ``review_agreement``: the share of 100 seeded positions (50 Totem, 50 Pook, decisions of
  seeded games) where the review's best move (:func:`game.review.turns.best_move`), found
  twice with different seeds at the app's budget, is the same (moves the seat cannot tell
  apart count as one);
  ``review_agreement_close``: the share where the two picks are the same or, played out
  from the same samples, within 5 points of each other (the review's chances then say the
  same, whichever it names);
- ``review_named_confirmed_pct``: the decisions named by the reviews of 8 seeded games (3
  Totem, 3 Pook for two, 2 Pook for four; seat 0, the app's budget), each measured a third
  time from :data:`THIRD` new paired samples: the share whose cost stands at least two
  standard errors above nothing again (bar: 95);
  ``review_cost_bias_pct``: the costs those reviews showed, against the third measure, in all
  (named minus third, over third; bar: within ±10);
- ``review_retry_agreement_pct``: those decisions retried with the move the review named, on
  :data:`DEALS` fresh redeals each, judged as Retry judges (:func:`game.review.retried.judge`):
  the share found at least as good as the move made then (bar: 95).
"""

from __future__ import annotations

import os
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from game.core import Rng, View
from game.games import load_game
from game.match import Match
from game.review.retried import judge
from game.review.turns import (
    CONFIRM_SE,
    Decision,
    best_move,
    chances,
    costliest,
    paired_cost,
    positions,
    same_move,
)
from game.review.whole import review_game
from game.saves import BOT, SavedGame, Seat
from scenes.kit.reviewer import BUDGET
from tools.benchlib import median_time, percentile, report


def bots_game(game: str, seed: int, players: int = 2) -> Match:
    from game.pook.bots import make_bot as pook_bot
    from game.totem.bots import make_bot as totem_bot

    bot = (pook_bot if game == "pook" else totem_bot)("normal")
    rng = Rng(seed)
    match = Match.new(load_game(game), players, seed)
    while not match.state.is_terminal():
        match.play(bot.choose(match.state.view(match.state.current_player), rng))
    return match


def whole_game(game: str, seed: int) -> float:
    record = bots_game(game, seed).record
    start = time.perf_counter()
    review = review_game(load_game(record.game), record, (0,), BUDGET)
    took = time.perf_counter() - start
    print(f"# {game}: {len(review.decisions)} decisions of seat 0 in {len(record.actions)} "
          f"actions, {took:.1f} s")
    return took


def cached_open_ms() -> tuple[float, float]:
    from scenes.app.loop import App, AppOptions
    from scenes.frame.payloads import ReviewPayload
    from scenes.shell.review import ReviewScene

    match = bots_game("totem", 3)
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    saved = SavedGame.start("totem", 3, seats, {}).advanced(match.record, True)
    with tempfile.TemporaryDirectory() as folder:
        app = App(AppOptions(language="en", config_dir=Path(folder),
                             data_dir=Path(folder) / "data", fps=0, fixed_dt=1 / 60))
        app.stack.push(ReviewScene, ReviewPayload(saved))
        app.stack.apply_pending()
        reviewer = app.stack.top.reviewer
        frames = []
        while reviewer.busy:  # the first opening makes it and keeps it
            time.sleep(1 / 60)  # a paced frame's wait, as the app's loop does
            app.frame(1 / 60)
            frames.append(app.frame_seconds)
        app.frame(1 / 60)
        app.stack.pop()
        app.stack.apply_pending()

        def reopen() -> None:
            app.stack.push(ReviewScene, ReviewPayload(saved))
            app.stack.apply_pending()
            assert not app.stack.top.reviewer.busy  # kept: nothing to make again
            app.frame(1 / 60)
            app.stack.pop()
            app.stack.apply_pending()

        took = median_time(reopen, 10)
        app.close()
    return 1000 * took, 1000 * percentile(frames, 99)


def agreement(per_game: int = 50) -> tuple[float, float]:
    same = close = total = 0
    for game in ("totem", "pook"):
        rules, found, seed = load_game(game), [], 100
        while len(found) < per_game:
            found += positions(load_game(game), bots_game(game, seed).record, (0,))[:10]
            seed += 1
        agreed = near = 0
        for k, position in enumerate(found[:per_game]):
            view = position.state.view(0)
            first = best_move(rules, view, position.played, BUDGET, 1000 + k)
            second = best_move(rules, view, position.played, BUDGET, 5000 + k)
            if same_move(game, view, first, second):
                agreed += 1
                continue
            one, other = chances(rules, view, [first, second], BUDGET.samples, 9000 + k)
            near += abs(one - other) < 0.05
        print(f"# {game}: the same best move in {agreed} of {per_game} positions, "
              f"another as good (within 5 points) in {near}")
        same, close, total = same + agreed, close + agreed + near, total + per_game
    return same / total, close / total


THIRD = 512
"""Fresh paired play-outs of the bench's third measure of each named decision."""


REVIEWED = (("totem", 2, 11), ("totem", 2, 12), ("totem", 2, 13), ("pook", 2, 11),
            ("pook", 2, 12), ("pook", 2, 13), ("pook", 4, 11), ("pook", 4, 12))
"""The seeded games (game, players, seed) whose named decisions are checked again."""
DEALS = 2
"""Fresh redeals each named decision is retried on (Retry's seeds, as the screen makes them)."""


@dataclass(frozen=True)
class Named:
    """A decision a review named, with the view it was made from."""

    game: str
    label: str
    decision: Decision
    view: View


def named_decisions(games: tuple[tuple[str, int, int], ...] = REVIEWED) -> list[Named]:
    """The decisions named by the reviews of seat 0 in ``games``, at the app's budget."""
    found = []
    for game, players, seed in games:
        rules = load_game(game)
        record = bots_game(game, seed, players).record
        review = review_game(rules, record, (0,), BUDGET)
        views = {p.index: p.state.view(0) for p in positions(rules, record, (0,))}
        found += [Named(game, f"{game}-{players} {seed}", decision, views[decision.index])
                  for decision in costliest(review.decisions)]
    return found


def named_check(named: list[Named]) -> tuple[float, float]:
    """The share of named decisions a third measure confirms (per cent), and how far the
    costs shown stand from it in all (per cent of the third)."""
    confirmed = 0
    shown = third = 0.0
    for each in named:
        decision = each.decision
        played, best, error = paired_cost(load_game(each.game), each.view, decision.played,
                                          decision.best, THIRD, 0xB3AC ^ decision.index)
        again = best - played
        confirmed += again > 0 and again >= CONFIRM_SE * error
        shown += decision.named_cost
        third += again
        print(f"# {each.label} move {decision.index}: named {decision.named_cost:+.3f}, "
              f"third {again:+.3f} ± {error:.3f}")
    print(f"# {len(named)} decisions named in {len(REVIEWED)} games, {confirmed} confirmed")
    return 100 * confirmed / max(1, len(named)), 100 * (shown - third) / third if third else 0.0


def retry_check(named: list[Named]) -> float:
    """The share of Retries of a named decision, with the move the review named, on
    :data:`DEALS` fresh redeals each, that the judge finds at least as good as the move made
    then (per cent; :func:`game.review.retried.judge` with Retry's seeds)."""
    agreed = tried = 0
    grades: Counter[str] = Counter()
    for each in named:
        decision = each.decision
        for deal in range(1, DEALS + 1):
            found = judge(load_game(each.game), each.view, decision, decision.best, BUDGET,
                          decision.index * 7919 + deal)
            tried += 1
            agreed += found.compared != "worse"
            grades[found.compared] += 1
    print(f"# {tried} Retries with the named move: " +
          ", ".join(f"{count} {kind}" for kind, count in sorted(grades.items())) +
          " than the move made then")
    return 100 * agreed / max(1, tried)


def run() -> None:
    print(f"# {os.cpu_count()} cores; the review runs on one thread; budget: "
          f"{BUDGET.iterations} iterations, {BUDGET.samples} play-outs per move")
    report("review_totem_s", whole_game("totem", 11), "s")
    report("review_pook2_s", whole_game("pook", 11), "s")
    opened, frame = cached_open_ms()
    report("review_cached_open_ms", opened, "ms")
    report("review_frame_p99_ms", frame, "ms")
    same, close = agreement()
    report("review_agreement", same, "share")
    report("review_agreement_close", close, "share")
    named = named_decisions()
    confirmed, bias = named_check(named)
    report("review_named_confirmed_pct", confirmed, "%")
    report("review_cost_bias_pct", bias, "%")
    report("review_retry_agreement_pct", retry_check(named), "%")
