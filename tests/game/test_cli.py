"""The games' command lines, run as a player would (subprocesses): every refusal is one
line on stderr with exit status 2, never a traceback; ``--save`` is checked before play
and keeps what was played when input ends."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import GameRecord
from game.games import replayed
from game.totem import new_game

ROOT = Path(__file__).resolve().parents[2]


def cli(game, *args, stdin=""):
    return subprocess.run([sys.executable, "-m", f"game.{game}", *map(str, args)], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, timeout=60)


def refused(result, *words):
    """The run ended with exit 2 and one stderr line holding ``words``."""
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, lines
    assert all(word in lines[0] for word in words), lines[0]
    return lines[0]


@pytest.mark.parametrize("game, args, words", [
    ("pook", ["--players", "9"], ["--players", "invalid choice: 9"]),
    ("pook", ["--players", "3", "--teams"], ["P29"]),
    ("pook", ["--seed", "x"], ["--seed"]),
    ("rok", ["--players", "9"], ["--players", "invalid choice: 9"]),
    ("rok", ["--players", "1"], ["--players"]),
    ("rok", ["--wat"], ["unrecognized arguments: --wat"]),
    ("totem", ["--bots", "x"], ["--bots", "'x'"]),
    ("totem", ["--bots", "2"], ["--bots"]),
    ("totem", ["--seed"], ["--seed", "expected one argument"]),
])
def test_a_bad_argument_is_one_line_and_exit_2(game, args, words):
    refused(cli(game, *args), *words)


@pytest.mark.posix
def test_totem_refuses_record_files_it_cannot_use_before_playing(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tablee-record/1", "actions": ' + "[" * 100_000, "utf-8")
    other = tmp_path / "pook.json"
    other.write_text(GameRecord("pook", 2, 1).to_json(), "utf-8")
    illegal = tmp_path / "illegal.json"
    illegal.write_text(GameRecord("totem", 2, 1, {}, ("attack R7 1",)).to_json(), "utf-8")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    for path, words in [(tmp_path / "missing.json", ["No such file"]),
                        (bad, ["bad.json", "not valid JSON"]),
                        (other, ["a pook game, not totem"]),
                        (illegal, ["action 1", "T05"]),
                        (fifo, ["is a pipe, not a file"]),
                        (tmp_path, ["is a folder, not a file"])]:
        result = cli("totem", "--load", path, stdin="quit\n")
        refused(result, *words)
        assert result.stdout == "", "nothing was played"


def test_totem_checks_the_save_path_before_the_game_starts(tmp_path):
    for path, words in [(tmp_path / "no" / "game.json", ["folder", "does not exist"]),
                        (tmp_path, ["is a folder"])]:
        result = cli("totem", "--save", path, stdin="quit\n")
        refused(result, *words)
        assert result.stdout == ""


def test_totem_end_of_input_saves_what_was_played_and_exits_2(tmp_path):
    path = tmp_path / "game.json"
    setup = "setup " + " ".join(new_game(2, 4).view(0)["hand"][:4])
    result = cli("totem", "--seed", 4, "--bots", 1, "--save", path, stdin=setup + "\n")
    line = refused(result, "input ended", "saved to")
    record = GameRecord.from_json(path.read_text("utf-8"))
    assert record.actions[0] == setup and f"{len(record.actions)} actions" in line
    assert replayed(record).current_player == 0, "the bot played up to our next turn"
    again = cli("totem", "--load", path, "--bots", 1, stdin="quit\n")
    assert again.returncode == 0 and again.stderr == ""


def test_totem_quit_saves_and_exits_0(tmp_path):
    path = tmp_path / "game.json"
    result = cli("totem", "--seed", 2, "--save", path, stdin="help\nquit\n")
    assert result.returncode == 0 and result.stderr == ""
    assert GameRecord.from_json(path.read_text("utf-8")).actions == ()
