"""Hints: the Normal bot's move from the seat's own view, and a reason that never names a
card or rune that seat cannot see (checked against ``view(seat)``)."""

from __future__ import annotations

import importlib
import json
import re

from hypothesis import given
from hypothesis import strategies as st

from game.core import Rng
from game.games import load_game
from game.hints import suggest

IDS = {"pook": r"\b[KMOV][123][ab]\b", "totem": r"\b[RBGY]\d{1,2}\b", "rok": r"\b[bgw][1-8][ab]\b"}
PLAYERS = {"pook": 3, "totem": 2, "rok": 3}


def named(game: str, data: object) -> set[str]:
    return set(re.findall(IDS[game], json.dumps(data)))


@given(game=st.sampled_from(["pook", "totem", "rok"]), seed=st.integers(0, 2**20),
       moves=st.integers(0, 80))
def test_a_hint_is_a_legal_move_and_names_only_what_its_seat_sees(game, seed, moves):
    module = importlib.import_module(f"game.{game}")
    state, rng = module.new_game(PLAYERS[game], seed), Rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            return
        state.play(str(module.random_action(state, rng)))
    for seat in range(PLAYERS[game]):
        view = state.view(seat)
        if not view["legal"] and not (game == "rok" and view["current_player"] == seat
                                      and view["phase"] in ("throw", "slide")):
            continue
        hint = suggest(load_game(game), view, Rng(seed))
        assert hint.action in view["legal"] or hint.action == ""
        assert named(game, hint.params) <= named(game, {k: v for k, v in view.items()
                                                        if k != "legal"})
        assert hint.reason


def test_P26_a_warrior_of_one_s_banner_is_hinted_for_the_banner():
    import game.pook as pook
    from game.pook.hints import explain

    for seed in range(50):  # a deal where a Warrior of one's Banner may go down at once
        view = pook.new_game(2, seed=seed).view(0)
        own = [t for t in view["legal"] if t.startswith("play") and " W " in t
               and t.split()[1][0] in view["banner"]]
        if own:
            break
    assert explain(view, own[0]) == ("warrior_own", {"card": own[0].split()[1],
                                                     "cell": own[0].split()[3]})


def test_T21_an_attack_on_a_revealed_shield_is_said_to_be_hard():
    from game.totem.hints import explain

    view = {"seat": 0, "zones": [[None] * 4, [{"card": "B3", "revealed": True,
                                               "spent": False}, None, None, None]]}
    assert explain(view, "attack R13 1")[0] == "attack_revealed_hard"
    view["zones"][1][0]["spent"] = True
    assert explain(view, "attack R13 1")[0] == "attack_revealed"


def test_R16_a_balance_twin_of_another_seat_is_hinted_as_a_theft():
    from game.rok.hints import explain

    view = {"seat": 0, "balance": [None, "w3b"], "trays": [[], []]}
    assert explain(view, "w3a") == ("theft", {"rune": "w3a", "seat": 1})
    view["balance"][0] = "g2a"
    assert explain(view, "g2b")[0] == "balance"
