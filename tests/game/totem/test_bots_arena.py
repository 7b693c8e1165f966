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
    assert [line.split()[1] for line in lines[:3]] == [name, name + "_low", name + "_high"]
    assert all(line.endswith(" %") for line in lines[:3])
    assert lines[3].startswith(f"# {name}: ") and "after 4 games" in lines[3]
    assert lines[3].endswith("; baseline, not a level step") and "bar" not in lines[3]
    assert lines[5].startswith("bench bot_totem_easy_p95 ") and lines[5].endswith(" s")
    assert lines[6].startswith("bench bot_totem_easy_cpu_p95 ")
    assert lines[7] == "# bots_nogame_hard_vs_random: nogame has no hard, random bot yet"
    assert lines[8].startswith("bench bench_bots_minutes ")


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
