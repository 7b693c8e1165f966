"""Checks every turn-based game's bots must pass, shared by the games' bot tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tools.arena import BotFactory, run_arena

ROOT = Path(__file__).resolve().parents[2]


def head_to_head(game: str, a: BotFactory, b: BotFactory, games: int, players: int = 2,
                 seed: int = 1, jobs: int = 1) -> tuple[float, float]:
    """(A's win %, the others' win %) over ``games`` seeded games, seats rotating."""
    result = run_arena(game, a, b, games, seed=seed, players=players, jobs=jobs)
    return result.share("win"), result.share("loss")


def answers_in_another_process(game: str, bot: str, views: list[dict[str, Any]],
                               seed: int) -> list[str]:
    """What ``game.<game>.bots.<bot>`` (an expression, e.g. ``HardBot(iterations=40)``)
    answers to ``views`` in a fresh interpreter with another hash seed, each with Rng(seed)."""
    script = ("import json, sys\n"
              "from game.core import Rng\n"
              f"from game.{game} import bots\n"
              "views = json.load(sys.stdin)\n"
              f"print(json.dumps([bots.{bot}.choose(v, Rng({seed})) for v in views]))\n")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", script], input=json.dumps(views), text=True,
                         capture_output=True, check=True, cwd=ROOT, env=env).stdout
    answers: list[str] = json.loads(out)
    return answers


def check_registry(bots_module: Any, game: str) -> None:
    """The four levels, weakest first, each named as registered; a wrong level is named."""
    levels = tuple(bots_module.BOTS)
    assert levels == ("random", "easy", "normal", "hard")
    assert [bots_module.make_bot(level).name for level in levels] == list(levels)
    assert isinstance(bots_module.make_bot("random"), bots_module.RandomBot)
    with pytest.raises(ValueError, match=f"no {game} bot level 'expert'"):
        bots_module.make_bot("expert")
