"""Take-backs (game/match.py): what may be taken back is the core's decision.

Named cases from the issue, and properties over random games: a take-back
restores exactly the state before the decision and keeps only what stands in
the record; no event that shows a seat a card it could not name before is
missed by ``learned_by``.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import game.pook as pook
import game.rok as rok
import game.totem as totem
from game.core import GameRecord, InvalidRecord, Rng
from game.games import load_game, match_of
from game.match import NOTHING, OTHER_PLAYER, REVEALED, Match, TakeBackRefused
from game.pook.cards import BANNERS, CARD_IDS
from game.totem.cards import NAME


def first(match: Match, pattern: str) -> str:
    """The first legal action of the current player whose text matches ``pattern``."""
    seat = match.state.current_player
    for text in match.state.view(seat)["legal"]:
        if re.fullmatch(pattern, text):
            return text
    raise AssertionError(f"no legal action like {pattern!r}")


def test_replays_a_record_and_refuses_a_bad_one():
    match = Match.new(load_game("pook"), 2, seed=4)
    match.play(first(match, r"play \S+ B \S+"))
    again = match_of(match.record)
    assert again.state.to_json() == match.state.to_json()
    broken = GameRecord("pook", 2, 4, {}, ("end", "end"))
    with pytest.raises(InvalidRecord, match="action 1 'end'"):
        match_of(broken)


def test_P09_a_warrior_placed_is_taken_back_before_the_draw():
    match = Match.new(load_game("pook"), 2, seed=4)
    before = match.state.to_json()
    match.play(first(match, r"play \S+ W \S+"))
    assert match.take_back_refusal(0, humans=[0]) is None
    assert match.take_back(0, humans=[0]) == 1
    assert match.state.to_json() == before
    assert match.record.actions == ()


def test_P14_nothing_is_taken_back_after_the_draw():
    match = Match.new(load_game("pook"), 2, seed=4)
    match.play(first(match, r"play \S+ B \S+"))
    match.play("end")  # two players: the end of the turn draws a card (P14)
    assert match.take_back_refusal(0, humans=[0, 1]) == REVEALED
    record = match.record
    with pytest.raises(TakeBackRefused):
        match.take_back(0, humans=[0, 1])
    assert match.record == record


def test_P15_a_piggy_swap_is_taken_back():
    match = Match.new(load_game("pook"), 4, seed=2)
    match.play(first(match, r"play \S+ B \S+"))
    before = match.state.to_json()
    match.play(first(match, r"swap \S+"))
    match.take_back(0, humans=[0, 1, 2, 3])
    assert match.state.to_json() == before
    match.take_back(0, humans=[0, 1, 2, 3])  # then the card itself
    assert match.record.actions == ()


def test_another_human_acting_closes_the_take_back():
    match = Match.new(load_game("pook"), 4, seed=2)
    match.play(first(match, r"play \S+ B \S+"))
    match.play("end")  # four players: no draw
    match.play(first(match, r"play \S+ B \S+"))
    assert match.take_back_refusal(0, humans=[0, 1]) == OTHER_PLAYER
    assert match.take_back_refusal(1, humans=[0, 1]) is None
    assert Match.new(load_game("pook"), 4, seed=2).take_back_refusal(0, humans=[0, 1]) == NOTHING


def test_against_bots_the_human_goes_back_to_their_previous_decision():
    match = Match.new(load_game("pook"), 4, seed=2)
    match.play(first(match, r"play \S+ B \S+"))
    before_end = match.state.to_json()
    match.play("end")
    match.play(first(match, r"play \S+ B \S+"))  # a bot's Bourse shows seat 0 nothing
    assert match.take_back(0, humans=[0]) == 2
    assert match.state.to_json() == before_end


def test_a_bot_warrior_shows_a_card_and_closes_the_take_back():
    match = Match.new(load_game("pook"), 4, seed=2)
    match.play(first(match, r"play \S+ B \S+"))
    match.play("end")
    match.play(first(match, r"play \S+ W \S+"))
    assert match.take_back_refusal(0, humans=[0]) == REVEALED


def totem_after_setup(seed: int) -> Match:
    match = Match.new(load_game("totem"), 2, seed=seed)
    for seat in (0, 1):
        match.play("setup " + " ".join(match.state.view(seat)["hand"][:4]))
    return match


def test_T08_a_defender_added_is_taken_back():
    match, rng = totem_after_setup(5), Rng(8)
    while not any(str(a).startswith("defend") for a in match.state.legal_actions()):
        match.play(str(totem.random_action(match.state, rng)))  # until a slot is empty
    seat, before = match.state.current_player, match.state.to_json()
    match.play(first(match, r"defend \S+ \d"))  # ends the turn: the opponent draws, not seat
    assert match.take_back(seat, humans=[seat]) == 1
    assert match.state.to_json() == before


def test_T06_nothing_is_taken_back_after_a_draw():
    match = totem_after_setup(5)
    match.play(first(match, r"discard \S+"))  # T10: discard, then draw
    assert match.take_back_refusal(0, humans=[0]) == REVEALED


def test_T12_an_attack_on_a_face_down_defender_reveals_it():
    match = totem_after_setup(5)
    match.play(first(match, r"attack \S+ \d"))
    assert match.take_back_refusal(0, humans=[0]) == REVEALED


def test_R09_rok_never_takes_back_grabs_race():
    match = Match.new(load_game("rok"), 2, seed=3)
    match.play(str(rok.random_action(match.state, Rng(1))))
    assert match.take_back_refusal(0, humans=[0, 1]) == "race"
    assert Match.new(load_game("rok"), 2, seed=3).take_back_refusal(0, humans=[0]) == "race"


# --- properties -------------------------------------------------------------------------------

NAMES = {"pook": set(CARD_IDS) | set(BANNERS), "totem": set(NAME)}
MODULES = {"pook": pook, "totem": totem}


def named(view: dict, game: str) -> set[str]:
    """The card and Banner names a view shows (the legal action texts left out)."""
    shown = {k: v for k, v in view.items() if k != "legal"}
    return {token for token in re.findall(r"[A-Za-z0-9]+", json.dumps(shown))
            if token in NAMES[game]}


@given(game=st.sampled_from(["pook", "totem"]), players=st.integers(2, 4),
       seed=st.integers(0, 2**31), rng_seed=st.integers(0, 2**31))
def test_learned_by_misses_no_reveal_and_take_backs_restore_exactly(game, players, seed,
                                                                      rng_seed):
    players = 2 if game == "totem" else players
    module, rng = MODULES[game], Rng(rng_seed)
    match = Match.new(load_game(game), players, seed)
    humans = list(range(players))
    snapshots = [match.state.to_json()]  # the state after each number of actions
    while not match.state.is_terminal() and len(match.steps) < 150:
        seat = match.state.current_player
        seen = [named(match.state.view(s), game) for s in humans]
        match.play(str(module.random_action(match.state, rng)))
        snapshots.append(match.state.to_json())
        for s in humans:
            if named(match.state.view(s), game) - seen[s]:
                assert s in match.steps[-1].learned, f"seat {s} saw a new card unnoticed"
        if match.take_back_refusal(seat, humans) is None:
            trial = match_of(match.record)
            removed = trial.take_back(seat, humans)
            kept = len(match.record.actions) - removed
            first_removed = match.steps[kept]
            assert first_removed.actor == seat and not first_removed.forced
            assert all(step.actor == seat and step.forced for step in match.steps[kept + 1:])
            assert trial.state.to_json() == snapshots[kept]
            assert trial.record.actions == match.record.actions[:kept]
