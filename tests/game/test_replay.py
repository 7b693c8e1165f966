"""Watching games again: positions by index, scrubbing, the all-seeing view, record files and
players' stats computed from the records."""

from __future__ import annotations

import importlib
import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import GameRecord, InvalidRecord, Rng
from game.games import load_game, replayed
from game.match import Match
from game.replay import SNAPSHOT_EVERY, Replay
from game.saves import BOT, HUMAN, SavedGame, Seat, read_record_file, write_record_file
from game.stats import Finished, Tally, player_stats
from game.store import StoreError


def random_record(game: str, players: int, seed: int, limit: int = 400) -> GameRecord:
    module = importlib.import_module(f"game.{game}")
    match, rng = Match.new(load_game(game), players, seed), Rng(seed)
    while not match.state.is_terminal() and len(match.steps) < limit:
        match.play(str(module.random_action(match.state, rng)))
    return match.record


@given(game=st.sampled_from(["pook", "totem", "rok"]), seed=st.integers(0, 2**20),
       jumps=st.lists(st.integers(0, 10_000), min_size=1, max_size=12))
def test_scrubbing_back_and_forth_gives_the_positions_of_a_fresh_replay(game, seed, jumps):
    players = {"pook": 3, "totem": 2, "rok": 3}[game]
    record = random_record(game, players, seed)
    replay = Replay.of(record)
    for jump in jumps:
        index = jump % (len(replay) + 1)
        assert replay.state_at(index).to_json() == replayed(record, index).to_json()
    assert replay.final.to_json() == replayed(record).to_json()


def test_positions_outside_the_game_are_refused():
    replay = Replay.of(random_record("totem", 2, 1, limit=5))
    with pytest.raises(IndexError):
        replay.state_at(6)


def test_turn_starts_follow_the_game_s_own_count():
    record = random_record("pook", 4, 3)
    replay = Replay.of(record)
    start = replay.turn_start(3)
    assert replay.state_at(start).turn == 3 and replay.state_at(start - 1).turn == 2
    assert len(replay) > 2 * SNAPSHOT_EVERY


def test_a_record_that_does_not_replay_is_refused():
    with pytest.raises(InvalidRecord):
        Replay.of(GameRecord("pook", 2, 1, {}, ("end",)))


# --- what a seat may see, and everything -------------------------------------------------


def cards_out_of_the_pile(game: str, state) -> set[str]:
    """Every card in a hand, on the table, in a defence zone or discarded."""
    if game == "pook":
        from game.pook.cards import CARD_IDS, PIGGY

        held = [c for hand in state.hands for c in hand]
        laid = [state.board[cell] for cell in state.occupied if state.board[cell] != PIGGY]
        return {CARD_IDS[c] for c in held + laid}
    from game.totem.cards import NAME

    zones = [c for zone in state.zone for c in zone if c is not None]
    return {NAME[c] for c in [*state.hands[0], *state.hands[1], *zones, *state.discard]}


def card_names(game: str, data: dict) -> set[str]:
    pattern = r"\b[KMOV][123][ab]\b" if game == "pook" else r"\b[RBGY]\d{1,2}\b"
    shown = {k: v for k, v in data.items() if k != "legal"}
    return set(re.findall(pattern, json.dumps(shown)))


@pytest.mark.parametrize("game,players", [("pook", 3), ("totem", 2)])
def test_everything_names_every_card_out_of_the_pile_and_a_seat_sees_less(game, players):
    state = Replay.of(random_record(game, players, 7, limit=30)).final
    every_card = cards_out_of_the_pile(game, state)
    for seat in range(players):
        assert card_names(game, state.view(seat, everything=True)) == every_card
        assert card_names(game, state.view(seat)) < every_card


def test_rok_everything_is_the_public_table():
    state = Replay.of(random_record("rok", 3, 2, limit=40)).final
    assert state.view(1, everything=True) == state.view(1)


# --- record files ---------------------------------------------------------------------------


def finished(game: str, seed: int, seats: tuple[Seat, ...]) -> SavedGame:
    record = random_record(game, len(seats), seed)
    saved = SavedGame.start(game, seed, seats, {})
    return saved.advanced(record, True)


def test_record_export_import_replay_reach_the_same_final_position(tmp_path):
    saved = finished("pook", 4, (Seat("Léa"), Seat("Bot", BOT, "hard")))
    path = write_record_file(saved, tmp_path, "Léa vs Bot")
    assert path.name == "Léa vs Bot.tablee.json"
    again = read_record_file(path)
    assert again.record == saved.record and again.seats == saved.seats
    assert Replay.of(again.record).final.to_json() == replayed(saved.record).to_json()


def test_export_never_overwrites_a_file(tmp_path):
    saved = finished("totem", 2, (Seat("A"), Seat("B")))
    first, second = (write_record_file(saved, tmp_path, "game") for _ in range(2))
    assert first.name == "game.tablee.json" and second.name == "game (2).tablee.json"


HOSTILE = {
    "truncated": b'{"format": "tablee-game/1", "game": "pook"',
    "not a record": b'{"hello": "world"}',
    "code": b'{"format": "tablee-game/1", "game": "__import__(\'os\').system(\'x\')"}',
    "huge number": b'{"format": "tablee-game/1", "seed": ' + b"9" * 5000 + b"}",
    "nesting": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_damaged_or_hostile_record_file_is_refused_with_a_reason(tmp_path, case):
    path = tmp_path / "x.tablee.json"
    path.write_bytes(HOSTILE[case])
    with pytest.raises((InvalidRecord, StoreError)) as refusal:
        read_record_file(path)
    assert str(refusal.value)


def test_a_missing_record_file_is_refused(tmp_path):
    with pytest.raises(StoreError, match="no such file"):
        read_record_file(tmp_path / "nothing.tablee.json")


# --- stats ----------------------------------------------------------------------------------


def test_stats_agree_with_the_records():
    lea, tom = Seat("Léa"), Seat("Tom")
    hard, easy = Seat("R1", BOT, "hard"), Seat("R2", BOT, "easy")
    games = [finished("totem", 1, (lea, hard)), finished("totem", 2, (lea, tom)),
             finished("pook", 3, (lea, easy, tom)), finished("rok", 4, (tom, hard, easy))]
    done = [Finished(g.record.game, g.seats, tuple(Replay.of(g.record).final.winners()))
            for g in games]
    stats = player_stats(done)
    assert set(stats) == {"Léa", "Tom"}
    for name in ("Léa", "Tom"):
        mine = [(g, g.seats.index(next(s for s in g.seats if s.name == name))) for g in done
                if any(s.name == name for s in g.seats)]
        assert stats[name].total == Tally(len(mine), sum(seat in g.winners for g, seat in mine))
        assert sum(t.played for t in stats[name].by_game.values()) == len(mine)
    assert stats["Léa"].by_opponent.keys() == {"hard", "human", "easy"}
    assert stats["Tom"].by_opponent["human"].played == 2
    assert stats["Tom"].by_game["rok"].played == 1
    assert all(seat.kind in (HUMAN, BOT) for g in games for seat in g.seats)


def test_a_match_at_a_position_goes_on_like_the_game_did():
    record = random_record("pook", 2, 9)
    replay = Replay.of(record)
    match = replay.match_at(10)
    assert match.record.actions == record.actions[:10]
    for text in record.actions[10:20]:
        match.play(text)
    assert match.state.to_json() == replay.state_at(20).to_json()
    assert match.steps == replay.steps[:20]
