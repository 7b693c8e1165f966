"""Hard's deals read the rivals' hands from their plays (game/pook/hands.py), and stay deals
of the view: every card once, the view's cards where it shows them, the hands' sizes kept."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pytest

from game.core import Rng
from game.pook import determinize, new_game
from game.pook.banners import banner_odds, draw
from game.pook.cards import (
    BANNER_FACTIONS,
    BANNER_INDEX,
    CARD_FACTION,
    CARD_INDEX,
    CELL_INDEX,
    N_CARDS,
)
from game.pook.hands import OWN_HIDDEN, PLAYS, Clues, Part, frequency, levels, past_turns
from game.pook.position import banner_text
from game.pook.rules import State
from game.pook.views import placers, public_view
from tests.game.pook.test_banners import played


def true_banners(state: State) -> tuple[str | None, ...]:
    return tuple(banner_text(b) for b in state.banners)


def dealt(view: Mapping[str, Any], state: State, seed: int, read: bool) -> State:
    """One deal of ``view`` with the true Banners, the hands read from the plays or not."""
    clues = Clues(view)
    return determinize(view, Rng(seed), banners=lambda rng: true_banners(state),
                       hands=clues.hands if read else None)


def hider(state: State, viewer: int) -> int:
    """A rival of ``viewer`` that hid a card."""
    for seat, turns in past_turns(state.view(viewer)).items():
        if seat != viewer and any(card is None for _, card, _ in turns):
            return seat
    raise AssertionError("no rival hid a card")


def test_a_seat_that_hid_while_a_low_warrior_of_its_factions_fit_is_dealt_one_less_often():
    state = played(4, seed=3, moves=30)
    viewer = state.current_player
    seat = hider(state, viewer)
    own = BANNER_FACTIONS[state.banners[seat]]
    view = state.view(viewer)
    # its own Banner's level-1 or level-2 Warriors in its hidden hand: Normal would have shown them
    low = {read: sum(levels(dealt(view, state, k, read).hands[seat], own) & 0b011 != 0
                     for k in range(150)) for read in (False, True)}
    assert low[True] < 0.5 * low[False]


def test_a_hidden_bourse_of_the_seats_own_factions_weighs_less():
    km = BANNER_FACTIONS[BANNER_INDEX["KM"]]
    part = Part(seat=1, first=0, size=2, hid=1, own=km, chances=[1.0] * 8)
    k, m, o, v = (CARD_INDEX[n] for n in ("K3a", "M3a", "O3a", "V3a"))
    assert part.value([o, v, k]) == OWN_HIDDEN * part.value([o, k, v]) < part.value([k, m, o])


@pytest.mark.parametrize("seed", [3, 8])
def test_the_deal_is_a_deal_of_the_view(seed: int):
    state = played(4, seed=seed, moves=34)
    viewer = state.current_player
    view = state.view(viewer)
    odds = banner_odds(view)
    clues = Clues(view)
    assert clues.active
    for k in range(20):
        twin = determinize(view, Rng(k), banners=partial(draw, odds), hands=clues.hands)
        assert twin.view(viewer) == view  # the view's cards where it shows them, nothing else
        cards = [c for hand in twin.hands for c in hand] + [
            twin.board[cell] for cell in twin.occupied if twin.board[cell] < N_CARDS]
        assert sorted(c for c in cards if c >= 0) == list(range(N_CARDS))  # each card once
        assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]


def test_the_deal_is_the_same_for_the_same_seed_and_varies_with_it():
    state = played(4, seed=8, moves=34)
    view = state.view(state.current_player)
    clues = Clues(view)
    deal = partial(determinize, banners=partial(draw, banner_odds(view)), hands=clues.hands)
    assert deal(view, Rng(4)).hands == deal(view, Rng(4)).hands
    assert len({str(deal(view, Rng(k)).hands) for k in range(8)}) > 1


def test_with_a_pile_or_before_any_play_the_hands_are_not_read():
    assert not Clues(new_game(4, seed=1).view(0)).active
    for players in (2, 3):
        state = played(players, seed=3, moves=20)
        assert not Clues(state.view(state.current_player)).active


def test_a_turn_counts_the_bourses_before_it_and_the_warriors_shown_since():
    view = {"seat": 0, "players": 4, "options": {}, "history": [
        [1, "bourse", None], [2, "warrior", "K1a"], [1, "warrior", "O3a"],
        [3, "warrior", "M2a"], [3, "mage", "O3a"], [3, "warrior", "V1a"], [1, "bourse", None]]}
    turns = past_turns(view)
    k1a, o3a, m2a, v1a = (CARD_INDEX[n] for n in ("K1a", "O3a", "M2a", "V1a"))
    assert turns[1] == [(1, None, [o3a]), (2, o3a, [o3a]), (2, None, [])]
    assert turns[2] == [(2, k1a, [k1a])]
    assert turns[3] == [(2, m2a, [m2a, v1a])]  # the Mage's placement is no play of its own


def test_the_frequencies_are_chances_and_hiding_with_a_low_warrior_is_rare():
    for count in range(1, len(PLAYS) + 1):
        for held in range(8):
            assert 0.99 < sum(frequency(count, held, kind) for kind in range(5)) < 1.2
    assert frequency(5, 0b001, 0) < 0.2 < 0.7 < frequency(5, 0, 0)


def test_P09_the_table_says_who_laid_each_card_and_a_deal_keeps_it():
    """Everyone saw who laid each card, face down too; a deal puts each rival's hidden Bourses
    (dealt by what its plays revealed) on the cells that rival laid, and that rival knows
    them there."""
    state = played(4, seed=3, moves=40)
    viewer = state.current_player
    view = state.view(viewer)
    for entry in view["table"]:
        if entry["face"] != "piggy":
            assert entry["by"] == placers(state)[state.board[CELL_INDEX[entry["cell"]]]]
    assert [e["by"] for e in public_view(state, viewer)["table"]] == [
        e["by"] for e in view["table"]]  # public: every seat sees it
    clues = Clues(view)
    rival_cells = [e for e in view["table"] if e["card"] is None and e["by"] != viewer]
    assert sum(clues.hidden.values()) == len(rival_cells) >= 3
    own = {seat: BANNER_FACTIONS[state.banners[seat]] for seat in clues.hidden}
    kept = 0
    for k in range(40):
        twin = determinize(view, Rng(k), banners=lambda rng: true_banners(state),
                           hands=clues.hands)
        for entry in rival_cells:
            card = twin.board[CELL_INDEX[entry["cell"]]]
            assert twin.known[card] >> entry["by"] & 1  # its layer knows it
            kept += CARD_FACTION[card] not in own[entry["by"]]
    assert kept >= 0.8 * 40 * len(rival_cells)  # mostly of the factions its Banner lacks
