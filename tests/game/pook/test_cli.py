"""The random bot and the command line (``python -m game.pook``)."""

import subprocess
import sys

import pytest

from game.core import Rng
from game.pook import new_game
from game.pook.__main__ import main
from game.pook.bots import RandomBot


def test_random_bot_chooses_among_the_legal_texts_of_its_view():
    state, bot, rng = new_game(3, seed=2), RandomBot(), Rng(4)
    chosen = {bot.choose(state.view(0), rng) for _ in range(50)}
    assert chosen <= set(state.view(0)["legal"]) and len(chosen) > 5
    with pytest.raises(ValueError):
        bot.choose(state.view(1), rng)


def test_cli_plays_a_bot_game_and_prints_the_log_and_scores(capsys):
    assert main(["--players", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Pook, 4 players, seed 3")
    assert any(line.startswith("Seat 0 plays ") for line in out)
    assert any(line.startswith("All Faction cards are on the table.") for line in out)
    assert [line.split(":")[0] for line in out if line.startswith("Final score")] == [
        f"Final score seat {s} ({b})" for s, b in enumerate(_banners(out))]
    assert out[-1].startswith("Winners: seat")


def _banners(lines):
    line = next(x for x in lines if x.startswith("All Faction cards"))
    part = line.split("Banners: ")[1].split(". Scores")[0]
    return [item.split()[-1] for item in part.split(", ")]


def test_cli_options_and_module_entry_point():
    out = subprocess.run([sys.executable, "-m", "game.pook", "--players", "4", "--teams",
                          "--visible-banners", "--seed", "1"], capture_output=True, text=True,
                         check=True).stdout
    assert "'teams': True" in out and "Banner" in out
    bad = subprocess.run([sys.executable, "-m", "game.pook", "--players", "3", "--teams"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "P29" in bad.stderr
