"""The review of Pook and Totem: planted blunders come out among the costliest, hidden cards
change nothing, the same record and seed give the same review (small budgets: quick)."""

from __future__ import annotations

from dataclasses import replace

from game.core import Rng
from game.games import load_game
from game.match import Match
from game.pook.bots import make_bot as pook_bot
from game.pook.guess import determinize as pook_determinize
from game.replay import Replay
from game.review.turns import (
    Budget,
    Position,
    costliest,
    move_key,
    positions,
    review_positions,
    review_record,
)
from game.totem.bots import make_bot as totem_bot
from game.totem.guess import determinize as totem_determinize
from tests.game.totem.positions import position

SMALL = Budget(iterations=60, samples=16)


def bots_game(game: str, seed: int, options: dict[str, object] | None = None) -> Match:
    """A whole game between Normal bots (the "human" seat 0 plays as Normal does)."""
    make = pook_bot if game == "pook" else totem_bot
    bot, rng = make("normal"), Rng(seed)
    match = Match.new(load_game(game), 2, seed, options)
    while not match.state.is_terminal():
        match.play(bot.choose(match.state.view(match.state.current_player), rng))
    return match


def play_out(state: object, seed: int, game: str) -> list[int]:
    """The winners when Normal bots finish the game from ``state``."""
    make = pook_bot if game == "pook" else totem_bot
    bot, rng = make("normal"), Rng(seed)
    while not state.is_terminal():  # type: ignore[attr-defined]
        seat = state.current_player  # type: ignore[attr-defined]
        state.play(bot.choose(state.view(seat), rng))  # type: ignore[attr-defined]
    return list(state.winners())  # type: ignore[attr-defined]


def test_pook_card_that_hands_the_rival_faction_the_grid_is_among_the_costliest() -> None:
    """Seat 0's last card (the pile is empty, both Banners taken in the open): the Normal
    move hides the Viking 3 as a Bourse; played face up it counts for the rival's Banner
    (OV: Vikings) and not for seat 0's (MO), and the rival wins however the game ends."""
    match = bots_game("pook", 24, {"visible_banners": True})
    assert match.state.winners() == [0]
    found = positions(load_game(match.record.game), match.record, (0,))
    last = found[-1]
    index = next(p.index for p in found if p.played == "play V3b B F5")
    blunder = "play V3b W F5"
    planted_at = next(i for i, p in enumerate(found) if p.index == index)
    view = found[planted_at].state.view(0)
    assert blunder in view["legal"] and view["pile"] == 0
    assert "V" in view["banners"][1] and "V" not in view["banner"]  # OV against MO
    for seed in range(4):  # a certain loss, whatever follows
        after = found[planted_at].state.clone()
        after.play(blunder)
        assert play_out(after, seed, "pook") == [1]
    assert last.index >= index
    chosen = [*found[max(0, planted_at - 7):planted_at],
              replace(found[planted_at], played=blunder)]
    decisions = review_positions(load_game("pook"), chosen, SMALL, seed=3)
    worst = costliest(decisions)
    assert index in [d.index for d in worst], [(d.index, d.played, d.cost) for d in worst]
    planted = next(d for d in decisions if d.index == index)
    assert planted.cost > 0.25
    assert planted.words_played == ("warrior_power", {"card": "V3b", "cell": "F5"})


def test_totem_slot_left_open_to_a_certain_capture_is_among_the_costliest() -> None:
    """Seat 0's last defender lies revealed and weak (R2) with three slots empty: discarding
    instead of defending leaves it to a certain capture, and with it the game (T25)."""
    state = position((["B12", "G9", "Y5", "R3", "B10"], ["R6", "G8", "Y7", "B9"]),
                     ([None, None, "R2^", None], ["G13", "R11", "B13", None]))
    view = state.view(0)
    blunder = "discard Y5"
    assert blunder in view["legal"] and "defend B12 1" in view["legal"]
    for seed in range(4):
        after = state.clone()
        after.play(blunder)
        assert play_out(after, seed, "totem") == [1]
    match = bots_game("totem", 5)
    ordinary = positions(load_game(match.record.game), match.record, (0,))[:7]
    planted = Position(state, 0, blunder, 1000, 40)
    decisions = review_positions(load_game("totem"), [*ordinary, planted], SMALL, seed=3)
    worst = costliest(decisions)
    assert 1000 in [d.index for d in worst], [(d.index, d.played, d.cost) for d in worst]
    found = decisions[-1]
    assert found.best.startswith("defend") and found.chance_played < 0.1


def hidden_swapped(found: list[Position], seed: int) -> list[Position]:
    """The same decisions, each from another full state the deciding seat cannot tell apart
    (the other hands, the deck, the secret cards dealt again)."""
    swapped = []
    for k, p in enumerate(found):
        view = p.state.view(p.seat)
        deal = pook_determinize if view["game"] == "pook" else totem_determinize
        other = deal(view, Rng(seed + k))
        assert other.view(p.seat) == view
        swapped.append(replace(p, state=other))
    return swapped


def test_hidden_cards_change_nothing_in_a_review() -> None:
    for game in ("totem", "pook"):
        match = bots_game(game, 9)
        found = positions(load_game(match.record.game), match.record, (0,))[2:8]
        swapped = hidden_swapped(found, 77)
        assert any(a.state.hands != b.state.hands for a, b in zip(found, swapped, strict=True))
        budget = Budget(iterations=30, samples=8)
        assert review_positions(load_game(game), found, budget, 4) == \
            review_positions(load_game(game), swapped, budget, 4)


def test_the_same_record_and_seed_give_the_same_review() -> None:
    match = bots_game("totem", 12)
    record = replace(match.record, actions=match.record.actions[:16])
    budget = Budget(iterations=30, samples=8)
    first = review_record(load_game(record.game), record, (0, 1), budget, seed=8)
    assert first == review_record(load_game(record.game), record, (0, 1), budget, seed=8)
    assert {d.seat for d in first} == {0, 1}
    steps = Replay.of(record).steps
    assert [d.index for d in first] == [i for i, s in enumerate(steps) if not s.forced]


def test_totem_moves_the_seat_cannot_tell_apart_are_one() -> None:
    state = position((["B12", "R9", "Y5", "R3", "B10"], ["R6", "G8", "Y7", "B9"]),
                     ([None, "B7", "R2^", None], ["G13", "R11^", "B13", None]))
    view = state.view(0)
    assert move_key("totem", view, "defend B12 1") == move_key("totem", view, "defend B12 4")
    assert move_key("totem", view, "attack R9 1") == move_key("totem", view, "attack R9 3")
    assert move_key("totem", view, "attack R9 1") != move_key("totem", view, "attack R9 2")
    assert move_key("totem", view, "attack R9+R3 1") == move_key("totem", view, "attack R3+R9 3")


def test_progress_is_told_and_a_cancel_stops_the_review() -> None:
    import pytest

    from game.review.turns import Cancelled

    match = bots_game("totem", 12)
    told: list[tuple[int, int]] = []
    budget = Budget(iterations=10, samples=2)
    record = replace(match.record, actions=match.record.actions[:8])
    review_record(load_game("totem"), record, (0,), budget, 1,
                  progress=lambda d, t: told.append((d, t)))
    assert told and told[-1][0] == told[-1][1] == len(told)
    with pytest.raises(Cancelled):
        review_record(load_game("totem"), record, (0,), budget, 1,
                      cancelled=lambda: len(told) > 0)


def test_a_decision_is_named_only_when_new_samples_confirm_it_and_shows_their_cost() -> None:
    """First measures that flattered a decision (a cost the noise made) are played out again
    from new samples: a move against itself, or against one the seat cannot tell apart,
    confirms nothing and is not named; a certain capture left open is named, with the cost
    the new samples give, not the first one."""
    from game.review.turns import Decision, recheck

    state = position((["B12", "G9", "Y5", "R3", "B10"], ["R6", "G8", "Y7", "B9"]),
                     ([None, None, "R2^", None], ["G13", "R11", "B13", None]))
    view = state.view(0)
    flattered = [Decision(1, 0, 40, "discard Y5", "discard Y5", 0.2, 0.9),  # itself
                 Decision(2, 0, 40, "defend B12 1", "defend B12 4", 0.1, 0.7),  # alike
                 Decision(3, 0, 40, "discard Y5", "defend B12 1", 0.45, 0.5)]  # a blunder
    found = recheck(load_game("totem"), flattered, {1: view, 2: view, 3: view}, 128, seed=5)
    named = costliest(found)
    assert [d.index for d in named] == [3], [(d.index, d.checked) for d in found]
    blunder = named[0]
    assert blunder.checked is not None and blunder.checked[0] < 0.1
    assert blunder.named_cost == blunder.checked[1] - blunder.checked[0] > 0.15  # not 0.05
    assert blunder.named_cost >= 2 * blunder.checked[2]
    assert not found[0].named and found[0].checked == (found[0].checked[0],) * 2 + (0.0,)
    assert found[1].checked is not None and not found[1].named


def test_only_the_costliest_candidates_are_measured_again() -> None:
    from game.review.turns import CANDIDATES, NAMED, Decision, recheck

    state = position((["B12", "G9", "Y5", "R3", "B10"], ["R6", "G8", "Y7", "B9"]),
                     ([None, None, "R2^", None], ["G13", "R11", "B13", None]))
    view = state.view(0)
    many = [Decision(k, 0, k, "discard Y5", "defend B12 1", 0.4 + k / 100, 0.6)
            for k in range(CANDIDATES + 3)]  # the first ones cost the most
    found = recheck(load_game("totem"), many, dict.fromkeys(range(len(many)), view), 64, seed=2)
    checked = [d.index for d in found if d.checked is not None]
    assert checked == list(range(len(checked))) and NAMED <= len(checked) <= CANDIDATES
    assert sum(d.named for d in found) == NAMED  # it stops once three are named
