"""``python -m game.rok`` plays a game with sampled outcomes and prints its log."""

import json

from game.core import GameRecord
from game.games import replayed
from game.rok.__main__ import main


def test_the_cli_prints_a_log_and_a_record_that_replays(capsys):
    assert main(["--players", "3", "--seed", "4", "--record"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("RÖK, 3 players, seed 4")
    assert "R08 all throw" in out and "R20 the bag passes" in out and "R21 " in out
    record_text = out[out.index("{"):]
    record = GameRecord.from_json(record_text)
    state = replayed(record)
    assert state.is_terminal()
    assert f"winner(s) {state.winners()}" in out
    assert json.loads(record_text)["game"] == "rok"


def test_the_cli_can_throw_and_slide_on_the_simulated_table(capsys):
    assert main(["--players", "5", "--seed", "2", "--physics"]) == 0
    out = capsys.readouterr().out
    assert "> throw " in out and "winner(s)" in out
