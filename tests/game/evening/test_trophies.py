"""Trophies found in seeded games: each on the first game that shows it, dated by it, never
from a lesson or an unfinished game, and gone with the game that earned it.

The seeds were chosen because their games show the feat; each test also checks the feat's
figures in the game itself, so a seed that stopped showing it would fail here, not pass.
"""

import re
from dataclasses import replace

from game.evening.statistics import game_statistics
from game.evening.trophies import GOALS, KEYS, WINS_GOAL, standings, trophies
from game.rok.bots import REFLEXES
from game.saves import BOT, Seat
from tests.game.evening.seeded import rok_game, saved, turn_game, winners

LEA, ZOE = Seat("Léa"), Seat("Zoé")
QUICK = REFLEXES["hard"].slower(0.3)  # the model's quickest hand (its floor: a pair in 1.03 s)


def robot(level, n=1):
    return Seat(f"Robot {n}", BOT, level)


def earned(games):
    return {(t.key, t.player): t for t in trophies(games)}


def totem_flawless_game():
    """Totem, seed 6: seat 0 (Normal's play) beats Easy without losing a defender."""
    record = turn_game("totem", ("normal", "easy"), 6)
    stats = game_statistics(record)
    assert winners(record) == [0] and stats.seats[0]["defenders_lost"] == 0
    return record


def test_a_first_win_against_a_level_is_dated_by_its_game_and_lessons_do_not_count():
    record = totem_flawless_game()
    cut = replace(record, actions=record.actions[:20])
    games = [saved(record, (LEA, robot("easy")), 1, lesson=True),
             saved(cut, (LEA, robot("easy")), 2, finished=False),
             saved(record, (LEA, robot("easy")), 3),
             saved(record, (LEA, robot("easy")), 4)]
    found = earned(games)
    first = found[("first_win_easy", "Léa")]
    assert (first.when, first.game_file, first.game) == (games[2].updated, games[2].name,
                                                         "totem")
    assert found[("totem_flawless", "Léa")].when == games[2].updated
    assert ("first_win_normal", "Léa") not in found
    assert not any(player.startswith("Robot") for _, player in found)
    assert earned(games[:2]) == {}


def test_a_lost_game_earns_no_win_and_deleting_the_game_takes_the_trophy_away():
    record = totem_flawless_game()
    lost = saved(record, (robot("easy"), LEA), 1)  # Léa at seat 1 this time: she lost
    won = saved(record, (LEA, robot("easy")), 2)
    assert ("first_win_easy", "Léa") not in earned([lost])
    assert earned([lost, won])[("first_win_easy", "Léa")].game_file == won.name
    assert ("first_win_easy", "Léa") not in earned([lost, won][:1])


def test_totem_shield_wall():
    """Totem, seed 5: Easy's three shields (at least) held at seat 1."""
    record = turn_game("totem", ("normal", "easy"), 5)
    assert game_statistics(record).seats[1]["shields_held"] >= 3
    found = earned([saved(record, (robot("normal"), ZOE), 1)])
    assert ("totem_shield_wall", "Zoé") in found and ("totem_flawless", "Zoé") not in found


def test_pook_trophies_in_four_player_games():
    """Seed 36 (four Easy): seat 1 wins holding Knights, the faction that scored least; seed 3
    (Normals and an Easy) ends in a tie-break that seat 1 wins; seed 4: seat 0 used a Mage, an
    Orc and a Viking power."""
    people = tuple(Seat(name) for name in ("Léa", "Zoé", "Malo", "Inès"))
    smallest = turn_game("pook", ("easy",) * 4, 36)
    stats = game_statistics(smallest)
    totals = stats.table["faction_totals"]
    assert winners(smallest) == [1] and totals["K"] == min(totals.values())
    assert "K" in stats.seats[1]["banner"]
    tiebreak = turn_game("pook", ("normal", "normal", "easy", "normal"), 3)
    powers = turn_game("pook", ("normal", "normal", "easy", "normal"), 4)
    found = earned([saved(smallest, people, 1), saved(tiebreak, people, 2),
                    saved(powers, people, 3)])
    assert found[("pook_smallest_faction", "Zoé")].when.startswith("2026-11-01")
    assert [p for k, p in found if k == "pook_smallest_faction"] == ["Zoé"]
    assert [p for k, p in found if k == "pook_tiebreak"] == ["Zoé"]
    assert found[("pook_tiebreak", "Zoé")].when.startswith("2026-11-02")
    assert found[("pook_all_powers", "Léa")].when.startswith("2026-11-03")


def test_rok_thief_untouched_and_a_pair_under_a_second():
    """RÖK, seed 0: the quick hand at seat 0 makes four thefts; seed 1: it wins without
    suffering one. Its fastest pair takes 1.03 s (the model's floor), so the same seed-1 game
    with its clock stamped a tenth faster (every grab time × 0.9: the same order, so the same
    game, R25) holds a pair taken under a second."""
    thief = rok_game([QUICK, "hard", "normal"], 0)
    assert game_statistics(thief).seats[0]["thefts_made"] >= 3
    untouched = rok_game([QUICK, "hard", "normal"], 1)
    stats = game_statistics(untouched)
    assert winners(untouched) == [0] and stats.seats[0]["thefts_suffered"] == 0
    assert stats.seats[0]["fastest_pair"] >= 1.0
    seats = (LEA, robot("hard"), robot("normal", 2))
    found = earned([saved(thief, seats, 1), saved(untouched, seats, 2)])
    assert found[("rok_thief", "Léa")].when.startswith("2026-11-01")
    assert found[("rok_untouched", "Léa")].when.startswith("2026-11-02")
    assert ("rok_quick_pair", "Léa") not in found
    assert found[("first_win_hard", "Léa")].when.startswith("2026-11-01")

    def faster(text):
        return re.sub(r"^(grab \d \w+) ([\d.]+)$",
                      lambda m: f"{m[1]} {float(m[2]) * 0.9:.2f}", text)

    quick = replace(untouched, actions=tuple(faster(a) for a in untouched.actions))
    assert game_statistics(quick).seats[0]["fastest_pair"] < 1.0
    assert ("rok_quick_pair", "Léa") in earned([saved(quick, seats, 3)])


def test_a_person_beaten_a_streak_and_every_game_won():
    totem = totem_flawless_game()
    rok = rok_game([QUICK, "hard", "normal"], 1)
    pook = turn_game("pook", ("easy",) * 4, 36)  # seat 1 wins
    games = [saved(totem, (LEA, ZOE), 1), saved(totem, (LEA, robot("easy")), 2),
             saved(rok, (LEA, robot("hard"), robot("normal", 2)), 3),
             saved(totem, (LEA, robot("normal")), 4),
             saved(pook, (ZOE, LEA, robot("easy"), robot("easy", 2)), 5)]
    found = earned(games)
    assert found[("first_win_person", "Léa")].when.startswith("2026-11-01")
    assert ("first_win_person", "Zoé") not in found
    assert found[("streak", "Léa")].when.startswith("2026-11-04")  # three Totems in a row
    assert found[("all_games", "Léa")].when.startswith("2026-11-05")
    assert {key for key, _ in found} <= set(KEYS)


def test_every_trophy_is_listed_with_how_far_a_person_got():
    """Every trophy stands in the list, earned or not; a count shows the most reached so far
    (the longest run, the games won of each, the most shields in one Totem), never past its
    goal, and an earned count stands at its goal."""
    totem = totem_flawless_game()  # seat 0 wins
    shields = turn_game("totem", ("normal", "easy"), 5)  # seat 1 holds three shields and wins
    assert winners(shields) == [1]
    games = [saved(totem, (LEA, robot("easy")), 1), saved(totem, (robot("easy"), LEA), 2),
             saved(totem, (LEA, robot("normal")), 3), saved(shields, (robot("normal"), LEA), 4)]
    listed = {standing.key: standing for standing in standings(games, "Léa")}
    assert list(listed) == list(KEYS)
    assert listed["first_win_easy"].earned is not None and listed["first_win_hard"].earned is None
    assert (listed["wins_totem"].done, listed["wins_totem"].goal) == (3, WINS_GOAL)
    assert listed["wins_totem"].earned is None and listed["wins_pook"].done == 0
    assert (listed["streak"].done, listed["all_games"].done) == (2, 1)  # won, lost, won, won
    wall = listed["totem_shield_wall"]
    assert wall.earned is not None and wall.done == wall.goal == 3
    assert all(s.done <= s.goal for s in listed.values())
    assert {key for key, s in listed.items() if s.goal} == set(GOALS)
    assert standings(games, "Zoé") == [replace(s, earned=None, done=0) for s in listed.values()]
