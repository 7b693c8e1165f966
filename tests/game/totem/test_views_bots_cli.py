"""Views as a seat sees them, the random bot deciding from views, and the terminal CLI."""

import json

from game.core import GameRecord, Rng
from game.games import replayed
from game.totem import RandomBot, determinize, new_game
from game.totem.__main__ import describe, main, run

from .positions import position


def test_view_shows_own_secrets_opponent_backs_and_the_deck_as_a_count():
    zones = (("R2", "B3^/", None, "G4"), ("R13", "B13^", "G13", "Y13"))
    state = position((["G11", "Y2"], ["B10"]), zones, top=["Y3"], discard=["R1"])
    mine = state.view(0)
    assert mine["hand"] == ["G11", "Y2"] and mine["hand_counts"] == [2, 1]
    assert mine["zones"][0] == [{"card": "R2", "revealed": False, "spent": False},
                                {"card": "B3", "revealed": True, "spent": True}, None,
                                {"card": "G4", "revealed": False, "spent": False}]
    assert [s["card"] for s in mine["zones"][1]] == [None, "B13", None, None]
    assert mine["deck"] == len(state.deck) and mine["discard"] == ["R1"]
    assert "attack G11 1" in mine["legal"] and state.view(1)["legal"] == []
    assert state.view(1)["hand"] == ["B10"]
    assert mine["defenders"] == [3, 4] and mine["totals"] is None and mine["winners"] == []


def test_determinize_deals_the_unseen_cards_anew():
    state = new_game(2, 4)
    for seat in (0, 1):
        state.play("setup " + " ".join(state.view(seat)["hand"][:4]))
    seen = state.view(0)
    guesses = {determinize(seen, Rng(k)).to_json() for k in range(5)}
    assert len(guesses) == 5
    assert all(json.loads(g)["hands"][0] == json.loads(state.to_json())["hands"][0]
               for g in guesses)


def test_random_bot_plays_whole_games_from_views_alone():
    bot, rng = RandomBot(), Rng(3)
    for seed in range(5):
        state = new_game(2, seed)
        while not state.is_terminal():
            text = bot.choose(state.view(state.current_player), rng)
            assert text in state.view(state.current_player)["legal"]
            state.play(text)


def test_cli_plays_bots_saves_a_record_that_replays(tmp_path, capsys):
    path = tmp_path / "game.json"
    assert main(["--seed", "8", "--bots", "0,1", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game over:" in out
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    assert replayed(record).is_terminal()


def test_cli_human_seat_gets_help_errors_and_can_quit():
    lines, answers = [], iter(["help", "attack R99 1", "quit"])
    record = run(1, {1}, GameRecord("totem", 2, 1), ask=lambda _: next(answers),
                 say=lines.append)
    text = "\n".join(lines)
    assert "legal: setup" in text and "malformed action 'attack R99 1'" in text
    assert record.actions == ()


def test_describe_puts_an_event_in_words():
    state = new_game(2, 1)
    events = state.play("setup " + " ".join(state.view(0)["hand"][:4]))
    assert describe(events[0]) == "seat 0 setup (slots=[1, 2, 3, 4])"
