"""``make bench ONLY=practice``: what practice from a redealt position costs, and that it is fair.

- ``practice_setup_ms``: a retry position dealt from the seat's view and loaded as a practice
  game's start (:func:`game.practice.practice_record`, then the record replayed as the table
  starts it), the 95th percentile over positions of seeded Pook, Totem and RÖK games (bar: 300);
- ``practice_judge_s``: one retried move judged against the move made and the review's best
  move, from the review's confirmation samples and again from the try's own deal ("with these
  cards": :func:`game.review.retried.judge`, :data:`scenes.kit.reviewer.BUDGET`), the slowest
  of 3 Pook and 3 Totem decisions (bar: 10);
- ``practice_consistency_pct``: of every decision of 20 seeded games (7 Pook for three, 7
  Totem, 6 RÖK for three; bots' games), the share whose position, redealt for the deciding
  seat and loaded, shows that seat's view and every seat's public view equal to the game's
  at that moment (:func:`game.practice.contradictions`; bar: 100);
- ``deck_next_ms``: the next mistake dealt from a deck of 1,000 cards (:mod:`game.review.deck`):
  the deck's file read, the card due longest ago picked, its saved game read and replayed and
  its position redealt; the 95th percentile of 20 deals (bar: 300);
- ``pace_drill_fit_err_pct`` (and ``_lo`` / ``_hi``, its 95 % interval, a percentile bootstrap
  over seed bases): how far the seeing pace fitted from drill tables alone
  (:mod:`game.rok.drill_pace`) lies from the true pace of a stand-in who only drilled — the
  attentive adult ×0.8 … ×2 in every part, four sessions of five tables (every kind and size),
  :data:`DRILL_BASES` seed bases —, the mean of ``|fit / k − 1|``. ``#`` lines: the prior's
  error (where Matched starts before any drill), and the error when the stand-in's hand is at
  the prior's pace (drills alone cannot tell a slow hand from slow eyes; the fit takes the
  prior's hand). Printed, no bar.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from game.core import GameRecord, GameState, Rng
from game.games import load_game, match_of
from game.match import Match
from game.practice import contradictions, practice_record
from game.replay import Replay
from game.review.deck import GAMES as GAMES_WEIGHED
from game.review.deck import Deck, DeckStore
from game.review.retried import judge
from game.review.turns import Decision, assess
from game.rok.drill import KINDS, SIZES
from game.rok.drill_pace import answered, drill_paces
from game.rok.human import PEOPLE
from game.rok.pace import fitted, prior_pace
from game.saves import BOT, SavedGame, SaveLibrary, Seat
from scenes.kit.reviewer import BUDGET
from tools.benchlib import percentile, report

GAMES = (("pook", 3, 7), ("totem", 2, 7), ("rok", 3, 6))  # game, players, seeded games
STAND_INS = (0.8, 1.0, 1.25, 1.6, 2.0)
DRILL_BASES = range(10_000, 18_000, 1_000)
RESAMPLES = 2_000
DECK_CARDS = 1_000


def bots_record(game: str, players: int, seed: int) -> GameRecord:
    """A whole seeded game between Normal bots."""
    if game == "rok":
        from game.rok.bots import bot_game

        played: list[str] = []
        bot_game(["normal"] * players, seed, played=played)
        return GameRecord("rok", players, seed, {}, tuple(played))
    spec = load_game(game)
    bot, rng = spec.bots["normal"](), Rng(seed)
    match = Match.new(spec, players, seed)
    while not match.state.is_terminal():
        seat = match.state.current_player
        assert seat is not None
        answer = bot.choose(match.state.view(seat), rng)
        assert answer is not None
        match.play(answer)
    return match.record


def decisions(record: GameRecord) -> list[tuple[Replay[GameState, object], int, int]]:
    """Each decision of ``record``: its replay, the position before it, the deciding seat."""
    replay = Replay(load_game(record.game), record)
    return [(replay, index, step.actor) for index, step in enumerate(replay.steps)
            if step.actor is not None and not step.forced]


def run() -> None:
    records = [bots_record(game, players, seed)
               for game, players, count in GAMES for seed in range(count)]
    found = [d for record in records for d in decisions(record)]
    agree = 0
    timings = []
    for k, (replay, index, seat) in enumerate(found):
        state = replay.state_at(index)
        spec = replay.spec
        start = time.perf_counter()
        dealt = match_of(practice_record(spec, state, seat, k, index)).state
        timings.append((time.perf_counter() - start) * 1000)
        agree += 0 if contradictions(spec, state, dealt, seat) else 1
    report("practice_setup_ms", percentile(timings, 95), "ms")
    judged: list[tuple[str, float]] = []
    for record in (r for r in records if r.game in ("pook", "totem")):
        if sum(1 for s in judged if s[0] == record.game) >= 3:
            continue
        replay, index, seat = decisions(record)[5]
        state = replay.state_at(index)
        view = state.view(seat)
        cards = match_of(practice_record(replay.spec, state, seat, 1, index)).state
        best, chance_played, chance_best = assess(replay.spec, view, record.actions[index],
                                                  BUDGET, index)  # (the review's, beforehand)
        decision = Decision(index, seat, 0, record.actions[index], best, chance_played,
                            chance_best)
        start = time.perf_counter()
        judge(replay.spec, view, decision, view["legal"][0], BUDGET, seed=index, cards=cards)
        judged.append((record.game, time.perf_counter() - start))
    report("practice_judge_s", max(s for _, s in judged), "s")
    report("practice_consistency_pct", 100 * agree / len(found), "%")
    report("deck_next_ms", deck_next_ms(records), "ms")
    print(f"# practice: {len(found)} decisions of {len(records)} games redealt")
    drills()


def deck_next_ms(records: list[GameRecord], cards: int = DECK_CARDS) -> float:
    """The 95th percentile over 20 deals of the next mistake from a deck of ``cards``: the
    deck read from its file, the card due longest ago picked, its saved game read and
    replayed, its position redealt (what Practise does before the table's first frame)."""
    with tempfile.TemporaryDirectory() as folder:
        games = SaveLibrary(Path(folder) / "games")
        weighed = [r for r in records if r.game in GAMES_WEIGHED]
        seats = (Seat("Léa"), Seat("Robot", BOT, "normal"), Seat("Bot", BOT, "normal"))
        deck, copies = Deck(), 0
        while len(deck.cards) < cards:  # (copies of the games, each a file of its own)
            for record in weighed:
                saved = SavedGame.start(record.game, record.seed, seats[:record.players],
                                        record.options).advanced(record, True)
                games.write(saved)
                deck.add(record.game, saved.name, [
                    Decision(index, seat, 0, "end", "end", 0.2, 0.5, checked=(0.2, 0.5, 0.01))
                    for _, index, seat in decisions(record) if seat == 0], now=float(copies))
            copies += 1
        store = DeckStore(Path(folder) / "practice")
        store.save(deck)
        timings = []
        for deal in range(20):
            start = time.perf_counter()
            card = store.load().next(None, now=1e9)
            assert card is not None
            entry = games.load(card.saved)
            assert entry.saved is not None
            spec = load_game(card.game)
            state = Replay(spec, entry.saved.record).state_at(card.decision.index)
            practice_record(spec, state, card.decision.seat, deal, card.decision.index)
            timings.append(1000 * (time.perf_counter() - start))
    print(f"# deck: {len(deck.cards)} cards of {copies * len(weighed)} saved games")
    return percentile(timings, 95)


def drill_errors(hand_at_prior: bool) -> dict[int, list[float]]:
    """Per seed base, each stand-in's ``|fit / k − 1|`` (%) from its twenty drill tables."""
    errors: dict[int, list[float]] = {}
    for base in DRILL_BASES:
        for pace in STAND_INS:
            eyes = PEOPLE["attentive"].paced(pace, prior_pace()[1] if hand_at_prior else pace)
            tables = [t for k in range(4) for t in drill_paces(answered(
                eyes, "stand-in", f"2026-11-29T1{k}:00:00Z", KINDS[k % 2], SIZES[k % 4],
                range(base + 5 * k, base + 5 * k + 5), Rng(base + 97 * k)))]
            errors.setdefault(base, []).append(100 * abs(fitted(tables)[0] / pace - 1))
    return errors


def drills() -> None:
    """The seeing pace fitted from drill tables alone (see the module)."""
    errors = drill_errors(hand_at_prior=False)
    rng, means = Rng(48), []
    bases = list(errors)
    for _ in range(RESAMPLES):
        means.append(statistics.mean(e for _ in bases for e in errors[bases[rng.below(
            len(bases))]]))
    flat = [e for found in errors.values() for e in found]
    prior = statistics.mean(100 * abs(prior_pace()[0] / pace - 1) for pace in STAND_INS)
    at_prior = [e for found in drill_errors(hand_at_prior=True).values() for e in found]
    print(f"# drills: {len(flat)} stand-ins and seed bases, 20 tables each; worst "
          f"{max(flat):.1f} %; the prior alone (no drill) {prior:.1f} %; the stand-ins' hand at "
          f"the prior's pace: mean {statistics.mean(at_prior):.1f} %, worst {max(at_prior):.1f} %")
    report("pace_drill_fit_err_pct", statistics.mean(flat), "%")
    report("pace_drill_fit_err_pct_lo", percentile(means, 2.5), "%")
    report("pace_drill_fit_err_pct_hi", percentile(means, 97.5), "%")
