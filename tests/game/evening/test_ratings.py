"""Ratings: folded from the finished games only, in the order played whatever the order
given, a deleted game's effect gone with it, and the bots' fixed ratings true to the ladder's
shares. (The cache in the index: test_cached.py.)"""

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import InvalidRecord
from game.evening.ratings import (
    BETA,
    DISPLAY_BASE,
    POINTS_PER_MU,
    SETTLED_SIGMA,
    SIGMA,
    BotRatings,
    Outcome,
    Rating,
    Ratings,
    model,
    outcome_of,
    rate_all,
    shipped_bot_ratings,
    sides_of,
)
from game.listing import GameRow
from game.saves import BOT, Seat

ROOT = Path(__file__).resolve().parents[3]
BOTS = BotRatings({("totem", "easy"): Rating(21.0, 0.5), ("totem", "normal"): Rating(25.0, 0.4),
                   ("totem", "hard"): Rating(31.0, 0.9), ("pook", "normal"): Rating(25.0, 0.4),
                   ("pook-2", "normal"): Rating(25.0, 0.4), ("rok", "normal"): Rating(25.0, 0.4)})
PEOPLE = ("Léa", "Zoé", "Malo", "Inès")


def row(name, when, seats, winners, scores, game="totem", finished=True, lesson=False,
        teams=False):
    ending = {"options": {"teams": teams}} if game == "pook" else {}
    return GameRow(name, None, game, tuple(seats), when, when, finished, lesson, 10, 5,
                   tuple(winners), tuple(scores), ending)


def robot(level="normal"):
    return Seat("Robot", BOT, level)


def test_a_win_against_a_bot_raises_a_person_and_the_bot_does_not_move():
    games = [row("a", "2026-11-01T10:00:00Z", [Seat("Léa"), robot()], [0], [3, 0])]
    table = rate_all(map(outcome_of, games), BOTS)
    assert table.display("Léa", "totem") > DISPLAY_BASE
    change = table.changes["a"]
    assert [(c.seat, c.name, c.before) for c in change] == [(0, "Léa", DISPLAY_BASE)]
    assert ("Robot", "totem") not in table.people
    assert table.history[("Léa", "totem")] == [("2026-11-01T10:00:00Z", change[0].after)]


def test_lessons_unfinished_and_damaged_games_do_not_count():
    seats = [Seat("Léa"), robot()]
    assert outcome_of(row("l", "2026-11-01T10:00:00Z", seats, [0], [3, 0], lesson=True)) is None
    assert outcome_of(row("u", "2026-11-01T10:00:00Z", seats, [], [3, 2], finished=False)) is None
    assert outcome_of(row("f", "2026-11-01T10:00:00Z", seats, [], [3, 2])) is None
    assert outcome_of(GameRow.broken("d", "not JSON")) is None


def test_a_hot_seat_game_rates_every_person_in_it():
    games = [row("h", "2026-11-01T10:00:00Z", [Seat("Léa"), Seat("Zoé")], [1], [1, 4])]
    table = rate_all(map(outcome_of, games), BOTS)
    assert table.display("Zoé", "totem") > DISPLAY_BASE > table.display("Léa", "totem")
    assert [c.name for c in table.changes["h"]] == ["Léa", "Zoé"]


def test_a_draw_moves_equals_nowhere_and_ratings_are_per_game():
    games = [row("d", "2026-11-01T10:00:00Z", [Seat("Léa"), Seat("Zoé")], [0, 1], [2, 2])]
    table = rate_all(map(outcome_of, games), BOTS)
    assert table.display("Léa", "totem") == table.display("Zoé", "totem") == DISPLAY_BASE
    assert table.display("Léa", "pook") == DISPLAY_BASE and ("Léa", "pook") not in table.people


def test_pook_teams_are_the_cores_sides_and_partners_move_together():
    """P29: seats 0+2 and 1+3 share a Banner; the sides come from the core's state."""
    assert sides_of("pook", 4, True) == (0, 1, 0, 1)
    assert sides_of("pook", 4, False) == (0, 1, 2, 3)
    seats = [Seat(name) for name in PEOPLE]
    games = [row("t", "2026-11-01T10:00:00Z", seats, [1, 3], [9, 14, 9, 14], "pook", teams=True)]
    table = rate_all(map(outcome_of, games), BOTS)
    up = [table.display(name, "pook") > DISPLAY_BASE for name in PEOPLE]
    assert up == [False, True, False, True]


def test_a_bot_level_without_a_fixed_rating_leaves_the_game_unrated():
    games = [row("m", "2026-11-01T10:00:00Z", [Seat("Léa"), Seat("Robot", BOT, "matched")],
                 [0], [9, 2], "rok")]
    table = rate_all(map(outcome_of, games), BOTS)
    assert table.skipped == ["m"] and "m" not in table.changes


def synthetic_rows(draw):
    """A few seeded games between the people and the Totem bots, each a day apart."""
    count = draw(st.integers(1, 12))
    rows = []
    for n in range(count):
        first = Seat(draw(st.sampled_from(PEOPLE)))
        other = draw(st.sampled_from([Seat(p) for p in PEOPLE if p != first.name]
                                     + [robot(level) for level in ("easy", "normal", "hard")]))
        winner = draw(st.sampled_from([[0], [1], [0, 1]]))
        rows.append(row(f"g{n:02d}", f"2026-11-{n + 1:02d}T10:00:00Z", [first, other], winner,
                        [2, 2] if len(winner) == 2 else [3 * (0 in winner), 3 * (1 in winner)]))
    return rows


def same(a, b):
    return a.people == b.people and a.changes == b.changes and a.history == b.history


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_the_fold_depends_on_the_games_not_the_order_they_are_given_in(data):
    """Games given in any order are folded in the order played, with a game taken out too."""
    rows = synthetic_rows(data.draw)
    outcomes = [outcome_of(r) for r in rows]
    forward = rate_all(outcomes, BOTS)
    assert same(rate_all(reversed(outcomes), BOTS), forward)
    gone = data.draw(st.integers(0, len(outcomes) - 1))
    kept = outcomes[:gone] + outcomes[gone + 1:]
    assert same(rate_all(kept, BOTS), rate_all(list(reversed(kept)), BOTS))


def test_deleting_a_game_removes_its_effect():
    seats = [Seat("Léa"), robot("hard")]
    first = row("a", "2026-11-01T10:00:00Z", seats, [0], [3, 0])
    second = row("b", "2026-11-02T10:00:00Z", [Seat("Léa"), robot("easy")], [1], [0, 3])
    both = rate_all([outcome_of(first), outcome_of(second)], BOTS)
    after_win = both.changes["a"][0].after
    without = rate_all([outcome_of(second)], BOTS)
    assert "a" not in without.changes
    assert without.changes["b"][0].before == DISPLAY_BASE != after_win
    assert without.history[("Léa", "totem")] == [("2026-11-02T10:00:00Z",
                                                   without.changes["b"][0].after)]


LADDER_ROW = re.compile(r"^\| (Totem|Pook 2p|Pook 4p|RÖK) (\w+) vs (\w+) \| ([\d.]+) % \| "
                        r"([\d.]+)–([\d.]+) % \|")


def ladder_rows():
    """The ladder's table in docs/bench.md: game, level A, level B, score and its interval."""
    text = (ROOT / "docs" / "bench.md").read_text(encoding="utf-8")
    section = text[text.index("## bots: the ladder"):]
    found = [LADDER_ROW.match(line) for line in section.splitlines()]
    return [m.groups() for m in found if m]


def test_the_ladder_table_is_read():
    rows = ladder_rows()
    assert len(rows) >= 11
    assert {r[0] for r in rows} == {"Totem", "Pook 2p", "Pook 4p", "RÖK"}


@pytest.mark.parametrize("entry", ladder_rows(), ids=lambda e: f"{e[0]} {e[1]} vs {e[2]}")
def test_the_bots_ratings_reproduce_the_ladders_shares(entry):
    """Each adjacent pair's predicted share (A finishing ahead of one B) lies within the
    ladder's 95 % interval for that pair."""
    table, a, b, _score, low, high = entry
    game = {"Totem": "totem", "RÖK": "rok", "Pook 2p": "pook-2"}.get(table, "pook")
    bots = shipped_bot_ratings()
    rating_a, rating_b = bots.get(game, a.lower()), bots.get(game, b.lower())
    assert rating_a is not None and rating_b is not None
    share = 100 * model().predict_win([[rating_a.model()], [rating_b.model()]])[0]
    assert float(low) <= share <= float(high)


def test_the_shipped_bots_ratings_are_ordered_and_normal_is_the_anchor():
    bots = shipped_bot_ratings()
    for game in ("pook", "pook-2", "totem", "rok"):
        levels = ["easy", "normal", "hard"] if game == "rok" else ["random", "easy", "normal",
                                                                    "hard"]
        mus = [bots.get(game, level).mu for level in levels]
        assert mus == sorted(mus) and bots.anchor(game) == 25.0
    assert BotRatings.from_json(bots.to_json()) == bots


@pytest.mark.parametrize("text", ['{"format": "x"}', '{"format": "tablee-bot-ratings/1"}',
                                  '{"format": "tablee-bot-ratings/1", "games": {"totem": '
                                  '{"easy": {"mu": 20, "sigma": 0}}}}', "[]"])
def test_a_damaged_bots_file_is_refused(text):
    with pytest.raises(InvalidRecord):
        BotRatings.from_json(text)


def test_pook_for_two_is_rated_apart_from_pook_at_a_table():
    duel = row("d", "2026-11-01T10:00:00Z", [Seat("Léa"), robot()], [0], [9, 2], "pook")
    table = row("t", "2026-11-02T10:00:00Z", [Seat("Léa"), robot(), robot(), robot()], [1],
                [2, 9, 3, 1], "pook")
    rated = rate_all(map(outcome_of, [duel, table]), BOTS)
    assert rated.display("Léa", "pook-2") > DISPLAY_BASE > rated.display("Léa", "pook")
    assert [len(rated.history[("Léa", pool)]) for pool in ("pook-2", "pook")] == [1, 1]


def test_a_first_game_at_four_seats_leaves_the_rating_uncertain():
    """One update of four seats at once once took a new person's σ to nothing (openskill's
    full pairing shrinks it once per opponent), and their rating then crept for hundreds of
    games; compared with each seat in turn, a first game leaves most of it."""
    game = row("t", "2026-11-02T10:00:00Z", [Seat("Léa"), robot(), robot(), robot()], [0],
               [9, 2, 3, 1], "pook")
    rated = rate_all([outcome_of(game)], BOTS)
    assert SIGMA > rated.rating("Léa", "pook").sigma > SIGMA / 2
    assert rated.changes["t"][0].provisional and rated.provisional("Léa", "pook")


def simulated(truth: int, games: int, seed: int) -> Ratings:
    """A person of rating ``truth`` playing Totem's Normal, each result drawn from the bots'
    own model (performances around the ratings, spread β: what the bots were fitted with)."""
    rng, bot = random.Random(seed), BOTS.get("totem", "normal")
    table, seats = Ratings(BOTS), (Seat("Léa"), robot())
    true_mu = 25.0 + (truth - DISPLAY_BASE) / POINTS_PER_MU
    for number in range(games):
        ahead = rng.gauss(true_mu, BETA) > rng.gauss(bot.mu, BETA)
        table.fold(Outcome(f"g{number}", "totem", f"{number:05d}", seats, (0, 1),
                           (0, 1) if ahead else (1, 0)))
    return table


@pytest.mark.parametrize("truth", [1200, 1800])
def test_a_rating_converges_on_the_truth_of_the_bots_model(truth):
    """The bots' model and the update agree: 40 simulated people of a true 1,200 (or 1,800)
    after 50 games against Normal lie on average within 60 points of it (a logistic update
    against the probit-fitted bots put them 260 points off), their σ honest: the truth is
    within 2σ of most."""
    people = [simulated(truth, 50, seed) for seed in range(40)]
    shown = [table.display("Léa", "totem") for table in people]
    assert abs(sum(shown) / len(shown) - truth) < 60
    near = sum(abs(table.display("Léa", "totem") - truth)
               <= 2 * table.rating("Léa", "totem").sigma * POINTS_PER_MU for table in people)
    assert near >= 0.85 * len(people)


def test_a_rating_is_provisional_until_its_uncertainty_is_under_the_bound():
    table = simulated(1500, 200, seed=3)
    flags = [table.changes[f"g{number}"][0].provisional for number in range(200)]
    assert all(flags[:5]) and not flags[-1]
    assert not table.provisional("Léa", "totem")
    assert table.rating("Léa", "totem").sigma <= SETTLED_SIGMA
    assert Ratings(BOTS).provisional("Zoé", "totem")  # (no game yet)
