"""Practice: a redealt position never contradicts what its seat saw nor any public fact, holds
nothing of the true deal beyond that view, starts a record that saves, lists and replays as
any game, and is never rated (a retried move's judge: tests/game/test_retried.py)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import GameRecord, InvalidRecord, Rng
from game.evening.ratings import outcome_of
from game.games import load_game, match_of
from game.index import counted
from game.listing import row_of
from game.match import Match
from game.practice import (
    contradictions,
    described,
    is_practice,
    practice_record,
    practice_seat,
    redeal,
)
from game.replay import Replay
from game.saves import BOT, SavedGame, Seat

PLAYERS = {"pook": 3, "totem": 2, "rok": 3}


def played(game: str, seed: int, moves: int) -> Match:
    """A game of random legal moves, ``moves`` long at most."""
    spec = load_game(game)
    match, rng = Match.new(spec, PLAYERS[game], seed), Rng(seed)
    while not match.state.is_terminal() and len(match.steps) < moves:
        match.play(str(spec.random_action(match.state, rng)))
    return match


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(sorted(PLAYERS)), seed=st.integers(0, 2**20),
       moves=st.integers(0, 120), seat=st.integers(0, 2), deal=st.integers(0, 2**32))
def test_a_redealt_position_never_contradicts_what_the_seat_saw_nor_a_public_fact(
        game, seed, moves, seat, deal):
    spec = load_game(game)
    match = played(game, seed, moves)
    seat %= PLAYERS[game]
    record = practice_record(spec, match.state, seat, deal, len(match.steps))
    dealt = match_of(GameRecord.from_json(record.to_json())).state  # as the app loads it
    assert contradictions(spec, match.state, dealt, seat) == []
    assert dealt.view(seat) == match.state.view(seat)


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_position_of_whole_games_redeals_for_every_seat_and_loads(game):
    """Each position of two whole games, redealt for each seat, loads as a practice start
    (the rules' own checks of a snapshot) and agrees with the game there."""
    spec = load_game(game)
    for seed in (0, 1):
        replay = Replay(spec, played(game, seed, 150).record)
        for index in range(0, len(replay) + 1, 3):
            state = replay.state_at(index)
            for seat in range(PLAYERS[game]):
                dealt = match_of(practice_record(spec, state, seat, index, index)).state
                assert contradictions(spec, state, dealt, seat) == [], (seed, index, seat)


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_the_check_names_what_a_position_from_another_moment_contradicts(game):
    spec = load_game(game)
    match = played(game, 11, 6)
    earlier = Replay(spec, match.record).state_at(3)
    assert contradictions(spec, match.state, earlier, 0) != []


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(sorted(PLAYERS)), seed=st.integers(0, 2**20),
       moves=st.integers(0, 80), deal=st.integers(0, 2**32))
def test_the_redeal_holds_nothing_of_the_true_deal_beyond_the_seat_s_view(
        game, seed, moves, deal):
    """Two games the seat cannot tell apart (the same view, other hidden cards) give the same
    practice record: the true deal cannot leak into it."""
    spec = load_game(game)
    true = played(game, seed, moves).state
    seat = true.current_player if true.current_player is not None else 0
    other = redeal(spec, true, seat, Rng(deal ^ 0xA5))
    assert other.view(seat) == true.view(seat)
    assert practice_record(spec, true, seat, deal, 0) == practice_record(spec, other, seat,
                                                                         deal, 0)


def test_another_deal_deals_the_hidden_cards_again():
    spec = load_game("pook")
    true = played("pook", 5, 10).state
    deals = {redeal(spec, true, 0, Rng(k)).to_json() for k in range(6)}
    assert len(deals) > 1
    assert true.to_json() not in deals


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_practice_record_saves_replays_and_plays_on(game, tmp_path):
    spec = load_game(game)
    match = played(game, 3, 20)
    record = practice_record(spec, match.state, 1, 9, 20, source="g.json")
    assert is_practice(record) and practice_seat(record) == 1
    assert described(record) == {"seat": 1, "at": 20, "source": "g.json"}
    saved = SavedGame.start(game, record.seed, tuple(Seat(f"P{k}") for k in range(record.players)),
                            record.options)
    again = SavedGame.from_dict(json.loads(json.dumps(saved.to_dict())))
    on = match_of(again.record)
    rng = Rng(1)
    for _ in range(15):
        if on.state.is_terminal():
            break
        on.play(str(spec.random_action(on.state, rng)))
    replay = Replay(spec, on.record)
    assert replay.final.to_json() == on.state.to_json()
    assert replay.state_at(0).view(1) == match.state.view(1)


def test_old_records_still_start_from_their_seed_and_a_bad_start_is_refused():
    spec = load_game("totem")
    assert Match.new(spec, 2, 4).state.to_json() == spec.new_game(2, 4).to_json()
    with pytest.raises(InvalidRecord):
        match_of(GameRecord("totem", 2, 1, {"practice": {"seat": 0}}))
    good = practice_record(spec, spec.new_game(2, 4), 0, 1, 0)
    with pytest.raises(InvalidRecord):  # a practice start takes no other option
        match_of(GameRecord("totem", 2, 1, {**good.options, "first": 1}))
    with pytest.raises(InvalidRecord):  # nor another number of players
        match_of(GameRecord("pook", 4, 1, practice_record(
            load_game("pook"), load_game("pook").new_game(3, 1), 0, 1, 0).options))


def finished(record: GameRecord) -> Match:
    spec, rng = load_game(record.game), Rng(2)
    match = match_of(record)
    while not match.state.is_terminal():
        match.play(str(spec.random_action(match.state, rng)))
    return match


def test_a_practice_game_is_not_rated_nor_counted_and_the_same_game_otherwise_is():
    spec = load_game("totem")
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    practice = practice_record(spec, played("totem", 8, 4).state, 0, 3, 4)
    ordinary = GameRecord("totem", 2, 3, {})
    rows = []
    for record in (practice, ordinary):
        match = finished(record)
        saved = SavedGame.start("totem", record.seed, seats, record.options)
        saved = saved.advanced(match.record, finished=True)
        rows.append(row_of(saved, match.state))
    practice_row, ordinary_row = rows
    assert practice_row.practice and not ordinary_row.practice
    assert outcome_of(practice_row) is None and not counted(practice_row)
    assert outcome_of(ordinary_row) is not None and counted(ordinary_row)
