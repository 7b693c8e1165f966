"""tools/arena.py on Totem: seeded, seats alternating, views only, the same with processes."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.totem.bots import EasyBot, RandomBot
from tools.arena import main, registry, run_arena


def outcomes(result):
    return [(g.seat_a, g.winners) for g in result.games]


def test_the_same_seed_replays_the_same_games_and_another_seed_others():
    first = run_arena("totem", EasyBot, RandomBot, 12, seed=3)
    assert outcomes(run_arena("totem", EasyBot, RandomBot, 12, seed=3)) == outcomes(first)
    assert outcomes(run_arena("totem", EasyBot, RandomBot, 12, seed=4)) != outcomes(first)


def test_processes_change_nothing_but_the_clock():
    alone = run_arena("totem", EasyBot, RandomBot, 6, seed=5)
    spread = run_arena("totem", EasyBot, RandomBot, 6, seed=5, jobs=2)
    assert outcomes(spread) == outcomes(alone)


def test_seats_alternate_and_shares_add_up():
    result = run_arena("totem", EasyBot, RandomBot, 10, seed=2)
    assert [g.seat_a for g in result.games] == [0, 1] * 5
    assert sum(result.share(o) for o in ("win", "draw", "loss")) == pytest.approx(100)
    assert all(g.times_a and g.times_b for g in result.games)


HANDED: list[tuple] = []


class Spy:
    """Records what the arena hands a bot; plays the first legal action."""

    name = "spy"

    def choose(self, view, rng):
        HANDED.append((type(view), type(rng), view["legal"]))
        return view["legal"][0]


def test_bots_are_handed_a_view_with_legal_actions_and_an_rng_only():
    HANDED.clear()
    run_arena("totem", Spy, Spy, 2, seed=1)
    assert HANDED and {(v, r) for v, r, _ in HANDED} == {(dict, Rng)}
    assert all(legal for _, _, legal in HANDED)


def test_cli_prints_shares_and_decision_times(capsys):
    assert main(["totem", "easy", "random", "--games", "4", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("totem, 2 players, seed 1:\neasy wins ")
    assert "over 4 games" in out and "easy: " in out and "random: " in out and "p95" in out


def test_cli_names_an_unknown_level(capsys):
    with pytest.raises(SystemExit):
        main(["totem", "expert", "random"])
    assert "no totem bot expert; choose from random, easy, normal, hard" in capsys.readouterr().err
    assert set(registry("totem")) == {"random", "easy", "normal", "hard"}


def test_bench_prints_a_line_per_registered_game_and_skips_the_others(monkeypatch, capsys):
    from tools import bench_bots
    from tools.bench_bots import Pair

    monkeypatch.setattr(bench_bots, "PAIRS", (
        Pair("totem", "easy", "random", most=4, timed="bot_totem_easy"),
        Pair("nogame", "hard", "random"),
    ))
    bench_bots.run(jobs=1, with_frames=False)
    lines = capsys.readouterr().out.splitlines()
    name = "bots_totem_easy_vs_random"
    assert [line.split()[1] for line in lines[:4]] == [name, name + "_low", name + "_high",
                                                        name + "_h1"]
    assert all(line.endswith(" %") for line in lines[:3])
    assert lines[3].split()[2:] in (["0", "flag"], ["1", "flag"])
    assert lines[4].startswith(f"# {name}: ") and "after 4 games" in lines[4]
    assert lines[4].endswith("; baseline, not a level step") and "bar" not in lines[4]
    assert lines[6].startswith("bench bot_totem_easy_p95 ") and lines[6].endswith(" s")
    assert lines[7].startswith("bench bot_totem_easy_cpu_p95 ")
    assert lines[8] == "# bots_nogame_hard_vs_random: nogame has no hard, random bot yet"
    assert lines[9].startswith("bench bench_bots_minutes ")


def test_a_level_pair_below_the_bar_says_so_and_the_baseline_never_does(capsys):
    from tools.bench_bots import TEST, Pair, report_pair
    from tools.sprt import Run

    for pair in (Pair("pook", "hard", "normal"), Pair("pook", "easy", "random")):
        run = Run(TEST)
        for score in (1.0, 0.0, 0.5, 0.5):
            run.add(score)
        report_pair(pair, run)
    notes = [line for line in capsys.readouterr().out.splitlines() if line.startswith("#")]
    assert notes[0].endswith("(below the bar: low >= 60 %, score >= 70 %)")
    assert notes[1].endswith("; baseline, not a level step")


def test_pook_four_player_hard_is_held_to_its_own_bar(capsys):
    """At four players the bar is score >= 63 % with the SPRT of 57 % against 70 % accepting
    H1 (the product owner's); the other pairs keep theirs."""
    from tools.bench_bots import FOUR_PLAYER_HARD, PAIRS, TEST, report_pair
    from tools.sprt import Run

    four = next(p for p in PAIRS if p.name == "bots_pook4_hard_vs_normal")
    assert four.test == FOUR_PLAYER_HARD == TEST.__class__(0.57, 0.70, 0.025, 0.025)
    assert four.score == 0.63 and four.most == 400
    assert all(p.test is TEST and p.score == 0.7 for p in PAIRS if p is not four)
    accepted, undecided = Run(four.test), Run(four.test)
    for score in [1.0, 1.0, 1.0, 0.0] * 40:  # 75 %: H1 well before 160 games
        accepted.add(score)
    for score in [1.0, 1.0, 0.0, 0.5] * 5:  # 62.5 % over 20 games: nothing decided
        undecided.add(score)
    assert accepted.decision == "H1" and undecided.decision is None
    assert four.met(accepted) and not four.met(undecided)
    report_pair(four, accepted)
    report_pair(four, undecided)
    out = capsys.readouterr().out.splitlines()
    assert "bench bots_pook4_hard_vs_normal_h1 1 flag" in out
    assert "bench bots_pook4_hard_vs_normal_h1 0 flag" in out
    notes = [line for line in out if line.startswith("#")]
    assert notes[0].endswith("(bar met: score >= 63 % and H1 of the SPRT 57/70 %)")
    assert notes[1].endswith("(below the bar: score >= 63 % and H1 of the SPRT 57/70 %)")
